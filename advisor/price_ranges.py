"""Prices whose dated sources disagree widely (issue 28, round 7: F08, the RTX PRO 6000 at 16,000 USD where the
expert says about $8-9k): ``data/price_ranges.csv`` holds the lowest street figure and the highest figure found
for a card in a market, each with its date and page. Every answer prices the card at the market
table's price, the newest (break26 #22: a point price on one path and a range on another in the same market; the
rent sum on the older street figure): the table is the record of the disagreement (data/SOURCES.md), said by no
answer.
Pure: the table is read once."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache

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
