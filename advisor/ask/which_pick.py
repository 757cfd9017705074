"""Which of two compared cards to get, said first (break19 #11): "laptop with 4060 or desktop 3060, ~1200" then "which
should I get?" repeated the comparison with no verdict. A comparison asked which to get ("which should I get?", "which
one should I buy", "买哪个") leads with the pick and why, from the comparison's own figures:

- cards about as fast (within :data:`SAME_SPEED`) and one with more memory: that one (memory decides what runs at all:
  the guides' ``memory.first`` kind of reason);
- else the better value where the comparison has one (speed per price, ``value.perf-per-dollar``);
- else the faster card.

The comparison follows unchanged, its read-as line after the pick. Pure: :func:`which_first` returns the question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Quantity, msg
from ..models import Comparison
from ..wording import card_param, gb

if TYPE_CHECKING:
    from .models import Question

WHICH = re.compile(r"(?<![a-z])which\s+(?:one\s+|card\s+|gpu\s+|of\s+(?:them|the\s+two)\s+)?(?:should|would|do|shall)"
                   r"\s+(?:i|you)\s+(?:get|buy|pick|choose|take|go\s+for)|(?<![a-z])which\s+(?:one\s+)?to\s+(?:get|buy|"
                   r"pick|choose)|^\W*(?:so|ok(?:ay)?|and|then|well)?\W*which(?:\s+(?:one|card|gpu|of\s+(?:them|the\s+(?:two|"
                   r"three))))?(?:\s+(?:then|now|is\s+it|would\s+you\s+(?:pick|get|take)|for\s+me|do\s+you\s+"
                   r"recommend))?\W*(?:\([^()]*\)\W*)?$|买哪|買哪|选哪|選哪|该买哪|該買哪|入哪")
"""A question asking which of the cards to get, in English and Chinese; a bare "which one?" after a comparison is that
question too (break23 #11: it repeated the comparison), with the generator a follow-up keeps after it ("which one?
(flux 2)")."""
SAME_SPEED = 1.10
"""Speeds within 10 % are about the same: memory decides between them."""


def which_pick(answer: Comparison) -> Message | None:
    """"Take GeForce RTX 3060 12 GB: about as fast (within 3 %), with 12 GB against 8 GB." for a comparison of two
    single cards (module docstring); ``None`` for a card compared with itself or several of a card."""
    if answer.same_card or len(answer.cards) != 2 or answer.counts != [1, 1]:
        return None
    a, b = answer.cards
    mem = {c.card: c.memory_gb or 0.0 for c in (a, b)}
    if answer.speedup < SAME_SPEED and mem[a.card] != mem[b.card]:
        pick, other = (a, b) if mem[a.card] > mem[b.card] else (b, a)
        return msg("ask.which.memory", "Take {card}: about as fast (within {gap}), with {memory} against {other}.",
                   card=card_param(pick.card), gap=Quantity(value=round((answer.speedup - 1.0) * 100), unit="%"),
                   memory=gb(mem[pick.card]), other=gb(mem[other.card]))
    if answer.better_value is not None:
        return msg("ask.which.value", "Take {card}: the better value, more speed for its price.",
                   card=card_param(answer.better_value))
    if answer.faster is not None:
        return msg("ask.which.faster", "Take {card}: about {speedup} as fast.", card=card_param(answer.faster),
                   speedup=Quantity(value=answer.speedup, unit="x", digits=1))  # "3.3x", never "3.3xx" (break35 #17)
    return None


def which_first(q: Question) -> Question:
    """``q`` with the pick first (:func:`which_pick`) when it asks which of two compared cards to get, its read-as
    line after it; ``q`` unchanged otherwise."""
    if not isinstance(q.answer, Comparison) or q.reply is None or not WHICH.search(q.text.lower()):
        return q
    pick = which_pick(q.answer)
    if pick is None:
        return q
    return q.model_copy(update={"reply": pick, "read_as_line": q.reply})


__all__ = ["SAME_SPEED", "WHICH", "which_first", "which_pick"]
