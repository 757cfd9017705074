"""A buyer's cheaper card (advisor.ask.cheaper_card.cheapest) reads the market's priced cards from a list kept per
catalogue and market, cheapest first (issue 30 §1: it was remade by every call, up to eight a question): the kept
list is the scan it replaced, and ``cheapest`` from it is ``cheapest`` with nothing kept."""

from __future__ import annotations

import pytest

from advisor import kept
from advisor.ask import cheaper_card
from advisor.shown import shown_price


def _scanned(advisor, market, not_names=()):
    """The scan each call made before (the reference)."""
    priced = []
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
        if name in not_names:
            continue
        price = shown_price(advisor.catalog.price_of(market.id, name))
        if price is not None and price.pick:
            priced.append((price, name))
    priced.sort(key=lambda pair: pair[0].amount)
    return priced


def test_the_kept_list_is_the_scan(advisor):
    for market_id in advisor.catalog.markets:
        market = advisor.catalog.market(market_id)
        kept_list = cheaper_card.priced_cheapest_first(advisor, market)
        assert kept_list, market_id
        assert [(p, n) for p, n in kept_list] == _scanned(advisor, market)
        assert cheaper_card.priced_cheapest_first(advisor, market) is kept_list  # kept, not remade
        first = kept_list[0][1]  # a name left out is left out of the same order, as the scan left it out
        assert [pair for pair in kept_list if pair[1] != first] == _scanned(advisor, market, (first,))


@pytest.mark.parametrize("use_case", ["general", "llm", "kaggle"])
@pytest.mark.parametrize(("memory_gb", "speed", "maker"), [(8, 0.0, None), (12, 0.0, "NVIDIA"), (16, 0.0, None),
                                                            (24, 0.0, None), (10, 1.0, None), (48, 0.0, None)])
def test_the_cheapest_card_from_the_kept_list_is_the_fresh_one(advisor, monkeypatch, use_case, memory_gb, speed,
                                                               maker):
    for market_id in advisor.catalog.markets:
        market = advisor.catalog.market(market_id)
        for not_names in ((), (cheaper_card.priced_cheapest_first(advisor, market)[0][1],)):
            def find(market=market, not_names=not_names):
                return cheaper_card.cheapest(advisor, market, memory_gb=memory_gb, speed=speed, use_case=use_case,
                                             not_names=not_names, maker=maker)
            warm = find()
            with monkeypatch.context() as m:
                m.setitem(kept.TABLES, "ask.priced", (0, 0))  # built afresh for this call
                assert find() == warm
