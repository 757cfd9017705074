"""The facts an owner's question turns on, put first in an ``ask`` answer (issue 28 §1): RLHF's several models
(:mod:`.rlhf`), a speed measured far below what the card gives (:mod:`.measured`), what several owned cards
do together when one holds the job (:mod:`.rig_room`), and "would X be enough?" answered yes or no
(:mod:`.enough`). What waiting for a newer generation buys is the buyer's line (:mod:`.buying`), said to owners
too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .enough import enough_first
from .measured import slow_said
from .rig_room import rig_room
from .rlhf import rlhf_first

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


SAID_BY_LEVERS = frozenset({"fact.concerns.oom-resolution-nvidia.text", "fact.concerns.oom-resolution-amd.text"})
"""Concerns a vision job's headline already says (lower resolution, tiles, CPU offload:
:func:`advisor.jobs.vision_job`)."""


def said_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with each of the module's facts that ``text`` raises leading its short form; a concern the
    headline already says (a vision job's levers) is not said again."""
    shape = getattr(answer, "shape", None)
    if shape is not None and shape.headline.key == "jobs.vision":
        answer = answer.model_copy(update={"shape": shape.model_copy(update={
            "decides": [c for c in shape.decides if c.message.key not in SAID_BY_LEVERS]})})
    answer = rlhf_first(advisor, text, read_as, answer)
    answer = slow_said(advisor, text, read_as, answer)
    answer = rig_room(advisor, read_as, answer)
    return enough_first(advisor, text, read_as, answer)
