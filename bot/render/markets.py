"""``/markets``: every price snapshot, its currency, date, platform cost and exchange rates, and
the languages the bot answers in."""

from __future__ import annotations

import discord

from advisor.i18n import Text, msg
from advisor.models import MarketList
from bot.i18n import date, language_names, money, t
from bot.render.common import (
    COLOURS,
    FIELD_NAME_MAX,
    FIELD_VALUE_MAX,
    FIELDS_MAX,
    PERF_LEGEND,
    clip,
    compact_source,
    fit_embed,
)


def languages_line(language: str = "en") -> str:
    """Which languages the bot answers in, and how it chooses (for ``/markets`` and ``/about``)."""
    return t(msg("bot.languages", "Answers come in {languages}: the language of your Discord client, else the "
                 "server's, else English.", languages=Text(value=", ".join(language_names()))), language)


def render_markets(markets: MarketList, *, language: str = "en") -> discord.Embed:
    """Embed for ``/markets`` in ``language``: every market, its currency, price date and
    platform cost, and the languages of the answers."""
    embed = discord.Embed(
        title=t(msg("bot.markets.title", "Markets"), language),
        description=t(msg("bot.markets.description", "Answers use `{default}` unless you pick another with the "
                          "`market` option. Each market is a dated snapshot of prices.",
                          default=Text(value=markets.default)), language) + "\n" + languages_line(language),
        colour=COLOURS["neutral"],
    )
    for market in markets.markets[: FIELDS_MAX - 1]:
        lines = [t(msg("bot.markets.line", "`{id}` · {currency} · prices as of **{date}**", id=Text(value=market.id),
                       currency=Text(value=market.currency), date=Text(value=date(market.as_of, language))), language)]
        if market.description:
            lines.append(clip(t(market.description, language), 400))
        if market.platform_cost is not None:
            source = t(market.platform_cost_source, language) if market.platform_cost_source else ""
            lines.append(t(msg("bot.markets.platform", "Multi-GPU platform: {cost}",
                               cost=Text(value=money(market.platform_cost, market.currency, language))), language)
                         + (f" ({compact_source(source, 80)})" if source else ""))
        if market.exchange_rates:
            rates = ", ".join(f"{r.currency} {r.rate:g}" for r in market.exchange_rates[:6])
            lines.append(t(msg("bot.markets.rates", "Rates (1 unit = {currency}): {rates}",
                               currency=Text(value=market.currency), rates=Text(value=rates)), language))
        name = t(market.name, language)
        if market.id == markets.default:
            name += " " + t(msg("bot.markets.default", "(default)"), language)
        embed.add_field(name=clip(name, FIELD_NAME_MAX), value=clip("\n".join(lines), FIELD_VALUE_MAX))
    embed.set_footer(text=t(msg("bot.markets.footer", "{count} markets · {legend}", count=len(markets.markets),
                                legend=PERF_LEGEND), language))
    return fit_embed(embed)
