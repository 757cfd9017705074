"""``/markets`` driven as a member in a server channel (SimCord)."""

from __future__ import annotations

from bot_testing import only_embed


async def test_markets_lists_every_market_with_its_date(world):
    markets = world.advisor.markets()

    embed = only_embed(await world.alice.slash(world.channel, "markets"))

    assert len(embed.fields) == len(markets.markets)
    for field, market in zip(embed.fields, markets.markets, strict=True):
        assert market.as_of in field.value and f"`{market.id}`" in field.value
    assert markets.default in embed.description
