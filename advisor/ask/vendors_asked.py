"""Which maker, asked with no card and no budget ("nvidia or amd for deep learning?", "amd vs nvidia for pytorch",
"深度学习A卡还是N卡"): the guides' answer first — NVIDIA, for CUDA (``vendor.nvidia``: D17 L18-20, CN19 L3); AMD only
on its ROCm support list (``vendor.rocm-list``), Apple silicon through MPS and MLX with no CUDA (``vendor.apple``) —
then the budget asked for the cards. It replaced a bare "What is your budget?", which answered none of it. (The rule ids
are cited here, never inside the sentence.)"""

from __future__ import annotations

import re

from ..i18n import Message, msg

_NVIDIA = re.compile(r"(?<![a-z])(?:nvidia|geforce|cuda)(?![a-z])|n卡|英伟达|英偉達|老黄")
_OTHER = re.compile(r"(?<![a-z])(?:amd|radeon|rocm|intel|arc|apple|mac|macs|mps)(?![a-z])|"
                    r"a卡|i卡|农企|農企|英特尔|英特爾|苹果|蘋果")
"""Makers other than NVIDIA (their cards' line words, their stacks), in English and Chinese."""


def vendor_reply(text: str, ask_budget: Message) -> Message | None:
    """The reply to a question that weighs NVIDIA against another maker with no card named (module docstring),
    ending with ``ask_budget``; ``None`` when the question names no such pair."""
    low = text.lower()
    if not (_NVIDIA.search(low) and _OTHER.search(low)):
        return None
    return msg("ask.vendor", "NVIDIA, for deep learning: frameworks, libraries and answers are built on CUDA; an AMD "
               "card only if it is on AMD's ROCm support list, Apple silicon through MPS and MLX with no CUDA. {ask}",
               ask=ask_budget)


def vendor_fact(advisor, text: str, read_as, answer) -> list:
    """The makers' rule as a ranking's first deciding fact when the question weighs NVIDIA against another maker
    and says a budget ("nvidia or amd, budget $800", "A卡还是N卡，预算3000元"): the ranking answers which card, the
    rule answers which maker (break15 #8: the maker's half went unanswered). ``[]`` otherwise."""
    from ..concerns import DECIDING_WEIGHT
    from ..models import Caveat, Recommendation

    low = text.lower()
    if not isinstance(answer, Recommendation) or not (_NVIDIA.search(low) and _OTHER.search(low)):
        return []
    said = msg("ask.vendor.fact", "NVIDIA or another maker: NVIDIA, for deep learning, as frameworks, libraries and "
               "answers are built on CUDA; an AMD card only if it is on AMD's ROCm support list, Apple silicon through "
               "MPS and MLX with no CUDA.")
    return [Caveat(rule_id="vendor.nvidia", weight=DECIDING_WEIGHT, message=said)]


__all__ = ["vendor_fact", "vendor_reply"]
