"""One price for two different cards together ("a 3090 and a 3060 for 900 together, good deal?", "3090 + 3060 for
$900 total", "一张3090和一张3060一共6000，值吗"): the amount is the bundle's, never the last card's alone (break25 #5).
The comparison of the two cards stands; the answer first sets the amount against what both cost here used (each card's
used price, else its price), and says whether the bundle is a good price.

Pure: the question's words, the catalogue's prices.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import ListOf, Money, Quantity, msg
from ..models import Caveat
from ..wording import card_param
from .fitted import TOO_LOW
from .models import BudgetSlot, ReadAs
from .offer_market import against

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

TOGETHER = re.compile(r"(?<![a-z])(?:together|total|in\s+total|altogether|all\s+in|for\s+both|both\s+for|"
                      r"for\s+the\s+(?:pair|two|lot|bundle)|bundle[ds]?|as\s+a\s+(?:pair|bundle|set))(?![a-z])|"
                      r"一共|总共|總共|合计|合計|打包|一起")
"""Words of one price for the cards together."""
MARK = "ask.offer.bundle"
"""The key of the read-as note that says the bundle read (the answer's line finds it there)."""


def bundle_read(r: Reading, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a comparison of two different cards, the last one priced) with the price read as the two cards'
    together — a note (:data:`MARK`), no offer on either card; ``read_as`` unchanged otherwise."""
    offers = read_as.card_offers or []
    if read_as.command != "compare" or len(set(read_as.cards)) != 2 or len(offers) != 2 or offers[0] is not None \
            or offers[1] is None or not TOGETHER.search(r.text.lower()) or (read_as.counts or [1, 1]) != [1, 1]:
        return read_as
    total = offers[1]
    note = msg("ask.offer.bundle", "{total} read as the price you are offered for {cards} together, set against what "
               "both cost here.", total=Money(amount=total.amount, currency=total.currency),
               cards=ListOf(items=[card_param(c) for c in read_as.cards], style="and"))
    notes = [n for n in read_as.notes if not n.key.startswith("ask.offer")]
    return read_as.model_copy(update={"card_offers": None, "offer": None, "offer_conditions": None,
                                      "notes": [*notes, note]})


def bundle_judged(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (the comparison :func:`bundle_read` reads) headed by the bundle's price against both cards' prices
    here; ``answer`` unchanged for any other reading or when a price or rate is missing."""
    note = next((n for n in read_as.notes if n.key == MARK), None)
    shape, market = getattr(answer, "shape", None), getattr(getattr(answer, "market", None), "id", None)
    if note is None or shape is None or market is None or len(read_as.cards) != 2:
        return answer
    said = note.params["total"]
    total = BudgetSlot(amount=said.amount, currency=said.currency)  # type: ignore[union-attr]
    each = [against(advisor, market, c, total, "used") for c in read_as.cards]
    if any(a is None for a in each) or len({a.price.currency for a in each if a is not None}) != 1:
        return answer
    first, second = each
    assert first is not None and second is not None
    both = first.price.amount + second.price.amount
    share = first.amount / both
    cur = first.price.currency
    params = dict(cards=note.params["cards"], total=first.said_money(), both=Money(amount=both, currency=cur),
                  a=Money(amount=first.price.amount, currency=cur), b=Money(amount=second.price.amount, currency=cur),
                  gap=Quantity(value=round(abs(1 - share) * 100), unit="%", digits=0))
    if share < TOO_LOW:
        line = msg("ask.offer.bundle.too-low", "{cards} for {total} together is {gap} under what both cost here, "
                   "{both} ({a} + {b}): too far under to take on trust — check both cards before paying.", **params)
    elif share <= 0.95:
        line = msg("ask.offer.bundle.good", "{cards} for {total} together is {gap} under what both cost here, {both} "
                   "({a} + {b}): a good price, if both cards are sound.", **params)
    elif share <= 1.05:
        line = msg("ask.offer.bundle.fair", "{cards} for {total} together is about what both cost here, {both} ({a} "
                   "+ {b}): a fair price, no bargain.", **params)
    else:
        line = msg("ask.offer.bundle.dear", "{cards} for {total} together is {gap} over what both cost here, {both} "
                   "({a} + {b}): not a good deal.", **params)
    fact = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=line)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


__all__ = ["MARK", "TOGETHER", "bundle_judged", "bundle_read"]
