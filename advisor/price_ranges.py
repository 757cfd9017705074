"""Prices whose dated sources disagree widely (issue 28, round 7: F08, the RTX PRO 6000 at 16,000 USD where the
expert says about $8-9k): ``data/price_ranges.csv`` holds the lowest street figure and the highest figure found
for a card in a market, each with its date and page. Every answer prices the card at the market
table's price (break26 #22: a point price on one path and a range on another in the same market); the older street
figure is said beside it as history (:func:`said_price`), never summed on.
Pure: the table is read once."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache

from .i18n import Date, Message, Money, msg

TABLE = "price_ranges.csv"


@dataclass(frozen=True)
class PriceRange:
    """One row: ``card`` in ``market`` (``condition`` new or used) from ``low`` (``low_as_of``) to ``high``
    (``high_as_of``), in ``currency``; each figure's page is in the table."""

    market: str
    card: str
    condition: str
    low: float
    low_as_of: str
    high: float
    high_as_of: str
    currency: str = "USD"


@cache
def ranges() -> tuple[PriceRange, ...]:
    """Every row of ``data/price_ranges.csv``."""
    from .catalog.inputs import data_dir

    with open(data_dir() / TABLE, newline="", encoding="utf-8") as fh:
        return tuple(PriceRange(market=r["market"], card=r["card"], condition=r["condition"], low=float(r["low"]),
                                low_as_of=r["low_as_of"], high=float(r["high"]), high_as_of=r["high_as_of"])
                     for r in csv.DictReader(fh))


def price_range(market: str, card: str, currency: str = "USD") -> PriceRange | None:
    """The range of ``card``'s price in ``market`` (in ``currency``), or ``None`` when its sources agree."""
    return next((r for r in ranges() if r.market == market and r.card == card and r.currency == currency), None)


def said_price(market: str, card: str, amount: float, currency: str = "USD") -> Money | Message:
    """The card's price here as every answer says it (break26 #22: one price path): ``amount``, the market table's
    price; when its dated sources disagree and ``amount`` is the newer top of the range, "16,000 USD, up from 8,000
    USD in 2026-04" -- the market's price first, the older street figure as history, never as the price a sum uses."""
    r = price_range(market, card, currency)
    here = Money(amount=amount, currency=currency)
    if r is None or r.low >= amount:
        return here
    return msg("price.range.since", "{price}, up from {low} in {low_as_of}", price=here,
               low=Money(amount=r.low, currency=r.currency), low_as_of=Date(value=r.low_as_of[:7]))
