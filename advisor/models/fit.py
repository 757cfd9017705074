"""The ``fits`` answer: :class:`Fit` — the model sized (:class:`FitModel`), its memory
(:class:`FitMemory`), the ways to hold it (:class:`FitCard`), cheaper ways (:class:`FitOption`)
and an MoE offload plan (:class:`OffloadPlan`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Code, DataNote, Reason, VerdictKind
from .cards import DecodeSpeed
from .markets import MarketRef, Price
from .owned import RigFit, Serving
from .short import Shape


class FitModel(AnswerModel):
    """The model a :class:`Fit` sized: ``kind`` ``table`` (a row of ``data/models.csv``, with
    its source) or ``size`` (a bare parameter count whose shape is interpolated, ``shape`` says how);
    ``context_max`` is the model's window in tokens (``None`` for a bare size)."""

    name: CardName
    params_b: float
    active_params_b: float | None = None
    """An MoE's parameters read per token (``None``: a dense model)."""
    kind: Literal["table", "size"] = "table"
    layers: int | None = None
    kv_heads: float | None = None
    head_dim: int | None = None
    context_max: int | None = None
    source: DataNote = ""
    """The model's row's source as ``data/models.csv`` writes it (repositories, files and the table's
    details about them): in JSON for whoever checks the figures; answers cite the table."""
    shape: Message | None = None
    """For a bare size: how its shape was found (interpolated between which table rows)."""


class FitMemory(AnswerModel):
    """The memory breakdown of a :class:`Fit`, in GB (GiB, the unit card memory is quoted in).
    ``weights_gb`` is the model's own weights; ``adapters_gb`` the LoRA/QLoRA adapters trained on
    top of them (0 for inference and full fine-tuning)."""

    weights_gb: float
    adapters_gb: float = 0.0
    kv_cache_gb: float
    activations_gb: float
    gradients_gb: float
    optimizer_gb: float
    overhead_gb: float
    total_gb: float


class FitCard(AnswerModel):
    """A way to hold the model on the market's cards: ``count`` 1 means the card holds it
    alone; more means the layers are split across that many GPUs, ``per_gpu_gb`` on each.
    ``price`` is one card's cheapest price (``None`` when unpriced), ``total_price`` for all with
    ``platform_price``, the multi-GPU platform a split of that many cards needs (``value.platform-cost``), whose
    supply is ``platform_supply_w`` (W; ``None``: no priced platform row), ``platform_supplies`` of them (2 where no one
    unit sold carries the cards: break28 #11);
    ``verdict`` is the rules' verdict on the card for an LLM job that uses its memory."""

    card: CardName
    count: int
    memory_gb: float
    per_gpu_gb: float
    price: Price | None = None
    total_price: float | None = None
    platform_price: float = 0.0
    platform_supply_w: int | None = None
    platform_priced_w: int | None = None  # the smaller unit the price pays for (rigs.priced_unit; fix33b)
    platform_supplies: int = 1
    verdict: VerdictKind = "recommended"
    tight: bool = False
    """Less than :data:`~advisor.thresholds.HEADROOM_GB` free on a card beyond the job's need: it may
    not fit (listed after the roomy ways, never proposed as the cheapest way)."""
    server_module: bool = False
    """An SXM/OAM module (``line.server-module``): it mounts only on a server's baseboard, never in a PC."""
    speed: DecodeSpeed | None = None
    """Inference: batch-1 decode tokens/s of the job on this configuration (measured where a
    published row exists, else estimated; ``speed.kind`` says which). ``None`` for fine-tuning, or
    without a bandwidth to estimate from."""
    tok_s_per_1000: float | None = None
    """``speed`` per 1,000 units of the market currency of ``total_price`` (decode per price)."""
    route: Code = "cuda"
    """The road it stands on (:mod:`advisor.routes`): ``cuda``, ``unified``, ``tinkerer`` or ``non-cuda``."""
    label: Code | None = None
    """The road's words for this card (:func:`advisor.routes.label_key`: "passive" only of a data-centre card,
    "old CUDA" only past today's stack); ``None``: the route's own."""
    takes: bool = True
    """Whether the rules take the card for this LLM job (recommended, or their caveats do not hold for
    running or tuning a model: ``data/llm_inference_ok.csv``)."""
    wired_limit_raised: bool = False
    """A Mac that holds the job only with its GPU's wired-memory limit raised (``sudo sysctl
    iogpu.wired_limit_mb``, ``data/memory_reserve.csv``): ``memory_gb`` is that raised share."""
    trains: bool = True
    """Whether the job's software runs there: always for inference; for fine-tuning, where the CUDA
    stack runs (``data/llm_routes.csv``: a Mac or a Strix Halo box is an inference machine)."""


class OffloadPlan(AnswerModel):
    """An MoE model run with its routed experts in system RAM (llama.cpp ``--n-cpu-moe`` /
    ``--cpu-moe``) and the rest (attention, shared experts, embeddings, KV cache) on one card
    (:mod:`advisor.offload`). ``gpu_gb`` is what the card holds (GB = GiB), ``ram_gb`` the system
    RAM the experts need (plus the OS's share, ``ram_total_gb``: what to buy), ``ram_bandwidth_gb_s``
    the assumed system memory bandwidth; ``speed`` the estimated decode tokens/s (always
    ``estimated``), ``error`` the relative error range of the estimate on the measured rows of
    ``data/performance/moe_offload.csv``. ``flag`` is the llama.cpp option to use."""

    card: CardName
    memory_gb: float
    gpu_gb: float
    ram_gb: float
    ram_total_gb: float
    ram_bandwidth_gb_s: float
    price: Price | None = None
    speed: DecodeSpeed
    error: float
    flag: Code = "--cpu-moe"
    message: Message
    server: bool = False
    """The experts need more RAM than a desktop takes: a workstation or server platform (eight DDR5
    channels a socket) holds them (``ram_bandwidth_gb_s`` is its)."""
    quant: Code | None = None
    """The GGUF file the speed is for ("Q4_K_M"), where a ranking line says it (fix63a); ``None``: not said."""
    owned: bool = False
    """The system RAM the buyer said holds the experts (fix62g): ``ram_total_gb`` is that RAM, had, not to buy, and
    the card is the fastest within the budget, not the cheapest."""


class FitOption(AnswerModel):
    """A cheaper way to make the model fit: what changes (``change``), the new total (GB) and
    the cheapest card that then holds it alone."""

    change: Message
    task: Code
    precision: Code
    context_tokens: int
    total_gb: float
    card: CardName
    price: Price


class Fit(AnswerModel):
    """Answer to ``fits``: the memory a model needs for a task (breakdown in GB, each term's
    formula and source in ``reasons``), the market's cards that hold it (alone first, cheapest
    first; then splits across GPUs) and cheaper ways to make it fit; ``summary`` says it in a
    sentence."""

    market: MarketRef
    model: FitModel
    task: Code
    precision: Code
    context_tokens: int
    batch: int
    memory: FitMemory
    cards: list[FitCard]
    options: list[FitOption] = Field(default_factory=empty_list)
    cheapest: FitCard | None = None
    """The cheapest way that really works (:func:`advisor.fits.works`): a configuration of ``cards`` the
    rules take for the job, on a CUDA card or a unified-memory machine whose software runs the job, not
    tight, not a server module, priced (``None`` when there is none)."""
    best_value: FitCard | None = None
    """Inference: the working configuration with the most decode tokens/s per price."""
    offload: OffloadPlan | None = None
    """An MoE model: its experts in system RAM and the rest on one card, when no card the rules
    recommend holds it alone with room."""
    summary: Message
    reasons: list[Reason]
    rig: RigFit | None = None
    """The owner's own cards and RAM (``fits --card … --ram``), checked as one rig: fits or not, split,
    offload, tokens/s (issue 28 §3); never priced."""
    beside: list[FitCard] = Field(default_factory=empty_list)
    """Ways to hold the job with the owner's one card kept (break 9 #10: a 4090 owner offered a new pair of
    3090s): ``count`` cards of ``card`` added beside theirs, the layers split, ``speed`` the rig's; one per split
    of ``cards`` that the owner's card can take a place in (:func:`advisor.owned_adds.beside_ways`)."""
    serving: Serving | None = None
    """The job served to many users (``fits --users N``): batched throughput per configuration (issue 28 §5)."""
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""
