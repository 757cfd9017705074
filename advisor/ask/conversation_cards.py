"""The cards of a conversation, for a new question that weighs them (break18 #5): "how much vram does a 3080 have"
→ "and the 4070?" → "which one is faster?" repeated "GeForce RTX 4070 has 12 GB" — the follow-up kept the fact's
topic and the last card, where it asked a comparison of the two cards talked about.

A question read with the one before carries the cards asked about earlier in the conversation
(:attr:`advisor.ask.models.Context.earlier`, at most :data:`KEPT` of them, oldest first); a follow-up that asks a
comparison ("which one is faster?", "which is better", "哪个更快") and names no card of its own is a comparison of
the card before with the one asked about just before it, the topic before left (a new question, never a repeat).
Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Context, Question, ReadAs
    from .reader import Reading

KEPT = 4
"""The earlier cards a conversation keeps (the last few asked about)."""


def earlier_cards(before: Context | None) -> list[str]:
    """The cards asked about before this question in its conversation, oldest first (``[]`` without one before):
    the ones the question before kept, then its own, each once, the last :data:`KEPT`."""
    if before is None:
        return []
    kept = list(dict.fromkeys([*before.earlier, *before.read_as.cards][::-1]))[::-1]
    return kept[-KEPT:]


def compared_from_conversation(r: Reading, read_as: ReadAs, before: Context | None) -> ReadAs:
    """``read_as`` as a comparison of the card before with the earlier one (module docstring) when ``r`` asks a
    comparison and names no card, and the conversation has another card; unchanged otherwise."""
    if before is None or r.cards or "compare" not in r.intents or len(read_as.cards) != 1 or r.budget is not None:
        return read_as
    other = next((c for c in reversed(before.earlier) if c != read_as.cards[0]), None)
    if other is None:
        return read_as
    return read_as.model_copy(update={"command": "compare", "cards": [other, read_as.cards[0]], "topic": None,
                                      "gpus": None, "counts": None})


def with_earlier(q: Question, before: Context | None) -> Question:
    """``q`` carrying the conversation's earlier cards (:func:`earlier_cards`) for the question after it."""
    earlier = earlier_cards(before)
    return q.model_copy(update={"earlier": earlier}) if earlier else q


__all__ = ["KEPT", "compared_from_conversation", "earlier_cards", "with_earlier"]
