"""An owner's card told by its memory alone, with a budget and a model (fix38a, issue 28; break30 #5): "I already
have a 24GB card, what should I add for 70b, budget 1500" was a buyer's ranking with 24 GB as its floor ("buy 2 x
Tesla P40"), the owned card ignored. That memory is the asker's card: the model's fit on it, and what to add beside
it within the budget (``fits`` with the memory as the owner's card: "with your 24 GB GPU"). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_needs import find_generator

if TYPE_CHECKING:
    from .reader import Reading

OWNED_CARD_MEMORY = re.compile(
    r"(?<![a-z])(?:i\s+(?:already\s+|currently\s+)?(?:have|own|got|run|use)|i've\s+(?:already\s+)?got|"
    r"i\s+already\s+own|my\s+current(?:\s+card)?\s+(?:is|has)|i'm\s+on)\s+(?:an?\s+|one\s+|only\s+|just\s+)?"
    r"\d{1,3}\s*(?:gb|g)(?![a-z])(?:\s+(?:of\s+)?(?:vram|card|gpu|graphics\s+card))?|"
    r"我(?:已经|已經|现在|現在|目前|手上|手里|手裡)?(?:有|用)(?:一张|一張|一块|一塊|张|張|块|塊)?\s*\d{1,3}\s*(?:gb|g)"
    r"(?:的|显存的|顯存的)?\s*(?:显卡|顯卡|卡|显存|顯存)")
"""Owning a card told by its memory ("I already have a 24GB card", "i have 24gb of vram", "我已经有一张24G的卡")."""


OWNED_MEMORY_CARD = re.compile(
    r"(?<![a-z])(?:i\s+(?:already\s+|currently\s+)?(?:have|own|got|use)|i've\s+(?:already\s+)?got)\s+(?:an?\s+|one\s+)?"
    r"\d{1,3}\s*(?:gb|g)\s+(?:card|gpu|graphics\s+card)|"
    r"我(?:已经|已經|现在|現在|目前|手上)?有(?:一张|一張|一块|一塊)?\s*\d{1,3}\s*(?:gb|g)(?:的)?\s*(?:显卡|顯卡|卡)")
"""A card of the asker's told by its memory alone, a card's word after it ("I already have a 24GB card"): that
memory is theirs, never a memory said of another card named ("…, is a 5090 worth it?": no laptop 5090 of 24 GB)."""


def owned_memory_fit(r: Reading, text: str) -> bool:
    """Whether ``r`` is an owner of a card named by its memory alone who asks, with a budget, about an LLM model
    (module docstring): the model's fit on that memory, with what to add, answers it."""
    return (r.spans.memory_gb is not None and not r.cards and not r.unknown and r.model is not None
            and r.budget is not None and r.use_case in (None, "llm") and find_generator(r.text) is None
            and OWNED_CARD_MEMORY.search(text) is not None)


__all__ = ["OWNED_CARD_MEMORY", "OWNED_MEMORY_CARD", "owned_memory_fit"]
