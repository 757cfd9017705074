"""``bot/render/why.py``: ``/why`` fits Discord's limits for every card in every market
(exhaustive, no Discord) and an oversized verdict is trimmed to fit."""

from __future__ import annotations

import pytest
from discord_limits import assert_fits

from advisor.models import Alternative, Verdict
from bot.render.why import render_verdict

from .oversized import ASSUMED, FACTS, LONG, MARKET, PRICE, REASONS


@pytest.mark.slow
def test_why_for_every_card_in_every_market(advisor, all_cards, market_ids):
    assert len(all_cards) > 1000  # the whole catalogue, not just the overlay
    for name in all_cards:
        for market in market_ids:
            verdict = advisor.why(name, market=market)
            embed = render_verdict(verdict)
            assert_fits(embed, f"/why {name} {market}")
            assert verdict.market.as_of in embed.footer.text


def test_an_oversized_verdict_is_trimmed_to_fit():
    alternative = Alternative(
        card="A" * 300, price=PRICE, relative_performance=1.0, memory_gb=8, performance_per_price=1.0
    )
    verdict = Verdict(
        market=MARKET, card="V" * 300, verdict="situational", summary=LONG, facts=FACTS, reasons=ASSUMED + REASONS,
        alternatives=[alternative] * 30,
    )
    assert_fits(render_verdict(verdict), "why")
