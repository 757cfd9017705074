"""A card the asker says they cannot pay for, beside the card they chose or own ("I don't have money for a 5090 but
for half the price I could buy a 5080 … What did I buy a 5080 for?"): no card weighed, only the reason for the other
(reader31); a card said as more than the asker needs ("是否不需要4090这么好？我手上有2080ti 22g", reader34), the
same. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .budgets import drop_card

if TYPE_CHECKING:
    from .reader import Reading

# the words of money lacking right before a card: "don't have money for a", "can't afford the", "cannot afford an"
_NO_MONEY_FOR = re.compile(r"(?<![a-z])(?:don'?t|do\s+not|didn'?t|did\s+not|can'?t|cannot|couldn'?t|could\s+not)\s+"
                           r"(?:have\s+(?:the\s+|enough\s+)?(?:money|cash|budget)\s+for|afford)\s+"
                           r"(?:an?\s+|the\s+)?(?:nvidia\s+|geforce\s+)?(?:rtx\s*|gtx\s*|rx\s*)?$")


# the words of a card not needed right before it, beside the card had ("显卡的性能是否不需要4090这么好？我手上有2080ti
# 22g", "I don't need a 4090, I have a 3060"): the bar the asker sets, no card weighed (reader34)
_NOT_NEEDED = re.compile(r"(?:不需要|不需|用不着|用不著|用不到|没必要|沒必要|不必|无需|無需|不用)\s*"
                         r"(?:像|到|用|上)?\s*(?:一张|一張|一块|一塊)?\s*$|"
                         r"(?<![a-z])(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+need\s+(?:an?\s+|the\s+)?"
                         r"(?:nvidia\s+|geforce\s+)?(?:rtx\s*|gtx\s*|rx\s*)?$|(?<![a-z])no\s+need\s+for\s+(?:an?\s+|the\s+)?$")


def drop_unafforded(r: Reading) -> None:
    """Take out of ``r`` each card said right after the words of money lacking (module docstring), when another card
    is read beside it; ``r`` unchanged when its cards' places are not known."""
    if len(r.card_at) != len(r.cards) or len(r.cards) < 2 or not r.card_text:
        return
    for i in range(len(r.cards) - 1, -1, -1):
        if len(r.cards) < 2:
            return
        at = r.card_at[i]
        before = r.card_text[max(0, at - 60):at]
        if _NO_MONEY_FOR.search(before) or _NOT_NEEDED.search(before):
            drop_card(r, r.cards[i])
