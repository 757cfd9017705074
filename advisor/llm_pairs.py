"""Several cards whose prices fit a budget that nothing within holds a model (rank24 #5, issue 28).

"$800 for 70b" / "the cheapest way to run llama 70b under 800 dollars": the LLM engine searches the ways ``fits``
lists (:func:`advisor.fits.ways`), a split of several cards priced in all with the multi-GPU platform the market
counts (``value.platform-cost``: 810 USD for two cards today). With that platform no pair fits 800 USD, so the
answer named only the cheapest way over budget — and never said that two 24 GB cards for 590 USD hold a 70B model
in a PC that already takes two cards. :func:`cards_within` adds that as a deciding fact of a sized LLM answer with
no pick within its budget: the cheapest split (2 to 4 cards) whose cards alone fit the budget, its cards' price and
its price with the platform, its decode speed, the route it stands on (a tinkerer's or non-CUDA option said so),
and the split's caveat (the layers split, a board and power supply that take the cards). Pure: no I/O beyond the
tables read once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Money, Number, Quantity, Text, msg

if TYPE_CHECKING:
    from .api import Advisor
    from .models import FitCard, Market
    from .workload import Workload

MOST_CARDS = 4
"""The most cards such a split may take: one desktop board's four slots (a product choice, as
:data:`advisor.thresholds.GPUS_PER_PLATFORM` says)."""


def cheapest_split(advisor: Advisor, market: Market, workload: Workload, budget: float) -> FitCard | None:
    """The split (2 to :data:`MOST_CARDS` cards) of the usable ways of ``workload``'s sized inference job whose
    cards alone cost at most ``budget`` (market currency), cheapest in cards first, then the faster; ``None``
    when there is none (or the job is no sized inference)."""
    from .fits import ways
    from .fits.ways import usable
    from .llm_picks import _usable_offers
    from .rigs import platform_cost

    est = workload.estimate
    if est is None or est.task != "inference":
        return None
    offers = _usable_offers(advisor._usable_cards(market))
    found = [w for w in ways(est, offers, advisor.speeds.of, lambda n: platform_cost(market, n))
             if 1 < w.count <= MOST_CARDS and usable(w) and w.price is not None
             and w.price.amount * w.count <= budget]
    return min(found, key=lambda w: ((w.price.amount if w.price else 0.0) * w.count,
                                     -(w.speed.tok_s if w.speed else 0.0), w.card), default=None)


def cards_within(advisor: Advisor, answer, workload: Workload, market: Market):
    """``answer`` (a sized LLM recommendation) with :func:`cheapest_split`'s split said first among its deciding
    facts when nothing within its budget holds the model (no pick); unchanged otherwise."""
    from .models import Caveat, Recommendation
    from .routes import ROUTE_LABELS
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Recommendation) or shape is None or answer.picks or workload.estimate is None:
        return answer
    split = cheapest_split(advisor, market, workload, answer.budget.market_amount)
    if split is None or split.price is None:
        return answer
    currency = split.price.currency
    cards = split.price.amount * split.count
    route = ROUTE_LABELS.get(split.route) if split.route != "cuda" else None
    said = msg("recommend.llm.cards-within", "If your PC takes {count} cards (the slots, a power supply for them "
               "and room to cool them), {count} × {card} hold {model} split by layers for {cards} in cards "
               "({total} with the board and power supply {count} cards need otherwise), ≈ {tok_s}{route}.",
               count=Number(value=split.count), card=CardParam(value=split.card),
               model=Text(value=workload.estimate.arch.name), cards=Money(amount=cards, currency=currency),
               total=Money(amount=split.total_price or cards, currency=currency),
               tok_s=Quantity(value=round(split.speed.tok_s, 1), unit="tok/s", digits=1)
               if split.speed is not None else Text(value="?"),
               route=msg("recommend.llm.cards-within.route", "; {label}", label=route)
               if route is not None else Text(value=""))
    fact = Caveat(rule_id="value.platform-cost", message=said, weight=CAVEAT_WEIGHT + 3)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


__all__ = ["MOST_CARDS", "cards_within", "cheapest_split"]
