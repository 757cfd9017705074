"""A comparison with a unified-memory machine read for LLMs, what such a machine is bought for (moved out of
:mod:`advisor.ask.answer` to keep that module within the house's 800 lines)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from . import cues
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


def machines_for_llms(advisor: Advisor, read_as: ReadAs, text: str = "") -> ReadAs:
    """A comparison with a unified-memory machine (a Mac, a DGX Spark) and no use case or model said ("dgx spark vs
    mac studio m4 max 128gb") read for LLMs — what such a machine is bought for — rather than the general comparison,
    which has no speed figure for a machine; ``read_as`` unchanged otherwise (the command's own default stays), and
    when a fine-tune is said ("dgx spark vs mac studio for fine-tuning": whether each trains decides, not decode)."""
    if read_as.command != "compare" or read_as.use_case is not None or read_as.model is not None or read_as.task in (
            "lora", "qlora", "full-finetune") or cues.TRAINING_SAID.search(text.lower()):  # a fine-tune or training
        return read_as  # said ("… for training": break16 #2): weighed for training (break15 #3), never on decode
    try:
        machine = any(advisor.card(name).is_system for name in read_as.cards)
    except AdvisorError:
        return read_as
    return read_as.model_copy(update={"use_case": "llm"}) if machine else read_as
