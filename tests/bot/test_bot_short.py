"""Short answers on Discord (issue 18 §3, §6), through SimCord: for every answering command and a
sample of inputs in every market and language, the first message is at most 1,200 characters and 15
lines, no word is cut, no sentence is said twice, and the Details button shows the rest — paged,
ephemeral to whoever pressed it, and still working after the bot restarts.
"""

from __future__ import annotations

import re

import pytest
import simcord

from advisor.shape import details
from bot import create_bot
from bot.i18n import t
from bot.render.short import FIRST_CHARS, FIRST_LINES, fits_first
from bot_testing import buttons, details_pages, make_settings
from discord_limits import assert_fits

SAMPLES = [
    ("recommend", {"budget": "1000"}, "current-us", "en"),
    ("recommend", {"budget": "3000", "gpus": 2}, "current-us", "zh_Hans"),
    ("recommend", {"budget": "8000", "gpus": 4}, "current-us", "en"),
    ("recommend", {"budget": "150"}, "current-us", "zh_Hant"),
    ("recommend", {"budget": "800", "model": "70b"}, "current-us", "en"),
    ("recommend", {"budget": "700"}, "2017-us", "en"),
    ("recommend", {"budget": "1w"}, "2019-cn", "zh_Hans"),
    ("compare", {"card_a": "3090", "card_b": "4090"}, "current-us", "en"),
    ("compare", {"card_a": "1070", "card_b": "1080"}, "2017-us", "zh_Hant"),
    ("compare", {"card_a": "2080 ti", "card_b": "2070"}, "2019-cn", "zh_Hans"),
    ("why", {"card": "970"}, "current-us", "en"),
    ("why", {"card": "4090"}, "current-us", "zh_Hans"),
    ("why", {"card": "1060 3gb"}, "2017-us", "en"),
    ("why", {"card": "tesla p4"}, "2019-cn", "zh_Hant"),
    ("fits", {"model": "70b"}, "current-us", "en"),
    ("fits", {"model": "8b", "task": "lora"}, "current-us", "zh_Hans"),
    ("fits", {"model": "7b"}, "2017-us", "en"),
]
LOCALES = {"en": "en-US", "zh_Hans": "zh-CN", "zh_Hant": "zh-TW"}
CUT = re.compile(r"\w…")
"""A word cut to fit ("giv…")."""


@pytest.fixture
def bot_settings():
    return make_settings(chart_cooldown_rate=0)  # many chart commands in a row


@pytest.fixture
def locale(monkeypatch):
    """``locale(tag)``: the member's client language of the interactions SimCord sends from now on."""
    real = simcord.interactions.base_payload

    def set_locale(tag: str) -> None:
        def base_payload(*args, **kwargs):
            record, payload = real(*args, **kwargs)
            payload["locale"] = tag
            return record, payload

        monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)

    return set_locale


def first_text(embed) -> str:
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    return "\n".join(p for p in parts if p)


def sentences(text: str) -> list[str]:
    """The sentences of a text (split at sentence ends and line ends), normalised for comparing."""
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z])|(?<=[。！？；])|\n", text)
    return [" ".join(p.split()).strip("*_ ⚠️•") for p in parts if len(p.strip()) > 20]


def compute(adv, command, options, market):
    o = dict(options)
    if command == "recommend":
        return adv.recommend(o.pop("budget"), market=market, **o)
    if command == "compare":
        return adv.compare(o["card_a"], o["card_b"], market=market)
    if command == "why":
        return adv.why(o["card"], market=market)
    return adv.fits(o.pop("model"), market=market, **o)


async def all_pages(world, first) -> list[str]:
    """Press Details as Alice, then Next until the last page: every page's text (each checked to fit, ephemeral)."""
    return await details_pages(world.alice, first)


@pytest.mark.parametrize(("command", "options", "market", "language"), SAMPLES,
                         ids=[f"{c}-{'-'.join(map(str, o.values()))}-{m}-{lang}" for c, o, m, lang in SAMPLES])
async def test_the_first_message_is_short_whole_and_said_once_and_details_say_the_rest(
        world, locale, command, options, market, language):
    locale(LOCALES[language])
    result = await world.alice.slash(world.channel, command, market=market, **options)
    message = result.response
    assert not result.ephemeral and len(message.embeds) == 1
    embed = message.embeds[0]
    assert_fits(embed)
    chars, lines = fits_first(embed)
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES, (chars, lines, first_text(embed))
    text = first_text(embed)
    answer = compute(world.advisor, command, options, market)
    shape = answer.shape
    whole_messages = [shape.headline, *(c.message for c in shape.caveats),
                      *(x.reason for x in shape.ranking if x.reason)]
    rendered = "".join(t(m, language) for m in whole_messages)
    assert len(CUT.findall(text)) <= len(CUT.findall(rendered)), text  # shortened by whole items, never cut
    flat = " ".join(text.split())
    for c in shape.caveats:  # a caveat is shown whole or not at all
        sentence = " ".join(t(c.message, language).split())
        # 60 characters: "United States, 2026 (current) " also opens the market line every answer ends with, and
        # a machine's name ("Framework Desktop (Ryzen AI Max+ 395, 64 GB) ") opens other sentences about it
        assert sentence in flat or sentence[:60] not in flat
    said = sentences(text)
    assert len(said) == len(set(said)), said
    assert answer.shape.headline and t(answer.shape.headline, language)[:30] in text  # the headline answers

    pages = await all_pages(world, message)
    whole = " ".join("\n".join(pages).split())
    for item in details(answer):  # Details show the rest: every cited sentence, with its rule id
        assert f"`{item.rule_id}`" in whole
        assert " ".join(t(item.message, language).split())[:40] in whole, item.rule_id


async def test_details_are_ephemeral_to_the_presser_and_work_after_a_restart(world, advisor):
    result = await world.alice.slash(world.channel, "why", card="970")
    message = result.response
    [button] = buttons(message)
    assert button["label"] == "Details"
    assert len(button["custom_id"]) <= 100 and button["custom_id"].startswith("gpa:d:0:w:")

    fresh = create_bot(make_settings(), advisor=advisor, storage=world.bot.storage)
    await world.env.restart_bot(fresh)
    pressed = await world.alice.click(message, label="Details")
    assert pressed.ephemeral
    [embed] = pressed.response.embeds
    assert "avoid.gtx-970" in embed.description


async def test_a_long_answer_pages_its_details(world):
    result = await world.alice.slash(world.channel, "recommend", budget="8000", gpus=4)
    pages = await all_pages(world, result.response)
    assert pages and all(len(p) <= 4096 for p in pages)
    rec = world.advisor.recommend("8000", gpus=4)
    whole = " ".join("\n".join(pages).split())
    assert all(n.rule_id in whole for n in rec.notes)


def test_a_custom_id_carries_the_arguments_or_a_key_kept_in_memory(advisor):
    from advisor.commands import BY_NAME
    from advisor.kinds import Given
    from bot import details as d

    recommend, compare = BY_NAME["recommend"], BY_NAME["compare"]
    short = {"budget": "1,000 usd", "market": "current-us", "gpus": 2, "min_memory": 12.0, "model": None}
    tail = d.encode(recommend, short)
    assert len(d.custom_id("d", 0, recommend, tail)) <= d.CUSTOM_ID_MAX and "k=" not in tail
    assert tail == "b=1%2C000+usd&g=2&m=current-us&n=12.0"  # the short keys posted buttons carry
    typed = recommend.read(d.decode(tail), Given(advisor))  # read back by each parameter's kind
    assert typed == {k: v for k, v in short.items() if v is not None}
    long = {"card_a": "x" * 100, "card_b": "rtx 4090", "market": "current-us"}
    tail = d.encode(compare, long)
    assert tail.startswith("k=") and len(d.custom_id("p", 9, compare, tail)) <= d.CUSTOM_ID_MAX
    assert d.decode(tail) == long
    d._remembered.clear()  # a restart: the key is gone, and the press says so
    assert d.decode(tail) is None


async def test_an_expired_long_button_says_so(world, monkeypatch):
    from bot import details as d

    monkeypatch.setattr(d, "CUSTOM_ID_MAX", 20)  # every answer's arguments too long for its custom_id
    result = await world.alice.slash(world.channel, "why", card="970")
    [button] = buttons(result.response)
    assert ":k=" in button["custom_id"]
    d._remembered.clear()
    pressed = await world.alice.click(result.response, custom_id=button["custom_id"])
    assert pressed.response.ephemeral and "no longer kept" in pressed.response.content
