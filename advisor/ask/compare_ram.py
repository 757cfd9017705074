"""Two cards weighed for a model with the system RAM said (issue 27 §3, break25 #20): "would a 3090 or a 4090 with
64gb ram run 70b?" is a comparison of the two cards, and the RAM said is weighed too — for each card, what ``fits``
says of the model on it with that RAM (the layers llama.cpp keeps in system RAM and the speed left), said first.
Never a rig of both cards. Used by :func:`advisor.ask.answer.concerned`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..asked_rig import not_owned
from ..commands import BY_NAME
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..kinds import Given
from ..models import Caveat

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def ram_weighed(advisor: Advisor, read_as: ReadAs, answer):
    """``answer`` (a comparison of two cards for a model, with system RAM said) with each card's fit with that RAM
    leading its short form; ``answer`` unchanged for any other reading."""
    shape = getattr(answer, "shape", None)
    if read_as.command != "compare" or read_as.ram_gb is None or read_as.model is None or shape is None or (
            len(read_as.cards) != 2):
        return answer
    spec = BY_NAME["fits"]
    counts = read_as.counts or [1, 1]
    lines = []
    for card, count in zip(read_as.cards, counts, strict=False):
        asked = read_as.model_copy(update={"command": "fits", "cards": [card], "gpus": count, "counts": None,
                                           "own": False, "offer": None, "card_offers": None, "memory_gb": None})
        try:
            fit = not_owned(spec.call(advisor, spec.arguments(spec.question(asked), Given(
                advisor, market=read_as.market))))
        except AdvisorError:
            return answer
        head = getattr(getattr(fit, "shape", None), "headline", None)
        if head is None:
            return answer
        lines.append(Caveat(rule_id="ask.ram-weighed", message=head, weight=DECIDING_WEIGHT))  # it names the card
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*lines, *shape.decides]})})
