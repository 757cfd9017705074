"""``/markets``: every price snapshot, its currency, date, platform cost and exchange rates."""

from __future__ import annotations

import discord

from advisor.models import MarketList
from bot.render.common import (
    COLOURS,
    FIELD_NAME_MAX,
    FIELD_VALUE_MAX,
    FIELDS_MAX,
    PERF_LEGEND,
    clip,
    compact_source,
    fit_embed,
    money,
)


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
