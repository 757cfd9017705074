"""The steps up in memory an owner weighing an upgrade is told (issue 28, round 7: F08 "I have a 3090 Ti: upgrade to
an RTX PRO 6000 (96 GB), or wait?"): ``why --own``'s upgrades are the cheapest card of each larger memory size, so a
48 GB workstation card at 2,800 USD hides the 32 GB RTX 5090 — the middle step an expert names, twice the owner's
speed. :func:`steps_said` adds that step (the cheapest recommended card between the owner's memory and the asked
card's that is clearly faster than theirs), keeps the card asked about in its place (newuser16 Q27)
and says every price at the market's (one price path, break26 #22: never a range here and a point
price elsewhere). Pure: no I/O."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import Message, Money, msg
from ..models import Alternative
from ..owner import MIN_STEP
from ..recommend.ranking import CLEARLY_BETTER, cheapest_per_card, offers
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor


def middle_step(advisor: Advisor, market: str, mine: str, asked: str, use_case: str,
                steps: list[Alternative]) -> Alternative | None:
    """The cheapest card the rules recommend for ``use_case`` with at least :data:`~advisor.owner.MIN_STEP` times
    ``mine``'s memory (+2 GB is no way out of memory) and less than
    ``asked``, at least :data:`~advisor.recommend.ranking.CLEARLY_BETTER` faster than ``mine`` (training speed),
    unless one of ``steps`` is such a card with no more memory for no more money; else ``None``."""
    catalog, rules = advisor.catalog, advisor.rules
    own, big = advisor.card(mine), advisor.card(asked)
    perf = catalog.performance.get(own.name)
    low, high = own.memory_gb or 0, big.memory_gb or 0
    if perf is None or not low or high <= low:
        return None

    def between(memory: float | None, speed: float | None) -> bool:  # a real step in memory (owner.MIN_STEP)
        return low * MIN_STEP <= (memory or 0) < high and (speed or 0) >= perf.relative * (1 + CLEARLY_BETTER)

    m = catalog.market(market)
    found = [o for o in cheapest_per_card(offers(catalog, rules, m, use_case, None))
             if o.assessment.verdict == "recommended" and o.price.pick and between(o.card.memory_gb, o.performance)]
    o = min(found, key=lambda o: (o.price.amount, o.card.name), default=None)
    if o is None or any(between(s.memory_gb, s.relative_performance) and (s.memory_gb or 0) <= (o.card.memory_gb or 0)
                        and s.price is not None and s.price.amount <= o.price.amount for s in steps):
        return None  # a step already listed is as small, as cheap and clearly faster
    return Alternative(card=o.card.name, price=o.price, relative_performance=round(o.performance or 0.0, 3),
                       memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4))


def _asked_step(advisor: Advisor, market: str, asked: str, use_case: str) -> Alternative | None:
    """The card asked about as a step, at its cheapest price here (newuser16 Q27: "steps up in memory: 4070 Ti
    SUPER, RTX A6000" beside "upgrade to a 3090?" left the 24 GB card asked about out of its own list)."""
    catalog, rules = advisor.catalog, advisor.rules
    found = [o for o in cheapest_per_card(offers(catalog, rules, catalog.market(market), use_case, None))
             if o.card.name == asked]
    if not found:
        return None
    o = found[0]
    return Alternative(card=o.card.name, price=o.price, relative_performance=round(o.performance or 0.0, 3),
                       memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4))


def steps_shown(advisor: Advisor, market: str, mine: str, asked: str, use_case: str,
                steps: list[Alternative]) -> list[Alternative]:
    """The steps said, smallest memory first: ``steps`` with the middle step (:func:`middle_step`) and ``asked``
    (:func:`_asked_step`: never missing from the list it is weighed in)."""
    extra = middle_step(advisor, market, mine, asked, use_case, steps)
    target = _asked_step(advisor, market, asked, use_case) if all(a.card != asked for a in steps) else None
    return sorted([*steps, *([extra] if extra else []), *([target] if target else [])],
                  key=lambda a: (a.memory_gb or 0, a.card))


def steps_said(advisor: Advisor, market: str, mine: str, asked: str, use_case: str,
               steps: list[Alternative]) -> list[Message]:
    """Each step of :func:`steps_shown` as "{card} ({memory}, {price})", smallest memory first; a price at the
    market's own."""
    shown = steps_shown(advisor, market, mine, asked, use_case, steps)
    out = []
    for a in shown:
        if a.price is None:
            continue
        price = Money(amount=a.price.amount, currency=a.price.currency)  # the market's price (break26 #22)
        out.append(msg("ask.budget-buys.pick", "{card} ({memory}, {price})", card=card_param(a.card),
                       memory=gb(a.memory_gb or 0), price=price))
    return out


def step_taken(advisor: Advisor, mine: str, asked: str, shown: list[Alternative],
               runs: Callable[[float], float] | None = None, decode: bool = False) -> Alternative | None:
    """The step up an expert names first among ``shown`` (the steps said, :func:`steps_said`'s cards) for an owner of
    ``mine`` weighing ``asked`` (grade87 F08: a 3090 Ti owner eyeing a 96 GB RTX PRO 6000 is told the 32 GB RTX 5090
    first): the cheapest card with at least :data:`~advisor.owner.MIN_STEP` times ``mine``'s memory, less memory and
    a lower price than ``asked`` and at least :data:`~advisor.recommend.ranking.CLEARLY_BETTER` faster than
    ``mine`` (training index) — the cheapest step that clears the owner's memory without a loss of speed; ``None``
    when no such step is cheaper than ``asked`` or ``asked`` has no price among ``shown``. ``runs`` (memory in GB →
    the most of the job it runs: the largest LLM in 4-bit, the heaviest image or video set-up) prefers the steps that
    run more of the job than ``mine`` (a 4070 owner eyeing a 5090 for LLMs: 16 GB runs no larger model than 12 GB,
    24 GB runs 32B), when any does. ``decode`` (an LLM job): "faster" is batch-1 decode, which follows memory
    bandwidth (data/gpus.csv), not the training index — a 3080 10 GB owner eyeing a 3090 for LLMs was told the 16 GB
    4070 Ti SUPER first, whose 672 GB/s decode slower than the 3080's 760 (fix68c)."""
    catalog = advisor.catalog
    perf = catalog.performance.get(mine)
    low, high = advisor.card(mine).memory_gb or 0, advisor.card(asked).memory_gb or 0
    top = next((a.price.amount for a in shown if a.card == asked and a.price is not None), None)
    if perf is None or not low or high <= low or top is None:
        return None
    bandwidth = advisor.card(mine).bandwidth_gb_s or 0.0

    def faster(a: Alternative) -> bool:
        if decode and bandwidth:
            return (advisor.card(a.card).bandwidth_gb_s or 0.0) >= bandwidth * (1 + CLEARLY_BETTER)
        return a.relative_performance >= perf.relative * (1 + CLEARLY_BETTER)

    found = [a for a in shown if a.card != asked and a.price is not None and a.price.amount < top
             and low * MIN_STEP <= (a.memory_gb or 0) < high and faster(a)]
    more = [a for a in found if runs is not None and runs(a.memory_gb or 0) > runs(low)]
    return min(more or found, key=lambda a: (a.price.amount, a.card), default=None)
