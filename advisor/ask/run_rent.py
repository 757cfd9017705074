"""A long training run said in days beside two cards weighed for it ("3090 or 4090, or the cloud? … a full pretrain
takes about 40 days", judge87 U22; fix84d): the requirement answer (:mod:`advisor.ask.project_need`: whether each
card's 24 GB likely holds the model) left the rest of the question unanswered — how much sooner the faster card
finishes the run and which gives more speed for its price, and whether a run that long is one to rent.

:func:`run_lines` says both: the two cards' published training throughput (the comparison's ranking, its sources)
with the run's days on the card they were said of, then on the other, and their prices here; and, for a run of
:data:`LONG_RUN_DAYS` or more or when the cloud is asked about, what that run costs on one rented card of the kind
(``data/rent_hourly.csv``, RunPod on-demand, sourced) against buying it — the rule ``cloud.own-vs-rent-2023``: one
long run is cheaper rented, training most days cheaper owned. Pure but for the advisor's tables.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Date, Message, Money, Number, msg
from ..wording import card_param
from .named_project import LONG_RUN_DAYS
from .rent_cost import DAY_HOURS, MONTH_HOURS, rent_rows

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

DAYS = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d)?)\s*(?:-\s*)?(?:days?(?![a-z])|天)")
"""A run's length in days ("takes about 40 days", "40-day", "40天")."""
LENGTH = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d)?)\s*(?:-\s*)?(?:(?P<w>weeks?(?![a-z])|wks?(?![a-z])|周|週|星期)|"
                    r"(?P<m>months?(?![a-z])|个月|個月|月)|days?(?![a-z])|天)")
"""A run's length in days, weeks or months ("runs of 2 weeks", "3 months", "两周" not read: a figure is), break49 #3."""
_PER = {"w": 7, "m": MONTH_HOURS // DAY_HOURS}  # a week's days; a month as every rent-vs-buy month here (720 h)
CLOUD = re.compile(r"(?<![a-z])(?:cloud|rent|renting|rented|runpod|lambda\s+labs|vast\.ai)(?![a-z])|云|雲|租")
"""The cloud or renting asked about."""
_SENTENCE = re.compile(r"[^.?!;。？！；]+")


def _days_of(text: str, names: list[str]) -> tuple[float, str | None] | None:
    """The days a run is said to take and the card of ``names`` said in the same sentence (``None``: none is)."""
    for m in _SENTENCE.finditer(text):
        said = m.group()
        days = LENGTH.search(said.lower())
        if days is None:
            continue
        words = said.lower()
        card = next((n for n in names if any(w in words for w in _short(n))), None)
        unit = next((_PER[k] for k in _PER if days.group(k)), 1)
        return float(days.group(1)) * unit, card
    return None


def _short(name: str) -> list[str]:
    """The ways a card's name is typed short ("GeForce RTX 3090" → "3090", "rtx 3090")."""
    low = name.lower().replace("geforce ", "")
    number = re.search(r"\d{3,4}(?:\s*ti)?", low)
    return [low, *([number.group()] if number else [])]


def run_lines(advisor: Advisor, text: str, read_as: ReadAs) -> list[Message]:
    """The pace and renting lines for a run said in days beside two cards (module docstring); none otherwise."""
    if len(read_as.cards) != 2:
        return []
    found = _days_of(text, read_as.cards)
    if found is None or found[0] < 1:
        return []
    days, said_on = found
    try:
        comparison: Any = advisor.compare(read_as.cards[0], read_as.cards[1], market=read_as.market)
    except AdvisorError:
        return []
    rows = {x.card: x for x in comparison.shape.ranking if x.speed is not None and x.speed.measure == "training"}
    if len(rows) != 2:
        return []
    fast, slow = sorted(rows.values(), key=lambda x: -x.speed.value)
    ratio = fast.speed.value / slow.speed.value
    if ratio < 1.05:
        return []
    on = said_on or slow.card
    other = fast.card if on == slow.card else slow.card
    other_days = days / ratio if on == slow.card else days * ratio
    lines = []
    if fast.price is not None and slow.price is not None and fast.price.currency == slow.price.currency:
        value = max((fast, slow), key=lambda x: x.speed.value / x.price.amount)
        lines.append(msg("run-rent.pace.priced", "{fast} trains about {ratio:.1f}x as fast as {slow} (published "
                         "training throughput): {days:.0f} days on {on} are about {other_days:.0f} on {other}. Here "
                         "{fast} costs {fast_price} and {slow} {slow_price}: {value} gives more speed for the money.",
                         fast=card_param(fast.card), slow=card_param(slow.card), ratio=Number(value=ratio),
                         days=Number(value=days), on=card_param(on), other_days=Number(value=other_days),
                         other=card_param(other), fast_price=Money(amount=fast.price.amount,
                                                                   currency=fast.price.currency),
                         slow_price=Money(amount=slow.price.amount, currency=slow.price.currency),
                         value=card_param(value.card)))
    else:
        lines.append(msg("run-rent.pace", "{fast} trains about {ratio:.1f}x as fast as {slow} (published training "
                         "throughput): {days:.0f} days on {on} are about {other_days:.0f} on {other}.",
                         fast=card_param(fast.card), slow=card_param(slow.card), ratio=Number(value=ratio),
                         days=Number(value=days), on=card_param(on), other_days=Number(value=other_days),
                         other=card_param(other)))
    if days >= LONG_RUN_DAYS or CLOUD.search(text.lower()):
        rent = _rent(advisor, comparison, on, days, rows[on])
        if rent is not None:
            lines.append(rent)
    return lines


def _rent(advisor: Advisor, comparison: Any, card: str, days: float, row: Any) -> Message | None:
    """What ``days`` round the clock cost on one rented ``card`` in the comparison's market against its price."""
    market = advisor.catalog.market(getattr(comparison.market, "id", None) or None)
    if not market.policy.rent:
        return None
    rented = next((r for r in rent_rows() if r["market"] == market.id and r["card"] == card), None)
    if rented is None or row.price is None or row.price.currency != "USD":
        return None
    hourly = float(rented["usd_per_hour"])
    return msg("run-rent.rent", "A run of {days:.0f} days is one to rent: on one rented {card} at {hourly} an hour "
               "(RunPod on-demand, {date}) it costs about {cost}, against {price} to buy the card, and multi-GPU "
               "instances finish it sooner; buy for training most days.", days=Number(value=days),
               card=card_param(card), hourly=Money(amount=hourly, currency="USD", digits=2),
               date=Date(value=rented["as_of"]),
               cost=Money(amount=float(round(hourly * DAY_HOURS * days, -1)), currency="USD"),
               price=Money(amount=row.price.amount, currency=row.price.currency))


__all__ = ["CLOUD", "DAYS", "LENGTH", "run_lines"]
