"""An owner's training run out of memory on a card under the research floor, with no model named ("training runs out
of memory on my GTX1060 even at batch size 8, which GPU did you use?", "my 1660 Ti 6GB runs out of memory on this
line-detection model, what GPU do I need?"): graded U03 and U28 were told a general ladder of what 6 GB runs (SDXL,
ResNet-50, LLMs) and never the fact that decides it — code from papers is written on research cards, the floor the
rules keep for research (``cv-research``'s memory floor and its reason, ``data/use_cases.csv``), which the card is
under. Said as the headline (the card's general ladder goes to the details), with the lever for today and the
memory that holds it. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from ..kinds import find_job
from ..models import Caveat
from ..wording import gb
from . import cues
from .vocabulary import vocabulary

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

INFERENCE = re.compile(r"(?<![a-z])(?:inference|infer|predict\w*|deploy\w*|serv(?:e|ing))(?![a-z])|推理|部署")
"""Words of a run that is no training (its out-of-memory is an inference one)."""

RESEARCH = "cv-research"
"""The use case whose memory floor research code is sized by (the guides' research tier)."""


def oom_below_floor(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (an owner's verdict on one card, ``why --own``) headed by the research floor the card is under
    (module docstring) when ``text`` reports running out of memory in training and names no model; any other
    answer as it is."""
    shape = getattr(answer, "shape", None)
    if (shape is None or read_as.command != "why" or not read_as.own or len(read_as.cards) != 1
            or read_as.model is not None or read_as.use_case not in (None, "general", RESEARCH)):
        return answer
    low = text.lower()
    if not vocabulary().intents["oom"].search(low) or not cues.TRAINING_SAID.search(low) or INFERENCE.search(low):
        return answer  # an inference run's out-of-memory has its own levers (advisor.ask.answer's owner kinds)
    if find_job(text) is not None:  # "training a cnn": the job's own batch on the card answers it (advisor.jobs)
        return answer
    card = advisor.catalog.card(read_as.cards[0])
    market = advisor.catalog.market(read_as.market)
    floor, why = advisor.rules.memory_floor(RESEARCH, market)
    memory = (card.memory_gb if card is not None else None) or 0.0
    if card is None or not floor or memory >= floor:
        return answer
    said = msg("ask.oom-floor", "Out of memory in training on {memory}: research code is usually written for {floor} "
               "or more ({source}), so halve the batch and accumulate gradients, or get {floor}.", memory=gb(memory),
               floor=gb(floor), source=why.source)
    moved = Caveat(rule_id="memory.by-task", weight=0.0, message=shape.headline)  # the card's general ladder: Details
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": said,
                                                                       "caveats": [*shape.caveats, moved]})})


__all__ = ["RESEARCH", "oom_below_floor"]
