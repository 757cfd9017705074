"""``recommend``: the best cards for a budget in a market.

Ranking (stated so answers are reproducible): among the market's offers that the rules
*recommend* for the use case and that meet its memory floor, keep those whose price fits
the per-GPU budget; rank by relative performance, treating a card within ``TIE`` (2 %) of
the fastest card of its group as tied with it and breaking ties by performance per price,
then by name
(``value.budget-first``; ``value.perf-per-price``). Picks are the first ``TOP`` ranked cards
plus the best-value card if it is not among them (3-5 picks when the market has them); a card
slower, no roomier and no cheaper than a listed one (used or new) is left out. In today's market
the card with the most memory within budget joins them (role ``memory``, taking the last
runner-up's place when the list is full) when every other pick has less (``memory.llm-task``,
``memory.by-task``); the 2017 and 2019 guides say memory past the floor is not worth paying for.
Every pick carries its role (``Pick.role``).

A ``stretch`` pick is the fastest recommended card at most ``STRETCH`` (25 %) over the
per-GPU budget that is at least ``CLEARLY_BETTER`` (15 %) faster than the top pick (role
``stretch``); when nothing within budget is worth buying, it is the cheapest recommended card
(role ``cheapest``), however far over budget.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from itertools import islice

from .. import i18n
from ..budget import platform_error
from ..catalog import Catalog
from ..errors import InvalidBudget
from ..fits import capacity_gap_messages, capacity_message
from ..i18n import Date, ListOf, Message, Money, Quantity, msg
from ..models import (
    Avoided,
    Budget,
    Card,
    Market,
    Note,
    Pick,
    Price,
    Reason,
    Recommendation,
    Speed,
)
from ..rigs import (
    platform_cost,
    platform_for,
    platform_message,
    platforms_needed,
    rig_for,
    rig_messages,
    rig_summary,
    room_message,
)
from ..rigs import shown_rig as _shown_rig
from ..rules import (
    Assessment,
    RuleBook,
    card_param,
    fact_message,
    gb,
    join,
    pytorch_error,
    rule_message,
    use_case_name,
)
from ..thresholds import GPUS_PER_PLATFORM

# Product choices (the guides rank by speed and value but give no thresholds); the issue that
# specified the answer set 3-5 picks and "at most 25 % over budget" for a stretch pick.
TIE = 0.02  # speeds within 2 % are a tie: below what the estimates can tell apart
TOP = 4  # picks by rank, plus the best-value card when it is not among them (3-5 in all)
MAX_PICKS = 5
STRETCH = 0.25  # a stretch pick costs at most 25 % more than the per-GPU budget
CLEARLY_BETTER = 0.15  # ...and is at least 15 % faster than the top pick
MAX_AVOIDED = 8
BIGGEST_BUILD_GPUS = 8  # the most GPUs an answer plans for (api.MAX_GPUS): beyond that it is a data-centre purchase


#: What an estimated price is (``Price.estimate_kind``, from ``tools/build_markets.py``), said in any language.
ESTIMATE_KINDS: dict[str, Message] = {
    "launch-msrp": msg("price.estimate.launch-msrp", "a launch MSRP standing in for a street price"),
    "launch-msrp-stale": msg("price.estimate.launch-msrp-stale",
                             "a launch MSRP over two years old, a rough guide only and never a pick"),
    "launch-msrp-converted": msg(
        "price.estimate.launch-msrp-converted",
        "a US launch MSRP converted at the market's dated rate, standing in for a local price"),
    "launch-price-local": msg("price.estimate.launch-price-local",
                              "a local launch price standing in for a street price of the market's date"),
    "range-midpoint": msg("price.estimate.range-midpoint", "the midpoint of a published price range"),
    "floor-corrected": msg("price.estimate.floor-corrected", "the average of the three cheapest listings raised by "
                           "the sourced floor-to-typical factor, so it ranks with typical used prices"),
    "estimate": msg("price.estimate.estimate", "a low-confidence estimate (see the price's source note)"),
}


def estimate_kind(price: Price) -> Message:
    """What kind of estimate ``price`` is, as a message (the generic one for an unknown kind)."""
    return ESTIMATE_KINDS.get(price.estimate_kind) or ESTIMATE_KINDS["estimate"]


@dataclass(frozen=True)
class Offer:
    """A card at one price, with its assessment and performance (None if unknown)."""

    card: Card
    price: Price
    assessment: Assessment
    performance: float | None

    @property
    def value(self) -> float:
        """Relative performance per 1,000 units of the market currency."""
        return (self.performance or 0.0) / self.price.amount * 1000.0


OFFERS_CACHE_SIZE = 64
"""Assessed offer lists kept per :class:`RuleBook`, one per (market, use case, memory floor),
least recently used dropped first (issue 12: every answer assessed every priced card, 1.6-3 ms
at p99). The bench's grid fills about 20; the rest is for users' own floors. One list of the
largest market (90 prices) holds about 230 KiB (tracemalloc), so the cache stays under 15 MiB.
0 turns the cache off."""

_OFFERS: weakref.WeakKeyDictionary[RuleBook, OrderedDict[tuple, tuple]] = weakref.WeakKeyDictionary()
_OFFERS_LOCK = threading.Lock()  # the Advisor is shared between threads (the bot's, the console's)


def offers(catalog: Catalog, rules: RuleBook, market: Market, use_case: str,
           min_memory_gb: float | None) -> list[Offer]:
    """Every priced card of the market, assessed for the use case, cheapest offer first.

    The assessments depend only on the market, the use case and the memory floor (the
    catalogue is fixed per ``rules``), so the list is computed once per such key and kept
    (:data:`OFFERS_CACHE_SIZE`); a new list is returned each time, of the same immutable
    offers. A market that is not the cached one (another object that differs) is assessed
    afresh.
    """
    if OFFERS_CACHE_SIZE <= 0:
        return _assessed_offers(catalog, rules, market, use_case, min_memory_gb)
    key = (market.id, use_case, None if min_memory_gb is None else float(min_memory_gb),
           getattr(min_memory_gb, "why", None))  # a floor sized from a model says how (fits.MemoryNeed)
    with _OFFERS_LOCK:
        cache = _OFFERS.setdefault(rules, OrderedDict())
        hit = cache.get(key)
        if hit is not None and hit[0] is catalog and (hit[1] is market or hit[1] == market):
            cache.move_to_end(key)
            return list(hit[2])
    out = _assessed_offers(catalog, rules, market, use_case, min_memory_gb)
    with _OFFERS_LOCK:
        cache[key] = (catalog, market, tuple(out))
        cache.move_to_end(key)
        while len(cache) > OFFERS_CACHE_SIZE:
            cache.popitem(last=False)
    return out


def cached_keys(rules: RuleBook) -> int:
    """How many offer lists are cached for ``rules`` (tests and benchmarks)."""
    with _OFFERS_LOCK:
        return len(_OFFERS.get(rules, ()))


def forget_offers(rules: RuleBook) -> None:
    """Empty the cache of ``rules`` (benchmarks measure the first answers too)."""
    with _OFFERS_LOCK:
        _OFFERS.pop(rules, None)


def _assessed_offers(catalog: Catalog, rules: RuleBook, market: Market, use_case: str,
                     min_memory_gb: float | None) -> list[Offer]:
    """:func:`offers`, computed: every priced card assessed by ``rules.assess``."""
    out = []
    cache: dict[str, Assessment] = {}
    for name, price in catalog.prices(market.id):
        if name not in cache:
            cache[name] = rules.assess(catalog.card(name), market, use_case=use_case, min_memory_gb=min_memory_gb)
        perf = catalog.performance.get(name)
        out.append(Offer(cache[name].card, price, cache[name], perf.relative if perf else None))
    out.sort(key=lambda o: (o.price.amount, o.card.name, o.price.condition))
    return out


def speed_rank(items: list[Offer]) -> list[Offer]:
    """Fastest first; a card within ``TIE`` (2 %) of the fastest card of its group is tied
    with it, and a tied group is ordered by performance per price, then name."""
    by_speed = sorted(items, key=lambda o: (-(o.performance or 0.0), o.card.name, o.price.condition))
    out: list[Offer] = []
    group: list[Offer] = []

    def flush() -> None:
        out.extend(sorted(group, key=lambda o: (-o.value, o.card.name, o.price.condition)))
        group.clear()

    for o in by_speed:
        if group and (o.performance or 0.0) * (1 + TIE) < (group[0].performance or 0.0):
            flush()
        group.append(o)
    flush()
    return out


def value_rank(items: list[Offer]) -> list[Offer]:
    """Best performance per price first, then faster, then name (``value.perf-per-price``)."""
    return sorted(items, key=lambda o: (-o.value, -(o.performance or 0.0), o.card.name, o.price.condition))


def cheapest_per_card(items: list[Offer]) -> list[Offer]:
    """Keep one offer per card: the cheapest (new before used on equal price)."""
    best: dict[str, Offer] = {}
    for o in items:
        cur = best.get(o.card.name)
        if cur is None or (o.price.amount, o.price.condition) < (cur.price.amount, cur.price.condition):
            best[o.card.name] = o
    return list(best.values())


GENERIC = {"spec.bandwidth-first", "line.geforce"}  # true of every pick: not worth repeating


def speed(relative: float) -> Quantity:
    """A relative speed as a parameter, written like ``f"{relative:.2f}x"`` (1.0 = TITAN X Pascal)."""
    return Quantity(value=relative, unit="x", digits=2)


def _first_reason(o: Offer, role: str, relative: float, top: Offer | None,
                  memory: tuple[str, Message] | None = None) -> tuple[str, Message]:
    """The rule and sentence that say why a pick is listed (its ``role``, :data:`~advisor.models.PickRole`);
    a cheapest-listings floor reads "…, from about 2,470 USD", any other price "… for 2,470 USD";
    ``memory`` is the rule and sentence of a ``memory`` pick (:func:`_memory_reason`)."""
    floor = o.price.floor
    price, fast = money(o.price.amount, o.price.currency), speed(relative)
    if role == "best":
        return "value.budget-first", (
            msg("recommend.pick.top.floor", "Fastest recommended card within your budget: {speed} TITAN X Pascal, "
                "from about {price}.", speed=fast, price=price) if floor else
            msg("recommend.pick.top", "Fastest recommended card within your budget: {speed} TITAN X Pascal for "
                "{price}.", speed=fast, price=price))
    if role == "runner-up":
        if top and top.performance and top.price.amount > o.price.amount and relative < top.performance:
            gap = {"speed": fast, "price": price, "slower": 1 - relative / top.performance,
                   "saving": money(top.price.amount - o.price.amount, o.price.currency)}
            return "value.budget-first", (
                msg("recommend.pick.runner-up.floor", "{speed} TITAN X Pascal, from about {price}: {slower:.0%} slower "
                    "than the fastest pick for {saving} less.", **gap) if floor else
                msg("recommend.pick.runner-up", "{speed} TITAN X Pascal for {price}: {slower:.0%} slower than the "
                    "fastest pick for {saving} less.", **gap))
        return "value.budget-first", (
            msg("recommend.pick.runner-up.floor-only", "{speed} TITAN X Pascal, from about {price}.", speed=fast,
                price=price) if floor else
            msg("recommend.pick.runner-up-only", "{speed} TITAN X Pascal for {price}.", speed=fast, price=price))
    if role == "value":
        params = {"value": o.value, "per": money(1000, o.price.currency), "speed": fast, "price": price}
        return "value.perf-per-price", (
            msg("recommend.pick.value.floor", "Best performance per price within budget: {value:.2f} per {per} "
                "({speed} TITAN X Pascal, from about {price}).", **params) if floor else
            msg("recommend.pick.value", "Best performance per price within budget: {value:.2f} per {per} "
                "({speed} TITAN X Pascal for {price}).", **params))
    if role == "memory" and memory is not None:
        return memory
    if role == "stretch":
        return "value.budget-first", msg(
            "recommend.pick.stretch", "Clearly faster ({speed} TITAN X Pascal) for a little over budget: {price}.",
            speed=fast, price=price_param(o.price))
    return "value.budget-first", msg(
        "recommend.pick.cheapest", "Nothing within budget is worth buying; this is the cheapest card that is: {price}.",
        price=price_param(o.price))


def to_pick(catalog: Catalog, rules: RuleBook, o: Offer, gpus: int, market: Market, role: str,
            top: Offer | None = None, memory: tuple[str, Message] | None = None) -> Pick:
    """Render an offer as a :class:`Pick`; ``role`` (:data:`~advisor.models.PickRole`: ``best``,
    ``runner-up``, ``value``, ``memory``, ``stretch``, ``cheapest``) is kept in ``Pick.role`` and
    becomes the first reason, then the card's own rules."""
    perf = catalog.performance[o.card.name]
    reasons = [rules.reason(*_first_reason(o, role, perf.relative, top, memory))]
    reasons += [f.reason for f in islice((f for f in o.assessment.ranked() if f.rule_id not in GENERIC), 3)]
    if o.price.condition == "used":
        reasons.insert(1, rules.reason("value.used-market", msg(
            "recommend.pick.used", "A used price ({as_of}): no warranty, so check the seller and the card's history.",
            as_of=Date(value=o.price.as_of))))
    if o.price.estimated:  # what kind of estimate, in any language; the note stays a citation (price.note)
        reasons.append(rules.reason("price.estimated", msg(
            "recommend.pick.estimated", "The price is an estimate: {kind}.", kind=estimate_kind(o.price))))
    total = o.price.amount * gpus + platform_cost(market, gpus)
    return Pick(
        card=o.card.name,
        role=role,
        price=o.price,
        relative_performance=round(perf.relative, 3),
        performance_kind=perf.kind,
        performance_source=perf.source,
        memory_gb=o.card.memory_gb,
        bandwidth_gb_s=o.card.bandwidth_gb_s,
        performance_per_price=round(o.value, 4),
        gpus=gpus,
        total_cost=round(total, 2),
        reasons=reasons,
        speed=training_speed(catalog, market, o.card.name),
        job_memory_gb=(o.card.memory_gb or 0) * gpus or None,
    )


def training_speed(catalog: Catalog, market: Market, card: str) -> Speed | None:
    """A card's training throughput as the one speed figure of a training answer: relative to the
    market's reference card (``MarketPolicy.speed_reference``), published or estimated."""
    perf = catalog.performance.get(card)
    ref = catalog.performance.get(market.policy.speed_reference)
    if perf is None or ref is None or not ref.relative:
        return None
    return Speed(measure="training", value=round(perf.relative / ref.relative, 3), kind=perf.kind,
                 source=perf.source, reference=market.policy.speed_reference)


def skipped_cards(all_offers: list[Offer], chosen: set[str], per_gpu: float) -> list[Avoided]:
    """Cards within the per-GPU budget the rules do not recommend, dearest first (at most
    :data:`MAX_AVOIDED`), each with the finding that keeps it out; the cards ``chosen`` are left out."""
    skipped = []
    for o in sorted(cheapest_per_card([o for o in all_offers if o.price.amount <= per_gpu]),
                    key=lambda o: (-o.price.amount, o.card.name)):
        if o.card.name in chosen or o.assessment.verdict == "recommended":
            continue
        why = o.assessment.blocking_finding()
        if why is None:
            continue
        skipped.append((o, why.reason))  # the sentence is made for the cards shown only
        if len(skipped) == MAX_AVOIDED:
            break
    return [Avoided(card=o.card.name, rule_id=why.rule_id, message=why.message, verdict=o.assessment.verdict,
                    price=o.price) for o, why in skipped]


def dominated(o: Offer, by: list[Offer]) -> bool:
    """True when a chosen card is at least as fast, as roomy and as cheap, used or new: listing
    ``o`` would add nothing (``value.perf-per-price``). A used price is a price like any other
    here: its risk is said on the pick itself (``value.used-market``). A card of unknown speed is never dominated."""
    return o.performance is not None and any(
        c.performance is not None and c.performance >= o.performance and c.price.amount <= o.price.amount
        and (c.card.memory_gb or 0) >= (o.card.memory_gb or 0)
        for c in by)


MEMORY_PREMIUM = 0.25  # issue 16 §4: "same speed, more memory for at most 25 % more money" dominates


def roomier_twin(o: Offer, within: list[Offer]) -> Offer | None:
    """A card within budget that makes ``o`` pointless: as fast (within :data:`TIE`), with more
    memory, for at most :data:`MEMORY_PREMIUM` more (the RTX 4060 Ti 16 GB over its 8 GB twin at
    +50 USD); ``None`` when there is none. Memory decides what fits at all, and the speed ranking
    does not see it (``memory.never-less``)."""
    for d in within:
        as_fast = (d.performance or 0) >= (o.performance or 0) * (1 - TIE)
        if (d.card.memory_gb or 0) > (o.card.memory_gb or 0) and as_fast and d.price.amount <= o.price.amount * (
                1 + MEMORY_PREMIUM):
            return d
    return None


def roomiest(ranked: list[Offer], chosen: list[Offer]) -> Offer | None:
    """The most memory for the money among ``ranked`` (the cards within budget): the card with
    the most VRAM, the cheapest of those, then the faster; ``None`` unless it has more memory
    than every card in ``chosen`` (``memory.llm-task``, ``memory.by-task``: memory decides which
    models fit at all, and the speed ranking does not see it, D17 L45)."""
    if not ranked or not chosen:
        return None
    most = max(ranked, key=lambda o: (o.card.memory_gb or 0, -o.price.amount, o.performance or 0.0))
    if (most.card.memory_gb or 0) <= max(c.card.memory_gb or 0 for c in chosen):
        return None
    return most


def _memory_reason(rules: RuleBook, o: Offer, others: list[Offer], use_case: str) -> tuple[str, Message]:
    """Why the ``memory`` pick is listed: how much more VRAM than the other picks for its price,
    and (for LLMs) which model sizes that adds (``memory.llm-task``; else ``memory.by-task``)."""
    most_other = max(c.card.memory_gb or 0 for c in others)
    params = {"memory": gb(o.card.memory_gb or 0), "more": gb((o.card.memory_gb or 0) - most_other),
              "price": price_param(o.price), "speed": speed(o.performance or 0.0)}
    if use_case == "llm":
        gap = capacity_gap_messages(rules.llm_models, o.card.memory_gb or 0, most_other)
        if gap:
            return "memory.llm-task", msg(
                "recommend.pick.memory.llm", "Most memory for the money within budget: {memory} ({more} more than the "
                "other picks) for {price}, at {speed} TITAN X Pascal; only it runs {models}.", models=gap[:4],
                **params)
        return "memory.llm-task", msg(
            "recommend.pick.memory", "Most memory for the money within budget: {memory} ({more} more than the other "
            "picks) for {price}, at {speed} TITAN X Pascal; memory decides which models fit at all.", **params)
    return "memory.by-task", msg(
        "recommend.pick.memory", "Most memory for the money within budget: {memory} ({more} more than the other "
        "picks) for {price}, at {speed} TITAN X Pascal; memory decides which models fit at all.", **params)


def _precision_where_it_differs(catalog: Catalog, rules: RuleBook, picks: list[Pick],
                                stretch: Pick | None) -> tuple[list[Pick], Pick | None]:
    """Keep a pick's ``compat.bf16`` reason (BF16 / FP8 support) only where it differs between the
    shown picks: on the picks whose (BF16, FP8) support is not the most common one (ties go to
    the earlier pick), on none when all share it. The same sentence on every pick is noise."""
    shown = picks + ([stretch] if stretch else [])

    def key(p: Pick) -> tuple[str, str] | None:
        row = rules.precision(catalog.card(p.card))
        return (row["bf16"], row["fp8"]) if row else None

    keys = [key(p) for p in shown]
    common = max(keys, key=lambda k: (keys.count(k), -keys.index(k))) if keys else None

    def trimmed(p: Pick, k) -> Pick:
        if k != common:
            return p
        return p.model_copy(update={"reasons": [r for r in p.reasons if r.rule_id != "compat.bf16"]})

    out = [trimmed(p, k) for p, k in zip(shown, keys, strict=True)]
    return out[:len(picks)], (out[-1] if stretch else None)


def recommend(
    catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, use_case: str, min_memory_gb: float | None,
    gpus: int,
) -> Recommendation:
    """Build the :class:`Recommendation` (see the module docstring for the ranking).

    ``budget.market_amount`` is the whole budget in the market currency; with ``gpus`` > 1
    the market's platform cost (``value.platform-cost``; D17 L47) is taken off first when
    the market has a figure, and the rest is split between the GPUs. A use case with a
    fallback memory floor (``data/use_cases.csv``; D17's beginner: 6 GB, else 4 GB) uses it
    when nothing within budget meets the first floor.

    Returns a :class:`Recommendation` (no picks when nothing fits; then the stretch pick is
    the cheapest card worth buying). Raises :class:`InvalidBudget` when a multi-GPU budget
    does not even cover the platform.
    """
    row = rules.use_case(use_case, market)
    platform = platform_cost(market, gpus)
    if budget.market_amount <= platform:
        raise InvalidBudget(platform_error(market, gpus, platform_for(market, gpus), GPUS_PER_PLATFORM))
    per_gpu = (budget.market_amount - platform) / gpus
    rank = value_rank if row["ranking"] == "value" else speed_rank

    def attempt(memory: float | None):
        all_offers = offers(catalog, rules, market, use_case, memory)
        good = [o for o in all_offers if o.assessment.verdict == "recommended" and o.performance is not None
                and o.price.pick]  # a single new-old-stock listing or a used price above new is never a pick
        within = cheapest_per_card([o for o in good if o.price.amount <= per_gpu])
        return all_offers, good, rank([o for o in within if not roomier_twin(o, within)])

    floor, floor_reason = rules.memory_floor(use_case, market, min_memory_gb)
    all_offers, good, ranked = attempt(min_memory_gb)
    if not ranked and min_memory_gb is None and row["fallback_memory_gb"]:
        fallback = float(row["fallback_memory_gb"])
        all_offers, good, ranked = attempt(fallback)
        floor, floor_reason = fallback, rules.reason(row["rule_id"], msg(
            "recommend.floor.fallback", "Nothing with {floor} fits this budget, so {fallback} cards are considered. "
            "{use_case}", floor=gb(float(row["min_memory_gb"])), fallback=gb(fallback),
            use_case=rules.use_case_text(row)))

    chosen: list[Offer] = []
    for o in ranked:
        if len(chosen) == TOP:
            break
        if not dominated(o, chosen):
            chosen.append(o)
    roles = ["best" if i == 0 else "runner-up" for i in range(len(chosen))]
    best_value = value_rank(ranked)[0] if ranked else None
    if best_value is not None and best_value not in chosen and not dominated(best_value, chosen):
        chosen.append(best_value)
        roles.append("value")
    elif best_value in chosen and chosen.index(best_value) > 0:
        roles[chosen.index(best_value)] = "value"
    if row["ranking"] == "value" and chosen:
        roles[0] = "value"
    # the most memory for the money, in today's market only: the 2017 and 2019 guides say memory
    # beyond the floor is not worth paying for (memory.8gb-enough, memory.enough-not-max, CN19 L24)
    memory = roomiest(ranked, chosen) if market.policy.memory == "decides" else None
    memory_reason = None
    if memory is not None:
        memory_reason = _memory_reason(rules, memory, chosen, use_case)
        if len(chosen) >= MAX_PICKS:  # make room: the lowest-ranked runner-up gives way
            drop = max(i for i, r in enumerate(roles) if r == "runner-up")
            del chosen[drop], roles[drop]
        chosen.append(memory)
        roles.append("memory")
    chosen, roles = chosen[:MAX_PICKS], roles[:MAX_PICKS]
    if use_case == "llm" and "memory" in roles:  # memory.llm-task: for LLMs memory decides first
        i = roles.index("memory")
        chosen.insert(0, chosen.pop(i))
        roles.insert(0, roles.pop(i))
    top = chosen[roles.index("best")] if "best" in roles else (chosen[0] if chosen else None)
    picks = [to_pick(catalog, rules, o, gpus, market, role, top, memory_reason if role == "memory" else None)
             for o, role in zip(chosen, roles, strict=True)]

    stretch = None
    ranked_chosen = [o for o, r in zip(chosen, roles, strict=True) if r != "memory"]
    top_perf = ranked_chosen[0].performance if ranked_chosen else None
    picked = {o.card.name for o in chosen}  # a card already picked (e.g. used) is no stretch (new)
    above = cheapest_per_card([o for o in good if per_gpu < o.price.amount <= per_gpu * (1 + STRETCH)
                               and o.card.name not in picked])
    better = [o for o in above if top_perf is not None and o.performance is not None
              and o.performance >= top_perf * (1 + CLEARLY_BETTER)]
    if better:
        stretch = to_pick(catalog, rules, speed_rank(better)[0], gpus, market, "stretch")
    elif not chosen:  # nothing within budget: the cheapest card worth buying, however far over
        affordable = sorted(speed_rank(cheapest_per_card(good)), key=lambda o: o.price.amount)
        if affordable:
            stretch = to_pick(catalog, rules, affordable[0], gpus, market, "cheapest")

    picks, stretch = _precision_where_it_differs(catalog, rules, picks, stretch)

    avoided = skipped_cards(all_offers, {o.card.name for o in chosen}, per_gpu)

    notes = _notes(catalog, rules, market, budget, use_case, floor, floor_reason, gpus, picks, stretch, platform)
    ranking = (msg("recommend.ranking.value", "best performance per price within the per-GPU budget, ties broken by "
                   "speed; cards slower, smaller and dearer than a listed one are left out")
               if row["ranking"] == "value" else
               msg("recommend.ranking.speed", "fastest recommended card within the per-GPU budget; cards within "
                   "{tie:.0%} of the fastest of their group are tied, and ties go to the better performance per "
                   "price; cards slower, smaller and dearer than a listed one are left out", tie=TIE))
    return Recommendation(
        market=market.ref(), budget=budget, use_case=use_case, gpus=gpus, min_memory_gb=floor,
        ranking=ranking, picks=picks, stretch=stretch, avoided=avoided, notes=notes,
    )


OVERHEAD = 1.2  # activations, CUDA context, fragmentation: a rough 20 % (memory.llm "plus overhead")
BYTES_PER_PARAMETER = {"fp16": 2.0, "int8": 1.0, "4-bit": 0.5}  # memory.llm (MODERN.md)
ADAM_BYTES_PER_PARAMETER = 18.0  # memory.llm: full fine-tuning with Adam, 16-20 bytes


def money(amount: float, currency: str) -> Money:
    """An amount as a parameter, written like ``f"{amount:,.0f} {currency}"`` in English."""
    return Money(amount=amount, currency=currency)


def price_param(price: Price) -> Money | Message:
    """A price as answers write it: "from about 2,470 USD" for a cheapest-listings floor
    (``Price.floor``: a typical sale costs more), else "2,470 USD"."""
    amount = money(price.amount, price.currency)
    return msg("recommend.price.from-about", "from about {price}", price=amount) if price.floor else amount


def llm_sizing(memory_gb: float) -> Message:
    """What fits in ``memory_gb`` GB by the ``memory.llm`` rule (billions of parameters)."""
    fits = [msg("recommend.llm-sizing.fit", "~{size:.0f}B in {precision}", size=memory_gb / (b * OVERHEAD),
                precision=k) for k, b in BYTES_PER_PARAMETER.items()]
    return msg("recommend.llm-sizing", "Rough LLM sizing (memory = parameters x bytes per parameter + ~20 %): {memory} "
               "runs {fits}; full fine-tuning with Adam (16-20 bytes per parameter) fits ~{train:.1f}B.",
               memory=gb(memory_gb), fits=fits, train=memory_gb / (ADAM_BYTES_PER_PARAMETER * OVERHEAD))


def _llm_notes(rules: RuleBook, market: Market, floor: float, gpus: int, note) -> list[Note]:
    """What the llm use case's floor runs: task-aware in today's market (``memory.llm-task``,
    sized by :mod:`advisor.fits`), the rough ``memory.llm`` rule in the dated markets; with
    several GPUs, what splitting a model across GeForce cards gives (``multi.nvlink-p2p``)."""
    if market.policy.memory == "decides":
        out = [note("memory.llm-task", capacity_message(rules.llm_models, floor))]
    else:
        out = [note("memory.llm", llm_sizing(floor))]
    if gpus > 1:
        out.append(note("multi.nvlink-p2p", msg(
            "recommend.llm.split", "{gpus} GPUs hold a model split by layers (inference, LoRA) over plain PCIe; "
            "GeForce RTX 30/40/50 cards have no peer-to-peer with NVIDIA's stock driver and RTX 40/50 no NVLink, so "
            "one training job spread across them scales poorly: they suit separate experiments or layer-split "
            "inference.",
            gpus=gpus)))
    return out


def _dated(catalog: Catalog, market: Market) -> Message:
    """"Prices: <market>, as of <date>. <market.dated's text>" (``market.dated``)."""
    return msg("recommend.dated", "Prices: {market}, as of {as_of}. {rule}", market=_market_name(market),
               as_of=Date(value=market.as_of), rule=rule_message("market.dated", catalog.rule("market.dated")[0]))


def _market_name(market: Market) -> Message:
    return market.name


def _platform_source(market: Market) -> Message:
    return market.platform_cost_source or msg("recommend.platform-source.none", "no source")


def _floor_note(use_case: str, floor: float, floor_reason: Reason) -> Note:
    """"Memory floor for <use case>: <n> GB. <why>" with the floor's rule and source."""
    m = msg("recommend.floor", "Memory floor for {use_case}: {floor}. {why}", use_case=use_case_name(use_case),
            floor=gb(floor), why=floor_reason.message)
    return Note(rule_id=floor_reason.rule_id, message=m, source=floor_reason.source)


def _notes(catalog, rules, market, budget, use_case, floor, floor_reason, gpus, picks, stretch, platform) -> list[Note]:
    def note(rule_id: str, message: Message | None = None) -> Note:
        return _note(catalog, rule_id, message)

    out = [note("market.dated", _dated(catalog, market))]
    said = budget.assumptions
    # the budget's readings are cited as notes in their own words (front ends that show the
    # assumptions with the budget skip them); the conversion is said once, by the budget when it says it
    if budget.rate is not None and not any(m.key == "budget.converted" for m in said):
        out.append(note("budget.converted", msg(
            "recommend.converted", "{amount} = {market_amount} at the rate of {as_of} (1 {currency} = {rate:g} "
            "{market_currency}; {source}).", amount=money(budget.amount, budget.currency),
            market_amount=money(budget.market_amount, market.currency), as_of=Date(value=budget.rate.as_of),
            currency=budget.rate.currency, rate=budget.rate.rate, market_currency=market.currency,
            source=budget.rate.source)))
    for message in said:
        out.append(note("budget.converted", message))
    out.append(_floor_note(use_case, floor, floor_reason))
    if any(p.price.estimated for p in picks + ([stretch] if stretch else [])):
        out.append(note("price.estimated", msg(
            "recommend.estimated", "Prices marked 'estimated' are launch MSRPs or low-confidence estimates, not dated "
            "street prices.")))
    if any(p.price.condition == "used" for p in picks):
        out.append(note("value.used-market"))
    if not picks:
        services = [i18n.Text(value=r["name"]) for r in free_tier_services(catalog, market, budget.currency)]
        out.append(note("value.budget-first", msg(
            "recommend.nothing.cheapest", "Nothing within this budget is worth buying for deep learning; the cheapest "
            "card that is: {card} ({price}). Until then, free notebooks ({services}) give you a GPU at no cost.",
            card=card_param(stretch.card), price=price_param(stretch.price), services=services) if stretch else msg(
            "recommend.nothing", "Nothing within this budget is worth buying for deep learning. Until then, free "
            "notebooks ({services}) give you a GPU at no cost.", services=services)))
        out.extend(_cloud_notes(catalog, market, budget))
    elif market.policy.free_notebooks_below is not None and budget.market_amount < market.policy.free_notebooks_below:
        out.append(free_tier_note(catalog, market, budget.currency))  # a low budget: free notebooks first, too
    out.extend(note(rule_id) for rule_id in market.policy.notes)
    if use_case == "llm":
        out.extend(_llm_notes(rules, market, floor, gpus, note))
    if gpus > 1:
        out.extend(_multi_notes(catalog, rules, market, budget, gpus, picks, stretch, platform))
    out.extend(_expert_notes(catalog, rules, market, budget, gpus, picks, stretch))
    return out


# -- issue 9: what an expert adds (multi-GPU, cloud, data-centre budgets, Blackwell, floors) --
def _note(catalog: Catalog, rule_id: str, message: Message | None = None, market: Market | None = None) -> Note:
    """A :class:`Note` citing ``rule_id`` whose sentence is ``message``, or the rule's own text
    (``rule.<rule_id>``) when ``None`` — in today's ``market`` its today wording where the guide's
    sentence does not hold today (``rule.<rule_id>.today``, citing both sources)."""
    base, source = catalog.rule(rule_id)
    now = catalog.rule_today(rule_id) if market is not None and market.policy.today else None
    if message is None and now is not None:
        return Note.model_construct(rule_id=rule_id, message=rule_message(rule_id, now[0], today=True),
                                    source=f"{source}; today: {now[1]}")
    return Note.model_construct(rule_id=rule_id, message=message or rule_message(rule_id, base), source=source)


def free_tier_services(catalog: Catalog, market: Market, currency: str) -> list[dict[str, str]]:
    """Free notebook services a user can reach (``data/free_tiers.csv``, ``cloud.free-tier``):
    the mainland-China ones in a market whose users are there (``MarketPolicy.free_notebooks``) or
    for a budget in yuan (Google Colab and Kaggle are blocked there), else the global ones."""
    region = "cn" if market.policy.free_notebooks == "cn" or currency == "CNY" else "global"
    return [r for r in catalog.free_tiers if r["region"] == region]


def nothing_message(catalog: Catalog, market: Market, currency: str) -> Message:
    """What a budget of nothing buys, naming the free notebooks the user can reach in this
    market (:func:`free_tier_services`: never Google Colab where it is blocked; ``cloud.free-tier``)."""
    services = [i18n.Text(value=r["name"]) for r in free_tier_services(catalog, market, currency)]
    if not services:
        return msg("recommend.nothing-budget.neutral", "That budget buys no GPU — to start for free, use a free "
                   "notebook service.")
    return msg("recommend.nothing-budget", "That budget buys no GPU — to start for free, use a notebook service such "
               "as {services}.", services=ListOf(items=services, style="or"))


def free_tier_note(catalog: Catalog, market: Market, currency: str) -> Note:
    """The ``cloud.free-tier`` note: which free notebooks to start on, and when to buy."""
    services = free_tier_services(catalog, market, currency)
    where = (msg("recommend.free-tier.cn", "reachable in mainland China, where Google Colab and Kaggle are blocked")
             if services and services[0]["region"] == "cn" else
             msg("recommend.free-tier.global", "free with a Google or Kaggle account"))
    listed = [msg("recommend.free-tier.service", "{name} ({offer})", name=r["name"],
                  offer=fact_message("free_tiers", r, "offer")) for r in services]
    return _note(catalog, "cloud.free-tier", msg(
        "recommend.free-tier", "No money is needed to start: free notebooks, {where}: {services}. Buy a card once you "
        "train most days.", where=where, services=join(listed, "semicolon") if listed else ""))


def _cloud_notes(catalog: Catalog, market: Market, budget: Budget) -> list[Note]:
    """Own vs rent for the market's time (``MarketPolicy.cloud_rule``): D17's 2017 claim in its own
    market (``cloud.own-vs-rent``), Dettmers 2023's usage-based answer elsewhere."""
    if market.policy.cloud_rule == "cloud.own-vs-rent":
        return [_note(catalog, "cloud.own-vs-rent", msg(
            "recommend.own-vs-rent", "Renting cloud GPUs by the hour is dearer than owning a card over time, so free "
            "notebooks are the way to start, and a card is the way to go on."))]
    return [free_tier_note(catalog, market, budget.currency),
            _note(catalog, "cloud.own-vs-rent-2023", msg(
                "recommend.own-vs-rent-2023", "Renting beats owning for occasional use and for models that do not fit "
                "in 24 GB; owning wins once you train most days."))]


def _multi_notes(catalog, rules, market, budget, gpus, picks, stretch, platform) -> list[Note]:
    """Notes for a multi-GPU answer: platforms (``multi.platform-per-4``,
    ``value.platform-cost``), GeForce links (``multi.nvlink-p2p``), the data-centre road from
    4 GPUs (``line.tesla-why``), and the guides' scaling rules."""
    out = []
    n = platforms_needed(gpus, market)
    source = _platform_source(market)
    priced = platform_message(market, platform_for(market, gpus), budget.market_amount - platform)
    if priced is not None:  # the market's own platform for this count (data/platforms.csv)
        out.append(_note(catalog, "value.platform-cost", priced))
    elif n == 0:  # two cards fit one desktop board (MarketPolicy.platform_from)
        out.append(_note(catalog, "value.platform-cost", msg(
            "recommend.platform.desktop", "{gpus} GPUs fit one desktop board, each card on eight PCIe lanes "
            "(data/platforms.csv); no multi-GPU platform is counted, but the power supply must carry both cards.",
            gpus=gpus)))
    elif market.platform_cost:
        params = {"gpus": gpus, "cost": money(platform, market.currency), "n": n, "source": source,
                  "rest": money(budget.market_amount - platform, market.currency)}
        out.append(_note(catalog, "value.platform-cost", msg(
            "recommend.platform-cost.many", "{gpus} GPUs: {cost} of the budget goes to {n} multi-GPU platforms "
            "({source}); the rest, {rest}, is split between the cards.", **params) if n > 1 else msg(
            "recommend.platform-cost.one", "{gpus} GPUs: {cost} of the budget goes to {n} multi-GPU platform "
            "({source}); the rest, {rest}, is split between the cards.", **params)))
    else:
        params = {"gpus": gpus, "n": n, "source": source}
        out.append(_note(catalog, "value.platform-cost", msg(
            "recommend.platform-cost.unknown.many", "{gpus} GPUs: this market has no sourced platform cost ({source}), "
            "so the whole budget is split between the cards; budget for {n} boards, power supplies and cases that can "
            "host them.", **params) if n > 1 else msg(
            "recommend.platform-cost.unknown.one", "{gpus} GPUs: this market has no sourced platform cost ({source}), "
            "so the whole budget is split between the cards; budget for {n} board, power supply and case that can "
            "host them.", **params)))
    params = {"gpus": gpus, "n": n, "per": GPUS_PER_PLATFORM}
    if n == 0:
        out.append(_note(catalog, "multi.platform-per-4", market=market))
    elif n > 1 or priced is None:  # a priced platform for up to 4 cards says what it is itself
        out.append(_note(catalog, "multi.platform-per-4", msg(
            "recommend.platform-per-4.many", "{gpus} GPUs need {n} platforms: one high-end platform holds up to {per} "
            "GPUs (D17 counts 16 GTX 1050 Ti as needing 3 more PCs than 4 GTX 1080 Ti).", **params) if n > 1 else msg(
            "recommend.platform-per-4.one", "{gpus} GPUs need {n} platform: one high-end platform holds up to {per} "
            "GPUs (D17 counts 16 GTX 1050 Ti as needing 3 more PCs than 4 GTX 1080 Ti).", **params)))
    out.extend(rig_notes(catalog, market, picks + ([stretch] if stretch else [])))
    consumer = [p for p in picks + ([stretch] if stretch else []) if catalog.card(p.card).line in ("geforce", "titan")]
    if consumer:
        card = catalog.card(consumer[0].card)
        link = rules.interconnect(card) or {}
        pairs = link.get("nvlink", "").startswith("pairs")
        p2p = link.get("pcie_p2p", "not tabled")
        through = (msg("recommend.link.host-memory", "through host memory") if p2p.startswith("no")
                   else msg("recommend.link.pcie", "over PCIe at best"))
        if pairs and gpus > 2:
            how = msg("recommend.link.bridge-two-of", "An NVLink bridge joins two of them; the other {others} exchange "
                      "data {through}", others=gpus - 2, through=through)
        elif pairs:
            how = msg("recommend.link.bridge-pair", "An NVLink bridge joins the two; without it they exchange data "
                      "{through}", through=through)
        else:
            how = msg("recommend.link.none-between", "{gpus} GeForce cards exchange data {through}", gpus=gpus,
                      through=through)
        nvlink = (fact_message("interconnect", link, "nvlink") if "nvlink" in link
                  else msg("recommend.link.none", "none"))
        p2p_text = (fact_message("interconnect", link, "pcie_p2p") if "pcie_p2p" in link
                    else msg("recommend.link.not-tabled", "not tabled"))
        out.append(_note(catalog, "multi.nvlink-p2p", msg(
            "recommend.link", "{card}: NVLink {nvlink}; PCIe peer-to-peer {p2p}. {how}, so they suit separate "
            "experiments or layer-split inference far better than one data-parallel training job.",
            card=card_param(card.name), nvlink=nvlink, p2p=p2p_text, how=how)))
    if gpus >= GPUS_PER_PLATFORM:
        road = (msg("recommend.road.rent", "or rent such a server by the hour") if market.policy.rent
                else msg("recommend.road.servers", "built for 4/8/16-GPU servers"))
        out.append(_note(catalog, "line.tesla-why", msg(
            "recommend.datacenter-road", "With {gpus} GPUs training one model, data-centre cards are the better road: "
            "they scale in 4/8/16-GPU servers where GeForce cards lose much (CN19), {road}; GeForce cards pay off for "
            "separate experiments.", gpus=gpus, road=road)))
        if market.policy.rent:
            out.append(_note(catalog, "cloud.own-vs-rent-2023"))
    if market.policy.measured_scaling:  # today's measurements replace the guide's 2017 framework figures
        out.append(_note(catalog, "multi.measured-scaling"))
    else:
        out.append(_note(catalog, "multi.framework-scaling"))
    out.append(_note(catalog, "multi.parallel-hard", market=market))
    out.append(_note(catalog, "multi.experiments"))
    return out


def rig_notes(catalog: Catalog, market: Market, shown: list[Pick]) -> list[Note]:
    """What the first shown multi-GPU pick's rig draws and needs (``multi.power``: its draw, supply,
    home circuit and power limit) and whether its cards fit the board (``multi.room``), in the
    markets that list home circuits (``MarketPolicy.circuits``; :mod:`advisor.rigs`). Both
    ``recommend`` paths call it with their picks, each pick at its own GPU count."""
    pick = _shown_rig(shown)
    if pick is None or not market.circuits:
        return []
    card = catalog.card(pick.card)
    out = []
    rig = rig_for(market, card, pick.gpus)
    if rig is not None:
        note = _note(catalog, "multi.power", join(rig_messages(rig)))
        out.append(note.model_copy(update={"short": rig_summary(rig)}))
    room = room_message(card, pick.gpus, platform_for(market, pick.gpus))
    if room is not None:
        out.append(_note(catalog, "multi.room", room))
    return out


def biggest_consumer_build(catalog: Catalog, market: Market) -> tuple[float, str] | None:
    """Cost of the biggest consumer build an answer plans for (``BIGGEST_BUILD_GPUS`` of the
    dearest GeForce/TITAN card priced in the market, plus their platforms) and that card."""
    consumer = [(p.amount, name) for name, p in catalog.prices(market.id)
                if p.pick and catalog.card(name).line in ("geforce", "titan")]
    if not consumer:
        return None
    amount, name = max(consumer)
    return amount * BIGGEST_BUILD_GPUS + platform_cost(market, BIGGEST_BUILD_GPUS), name


def _expert_notes(catalog, rules, market, budget, gpus, picks, stretch) -> list[Note]:
    """Data-centre budgets (``budget.datacenter``), Blackwell's minimum stack
    (``compat.blackwell-min``) and cheapest-listing floors, on every answer they apply to."""
    out = []
    build = biggest_consumer_build(catalog, market)
    if build is not None and budget.market_amount > build[0]:
        params = {"budget": money(budget.market_amount, market.currency), "gpus": BIGGEST_BUILD_GPUS,
                  "card": card_param(build[1]), "cost": money(build[0], market.currency)}
        text = (msg("recommend.datacenter-budget.rent", "{budget} is far beyond consumer cards (the biggest build "
                    "here, {gpus} x {card} with their platforms, costs about {cost}): talk to a data-centre vendor "
                    "(multi-GPU servers with NVLink/NVSwitch) or rent.", **params) if market.policy.rent else
                msg("recommend.datacenter-budget", "{budget} is far beyond consumer cards (the biggest build here, "
                    "{gpus} x {card} with their platforms, costs about {cost}): talk to a data-centre vendor "
                    "(multi-GPU servers with NVLink/NVSwitch).", **params))
        if picks:
            text = join([text, msg("recommend.top-single", "The top single-card pick is {card}.",
                                   card=card_param(picks[0].card))])
        out.append(_note(catalog, "budget.datacenter", text))
        if market.policy.rent:
            out.append(_note(catalog, "cloud.own-vs-rent-2023"))
    shown = picks + ([stretch] if stretch else [])
    blackwell = [p.card for p in shown if (rules.precision(catalog.card(p.card)) or {}).get("min_cuda")]
    if blackwell:
        row = rules.precision(catalog.card(blackwell[0]))
        out.append(_note(catalog, "compat.blackwell-min", msg(
            "recommend.blackwell", "{cards}: Blackwell, so CUDA {cuda} or newer and PyTorch {pytorch} or newer with "
            "the CUDA 12.8 (cu128) wheels; older builds fail with '{error}'.", cards=[card_param(c) for c in blackwell],
            cuda=row["min_cuda"], pytorch=row["min_pytorch"], error=pytorch_error("sm_120"))))
    if any(p.price.floor for p in shown):
        out.append(_note(catalog, "value.used-market", msg(
            "recommend.floor-prices", "Prices shown 'from about' are the cheapest listings (the average of the three "
            "cheapest): a typical sale costs more.")))
    return out


def free_tier(catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, use_case: str,
              min_memory_gb: float | None, gpus: int) -> Recommendation:
    """The answer to a budget of nothing (``cloud.free-tier``): no picks, free notebooks the
    user can reach (mainland-China ones in the 2019-cn market or for yuan), own vs rent for
    the era, and the cheapest card worth buying as the next step (the ``stretch`` pick)."""
    floor, floor_reason = rules.memory_floor(use_case, market, min_memory_gb)
    good = [o for o in offers(catalog, rules, market, use_case, min_memory_gb)
            if o.assessment.verdict == "recommended" and o.performance is not None and o.price.pick]
    cheapest = sorted(speed_rank(cheapest_per_card(good)), key=lambda o: o.price.amount)
    stretch = to_pick(catalog, rules, cheapest[0], gpus, market, "cheapest") if cheapest else None
    notes = [_note(catalog, "market.dated", _dated(catalog, market)),
             free_tier_note(catalog, market, budget.currency)]
    if market.policy.cloud_rule == "cloud.own-vs-rent":
        notes += _cloud_notes(catalog, market, budget)
    else:
        notes.append(_note(catalog, "cloud.own-vs-rent-2023"))
    if stretch:
        notes.append(_note(catalog, "value.budget-first", msg(
            "recommend.ready-to-buy", "When you are ready to buy, the cheapest card worth it here is {card} ({price}).",
            card=card_param(stretch.card), price=price_param(stretch.price))))
    notes.append(_floor_note(use_case, floor, floor_reason))
    ranking = msg("recommend.ranking.free",
                  "nothing to spend: free notebooks first, then the cheapest card worth buying")
    return Recommendation(
        market=market.ref(), budget=budget, use_case=use_case, gpus=gpus, min_memory_gb=floor,
        ranking=ranking,
        picks=[], stretch=stretch, avoided=[], notes=notes)
