"""A card's own price in a market set beside an amount said for it, in the market's currency: what the readers of
several sellers' prices (:mod:`advisor.ask.offer_list`) and of an owner's sale (:mod:`advisor.ask.offer_sale`) weigh
an amount against, as :func:`advisor.ask.fitted.offer_against_market` weighs one offer.

Pure: the catalogue's prices and exchange rates.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import Date, Message, Money, Quantity, msg
from ..shown import shown_price
from .followups import market_rates

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Price
    from .models import BudgetSlot


@dataclass(frozen=True)
class Against:
    """An amount said for a card (``said``), converted to the market's currency (``amount``), and the card's price
    there (``price``)."""

    said: BudgetSlot
    amount: float
    price: Price

    @property
    def share(self) -> float:
        """The amount as a share of the card's price (0.5: half its price)."""
        return self.amount / self.price.amount

    def gap(self) -> Quantity:
        """How far the amount is from the card's price, in percent."""
        return Quantity(value=round(abs(self.share - 1) * 100), unit="%", digits=0)

    def said_money(self) -> Money | Message:
        """The amount as said, with its value in the market's currency beside it when another currency was said."""
        said = Money(amount=self.said.amount, currency=self.said.currency)
        if self.said.currency == self.price.currency:
            return said
        return msg("ask.offer.converted", "{amount} (≈ {converted})", amount=said,
                   converted=Money(amount=round(self.amount), currency=self.price.currency))

    def market_money(self) -> Money:
        """The card's price in the market."""
        return Money(amount=self.price.amount, currency=self.price.currency)

    def date(self) -> Date:
        """When the card's price was seen."""
        return Date(value=self.price.as_of)

    def in_said(self, amount: float) -> Money:
        """``amount`` (in the market's currency) in the currency the amount was said in, to the whole unit."""
        return Money(amount=float(round(amount * self.said.amount / self.amount)) if self.amount else amount,
                     currency=self.said.currency)


def against(advisor: Advisor, market_id: str, card: str, said: BudgetSlot, condition: str | None = None
            ) -> Against | None:
    """``said`` for ``card`` set against the card's price in ``market_id`` (its ``condition`` price when it has one,
    else the price every answer shows: :func:`advisor.shown.shown_price`); ``None`` when the card has no price there or
    no rate converts the amount (no rate is assumed)."""
    prices = advisor.catalog.price_of(market_id, card)
    price = shown_price([p for p in prices if p.condition == condition] if condition else prices) or shown_price(
        prices)
    if price is None or price.amount <= 0:
        return None
    amount = said.amount
    if said.currency != price.currency:
        rates = market_rates(advisor, market_id)
        if said.currency not in rates or price.currency not in rates or rates[price.currency] <= 0:
            return None
        amount = said.amount * rates[said.currency] / rates[price.currency]
    return Against(said=said, amount=amount, price=price)


def condition_word(price: Price) -> Message:
    """"used" or "new", as the price's condition."""
    return msg("price.condition.used", "used") if price.condition == "used" else msg("price.condition.new", "new")


__all__ = ["Against", "against", "condition_word"]
