"""An unsized LLM answer (the routes) kept whole per step of its budget (``recommend.llm``, advisor/llm_steps.py;
issue 30 §1): a kept answer for any budget is the answer made afresh — on both sides of every configuration's cost,
its stretch bounds, every offer's price per card of a split, the biggest build and the free-notebooks figure, typed
with a currency or a "k" — and answers that read anything else (a model, several GPUs, a memory floor, a converted
budget, a view's prices) keep none; the table is bounded, a dropped core frees it, and
:func:`advisor.warm.llm_routes` fills it ahead."""

from __future__ import annotations

import gc
import random
import weakref

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import Advisor, kept
from advisor.errors import AdvisorError
from advisor.i18n import render
from advisor.llm_steps import edges
from advisor.overrides import PriceLayer
from advisor.warm import llm_routes

TABLE = "recommend.llm"


def _answer(adv, budget: str, market: str, **options) -> str:
    try:
        return adv.recommend(budget, market=market, use_case="llm", **options).model_dump_json()
    except AdvisorError as err:  # a refusal in words is an answer too
        return f"{type(err).__name__}: {err.args!r}"


def _fresh(adv, monkeypatch, budget: str, market: str, **options) -> str:
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, TABLE, (0, 0))  # a bound of 0: made afresh, nothing kept
        return _answer(adv, budget, market, **options)


def _routes(adv) -> list[str]:
    return [m for m, market in sorted(adv.catalog.markets.items()) if market.policy.memory == "decides"]


def _typed(amount: float) -> str:
    return f"{amount:.2f}".rstrip("0").rstrip(".")


def test_both_sides_of_every_step_are_the_fresh_answer(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)  # a core of its own: its table starts empty
    swapped = 0
    for market in _routes(adv):
        budgets = [_typed(x) for e in edges(adv, adv.catalog.markets[market]) for x in (e - 0.01, e, e + 0.01)]
        random.Random(20).shuffle(budgets)  # a step's answer kept for one budget, asked for another of it
        for budget in budgets:
            got = _answer(adv, budget, market)
            assert got == _fresh(adv, monkeypatch, budget, market), (market, budget)
            swapped += 1
    assert swapped > 1000
    assert 0 < kept.entries(adv.rules)[TABLE] <= kept.TABLES[TABLE][0]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_budget_is_the_fresh_answer(advisor, monkeypatch, data):
    market = data.draw(st.sampled_from(_routes(advisor)))
    steps = edges(advisor, advisor.catalog.markets[market])
    edge = data.draw(st.sampled_from(steps))
    amount = data.draw(st.one_of(
        st.floats(min_value=edge * 0.98, max_value=edge * 1.02),  # around a step
        st.floats(min_value=20, max_value=steps[-1] * 20),  # anywhere, past the biggest build too
        st.integers(min_value=1, max_value=int(steps[-1] * 20)).map(float)))
    currency = advisor.catalog.markets[market].currency
    typed = data.draw(st.sampled_from([_typed(amount), f"{_typed(amount)} {currency}", f"{amount / 1000:.1f}k",
                                       f"{_typed(amount)} EUR"]))
    # a second budget of the same step first, so the answer asked is one made for another budget when kept
    _answer(advisor, _typed(data.draw(st.floats(min_value=edge * 0.98, max_value=edge * 1.02))), market)
    assert _answer(advisor, typed, market) == _fresh(advisor, monkeypatch, typed, market)


def test_what_reads_more_than_the_budget_keeps_nothing(catalog_db):
    adv = Advisor.load(catalog_db)
    adv.recommend("900", market="current-us", use_case="llm", model="70b")  # a model: offload, splits, over-budget
    adv.recommend("900", market="current-us", use_case="llm", model="gpt-oss-120b")
    adv.recommend("2000", market="current-us", use_case="llm", gpus=2)
    adv.recommend("900", market="current-us", use_case="llm", min_memory_gb=24)
    adv.recommend("900 EUR", market="current-us", use_case="llm")  # converted: its note prints both figures
    adv.recommend("900", market="2017-us", use_case="llm")  # the guides' markets: a general ranking
    assert kept.entries(adv.rules).get(TABLE, 0) == 0
    view = adv.with_prices(PriceLayer())
    view.recommend("900", market="current-us", use_case="llm")
    assert llm_routes(view) == 0
    assert TABLE not in kept.entries(view.rules)  # a server's prices: answered afresh


def test_the_table_is_bounded(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)
    monkeypatch.setitem(kept.TABLES, TABLE, (5, 32768))
    for amount in (150, 300, 500, 800, 1200, 2000, 3000):
        adv.recommend(str(amount), market="current-us", use_case="llm")
    assert kept.entries(adv.rules)[TABLE] == 5


def test_a_dropped_core_frees_its_answers(catalog_db):
    adv = Advisor.load(catalog_db)
    answers = [adv.recommend(str(amount), market="current-us", use_case="llm") for amount in (300, 800, 2000)]
    assert kept.entries(adv.rules)[TABLE] == 3
    refs = [weakref.ref(adv.rules), weakref.ref(adv.catalog), *(weakref.ref(a) for a in answers)]
    del adv, answers
    gc.collect()
    assert [r() for r in refs] == [None] * len(refs)


def test_llm_routes_fill_every_step_ahead(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)
    assert llm_routes(adv) > 0
    made = kept.entries(adv.rules)[TABLE]
    assert made <= kept.TABLES[TABLE][0]
    rng = random.Random(30)
    for market in _routes(adv):
        for amount in [rng.randint(100, 20000) for _ in range(40)] + [333, 777, 1234, 4321]:
            got = _answer(adv, str(amount), market)
            assert got == _fresh(adv, monkeypatch, str(amount), market)
    assert kept.entries(adv.rules)[TABLE] == made  # each from the table


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_a_kept_answer_renders_its_own_budget(catalog_db, lang):
    adv = Advisor.load(catalog_db)
    adv.recommend("801", market="current-us", use_case="llm")
    again = adv.recommend("802", market="current-us", use_case="llm")
    assert kept.entries(adv.rules)[TABLE] == 1
    assert again.shape is not None and again.budget.amount == 802
    assert "802" in render(again.shape.headline.key, again.shape.headline.params, lang)
    stretch = [line for line in again.shape.ranking if line.role == "stretch"]
    fresh = Advisor.load(catalog_db).recommend("802", market="current-us", use_case="llm")
    assert fresh.shape is not None
    assert stretch == [line for line in fresh.shape.ranking if line.role == "stretch"]  # its share of 802
