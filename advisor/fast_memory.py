"""A card whose memory is split into a fast and a slow segment (issue 28, U05: the GTX 970's 3.5 GB + 0.5 GB).

The catalogue records the fast segment as the memory a model is loaded into (``data/card_facts.csv``
``memory_fast_gb``, applied as :attr:`advisor.models.Card.llm_memory_gb`), so every job is sized on it;
:func:`segment_note` says why, in the answer that sizes the card.
"""

from __future__ import annotations

from .i18n import Message, msg
from .models import Card, CardFacts
from .wording import card_param, gb

JETSON_PREFIX = "Jetson "
"""A Jetson module's name (``advisor.catalog.inputs.JETSON_RESERVE``): its GPU share is its unified memory less what
its OS keeps, never a slow segment."""


def fast_memory_gb(card: Card) -> float | None:
    """The fast segment (GB) of a card whose memory is split (the GTX 970: 3.5 of 4 GB); ``None`` for a card
    whose whole memory is alike, and for a unified-memory machine (its GPU share is another matter)."""
    if (card.is_system or not card.gpu_memory_gb or not card.memory_gb or card.gpu_memory_gb >= card.memory_gb
            or card.name.startswith(JETSON_PREFIX)):  # a Jetson's share is what its OS leaves (fix42a), no segment
        return None
    return card.gpu_memory_gb


def segment_note(card: Card) -> Message | None:
    """"Only 3.5 GB of its 4 GB is fast (the last 0.5 GB is a slow segment), so GeForce GTX 970 is sized
    on 3.5 GB." for a split-memory card,
    else ``None``. Source: NVIDIA's January 2015 correction (``data/card_facts.csv`` ``memory_fast_gb``)."""
    fast = fast_memory_gb(card)
    if fast is None:
        return None
    return msg("card.memory.segmented", "Only {fast} of its {memory} is fast (the last {slow} is a slow segment), "
               "so {card} is sized on {fast}.",
               card=card_param(card.name), memory=gb(card.memory_gb or 0.0), fast=gb(fast),
               slow=gb(round((card.memory_gb or 0.0) - fast, 1)))


def gpu_share_facts(card: Card, facts: CardFacts) -> CardFacts:
    """``facts`` with the memory a job on ``card`` can use: a unified-memory machine's GPU share (the "about 12.6 GB
    of it usable by the GPU" its answer states, ``Card.llm_memory_gb``), never its whole RAM (break30 #3: an
    18 GB M3 Pro said to hold FLUX.1 dev fp8 at 16 GB); a card's facts as they are."""
    if not card.is_system or not card.llm_memory_gb or facts.memory_gb is None:
        return facts
    return facts.model_copy(update={"memory_gb": min(facts.memory_gb, card.llm_memory_gb)})


def job_gb(card: Card) -> float:
    """The memory (GB) an image or video job on ``card`` is sized on: a machine's GPU share (:func:`gpu_share_facts`),
    a card's memory."""
    return ((card.llm_memory_gb if card.is_system else None) or card.memory_gb) or 0.0
