"""Issue 30 §1 (perf21): a currency sign read without loading Babel's locales (advisor/currency_homes.py).

The home locales' symbols (``zł``, ``Kč``, a lone ``₽``) are read from a table built from Babel's data
(``advisor/currency_homes.json``): the table is what Babel gives now, the lookup through it equals the lookup
through Babel for every market's currencies, the current ones and any set of codes, and a sign is read without
any locale loaded."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import currencies, currency_homes
from advisor.errors import InvalidBudget


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
def test_a_rouble_budget_says_the_market_has_no_rate(advisor, lang):
    from advisor.i18n import render

    with pytest.raises(InvalidBudget) as refused:
        advisor.recommend("₽80000", market="current-us")
    said = refused.value.msg
    assert said is not None and said.key == "error.budget.no-rate"
    assert "RUB" in render(said.key, said.params, lang)
