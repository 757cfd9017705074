"""What every renderer shares: Discord's limits, colours, number and money formats, reason
lines, field packing, the market footer and :func:`fit_embed`, the last step of every renderer.

Nothing here decides anything about cards: these helpers format the fields the core returned.
The words are the bot's messages (keys ``bot.…``), said in the language the renderer is given;
the core's messages are rendered with :func:`bot.i18n.t` (user text quoted for Discord).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from urllib.parse import urlsplit

import discord

from advisor.i18n import LANGUAGES, Message, Text, msg
from advisor.models import CardFacts, MarketRef, Price, Reason, Shape, Speed
from advisor.shape_speed import figure
from advisor.wording import labelled as answer_labelled
from bot.i18n import date, t
from bot.i18n import money as local_money
from bot.quoting import escape

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

MAX_REASON_CHARS = 220
PERF_LEGEND = msg("bot.legend", "speed 1.00× = TITAN X Pascal (training throughput)")
NA = msg("bot.na", "n/a")
CONDITIONS = {"new": msg("bot.condition.new", "new"), "used": msg("bot.condition.used", "used")}
KINDS = {"published": msg("bot.kind.published", "published"), "estimated": msg("bot.kind.estimated", "estimated")}


# --------------------------------------------------------------------------- small helpers
def clip(text: str | None, limit: int) -> str:
    """Return ``text`` cut to at most ``limit`` characters, ending in "…" when cut."""
    text = text or ""
    if len(text) <= limit:
        return text
    if limit <= 0:
        return ""
    return text[: limit - 1].rstrip() + ELLIPSIS


def number(value: float | int | None, unit: str = "", digits: int = 0, language: str = "en") -> str:
    """Format an optional number with a unit; ``None`` becomes "n/a" (in ``language``)."""
    if value is None:
        return t(NA, language)
    if isinstance(value, float) and not value.is_integer() and digits == 0:
        text = f"{value:,.1f}"
    else:
        text = f"{value:,.{digits}f}"
    return f"{text} {unit}".rstrip() if unit else text


def memory(value: float | None, language: str = "en") -> str:
    """Format a memory size in GB (``11 GB``, ``1.5 GB``, ``n/a``)."""
    if value is None:
        return t(NA, language)
    return f"{value:g} GB"


def compact_source(source: Message | str | None, limit: int = 60, language: str = "en") -> str:
    """Shorten a source for display: a URL becomes its host (``pcworld.com``); guide
    references (``D17 L21–26``) are kept, clipped to ``limit``; a source message
    (:data:`~advisor.models.Sources`) is said in ``language`` first."""
    source = (t(source, language) if isinstance(source, Message) else source or "").strip()
    if not source:
        return ""
    if source.startswith(("http://", "https://")):
        host = urlsplit(source).netloc.lower()
        return clip(host.removeprefix("www."), limit)
    return clip(source, limit)


def price_text(price: Price | None, language: str = "en", *, source: bool = True) -> str:
    """``$699 new · 2017-03 · estimated · pcworld.com`` (or "no price in this market"); the
    source's host only when ``source``."""
    if price is None:
        return t(msg("bot.price.none", "no price in this market"), language)
    parts = [f"**{local_money(price.amount, price.currency, language)}** {t(CONDITIONS[price.condition], language)}",
             date(price.as_of, language)]
    if price.estimated:
        parts.append(t(KINDS["estimated"], language))
    if price.set_by_server:  # a server's own price (/price set): said, not cited as a source
        parts.append(t(msg("price.server.badge", "set by this server"), language))
        return " · ".join(parts)
    host = compact_source(price.source, 40) if source else ""
    if host and not host.lower().startswith("estimate"):
        parts.append(escape(host))
    return " · ".join(parts)


def reason_line(reason: Reason, limit: int = MAX_REASON_CHARS, language: str = "en") -> str:
    """One reason in ``language``: ``` `rule.id` text — source ``` in compact form."""
    source = compact_source(reason.source, 50, language)
    tail = f" — *{escape(source)}*" if source else ""
    body = clip(t(reason.message, language), max(20, limit - len(tail) - len(reason.rule_id) - 4))
    return f"`{reason.rule_id}` {body}{tail}"


def rule_ids(reasons: Iterable[Reason]) -> str:
    """Distinct rule ids as inline code, in order: `` `a` `b` ``."""
    seen = dict.fromkeys(r.rule_id for r in reasons)
    return " ".join(f"`{rid}`" for rid in seen)


def distinct_reasons(reasons: Iterable[Reason]) -> list[Reason]:
    """The first reason of each rule id, in order (the same rule shapes several picks)."""
    seen: dict[str, Reason] = {}
    for reason in reasons:
        seen.setdefault(reason.rule_id, reason)
    return list(seen.values())


def pack_fields(
    embed: discord.Embed, name: str, lines: Sequence[str], *, inline: bool = False, max_fields: int = 3,
    language: str = "en",
) -> None:
    """Add ``lines`` as one or more fields named ``name`` (then ``name (cont.)``), each value
    within 1,024 characters; lines that do not fit in ``max_fields`` fields are dropped and
    counted in a final "+N more" line (both said in ``language``)."""
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
        chunks[-1].append(more(dropped, language))
    for index, chunk in enumerate(chunks):
        if not chunk:
            continue
        label = name if index == 0 else t(msg("bot.field.continued", "{name} (cont.)", name=Text(value=name)), language)
        embed.add_field(name=clip(label, FIELD_NAME_MAX), value="\n".join(chunk), inline=inline)


def more(count: int, language: str = "en") -> str:
    """``*+3 more*``: lines left out, counted."""
    return "*" + t(msg("bot.more", "+{count} more", count=count), language) + "*"


def market_name(market: MarketRef, language: str = "en") -> str:
    """The market's name in ``language`` (its data text ``market.<id>.name``)."""
    return t(market.name, language)


def market_footer(market: MarketRef, extra: str = "", language: str = "en") -> str:
    """Footer naming the market and the as-of date of its prices (footers show no Markdown)."""
    text = t(msg("bot.footer.market", "Market: {name} ({id}) · prices as of {date}",
                 name=Text(value=market_name(market, language)), id=Text(value=market.id),
                 date=Text(value=date(market.as_of, language))), language)
    if extra:
        text += f" · {extra}"
    return clip(text, FOOTER_MAX)


def assumed_notes(reasons: Sequence[Reason], language: str = "en") -> tuple[list[str], list[Reason]]:
    """Split the core's ``names.assumed`` reasons (how an ambiguous name was read) from the
    rest: they go in the description, where the reader sees them first (said in ``language``)."""
    notes = ["*" + clip(t(r.message, language), 400) + "*" for r in reasons if r.rule_id == "names.assumed"]
    return notes, [r for r in reasons if r.rule_id != "names.assumed"]


FACT_LABELS = {
    "architecture": msg("bot.facts.architecture", "Architecture"),
    "cuda_cores": msg("bot.facts.cuda_cores", "CUDA cores"),
    "stream_processors": msg("bot.facts.stream_processors", "Stream processors"),
    "shader_units": msg("bot.facts.shader_units", "Shader units"),
    "tensor_cores": msg("bot.facts.tensor_cores", "Tensor cores"),
    "bus": msg("bot.facts.bus", "Memory bus"),
    "bandwidth": msg("bot.facts.bandwidth", "Bandwidth"),
    "memory": msg("bot.facts.memory", "VRAM"),
    "tdp": msg("bot.facts.tdp", "TDP"),
    "compute_capability": msg("bot.facts.compute_capability", "Compute capability"),
    "released": msg("bot.facts.released", "Released"),
    "price": msg("bot.facts.price", "Price"),
    "speed": msg("bot.facts.speed", "Speed"),
    "value": msg("bot.facts.value", "Value"),
}


def label(name: str, language: str) -> str:
    """A spec's label (:data:`FACT_LABELS`) in ``language``."""
    return t(FACT_LABELS[name], language)


def value_text(per_price: float, currency: str, language: str = "en") -> str:
    """``**1.45** per 1,000 USD``: relative speed per 1,000 of the currency, as the answers say it
    (``每千美元`` in Chinese, the currency's CLDR name)."""
    if language == "en":
        unit = f"1,000 {currency}"
    else:
        from babel.numbers import get_currency_name

        unit = "千" + get_currency_name(currency, locale=LANGUAGES[language][1])
    return t(msg("bot.value", "**{value:.2f}** per {unit}", value=per_price, unit=Text(value=unit)), language)


def labelled(name: str, text: str, language: str = "en") -> str:
    """``name: text`` with the language's colon (``显存：24 GB`` in Chinese, never an ASCII one between
    Chinese words): a card before a sentence about it, a label before its value."""
    return t(answer_labelled(name, text), language)


def facts_lines(facts: CardFacts, currency: str, language: str = "en", speed: Speed | None = None) -> list[str]:
    """``speed``: the card's speed on the job (tokens/s, it/s: :func:`job_speeds`), said in place of the index.
    The specs a user compares (``spec.params``), price, speed and value of one card
    (shared by ``/compare`` and ``/why``)."""

    def line(name: str, value: str) -> str:
        return labelled(label(name, language), value, language)

    na = t(NA, language)
    lines = [
        line("architecture", facts.architecture or na),
        line("cuda_cores", number(facts.cuda_cores, language=language)) if facts.manufacturer in ("NVIDIA", None)
        else line("stream_processors" if facts.manufacturer == "AMD" else "shader_units",
                  number(facts.shading_units, language=language)),
        line("tensor_cores", number(facts.tensor_cores, language=language)),
        line("bus", number(facts.memory_bus_bits, "bit", language=language)),
        line("bandwidth", number(facts.bandwidth_gb_s, "GB/s", language=language)),
        line("memory", memory(facts.memory_gb, language)),
        line("tdp", number(facts.tdp_w, "W", language=language)),
        line("compute_capability", facts.compute_capability or na),
        line("released", date(facts.release_date, language) if facts.release_date else na),
        line("price", price_text(facts.price, language) if facts.price or not facts.last_price else t(msg(
            "bot.price.no-current", "no current price (last: {amount}, {date})", amount=Text(value=local_money(
                facts.last_price.amount, facts.last_price.currency, language)),
            date=Text(value=date(facts.last_price.as_of, language))), language)),
    ]
    if speed is not None:  # an LLM or image job: its speed, as the short answer says it (fix65c, issue 28 §6)
        kind = f" ({t(KINDS[speed.kind], language)})" if speed.kind in KINDS else ""
        lines.append(line("speed", f"**{t(figure(speed), language)}**{kind}"))
    elif facts.relative_performance is not None:
        kind = f" ({t(KINDS[facts.performance_kind], language)})" if facts.performance_kind in KINDS else ""
        lines.append(line("speed", f"**{facts.relative_performance:.2f}×**{kind}"))
    else:
        lines.append(line("speed", na))
    if facts.performance_per_price is not None:
        lines.append(line("value", value_text(facts.performance_per_price, currency, language)))
    return lines


# --------------------------------------------------------------------------- limits
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


def job_speeds(shape: Shape | None) -> dict[str, Speed]:
    """Each one-card line's speed on the job in ``shape``'s ranking (tokens/s, it/s), by card: what the Details
    say in place of the training index (fix65c: "speed 4.02×" under an LLM comparison's tokens/s)."""
    lines = shape.ranking if shape is not None else []
    return {x.card: x.speed for x in lines
            if x.speed is not None and x.speed.measure in ("decode", "image") and (x.gpus or 1) == 1}
