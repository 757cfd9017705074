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
    read_as = machines_once(advisor, read_as)  # "2 mac minis": one machine, never a pool (break30 #4)
    if read_as.command != "compare" or read_as.use_case is not None or read_as.model is not None or read_as.task in (
            "lora", "qlora", "full-finetune") or cues.TRAINING_SAID.search(text.lower()):  # a fine-tune or training
        return read_as  # said ("… for training": break16 #2): weighed for training (break15 #3), never on decode
    try:
        machine = any(advisor.card(name).is_system for name in read_as.cards)
    except AdvisorError:
        return read_as
    return read_as.model_copy(update={"use_case": "llm"}) if machine else read_as


def machines_once(advisor: Advisor, read_as: ReadAs) -> ReadAs:
    """``read_as`` with each unified-memory machine said more than once ("2 mac mini m4 16gb for llama 70b", "2 mac
    studios vs 8x 3090") counted once, and a note saying why (:mod:`advisor.machine_pool`: two machines share no
    PCIe bus, a model split across them needs exo or llama.cpp's RPC over the network; break30 #4); as is
    otherwise."""
    from ..i18n import msg
    from ..wording import card_param

    try:
        systems = [advisor.card(name).is_system for name in read_as.cards]
    except AdvisorError:
        return read_as
    counts = list(read_as.counts) if read_as.counts and len(read_as.counts) == len(read_as.cards) else None
    many = [c for c, s, n in zip(read_as.cards, systems, counts or [read_as.gpus or 1] * len(systems), strict=True)
            if s and n > 1]
    if not many or (counts is None and len(read_as.cards) != 1):
        return read_as
    update: dict = {"notes": [*read_as.notes, msg(
        "ask.machine-once", "{card} counted once: two machines do not pool their memory as cards in one PC do (a "
        "model split across machines needs exo or llama.cpp's RPC back-end, over the network, far slower than one "
        "machine), so one is answered.", card=card_param(many[0]))]}
    if counts is not None:
        update["counts"] = [1 if s else n for s, n in zip(systems, counts, strict=True)]
    else:
        update["gpus"] = 1
    return read_as.model_copy(update=update)
