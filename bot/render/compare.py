"""``/compare``: two cards side by side, which is faster and which is better value, and why."""

from __future__ import annotations

import discord

from advisor.models import Comparison
from bot.render.common import (
    COLOURS,
    FIELD_NAME_MAX,
    FIELD_VALUE_MAX,
    PERF_LEGEND,
    TITLE_MAX,
    assumed_notes,
    clip,
    facts_lines,
    fit_embed,
    market_footer,
    pack_fields,
    reason_line,
)


def render_comparison(cmp: Comparison, *, chart_filename: str | None = None) -> discord.Embed:
    """Embed for ``/compare``: both cards side by side, which is faster and by how much,
    which is better value, and the rules behind it.

    ``chart_filename`` (e.g. ``"compare.png"``) shows the attached chart as the embed image.
    """
    names = [f.card for f in cmp.cards]
    title = " vs ".join(names) if names else "Comparison"
    lines = [clip(cmp.summary, 1500)]
    if not cmp.same_card:
        stats = []
        if cmp.faster:
            stats.append(f"faster: **{cmp.faster}** ({cmp.speedup:.2f}×)")
        stats.append(f"better value: **{cmp.better_value or 'no verdict'}**")
        line = " · ".join(stats)
        lines.append(line[:1].upper() + line[1:])
    notes, reasons = assumed_notes(cmp.reasons)
    lines += notes
    embed = discord.Embed(title=clip(title, TITLE_MAX), description="\n".join(lines), colour=COLOURS["neutral"])
    for facts in cmp.cards[:2]:
        embed.add_field(
            name=clip(facts.card, FIELD_NAME_MAX),
            value=clip("\n".join(facts_lines(facts, cmp.market.currency)), FIELD_VALUE_MAX),
            inline=True,
        )
    pack_fields(embed, "Why", [reason_line(r) for r in reasons], max_fields=4)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    embed.set_footer(text=market_footer(cmp.market, PERF_LEGEND))
    return fit_embed(embed)
