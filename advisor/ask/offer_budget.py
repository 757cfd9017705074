"""A price offered for a card said beside a budget ("I'm seeing 700+ on eBay for a 3090, my budget is 1000, what should
I buy for llama 70b?", break29 #5): both are kept (issue 28). The budget stays the budget; the card's price said with a
deal's words is its offer, judged in place of the market's price — never the market's 1,275 USD said "over your
budget" to someone who just said 700. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Money, msg
from ..wording import card_param
from . import cues
from .offer_before import PAY

if TYPE_CHECKING:
    from .models import BudgetSlot, ReadAs


def offer_beside_budget(r: Any, read_as: ReadAs, price: BudgetSlot | None, offering: bool,
                        said: str | None = None) -> ReadAs:
    """``read_as`` with the one card's offered ``price`` (:func:`advisor.ask.offers.attached_prices`) read as its offer
    and the budget kept, when a deal's words say it (``offering``: :data:`advisor.ask.offers.OFFER_WORDS`) and it is no
    amount the budget took, with the condition ``said`` of the card (:func:`advisor.ask.offers.card_conditions`: a
    wish for new prices is no condition of the card offered, break32 #6); ``read_as`` otherwise."""
    low = r.text.lower()
    if len(r.cards) != 1 or r.budget is None or read_as.offer is not None or price is None or not (
            offering or cues.DEAL.search(low) or PAY.search(low)):
        return read_as
    if price.amount == r.budget.amount and price.currency == r.budget.currency:
        return read_as  # the budget's own amount: no offer besides it
    card = r.cards[0]
    note = msg("ask.offer", "{amount} read as the price you are offered for {card}, judged in place of the market's "
               "price.", amount=Money(amount=price.amount, currency=price.currency), card=card_param(card))
    update: dict = {"offer": price, "notes": [*read_as.notes, note]}
    if read_as.cards == [card]:  # the condition said of the card offered, if any
        update["offer_conditions"] = [said if said in ("new", "used") else None]
    return read_as.model_copy(update=update)


def ranked_budget(r: Any) -> bool:
    """Whether ``r`` asks for a ranking with a budget said as its limit ("best gpu under $1000, I was offered a used
    3090 for $700"): the budget is the ranking's, and a card's price beside it is an offer weighed in it
    (:func:`offer_beside_budget`), never the whole question (break33 #15)."""
    return r.budget is not None and "recommend" in r.intents and len(r.cards) == 1


__all__ = ["offer_beside_budget", "ranked_budget"]
