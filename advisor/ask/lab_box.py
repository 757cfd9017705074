"""A lab's budget (fix75c #2, #3, issues 27/28): "our lab of 4 students has a 5k budget" was split into four seats
(4 × RTX 3080 Ti, each in a PC of its own), and "… budget 10k" topped out at one 2,015 USD card a seat. A lab
(research group, 实验室, 课题组) usually does better with one shared machine with the most memory — two cards in one
box (a layer split pools their memory, a job queue shares it) — or cloud credits; a card each only when every
student's job fits one card. So a small lab (up to :data:`SHARED_MAX` people, none said to fine-tune each) is led by
the whole budget's two-card box (the ``recommend`` ranking at ``gpus`` 2, its board and supply priced), and the trade
is said in a line: the box, the cloud, and the seat plan with the memory each student would have. A class of students
(no lab said), a larger lab and a lab whose people each fine-tune keep their seats. Pure but for the re-ranking the
caller passes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Money, msg
from ..models import Caveat
from ..wording import card_param, gb

TRAINED = frozenset({"lora", "qlora", "full-finetune"})
"""The tasks each person of a lab does on a card of their own (fine-tuning): seats, never one box (fix55)."""

LAB = re.compile(r"(?<![a-z])(?:labs?|laborator(?:y|ies)|research\s+(?:group|team)|our\s+group|phd\s+group)(?![a-z])|"
                 r"实验室|實驗室|课题组|課題組|研究组|研究組")
"""Words of a lab sharing the budget (not a class: a class's students each need a seat)."""
SHARED_MAX = 6
"""The most people one shared two-card box serves (three a card, queuing jobs): a larger lab keeps the seat plan
(:mod:`advisor.ask.seats`: a card each, or one a group), as does a lab whose people each train (fix55)."""
BOX_GPUS = 2
"""The cards of the shared box weighed: two in one PC, the most a consumer board runs at full speed
(``advisor.thresholds.GPUS_PER_PLATFORM`` boards, the ``value.platform-cost`` pricing)."""


def lab_box(text: str, read_as: Any, seats: Any, again: Callable[[Any], Any], cards: int) -> Any:
    """``seats`` (the seat plan's answer: ``cards`` cards, one a seat) replaced by the shared box at the whole budget
    when ``text`` says a lab (:data:`LAB`), headed by the trade (module docstring); ``seats`` as it is otherwise, or
    when no two-card box is within the budget."""
    if (LAB.search(text.lower()) is None or read_as.budget is None or seats.shape is None or not seats.picks
            or (read_as.users or 0) > SHARED_MAX or read_as.task in TRAINED):
        return seats
    try:
        box = again(read_as.model_copy(update={"gpus": BOX_GPUS}))
    except AdvisorError:
        return seats
    picks = getattr(box, "picks", None)
    if not picks or box.shape is None or (picks[0].gpus or 1) < BOX_GPUS:
        return seats
    first, seat = picks[0], seats.picks[0]
    said = msg("ask.lab.box", "For a lab, one shared machine with the most memory usually beats {cards} small cards: "
               "{budget} buys {gpus} × {card} in one box ({memory} each, {total} in all with the board and supply), "
               "which everyone queues jobs on and a large model splits across — or spend it on cloud credits. "
               "{cards} × {seat} ({seat_memory} each), one a student, only if every student's job fits one card.",
               cards=cards, budget=Money(amount=read_as.budget.amount, currency=read_as.budget.currency),
               gpus=first.gpus, card=card_param(first.card), memory=gb(first.memory_gb or 0),
               total=Money(amount=first.total_cost, currency=first.price.currency), seat=card_param(seat.card),
               seat_memory=gb(seat.memory_gb or 0))
    fact = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=said)
    return box.model_copy(update={"shape": box.shape.model_copy(update={"decides": [fact, *box.shape.decides]})})


__all__ = ["LAB", "lab_box"]
