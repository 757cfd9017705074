"""``/why``: the core's verdict on one card, its reasons, facts and better alternatives."""

from __future__ import annotations

import discord

from advisor.i18n import Text, msg
from advisor.models import Alternative, Lever, Ownership, Verdict, unsaid, verdict_label_key
from advisor.shape_speed import figure
from bot.i18n import money, t
from bot.render.common import (
    COLOURS,
    CONDITIONS,
    FIELD_VALUE_MAX,
    PERF_LEGEND,
    TITLE_MAX,
    assumed_notes,
    clip,
    facts_lines,
    fit_embed,
    job_speeds,
    labelled,
    market_footer,
    memory,
    pack_fields,
    reason_line,
    value_text,
)

VERDICT_LABELS = {
    "recommended": msg("bot.verdict.recommended", "✅ Recommended"),
    "recommended-memory-tight": msg("bot.verdict.recommended-memory-tight", "✅ Recommended, memory tight"),
    "recommended-unpriced": msg("bot.verdict.recommended-unpriced", "☑️ Sound, no price here"),
    "situational": msg("bot.verdict.situational", "⚠️ Situational"),
    "not_recommended": msg("bot.verdict.not_recommended", "⛔ Not recommended"),
}


def verdict_label(verdict: str, language: str = "en") -> str:
    """The verdict in words, with its sign (``⛔ Not recommended``)."""
    return t(VERDICT_LABELS[verdict], language) if verdict in VERDICT_LABELS else verdict


def alternative_line(alt: Alternative, currency: str, language: str = "en") -> str:
    """One better card at a similar price: name, price, speed, memory, value."""
    estimated = " " + t(msg("bot.price.estimated_short", "(est.)"), language) if alt.price.estimated else ""
    return (
        f"**{alt.card}** · {money(alt.price.amount, alt.price.currency, language)} "
        f"{t(CONDITIONS[alt.price.condition], language)}{estimated} · "
        f"{t(figure(alt.speed), language) if alt.speed else f'{alt.relative_performance:.2f}×'} · "  # the job's
        f"{memory(alt.memory_gb, language)} · {value_text(alt.performance_per_price, currency, language)}"
    )


def lever_line(lever: Lever, language: str = "en") -> str:
    """One memory lever: its name, what it saves, the arithmetic on the card, a link to its source."""
    saves = Text(value=clip(t(lever.saves, language), 220))
    name = Text(value=f"**{t(lever.lever, language)}**")
    if lever.on_card is not None:
        line = t(msg("bot.why.lever-on-card", "{lever} — {saves}. {on_card}", lever=name, saves=saves,
                     on_card=lever.on_card), language)
    else:
        line = t(msg("bot.why.lever", "{lever} — {saves}.", lever=name, saves=saves), language)
    link = t(msg("bot.why.source", "source"), language)
    return f"{line} ([{link}]({lever.source}))"


def owner_fields(embed: discord.Embed, owner: Ownership, currency: str, language: str = "en") -> None:
    """The fields of ``/why own:True``: what the card runs, the memory levers and the upgrade."""
    pack_fields(embed, t(msg("bot.field.owner-runs", "If you own it: what it runs"), language),
                [clip(t(m, language), 500) for m in owner.runs], max_fields=1, language=language)
    pack_fields(embed, t(msg("bot.field.levers", "What saves memory"), language),
                [lever_line(lv, language) for lv in owner.levers], max_fields=3, language=language)
    pack_fields(embed, t(msg("bot.field.upgrade", "Upgrade"), language),
                [reason_line(owner.upgrade, limit=500, language=language),
                 *(alternative_line(a, currency, language) for a in owner.upgrades)],
                max_fields=1, language=language)


def render_verdict(verdict: Verdict, *, language: str = "en") -> discord.Embed:
    """Embed for ``/why`` in ``language``: the verdict, its summary, reasons (rule, text,
    source), the card's facts and better alternatives at a similar price; for an owner
    (``verdict.owner``) what the card runs, the memory levers and the upgrade instead of the
    alternatives."""
    notes, reasons = assumed_notes(unsaid(verdict.reasons, [verdict.summary]), language)
    lines = [clip(t(verdict.summary, language), 1500), *notes]
    embed = discord.Embed(
        title=clip(labelled(verdict.card, verdict_label(verdict_label_key(verdict), language), language), TITLE_MAX),
        description="\n".join(line for line in lines if line),
        colour=COLOURS.get(verdict.verdict, COLOURS["neutral"]),
    )
    owner = verdict.owner
    pack_fields(embed, t(msg("bot.field.why", "Why"), language),
                [reason_line(r, language=language) for r in reasons], max_fields=5 if owner is None else 2,
                language=language)
    embed.add_field(
        name=t(msg("bot.field.facts", "Facts"), language),
        value=clip("\n".join(facts_lines(verdict.facts, verdict.market.currency, language,
                                         job_speeds(verdict.shape).get(verdict.card))), FIELD_VALUE_MAX),
        inline=False,
    )
    if owner is not None:
        owner_fields(embed, owner, verdict.market.currency, language)
    elif verdict.alternatives:
        pack_fields(
            embed,
            t(msg("bot.field.alternatives.less-memory", "Faster at a similar price, with less memory")
              if verdict.alternatives_give_up_memory
              else msg("bot.field.alternatives.keep-memory", "Cards that keep its memory, cheapest first")
              if verdict.alternatives_keep_memory
              else msg("bot.field.alternatives", "Better at a similar price") if verdict.facts.price is not None
              else msg("bot.field.alternatives.unpriced", "Better alternatives"), language),
            [alternative_line(a, verdict.market.currency, language) for a in verdict.alternatives[:8]],
            max_fields=1,
            language=language,
        )
    unit = verdict.shape.unit if job_speeds(verdict.shape) and verdict.shape is not None else None
    embed.set_footer(text=market_footer(verdict.market, t(unit or PERF_LEGEND, language), language))  # (fix65c)
    return fit_embed(embed)
