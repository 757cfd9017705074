"""A card's price asked in another currency than the market's, converted (fix75d #6, newuser29: "how much is a 4090 in
euros", "4090 price in €", or "in euros" after "how much is a 4090" all said 2,015 USD and nothing of euros): a ``why``
answer on one card whose question asks its price (:data:`advisor.ask.price_first.PRICE_ASKED`) or only changes the
currency ("in euros") leads with the price converted at the market's dated exchange rate (``data/exchange_rates.csv``,
the ECB's reference rates: :attr:`advisor.models.Market.exchange_rates`), the rate and its source, and whose prices
they are (:func:`advisor.budget.priced_in`: the market's street and used prices, not shop prices in that currency);
where the market has no rate for it, only whose prices they are. Pure but for the catalogue's market."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..budget import priced_in, rate_cite
from ..i18n import Date, Money, msg
from ..wording import join
from .cards_priced_in import COMMANDS, cards_priced_in
from .price_first import PRICE_ASKED
from .rent_cost import RENT_COST
from .vocabulary import vocabulary

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

SYMBOLS = {"€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "欧元": "EUR", "歐元": "EUR", "英镑": "GBP",
           "英鎊": "GBP", "日元": "JPY", "美元": "USD", "美金": "USD"}
"""A currency named by its sign or its Chinese word after "in"/"用"/"换成" ("4090 price in €", "4090多少欧元")."""
_SIGN = re.compile(r"(?:(?<![a-z])in\s*|用|换成|換成|折合|合|多少)(" + "|".join(map(re.escape, SYMBOLS)) + r")")
CONDITION_WORDS = {"used": lambda: msg("ask.price-in.used", "used"), "new": lambda: msg("ask.price-in.new", "new")}
"""The price's condition in the converted sentence."""
ALONE_WORDS = 4
"""A follow-up of at most this many words naming a currency asks the price before in it ("in euros", "and in €?")."""


def asked_currency(text: str) -> str | None:
    """The ISO code of the currency ``text`` asks a price in ("in euros", "in €", "多少欧元"), else ``None``."""
    low = text.lower()
    m = vocabulary().currency_change.search(low)
    if m is not None:
        return vocabulary().currencies[re.sub(r"\s+", " ", m.group())]
    s = _SIGN.search(low)
    return SYMBOLS[s.group(1)] if s else None


def price_in_asked(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a ``why`` verdict on one card, not an owner's or an offer's) headed by its price converted into the
    currency ``text`` asks it in (module docstring); a fit's or a comparison's cards priced in it too
    (:func:`advisor.ask.cards_priced_in.cards_priced_in`); any other answer, or one in the market's currency, as it
    is."""
    shape, facts = getattr(answer, "shape", None), getattr(answer, "facts", None)
    code = asked_currency(text)
    if code is not None and read_as.command in COMMANDS and (PRICE_ASKED.search(text) or len(text.split()) <= (
            ALONE_WORDS)) and not RENT_COST.search(text.lower()):
        return cards_priced_in(advisor, code, read_as, answer)  # "in euros" after a fit or a comparison (fix79a #5)
    if (code is None or read_as.command != "why" or shape is None or facts is None or len(read_as.cards) != 1
            or read_as.own or read_as.offer is not None or getattr(answer, "owner", None) is not None
            or RENT_COST.search(text.lower())
            or not (PRICE_ASKED.search(text) or len(text.split()) <= ALONE_WORDS)):
        return answer
    known = read_as.market if read_as.market and read_as.market.strip().lower() in advisor.catalog.markets else None
    market = advisor.catalog.market(known)
    p = facts.price
    if code == market.currency or p is None:
        return answer
    whose = priced_in(market, code)
    rate = next((x for x in market.exchange_rates if x.currency == code and x.rate > 0), None)
    if rate is None or p.currency != market.currency:
        return _headed(answer, shape, join([whose, shape.headline]))
    params = dict(converted=Money(amount=round(p.amount / rate.rate), currency=code),
                  price=Money(amount=p.amount, currency=p.currency), condition=CONDITION_WORDS[p.condition](),
                  as_of=Date(value=rate.as_of), currency=code, rate=round(rate.rate, 4),
                  market_currency=market.currency, source=rate_cite(rate.source))
    if shape.headline.key.startswith("ask.price-first."):  # the price's own date said right after
        converted = msg("ask.price-in.converted", "{converted} ≈ {price} ({condition}), at the market's rate of "
                        "{as_of}, 1 {currency} = {rate} {market_currency} ({source}).", **params)
    else:  # "in euros" after "how much is a 4090": the price's date here
        converted = msg("ask.price-in.converted-dated", "{converted} ≈ {price} ({condition}, {date}), at the market's "
                        "rate of {as_of}, 1 {currency} = {rate} {market_currency} ({source}).",
                        date=Date(value=p.as_of), **params)
    return _headed(answer, shape, join([converted, whose, shape.headline]))


def _headed(answer: Any, shape: Any, head: Any) -> Any:
    """``answer`` with ``head`` as its short form's headline."""
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["asked_currency", "price_in_asked"]
