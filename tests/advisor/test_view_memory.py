"""A dropped server view frees its rules, catalogue and offers (issue 30 item 2, breaker F1: a
module-level cache keyed by the rule book kept every view alive, 146 MiB for 80 views of 300
cards answered once)."""

from __future__ import annotations

import gc
import tracemalloc
import weakref

from advisor.overrides import PriceLayer, PriceOverride


def _view(advisor, cards: int = 300, amount: float = 500.0):
    """A server's view with ``cards`` prices in every market (new), as a server at the cap has."""
    rows = [PriceOverride(market=market_id, card=name, condition="new", amount=amount + i,
                          currency=market.currency, set_at="2026-12-02T00:00:00+00:00")
            for market_id, market in advisor.catalog.markets.items()
            for i, name in enumerate(advisor.catalog.dl_names[:cards])]
    return advisor.with_prices(PriceLayer.build(advisor.catalog, rows))


def _answer_once(view) -> None:
    """Every kind of answer a server's members ask, each filling the caches it keeps."""
    view.recommend("1500")
    view.recommend("1500", use_case="kaggle", min_memory_gb=12)
    view.recommend("2500", use_case="llm")
    view.recommend("3000", model="70b")
    view.recommend("3000", model="8b", task="qlora")
    view.fits("13b")
    view.fits("8b", users=4)
    view.why("rtx 3090")
    view.compare("rtx 3090", "rtx 4090", use_case="llm")
    view.ask("used 3090 or new 4070 ti super?")
    view.ask("best gpu for $800 for llama 3 8b")


def test_a_dropped_view_frees_its_rules_catalogue_and_caches(advisor):
    view = _view(advisor, cards=60)
    _answer_once(view)
    assert view.rules.memo  # its answers kept their offer lists and LLM tables…
    refs = [weakref.ref(x) for x in (view, view.rules, view.catalog, view.price_layer)]
    del view
    gc.collect()
    assert [r() for r in refs] == [None] * len(refs)  # …and all of it went with the view


def test_eighty_dropped_views_leave_little_held(advisor):
    _answer_once(_view(advisor, cards=20))  # the shared core's own caches (decode figures, messages) filled first
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for k in range(80):
            view = _view(advisor, amount=400.0 + k)
            view.recommend("1500")
            view.why("rtx 3090")
            view.recommend("2500", use_case="llm")
            del view
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert held < 8 * 2**20  # the breaker measured 146 MiB held before (about 1.8 MiB a view)


def test_a_view_of_a_view_and_a_condition_view_are_freed_too(advisor):
    view = _view(advisor, cards=40).with_prices(_view(advisor, cards=10, amount=900.0).price_layer)
    view.ask("used 3090?")
    view.recommend("2000", use_case="llm")
    refs = [weakref.ref(view), weakref.ref(view.rules)]
    del view
    gc.collect()
    assert [r() for r in refs] == [None, None]
