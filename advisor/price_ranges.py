"""Prices whose dated sources disagree widely (issue 28, round 7: F08, the RTX PRO 6000 at 16,000 USD where the
expert says about $8-9k): ``data/price_ranges.csv`` holds the lowest street figure and the highest figure found
for a card in a market, each with its date and page. An answer that weighs buying it against renting says the range
with both dates and sums on the lower street price (:func:`street_param`, :func:`street_price`); a list of steps
says the range (:func:`short_param`).
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


def street_price(market: str, card: str, amount: float, currency: str = "USD") -> float:
    """The price a rent-or-buy sum uses: the lower street figure of a range below ``amount``, else ``amount``."""
    r = price_range(market, card, currency)
    return r.low if r is not None and r.low < amount else amount


def street_param(r: PriceRange) -> Message:
    """"8,000 USD, 2026-04; up to 16,000 USD by 2026-08": the street price a sum uses, and the top of the range,
    with their months."""
    return msg("price.range.street", "{low}, {low_as_of}; up to {high} by {high_as_of}",
               low=Money(amount=r.low, currency=r.currency), low_as_of=Date(value=r.low_as_of[:7]),
               high=Money(amount=r.high, currency=r.currency), high_as_of=Date(value=r.high_as_of[:7]))


def short_param(r: PriceRange) -> Message:
    """"8,000 to 16,000 USD": the range in a list of prices."""
    return msg("price.range.short", "{low} to {high}", low=Money(amount=r.low, currency=r.currency),
               high=Money(amount=r.high, currency=r.currency))
