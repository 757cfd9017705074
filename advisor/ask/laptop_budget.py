"""A laptop buyer's budget (issue 28, round 6: F18 "are 4 or 6 GB enough? I need a laptop, budget $933" named a
5070 Ti laptop GPU far over the budget and no laptop within it): what a laptop with each GPU starts at
(``data/laptop_prices.csv``: NVIDIA's and the press's launch "from" prices, each with its page and date), so the
laptop GPU named is one the budget reaches, and the answer says which laptop class the money buys.

- :func:`priced_laptops`: the laptop GPUs with a "from" price in a currency, cheapest first;
- :func:`laptop_class`: that sentence for any budget and memory (a laptop GPU weighed in a comparison);
- :func:`laptop_budget`: one deciding sentence — the cheapest laptop class with the memory the job wants
  within the budget, or how far over the budget it starts (look for one on sale or used rather than settle
  for less memory).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..catalog import data_dir
from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, msg
from ..models import Caveat, Recommendation
from ..wording import card_param, gb
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


@dataclass(frozen=True)
class LaptopPrice:
    """One row of ``data/laptop_prices.csv``: laptops with ``card`` start at ``amount`` ``currency``."""

    card: str
    currency: str
    amount: float
    as_of: str
    source: str


@cache
def _rows() -> tuple[LaptopPrice, ...]:
    with open(data_dir() / "laptop_prices.csv", newline="", encoding="utf-8") as fh:
        return tuple(LaptopPrice(r["card"], r["currency"], float(r["from_price"]), r["as_of"], r["source"])
                     for r in csv.DictReader(fh))


def priced_laptops(advisor: Advisor, currency: str, memory_gb: float = 0.0) -> list[tuple[LaptopPrice, float]]:
    """The laptop GPUs with a "from" price in ``currency`` and at least ``memory_gb`` of memory, with their
    memory (GB), cheapest first (then the most memory)."""
    out = []
    for row in _rows():
        if row.currency != currency:
            continue
        memory = advisor.card(row.card).memory_gb or 0.0
        if memory >= memory_gb:
            out.append((row, memory))
    return sorted(out, key=lambda x: (x[0].amount, -x[1], x[0].card))


def laptop_budget(advisor: Advisor, read_as: ReadAs, answer, memory_gb: float) -> Caveat | None:
    """For a laptop buyer with a budget (``read_as.laptop``, a recommendation): the cheapest laptop class with at
    least ``memory_gb`` (the memory the job wants, :func:`advisor.ask.fitted.laptop_groups`) — "within your
    budget: laptops with X (8 GB) start at …", or "they launched from …, N over your budget; that is a launch
    price, not today's: look for one on sale or used rather than a laptop with less memory"; ``None`` without a
    budget, a priced row in its currency, or when the answer is no laptop buyer's recommendation."""
    budget = read_as.budget
    if not isinstance(answer, Recommendation) or not read_as.laptop or budget is None:
        return None
    return laptop_class(advisor, budget, memory_gb)


def laptop_class(advisor: Advisor, budget, memory_gb: float) -> Caveat | None:
    """The cheapest laptop class with at least ``memory_gb`` (GB) against ``budget`` (a :class:`BudgetSlot`:
    amount and currency): "within your budget: laptops with X (8 GB) started at …" or "they launched from
    …, N over your budget; that is a launch price, not today's" (``data/laptop_prices.csv`` launch "from"
    prices, with their dates); ``None`` when no row is priced in the budget's currency."""
    found = priced_laptops(advisor, budget.currency, memory_gb)
    if not found:
        return None
    row, memory = found[0]
    params = dict(card=card_param(row.card), memory=gb(memory), price=Money(amount=row.amount, currency=row.currency),
                  date=Date(value=row.as_of), budget=Money(amount=budget.amount, currency=budget.currency))
    if row.amount <= budget.amount:
        said = msg("ask.laptop.budget.within", "Within your {budget}: laptops with a {card} ({memory}) started at "
                   "{price} ({date}, launch price).", **params)
    else:
        # a launch "from" price, never a floor of today (F18): said as the launch price it is, with its date
        said = msg("ask.laptop.budget.over", "Laptops with {memory} ({card}) launched from {price} on {date}, "
                   "{over} over your {budget}; that is a launch price, not today's: look for one on sale or used "
                   "rather than a laptop with less memory.",
                   over=Money(amount=row.amount - budget.amount, currency=row.currency), **params)
    return Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)


__all__ = ["LaptopPrice", "laptop_budget", "laptop_class", "priced_laptops"]
