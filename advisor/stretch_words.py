"""How far over budget a stretch pick is, in its ranking line (issue 28 grader: N17, F17).

A stretch pick (:data:`advisor.recommend.STRETCH`) may cost up to a quarter over the budget; "a little over budget"
said of a 740 USD card on a 600 USD budget (23 %) undersells it. Up to :data:`LITTLE` over, the words stay; past it,
the line says the share: "23% over budget, clearly faster"."""

from __future__ import annotations

from .i18n import Message, Money, Number, msg

LITTLE = 0.10
"""The share over the budget still said as "a little over budget" (product choice: a tenth)."""


def over_share(cost: float, budget: float) -> float | None:
    """How far ``cost`` is over ``budget`` (both in the market's currency), as a share (0.23 for 23 %); ``None``
    when the budget is not positive or the cost is within it."""
    if budget <= 0 or cost <= budget:
        return None
    return cost / budget - 1


def stretch_reason(base: Message | None, route: Message | None, cost: float, budget: float) -> Message | None:
    """The ranking line's reason for a stretch pick of ``cost`` on ``budget``: ``base`` ("a little over budget,
    clearly faster") or the LLM route's "{route}, a little over budget" within :data:`LITTLE`; past it, the share
    over ("{route}, 23 % over budget")."""
    share = over_share(cost, budget)
    if share is None or share <= LITTLE:
        if route is not None:
            return msg("shape.role.stretch-route", "{route}, a little over budget", route=route)
        return base
    pct = Number(value=round(share * 100))
    if route is not None:
        return msg("shape.role.stretch-route.pct", "{route}, {pct:.0f}% over budget", route=route, pct=pct)
    return msg("shape.role.stretch.pct", "{pct:.0f}% over budget, clearly faster", pct=pct)


def cheapest_over(base: Message | None, cost: float, budget: float, currency: str) -> Message | None:
    """The ranking line's reason for the cheapest pick worth buying when nothing within the budget is (break26 #20:
    "Nothing within 600 USD is worth buying" above "2 x RTX 4060, 658 USD … cheapest worth buying"): how far over
    the budget it is, in the market's ``currency``; ``base`` when it is within."""
    if over_share(cost, budget) is None:
        return base
    return msg("shape.role.cheapest.over", "cheapest worth buying, {over} over budget",
               over=Money(amount=cost - budget, currency=currency))
