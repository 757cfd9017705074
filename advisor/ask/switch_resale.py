"""An owner's switch with what theirs sells for said ("should i sell my 3090 for 900 and buy a 4090?", "sell my 4090
at 1800 to get a 5090", "我的3090卖4500换4090值吗"): the amount is the resale price of the card had — never a budget
left unweighed (answers55 #5). The switch line (:mod:`advisor.ask.switch`) then costs the switch as the other card's
price less that amount, and says when the amount is low against the card's used price here (what a buyer pays).

Pure: the question's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Money, msg
from ..wording import card_param
from .budget_range import RANGE_NOTE
from .models import ReadAs

if TYPE_CHECKING:
    from .reader import Reading

_RESALE = re.compile(r"(?<![a-z])(?:sell(?:ing)?|trad(?:e|ing)(?:\s+in)?|flip(?:ping)?)\s+my\s+(?:[\w-]+\s+){1,3}?"
                     r"(?:for|at)\s+(?:about\s+|around\s+|~\s*)?[$€£¥]?\s?(\d[\d,]*(?:\.\d+)?)\s*(k(?![a-z]))?"
                     r"(?!\s*(?:gb|g\b|w\b))|"
                     r"(?:卖|賣|出)(?:了|掉)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|千|万|萬)?\s*(?:元|块|塊)?\s*(?:，|,)?\s*"
                     r"(?:再)?(?:换|換|买|買)")
"""An owner's words of selling theirs at an amount, then (or before) buying another."""
_TIMES = {"k": 1000, "千": 1000, "万": 10000, "萬": 10000}
MARK = "ask.switch.resale"
"""The key of the read-as note that says the amount read (the switch line finds it there)."""


def resale_read(r: Reading, read_as: ReadAs) -> ReadAs:
    """``read_as`` (an owner's switch of the first card for the second) with the amount said after selling theirs read
    as its resale price — a note (:data:`MARK`), no budget and no "budget not weighed" note; ``read_as`` unchanged
    unless a comparison of two cards reads the amount the reader took for a budget there."""
    budget = r.budget
    found = _RESALE.search(r.text.lower())
    if found is None or budget is None or read_as.command != "compare" or len(read_as.cards) != 2:
        return read_as
    number, times = (found.group(1), found.group(2)) if found.group(1) else (found.group(3), found.group(4))
    said = float(number.replace(",", "")) * _TIMES.get(times or "", 1)
    if abs(said - budget.amount) >= 0.5:
        return read_as  # "sell my 3090 for 4090": a card, not the amount read
    note = msg("ask.switch.resale", "{amount} read as what your {card} sells for; the switch is costed with it.",
               amount=Money(amount=budget.amount, currency=budget.currency), card=card_param(read_as.cards[0]))
    notes = [n for n in read_as.notes if not n.key.startswith(("ask.budget", RANGE_NOTE, "ask.offer"))]
    return read_as.model_copy(update={"budget": None, "offer": None, "card_offers": None, "notes": [*notes, note]})


def resale_of(read_as: ReadAs) -> Money | None:
    """The resale price :func:`resale_read` read, ``None`` when none was."""
    note = next((n for n in read_as.notes if n.key == MARK), None)
    amount = note.params.get("amount") if note is not None else None
    return amount if isinstance(amount, Money) else None


__all__ = ["MARK", "resale_of", "resale_read"]
