"""``recommend``: the best cards for a budget in a market.

Ranking (stated so answers are reproducible): among the market's offers that the rules
*recommend* for the use case and that meet its memory floor, keep those whose price fits
the per-GPU budget; rank by relative performance, treating a card within ``TIE`` (2 %) of
the fastest card of its group as tied with it and breaking ties by performance per price,
then by name
(``value.budget-first``; ``value.perf-per-price``). Picks are the first ``TOP`` ranked cards
plus the best-value card if it is not among them (3-5 picks when the market has them), the best
value among the cards that cost at least ``VALUE_REACH`` (a third) of the first pick's price (a far
cheaper card answers a smaller budget, not this one's value); a card
slower, no roomier and no cheaper than a listed one (used or new) is left out. In today's market
the card with the most memory within budget joins them (role ``memory``, taking the last
runner-up's place when the list is full) when every other pick has less (``memory.llm-task``,
``memory.by-task``); the 2017 and 2019 guides say memory past the floor is not worth paying for.
Every pick carries its role (``Pick.role``).

A ``stretch`` pick is the fastest recommended card at most ``STRETCH`` (25 %) over the
per-GPU budget that is at least ``CLEARLY_BETTER`` (15 %) faster than the top pick (role
``stretch``); when nothing within budget is worth buying, it is the cheapest recommended card
(role ``cheapest``), however far over budget.

A package of rooms; every name is also importable from ``advisor.recommend`` itself:

- :mod:`~advisor.recommend.ranking` — the market's offers (assessed, cached) and their ranking,
  and how a price is said;
- :mod:`~advisor.recommend.picks` — an offer made a pick, the skipped cards, dominated ones;
- :mod:`~advisor.recommend.notes` — the notes (market, budget, floor, LLM sizing, several GPUs,
  data-centre budgets, own vs rent);
- :mod:`~advisor.recommend.answer` — :func:`recommend` and :func:`free_tier`.
"""

from __future__ import annotations

from ..rigs import platform_cost
from ..thresholds import GPUS_PER_PLATFORM
from .answer import free_tier, recommend
from .notes import (
    ADAM_BYTES_PER_PARAMETER,
    BYTES_PER_PARAMETER,
    OVERHEAD,
    biggest_consumer_build,
    free_tier_note,
    free_tier_services,
    llm_sizing,
    nothing_message,
    rig_notes,
)
from .notes import _notes as _notes  # read by advisor.api
from .picks import (
    GENERIC,
    MEMORY_PREMIUM,
    dominated,
    roomier_twin,
    roomiest,
    skipped_cards,
    speed,
    to_pick,
    training_speed,
)
from .ranking import (
    BIGGEST_BUILD_GPUS,
    CLEARLY_BETTER,
    ESTIMATE_KINDS,
    MAX_AVOIDED,
    MAX_PICKS,
    STRETCH,
    TIE,
    TOP,
    Offer,
    cached_keys,
    cheapest_per_card,
    estimate_kind,
    forget_offers,
    money,
    offers,
    price_param,
    speed_rank,
    value_rank,
)

# Not re-exported: advisor.recommend.ranking.OFFERS_CACHE_SIZE, the offers cache's size, is a knob (the bench and
# the tests set it); a copy here would take a new value silently and change nothing.

__all__ = [
    "ADAM_BYTES_PER_PARAMETER",
    "BIGGEST_BUILD_GPUS",
    "BYTES_PER_PARAMETER",
    "CLEARLY_BETTER",
    "ESTIMATE_KINDS",
    "GENERIC",
    "GPUS_PER_PLATFORM",
    "MAX_AVOIDED",
    "MAX_PICKS",
    "MEMORY_PREMIUM",
    "OVERHEAD",
    "Offer",
    "STRETCH",
    "TIE",
    "TOP",
    "biggest_consumer_build",
    "cached_keys",
    "cheapest_per_card",
    "dominated",
    "estimate_kind",
    "forget_offers",
    "free_tier",
    "free_tier_note",
    "free_tier_services",
    "llm_sizing",
    "money",
    "nothing_message",
    "offers",
    "platform_cost",
    "price_param",
    "recommend",
    "rig_notes",
    "roomier_twin",
    "roomiest",
    "skipped_cards",
    "speed",
    "speed_rank",
    "to_pick",
    "training_speed",
    "value_rank",
]
