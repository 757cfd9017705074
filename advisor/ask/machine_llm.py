"""A comparison with a unified-memory machine read for LLMs, what such a machine is bought for (moved out of
:mod:`advisor.ask.answer` to keep that module within the house's 800 lines)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import msg
from ..machine_pool import unpooled
from ..wording import card_param
from . import cues
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


GENERAL_DL = re.compile(r"(?<![a-z])(?:deep[\s-]*learning|machine[\s-]+learning|ml|dl|pytorch|tensorflow|jax|"
                        r"neural\s+net(?:work)?s?|ai\s+training)(?![a-z])|深度学习|深度學習|机器学习|機器學習|炼丹|煉丹|"
                        r"神经网络|神經網路")
"""Deep learning in general, or said by its tools: mostly training (CUDA, PyTorch, tensor cores), never an LLM's
decode alone (newuser19 #15)."""


def machines_for_llms(advisor: Advisor, read_as: ReadAs, text: str = "") -> ReadAs:
    """A comparison with a unified-memory machine (a Mac, a DGX Spark) and no use case or model said ("dgx spark vs
    mac studio m4 max 128gb") read for LLMs — what such a machine is bought for — rather than the general comparison,
    which has no speed figure for a machine; ``read_as`` unchanged otherwise (the command's own default stays), and
    when a fine-tune is said ("dgx spark vs mac studio for fine-tuning": whether each trains decides, not decode) or
    deep learning in general ("mac studio m4 max or a 5090 pc for deep learning?", "…for ml", "深度学习": training —
    CUDA, PyTorch, tensor cores —, never LLM decode alone: newuser19 #15)."""
    read_as = machines_once(advisor, read_as)  # "2 mac minis": one machine, never a pool (break30 #4)
    if read_as.command != "compare" or read_as.use_case is not None or read_as.model is not None or read_as.task in (
            "lora", "qlora", "full-finetune") or cues.TRAINING_SAID.search(text.lower()) or (
            GENERAL_DL.search(text.lower())):  # a fine-tune, training or deep learning
        return read_as  # said ("… for training": break16 #2): weighed for training (break15 #3), never on decode
    try:
        machine = any(advisor.card(name).is_system for name in read_as.cards)
    except AdvisorError:
        return read_as
    return read_as.model_copy(update={"use_case": "llm"}) if machine else read_as


def machines_once(advisor: Advisor, read_as: ReadAs) -> ReadAs:
    """``read_as`` with a note when a unified-memory machine with no CUDA link of its own is said more than once ("2
    mac mini m4 16gb for llama 70b", "两台Mac Studio"): two machines share no PCIe bus, and a model split across them
    runs only through exo or llama.cpp's RPC over the network (:mod:`advisor.machine_pool`; break30 #4). The count
    said is kept (people do run them so); as is otherwise."""
    try:
        machines = [unpooled(advisor.card(name)) for name in read_as.cards]
    except AdvisorError:
        return read_as
    counts = list(read_as.counts) if read_as.counts and len(read_as.counts) == len(read_as.cards) else None
    if counts is None and len(read_as.cards) != 1:
        return read_as
    many = [c for c, s, n in zip(read_as.cards, machines, counts or [read_as.gpus or 1], strict=True) if s and n > 1]
    if not many or any(n.key == "ask.machine-split" for n in read_as.notes):
        return read_as
    return read_as.model_copy(update={"notes": [*read_as.notes, msg(
        "ask.machine-split", "{card} is a machine: several do not pool their memory as cards in one PC do; a model "
        "split across them runs only through exo or llama.cpp's RPC back-end, over the network, far slower than on "
        "one machine.", card=card_param(many[0]))]})
