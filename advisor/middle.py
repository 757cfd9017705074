"""The middle step between two cards far apart (issue 28: "compare 3060 4090" asks about two ends of a range).

When the faster card of a ``compare`` is at least :data:`FAR` times as fast and as dear as the slower one, an
expert names the card between them that most people should weigh: :func:`middle_step` picks, among the cards
the market prices and the rules recommend for the use case, the one with the best speed per price whose speed
and price lie well inside the two (its training speed from ``catalog.performance``, its price the one every
answer shows, :func:`advisor.compare.shown_price`), with at least the slower card's memory and the memory today's
market recommends (:meth:`advisor.rules.RuleBook.recommended_memory`: 12 GB past first steps).
"""

from __future__ import annotations

from .catalog import Catalog
from .compare import shown_price
from .i18n import Money, Quantity, msg
from .models import Comparison, Market, Reason
from .rules import RuleBook, card_param, gb

FAR = 2.0
"""Speed and price ratios from which two cards are far apart (product choice: twice as fast and twice as dear)."""
INSIDE = 1.2
"""How far inside the two ends the middle card must be, in speed (above the slower by this factor, below the
faster by it) and price (below the dearer by it): a card at either end is no middle step."""


def middle_step(catalog: Catalog, rules: RuleBook, market: Market, result: Comparison,
                use_case: str) -> Reason | None:
    """The ``value.perf-per-price`` reason naming the card between the two of ``result`` (module docstring), or
    ``None`` when they are not far apart, a side has no price or speed, or no card lies between."""
    if result.same_card or result.counts != [1, 1] or result.measure != "training" or len(result.cards) != 2 or (
            use_case == "image"):  # ranked by SD it/s there: a training ratio beside it contradicts it (break29 #8)
        return None
    if any(f.price is None or not f.relative_performance for f in result.cards):
        return None
    slow, fast = sorted(result.cards, key=lambda f: f.relative_performance or 0.0)
    assert slow.price is not None and fast.price is not None and slow.relative_performance and fast.relative_performance
    if fast.relative_performance < FAR * slow.relative_performance or fast.price.amount < FAR * slow.price.amount:
        return None
    floor = max(slow.memory_gb or 0, rules.recommended_memory(use_case, market))  # never less than the slower's
    best = None
    for name in sorted({n for n, _ in catalog.prices(market.id)} - {slow.card, fast.card}):
        card = catalog.card(name)
        perf, price = catalog.performance.get(name), shown_price(catalog.price_of(market.id, name))
        if perf is None or price is None or card.is_system or (card.memory_gb or 0) < floor:
            continue
        if not (INSIDE * slow.relative_performance <= perf.relative <= fast.relative_performance / INSIDE
                and slow.price.amount < price.amount <= fast.price.amount / INSIDE):
            continue
        if rules.assess(card, market, use_case=use_case).verdict != "recommended":
            continue
        value = perf.relative / price.amount
        if best is None or value > best[0]:
            best = (value, card, perf.relative, price)
    if best is None:
        return None
    _, card, relative, price = best
    return rules.reason("value.perf-per-price", msg(
        "compare.middle", "Between them: {card} ({memory}, {price}) is {speed} as fast as the {slow} for {share} of "
        "the {fast}'s price.", card=card_param(card.name), memory=gb(card.memory_gb or 0),
        price=Money(amount=price.amount, currency=price.currency),
        speed=Quantity(value=round(relative / slow.relative_performance, 2), unit="x"),
        slow=card_param(slow.card), fast=card_param(fast.card),
        share=Quantity(value=round(100 * price.amount / fast.price.amount), unit="%", digits=0)))
