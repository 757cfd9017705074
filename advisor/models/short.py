"""The short form every answer carries (issue 18): :class:`Shape` — a headline, a ranking of
:class:`RankLine` s and the :class:`Caveat` s that would change the decision
(computed by :mod:`advisor.shape`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Code, Id, VerdictKind
from .cards import Speed
from .markets import Price

Role = Literal["best", "runner-up", "value", "memory", "stretch", "cheapest", "faster", "slower", "asked",
               "alternative", "alone", "split", "upgrade", "rig", "runs", "serves"]
"""Why a card is on a :class:`RankLine`: a pick's role (:data:`PickRole`), a compared card
(``faster``/``slower``), the card ``why`` was asked about and its ``alternative`` s (an owner's
``upgrade`` s, more memory), a ``fits``
card that holds the model ``alone`` or a ``split`` across several GPUs."""


class RankLine(AnswerModel):
    """One line of an answer's ranking (issue 18): the card, its price and condition (``gpus``
    cards, ``total`` in all), memory (GB; ``job_memory_gb`` pooled over the GPUs), the one speed
    figure that fits the job (training relative to the market's reference card, or decode
    tokens/s) and a reason of a few words (``reason``). ``verdict`` is the rules' verdict on the
    card where it is not simply recommended."""

    card: CardName
    role: Role
    price: Price | None = None
    gpus: int = 1
    total: float | None = None
    memory_gb: float | None = None
    job_memory_gb: float | None = None
    speed: Speed | None = None
    reason: Message | None = None
    verdict: VerdictKind | None = None
    adds: int | None = None
    """An owner's upgrade (issue 28 §3): the cards this line adds to the ones the owner has; ``total``
    then prices those cards only (:func:`advisor.upgrade.owner_upgrades`)."""
    rest_of_pc: bool = False
    """Whether ``total`` counts the rest of a whole PC beside the cards (a side of cards weighed against a whole
    computer, :func:`advisor.several._whole_machine`), not the board and supply several cards need beyond a
    one-card PC (:func:`advisor.upgrade.platform_words`)."""
    platform_board: Code | None = None
    """The board of the platform ``total`` counts beside the cards, as its ``data/platforms.csv`` row's source names
    it ("B550", "X670E"), with ``platform_supply_w`` its supply (W; ``platform_supplies`` of them): said on the line
    so two platform figures are explained (:mod:`advisor.platform_said`); ``None``: not named."""
    platform_supply_w: int | None = None
    platform_supplies: int = 1
    platform_count: int = 1
    """How many such platforms ``total`` counts (2 for 8 x RTX 4090 on 4-card EPYC boards: fix64a, grade87 F19 read
    "the board and 2 supplies" for two machines)."""
    last_price: Price | None = None
    """The card's last price when it has no current one (``price`` is ``None``: a launch MSRP too old
    to stand for today's, issue 17 §5): front ends say "no current price" and its date."""


class Caveat(AnswerModel):
    """A sentence that would change the decision, said in the short form (issue 18): the rule it
    cites, the sentence, and its ``weight`` (what it changes for this question: 3 and more is a
    caveat; :mod:`advisor.shape` says how it is computed)."""

    rule_id: Id
    message: Message
    weight: float
    card: CardName | None = None
    """The card the sentence is about when the sentence does not name it (front ends say it first)."""


Asked = Literal["buy", "own", "supported", "runs", "largest", "faster", "serve", "overkill", "rent"]
"""The question an answer answers (issue 28 §1): should I *buy* it, I *own* it (keep, upgrade, what
does it run for my job), is it *supported*, will a model *run* or fine-tune, what is the *largest* my
hardware runs, which is *faster* for this job, can it *serve* users, is it *overkill* for a use (the answer is
the card against what the use needs, with no buying verdict before it: "RECOMMENDED — yes, overkill" said both),
is it cheaper to *rent* (renting against buying for the use said: "RECOMMENDED — renting costs less" said both)."""
UNLABELLED: tuple[Asked, ...] = ("overkill", "rent", "supported")  # "supported": a tool asked of it (fix69b)
"""The questions whose answer is said with no buying verdict before it (the card alone leads)."""


class Shape(AnswerModel):
    """The short form of an answer (issue 18), computed from its messages by
    :func:`advisor.shape.shape_of`: a ``headline`` answering the question in one sentence, the
    ``ranking`` (3 to 5 lines), at most three ``caveats`` chosen by weight, ``reading`` (how the
    question was read), and ``unit``, what the
    speed figures of the ranking mean, said once. Everything else (every rule, skipped card, note
    and source) is the answer's *details*: its other fields; ``details`` counts the sentences left
    to them (after duplicates are dropped)."""

    headline: Message
    asked: Asked = "buy"
    """The question the answer answers (:data:`Asked`): it chooses what decides it."""
    decides: list[Caveat] = Field(default_factory=empty_list)
    """The facts that decide the answer to :attr:`asked`, said right after the headline and never left
    out for room (a front end leaves out caveats and then ranking lines first): the reason a card is not
    recommended (CUDA 12.0 dropped it, not on the ROCm list, discontinued), the software it needs
    (CUDA 12.8 for sm_120), whether the owner's job fits. Chosen from the answer's own reasons by the
    question (:mod:`advisor.deciding`), never by a fixed weight per rule."""
    reading: list[Message] = Field(default_factory=empty_list)
    """How the question was read (the budget's currency and conversion, a name that fits several
    cards, a server's own prices): said with the headline, never left out."""
    ranking: list[RankLine] = Field(default_factory=empty_list)
    caveats: list[Caveat] = Field(default_factory=empty_list)
    unit: Message | None = None
    details: int = 0
