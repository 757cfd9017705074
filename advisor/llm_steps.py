"""An unsized LLM recommendation kept whole per step of its budget (issue 30 §1).

``recommend 800 --use-case llm`` where memory decides (the LLM routes, :func:`advisor.llm_picks.recommend_llm`)
reads its budget only by testing it against costs that do not depend on it (measured, 2026-12-05):

- the configurations of the engine's tables (:func:`advisor.llm_engine.unsized_table`, at the use case's floor and
  at its fallback rung's): those within it (``total <= amount``: the picks, and whether the fallback rung is
  taken), those over it within a stretch (``total <= amount × (1 + STRETCH)``, a typical used card up to
  ``× USED_FLOOR_FACTOR`` past that: the stretch pick);
- the offers' prices against the budget per GPU of the lead (``price <= amount / count``: the cards kept out);
- the market's free-notebooks figure and the biggest consumer build (the notes that say them).

So between two neighbouring costs of those lists the ranking, its picks, notes and short form are the same, and
what prints the budget is re-made (:func:`advisor.budget_steps.rebudgeted`: the answer's budget, the headline, the
stretch line's share, a data-centre note). An answer whose lead is several cards keeps none (its platform note
prints the budget less the platform). Nothing else of an LLM answer is kept this way: a model named (its
over-budget note, last list prices, an offload plan, a cheaper task and a split within the budget all read it),
several GPUs asked, a view's prices or rules, a converted budget. ``tests/advisor/test_llm_steps.py`` sets kept
answers against fresh ones on both sides of every step.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from . import llm_engine
from .kept import Same, keep
from .models import Card
from .recommend.notes import biggest_consumer_build
from .recommend.ranking import STRETCH
from .thresholds import USED_FLOOR_FACTOR


def _tables(adv: Any, market, offers: list) -> tuple:
    """The engine's unsized tables of ``market`` at the use case's floor and its fallback rung (as
    :func:`advisor.llm_picks.recommend_llm` asks them), built if not yet."""
    from .llm_picks import unsized_configs

    rules = adv.rules
    verdicts: dict[str, bool] = keep(rules, "llm.recommended", Same(market), dict)  # as recommend_llm fills it

    def recommended(card: Card) -> bool:
        if card.name not in verdicts:
            verdicts[card.name] = rules.assess(card, market, use_case="llm").verdict == "recommended"
        return verdicts[card.name]

    floor, _ = rules.memory_floor("llm", market)
    fallback = rules.use_case("llm", market)["fallback_memory_gb"]
    floors = [floor] + ([float(fallback)] if fallback else [])
    return tuple(llm_engine.unsized_table(rules, market, offers, adv.ladder, adv.speeds, f, None, recommended,
                                          unsized_configs) for f in floors)


def unsized_key(adv: Any, market, budget, offers: list) -> tuple | None:
    """The key of an unsized LLM answer's whole answer (module docstring), or ``None`` for one not to keep."""
    if not adv.rules.shared or adv.price_layer is not None:
        return None
    if budget.rate is not None or budget.currency != market.currency:
        return None
    tables = _tables(adv, market, offers)
    if any(not t.totals and t.configs for t in tables):
        return None  # a cost that orders nothing (NaN): made afresh
    amount = budget.market_amount
    limit = amount * (1 + STRETCH)
    costs = keep(adv.rules, "llm.offer-prices", Same(offers),
                 lambda: tuple(sorted({o.price.amount for o in offers if o.price is not None})))
    counts = sorted({c.count for t in tables for c in t.configs} | {1})
    build = keep(adv.rules, "notes.biggest", (Same(adv.catalog), Same(market)),
                 lambda: biggest_consumer_build(adv.catalog, market))
    below = market.policy.free_notebooks_below
    return (Same(adv.catalog), Same(market), Same(offers), budget.currency,
            tuple(m.identity for m in budget.assumptions),
            tuple((t.serial, bisect_right(t.totals, amount), bisect_right(t.totals, limit),
                   bisect_right(t.totals, limit * USED_FLOOR_FACTOR)) for t in tables),
            tuple(bisect_right(costs, amount / k) for k in counts),
            below is not None and amount < below, build is not None and amount > build[0])


def edges(adv: Any, market) -> list[float]:
    """Every budget at which an unsized LLM answer of ``market`` can change (:func:`unsized_key`'s tests): each
    configuration's cost, the same over the stretch and the used-card stretch, each offer's price times each
    configuration's card count, the biggest consumer build and the free-notebooks figure; ascending."""
    offers = adv._usable_cards(market)
    tables = _tables(adv, market, offers)
    totals = {c.total for t in tables for c in t.configs}
    counts = {c.count for t in tables for c in t.configs} | {1}
    out = totals | {x / (1 + STRETCH) for x in totals} | {x / (1 + STRETCH) / USED_FLOOR_FACTOR for x in totals}
    out |= {o.price.amount * k for o in offers if o.price is not None for k in counts}
    build = biggest_consumer_build(adv.catalog, market)
    out |= {x for x in (build[0] if build else None, market.policy.free_notebooks_below) if x is not None}
    return sorted(x for x in out if x == x and x > 0)


__all__ = ["edges", "unsized_key"]
