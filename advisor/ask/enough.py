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

from typing import TYPE_CHECKING

from .. import jobs
from ..i18n import Message, Number, Quantity, msg
from ..recommend.picks import training_speed
from ..vendors import runs_nothing
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ENOUGH = ("enough", "sufficient", "够", "夠")
"""Words that ask whether the hardware is enough (``words.toml`` ``memory_question``'s own)."""
DROPPED = frozenset({"ask.owned-less-memory"})
"""Deciding lines the answer first says better: "your card has less than the other" is its premise."""


def enough_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a comparison for an owner, the owner's card first) with the yes or no to "would the other card
    be enough?" as its headline (module docstring); unchanged for any other question."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if (shape is None or read_as.command != "compare" or not read_as.own or len(read_as.cards) != 2
            or (read_as.counts and read_as.counts != [1, 1]) or not any(w in low for w in ENOUGH)):
        return answer
    m = answer.market.id if getattr(answer, "market", None) is not None else None
    market = advisor.catalog.market(m)
    owned, other = (advisor.card(name) for name in read_as.cards)
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
        room: Message = msg("ask.enough.yes", "Enough? Yes, for what ran out on your {owned}: {card} has {memory} to "
                            "its {have}, {free} free after CUDA against {free_have}", free=free, free_have=free_have,
                            **params)
        if have > jobs.OVERHEAD_GB:  # the batch grows with the free memory (jobs.batch_that_fits' scaling)
            room = msg("ask.enough.yes.batch", "{room}: about {times:.0f}x the batch that fit", room=room,
                       times=Number(value=(more - jobs.OVERHEAD_GB) // (have - jobs.OVERHEAD_GB)))
        if pace is not None and speed is not None and mine is not None and mine.value > 0:
            room = msg("ask.enough.yes.pace", "{room}; it trains {pace}, at {times:.1f}x your card's speed", room=room,
                       pace=pace, times=Number(value=speed.value / mine.value))
        head = msg("ask.enough.end", "{sentence}.", sentence=room)
    decides = [c for c in shape.decides if c.message.key not in DROPPED]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})
