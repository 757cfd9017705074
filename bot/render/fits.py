"""``/fits``: will a model run or fine-tune — the memory it needs, term by term, the cards that
hold it (alone, then split across GPUs) and cheaper ways to make it fit, as one embed."""

from __future__ import annotations

import discord

from advisor.fits import speed_param
from advisor.i18n import Card, Quantity, Text, msg
from advisor.models import Fit, FitCard, unsaid
from bot.i18n import money, t
from bot.render.common import (
    COLOURS,
    NA,
    TITLE_MAX,
    clip,
    fit_embed,
    labelled,
    market_footer,
    memory,
    more,
    pack_fields,
    price_text,
    reason_line,
)

MAX_CARDS_SHOWN = 6
VERDICT_TAGS = {
    "recommended": None,
    "situational": msg("bot.fits.situational", "⚠️ situational"),
    "not_recommended": msg("bot.fits.not_recommended", "⛔ not recommended"),
}
TIGHT_TAG = msg("bot.fits.tight", "⚠️ tight fit")
TERMS = (
    ("weights_gb", msg("bot.fits.weights", "Weights")),
    ("adapters_gb", msg("bot.fits.adapters", "Adapters")),
    ("kv_cache_gb", msg("bot.fits.kv_cache", "KV cache")),
    ("activations_gb", msg("bot.fits.activations", "Activations")),
    ("gradients_gb", msg("bot.fits.gradients", "Gradients")),
    ("optimizer_gb", msg("bot.fits.optimizer", "Optimizer states")),
    ("overhead_gb", msg("bot.fits.overhead", "Overhead")),
)


def _tag(c: FitCard, language: str) -> str:
    """" · ≈ 17 tok/s (estimated) · tight · ⚠️ situational": a way's decode speed and what holds it back."""
    out = f" · {t(speed_param(c.speed), language)}" if c.speed is not None else ""
    if c.tight:
        out += f" · {t(TIGHT_TAG, language)}"
    tag = VERDICT_TAGS.get(c.verdict)
    return out + (f" · {t(tag, language)}" if tag else "")


def _offload_lines(fit: Fit, language: str) -> list[str]:
    """The MoE expert-offload plan as one line (none without a plan)."""
    p = fit.offload
    if p is None:
        return []
    tok_s = Quantity(value=round(p.speed.tok_s, 1), unit="tok/s", digits=1 if p.speed.tok_s < 10 else 0)
    return [t(msg("bot.fits.offload-line", "**{card}** ({memory}) + **{ram}** system RAM (`{flag}`) · {price} · "
                  "≈ {tok_s} (estimated, ±{error})", card=Card(value=p.card),
                  memory=Quantity(value=p.memory_gb, unit="GB"), ram=Quantity(value=p.ram_total_gb, unit="GB"),
                  flag=Text(value=p.flag), price=Text(value=price_text(p.price, language)), tok_s=tok_s,
                  error=Quantity(value=round(p.error * 100), unit="%", digits=0)), language)]


def _card_line(c: FitCard, language: str) -> str:
    if c.count == 1:
        return f"**{c.card}** ({memory(c.memory_gb, language)}) · {price_text(c.price, language)}{_tag(c, language)}"
    total = (money(c.total_price, c.price.currency, language) if c.price and c.total_price
             else t(msg("bot.fits.no_price", "no price"), language))
    return t(msg("bot.fits.split_line", "**{count} × {card}** ({per_gpu:.1f} of {memory} each) · **{total}** in all",
                 count=c.count, card=Card(value=c.card), per_gpu=c.per_gpu_gb,
                 memory=Text(value=memory(c.memory_gb, language)), total=Text(value=total)),
             language) + _tag(c, language)


def render_fit(fit: Fit, *, chart_filename: str | None = None, language: str = "en") -> discord.Embed:
    """Embed for ``/fits`` in ``language``: the total and its breakdown (GB), the cheapest
    cards that hold the model alone (tight fits last), splits across GPUs (best decode per price
    first), an MoE expert-offload plan, cheaper ways to make it fit (every way of an inference job
    with its ≈ tok/s),
    and the reasons (each term's formula and source). ``chart_filename`` shows the attached
    breakdown chart."""
    embed = discord.Embed(
        title=clip(t(msg("bot.fits.title", "Will {model} fit? {task} · {precision}", model=Text(value=fit.model.name),
                         task=Text(value=fit.task), precision=Text(value=fit.precision)), language), TITLE_MAX),
        description=clip(t(fit.summary, language), 1500),
        colour=COLOURS["neutral"],
    )
    m = fit.memory
    terms = [labelled(t(name, language), f"**{getattr(m, field):.2f} GB**", language) for field, name in TERMS
             if getattr(m, field)]
    embed.add_field(name=t(msg("bot.fits.memory", "Memory: {total:.1f} GB in all", total=m.total_gb), language),
                    value="\n".join(terms) or t(NA, language), inline=False)
    alone = [c for c in fit.cards if c.count == 1]
    split = [c for c in fit.cards if c.count > 1]
    lines = [_card_line(c, language) for c in alone[:MAX_CARDS_SHOWN]]
    if len(alone) > MAX_CARDS_SHOWN:
        lines.append(more(len(alone) - MAX_CARDS_SHOWN, language))
    alone_title = (msg("bot.fits.alone-tight", "Holds it alone (cheapest first, tight fits last)")
                   if any(c.tight for c in alone) else msg("bot.fits.alone", "Holds it alone (cheapest first)"))
    pack_fields(embed, t(alone_title, language),
                lines or [t(msg("bot.fits.none", "No card the rules accept holds it alone."), language)],
                max_fields=1, language=language)
    split_title = (msg("bot.fits.split-value", "Split across GPUs (best decode speed per price first)")
                   if any(c.tok_s_per_1000 for c in split) else msg("bot.fits.split", "Split across GPUs"))
    pack_fields(embed, t(split_title, language), [_card_line(c, language) for c in split], max_fields=1,
                language=language)
    pack_fields(embed, t(msg("bot.fits.offload", "Experts in system RAM (MoE)"), language),
                _offload_lines(fit, language), max_fields=1, language=language)
    pack_fields(embed, t(msg("bot.fits.options", "Cheaper ways to make it fit"), language), [
        t(msg("bot.fits.option", "{change}: about **{total:.1f} GB** → {card} · {price}", change=o.change,
              total=o.total_gb, card=Card(value=o.card), price=Text(value=price_text(o.price, language))), language)
        for o in fit.options], max_fields=1, language=language)
    pack_fields(embed, t(msg("bot.fits.counted", "How it is counted"), language),
                [reason_line(r, language=language) for r in unsaid(fit.reasons, [fit.summary])], max_fields=3,
                language=language)
    if chart_filename:
        embed.set_image(url=f"attachment://{chart_filename}")
    embed.set_footer(text=market_footer(fit.market, t(msg("bot.fits.gib", "GB = GiB, as card memory is quoted"),
                                                      language), language))
    return fit_embed(embed)
