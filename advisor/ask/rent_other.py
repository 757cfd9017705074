"""Renting one card against buying another, at the hours said (mend48a #3): "would it be cheaper to rent an H100 than
buy a 4090? I train about 10 hours a week" compared the two cards and said the H100's hours its own 20,000 USD pays
for, never the 4090's price nor the hours said.

When a comparison of two cards says renting one ("rent an H100", "租H100") and buying the other, and the hours of use
(:func:`advisor.ask.rent_use.use_said`), the card bought is weighed against the card rented for the same work: the
bought card's hours shrink by the comparison's own speed-up when the rented one is faster (its ``faster`` and
``speedup``: training throughput, or decode), the rented hours cost the market's hourly rate (``data/rent_hourly.csv``,
RunPod on-demand, dated) — a year of it — and the bought card's price (:func:`advisor.shown.shown_price`) is said in
hours of the rented card and in years of that use before buying pays off. Keyed ``ask.rent-use.other`` so the
round-the-clock rent lines give way to it (:mod:`advisor.ask.buying`). Pure; nothing when any part is missing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, Number, msg
from ..models import Caveat, Comparison
from ..shown import shown_price
from ..wording import card_param
from .rent_cost import rent_rows
from .rent_hours import hours_a_week
from .rent_use import YEAR_DAYS, use_said

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

RENT_WORD = re.compile(r"(?<![a-z])(?:rent|renting|rented|rental)(?![a-z])|租")
"""Words of renting: the card named right after them is the one rented."""
BUY_WORD = re.compile(r"(?<![a-z])(?:buy|buying|purchase|purchasing|own|owning|get)(?![a-z])|买|買|入手")
"""Words of buying: the card named right after them is the one bought."""
NEAR = 30
"""Characters after a renting or buying word within which the card named is its object."""


def _key(name: str) -> str:
    """The token of a card's name a question says ("h100", "4090")."""
    return next((t for t in name.lower().split() if any(ch.isdigit() for ch in t)), name.lower())


def _after(low: str, word: re.Pattern[str], cards: list[str]) -> str | None:
    """The card named nearest after a ``word`` in ``low``, within :data:`NEAR` characters."""
    best: tuple[int, str] | None = None
    for m in word.finditer(low):
        for card in cards:
            at = low.find(_key(card), m.end())
            if 0 <= at - m.end() <= NEAR and (best is None or at - m.end() < best[0]):
                best = (at - m.end(), card)
    return best[1] if best else None


def rent_other(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Renting one compared card against buying the other at the hours said (module docstring), one deciding fact
    keyed ``ask.rent-use.other``; ``[]`` for anything else."""
    if not isinstance(answer, Comparison) or len(read_as.cards) != 2 or read_as.own:
        return []
    hours, _ = use_said(text)
    low = " ".join(text.lower().split())
    rented, bought = _after(low, RENT_WORD, read_as.cards), _after(low, BUY_WORD, read_as.cards)
    if hours is None or rented is None or bought is None or rented == bought:
        return []
    market = advisor.catalog.market(answer.market.id)
    row = next((r for r in rent_rows() if r["market"] == market.id and r["card"] == rented), None)
    price = shown_price(advisor.catalog.price_of(market.id, bought))
    if not market.policy.rent or row is None or price is None or price.currency != "USD":
        return []
    speedup = answer.speedup if answer.faster == rented and answer.speedup else 1.0  # the same work takes less time
    hourly = float(row["usd_per_hour"])
    weekly = hours_a_week(text)
    own_hours = weekly if weekly is not None else hours * 7  # a week's use, as said or from a day's
    rent_year = own_hours / speedup * hourly * YEAR_DAYS / 7
    said = msg("ask.rent-use.other", "Renting {rented} instead of buying {bought}: {bought}'s {price} pays for about "
               "{paid:.0f} hours of {rented} ({hourly} an hour, RunPod on-demand, {date}); {hours:.0f} h a week on "
               "{bought} is about {rented_hours:.1f} h on {rented}, {speedup:.2f}x as fast, about {rent} of rent a "
               "year, so buying pays off after about {years:.1f} years of that use (and a bought card resells).",
               rented=card_param(rented), bought=card_param(bought),
               price=Money(amount=price.amount, currency=price.currency),
               paid=Number(value=round(price.amount / hourly)), hourly=Money(amount=hourly, currency="USD", digits=2),
               date=Date(value=row["as_of"]), hours=Number(value=round(own_hours)),
               rented_hours=Number(value=round(own_hours / speedup, 1)), speedup=Number(value=round(speedup, 2)),
               rent=Money(amount=float(round(rent_year)), currency="USD"),
               years=Number(value=round(price.amount / rent_year, 1)))
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


__all__ = ["rent_other"]
