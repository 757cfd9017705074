"""The facts an owner's question turns on, put first in an ``ask`` answer (issue 28 §1): RLHF's several models
(:mod:`.rlhf`), a speed measured far below what the card gives (:mod:`.measured`), what several owned cards
do together when one holds the job (:mod:`.rig_room`), what waiting for a newer generation buys
(:mod:`.waiting`), and "would X be enough?" answered yes or no (:mod:`.enough`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .enough import enough_first
from .measured import slow_said
from .rig_room import rig_room
from .rlhf import rlhf_first
from .waiting import wait_asked

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def said_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with each of the module's facts that ``text`` raises leading its short form."""
    answer = rlhf_first(advisor, text, read_as, answer)
    answer = slow_said(advisor, text, read_as, answer)
    answer = rig_room(advisor, read_as, answer)
    answer = wait_asked(advisor, text, read_as, answer)
    return enough_first(advisor, text, read_as, answer)
