"""``/why``: the core's verdict on one card, its reasons, facts and better alternatives."""

from __future__ import annotations

import discord

from advisor.models import Alternative, Verdict
from bot.render.common import (
    COLOURS,
    FIELD_VALUE_MAX,
    PERF_LEGEND,
    TITLE_MAX,
    assumed_notes,
    clip,
    facts_lines,
    fit_embed,
    market_footer,
    memory,
    money,
    pack_fields,
    reason_line,
    symbol,
)

VERDICT_LABELS = {
    "recommended": "✅ Recommended",
    "situational": "⚠️ Situational",
    "not_recommended": "⛔ Not recommended",
}


def alternative_line(alt: Alternative, currency: str) -> str:
    """One better card at a similar price: name, price, speed, memory, value."""
    return (
        f"**{alt.card}** · {money(alt.price.amount, alt.price.currency)} {alt.price.condition}"
        f"{' (est.)' if alt.price.estimated else ''} · {alt.relative_performance:.2f}× · "
        f"{memory(alt.memory_gb)} · value {alt.performance_per_price:.2f} per {symbol(currency).strip()}1k"
    )


def render_verdict(verdict: Verdict) -> discord.Embed:
    """Embed for ``/why``: the verdict, its summary, reasons (rule, text, source), the card's
    facts and better alternatives at a similar price."""
    label = VERDICT_LABELS.get(verdict.verdict, verdict.verdict)
    notes, reasons = assumed_notes(verdict.reasons)
    lines = [clip(verdict.summary, 1500), *notes]
    embed = discord.Embed(
        title=clip(f"{verdict.card}: {label}", TITLE_MAX),
        description="\n".join(line for line in lines if line),
        colour=COLOURS.get(verdict.verdict, COLOURS["neutral"]),
    )
    pack_fields(embed, "Why", [reason_line(r) for r in reasons], max_fields=5)
    embed.add_field(
        name="Facts",
        value=clip("\n".join(facts_lines(verdict.facts, verdict.market.currency)), FIELD_VALUE_MAX),
        inline=False,
    )
    if verdict.alternatives:
        pack_fields(
            embed,
            "Better at a similar price",
            [alternative_line(a, verdict.market.currency) for a in verdict.alternatives[:8]],
            max_fields=1,
        )
    embed.set_footer(text=market_footer(verdict.market, PERF_LEGEND))
    return fit_embed(embed)
