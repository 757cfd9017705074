"""What memory buys in an image or video comparison (issue 28, round 7, the breaker: "3090 vs 4080 for image
generation" said which LLM sizes only the 24 GB card runs): for a comparison asked about image or video generation
(:func:`advisor.kinds.find_job`), the memory line says the heaviest published set-up each card's memory holds
without CPU offload (``data/owner_jobs.csv``), and the LLM-sizes line gives way to it. Pure: no I/O beyond the
table read once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, msg
from ..models import Caveat, Comparison
from ..wording import card_param, gb
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

GENERATION = ("image-gen", "video-gen")
LLM_LINES = ("compare.memory.llm",)
"""The memory lines an image or video answer does not say (the LLM sizes one card runs and the other does not)."""


def _setup(job: str, memory: float) -> tuple[float, Message] | None:
    """The heaviest published set-up of ``job`` that ``memory`` GB holds (without CPU offload when one is), as its
    need and its words; ``None`` when none is."""
    from .. import jobs

    return jobs.heaviest_setup(job, memory)


def image_memory(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The memory line of a comparison asked about image or video generation (module docstring), or nothing (the
    same memory, no set-up published, or another job)."""
    from ..kinds import find_job

    job = find_job(text)
    if not isinstance(answer, Comparison) or job not in GENERATION or len(answer.cards) != 2:
        return []
    (big, small) = sorted(answer.cards, key=lambda f: -(f.memory_gb or 0))
    if not big.memory_gb or not small.memory_gb or big.memory_gb == small.memory_gb:
        return []
    top, low = _setup(job, big.memory_gb), _setup(job, small.memory_gb)
    if top is None:
        return []
    params = dict(card=card_param(big.card), memory=gb(big.memory_gb), other=card_param(small.card),
                  other_memory=gb(small.memory_gb), setup=top[1])
    if low is not None and low[0] == top[0]:
        said = msg("ask.image-memory.same", "{card} has {memory} vs {other_memory}; the heaviest set-up published "
                   "that both hold without offload is {setup}.", **params)
    elif low is not None:
        said = msg("ask.image-memory", "{card} has {memory} vs {other_memory}: it holds {setup}; {other} at most "
                   "{other_setup}.", other_setup=low[1], **params)
    else:
        said = msg("ask.image-memory.only", "{card} has {memory} vs {other_memory}: it holds {setup}; {other} holds "
                   "none of the set-ups published.", **params)
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]
