"""A first pick ranked on a doubtful price says so (issue 28, break33 #18b).

"best gpu for 70b under $3000" said "buy RTX A6000 — 2,800 USD used, estimated": that price is one listing an
affiliate guide quotes, dated only by year, which the advice audit (../shared/reviews/advice-audit-2026-12-02.md §4
row 6) finds likely 20–35 % low — and it decides the pick. A price row marked low-confidence in the market's table
(``estimate_kind`` in :data:`DOUBTED`: one listing, a launch MSRP standing in for a street price, a bare estimate) that
decides a recommendation's first pick carries a caveat first among the answer's caveats: the price is an estimate,
what kind, and to check a current listing before buying, since a dearer real price may change the order. A range's
midpoint (two or more sources) and a price corrected to a floor are figures, not doubts. Pure; any other answer is
returned as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Money, msg
from .models import Caveat, Recommendation
from .recommend.ranking import estimate_kind
from .shape_limits import CAVEAT_WEIGHT
from .wording import card_param

if TYPE_CHECKING:
    from .api import Advisor

DOUBTED = ("single-listing", "launch-msrp", "estimate")
"""``estimate_kind`` values of a low-confidence price row (``data/markets/*.csv``)."""
MOST_CAVEATS = 3
"""A short form's caveats (:class:`advisor.models.short.Shape`: at most three)."""


def price_doubt(advisor: Advisor, answer):
    """``answer`` with the doubt of its first pick's price said first among its caveats (module docstring)."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Recommendation) or not answer.picks or shape is None:
        return answer
    first = answer.picks[0]
    price = first.price
    if not price.estimated or price.estimate_kind not in DOUBTED:
        return answer
    if shape.ranking and shape.ranking[0].card != first.card:
        return answer
    note = Caveat(rule_id="price.estimated", weight=CAVEAT_WEIGHT + 2, message=msg(
        "ask.price-doubt", "{card} is first on a price that is only an estimate ({price}: {kind}); check a current "
        "listing before you buy — at a higher price the order may change.", card=card_param(first.card),
        price=Money(amount=price.amount, currency=price.currency), kind=estimate_kind(price)))
    kept = [c for c in shape.caveats if c.message.key != "ask.price-doubt"][:MOST_CAVEATS - 1]
    return answer.model_copy(update={"shape": shape.model_copy(update={"caveats": [note, *kept]})})


__all__ = ["DOUBTED", "price_doubt"]
