"""How many cards and how much system RAM, asked of a training job one card answers (judge30: "YOLOv8 on a 4K
dataset: if I buy a 3080 12 GB, how many GPUs and how much RAM?" was read as an LLM's fit, then left both asks
unanswered beside the detector's batch).

A detector or a CNN (:data:`advisor.jobs.BATCH_JOBS`) trains on one card: the batch the card holds is the answer's
lead (:func:`advisor.jobs.batch_job`), and a second card only shortens the time (Ultralytics' ``device=0,1`` runs
DDP: https://docs.ultralytics.com/modes/train/#multi-gpu-training). System RAM: at least as much as the card's memory
(Tim Dettmers, "A Full Hardware Guide to Deep Learning", RAM section: https://timdettmers.com/2018/12/16/deep-learning-
hardware-guide/ — "at least the amount of RAM that matches your biggest GPU"); caching the decoded images in RAM
(Ultralytics ``cache=ram``, same page's train settings) needs more. Pure but for the card's memory read from the
catalogue."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Card, Quantity, msg
from ..jobs import BATCH_JOBS
from ..models import Caveat
from ..shape_limits import CAVEAT_WEIGHT
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

RAM_ASKED = re.compile(r"(?<![a-z])(?:how\s+much|what|which|enough)\s+(?:system\s+)?"
                       r"(?:ram|memory\s+ram|system\s+memory)(?![a-z])|(?<![a-z])(?:ram|system\s+memory)\s+(?:do|would|will|should)\s+(?:i|we)\s+need|"
                       r"(?:多少|多大|几|幾)\s*(?:g\s*)?(?:的)?\s*(?:内存|內存)|(?:内存|內存)\s*(?:要|需要|多少|多大|够|夠)")
"""System RAM asked ("how much RAM", "what RAM do I need", "内存要多少"): never the card's memory (显存)."""


def job_count_said(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (one card's answer for a batch training job, ``read_as.job`` in :data:`BATCH_JOBS`) with how many
    cards it takes and the system RAM beside it among its deciding facts, each only when asked (:data:`cues.
    COUNT_ASKED`, :data:`RAM_ASKED`); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    job = read_as.job
    if shape is None or job not in BATCH_JOBS or len(read_as.cards) != 1 or read_as.model is not None:
        return answer
    low = " ".join(str(text).lower().split())
    count, ram = bool(cues.COUNT_ASKED.search(low)), bool(RAM_ASKED.search(low))
    if not (count or ram):
        return answer
    card = read_as.cards[0]
    memory = _memory(advisor, card)
    said = [msg("ask.job-count.one", "How many: one {card} is enough — this job trains on one card at the batch "
                "above; a second card (device=0,1, DDP) only shortens the time.", card=Card(value=card))
            ] if count else []
    if ram:
        said.append(msg("ask.job-count.ram", "System RAM: at least as much as the card's {memory}; more if you cache "
                        "the images in RAM (cache=ram).", memory=Quantity(value=memory, unit="GB"))
                    if memory is not None else msg("ask.job-count.ram-bare", "System RAM: at least as much as the "
                                                   "card's memory; more if you cache the images in RAM (cache=ram)."))
    message = said[0] if len(said) == 1 else msg("answer.join.sentences", "{first} {second}", first=said[0],
                                                  second=said[1])
    lines = [Caveat(rule_id="multi.framework-scaling" if count else "memory.by-task", weight=CAVEAT_WEIGHT + 3,
                    message=message)]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*shape.decides, *lines]})})


def _memory(advisor: Advisor, card: str) -> float | None:
    """The memory (GB) of ``card`` in the catalogue, or ``None`` when it is not there."""
    try:
        memory = advisor.catalog.card(card).memory_gb
    except (KeyError, LookupError, AttributeError, TypeError):
        return None
    return float(memory) if memory is not None else None
