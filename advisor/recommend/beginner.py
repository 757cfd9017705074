"""``recommend --use-case beginner`` in today's market (issue 29 §2): the pick grows with the budget.

A beginner's card is a current NVIDIA GeForce card (Ampere or newer: BF16 and FlashAttention-2,
``compat.bf16``, ``data/precision_support.csv``) with at least the use case's floor (``data/use_cases.csv``:
12 GB, else 8 GB when the budget buys nothing bigger), ranked memory first (what fits: course
notebooks, a 14B model at 4-bit, QLoRA on 7-8B), then the fastest (within
:data:`~advisor.recommend.ranking.TIE`), then the best value: 3060 12 GB or 4060 Ti 16 GB, then
5060 Ti 16 GB, 5070 Ti, 3090, 4090, 5090 as the budget grows. Beside it: the best value with as
much memory, the best new card (with the maker's warranty) when the first is used, and a card a little over budget that
holds more or is clearly faster. Every line says new with warranty, or used without.
"""

from __future__ import annotations

from ..catalog import Catalog
from ..i18n import Message, msg
from ..models import Budget, Market, Pick, Recommendation
from ..rules import RuleBook, gb
from .notes import _notes
from .picks import skipped_cards, to_pick
from .ranking import CLEARLY_BETTER, STRETCH, TIE, Offer, cheapest_per_card, derived, offers, price_param

#: the words of a beginner's pick on its ranking line: what it is for, and its warranty
LABELS: dict[tuple[str, str], Message] = {
    ("best", "new"): msg("beginner.label.best-new", "the card for the budget; new, with warranty"),
    ("best", "used"): msg("beginner.label.best-used", "the card for the budget; used, no warranty"),
    ("value", "new"): msg("beginner.label.value-new", "best value; new, with warranty"),
    ("value", "used"): msg("beginner.label.value-used", "best value; used, no warranty"),
    ("runner-up", "new"): msg("beginner.label.new", "new, with warranty"),
    ("runner-up", "used"): msg("beginner.label.used", "used, no warranty"),
    ("stretch", "new"): msg("beginner.label.new", "new, with warranty"),
    ("stretch", "used"): msg("beginner.label.used", "used, no warranty"),
}


def current(rules: RuleBook, o: Offer) -> bool:
    """Whether a beginner may be told to buy ``o``: recommended, a GeForce or TITAN card with BF16
    (Ampere or newer: ``compat.bf16``), at a price answers may propose."""
    row = rules.precision(o.card) or {}
    return (o.assessment.verdict == "recommended" and o.card.line in ("geforce", "titan") and row.get("bf16") == "1"
            and o.price.pick and o.performance is not None)


def _key(o: Offer, fastest: float) -> tuple:
    """Memory first, then the fastest (within TIE of the fastest of that memory), then the value."""
    return (o.card.memory_gb or 0, (o.performance or 0) >= fastest * (1 - TIE), o.value, -o.price.amount,
            o.card.name)


def _lead(items: list[Offer]) -> Offer | None:
    if not items:
        return None
    most = max(o.card.memory_gb or 0 for o in items)
    top = [o for o in items if (o.card.memory_gb or 0) == most]
    fastest = max(o.performance or 0 for o in top)
    return max(top, key=lambda o: _key(o, fastest))


def recommend_beginner(catalog: Catalog, rules: RuleBook, market: Market, budget: Budget) -> Recommendation:
    """The beginner's :class:`Recommendation` (module docstring), one card."""
    row = rules.use_case("beginner", market)
    amount = budget.market_amount
    floor, floor_reason = rules.memory_floor("beginner", market)
    every = derived(offers(catalog, rules, market, "beginner", None), "beginner.current",  # kept per offer list
                    lambda items: tuple(o for o in items if current(rules, o)))

    def within(limit: float, least: float) -> list[Offer]:
        return [o for o in every if o.price.amount <= limit and (o.card.memory_gb or 0) >= least]

    pool = within(amount, floor)
    if not pool and row["fallback_memory_gb"]:
        floor = float(row["fallback_memory_gb"])
        floor_reason = rules.reason(row["rule_id"], msg(
            "recommend.floor.fallback", "Nothing with {floor} fits this budget, so {fallback} cards are considered. "
            "{use_case}", floor=gb(float(row["min_memory_gb"])), fallback=gb(floor), use_case=rules.use_case_text(row)))
        pool = within(amount, floor)
    chosen: list[tuple[Offer, str]] = []
    lead = _lead(cheapest_per_card(pool))
    if lead is not None:
        chosen.append((lead, "best"))
        same = [o for o in cheapest_per_card(pool) if (o.card.memory_gb or 0) >= (lead.card.memory_gb or 0)]
        value = max(same, key=lambda o: (o.value, o.performance or 0, o.card.name))
        if value.card.name != lead.card.name and value.value > lead.value:
            chosen.append((value, "value"))
        if lead.price.condition == "used":  # the best new card, with the maker's warranty (another card)
            new = _lead([o for o in pool if o.price.condition == "new"
                         and o.card.name not in {c.card.name for c, _ in chosen}])
            if new is not None:
                chosen.append((new, "runner-up"))
    stretch = None
    if lead is not None:
        above = [o for o in within(amount * (1 + STRETCH), floor) if o.price.amount > amount
                 and o.card.name not in {c.card.name for c, _ in chosen}
                 and ((o.card.memory_gb or 0) > (lead.card.memory_gb or 0)
                      or (o.performance or 0) >= (lead.performance or 0) * (1 + CLEARLY_BETTER))]
        nearest = _lead(cheapest_per_card(above))
        if nearest is not None:
            stretch = _pick(catalog, rules, market, nearest, "stretch", lead)
    elif every:
        cheapest = min(cheapest_per_card([o for o in every if (o.card.memory_gb or 0) >= floor] or list(every)),
                       key=lambda o: (o.price.amount, o.card.name))
        stretch = _pick(catalog, rules, market, cheapest, "cheapest", None)
    picks = [_pick(catalog, rules, market, o, role, lead, [x for x in pool if x.card.name == o.card.name])
             for o, role in chosen]
    avoided = skipped_cards(offers(catalog, rules, market, "beginner", floor), {o.card.name for o, _ in chosen}, amount)
    notes = _notes(catalog, rules, market, budget, "beginner", floor, floor_reason, 1, picks, stretch, 0.0)
    ranking = msg("recommend.ranking.beginner", "a current NVIDIA card (BF16, Ampere or newer): the most memory the "
                  "budget buys, then the fastest, then the value; new with warranty or used without, said")
    return Recommendation(market=market.ref(), budget=budget, use_case="beginner", gpus=1, min_memory_gb=floor,
                          ranking=ranking, picks=picks, stretch=stretch, avoided=avoided, notes=notes)


def _pick(catalog: Catalog, rules: RuleBook, market: Market, o: Offer, role: str, top: Offer | None,
          same: list[Offer] | None = None) -> Pick:
    """A beginner's pick: its role and warranty on its line; a used card also sold new within budget says
    that price, with the maker's warranty (``value.used-market``)."""
    pick = to_pick(catalog, rules, o, 1, market, role, top)
    new = min((x for x in same or [] if x.price.condition == "new"), key=lambda x: x.price.amount, default=None)
    update: dict = {"label": LABELS.get((role, o.price.condition))}
    if o.price.condition == "used" and new is not None:
        update["reasons"] = [*pick.reasons, rules.reason("value.used-market", msg(
            "beginner.new-too", "New, with the maker's warranty, it costs {price}.", price=price_param(new.price)))]
    return pick.model_copy(update=update)


__all__ = ["LABELS", "current", "recommend_beginner"]
