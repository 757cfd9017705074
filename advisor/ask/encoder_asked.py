"""BERT fine-tuning asked of a memory or a card with no budget (issue 28): "can i fine-tune bert on 8gb", "bert large
fine-tuning on a 3060", "8G显存能微调bert吗" — a fit question, answered yes or no with the batch that fits
(:func:`advisor.encoder_job.encoder_fit`), never the budget question nor an LLM's fine-tuning ladder."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..encoder_job import encoder_fit
from ..i18n import Card, Message, Quantity, msg
from ..image_needs import memory_said
from ..needs_words import with_reading
from ..wording import join
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor

BERT = re.compile(r"(?<![a-z])(?:bert|bert[\s_-]*(?:base|large))(?![a-z])")
"""BERT named (not RoBERTa, DistilBERT or another encoder: the figures are BERT's own)."""


def encoder_asked(advisor: Advisor, r, read_as) -> Message | None:
    """The reply to BERT fine-tuning asked with a memory or one card and no budget (reading ``r``, ``read_as``);
    ``None`` for any other question (a budget said is a buyer's: the ranking answers)."""
    low = " ".join(r.text.lower().split())
    if r.budget is not None or not BERT.search(low) or not cues.TRAINING_SAID.search(low) or len(r.cards) > 1:
        return None
    card = advisor.card(r.cards[0]) if r.cards else None
    memory = (card.memory_gb if card is not None else None) or r.spans.memory_gb or r.memory_gb or memory_said(r.text)
    if not memory:
        return None
    said = encoder_fit(low, float(memory), card.name if card is not None else None)
    return with_reading(read_line(card.name if card is not None else None, float(memory)), join([said]))


def read_line(card: str | None, memory_gb: float) -> Message:
    """"Read as: fine-tuning BERT in 8 GB, with no budget named." (or on the card named)."""
    if card is not None:
        return msg("encoder.read-as.card", "Read as: fine-tuning BERT on {card}, with no budget named.",
                   card=Card(value=card))
    return msg("encoder.read-as.memory", "Read as: fine-tuning BERT in {memory}, with no card and no budget named.",
               memory=Quantity(value=memory_gb, unit="GB"))
