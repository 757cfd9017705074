"""The middle routes between two extreme builds weighed for training (fix48b, issue 28 kind B, grade23 F19): "a 192 GB
Mac Studio or 8 × 4090 for fine-tuning, which is better value?" was answered "not the Mac; 8 × 4090 needs a server
build and one job scales poorly" — right, but with no word of what lies between: two to four of those cards, or
renting a data-centre card by the hour, as the expert answer gives.

:func:`middle_routes` says them for a comparison that weighs four or more of one card (a server build) for a
training job (a fine-tune read, or training said): the same card two and four at a time with what the cards cost
here (the catalogue's price, one path with the comparison's), and the market's hourly rates of an A100 80 GB and an
H100 80 GB (``data/rent_hourly.csv``, on-demand, sourced), with the hours of an A100 the big build's price pays for.
Only in a market whose policy rents; nothing for any other answer.
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..compare import shown_price
from ..i18n import Card as CardParam
from ..i18n import Date, Money, Number, msg
from ..models import Caveat, Comparison
from ..shape_limits import CAVEAT_WEIGHT

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

BIG_BUILD = 4
"""Cards of one side from which a comparison is a server build (a board and supplies of their own)."""

RENTED = ("A100 SXM4 80 GB", "H100 SXM5 80 GB")
"""The data-centre cards whose hourly rates are said (``data/rent_hourly.csv``)."""

TRAINING = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*|loras?|qlora)(?![a-z])|训练|訓練|微调|微調")
"""Training said in the question (the reading's task may be unset for "training")."""


@cache
def _rent_rows() -> tuple[dict[str, str], ...]:
    """The rows of ``data/rent_hourly.csv``."""
    with open(data_dir() / "rent_hourly.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def middle_routes(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The middle routes between the comparison's two builds (module docstring); empty for any other answer."""
    if not isinstance(answer, Comparison) or len(answer.counts) != 2 or max(answer.counts) < BIG_BUILD:
        return []
    if read_as.task not in ("lora", "qlora", "full-finetune") and not TRAINING.search(text.lower()):
        return []
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or None)
    if not market.policy.rent:
        return []
    big = max(range(2), key=lambda i: answer.counts[i])
    card, count = answer.cards[big].card, answer.counts[big]
    price = shown_price(advisor.catalog.price_of(market.id, card))
    rates = [r for name in RENTED for r in _rent_rows() if r["market"] == market.id and r["card"] == name]
    if price is None or price.currency != "USD" or len(rates) != len(RENTED):
        return []
    fewer = [n for n in (2, BIG_BUILD) if n < count]
    said = answer.side_totals[big] if big < len(answer.side_totals) else None
    total = said if said else price.amount * count
    a100 = float(rates[0]["usd_per_hour"])
    side = msg("compare.several.side", "{count} x {card}", count=Number(value=fewer[-1]), card=CardParam(value=card))
    rent = dict(a100=CardParam(value=RENTED[0]), a100_rate=Money(amount=a100, currency="USD", digits=2),
                h100=CardParam(value=RENTED[1]), h100_rate=Money(amount=float(rates[1]["usd_per_hour"]),
                                                                currency="USD", digits=2),
                date=Date(value=rates[0]["as_of"]), hours=Number(value=round(total / a100, -2)),
                build=msg("compare.several.side", "{count} x {card}", count=Number(value=count),
                          card=CardParam(value=card)))
    if len(fewer) > 1:  # "2 to 4 x GeForce RTX 4090 (3,240 to 6,480 USD for the cards here)"
        line = msg("ask.middle-routes", "Between the two: 2 to {side} ({low} to {high} for the cards here), or rent "
                   "by the hour: {a100} about {a100_rate} an hour, {h100} about {h100_rate} (RunPod on-demand, "
                   "{date}); the price of {build} pays for about {hours:,.0f} hours of an {a100}.", side=side,
                   low=Money(amount=price.amount * fewer[0], currency="USD"),
                   high=Money(amount=price.amount * fewer[-1], currency="USD"), **rent)
    else:
        line = msg("ask.middle-routes.one", "Between the two: {side} ({high} for the cards here), or rent by the "
                   "hour: {a100} about {a100_rate} an hour, {h100} about {h100_rate} (RunPod on-demand, {date}); the "
                   "price of {build} pays for about {hours:,.0f} hours of an {a100}.", side=side,
                   high=Money(amount=price.amount * fewer[-1], currency="USD"), **rent)
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=CAVEAT_WEIGHT + 1, message=line)]
