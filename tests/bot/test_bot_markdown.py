"""User text never renders as Markdown in a reply (issue 12): no bold, underline, strike,
spoiler, code or masked link typed by a user survives in any public or ephemeral reply of any
command, in any language — through the one quoting function, :mod:`bot.quoting`.

The fuzz alphabet marks the user's text with a letter the bot never writes (``ж``), so a
formatting token of the user's is one that touches it: ``**ж``, ``ж||``, ``[ж](…)``.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.errors import AdvisorError
from bot import charts
from bot.quoting import QUOTE_MAX, ZWSP, quote
from bot.render.card import render_card
from bot.render.compare import render_comparison
from bot.render.fits import render_fit
from bot.render.recommend import render_recommendation
from bot.render.why import render_verdict
from bot.tree import describe_error
from bot_testing import make_settings, shown
from discord_limits import assert_content_fits, assert_fits
from product import LANGUAGES

MARK = "ж"
TOKENS = [MARK, f"**{MARK}**", f"__{MARK}__", f"~~{MARK}~~", f"||{MARK}||", f"`{MARK}`", f"```{MARK}```",
          f"*{MARK}*", f"[{MARK}](https://evil.example/{MARK})", f"[{MARK}](<https://evil.example>)",
          f"<https://evil.example/{MARK}>", f"# {MARK}", f"> {MARK}", f"-# {MARK}", "@everyone", "\\", " ", "*", "_",
          "~", "|", "`", "[", "]", "(", ")"]
PREFIXES = ["", "1080 ti ", "500 ", "7b ", "titan x "]
fuzz = st.builds(lambda prefix, tokens: prefix + "".join(tokens),
                 st.sampled_from(PREFIXES), st.lists(st.sampled_from(TOKENS), min_size=1, max_size=6))

_ESCAPED = re.compile(r"\\.", re.DOTALL)
_TOKEN = r"(?:\*\*|__|~~|\|\||`|\*|_)"
_USER_FORMAT = re.compile(rf"{_TOKEN}{MARK}|{MARK}{_TOKEN}")
_MASKED_LINK = re.compile(r"\[[^\]\n]*\]\([^)\n]*\)")


def user_markup(text: str) -> list[str]:
    """Formatting from the user's text that Discord would render: unescaped tokens touching the
    marker, masked links with the marker or the fuzz address in them, and a live fuzz URL."""
    bare = _ESCAPED.sub("", text.replace(ZWSP, "\0"))  # escaped characters format nothing
    found = _USER_FORMAT.findall(bare)
    found += [m for m in _MASKED_LINK.findall(bare) if MARK in m or "evil" in m]
    found += re.findall(r"https?://evil", bare) + re.findall(r"<https?://\S*evil", bare)
    return found


def embed_texts(embed) -> list[str]:
    return [embed.title or "", embed.description or "", embed.footer.text or ""] + [
        x for f in embed.fields for x in (f.name, f.value)]


# ---------------------------------------------------------------------------- the quoting function
@pytest.mark.parametrize(("typed", "shown"), [
    ("1080 ti [free nitro](https://evil.example)", "1080 ti \\[free nitro]\u200b(https:\u200b//evil.example)"),
    ("**b** __u__ ~~s~~ ||x|| `c`", "\\*\\*b\\*\\* \\_\\_u\\_\\_ \\~\\~s\\~\\~ \\|\\|x\\|\\| \\`c\\`"),
    ("> quote", "\\> quote"),
    ("# title", "\\# title"),
    ("<@123> @everyone", "<\u200b@\u200b123> @\u200beveryone"),
])
def test_quote(typed, shown):
    assert quote(typed) == shown
    assert user_markup(quote(typed).replace("b", MARK)) == []


def test_quote_clips_to_60_characters_before_escaping():
    shown = quote("*" * 500)
    assert shown.count("\\*") == QUOTE_MAX - 1 and shown.endswith("…")


def test_the_checker_sees_user_markup():
    assert user_markup(f"a **{MARK}** b") and user_markup(f"[{MARK}](https://x.y)") and user_markup(f"||{MARK}||")
    assert user_markup("see https://evil.example") and not user_markup(quote(f"**{MARK}** https://evil.example"))
    assert not user_markup(f"**GeForce** {quote(MARK)}")  # the bot's own bold is not the user's


# ---------------------------------------------------------------------------- the reproduction
@pytest.fixture
def bot_settings():
    return make_settings(chart_cooldown_rate=0)


@pytest.fixture
def no_charts(monkeypatch):
    """Charts are not what these tests look at: skip drawing them."""
    for name in ("recommend_chart", "compare_chart", "fit_chart"):
        monkeypatch.setattr(charts, name, lambda model: None)


async def test_a_masked_link_after_a_card_name_is_not_posted(world, no_charts):
    result = await world.alice.slash(world.channel, "compare", card_a="1080 ti",
                                     card_b="1080 ti [free nitro](https://evil.example)")

    message = result.response
    assert not result.ephemeral and message.embeds  # junk after a real name still resolves: an answer
    texts = embed_texts(message.embeds[0])
    assert any("free nitro" in text for text in texts)  # echoed…
    assert not any(_MASKED_LINK.search(_ESCAPED.sub("", x)) for x in texts)  # …but not as a link
    assert not any("https://evil" in text for text in texts)


# ---------------------------------------------------------------------------- fuzz: every command
def _replies(advisor, text: str, language: str) -> list[str]:
    """What the bot would post for ``text`` in every free-text option of every command: the
    embed's texts, or the ephemeral error."""
    calls = [
        (lambda: advisor.recommend(text), lambda r: render_recommendation(r, language=language)),
        (lambda: advisor.recommend("500", model=text), lambda r: render_recommendation(r, language=language)),
        (lambda: advisor.recommend("500", market=text), lambda r: render_recommendation(r, language=language)),
        (lambda: advisor.why(text), lambda v: render_verdict(v, language=language)),
        (lambda: advisor.compare("1080 ti", text), lambda c: render_comparison(c, language=language)),
        (lambda: advisor.compare(text, text), lambda c: render_comparison(c, language=language)),
        (lambda: advisor.card(text), lambda c: render_card(c, resolution=advisor.resolve(text), language=language)),
        (lambda: advisor.fits(text), lambda f: render_fit(f, language=language)),
    ]
    out = []
    for ask, show in calls:
        try:
            answer = ask()
        except AdvisorError as error:
            reply = describe_error(error, language)
            assert_content_fits(reply, repr(text))
            out.append(reply)
            continue
        embed = show(answer)
        assert_fits(embed, repr(text))
        out += embed_texts(embed)
    return out


@settings(max_examples=150, deadline=None)
@given(text=fuzz, language=st.sampled_from(LANGUAGES))
def test_no_user_markdown_survives_in_any_answer_or_error(advisor, text, language):
    for reply in _replies(advisor, text, language):
        assert user_markup(reply) == [], (text, reply)


OPTIONS = [
    ("recommend", "budget", {}), ("recommend", "model", {"budget": "500"}), ("recommend", "market", {"budget": "500"}),
    ("compare", "card_b", {"card_a": "1080 ti"}), ("compare", "card_a", {"card_b": "1070"}),
    ("why", "card", {}), ("why", "market", {"card": "1080"}), ("card", "card", {}), ("fits", "model", {}),
    ("fits", "market", {"model": "7b"}),
]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=fuzz, where=st.sampled_from(OPTIONS))
async def test_no_user_markdown_survives_in_any_reply_through_discord(world, no_charts, text, where):
    command, option, others = where
    limit = 64 if option == "budget" else 100  # the options' length limits (bot/cogs)
    result = await world.alice.slash(world.channel, command, **{**others, option: text[:limit]})
    assert all(isinstance(getattr(e, "original", e), AdvisorError) for e in world.env.errors)  # acknowledged

    message = shown(result)
    texts = [message.content or ""] + [x for embed in message.embeds for x in embed_texts(embed)]
    for reply in texts:
        assert user_markup(reply) == [], (command, option, text, reply)
