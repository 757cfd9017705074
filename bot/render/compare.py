"""``/compare``: both cards side by side, which is faster and by how much, which is better value,
and the rules behind it."""

from __future__ import annotations

import discord

from advisor.i18n import Card, msg
from advisor.models import Comparison, unsaid
from bot.i18n import t
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
    job_speeds,
    market_footer,
    pack_fields,
    reason_line,
)


def render_comparison(cmp: Comparison, *, chart_filename: str | None = None, language: str = "en") -> discord.Embed:
    """Embed for ``/compare`` in ``language``: both cards side by side, which is faster and by
    how much, which is better value, and the rules behind it.

    ``chart_filename`` (e.g. ``"compare.png"``) shows the attached chart as the embed image.
    Several of one card (``cmp.counts``) are named "2 × GeForce GTX 1080".
    """
    counts = cmp.counts if len(cmp.counts) == len(cmp.cards) else [1] * len(cmp.cards)
    names = [f"{n} × {f.card}" if n > 1 else f.card for f, n in zip(cmp.cards, counts, strict=True)]
    side = dict(zip((f.card for f in cmp.cards), names, strict=True))  # "2 × GeForce GTX 1080" for several
    title = " vs ".join(names) if names else t(msg("bot.compare.title", "Comparison"), language)
    lines = [clip(t(cmp.summary, language), 1500)]
    if not cmp.same_card:
        stats = []
        if cmp.faster:
            stats.append(t(msg("bot.compare.faster", "Faster: **{card}** ({speedup:.2f}×)",
                               card=Card(value=side.get(cmp.faster, cmp.faster)),
                               speedup=cmp.speedup), language))
        value = (Card(value=side.get(cmp.better_value, cmp.better_value)) if cmp.better_value
                 else msg("bot.compare.no_verdict", "no verdict"))
        stats.append(t(msg("bot.compare.better_value", "Better value: **{card}**", card=value), language))
        lines.append(" · ".join(stats))
    notes, reasons = assumed_notes(unsaid(cmp.reasons, [cmp.summary]), language)
    lines += notes
    embed = discord.Embed(title=clip(title, TITLE_MAX), description="\n".join(lines), colour=COLOURS["neutral"])
    job = job_speeds(cmp.shape) if all(n == 1 for n in cmp.counts) else {}
    for facts in cmp.cards[:2]:
        embed.add_field(
            name=clip(side[facts.card], FIELD_NAME_MAX),
            value=clip("\n".join(facts_lines(facts, cmp.market.currency, language, job.get(facts.card))),
                       FIELD_VALUE_MAX),
            inline=True,
        )
    pack_fields(embed, t(msg("bot.field.why", "Why"), language),
                [reason_line(r, language=language) for r in reasons], max_fields=4,
                language=language)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    legend = cmp.shape.unit if job and cmp.shape is not None and cmp.shape.unit is not None else PERF_LEGEND
    embed.set_footer(text=market_footer(cmp.market, t(legend, language), language))  # the job's unit (fix65c)
    return fit_embed(embed)
