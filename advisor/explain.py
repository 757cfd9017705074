"""``why``: a card's verdict in a market, the rules behind it, and better alternatives.

Alternatives are cards the rules recommend in the same market, at most ``PRICE_WINDOW``
(30 %) dearer than the card (or than the most a similar card costs when it has no price),
that are faster or at least as fast; fastest first (``value.perf-per-price``).

A card may already be the user's: every answer also says whether to keep it (``owner.keep``;
D17's ``tier.no-upgrade-titan`` where the guide names the card). A laptop GPU is never "a card
to buy" (``laptop.part``), and in a dated market a card released later is "not on sale yet",
placed among the cards on sale by the guide's rules (``era.after-market``).
"""

from __future__ import annotations

from .catalog import Catalog
from .compare import facts
from .fits import capacity_text
from .models import Alternative, Card, Market, Reason, Verdict
from .recommend import CLEARLY_BETTER, Offer, cheapest_per_card, offers, speed_rank
from .rules import Assessment, RuleBook

PRICE_WINDOW = 0.30  # product choice: "a similar price" = at most 30 % dearer (D17 L59: "add a little")
MAX_ALTERNATIVES = 3

SUMMARY = {
    "recommended": "{name} is a good deep-learning buy in {market}.",
    "situational": "{name} is a reasonable buy only in some cases in {market}.",
    "not_recommended": "{name} is not recommended for deep learning in {market}.",
}


def _window(items: list[Offer], price, perf: float | None) -> list[Offer]:
    """Cards at least as fast as the card (when its speed is known) at a similar price: at
    most ``PRICE_WINDOW`` dearer than it, or than the cheapest such card when it has no price."""
    items = [o for o in items if perf is None or o.performance >= perf]
    if price is not None:
        return [o for o in items if o.price.amount <= price.amount * (1 + PRICE_WINDOW)]
    if not items:
        return []
    cheapest = min(o.price.amount for o in items)
    return [o for o in items if o.price.amount <= cheapest * (1 + PRICE_WINDOW)]


def _alternative_pool(rules: RuleBook, market: Market, card: Card, price, perf: float | None, good: list[Offer],
                      use_case: str) -> tuple[list[Offer], Reason | None]:
    """Alternatives that keep memory (``memory.never-less``): never less than the card's
    memory nor the use case's floor. When none does, cards that give up memory (never below
    the floor) are offered with a reason that says what is given up; when cards that give up
    memory were left out, the reason says so too."""
    floor = rules.memory_floor(use_case, market)[0]
    mem = card.memory_gb or 0.0
    keep = max(mem, floor)
    above_floor = [o for o in good if (o.card.memory_gb or 0) >= floor]
    pool = _window([o for o in above_floor if (o.card.memory_gb or 0) >= keep], price, perf)
    smaller = _window([o for o in above_floor if (o.card.memory_gb or 0) < keep], price, perf)
    if not smaller or mem <= floor:
        return pool, None
    names = ", ".join(f"{o.card.name} ({o.card.memory_gb:g} GB)" for o in speed_rank(cheapest_per_card(smaller))[:2])
    if pool:
        return pool, rules.reason("memory.never-less", (
            f"Faster cards at this price with less memory than {card.name}'s {mem:g} GB, such as {names}, "
            "are not offered as better: they give up memory."))
    return smaller, rules.reason("memory.never-less", (
        f"No card at this price keeps {card.name}'s {mem:g} GB; the alternatives give up memory: {names}."))


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
    if use_case == "llm" and market.era == "modern" and card.memory_gb:
        reasons.append(rules.reason("memory.llm-task", capacity_text(rules.llm_models, card.memory_gb)))
    good = [o for o in offers(catalog, rules, market, use_case, None)
            if o.assessment.verdict == "recommended" and o.performance is not None and o.card.name != card.name]
    pool, memory_note = _alternative_pool(rules, market, card, f.price, perf, good, use_case)
    if memory_note is not None:
        reasons.append(memory_note)
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
    elif "era.after-market" in rule_ids:
        summary = (f"{card.name} was not on sale yet in {market.name} (it came out on {card.release_date}); "
                   f"by the guide's rules it would {_placement(card, perf, good)}.")
    elif "laptop.part" in rule_ids:
        summary = (f"{card.name} is a laptop GPU, not a card to buy: the choice is the laptop that has it, "
                   "a desktop card or the cloud.")
    elif f.price is None and assessment.verdict == "recommended":
        summary = f"{card.name} is a sound deep-learning card, but {market.name} has no price for it."
    owner = owner_advice(rules, market, card, assessment)
    if owner is not None:
        reasons.append(owner)
    return Verdict(market=market.ref(), card=card.name, verdict=assessment.verdict, summary=summary,
                   facts=f, reasons=reasons, alternatives=alternatives)


def _placement(card: Card, perf: float | None, good: list[Offer]) -> str:
    """Where a card not yet on sale would sit among the market's recommended cards, by speed
    (``era.after-market``): "sit between the GeForce GTX 1070 and the GeForce GTX 1080"."""
    if perf is None:
        return "be judged by the same rules as the cards on sale"
    peers = sorted(cheapest_per_card(good), key=lambda o: o.performance or 0.0)
    below = [o for o in peers if (o.performance or 0.0) <= perf]
    above = [o for o in peers if (o.performance or 0.0) > perf]
    if below and above:
        return f"sit between the {below[-1].card.name} and the {above[0].card.name} ({perf:.2f}x TITAN X Pascal)"
    if below:
        return (f"be faster than every card on sale here, the {below[-1].card.name} included "
                f"({perf:.2f}x TITAN X Pascal)")
    if above:
        return f"be slower than every recommended card on sale here ({perf:.2f}x TITAN X Pascal)"
    return f"run at {perf:.2f}x TITAN X Pascal"


def owner_advice(rules: RuleBook, market: Market, card: Card, assessment: Assessment) -> Reason | None:
    """Whether to keep the card if the user already owns it, which differs from whether to buy
    it. The guide's own words lead where it has them (a ``data/card_rules.csv`` row whose note
    starts "owner:", e.g. D17's ``tier.no-upgrade-titan`` for a Maxwell Titan X); otherwise
    (``owner.keep``) the advice follows from the software stack (``compat.current-stack``),
    memory and the verdict. ``None`` for a card not on sale yet (nobody owns it)."""
    ids = {f.reason.rule_id for f in assessment.findings}
    if "era.after-market" in ids or "market.unreleased" in ids:
        return None
    named = rules.owner_rule(card, market)
    mem = f"{card.memory_gb:g} GB" if card.memory_gb else "its memory"
    support = rules.support(card) if market.era == "modern" else None
    status = support["status"] if support else "supported"
    cc = float(card.compute_capability) if card.compute_capability else None
    if "laptop.part" in ids:
        text = ("use it for learning and small models; for bigger jobs add a desktop card or rent a cloud GPU "
                "rather than buying another laptop.")
    elif card.manufacturer != "NVIDIA" and assessment.verdict == "not_recommended":
        text = ("the deep-learning stack does not run well on it; use free notebooks or a cloud GPU rather than "
                "fight it.")
    elif status == "unsupported" or (cc is not None and cc < 3.0):
        last = support["last_stack"] if support else "none"
        text = (f"current CUDA and PyTorch no longer run on it (last stack: {last}); replace it, and use free "
                "notebooks until then.")
    elif status == "legacy":
        size = "tutorials and small CNNs" if (card.memory_gb or 0) >= 8 else "first tutorials and small models"
        text = (f"keep it for {size} ({mem}) on the last builds that still support it ({support['last_stack']}); "
                "upgrade when you need BF16, FlashAttention, a current PyTorch or more memory.")
    elif assessment.verdict == "recommended":
        text = f"keep it; upgrade when memory ({mem}), not speed, stops you."
    else:
        text = (f"keep using it for models that fit in {mem}; it is buying it that the rules above advise against, "
                "not using it.")
    if named is not None:
        today = f" Today: {text}" if market.era == "modern" else ""
        return named.model_copy(update={"text": f"If you already own a {card.name}: {named.text}{today}"})
    return rules.reason("owner.keep", f"If you already own it: {text}")
