"""``why``: a card's verdict in a market, the rules behind it, and better alternatives.

Alternatives are cards the rules recommend in the same market, at most ``PRICE_WINDOW``
(30 %) dearer than the card (or than the most a similar card costs when it has no price),
that are faster or at least as fast; fastest first (``value.perf-per-price``).
"""

from __future__ import annotations

from .catalog import Catalog
from .compare import facts
from .models import Alternative, Card, Market, Verdict
from .recommend import CLEARLY_BETTER, cheapest_per_card, offers, speed_rank
from .rules import RuleBook

PRICE_WINDOW = 0.30  # product choice: "a similar price" = at most 30 % dearer (D17 L59: "add a little")
MAX_ALTERNATIVES = 3

SUMMARY = {
    "recommended": "{name} is a good deep-learning buy in {market}.",
    "situational": "{name} is a reasonable buy only in some cases in {market}.",
    "not_recommended": "{name} is not recommended for deep learning in {market}.",
}


def why(catalog: Catalog, rules: RuleBook, market: Market, card: Card, *, use_case: str = "general") -> Verdict:
    """Explain the verdict on ``card`` in ``market`` (for ``use_case``); return a :class:`Verdict`
    with the reasons most severe first, the card's facts and up to three alternatives. Never
    raises: a card without a price or speed figure gets a verdict from the rules alone."""
    assessment = rules.assess(card, market, use_case=use_case)
    f = facts(catalog, card, market)
    reasons = assessment.reasons
    if f.price is None:
        reasons.append(rules.reason("market.no-price", f"{market.name} has no dated price for {card.name}."))
    elif f.price.estimated:
        reasons.append(rules.reason("price.estimated", f"Its price here ({f.price.amount:,.0f} {f.price.currency}) is an estimate: {f.price.note}."))

    perf = f.relative_performance
    good = [o for o in offers(catalog, rules, market, use_case, None)
            if o.assessment.verdict == "recommended" and o.performance is not None and o.card.name != card.name]
    if f.price is not None:
        ceiling = f.price.amount * (1 + PRICE_WINDOW)
        pool = [o for o in good if o.price.amount <= ceiling and (perf is None or o.performance >= perf)]
    else:
        pool = [o for o in good if perf is None or o.performance >= perf]
        if pool:
            cheapest = min(o.price.amount for o in pool)
            pool = [o for o in pool if o.price.amount <= cheapest * (1 + PRICE_WINDOW)]
    if assessment.verdict == "recommended" and card.memory_gb:
        # a good card's alternatives must not give up memory (memory.enough-not-max: enough is the goal)
        pool = [o for o in pool if (o.card.memory_gb or 0) >= card.memory_gb]
    alternatives = [
        Alternative(card=o.card.name, price=o.price, relative_performance=round(o.performance, 3),
                    memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4))
        for o in speed_rank(cheapest_per_card(pool))[:MAX_ALTERNATIVES]
    ]
    if perf is not None and f.price is not None:
        peers = {o.card.name: o for o in cheapest_per_card(good)}
        speeds = sorted([o.performance for o in peers.values()] + [perf], reverse=True)
        values = sorted([o.value for o in peers.values()] + [f.performance_per_price], reverse=True)
        reasons.insert(1 if assessment.verdict != "recommended" else 0, rules.reason("value.perf-per-price", (
            f"Speed {perf:.2f}x TITAN X Pascal ({f.performance_kind}: {f.performance_source}); "
            f"{f.performance_per_price:.2f} per 1,000 {f.price.currency}. Next to the {len(peers)}{' other' if assessment.verdict == 'recommended' else ''} recommended cards "
            f"priced here it ranks #{speeds.index(perf) + 1} of {len(speeds)} for speed and "
            f"#{values.index(f.performance_per_price) + 1} for value.")))
    if assessment.verdict == "recommended" and alternatives and perf is not None:
        # a recommended card only needs alternatives that are clearly better
        alternatives = [a for a in alternatives if a.relative_performance >= perf * (1 + CLEARLY_BETTER)]
    summary = SUMMARY[assessment.verdict].format(name=card.name, market=market.name)
    rule_ids = {r.rule_id for r in reasons}
    if "market.unreleased" in rule_ids:
        summary = f"{card.name} was not on sale yet in {market.name} (it came out on {card.release_date})."
    elif f.price is None and assessment.verdict == "recommended":
        summary = f"{card.name} is a sound deep-learning card, but {market.name} has no price for it."
    return Verdict(market=market.ref(), card=card.name, verdict=assessment.verdict, summary=summary,
                   facts=f, reasons=reasons, alternatives=alternatives)
