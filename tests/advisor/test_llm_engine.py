"""The LLM engine builds the budget-free configurations once per rule book (issue 30 §1); the
rankings are those built afresh for every question, for any budget, model, count and market."""

from __future__ import annotations

from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import llm_engine, llm_picks
from advisor.errors import AdvisorError
from advisor.overrides import PriceLayer, PriceOverride

MODELS = ["7b", "8b", "14b", "32b", "70b", "llama-3.1-8b", "gpt-oss-120b", "qwen3-30b-a3b", "1.5b", "123b"]
TASKS = [None, "inference", "qlora", "lora"]


def _fresh_unsized(rules, market, offers, ladder, speeds, budget, floor, gpus, recommended, build):
    return build(market, offers, ladder, speeds, budget, floor, gpus, recommended)


def _fresh_sized(rules, catalog, market, offers, workload, speeds, budget, build):
    return build(catalog, market, offers, workload, speeds, budget)


def _answer(advisor, budget: str, **options) -> str:
    try:
        return advisor.recommend(budget, **options).model_dump_json()
    except AdvisorError as err:  # a refusal must be the same refusal
        return f"{type(err).__name__}: {err.message}"


def _fresh(advisor, budget: str, **options) -> str:
    """The answer with every configuration built for this budget alone, as before the engine."""
    with mock.patch.object(llm_engine, "unsized", _fresh_unsized), mock.patch.object(llm_engine, "sized", _fresh_sized):
        return _answer(advisor, budget, **options)


def _today(advisor) -> list[str]:
    return [m for m, market in advisor.catalog.markets.items() if market.policy.memory == "decides"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(amount=st.floats(min_value=50, max_value=40_000, allow_nan=False), gpus=st.sampled_from([None, 1, 2, 4]),
       data=st.data())
def test_unsized_rankings_are_unchanged_by_the_tables(advisor, amount, gpus, data):
    market = data.draw(st.sampled_from(_today(advisor)))
    budget = f"{amount:.2f}"
    cached = _answer(advisor, budget, market=market, use_case="llm", gpus=gpus)
    assert cached == _fresh(advisor, budget, market=market, use_case="llm", gpus=gpus)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(amount=st.floats(min_value=50, max_value=60_000, allow_nan=False), model=st.sampled_from(MODELS),
       task=st.sampled_from(TASKS), gpus=st.sampled_from([None, 1, 2, 4]), data=st.data())
def test_sized_rankings_are_unchanged_by_the_tables(advisor, amount, model, task, gpus, data):
    market = data.draw(st.sampled_from(list(advisor.catalog.markets)))
    budget = f"{amount:.2f}"
    options = dict(market=market, model=model, task=task, gpus=gpus)
    assert _answer(advisor, budget, **options) == _fresh(advisor, budget, **options)


def test_a_table_is_built_once_and_a_cleared_cache_builds_the_same(advisor):
    calls = []
    original = llm_picks.unsized_configs

    def counted(*args, **kwargs):
        calls.append(args[4])  # the budget it was built for
        return original(*args, **kwargs)

    market = _today(advisor)[0]
    view = advisor.with_prices(PriceLayer())  # its own rule book: tables of its own
    with mock.patch.object(llm_picks, "unsized_configs", counted):
        first = [_answer(view, b, market=market, use_case="llm") for b in ("300", "900", "2500", "8000", "20000")]
        assert calls and set(calls) == {float("inf")}  # built with no budget…
        built = len(calls)
        again = [_answer(view, b, market=market, use_case="llm") for b in ("300", "900", "2500", "8000", "20000")]
        assert len(calls) == built  # …once: the same questions again build nothing
        assert llm_engine.cached_configs(view.rules) > 0
        llm_engine.forget(view.rules)
        cleared = [_answer(view, b, market=market, use_case="llm") for b in ("300", "900", "2500", "8000", "20000")]
    assert first == again == cleared


def test_a_server_price_is_seen_by_its_view_not_by_the_core(advisor):
    """The tables belong to a view's rule book: a server's price changes its LLM ranking, and only its own."""
    market = _today(advisor)[0]
    currency = advisor.catalog.markets[market].currency
    core_before = _answer(advisor, "2500", market=market, use_case="llm")
    cheap = PriceOverride(market=market, card="GeForce RTX 3090", condition="new", amount=450.0, currency=currency,
                          set_at="2026-12-02T00:00:00+00:00")
    view = advisor.with_prices(PriceLayer.build(advisor.catalog, [cheap]))
    answer = view.recommend("2500", market=market, use_case="llm")
    assert answer.model_dump_json() == _fresh(view, "2500", market=market, use_case="llm")
    assert any(p.card == "GeForce RTX 3090" and p.price.amount == 450.0 for p in answer.picks)
    assert _answer(advisor, "2500", market=market, use_case="llm") == core_before
