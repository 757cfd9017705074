"""The cards of a fit or a comparison priced again in the currency a follow-up asks (fix79a #5, issue 27: "in euros" or
"换成欧元" after "can a 4090 run llama 3 8b?" or "3090 vs 4090" answered the same thing again in US dollars; it already
worked after a recommendation, whose budget it converts, and after a verdict: :mod:`advisor.ask.price_currency`).

The answer leads with each card's price here (the price every answer shows, :func:`advisor.shown.shown_price`)
converted at the market's dated exchange rate (``data/exchange_rates.csv``, the ECB's reference rates:
:attr:`advisor.models.Market.exchange_rates`), the rate and its source, and whose prices they are
(:func:`advisor.budget.priced_in`). The cards are the ones the question named, else the first rows a fit ranked. Pure
but for the catalogue's prices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..budget import priced_in, rate_cite
from ..i18n import Date, Message, Money, msg
from ..shown import shown_price
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Market, Price
    from .models import ReadAs

COMMANDS = ("fits", "compare")
"""The answers whose cards a currency follow-up prices again (a verdict's and a ranking's have their own rules)."""
SHOWN = 3
"""The rows of a fit's ranking priced again when the question named no card (the ones the console shows first)."""


def _condition(price: Price) -> Message:
    """"used" or "new", as the price's condition."""
    return msg("ask.price-in.used", "used") if price.condition == "used" else msg("ask.price-in.new", "new")


def _priced(advisor: Advisor, market: Market, read_as: ReadAs, shape: Any) -> list[tuple[str, Price]]:
    """The cards to price again with their prices here: those the question named (the asker's own left out), else the
    first rows of the fit's ranking; each card once, and only those with a price in the market's currency."""
    if read_as.cards and not read_as.own:
        named = list(dict.fromkeys(read_as.cards))
        prices = [(card, shown_price(advisor.catalog.price_of(market.id, card))) for card in named]
    else:
        rows = [row for row in (getattr(shape, "ranking", None) or []) if row.card not in read_as.cards]
        prices = [(row.card, row.price) for row in rows[:SHOWN]]
    return [(card, p) for card, p in prices if p is not None and p.amount > 0 and p.currency == market.currency]


def cards_priced_in(advisor: Advisor, code: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a fit or a comparison, :data:`COMMANDS`) headed by its cards' prices in ``code`` (module
    docstring); where the market has no rate for ``code``, by whose prices they are only; unchanged for another
    answer, the market's own currency, or no card priced."""
    shape = getattr(answer, "shape", None)
    if read_as.command not in COMMANDS or shape is None or read_as.offer is not None or read_as.card_offers:
        return answer
    known = read_as.market if read_as.market and read_as.market.strip().lower() in advisor.catalog.markets else None
    market = advisor.catalog.market(known)
    priced = _priced(advisor, market, read_as, shape)
    if code == market.currency or not priced:
        return answer
    whose = priced_in(market, code)
    rate = next((x for x in market.exchange_rates if x.currency == code and x.rate > 0), None)
    if rate is None:
        return _headed(answer, shape, join([whose, shape.headline]))
    each = [msg("ask.price-in.card", "{card}: {converted} ≈ {price} ({condition}, {date})", card=card_param(card),
                converted=Money(amount=round(p.amount / rate.rate), currency=code),
                price=Money(amount=p.amount, currency=p.currency), condition=_condition(p), date=Date(value=p.as_of))
            for card, p in priced]
    prices = join(each, "semicolon")
    source = rate_cite(rate.source)
    head = msg("ask.price-in.cards", "In {currency}: {prices}, at the market's rate of {as_of}, 1 {currency} = {rate} "
               "{market_currency} ({source}).", currency=code, prices=prices, as_of=Date(value=rate.as_of),
               rate=round(rate.rate, 4), market_currency=market.currency, source=source)
    return _headed(answer, shape, join([head, whose, shape.headline]))


def _headed(answer: Any, shape: Any, head: Any) -> Any:
    """``answer`` with ``head`` as its short form's headline."""
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["COMMANDS", "cards_priced_in"]
