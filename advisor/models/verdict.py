"""The ``why`` answer: :class:`Verdict`, the :class:`Alternative` s it offers and, for an owner
(``why --own``), :class:`Ownership` with its memory :class:`Lever` s.
"""

from __future__ import annotations

from pydantic import Field

from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Citation, Code, Id, Reason, VerdictKind
from .cards import Speed
from .comparison import CardFacts
from .markets import MarketRef, Price
from .short import Shape


class Alternative(AnswerModel):
    """A better card at a similar price, offered by ``why``."""

    card: CardName
    price: Price
    relative_performance: float
    memory_gb: float | None
    performance_per_price: float
    note: Message | None = None
    """Why this line, when not just more memory: an owner's card added beside theirs (:mod:`advisor.owner_steps`)."""
    speed: Speed | None = None
    """The line's decode on the owner's LLM job (:mod:`advisor.owner_steps`); ``None``: the training index."""


class Lever(AnswerModel):
    """One way an owner who runs out of memory can make a job fit (``data/oom_levers.csv``).

    ``id``: the row's id (``gradient-checkpointing``…). ``lever``, ``saves``, ``cost``: what it is,
    what it saves (a formula or a published figure) and what it costs, as data messages.
    ``term``: the part of memory it cuts (``activations``, ``optimizer``, ``weights``).
    ``on_card``: the arithmetic on the owner's card where the lever sets the bytes a parameter
    costs (the largest model whose training states fit, before activations), else ``None``.
    ``source``: the row's source URL."""

    id: Id
    lever: Message
    saves: Message
    cost: Message
    term: Code
    on_card: Message | None = None
    source: Citation
    saves_gb: float | None = None
    """GB (GiB) it saves on the owner's named job (:func:`advisor.owner.lever_saving`); ``None``
    without a job."""


class Ownership(AnswerModel):
    """What ``why --own`` adds for someone who already has the card and runs out of memory.

    ``runs``: what the card runs, by the ``fits`` arithmetic (LLM sizes it runs and fine-tunes;
    the training states it holds). ``levers``: the memory levers available in the market's time
    and on this card (:class:`Lever`). ``upgrade``: whether to upgrade, as a cited reason
    (``owner.out-of-memory``). ``upgrades``: cards to upgrade to — every one with more memory than
    the card (never less), the cheapest of each memory size the rules recommend, smallest first."""

    card: CardName
    memory_gb: float | None
    runs: list[Message]
    levers: list[Lever]
    upgrade: Reason
    upgrades: list[Alternative] = Field(default_factory=empty_list)
    job: Code | None = None
    """The owner's job (:data:`advisor.jobs.JOBS`: ``cnn``, ``detector``, ``image-gen``, ``llm``…), when
    they named one: ``runs`` then answers for it first, and ``job_levers`` are its own levers."""
    job_levers: list[Reason] = Field(default_factory=empty_list)
    """The levers of the owner's job (a smaller batch for a detector, ``--medvram`` for Stable Diffusion),
    each with the page that documents it (:data:`advisor.jobs.LEVERS`); for an LLM job, ``levers``."""
    stack: Reason | None = None
    """Through what today's software runs the card, in one sentence (its last wheels, CUDA 12.8 for
    sm_120, llama.cpp's Vulkan backend on an AMD card off ROCm): said right after what it runs."""
    runs_nothing: bool = False
    """No current framework or llama.cpp backend runs the card: ``runs`` says so with the last stack that
    ran it, and gives no model sizes (issue 28 §2)."""


class Verdict(AnswerModel):
    """Answer to ``why``: the card's verdict in a market, the reasons (rule, text, source),
    its facts, and better alternatives at a similar price; ``summary`` is the verdict in a
    sentence."""

    market: MarketRef
    card: CardName
    verdict: VerdictKind
    summary: Message
    facts: CardFacts
    memory_tight: bool = False
    """A recommended card with less memory than today's market recommends (``RuleBook.memory_qualifier``,
    issue 29 C6): its label says "recommended, memory tight"."""
    reasons: list[Reason]
    alternatives: list[Alternative]
    alternatives_give_up_memory: bool = False
    """True when no card at a similar price keeps the card's memory and the alternatives shown
    have less (``memory.never-less``; a reason says what is given up). Never for a recommended
    card: a card with less memory is not offered as better than it."""
    alternatives_keep_memory: bool = False
    """True when the alternatives are the cheapest cards that keep the card's memory, whatever
    they cost (a card bought for its memory: a used Tesla, ``line.used-tesla``), not cards at a
    similar price."""
    deciding: list[Reason] = Field(default_factory=empty_list)
    """The reasons that decide the verdict (issue 28 §1): the rules' findings at the verdict's own level
    (the specific ones first: "not in the catalogue" restates the verdict, so it comes last); for a
    recommended card, the software it needs (``compat.blackwell-min``). Each is one of :attr:`reasons`;
    empty for a recommended card that needs nothing special (:func:`advisor.deciding.verdict_deciding`)."""
    keep: Reason | None = None
    """The owner's line (``owner.keep``, or the guide's own words for the card): keep it or upgrade,
    for someone who already has the card. One of :attr:`reasons`."""
    owner: Ownership | None = None
    """For an owner (``why --own``): what the card runs, the memory levers and what to upgrade to."""
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""


def verdict_label_key(v: Verdict) -> str:
    """The key of a ``why`` answer's verdict label: its verdict, ``recommended-memory-tight`` for a recommended
    card with less memory than today's market recommends (:attr:`Verdict.memory_tight`), or
    ``recommended-unpriced`` for another recommended card the market has no price for (a sound card, not a buy
    here: newuser13 #11, "RECOMMENDED … has no price" above a "better buy")."""
    if v.verdict == "recommended" and v.memory_tight:
        return "recommended-memory-tight"
    return "recommended-unpriced" if v.verdict == "recommended" and v.facts.price is None else v.verdict
