"""``/fits``: will a model run or fine-tune — the memory it needs, term by term, the cards that
hold it (alone, then split across GPUs) and cheaper ways to make it fit, as one embed."""

from __future__ import annotations

import discord

from advisor.models import Fit, FitCard
from bot.render.common import (
    COLOURS,
    TITLE_MAX,
    clip,
    fit_embed,
    market_footer,
    memory,
    money,
    pack_fields,
    price_text,
    reason_line,
)

MAX_CARDS_SHOWN = 6
VERDICT_TAGS = {"recommended": "", "situational": " · ⚠️ situational", "not_recommended": " · ⛔ not recommended"}
TERMS = (
    ("weights_gb", "Weights"),
    ("kv_cache_gb", "KV cache"),
    ("activations_gb", "Activations"),
    ("gradients_gb", "Gradients"),
    ("optimizer_gb", "Optimizer states"),
    ("overhead_gb", "Overhead"),
)


def _card_line(c: FitCard) -> str:
    if c.count == 1:
        return f"**{c.card}** ({memory(c.memory_gb)}) · {price_text(c.price)}{VERDICT_TAGS[c.verdict]}"
    total = money(c.total_price, c.price.currency) if c.price and c.total_price else "no price"
    return (f"**{c.count} × {c.card}** ({c.per_gpu_gb:.1f} of {memory(c.memory_gb)} each) · "
            f"**{total}** in all{VERDICT_TAGS[c.verdict]}")


def render_fit(fit: Fit, *, chart_filename: str | None = None) -> discord.Embed:
    """Embed for ``/fits``: the total and its breakdown (GB), the cheapest cards that hold the
    model alone, cheaper splits across GPUs, cheaper ways to make it fit, and the reasons (each
    term's formula and source). ``chart_filename`` shows the attached breakdown chart."""
    embed = discord.Embed(
        title=clip(f"Will {fit.model.name} fit? {fit.task} · {fit.precision}", TITLE_MAX),
        description=clip(fit.summary, 1500),
        colour=COLOURS["neutral"],
    )
    m = fit.memory
    terms = [f"{label}: **{getattr(m, field):.2f} GB**" for field, label in TERMS if getattr(m, field)]
    embed.add_field(name=f"Memory: {m.total_gb:.1f} GB in all", value="\n".join(terms) or "n/a", inline=False)
    alone = [c for c in fit.cards if c.count == 1]
    split = [c for c in fit.cards if c.count > 1]
    lines = [_card_line(c) for c in alone[:MAX_CARDS_SHOWN]]
    if len(alone) > MAX_CARDS_SHOWN:
        lines.append(f"*+{len(alone) - MAX_CARDS_SHOWN} more cards*")
    pack_fields(embed, "Holds it alone (cheapest first)", lines or ["No single card in this market holds it."],
                max_fields=1)
    pack_fields(embed, "Split across GPUs", [_card_line(c) for c in split], max_fields=1)
    pack_fields(embed, "Cheaper ways to make it fit", [
        f"{o.change}: about **{o.total_gb:.1f} GB** → {o.card} · {price_text(o.price)}" for o in fit.options],
        max_fields=1)
    pack_fields(embed, "How it is counted", [reason_line(r) for r in fit.reasons if r.text != fit.summary],
                max_fields=3)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    embed.set_footer(text=market_footer(fit.market, "GB = GiB, as card memory is quoted"))
    return fit_embed(embed)
