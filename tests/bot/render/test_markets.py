"""``bot/render/markets.py``: ``/markets`` fits Discord's limits."""

from __future__ import annotations

from discord_limits import assert_fits

from bot.render.markets import render_markets


def test_markets_fit(advisor):
    assert_fits(render_markets(advisor.markets()), "/markets")
