"""An amount said as a card's price that no card sells for ("3090 for $0", "3090 for -500", "3090 for 1e9 dollars?",
"4090 at 0元"): the verdict is at the market's price, and the answer says why the amount was not used — in one
sentence, as a budget that cannot be one is refused ("A budget can't be negative …"), never dropped without a word
(answers55 #4).

Pure: the question's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..budget import MAX_BUDGET
from ..i18n import Text, msg
from ..wording import card_param
from .models import ReadAs

if TYPE_CHECKING:
    from .reader import Reading

_SAID = re.compile(r"(?<![a-z])(?:for|at|is|worth|costs?|asking|going\s+for)\s+(?:only\s+|just\s+)?(?P<said>"
                   r"(?P<minus>[-−]\s?)?(?:[$€£¥]\s?)?(?P<minus2>[-−]\s?)?(?P<num>\d[\d,]*(?:\.\d+)?)(?:e(?P<exp>\d{1,3}))?"
                   r"\s*(?P<k>k(?![a-z]))?\s*(?:usd|dollars?|bucks|euros?|元|块|塊|刀)?)(?![\d.a-z%])|"
                   r"(?:卖|賣|要|售价?|售價?)\s*(?P<zh>(?P<zminus>[-−])?\d[\d,]*(?:\.\d+)?\s*(?:元|块|塊)?)(?![\d.])")
"""An amount said as a card's price, with its sign and exponent."""
TOO_MUCH = float(MAX_BUDGET)
"""Above the largest budget accepted (:data:`advisor.budget.MAX_BUDGET`), an amount is no card's price either."""


def unusable_offer(r: Reading, read_as: ReadAs) -> ReadAs:
    """``read_as`` (the verdict on one card, no offer read) with a note saying the amount said as its price was not
    used — zero, negative, or above any price (module doc); ``read_as`` unchanged otherwise."""
    if read_as.offer is not None or read_as.card_offers or read_as.budget is not None or len(r.cards) != 1 \
            or read_as.command not in ("why", "compare") or len(read_as.cards) != 1:
        return read_as
    low = r.text.lower()
    digits = next(iter(re.findall(r"\d{3,5}", read_as.cards[0])), "")
    at = low.find(digits) if digits else -1
    found = _SAID.search(low, at + len(digits)) if at >= 0 else None
    if found is None:
        return read_as
    if found.group("zh"):
        negative, value = bool(found.group("zminus")), float(re.sub(r"[^\d.]", "", found.group("zh")))
    else:
        negative = bool(found.group("minus") or found.group("minus2"))
        value = float(found.group("num").replace(",", "")) * 10 ** int(found.group("exp") or 0) * (
            1000 if found.group("k") else 1)
    said = Text(value=(found.group("said") or found.group("zh")).strip())
    if negative or value <= 0:
        note = msg("ask.offer.unusable.negative", "{said} can't be a price for {card} (a price is more than zero): "
                   "it is judged at its price here.", said=said, card=card_param(read_as.cards[0]))
    elif value > TOO_MUCH:
        note = msg("ask.offer.unusable.large", "{said} is above any card's price, so it is not read as a price for "
                   "{card}: it is judged at its price here.", said=said, card=card_param(read_as.cards[0]))
    else:
        return read_as
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


__all__ = ["unusable_offer"]
