"""Issue 30 §1 (perf21): a currency sign read without loading Babel's locales (advisor/currency_homes.py); a named
model's every bucket chosen once (advisor.llm_engine.choice_of_every_bucket); decode figures made ahead
(advisor.warm.decode_figures).

The home locales' symbols (``zł``, ``Kč``, a lone ``₽``) are read from a table built from Babel's data
(``advisor/currency_homes.json``): the table is what Babel gives now, the lookup through it equals the lookup
through Babel for every market's currencies, the current ones and any set of codes, and a sign is read without
any locale loaded. Kept choices and figures equal the ones made afresh."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import currencies, currency_homes, kept, llm_engine, llm_picks, warm
from advisor.errors import AdvisorError, InvalidBudget
from advisor.overrides import PriceLayer
from advisor.rules import checks


def _codes() -> list[str]:
    data = currency_homes.table()
    assert data is not None, "currency_homes.json missing or of another Babel: python -m advisor.currency_homes"
    return data["codes"]


def test_the_table_is_what_babel_gives_now():
    on_disk = json.loads(currency_homes.FILE.read_text(encoding="utf-8"))
    assert on_disk == currency_homes.build(), "rebuild it: python -m advisor.currency_homes"


def test_every_market_and_the_current_currencies_read_as_through_babel(advisor):
    sets = [currencies.current_currencies()]
    for market in advisor.catalog.markets.values():
        conv = frozenset([market.currency, *(r.currency for r in market.exchange_rates)])
        sets += [conv, conv | currencies.current_currencies()]
    for codes in sets:
        assert currency_homes.home_symbols(codes, currencies.key) == currencies._home_symbols_babel(codes)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_set_of_codes_reads_as_through_babel(data):
    codes = frozenset(data.draw(st.lists(st.sampled_from(_codes()), min_size=1, max_size=40)))
    assert currency_homes.home_symbols(codes, currencies.key) == currencies._home_symbols_babel(codes)


def test_a_code_the_table_does_not_cover_is_read_through_babel():
    assert currency_homes.home_symbols(frozenset({"USD", "QQQ"}), currencies.key) is None


@pytest.mark.parametrize(("sign", "code"), [("₽", "RUB"), ("₴", "UAH"), ("zł", "PLN"), ("Kč", "CZK")])
def test_a_sign_is_read_without_loading_a_locale(monkeypatch, sign, code):
    currencies._home_symbols.cache_clear()

    def loaded(*_args):
        raise AssertionError("a home locale loaded through Babel")

    monkeypatch.setattr(currencies, "_home_symbols_babel", loaded)
    try:
        reading = currencies.read_currency(sign, ["USD", "EUR", "GBP", "PLN", "CZK"], "USD")
    finally:
        currencies._home_symbols.cache_clear()  # nothing read under the patch stays
    assert reading is not None and reading.code == code


def test_a_table_of_another_babel_is_not_read(monkeypatch):
    currencies._home_symbols.cache_clear()
    monkeypatch.setattr(currency_homes, "table", lambda: None)
    try:
        assert currencies.read_currency("₽", ["USD"], "USD") == currencies.Reading("RUB")
    finally:
        currencies._home_symbols.cache_clear()


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_a_hryvnia_budget_says_the_market_has_no_rate(advisor, lang):
    """The rouble and the hryvnia have a central bank's sourced rate in current-us since break26 #23; the 2017 market
    has no hryvnia rate (the ECB never quoted one) and says so."""
    from advisor.i18n import render

    with pytest.raises(InvalidBudget) as refused:
        advisor.recommend("₴20000", market="2017-us")
    said = refused.value.msg
    assert said is not None and said.key == "error.budget.no-rate"
    assert "UAH" in render(said.key, said.params, lang)


# --------------------------------------------------------------------------- a model's every bucket chosen once
MODELS = ["7b", "70b", "gpt-oss-120b", "qwen3-30b-a3b", "llama-3.1-8b", "1.5b"]


def _answer(adv, budget: str, model: str, task: str | None = None) -> object:
    try:
        return adv.recommend(budget, model=model, task=task).model_dump(mode="json")
    except AdvisorError as err:  # a refusal in words is an answer too
        return ("refused", type(err).__name__, str(err))


def _fresh(adv, monkeypatch, budget: str, model: str, task: str | None = None) -> object:
    with monkeypatch.context() as m:  # every kept table off: each value built for this answer alone
        m.setattr(kept, "TABLES", {})
        m.setattr(kept, "DEFAULT", (0, 0))
        m.setattr(checks, "answer_scope", contextlib.nullcontext)
        return _answer(adv, budget, model, task)


def _table(adv, model: str, task: str | None = None):
    """The sized table of ``model`` (asked twice, so every bucket's choice is kept)."""
    _answer(adv, "900", model, task)
    _answer(adv, "900", model, task)
    with adv.rules.memo_lock:
        return next(reversed(llm_engine._tables(adv.rules, llm_engine.SIZED).values()))  # the one used last


@pytest.mark.parametrize(("model", "task"), [("7b", None), ("70b", None), ("qwen3-30b-a3b", None), ("8b", "qlora")])
def test_every_bucket_of_a_models_table_is_chosen_once_and_is_the_fresh_answer(advisor, monkeypatch, model, task):
    table = _table(advisor, model, task)
    assert all(v for v in table.filled.values()), "the second question of a job fills every bucket"
    chosen = 0
    real = llm_picks.choose_sized

    def counted(*args, **kwargs):
        nonlocal chosen
        chosen += 1
        return real(*args, **kwargs)

    budgets = sorted({f"{x:.2f}" for t in sorted(set(table.totals))[::3] for x in (t - 0.01, t, t + 0.01) if x > 0})
    for budget in budgets:
        with monkeypatch.context() as m:
            m.setattr(llm_picks, "choose_sized", counted)
            warm = _answer(advisor, budget, model, task)
        assert warm == _fresh(advisor, monkeypatch, budget, model, task), budget
    assert chosen == 0, "every bucket was answered from a kept choice"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(budget=st.floats(min_value=100, max_value=60000), model=st.sampled_from(MODELS),
       task=st.sampled_from([None, "qlora", "lora"]))
def test_any_budget_after_the_fill_is_the_fresh_answer(advisor, monkeypatch, budget, model, task):
    _table(advisor, model, task)
    typed = f"{budget:.2f}"
    assert _answer(advisor, typed, model, task) == _fresh(advisor, monkeypatch, typed, model, task)


def test_a_table_made_for_one_question_is_never_filled(advisor):
    before = kept.entries(advisor.rules).get("llm.chosen", 0)
    for budget in ("900", "1500", "2500"):  # a model on cards with the memory asked: offers filtered per question
        advisor.recommend(budget, model="7b", min_memory_gb=24)
    assert kept.entries(advisor.rules).get("llm.chosen", 0) - before <= 3


# --------------------------------------------------------------------------- decode figures made ahead
def test_decode_figures_made_ahead_are_the_fresh_ones(advisor):
    made = warm.decode_figures(advisor)
    assert made >= len(advisor.catalog.dl_names)
    for name in advisor.catalog.dl_names[::7]:
        card = advisor.catalog.card(name)
        for rung in advisor.ladder.rungs:
            assert advisor.speeds.of(card, rung.estimate) == advisor.speeds._of(card, rung.estimate, 1)


def test_a_view_makes_no_decode_figures(advisor):
    view = advisor.with_prices(PriceLayer())
    assert warm.decode_figures(view) == 0


@pytest.mark.parametrize("pair", [("rtx 3060", "gtx 1050"), ("rtx 4090", "rx 580"), ("a100 80gb", "gtx 1060 3gb")])
def test_a_comparison_after_the_figures_is_the_fresh_one(advisor, monkeypatch, pair):
    warm.decode_figures(advisor)
    a, b = pair
    kept_one = advisor.compare(a, b, use_case="llm").model_dump(mode="json")
    with monkeypatch.context() as m:
        m.setattr(type(advisor.speeds), "of", lambda self, card, est, count=1: self._of(card, est, count))
        fresh = advisor.compare(a, b, use_case="llm").model_dump(mode="json")
    assert kept_one == fresh
