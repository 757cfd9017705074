"""A general ranking kept whole per step of its budget (``recommend.answer``, advisor/budget_steps.py; issue 30 §1):
a kept answer for any budget is the answer made afresh — on both sides of every price of the market and of every
price's stretch bound (a quarter over), past the biggest consumer build, typed with a currency or a "k" — and
answers that read anything else (a view's prices, a model, a generator, several GPUs, a converted budget) keep none;
the table is bounded, a dropped core frees it, and :func:`advisor.warm.rankings` fills it ahead."""

from __future__ import annotations

import gc
import weakref

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import Advisor, kept
from advisor.budget_steps import prices
from advisor.errors import AdvisorError
from advisor.i18n import render
from advisor.overrides import PriceLayer
from advisor.recommend.ranking import STRETCH
from advisor.warm import rankings

GENERAL = ("general", "beginner", "kaggle", "cv-research", "nlp-research", "llm")


def _answer(adv, budget: str, market: str, use_case: str, **options) -> str:
    try:
        return adv.recommend(budget, market=market, use_case=use_case, **options).model_dump_json()
    except AdvisorError as err:  # a refusal in words is an answer too
        return f"{type(err).__name__}: {err.args!r}"


def _fresh(adv, monkeypatch, budget: str, market: str, use_case: str, **options) -> str:
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "recommend.answer", (0, 0))  # a bound of 0: made afresh, nothing kept
        return _answer(adv, budget, market, use_case, **options)


def _edges(adv, market: str) -> list[float]:
    ps = prices(adv.catalog, adv.rules, adv.catalog.markets[market])
    return sorted({*ps, *(p / (1 + STRETCH) for p in ps)})


def _typed(amount: float) -> str:
    return f"{amount:.2f}".rstrip("0").rstrip(".")


def test_both_sides_of_every_step_are_the_fresh_answer(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)  # a core of its own: its table starts empty
    swapped = 0
    for market in adv.catalog.markets:
        edges = _edges(adv, market)
        for use_case in ("general", "beginner", "nlp-research"):
            for edge in edges:
                pair = [_typed(edge - 0.01), _typed(edge)]  # just below a step, then at it
                for budget in pair + [_typed(edge + 0.01)]:
                    got = _answer(adv, budget, market, use_case)
                    assert got == _fresh(adv, monkeypatch, budget, market, use_case), (market, use_case, budget)
                    swapped += '"budget":{"text":"' + budget + '"' in got
    assert swapped > 1000
    assert 0 < kept.entries(adv.rules)["recommend.answer"] <= kept.TABLES["recommend.answer"][0]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_budget_is_the_fresh_answer(advisor, monkeypatch, data):
    market = data.draw(st.sampled_from(sorted(advisor.catalog.markets)))
    use_case = data.draw(st.sampled_from(GENERAL))
    edges = _edges(advisor, market)
    edge = data.draw(st.sampled_from(edges))
    amount = data.draw(st.one_of(
        st.floats(min_value=edge * 0.98, max_value=edge * 1.02),  # around a step
        st.floats(min_value=50, max_value=edges[-1] * 20),  # anywhere, past the biggest build too
        st.integers(min_value=1, max_value=int(edges[-1] * 20)).map(float)))
    currency = advisor.catalog.markets[market].currency
    typed = data.draw(st.sampled_from([_typed(amount), f"{_typed(amount)} {currency}", f"{amount / 1000:.1f}k"]))
    # a second budget of the same step first, so the answer asked is one made for another budget when kept
    _answer(advisor, _typed(data.draw(st.floats(min_value=edge * 0.98, max_value=edge * 1.02))), market, use_case)
    assert _answer(advisor, typed, market, use_case) == _fresh(advisor, monkeypatch, typed, market, use_case)


def test_a_datacenter_budget_says_its_own_figure(catalog_db):
    adv = Advisor.load(catalog_db)
    first = adv.recommend("90000", market="current-us")
    again = adv.recommend("120000", market="current-us")
    notes = {n.rule_id: n.message for n in again.notes}
    assert again.budget.amount == 120000 and first.budget.amount == 90000
    assert "120,000" in render(notes["budget.datacenter"].key, notes["budget.datacenter"].params)
    assert again.shape is not None and "120,000" in render(again.shape.headline.key, again.shape.headline.params)
    assert any("120,000" in render(c.message.key, c.message.params) for c in again.shape.caveats)
    assert kept.entries(adv.rules)["recommend.answer"] == 1  # one step: one answer, its budget said anew


def test_what_reads_more_than_the_budget_keeps_nothing(catalog_db):
    adv = Advisor.load(catalog_db)
    adv.recommend("900", market="current-us", use_case="image")
    adv.recommend("900", market="current-us", use_case="image", generator="FLUX.1 dev")
    adv.recommend("2000", market="current-us", gpus=2)
    adv.recommend("900 EUR", market="current-us")  # converted: its note prints both figures
    adv.recommend("900", market="2017-us", model="7b")  # a floor sized from a model says how
    adv.recommend("900", market="current-us", use_case="llm")  # the LLM routes
    assert kept.entries(adv.rules).get("recommend.answer", 0) == 0
    view = adv.with_prices(PriceLayer())
    view.recommend("900", market="current-us")
    assert rankings(view) == 0
    assert "recommend.answer" not in kept.entries(view.rules)  # a server's prices: answered afresh


def test_the_table_is_bounded(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)
    monkeypatch.setitem(kept.TABLES, "recommend.answer", (5, 32768))
    for amount in (150, 300, 500, 800, 1200, 2000, 3000):
        adv.recommend(str(amount), market="current-us")
    assert kept.entries(adv.rules)["recommend.answer"] == 5


def test_a_dropped_core_frees_its_answers(catalog_db):
    adv = Advisor.load(catalog_db)
    answers = [adv.recommend(str(amount), market="current-us") for amount in (300, 800, 2000)]
    assert kept.entries(adv.rules)["recommend.answer"] == 3
    refs = [weakref.ref(adv.rules), weakref.ref(adv.catalog), *(weakref.ref(a) for a in answers)]
    del adv, answers
    gc.collect()
    assert [r() for r in refs] == [None] * len(refs)


def test_rankings_fill_every_step_ahead(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)
    rankings(adv)
    made = kept.entries(adv.rules)["recommend.answer"]
    assert made <= kept.TABLES["recommend.answer"][0]
    for market in adv.catalog.markets:
        for amount in (333, 777, 1234, 4321):
            got = _answer(adv, str(amount), market, "general")
            assert got == _fresh(adv, monkeypatch, str(amount), market, "general")
    assert kept.entries(adv.rules)["recommend.answer"] == made  # each from the table


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_a_kept_answer_renders_its_own_budget(catalog_db, lang):
    adv = Advisor.load(catalog_db)
    adv.recommend("801", market="current-us")
    again = adv.recommend("802", market="current-us")
    assert kept.entries(adv.rules)["recommend.answer"] == 1
    assert again.shape is not None
    assert "802" in render(again.shape.headline.key, again.shape.headline.params, lang)
