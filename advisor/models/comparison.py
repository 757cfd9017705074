"""The ``compare`` answer: :class:`Comparison` and each side's :class:`CardFacts` (also the facts of a
``why`` answer).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Code, DateText, PerformanceKind, Reason
from .cards import Speed
from .markets import MarketRef, Price
from .short import Shape


class CardFacts(AnswerModel):
    """One side of a comparison: the specs a user compares (``spec.params``), its price in
    the market (``None`` when the market has none) and its relative performance."""

    card: CardName
    line: Code
    architecture: Code | None
    cuda_cores: int | None
    tensor_cores: int | None
    memory_bus_bits: int | None
    bandwidth_gb_s: float | None
    memory_gb: float | None
    tdp_w: int | None
    compute_capability: Code | None
    release_date: DateText | None
    price: Price | None
    relative_performance: float | None
    performance_kind: PerformanceKind | None
    performance_source: Message | None
    performance_per_price: float | None
    manufacturer: Code | None = None
    shading_units: int | None = None
    speed: Speed | None = None
    """The job's speed figure where it is not the training index (an LLM comparison's decode tokens/s);
    ``performance_per_price`` is then that figure per 1,000 units of the market currency."""
    last_price: Price | None = None
    """The card's last price when it has no current one (``price`` is then ``None``): a launch MSRP
    older than the market's ``msrp_pick_months`` (``estimate_kind`` ``launch-msrp-stale``) is not
    shown as the price; answers say "no current price" and this price's date (issue 17 §5)."""


class Comparison(AnswerModel):
    """Answer to ``compare``: both cards side by side, which is faster and by how much
    (``speedup`` = faster ÷ slower, ≥ 1), which is better value, and the rules behind it;
    ``summary`` is the verdict in a sentence."""

    market: MarketRef
    summary: Message
    cards: list[CardFacts]
    same_card: bool
    faster: CardName | None
    speedup: float
    better_value: CardName | None
    reasons: list[Reason]
    measure: Literal["training", "decode"] = "training"
    """What ``speedup`` compares: training throughput, or LLM decode tokens/s."""
    counts: list[int] = Field(default_factory=lambda: [1, 1])
    """How many of each card the sides are (``compare '2x 1080' '1080 ti'``: ``[2, 1]``); with more
    than one, ``faster``/``speedup``/``better_value`` weigh the sides' data-parallel speed and total
    price (:mod:`advisor.several`)."""
    side_speeds: list[Speed | None] = Field(default_factory=empty_list)
    """With several of a card (``counts``): each side's speed, in ``cards``' order — one data-parallel
    training job on all its cards (training), or the layer split's decode tokens/s on the model both
    sides hold (decode); ``None`` where a side has no figure. Empty for one of each."""
    deciding: list[Reason] = Field(default_factory=empty_list)
    """The reasons that decide which card to take (issue 28 §1), each one of :attr:`reasons`: why the
    rules hold back on a side (its findings at its verdict's level), whether today's software still
    runs a side, and the memory the better value gives up (:func:`advisor.compare.deciding`)."""
    side_totals: list[float | None] = Field(default_factory=empty_list)
    """Several of a card: what each side costs in all (market currency), with the board and power
    supply several cards need beyond a one-card PC (``value.platform-cost``); empty for one of each."""
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""
