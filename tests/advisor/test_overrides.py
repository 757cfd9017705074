"""``advisor/overrides.py``: a server's prices applied to a market (a view of the core), the amount
validator, the price-file reader — with hypothesis properties for the last two."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.errors import AdvisorError, InvalidBudget, UnknownCard, UnknownMarket
from advisor.overrides import (
    MAX_PRICE,
    RULE_ID,
    CardReading,
    InvalidPrice,
    PriceFileError,
    PriceOverride,
    override_problem,
    parse_price,
    read_price_csv,
    resolve_card,
    server_prices_in,
)
from said import said
from storage import Storage

US = "current-us"
SET_AT = "2026-07-01T10:00:00Z"


def override(card: str, amount: float, *, condition: str = "new", currency: str = "USD", market: str = US):
    return PriceOverride(market=market, card=card, condition=condition, amount=amount, currency=currency,
                         set_at=SET_AT)


# ------------------------------------------------------------------------------ parse_price
@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("451", 451, "USD"), ("$451", 451, "USD"), ("451 usd", 451, "USD"), ("1.5k", 1500, "USD"),
    ("3200元", 3200, "CNY"), ("¥3200", 3200, "CNY"), ("€800", 800, "EUR"), ("1,299.99", 1299.99, "USD"),
])
def test_amounts_are_read_as_budgets_are(advisor, text, amount, currency):
    parsed = parse_price(text, advisor.catalog.market(US))
    assert (parsed.amount, parsed.currency) == (amount, currency)
    if currency != "USD":
        assert parsed.market_amount != amount and parsed.assumptions  # converted, and says at what rate


@pytest.mark.parametrize(("text", "kwargs", "words"), [
    ("0", {}, "at least 1"), ("0.5", {}, "at least 1"), ("-3", {}, "negative"), ("− 5元", {}, "negative"),
    ("abc", {}, "not a price"), ("", {}, "not a price"), ("2000000", {}, "largest price"),
    ("1e3", {}, "not a price"), ("nan", {}, "not a price"), ("$451", {"currency": "CNY"}, "currency option"),
    ("451", {"currency": "zzz"}, "not a currency I know"), ("451", {"currency": "NIO"}, "no exchange rate"),
    ("1", {"currency": "IDR"}, "at least 1 USD"), ("100 yen", {}, "at least 1 USD"), ("₹50", {}, "at least 1 USD"),
])
def test_bad_amounts_are_one_sentence(advisor, text, kwargs, words):
    with pytest.raises(InvalidPrice) as err:
        parse_price(text, advisor.catalog.market(US), **kwargs)
    assert words in err.value.message and "\n" not in err.value.message
    assert err.value.code == "invalid_price"


def test_the_currency_option_and_the_servers_currency_read_a_bare_amount(advisor):
    us = advisor.catalog.market(US)
    assert parse_price("451", us, currency="cny").currency == "CNY"
    assert parse_price("451", us, currency="yuan").currency == "CNY"
    assert parse_price("451", us, bare_currency="EUR").currency == "EUR"
    assert parse_price("$451", us, bare_currency="EUR").currency == "USD"  # typed wins over the server's
    assert parse_price("451", us, currency="GBP", bare_currency="EUR").currency == "GBP"


def test_the_bound_is_in_the_markets_currency(advisor):
    cn = advisor.catalog.market("2019-cn")
    assert parse_price("999999", cn).amount == 999_999
    with pytest.raises(InvalidPrice):
        parse_price("200000 usd", cn)  # about 1.38 M CNY


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.one_of(st.text(max_size=80), st.from_regex(r"[-$¥€£]?\s?\d{0,9}([.,]\d{1,3})?\s?(k|w|元|usd|cny)?")),
       currency=st.one_of(st.none(), st.sampled_from(["USD", "CNY", "eur", "yen", "kr", "XYZ", "", "¥"]),
                          st.text(max_size=5)))
def test_the_amount_validator_never_fails_unexpectedly(advisor, text, currency):
    us = advisor.catalog.market(US)
    try:
        parsed = parse_price(text, us, currency=currency)
    except InvalidPrice as err:
        assert err.message and "\n" not in err.message
        return
    assert parsed.amount >= 1 and 1 <= parsed.market_amount <= float(MAX_PRICE)  # at least 1 in the market too
    assert len(parsed.currency) == 3


# ------------------------------------------------------------------------------ cards
def test_a_card_is_read_as_why_reads_it_and_an_assumption_is_said(advisor):
    assert resolve_card(advisor, "rtx 4090") == CardReading("GeForce RTX 4090")
    assert resolve_card(advisor, "1080ti") == CardReading("GeForce GTX 1080 Ti")
    reading = resolve_card(advisor, "1060")  # read as /why reads it, and said
    assert reading.card == advisor.why("1060").card and "3 GB" in said(reading.note)
    assert "GeForce RTX 3080 12 GB" in said(resolve_card(advisor, "rtx 3080").note)
    with pytest.raises(UnknownCard):
        resolve_card(advisor, "banana")
    with pytest.raises(UnknownCard):
        resolve_card(advisor, "  ")


# ------------------------------------------------------------------------------ the view
def test_a_view_answers_with_the_servers_price_and_leaves_the_core_alone(advisor):
    before = advisor.recommend("2000")
    top = before.picks[0]
    view = advisor.with_prices(US, [override(top.card, 99)])

    after = view.recommend("2000")
    mine = next(p for p in after.picks + [after.stretch] if p and p.card == top.card)
    assert mine.price.amount == 99 and mine.price.set_by_server == "2026-07-01"
    assert mine.price.source == "set by this server" and not mine.price.estimated
    note = after.notes[-1]
    text = said(note.message)
    assert note.rule_id == RULE_ID and top.card in text and "99 USD" in text and "2026-07-01" in text
    assert advisor.recommend("2000") == before  # the shared core is unchanged
    assert view.names is advisor.names and view.catalog.card_rows is advisor.catalog.card_rows
    assert view.catalog.prices("2017-us") is advisor.catalog.prices("2017-us")  # other markets shared


def test_why_compare_and_fits_use_the_servers_price_and_say_so(advisor):
    view = advisor.with_prices(US, [override("GeForce RTX 3090", 3200, condition="used", currency="CNY")])

    verdict = view.why("3090")
    price = verdict.facts.price
    assert price.set_by_server and price.currency == "USD" and price.amount == pytest.approx(3200 * 0.150311, 0.01)
    assert "3,200 CNY" in price.note and "converted" in price.note
    assert verdict.reasons[-1].rule_id == RULE_ID
    assert advisor.why("3090").facts.price != price

    cmp = view.compare("3090", "4090")
    assert cmp.reasons[-1].rule_id == RULE_ID and "GeForce RTX 3090" in said(cmp.reasons[-1].message)

    fit = view.fits("13b", task="qlora")
    if any(c.card == "GeForce RTX 3090" for c in fit.cards):
        assert fit.reasons[-1].rule_id == RULE_ID
    assert all(r.rule_id != RULE_ID for r in advisor.fits("13b", task="qlora").reasons)


def test_an_answer_without_server_prices_says_nothing_about_them(advisor):
    view = advisor.with_prices(US, [override("GeForce RTX 4090", 1499)])
    verdict = view.why("gtx 970", market="2017-us")
    assert server_prices_in(verdict) == [] and all(r.rule_id != RULE_ID for r in verdict.reasons)
    assert verdict == advisor.why("gtx 970", market="2017-us")


def test_a_card_the_market_had_no_price_for_can_be_priced(advisor):
    unpriced = next(name for name in advisor.catalog.dl_names
                    if not advisor.catalog.price_of(US, name) and "GeForce RTX" in name)
    view = advisor.with_prices(US, [override(unpriced, 321)])
    assert [p.amount for p in view.catalog.price_of(US, unpriced)] == [321]
    assert view.why(unpriced).facts.price.amount == 321


def test_views_chain_across_markets(advisor):
    view = advisor.with_prices(US, [override("GeForce RTX 4090", 1499)]).with_prices(
        "2019-cn", [override("GeForce RTX 2080 Ti", 8000, currency="CNY", market="2019-cn")])
    assert view.why("4090").facts.price.amount == 1499
    assert view.why("2080 ti", market="2019-cn").facts.price.amount == 8000
    assert type(view) is type(advisor) and len(view.price_layer) == 2  # one Advisor, a layer of prices


def test_a_stored_price_below_the_minimum_is_named_as_unusable(advisor):
    tiny = override("GeForce RTX 5090", 1, currency="IDR")
    fine = override("GeForce RTX 5090", 1, currency="EUR")
    assert "below 1 USD" in override_problem(advisor, tiny)
    assert override_problem(advisor, fine) is None
    with pytest.raises(ValueError):
        advisor.with_prices(US, [tiny])


def test_bad_overrides_are_programming_errors(advisor):
    with pytest.raises(UnknownMarket):
        advisor.with_prices("mars", [])
    with pytest.raises(ValueError):
        advisor.with_prices(US, [override("GeForce RTX 4090", 1, market="2019-cn")])
    with pytest.raises(ValueError):
        advisor.with_prices(US, [override("No Such Card", 1)])


def test_a_bare_budget_is_read_in_the_servers_currency(advisor):
    rec = advisor.recommend("5000", bare_currency="CNY")
    assert rec.budget.currency == "CNY" and rec.budget.market_currency == "USD"
    assert any("CNY" in a and "this server" in a for a in said(rec.budget.assumptions))
    assert advisor.recommend("$700", bare_currency="CNY").budget.currency == "USD"  # typed wins
    assert advisor.recommend("5000", bare_currency="USD").budget.assumptions == []  # the market's own: no note
    with pytest.raises(InvalidBudget, match="no exchange rate"):
        advisor.recommend("5000", bare_currency="NIO")


# ------------------------------------------------------------------------------ price files
def csv_text(rows: list[list[str]], header=("market", "card", "condition", "amount", "currency")) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def test_a_good_file_is_read(advisor):
    read = read_price_csv(csv_text([[US, "rtx 4090", "", "1499", ""], [US, "3090", "used", "3200元", ""],
                                    ["2019-cn", "2080 ti", "new", "9000", ""], [US, "4080", "new", "800", "eur"],
                                    [US, "1060", "used", "90", ""]]), advisor)
    assert [line for line, _ in read.readings] == [6]  # "1060": read as the 6 GB, and said
    assert [(r.market, r.card, r.condition, r.amount, r.currency) for r in read.rows[:4]] == [
        (US, "GeForce RTX 4090", "new", 1499, "USD"), (US, "GeForce RTX 3090", "used", 3200, "CNY"),
        ("2019-cn", "GeForce RTX 2080 Ti", "new", 9000, "CNY"), (US, "GeForce RTX 4080", "new", 800, "EUR")]


def test_every_bad_row_is_reported_by_its_line(advisor):
    text = ("market,card,condition,amount,currency\n"
            f"{US},rtx 4090,new,1499,\n"            # line 2: fine
            f"{US},banana,new,100,\n"               # line 3: no such card
            "\n"                                    # line 4: blank, skipped
            f'{US},"1080 ti",mint,100,\n'           # line 5: condition
            f"{US},3090,new,-5,\n"                  # line 6: negative
            f"mars,3090,new,5,\n"                   # line 7: market
            f"{US},RTX 4090,new,1500,\n"            # line 8: a duplicate of line 2
            f'{US},"multi\nline name",new,5,\n'     # lines 9-10: a quoted cell across lines, no such card
            f"{US},4090,used,5,USD,extra\n")        # line 11: an extra cell
    with pytest.raises(PriceFileError) as err:
        read_price_csv(text, advisor)
    lines = [line for line, _ in err.value.problems]
    assert lines == [3, 5, 6, 7, 8, 10, 11]
    assert "line 2" in dict(err.value.problems)[8]
    assert err.value.to_dict()["problems"][0]["line"] == 3
    assert "line 3:" in err.value.message and "nothing was imported" in err.value.message


@pytest.mark.parametrize("text", ["", "card,amount\n4090,5\n", "\ufeffmarket;card;amount\n"])
def test_a_file_without_the_columns_says_which(advisor, text):
    with pytest.raises(PriceFileError, match="columns"):
        read_price_csv(text, advisor)


CELLS = st.one_of(st.sampled_from([US, "2019-cn", "2017-us", "mars", "", "rtx 4090", "1060", "3090", "new",
                                   "used", "mint", "451", "$451", "3200元", "-5", "0", "1e9", "CNY", "eur"]),
                  st.text(max_size=12))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.lists(CELLS, min_size=0, max_size=7), max_size=8),
       noise=st.sampled_from(["", "\n\n", '"', "\r\n", "\x00", ",,,\n"]))
def test_the_file_reader_accepts_or_reports_every_row_and_an_import_is_all_or_nothing(advisor, tmp_path_factory,
                                                                                      rows, noise):
    text = csv_text(rows) + noise
    store = Storage.open(tmp_path_factory.mktemp("hyp") / "d.sqlite")
    try:
        store.set_price(1, market=US, card="GeForce RTX 4090", condition="new", amount=1599, currency="USD",
                        user_id=None, via="console")
        before = store.prices(1)
        try:
            good = read_price_csv(text, advisor).rows
        except PriceFileError as err:
            assert err.problems or "columns" in err.message
            assert all(line >= 1 for line, _ in err.problems)
            assert store.prices(1) == before  # nothing applied
            return
        except AdvisorError as err:  # pragma: no cover - the reader reports rows, it never raises per row
            pytest.fail(f"a row error escaped: {err!r}")
        assert len(good) <= len(rows)
        store.import_prices(1, [(r.market, r.card, r.condition, r.amount, r.currency) for r in good])
        after = {p.key: p.amount for p in store.prices(1)}
        for r in good:
            assert after[(r.market, r.card, r.condition)] == r.amount
    finally:
        store.close()


def test_the_exported_columns_read_back(advisor, tmp_path):
    store = Storage.open(tmp_path / "d.sqlite")
    store.set_price(5, market=US, card="GeForce RTX 4090", condition="new", amount=1499.5, currency="USD", user_id=9)
    from advisor.cli.prices import EXPORT_COLUMNS

    text = csv_text([[p.market, p.card, p.condition, str(p.amount), p.currency, p.set_at, "9"]
                     for p in store.prices(5)], header=EXPORT_COLUMNS)
    store.close()
    assert [(r.card, r.amount) for r in read_price_csv(text, advisor).rows] == [("GeForce RTX 4090", 1499.5)]


def test_nothing_here_touches_files(advisor):
    source = Path(__file__).resolve().parents[2] / "advisor" / "overrides.py"
    text = source.read_text(encoding="utf-8")
    assert "open(" not in text and "sqlite" not in text.lower().replace("sqlite-utils", "")


def test_the_price_layer_and_the_advisor_import_in_one_direction():
    """advisor.overrides (the layer) never imports advisor.api: no api <-> overrides circle."""
    import subprocess
    import sys

    code = "import sys, advisor.overrides; print('advisor.api' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False"]


def test_one_layer_of_several_markets_cites_its_prices_as_a_message(advisor):
    from advisor.overrides import PriceLayer

    layer = PriceLayer.build(advisor.catalog, [
        override("GeForce RTX 4090", 1499),
        override("GeForce RTX 2080 Ti", 8000, currency="CNY", market="2019-cn")])
    view = advisor.with_prices(layer)
    assert len(view.price_layer) == 2 and view.catalog.prices("2017-us") is advisor.catalog.prices("2017-us")
    assert view.why("2080 ti", market="2019-cn").facts.price.amount == 8000
    english = view.why("4090")
    reason = english.reasons[-1]
    assert reason.rule_id == RULE_ID and "1,499" in said(reason.message)
    from advisor.i18n import render

    chinese = render(reason.message.key, reason.message.params, "zh_Hans")  # a message: each face renders it
    assert chinese != said(reason.message) and "1,499" in chinese
    assert advisor.price_layer is None and advisor.why("4090").facts.price.amount != 1499
