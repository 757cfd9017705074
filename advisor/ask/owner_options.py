"""An owner's fit without ways to buy less memory than the owner's cards hold (from :mod:`advisor.ask.answer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def no_smaller_card(advisor: Advisor, read_as: ReadAs, answer, owned: bool = False):
    """An owner's fit without the "for less" lines (``shape.fit.option``) whose cheaper way their own card holds
    already: "Q3_K_M instead of F16 — GeForce RTX 3060 Ti, 212 USD" to a 3060 12 GB owner, "QLoRA … — Tesla T4" to a
    4090 owner (graded U19, F13: a purchase of less memory than theirs); ``answer`` itself when there is none."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.command != "fits" or not read_as.cards or not (owned or read_as.own):
        return answer
    try:
        cards = [advisor.card(c) for c in read_as.cards]
        have = sum((card.llm_memory_gb or card.memory_gb or 0.0) * n
                   for card, n in zip(cards, read_as.counts or [1] * len(cards), strict=False))
    except AdvisorError:
        return answer

    def sells_less(c) -> bool:
        total = c.message.params.get("total")
        return c.message.key == "shape.fit.option" and total is not None and float(total.value) <= have

    caveats = [c for c in shape.caveats if not sells_less(c)]
    decides = [c for c in shape.decides if not sells_less(c)]
    if len(caveats) == len(shape.caveats) and len(decides) == len(shape.decides):
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"caveats": caveats, "decides": decides})})
