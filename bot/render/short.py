"""The short first message of ``/recommend``, ``/compare``, ``/why`` and ``/fits`` (issue 18), and
the pages of its Details.

The first message is the answer's :class:`~advisor.models.Shape`: the headline as the title, the
facts that decide it (``→``, never left out: issue 28 §1), the ranking (one line per card), the unit
once, the caveats, and the market in the footer — within
:data:`FIRST_CHARS` characters and :data:`FIRST_LINES` lines (Discord counts characters, so a
Chinese answer is measured the same way). It is shortened by leaving whole caveats out, then
whole ranking lines from the end, never by cutting a sentence; the chart stays as the image.

The Details (:func:`detail_pages`) say the rest: every cited sentence of the answer (reasons, notes,
skipped cards; :func:`advisor.shape.details`) with its rule id and source, paged within an embed's
description limit, each sentence whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from advisor.budget import shorter_reading
from advisor.i18n import Card, Date, Quantity, Text, device_name, msg
from advisor.models import (
    UNLABELLED,
    Avoided,
    Comparison,
    MarketRef,
    RankLine,
    Shape,
    Verdict,
    card_named,
    verdict_label_key,
)
from advisor.shape import details, figure
from bot.i18n import money, t
from bot.quoting import escape
from bot.render.common import (
    COLOURS,
    CONDITIONS,
    DESCRIPTION_MAX,
    TITLE_MAX,
    compact_source,
    labelled,
    market_footer,
)

FIRST_CHARS = 1200
"""The most characters a first message holds (title, description, fields, footer)."""
FIRST_LINES = 15
"""The most lines a first message holds (title, description and footer lines)."""
PAGE_CHARS = 3800
"""A Details page's description, well within Discord's 4,096."""
VERDICT_MARKS = {"situational": msg("bot.short.situational", "situational"),
                 "not_recommended": msg("bot.short.not_recommended", "not recommended")}
DETAILS_HINT = msg("bot.short.details", "Details: the full reasoning")


OWNED_ROLES = frozenset({"rig", "runs"})
"""Ranking lines of what the owner has or runs: never priced (issue 28 §3)."""


def _price(x: RankLine, language: str) -> str | None:
    if x.role in OWNED_ROLES:
        return None
    if x.price is None and x.last_price is not None:
        p = x.last_price
        return t(msg("bot.short.no-current", "no current price (last: {amount}, {date})",
                     amount=Text(value=money(p.amount, p.currency, language)), date=Date(value=p.as_of)), language)
    if x.price is None:
        return t(msg("bot.short.no-price", "no price here"), language)
    condition = t(CONDITIONS[x.price.condition], language)
    if x.gpus > 1 and x.total and x.adds:  # an owner's upgrade: the cards added only (issue 28 §3)
        return t(msg("bot.short.adds", "**{total}** for {n} more, {condition}", n=x.adds,
                     total=Text(value=money(x.total, x.price.currency, language)), condition=Text(value=condition)),
                 language)
    if x.gpus > 1 and x.total:
        return t(msg("bot.short.total", "**{total}** in all, {condition}",
                     total=Text(value=money(x.total, x.price.currency, language)), condition=Text(value=condition)),
                 language)
    amount = money(x.price.amount, x.price.currency, language)
    if x.price.set_by_server:  # a server's own price: said, as everywhere
        return t(msg("bot.short.price.server", "**{amount}** {condition}, {badge}", amount=Text(value=amount),
                     condition=Text(value=condition), badge=msg("price.server.badge", "set by this server")),
                 language)
    if x.price.estimated:
        return t(msg("bot.short.price.estimated", "**{amount}** {condition}, estimated", amount=Text(value=amount),
                     condition=Text(value=condition)), language)
    return t(msg("bot.short.price", "**{amount}** {condition}", amount=Text(value=amount),
                 condition=Text(value=condition)), language)


def cards(card: str, count: int, language: str) -> str:
    """``2 × GeForce GTX 1080`` (several of a card), or the card's name alone."""
    return card if count <= 1 else t(msg("bot.short.cards", "{gpus} × {card}", gpus=count, card=Card(value=card)),
                                     language)


def verdict_lead(verdict: Any, language: str) -> str:
    """What goes before a ``/why`` headline: the card and its verdict (``GeForce GTX 1080: ⚠️ Situational
    — ``); for an owner (``why own:True``), who asks what the card runs, not whether to buy it, and for "is it
    overkill?" (:data:`advisor.models.short.Asked`), the card alone."""
    from bot.render.why import VERDICT_LABELS

    if verdict.owner is not None and verdict.shape is not None and t(verdict.shape.headline, language).startswith(
            verdict.card):
        return ""  # a headline that names the card itself (a pasted error's compat line): never "5090: 5090 is …"
    if verdict.owner is not None or (verdict.shape is not None and verdict.shape.asked in UNLABELLED):
        return labelled(verdict.card, "", language)  # "is X overkill?": the answer, never a buying label before it
    return labelled(verdict.card, t(VERDICT_LABELS[verdict_label_key(verdict)], language), language) + " — "


def sides_title(shape: Shape, language: str) -> str | None:
    """A comparison's title when a side is several of a card: ``2 × GeForce GTX 1080 vs GeForce GTX
    1080 Ti``, in the ranking's cards (``None`` when every side is one card: the headline is the title)."""
    if len(shape.ranking) < 2 or all(x.gpus <= 1 for x in shape.ranking):
        return None
    names = [cards(x.card, x.gpus, language) for x in shape.ranking]
    return t(msg("bot.short.sides", "{a} vs {b}", a=Text(value=names[0]), b=Text(value=names[1])), language)


def answer_embed(answer: Any, language: str = "en", chart_filename: str | None = None,
                 reserved: int = 0) -> discord.Embed:
    """The first message of a command's answer (:func:`short_embed` of its shape), as its type is
    shown: a verdict with its colour and lead (:func:`verdict_lead`), unnumbered; a comparison
    unnumbered, titled by its sides when one is several cards (:func:`sides_title`); a ranking
    numbered. ``chart_filename``: the chart attached to it; ``reserved``: characters the message's text
    takes beside it (:func:`short_embed`). Raises ``ValueError`` for an answer
    without a shape (the :class:`~advisor.api.Advisor` gives every answer one)."""
    shape = getattr(answer, "shape", None)
    if not isinstance(shape, Shape):
        raise ValueError(f"{type(answer).__name__} has no shape")
    if isinstance(answer, Verdict):
        return short_embed(shape, answer.market, language=language, colour=answer.verdict, numbered=False,
                           lead=verdict_lead(answer, language), chart_filename=chart_filename, reserved=reserved)
    if isinstance(answer, Comparison):
        return short_embed(shape, answer.market, language=language, numbered=False, sides=2,
                           title=sides_title(shape, language), chart_filename=chart_filename, reserved=reserved)
    return short_embed(shape, answer.market, language=language, chart_filename=chart_filename, reserved=reserved)


def rank_line(x: RankLine, number: int | None, language: str) -> str:
    """One ranking line: ``**1. GeForce RTX 4080 SUPER** — **$882** used · 16 GB · 0.68× · fastest within budget``."""
    card = device_name(x.card, language) if x.gpus == 1 else cards(x.card, x.gpus, language)  # review21 #6
    head = f"**{number}. {card}**" if number is not None else f"**{card}**"
    parts = [_price(x, language)]
    if x.memory_gb:
        memory = f"{x.memory_gb:g} GB"
        parts.append(t(msg("bot.short.memory-each", "{memory} each", memory=Quantity(value=x.memory_gb, unit="GB")),
                       language) if x.gpus > 1 else memory)
    if x.speed is not None:
        parts.append(t(figure(x.speed), language) if x.speed.measure != "training" else f"{x.speed.value:.2f}×")
    if x.reason is not None:
        parts.append(t(x.reason, language))
    if x.verdict in VERDICT_MARKS and x.role != "asked":
        parts.append(t(VERDICT_MARKS[x.verdict], language))
    return f"{head} — " + " · ".join(p for p in parts if p)


def caveat_line(c: Any, language: str) -> str:
    """``⚠️ sentence`` (the card it is about first when the sentence does not name it)."""
    text = t(c.message, language)
    return "⚠️ " + (labelled(f"**{c.card}**", text, language) if c.card else text)


def _size(title: str, lines: Sequence[str], footer: str) -> tuple[int, int]:
    chars = len(title) + len("\n".join(lines)) + len(footer)
    count = (title.count("\n") + 1 if title else 0) + sum(line.count("\n") + 1 for line in lines) + \
        (footer.count("\n") + 1 if footer else 0)
    return chars, count


def short_embed(shape: Shape, market: MarketRef, *, language: str = "en", colour: str = "neutral",
                chart_filename: str | None = None, numbered: bool = True, lead: str = "",
                title: str | None = None, sides: int = 1, reserved: int = 0) -> discord.Embed:
    """The first message of an answer (module docstring): ``lead`` before the headline (``/why``'s
    verdict), the chart as the image when ``chart_filename`` names the attachment; ``title`` (the
    sides of a comparison, :func:`sides_title`) as the title, the headline then first in the text;
    ``reserved``: characters the message's own text already takes beside the embed (a question's
    reply and read-as line), so the two together keep within :data:`FIRST_CHARS`. Short of
    room, the lightest caveats go first, then the ranking's last lines down to ``sides`` (a comparison's two),
    then the deciding facts past the first, then the rest of the ranking, then the last fact, then the speed's unit
    line and the last row (the Details give them) when the headline alone is all but over."""
    headline = lead + t(shape.headline, language)
    if title:
        title, top = title[:TITLE_MAX], [f"**{headline}**"]
    else:
        title, top = (headline, []) if len(headline) <= TITLE_MAX else ("", [f"**{headline}**"])
    head, reading = list(top), list(shape.reading)
    top += [f"*{t(m, language)}*" for m in reading]
    facts = ["→ " + (f"**{c.card}**: " if c.card else "") + t(c.message, language) for c in shape.decides]
    ranking = [rank_line(x, i if numbered else None, language) for i, x in enumerate(shape.ranking, 1)]
    unit = [f"*{t(shape.unit, language)}*"] if shape.unit is not None else []
    caveats = [caveat_line(c, language) for c in shape.caveats]
    footer = market_footer(market, t(DETAILS_HINT, language), language)

    def lines() -> list[str]:
        return top + facts + ranking + unit + caveats

    while caveats or len(ranking) > 1 or facts or unit or ranking:  # the last deciding fact too, when the headline
        # alone is over (its Details say it: break36 #9, a price asked after a long fit); then the speed's unit line
        # and the last row, which the Details give (a long owner's fit with its yes-lead ran 1,202 characters)
        chars, count = _size(title, lines(), footer)
        if chars + reserved <= FIRST_CHARS and count <= FIRST_LINES:
            break
        if caveats:
            caveats.pop()  # the lightest caveat first, whole
        elif facts and (shorter := shorter_reading(reading)) is not None:  # a budget's conversion in one line
            reading = shorter  # before a ranking line or a deciding fact goes (fix54b)
            top = [*head, *(f"*{t(m, language)}*" for m in reading)]
        elif len(ranking) > sides or (len(ranking) > 1 and len(facts) <= 1):
            ranking.pop()
        elif facts:
            facts.pop()  # a comparison's second side before a deciding fact past the first
        elif unit:
            unit = []
        else:
            ranking.pop()
    embed = discord.Embed(title=title or None, description="\n".join(lines()) or None, colour=COLOURS[colour])
    embed.set_footer(text=footer)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    return embed


def fits_first(embed: discord.Embed) -> tuple[int, int]:
    """The characters and lines of a first message (what :data:`FIRST_CHARS` and :data:`FIRST_LINES` bound)."""
    title = embed.title or ""
    footer = embed.footer.text or ""
    lines = [embed.description or ""] + [f"{f.name}\n{f.value}" for f in embed.fields]
    return _size(title, [x for x in lines if x], footer)


# --------------------------------------------------------------------------- details
def facts(answer: Any, language: str = "en") -> list[str]:
    """What the Details give before the sentences: the specs of the cards compared or asked about,
    the memory breakdown and every card of a ``fits``, every pick of a recommendation."""
    from advisor.models import Comparison, Fit, Recommendation, Verdict
    from bot.render.common import facts_lines
    from bot.render.fits import TERMS, _card_line

    currency = answer.market.currency
    if isinstance(answer, Comparison):
        return [labelled(f"**{f.card}**", " · ".join(facts_lines(f, currency, language)), language)
                for f in answer.cards]
    if isinstance(answer, Verdict):
        card = [labelled(f"**{answer.card}**", " · ".join(facts_lines(answer.facts, currency, language)), language)]
        return card + (owner_facts(answer.owner, currency, language) if answer.owner is not None else [])
    if isinstance(answer, Fit):
        m = answer.memory
        terms = [f"{t(name, language)} {getattr(m, field):.2f} GB" for field, name in TERMS if getattr(m, field)]
        total = " + ".join(terms) + f" = **{m.total_gb:.1f} GB**"
        return [total, *("• " + _card_line(c, language) for c in answer.cards)]
    if isinstance(answer, Recommendation):
        picks = answer.picks + ([answer.stretch] if answer.stretch else [])
        return [pick_fact(i, p, language) for i, p in enumerate(picks, 1)]
    return []


def pick_fact(number: int, p: Any, language: str = "en") -> str:
    """One pick of a recommendation in its Details: ``1. **GeForce RTX 3090** — US$1,275``, or for several of a card
    their count and the price of all of them, as the embed says it (break27 #21: "1. **GeForce RTX 3060 12 GB** —
    US$670" read as one card's price): ``1. **2 × GeForce RTX 3060 12 GB** — US$670 for both``."""
    total = money(p.total_cost, p.price.currency, language)
    if p.gpus <= 1:
        return f"{number}. **{p.card}** — {total}"
    said = msg("bot.short.pick-total.two", "{total} for both", total=Text(value=total)) if p.gpus == 2 else msg(
        "bot.short.pick-total", "{total} for all {gpus}", total=Text(value=total), gpus=p.gpus)
    return f"{number}. **{cards(p.card, p.gpus, language)}** — " + t(said, language)


def owner_facts(owner: Any, currency: str, language: str = "en") -> list[str]:
    """An owner's Details (``/why own:True``, :class:`~advisor.models.Ownership`): what the card runs,
    every memory lever with what it saves (on the named job, where there is one), its cost and
    source, and the upgrades (the upgrade's own sentence is a cited sentence of the Details)."""
    from bot.render.why import alternative_line, lever_line

    out = [f"**{t(msg('bot.field.owner-runs', 'If you own it: what it runs'), language)}**"]
    out += ["• " + t(m, language) for m in owner.runs]
    out.append(f"**{t(msg('bot.field.levers', 'What saves memory'), language)}**")
    for lever in owner.levers:
        line = lever_line(lever, language)
        if lever.saves_gb is not None:
            line += " " + t(msg("bot.short.lever-job", "— about {saved} on this job", saved=Quantity(
                value=lever.saves_gb, unit="GB")), language)
        line += " " + t(msg("bot.short.lever-cost", "Cost: {cost}", cost=lever.cost), language)
        out.append("• " + line)
    if owner.upgrades:
        out.append(f"**{t(msg('bot.field.upgrade', 'Upgrade'), language)}**")
        out += ["• " + alternative_line(a, currency, language) for a in owner.upgrades]
    return out


def detail_lines(answer: Any, language: str = "en") -> list[str]:
    """The Details of ``answer`` in ``language``: its facts (:func:`facts`), then every cited sentence,
    one entry each: the sentence (a skipped card's name first when the sentence does not name it),
    its rule id and its source."""
    out = facts(answer, language)
    for item in details(answer):
        text = t(item.message, language)
        card = getattr(item, "card", None)
        if isinstance(item, Avoided) and card and not card_named(item.message, card):
            text = labelled(f"**{card}**", text, language)
        source = compact_source(getattr(item, "source", None), 60, language)
        tail = f" — *{escape(source)}*" if source else ""
        out.append(f"• {text} `{item.rule_id}`{tail}")
    return out


def detail_pages(answer: Any, language: str = "en", limit: int = PAGE_CHARS) -> list[str]:
    """The Details as pages of whole entries, each at most ``limit`` characters (an entry longer
    than a page, which no answer has, is a page of its own, cut at a word)."""
    pages: list[list[str]] = [[]]
    size = 0
    for line in detail_lines(answer, language):
        if pages[-1] and size + len(line) + 1 > limit:
            pages.append([])
            size = 0
        if len(line) > limit:
            line = line[:limit].rsplit(" ", 1)[0]
        pages[-1].append(line)
        size += len(line) + 1
    return ["\n".join(p) for p in pages if p] or [t(msg("bot.short.no-details", "Nothing more to say."), language)]


def details_embed(answer: Any, page: int, language: str = "en") -> tuple[discord.Embed, int]:
    """Page ``page`` (0-based, clamped) of the Details of ``answer`` and the number of pages."""
    pages = detail_pages(answer, language)
    page = max(0, min(page, len(pages) - 1))
    title = t(msg("bot.short.details.title", "Details · page {page} of {pages}", page=page + 1, pages=len(pages)),
              language)
    embed = discord.Embed(title=title, description=pages[page][:DESCRIPTION_MAX], colour=COLOURS["neutral"])
    embed.set_footer(text=market_footer(answer.market, "", language))
    return embed, len(pages)
