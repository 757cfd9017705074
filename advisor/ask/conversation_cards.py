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

import re
from typing import TYPE_CHECKING

from ..i18n import Card, ListOf, msg
from .offers import priced_cards

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


UPGRADE_ASKED = re.compile(r"(?<![a-z])(?:worth|faster|slower|upgrade|gain|speed\s*up|speedup|"
                           r"over\s+keeping|keep(?:ing)?\s+(?:it|my|the|mine))(?![a-z])|值得|值不值|快多少|快几倍|"
                           r"快幾倍|提升|升级|升級|差多少|区别|區別|好多少")
"""The words of a follow-up weighing the card an upgrade picked against the one owned ("is that worth it over keeping
the 1080 ti?", "how much faster?", "快多少")."""


def upgrade_compared(r: Reading, read_as: ReadAs, before: Context | None) -> ReadAs | None:
    """``read_as`` as a comparison of the owned card with the card the upgrade before picked (its first pick, kept as
    :attr:`Context.picked`), for a follow-up that weighs them ("is that worth it over keeping the 1080 ti?",
    "how much faster?", "快多少") naming no card but the owned one and no budget; ``None`` otherwise (break19 #10: it
    answered a verdict on buying the owned card)."""
    if (before is None or before.read_as.command != "recommend" or len(before.read_as.cards) != 1
            or before.picked is None or r.budget is not None or r.model is not None or r.use_case is not None
            or not UPGRADE_ASKED.search(r.text.lower())):
        return None
    owned, pick = before.read_as.cards[0], before.picked
    if pick == owned or any(c != owned for c in r.cards):
        return None
    return read_as.model_copy(update={"command": "compare", "cards": [owned, pick], "topic": None, "gpus": None,
                                      "counts": None, "budget": None})


def compared_from_conversation(r: Reading, read_as: ReadAs, before: Context | None,
                               asked_before: Context | None = None) -> ReadAs:
    """``read_as`` as a comparison of the card before with the earlier one (module docstring) when ``r`` asks a
    comparison and names no card, and the conversation has another card; of the owned card with the upgrade's pick
    after an upgrade's recommendation (:func:`upgrade_compared`, with ``asked_before``, the question before whether or
    not ``r`` reads with it); unchanged otherwise."""
    if (upgraded := upgrade_compared(r, read_as, asked_before)) is not None:
        return upgraded
    if before is None or r.cards or "compare" not in r.intents or len(read_as.cards) != 1 or r.budget is not None:
        return read_as
    other = next((c for c in reversed(before.earlier) if c != read_as.cards[0]), None)
    if other is None:
        return read_as
    offers = {**before.earlier_offers, **priced_cards(before.read_as)}
    offered = [c for c in before.earlier if c in offers and c != read_as.cards[0]]
    if read_as.cards[0] in offers and len(offered) >= 2:
        # "二手3090 5000" → "4090 1万2 呢" → "5090 2万呢" → "选哪个": every card offered in the conversation, each at
        # its offer, the first two compared and the others ranked with them (break21 #2)
        cards = [*offered, read_as.cards[0]]
        note = msg("ask.compare-left-out", "A comparison weighs two cards: {cards} not compared here (name two to "
                   "compare them).", cards=ListOf(items=[Card(value=c) for c in cards[2:]], style="and"))
        return read_as.model_copy(update={"command": "compare", "cards": cards, "topic": None, "gpus": None,
                                          "counts": None, "notes": [*read_as.notes, note]})
    return read_as.model_copy(update={"command": "compare", "cards": [other, read_as.cards[0]], "topic": None,
                                      "gpus": None, "counts": None})


def with_earlier(q: Question, before: Context | None) -> Question:
    """``q`` carrying the conversation's earlier cards (:func:`earlier_cards`) for the question after it, and the prices
    offered for them before (:func:`advisor.ask.offers.priced_cards`)."""
    earlier = earlier_cards(before)
    if not earlier:
        return q
    offers = {**before.earlier_offers, **priced_cards(before.read_as)} if before is not None else {}
    kept = {c: o for c, o in offers.items() if c in earlier}  # "which one?" later: each card at its offer
    return q.model_copy(update={"earlier": earlier, "earlier_offers": kept})


__all__ = ["KEPT", "UPGRADE_ASKED", "compared_from_conversation", "earlier_cards", "upgrade_compared", "with_earlier"]
