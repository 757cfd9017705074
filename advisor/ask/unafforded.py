"""A card the asker says they cannot pay for, beside the card they chose or own ("I don't have money for a 5090 but
for half the price I could buy a 5080 … What did I buy a 5080 for?"): no card weighed, only the reason for the other
(reader31). Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reader import Reading

# the words of money lacking right before a card: "don't have money for a", "can't afford the", "cannot afford an"
_NO_MONEY_FOR = re.compile(r"(?<![a-z])(?:don'?t|do\s+not|didn'?t|did\s+not|can'?t|cannot|couldn'?t|could\s+not)\s+"
                           r"(?:have\s+(?:the\s+|enough\s+)?(?:money|cash|budget)\s+for|afford)\s+"
                           r"(?:an?\s+|the\s+)?(?:nvidia\s+|geforce\s+)?(?:rtx\s*|gtx\s*|rx\s*)?$")


def drop_unafforded(r: Reading) -> None:
    """Take out of ``r`` each card said right after the words of money lacking (module docstring), when another card
    is read beside it; ``r`` unchanged when its cards' places are not known."""
    from .budgets import drop_card

    if len(r.card_at) != len(r.cards) or len(r.cards) < 2 or not r.card_text:
        return
    for i in range(len(r.cards) - 1, -1, -1):
        if len(r.cards) < 2:
            return
        at = r.card_at[i]
        if _NO_MONEY_FOR.search(r.card_text[max(0, at - 60):at]):
            drop_card(r, r.cards[i])
