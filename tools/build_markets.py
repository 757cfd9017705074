"""Build ``data/markets/<id>.csv`` from the sourced price tables in ``data/prices/``.

Usage: ``python tools/build_markets.py [--prices PATH] [--check]``

Each market in ``data/markets/markets.json`` names its source table in
``data/prices/`` (sources, licences and confidence in ``data/prices/SOURCES.md``); this script applies the stated ``price_rule`` (also in that JSON
file) to keep one price per (card, condition) and writes the result with its source, date
and an ``estimated`` flag. ``--check`` exits 1 if the committed files differ from what the
rule produces (the test suite runs it), so the data never drifts from its sources.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import statistics
import sys
from pathlib import Path

from csvio import render_csv  # tools/ sibling

ROOT = Path(__file__).resolve().parents[1]
MARKETS_DIR = ROOT / "data" / "markets"
FIELDS = ["name", "condition", "price", "currency", "as_of", "estimated", "source_url", "note"]
_MSRP_STAND_IN = re.compile(r"^MSRP \(launch\)|^launch MSRP standing in")
_ESTIMATE = re.compile(r"estimate|midpoint|no dated street figure|nominal list price", re.IGNORECASE)


def _period(as_of: str) -> tuple[int, int]:
    """Sort key of a row's date: (year, month); a year-only date sorts before its months."""
    parts = as_of.split("-")
    return int(parts[0]), int(parts[1]) if len(parts) > 1 else 0


def _months_between(earlier: str, later: str) -> int:
    y1, m1 = _period(earlier)
    y2, m2 = _period(later)
    return (y2 - y1) * 12 + (max(m2, 1) - max(m1, 1))


def _is_estimate(row: dict) -> bool:
    return row["source_url"] == "estimate" or bool(_ESTIMATE.search(row.get("note", "")))


def choose(rows: list[dict]) -> dict:
    """Apply the price rule to the rows of one (card, condition): newest period, median."""
    newest = max(_period(r["as_of"]) for r in rows)
    latest = sorted((r for r in rows if _period(r["as_of"]) == newest), key=lambda r: float(r["price"]))
    prices = [float(r["price"]) for r in latest]
    median = statistics.median(prices)
    base = latest[len(latest) // 2] if len(latest) % 2 else latest[0]
    if len(latest) == 1:
        note = base["note"]
        source = base["source_url"]
    else:
        note = f"median of {len(latest)} figures for {latest[0]['as_of'][:7]}: " + "; ".join(r["note"] for r in latest)
        source = " ".join(r["source_url"] for r in latest)
    return {
        "name": base["name"],
        "condition": base["condition"],
        "price": f"{median:g}",
        "currency": base["currency"],
        "as_of": max(r["as_of"] for r in latest),
        "estimated": "1" if any(_is_estimate(r) for r in latest) else "0",
        "source_url": source,
        "note": note,
    }


def build_market(market: dict, prices_dir: Path) -> list[dict]:
    """Return the market's rows, sorted by (name, condition)."""
    with open(prices_dir / market["source_table"], newline="", encoding="utf-8") as fh:
        source_rows = list(csv.DictReader(fh))
    groups: dict[tuple[str, str], list[dict]] = {}
    for row in source_rows:
        groups.setdefault((row["name"], row["condition"]), []).append(row)
    out = {key: choose(rows) for key, rows in groups.items()}

    with open(prices_dir / "launch_msrp_usd.csv", newline="", encoding="utf-8") as fh:
        msrp_rows = list(csv.DictReader(fh))
    months = int(market.get("msrp_fallback_months") or 0)
    if months:
        priced = {name for name, _ in out}
        for row in msrp_rows:
            if row["name"] in priced or not row["release_date"]:
                continue
            released = row["release_date"][:7]
            age = _months_between(released, market["as_of"])
            if 0 <= age <= months:
                out[(row["name"], "new")] = {
                    "name": row["name"],
                    "condition": "new",
                    "price": f"{float(row['msrp_usd']):g}",
                    "currency": "USD",
                    "as_of": row["release_date"],
                    "estimated": "1",
                    "source_url": row["source_url"],
                    "note": "launch MSRP standing in for a street price (no dated street figure found)",
                }
    apply_premiums(out, market.get("msrp_premium_series") or [], {r["name"]: float(r["msrp_usd"]) for r in msrp_rows})
    return [out[key] for key in sorted(out)]


def apply_premiums(out: dict[tuple[str, str], dict], series: list[str], msrp: dict[str, float]) -> None:
    """Scale MSRP stand-ins of a series by the series' median street/MSRP ratio.

    The ratio is measured on the market's own dated new street rows of that series (not
    estimated, with a launch MSRP); a series with no such row is left as it is."""
    for prefix in series:
        members = {k: r for k, r in out.items() if k[0].startswith(prefix)}
        ratios = [float(r["price"]) / msrp[k[0]] for k, r in members.items()
                  if k[1] == "new" and r["estimated"] == "0" and k[0] in msrp]
        if not ratios:
            continue
        premium = statistics.median(ratios)
        for key, r in members.items():
            if key[1] == "new" and _MSRP_STAND_IN.search(r["note"]) and key[0] in msrp:
                r["price"] = f"{round(msrp[key[0]] * premium):g}"
                r["note"] = (f"launch MSRP ${msrp[key[0]]:,.0f} x {premium:.2f}, the median street/MSRP ratio of "
                             f"{len(ratios)} {prefix} cards in this market (no dated street figure for this card)")


def render(rows) -> str:
    return render_csv(rows, FIELDS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prices", type=Path, default=ROOT / "data" / "prices",
                        help="folder of the sourced price tables (default: data/prices)")
    parser.add_argument("--check", action="store_true", help="fail if data/markets is out of date")
    args = parser.parse_args(argv)
    meta = json.loads((MARKETS_DIR / "markets.json").read_text(encoding="utf-8"))
    stale = []
    for market in meta["markets"]:
        text = render(build_market(market, args.prices))
        path = MARKETS_DIR / f"{market['id']}.csv"
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
