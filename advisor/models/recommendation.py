"""The ``recommend`` answer: :class:`Recommendation`, its :class:`Pick` s and the cards it skipped
(:class:`Avoided`).
"""

from __future__ import annotations

from pydantic import Field

from ..i18n import Message, empty_list
from .base import (
    AnswerModel,
    AvoidedVerdict,
    CardName,
    Code,
    Id,
    Note,
    PerformanceKind,
    PickRole,
    Reason,
    _without_card,
    card_named,
)
from .cards import Speed
from .fit import OffloadPlan
from .markets import Budget, MarketRef, Price
from .short import Shape


class Pick(AnswerModel):
    """One recommended card with its price, speed and value.

    ``performance_per_price`` = relative performance per 1,000 units of the market currency
    (``value.perf-per-price``); with ``gpus`` > 1 the ``total_cost`` adds the platform cost
    where the market has one (``value.platform-cost``). ``role`` says why the card is listed
    (:data:`PickRole`); front ends title a pick from it, never from its position.
    ``performance_source`` says where the training index comes from (``None`` for a machine that
    has none). ``speed`` is the one figure that fits the job (training index or decode tokens/s);
    ``performance_per_price`` is that figure per 1,000 units of the market currency of the
    configuration's ``total_cost``. ``job_memory_gb`` is the memory the job can use in the
    configuration: ``gpus`` x each card's VRAM (a layer split pools it), a system's GPU share.
    """

    card: CardName
    role: PickRole
    price: Price
    relative_performance: float | None
    performance_kind: PerformanceKind | None
    performance_source: Message | None
    memory_gb: float | None
    bandwidth_gb_s: float | None
    performance_per_price: float
    gpus: int = 1
    total_cost: float
    reasons: list[Reason] = Field(default_factory=empty_list)
    speed: Speed | None = None
    job_memory_gb: float | None = None
    label: Message | None = None
    """The route's words for its ranking line (issue 29 §1: "CUDA card for the budget", "capacity: unified
    memory, slow prompts", "tinkerer's option…"); ``None``: the role's words."""
    route: Code | None = None
    """The road the pick stands on for LLM work (:mod:`advisor.routes`: ``cuda``, ``unified``, ``tinkerer``,
    ``non-cuda``); ``None`` outside LLM answers."""


class Avoided(AnswerModel):
    """A card within budget that was skipped, and the rule why (``message``). ``verdict`` is the
    rules' verdict on the card: ``not_recommended`` (avoid it) or ``situational`` (right only in
    some cases, e.g. a used 12 GB Maxwell card under ``tier.used-12gb``); front ends list the two
    apart."""

    card: CardName
    rule_id: Id
    message: Message
    verdict: AvoidedVerdict = "not_recommended"
    price: Price | None = None

    @property
    def names_card(self) -> bool:
        """Whether the sentence names this card itself (a card parameter, at any depth); when it
        does not (a rule's own text, e.g. CN19's buying advice), front ends put the name before it."""
        return card_named(self.message, self.card)

    @property
    def shape(self) -> str:
        """The sentence with this card's name taken out (key and parameters, hashable): cards
        skipped for the same reason in the same words share one entry in a front end."""
        return _without_card(self.message, self.card).identity


class Recommendation(AnswerModel):
    """Answer to ``recommend``: ranked picks within budget, an optional stretch pick,
    skipped cards with their rule, and notes (multi-GPU, market date, estimates);
    ``ranking`` says how the picks were ranked."""

    market: MarketRef
    budget: Budget
    use_case: Code
    gpus: int
    min_memory_gb: float
    ranking: Message
    picks: list[Pick]
    stretch: Pick | None = None
    avoided: list[Avoided] = Field(default_factory=empty_list)
    notes: list[Note] = Field(default_factory=empty_list)
    offload: OffloadPlan | None = None
    """An MoE model no way within the budget holds whole, run with its experts in system RAM on a card
    the budget buys (:func:`advisor.offload_budget.with_offload`); ``None`` otherwise."""
    offload_ways: list[OffloadPlan] = Field(default_factory=empty_list)
    """With the system RAM said holding the experts (``offload.owned``): the cards within the budget that run the
    model so, fastest first, each faster than every cheaper one (fix63a #2: a ranking, not one card); empty
    otherwise."""
    headroom: Message | None = None
    """Why the first pick leads on memory, not speed (:mod:`advisor.recommend.headroom`, issue 28 P01/N12): the
    memory (or precision) it holds against the faster card's; said in the headline. ``None``: the first pick is the
    ranking's own."""
    stepped: list[Message] = Field(default_factory=empty_list)
    """A fine-tuning no card within the budget holds, ranked for its next cheaper way instead: [the way asked,
    the way taken], each its model, task, precision and need (:func:`advisor.cheaper_task.with_cheaper_task`);
    empty otherwise."""
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""
