"""tools/build_markets.py refuses what would break answers: a card name the catalogue does not
know (a typo reached every answer of the market as a KeyError), named by file and line."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys

import pytest

from advisor import catalog as cat
from case_tables import ROOT

TOOL = ROOT / "tools" / "build_markets.py"


@pytest.fixture(scope="module")
def tool():
    sys.path.insert(0, str(ROOT / "tools"))
    spec = importlib.util.spec_from_file_location("build_markets", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _edited_prices(tmp_path, table: str, old: str, new: str):
    """A copy of ``data/prices`` with the first row of ``table`` starting ``old`` starting ``new``
    instead: (the copy's folder, that row's line number)."""
    prices = tmp_path / "prices"
    shutil.copytree(ROOT / "data" / "prices", prices)
    path = prices / table
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    number = next(i for i, line in enumerate(lines, start=1) if line.startswith(old))
    lines[number - 1] = new + lines[number - 1][len(old):]
    path.write_text("".join(lines), encoding="utf-8")
    return prices, number


def test_a_typo_in_a_price_table_is_one_line_naming_the_row(tmp_path):
    prices, number = _edited_prices(tmp_path, "market_2017_us.csv", "GeForce GTX 1080 Ti,", "GeForce GTX 1080Ti,")

    result = subprocess.run([sys.executable, str(TOOL), "--check", "--prices", str(prices)],
                            capture_output=True, text=True)

    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr
    assert f"market_2017_us.csv line {number}: 'GeForce GTX 1080Ti' is not a card the catalogue knows" \
        in result.stderr
    assert "did you mean 'GeForce GTX 1080 Ti'?" in result.stderr


def test_the_launch_price_tables_are_checked_too(tool, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "launch.csv").write_text("name,price_cny,as_of,source_url,note\nGeForce GTX 1660 Tie,2000,2019,u,n\n",
                                     encoding="utf-8")
    market = {"id": "m", "source_table": "market_2019_cn.csv", "msrp_fallback_months": 0,
              "launch_fallback": {"table": "launch.csv"}}
    problems = tool.name_problems(market, ROOT / "data" / "prices", tool.catalogue_names(), data)
    assert len(problems) == 1 and "launch.csv line 2: 'GeForce GTX 1660 Tie'" in problems[0]


def test_every_committed_table_names_known_cards(tool):
    known = tool.catalogue_names()
    meta = __import__("json").loads((ROOT / "data" / "markets" / "markets.json").read_text(encoding="utf-8"))
    assert [p for m in meta["markets"] for p in tool.name_problems(m, ROOT / "data" / "prices", known)] == []


def test_a_market_file_edited_by_hand_is_refused_by_the_catalogue(tmp_path):
    """A row the builder never wrote (edited into data/markets/) stops the catalogue build with
    one line naming it, not a KeyError in the middle of an answer."""
    data = tmp_path / "data"
    shutil.copytree(cat.data_dir(), data)
    market = data / "markets" / "2017-us.csv"
    market.write_text(market.read_text(encoding="utf-8").replace("GeForce GTX 1080 Ti,", "GeForce GTX 1080Ti,", 1),
                      encoding="utf-8")
    with pytest.raises(cat.CatalogError) as err:
        cat.Catalog.load(tmp_path / "c.sqlite", data)
    assert "2017-us.csv line" in str(err.value) and "'GeForce GTX 1080Ti' is not a card" in str(err.value)
    assert "\n" not in str(err.value)


def test_exchange_rates_have_one_source(advisor, tool):
    """data/exchange_rates.csv (tools/build_exchange_rates.py) is the one table of rates:
    markets.json gives each market's period and no rate; the catalogue's rates are the table's,
    and the converted launch prices use the very rate budgets are converted with."""
    meta = __import__("json").loads((ROOT / "data" / "markets" / "markets.json").read_text(encoding="utf-8"))
    table = cat.read_csv(ROOT / "data" / "exchange_rates.csv")
    for market in meta["markets"]:
        assert "exchange_rates" not in market and market["exchange_rate_period"], market["id"]
        rows = {r["currency"]: float(r["rate"]) for r in table if r["market"] == market["id"]}
        loaded = advisor.catalog.market(market["id"]).exchange_rates
        assert {r.currency: r.rate for r in loaded} == rows
        assert [r.currency for r in loaded[:len(market["main_currencies"])]] == market["main_currencies"]
    usd = next(r for r in advisor.catalog.market("2019-cn").exchange_rates if r.currency == "USD")
    converted = [p for _, p in advisor.catalog.prices("2019-cn") if p.estimate_kind == "launch-msrp-converted"]
    assert converted and all(f"1 USD = {usd.rate:g} CNY" in p.note for p in converted)
    assert tool.exchange_rate("2019-cn", "USD") == usd.rate


# -- one used measure (issue 17 §5): price_corrections.csv applied ------------------------------
def _current_us():
    meta = __import__("json").loads((ROOT / "data" / "markets" / "markets.json").read_text(encoding="utf-8"))
    return next(m for m in meta["markets"] if m["id"] == "current-us")


def test_every_correction_row_is_applied_to_the_built_market(tool):
    # each row of price_corrections.csv decides its price in data/markets/current-us.csv, where the price
    # rule keeps its month (the newest): an older classified figure (a re-sourced row's spread) is not chosen
    market = _current_us()
    assert market["price_corrections"] == "price_corrections.csv"
    current = cat.read_csv(ROOT / "data" / "markets" / "current-us.csv")
    built = {(r["name"], r["as_of"]): r for r in current if r["condition"] == "used"}
    newest = {(r["name"], r["condition"]): r for r in current}
    rows = cat.read_csv(ROOT / "data" / "markets" / "price_corrections.csv")
    assert rows
    for fix in rows:
        got = built.get((fix["card"], fix["as_of"])) if fix["condition"] == "used" else None
        if fix["action"] == "drop":
            kept = newest.get((fix["card"], fix["condition"]))
            assert kept is None or (float(kept["price"]), kept["as_of"]) != (float(fix["price"]), fix["as_of"])
            continue
        chosen = newest[(fix["card"], fix["condition"])]
        if tool._period(chosen["as_of"]) > tool._period(fix["as_of"]) or chosen["note"].startswith("median of"):
            continue  # an older figure the rule passes over, or one of a month's figures whose median is the price
        assert got is not None, fix["card"]
        if fix["action"] == "keep":
            assert float(got["price"]) == float(fix["price"]), fix["card"]
        elif fix["action"] == "keep-single-listing":  # one offer: its price kept, said to be an estimate
            assert float(got["price"]) == float(fix["price"]), fix["card"]
            assert got["estimated"] == "1" and got["estimate_kind"] == "single-listing", fix["card"]
            assert got["note"].startswith("single listing:"), fix["card"]
        else:
            assert float(got["price"]) == round(float(fix["price"]) * float(fix["factor"])), fix["card"]
            assert got["floor"] == "0" and got["estimated"] == "1" and got["estimate_kind"] == "floor-corrected"
            assert got["note"].startswith("corrected floor:") and fix["factor"] in got["note"]
    used = {r["name"] for r in built.values()}
    assert not used & {"L4", "L40S", "RTX 4000 Ada Generation", "Tesla P100 PCIe 16 GB"}
    assert not any(r["floor"] == "1" for r in built.values())  # one used measure: no floor ranks beside medians


def test_apply_corrections_drops_keeps_and_corrects(tool):
    rows = [{"name": "A", "condition": "used", "price": "100", "as_of": "2026-07", "note": "resale floor: x",
             "source_url": "u"},
            {"name": "B", "condition": "used", "price": "50", "as_of": "2026", "note": "used: y"},
            {"name": "C", "condition": "used", "price": "9", "as_of": "2026-02", "note": "street: z"},
            {"name": "A", "condition": "new", "price": "120", "as_of": "2026-07", "note": "new"}]
    fixes = {("A", "used", 100.0, "2026-07"): {"action": "correct-floor-to-typical", "factor": "1.06",
                                                "measure": "floor", "factor_source": "pair"},
             ("B", "used", 50.0, "2026"): {"action": "keep"}, ("C", "used", 9.0, "2026-02"): {"action": "drop"}}
    out = tool.apply_corrections(rows, fixes)
    assert [(r["name"], r["condition"], r["price"]) for r in out] == [("A", "used", "106"), ("B", "used", "50"),
                                                                      ("A", "new", "120")]
    assert out[0]["note"].startswith("corrected floor: floor $100 raised by a factor of 1.06")
    assert out[0]["as_of"] == "2026-07"  # the row keeps its own date
    assert tool.estimate_kind(out[:1]) == "floor-corrected"


def test_a_single_listing_is_kept_as_an_estimate_of_its_own_kind(tool):
    # issue 29 N3: one seller's offer is no market price; it stays, marked so fits and recommend never lead
    # with it over a sourced way a little dearer
    rows = [{"name": "A", "condition": "used", "price": "2800", "as_of": "2026", "note": "used: one offer",
             "source_url": "u"}]
    fixes = {("A", "used", 2800.0, "2026"): {"action": "keep-single-listing", "reason": "one affiliate listing"}}
    out = tool.apply_corrections(rows, fixes)
    assert out[0]["price"] == "2800" and out[0]["note"].startswith("single listing: one affiliate listing")
    assert tool._is_estimate(out[0]) and tool.estimate_kind(out) == "single-listing"


def test_a_used_price_no_correction_classifies_is_refused(tool, tmp_path):
    prices, number = _edited_prices(tmp_path, "market_current_us.csv", "GeForce RTX 3090,used,1275,",
                                    "GeForce RTX 3090,used,1111,")
    problems = tool.correction_problems(_current_us(), prices)
    assert len(problems) == 2  # the row no correction classifies, and the correction that now classifies no row
    assert f"market_current_us.csv line {number}: the used price 'GeForce RTX 3090' 1111" in problems[0]
    assert "'GeForce RTX 3090' used 1275 (2026-08) classifies no row" in problems[1]
    result = subprocess.run([sys.executable, str(TOOL), "--check", "--prices", str(prices)],
                            capture_output=True, text=True)
    assert result.returncode == 1 and "GeForce RTX 3090' 1111" in result.stderr and "Traceback" not in result.stderr
