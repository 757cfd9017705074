"""``/recommend``: ranked picks, the stretch pick, skipped cards and notes, as one embed."""

from __future__ import annotations

import discord

from advisor.models import Avoided, Pick, Recommendation
from bot.render.common import (
    COLOURS,
    DESCRIPTION_MAX,
    FIELD_NAME_MAX,
    FIELD_VALUE_MAX,
    PERF_LEGEND,
    clip,
    compact_source,
    distinct_reasons,
    fit_embed,
    market_footer,
    memory,
    money,
    number,
    pack_fields,
    price_text,
    reason_line,
    rule_ids,
    symbol,
)

MAX_PICKS_SHOWN = 6
MAX_AVOIDED_SHOWN = 8


def _perf_line(
    memory_gb: float | None,
    bandwidth: float | None,
    relative: float | None,
    kind: str | None,
    per_price: float | None,
    currency: str,
) -> str:
    parts = [memory(memory_gb), number(bandwidth, "GB/s")]
    if relative is not None:
        parts.append(f"speed **{relative:.2f}×**" + (f" ({kind})" if kind else ""))
    if per_price is not None:
        parts.append(f"value **{per_price:.2f}** per {symbol(currency).strip()}1k")
    return " · ".join(parts)


def pick_value(pick: Pick, currency: str) -> str:
    """The field value of one pick: price and its date, VRAM, bandwidth, speed, value, and
    the ids of the rules behind it (their texts are listed once, under "Rules")."""
    lines = [
        price_text(pick.price),
        _perf_line(
            pick.memory_gb,
            pick.bandwidth_gb_s,
            pick.relative_performance,
            pick.performance_kind,
            pick.performance_per_price,
            currency,
        ),
    ]
    if pick.gpus > 1:
        lines.append(f"Total for {pick.gpus} GPUs: **{money(pick.total_cost, currency)}**")
    if pick.reasons:
        lines.append("Rules: " + rule_ids(pick.reasons))
    return clip("\n".join(lines), FIELD_VALUE_MAX)


def budget_text(rec: Recommendation) -> str:
    """The budget as the user meant it, with the converted figure when currencies differ."""
    b = rec.budget
    text = money(b.amount, b.currency)
    if b.currency != b.market_currency:
        text += f" (≈ {money(b.market_amount, b.market_currency)})"
    return text


def render_recommendation(rec: Recommendation, *, chart_filename: str | None = None) -> discord.Embed:
    """Embed for ``/recommend``: ranked picks, stretch pick, skipped cards, notes.

    ``chart_filename`` (e.g. ``"recommend.png"``) shows the attached chart as the embed image.
    """
    currency = rec.market.currency
    title = f"GPU picks for {budget_text(rec)} · {rec.use_case}"
    if rec.gpus > 1:
        title += f" · {rec.gpus} GPUs"
    lines: list[str] = []
    for assumption in rec.budget.assumptions:
        lines.append(f"*{clip(assumption, 200)}*")
    if rec.budget.rate is not None and not rec.budget.assumptions:
        rate = rec.budget.rate
        lines.append(
            f"*Converted at 1 {rate.currency} = {rate.rate:g} {currency} "
            f"({rate.as_of}, {compact_source(rate.source, 80)}).*"
        )
    lines.append(
        f"Use case **{rec.use_case}** · at least **{rec.min_memory_gb:g} GB** · ranked by {rec.ranking}"
    )
    if not rec.picks:
        lines.append("**No card in this market fits this budget and these options.**")
    for note in rec.notes:
        lines.append(f"`{note.rule_id}` {clip(note.text, 300)}")
    embed = discord.Embed(
        title=title,
        description=clip("\n".join(lines), DESCRIPTION_MAX),
        colour=COLOURS["neutral"],
    )
    for index, pick in enumerate(rec.picks[:MAX_PICKS_SHOWN], start=1):
        embed.add_field(
            name=clip(f"{index}. {pick.card}", FIELD_NAME_MAX), value=pick_value(pick, currency), inline=False
        )
    if len(rec.picks) > MAX_PICKS_SHOWN:
        rest = rec.picks[MAX_PICKS_SHOWN:]
        embed.add_field(
            name=f"Also within budget ({len(rest)})",
            value=clip(
                ", ".join(f"{p.card} ({money(p.price.amount, p.price.currency)})" for p in rest),
                FIELD_VALUE_MAX,
            ),
            inline=False,
        )
    if rec.stretch is not None:
        embed.add_field(
            name=clip(f"Stretch: {rec.stretch.card}", FIELD_NAME_MAX),
            value=pick_value(rec.stretch, currency),
            inline=False,
        )
    if rec.avoided:
        avoided_lines = [_avoided_line(a) for a in rec.avoided[:MAX_AVOIDED_SHOWN]]
        if len(rec.avoided) > MAX_AVOIDED_SHOWN:
            avoided_lines.append(f"*+{len(rec.avoided) - MAX_AVOIDED_SHOWN} more*")
        pack_fields(embed, "Skipped within budget", avoided_lines, max_fields=1)
    shown = rec.picks[:MAX_PICKS_SHOWN] + ([rec.stretch] if rec.stretch else [])
    rules = distinct_reasons(r for p in shown for r in p.reasons)
    pack_fields(embed, "Rules", [reason_line(r, 180) for r in rules], max_fields=2)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    embed.set_footer(text=market_footer(rec.market, PERF_LEGEND))
    return fit_embed(embed)


def _avoided_line(avoided: Avoided) -> str:
    price = f" ({money(avoided.price.amount, avoided.price.currency)})" if avoided.price else ""
    return clip(f"**{avoided.card}**{price} `{avoided.rule_id}` {avoided.text}", 300)
