"""``/recommend``: ranked picks, the stretch pick, skipped cards and notes, as one embed that a
member reads in ten seconds.

The description says the budget's floor and what the speed figures mean; each pick is a field
(price and date, VRAM, bandwidth, speed, value, and the one reason it is there); the stretch
pick comes with its reason; skipped cards each with the core's reason; the notes last. Rule
ids are listed once, in the footer, with the market and the date of its prices.
"""

from __future__ import annotations

from collections.abc import Callable

import discord

from advisor.i18n import Card, ListOf, Message, Text, msg, render
from advisor.models import Avoided, Pick, Recommendation, unsaid
from bot.i18n import money, t
from bot.quoting import quote
from bot.render.common import (
    COLOURS,
    DESCRIPTION_MAX,
    FIELD_NAME_MAX,
    FIELD_VALUE_MAX,
    FOOTER_MAX,
    KINDS,
    PERF_LEGEND,
    clip,
    compact_source,
    fit_embed,
    labelled,
    market_footer,
    memory,
    more,
    number,
    pack_fields,
    price_text,
    value_text,
)

MAX_PICKS_SHOWN = 6
MAX_AVOIDED_SHOWN = 5
REASON_CHARS = 200
LINE_CHARS = 180  # a skipped card's or a note's line: the gist; /why gives the whole reason
USE_CASES = {
    "general": msg("bot.use_case.general", "General use"),
    "beginner": msg("bot.use_case.beginner", "Beginner / first steps"),
    "kaggle": msg("bot.use_case.kaggle", "Kaggle competitions"),
    "cv-research": msg("bot.use_case.cv-research", "Computer-vision research"),
    "nlp-research": msg("bot.use_case.nlp-research", "NLP research"),
    "llm": msg("bot.use_case.llm", "Large language models"),
    "image": msg("bot.use_case.image", "Image generation (Stable Diffusion, FLUX)"),
}
"""The use cases in words (also the ``use_case`` option's choice names)."""
#: The title of the pick shown apart from the ranked ones, by its role (``Pick.role``).
EXTRA_PICK_TITLES = {
    "stretch": msg("bot.recommend.stretch", "Stretch, over budget: {card}", card=Card(value="")),
    "cheapest": msg("bot.recommend.cheapest", "Cheapest card worth buying: {card}", card=Card(value="")),
}
#: The field name of skipped cards, by the rules' verdict on them (``Avoided.verdict``).
SKIPPED_TITLES = {
    "not_recommended": msg("bot.recommend.skipped", "Skipped within budget"),
    "situational": msg("bot.recommend.situational", "Within budget, right only in some cases"),
}


def use_case_label(use_case: str, language: str = "en") -> str:
    """``general`` → "General use" in ``language``; an unknown id as it is."""
    return t(USE_CASES[use_case], language) if use_case in USE_CASES else use_case


def _perf_line(pick: Pick, currency: str, language: str) -> str:
    if pick.speed is not None and pick.speed.measure == "decode":
        return " · ".join([memory(pick.memory_gb, language), number(pick.bandwidth_gb_s, "GB/s", language=language),
                           "**" + t(pick.speed.said(), language) + "**"])
    kind = t(KINDS[pick.performance_kind], language) if pick.performance_kind in KINDS else pick.performance_kind
    parts = [
        memory(pick.memory_gb, language),
        number(pick.bandwidth_gb_s, "GB/s", language=language),
        t(msg("bot.pick.speed", "speed **{speed:.2f}×** ({kind})", speed=pick.relative_performance,
              kind=Text(value=kind)), language),
        t(msg("bot.pick.value", "value {value}", value=Text(value=value_text(pick.performance_per_price, currency,
                                                                             language))), language),
    ]
    return " · ".join(parts)


def pick_value(pick: Pick, currency: str, language: str = "en") -> str:
    """The field value of one pick: price and its date, VRAM, bandwidth, speed, value, and the
    pick's first reason (why it is in the list)."""
    lines = [price_text(pick.price, language, source=False), _perf_line(pick, currency, language)]
    if pick.gpus > 1:
        lines.append(t(msg("bot.pick.total", "Total for {gpus} GPUs: **{total}**", gpus=pick.gpus,
                           total=Text(value=money(pick.total_cost, currency, language))), language))
    if pick.reasons:
        lines.append("> " + clip(t(pick.reasons[0].message, language), REASON_CHARS))
    return clip("\n".join(lines), FIELD_VALUE_MAX)


def budget_text(rec: Recommendation, language: str = "en") -> str:
    """The budget as the user meant it, with the converted figure when currencies differ."""
    b = rec.budget
    text = money(b.amount, b.currency, language)
    if b.currency != b.market_currency:
        text += f" (≈ {money(b.market_amount, b.market_currency, language)})"
    return text


def _bold_only(card: str) -> Callable[[str], str]:
    """A card-name style: ``card`` in bold, any other card as it is."""
    return lambda name: f"**{name}**" if name == card else name


def _avoided_lines(avoided: list[Avoided], language: str) -> list[str]:
    """Skipped cards, each with the core's reason; cards skipped for the same reason (the same
    rule and words but for the card's name) share one line."""
    groups: dict[tuple[str, str], list[Avoided]] = {}
    for a in avoided:
        groups.setdefault((a.rule_id, a.shape), []).append(a)
    lines = []
    for group in list(groups.values())[:MAX_AVOIDED_SHOWN]:
        first = group[0]
        if first.names_card:  # the card's own name in bold, where the sentence names it
            text = render(first.message.key, first.message.params, language, user_text=quote,
                          card=_bold_only(first.card))
        else:
            text = labelled(f"**{first.card}**", t(first.message, language), language)
        if len(group) > 1:
            text += " " + t(msg("bot.recommend.same_for", "(Also {cards}.)",
                                cards=ListOf(items=[Card(value=a.card) for a in group[1:]])), language)
        lines.append("• " + clip(text, LINE_CHARS))
    hidden = sum(len(g) for g in list(groups.values())[MAX_AVOIDED_SHOWN:])
    if hidden:
        lines.append(more(hidden, language))
    return lines


def render_recommendation(rec: Recommendation, *, chart_filename: str | None = None,
                          language: str = "en") -> discord.Embed:
    """Embed for ``/recommend`` in ``language``: ranked picks, stretch pick, skipped cards, notes.

    Args:
        rec: the core's answer (put into ``language`` here, user text quoted).
        chart_filename: e.g. ``"recommend.png"``: shows the attached chart as the embed image.
        language: ``"en"``, ``"zh_Hans"`` or ``"zh_Hant"``.
    """
    currency = rec.market.currency
    title = t(msg("bot.recommend.title", "GPU picks for {budget} · {use_case}",
                  budget=Text(value=budget_text(rec, language)),
                  use_case=Text(value=use_case_label(rec.use_case, language))), language)
    if rec.gpus > 1:
        title += " · " + t(msg("bot.recommend.gpus", "{gpus} GPUs", gpus=rec.gpus), language)
    lines: list[str] = [f"*{clip(t(a, language), 200)}*" for a in rec.budget.assumptions]
    if rec.budget.rate is not None and not rec.budget.assumptions:
        rate = rec.budget.rate
        lines.append("*" + t(msg("bot.recommend.rate", "Converted at 1 {currency} = {rate} {market} ({date}, "
                                 "{source}).",
                                 currency=Text(value=rate.currency), rate=Text(value=f"{rate.rate:g}"),
                                 market=Text(value=currency), date=Text(value=rate.as_of),
                                 source=Text(value=compact_source(rate.source, 80))), language) + "*")
    lines.append(t(msg("bot.recommend.floor", "Cards with at least **{memory} GB** of VRAM · {legend}",
                       memory=Text(value=f"{rec.min_memory_gb:g}"), legend=PERF_LEGEND), language))
    if not rec.picks:
        lines.append("**" + t(msg("bot.recommend.none", "No card within this budget is worth buying for deep "
                                  "learning."), language) + "**")
    embed = discord.Embed(title=clip(title, 256), description=clip("\n".join(lines), DESCRIPTION_MAX),
                          colour=COLOURS["neutral"])
    for index, pick in enumerate(rec.picks[:MAX_PICKS_SHOWN], start=1):
        embed.add_field(name=clip(f"{index}. {pick.card}", FIELD_NAME_MAX), value=pick_value(pick, currency, language),
                        inline=False)
    if len(rec.picks) > MAX_PICKS_SHOWN:
        rest = rec.picks[MAX_PICKS_SHOWN:]
        embed.add_field(
            name=t(msg("bot.recommend.also", "Also within budget ({count})", count=len(rest)), language),
            value=clip(", ".join(f"{p.card} ({money(p.price.amount, p.price.currency, language)})" for p in rest),
                       FIELD_VALUE_MAX),
            inline=False,
        )
    if rec.stretch is not None:
        extra = EXTRA_PICK_TITLES.get(rec.stretch.role, EXTRA_PICK_TITLES["stretch"])
        heading = Message(key=extra.key, params={"card": Card(value=rec.stretch.card)})
        embed.add_field(name=clip(t(heading, language), FIELD_NAME_MAX),
                        value=pick_value(rec.stretch, currency, language),
                        inline=False)
    for verdict, skipped_title in SKIPPED_TITLES.items():
        skipped = [a for a in rec.avoided if a.verdict == verdict]
        if skipped:
            pack_fields(embed, t(skipped_title, language), _avoided_lines(skipped, language), max_fields=1,
                        language=language)
    notes = unsaid(rec.notes, rec.budget.assumptions)  # the budget's readings are in the description
    if notes:
        pack_fields(embed, t(msg("bot.recommend.notes", "Good to know"), language),
                    ["• " + clip(t(n.message, language), LINE_CHARS) for n in notes], max_fields=1, language=language)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    shown = rec.picks[:MAX_PICKS_SHOWN] + ([rec.stretch] if rec.stretch else [])
    ids = list(dict.fromkeys([r.rule_id for p in shown for r in p.reasons] + [n.rule_id for n in rec.notes]))
    rules = t(msg("bot.footer.rules", "Rules: {ids}", ids=Text(value=", ".join(ids))), language) if ids else ""
    embed.set_footer(text=clip(market_footer(rec.market, rules, language), FOOTER_MAX))
    return fit_embed(embed)
