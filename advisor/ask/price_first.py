"""A card's price asked, said first (issue 28; newuser13: "h100 price?" got a "NOT RECOMMENDED" lecture, its price,
20,000 USD used, only in the list below): a ``why`` answer to a question that asks what one card costs ("price",
"cost", "how much", "多少钱", "价格", "價格") leads with the market's price — amount, new or used, its date, and
"estimated" when it is — before the verdict's summary; or says the market has none."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Date, Money, msg
from .compare_cost import compare_cost_first
from .rent_cost import RENT_COST

if TYPE_CHECKING:
    from .models import ReadAs


PRICE_ASKED = re.compile(r"\b(?:price[sd]?|pricing|costs?|how much)\b|多少钱|多少錢|价格|價格|价钱|價錢|售价|售價|报价|"
                         # "4090现在什么价", "3090啥价", "二手3090行情" (round 14)
                         r"報價|什么价|什麼價|啥价|啥價|多少价|多少價|行情", re.IGNORECASE)
"""Words that ask what a card costs."""


def price_first(text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a ``why`` verdict on one card, not an owner's) headed by the card's price when ``text`` asks it
    (:data:`PRICE_ASKED`): "20,000 USD used here (2026-05-28)." before the summary, or "No price here for it."
    when the market has none; any other answer as it is — an offer's too ("is $700 a good price for a 3090": the
    offer is no market price; its own line sets it against the market's, break21 #4)."""
    shape, facts = getattr(answer, "shape", None), getattr(answer, "facts", None)
    if read_as.command == "compare" and read_as.offer is None and PRICE_ASKED.search(text) and not RENT_COST.search(
            text.lower()):  # "how much would it cost?" after a comparison: each side's price first (fix75d #1)
        return compare_cost_first(answer)
    if (read_as.command != "why" or shape is None or facts is None or getattr(answer, "owner", None) is not None
            or len(read_as.cards) != 1 or read_as.own or read_as.offer is not None or not PRICE_ASKED.search(text)
            or RENT_COST.search(
                text.lower()) or read_as.topic == "waiting"):  # "how much to rent a 4090": the hourly rate leads
        # (advisor.ask.rent_cost); "wait for prices to drop?": the price's trend does (advisor.ask.price_trend)
        return answer
    p = facts.price
    if p is None:
        head = msg("ask.price-first.none", "No price for it here. {said}", said=shape.headline)
    else:
        params = dict(price=Money(amount=p.amount, currency=p.currency), date=Date(value=p.as_of), said=shape.headline)
        head = {("used", False): msg("ask.price-first.used", "{price} used here ({date}). {said}", **params),
                ("used", True): msg("ask.price-first.used-est", "{price} used here ({date}, estimated). {said}",
                                    **params),
                ("new", False): msg("ask.price-first.new", "{price} new here ({date}). {said}", **params),
                ("new", True): msg("ask.price-first.new-est", "{price} new here ({date}, estimated). {said}",
                                   **params),
                }[(p.condition, p.estimated)]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
