"""``recommend``: the best cards for a budget in a market.

Ranking (stated so answers are reproducible): among the market's offers that the rules
*recommend* for the use case and that meet its memory floor, keep those whose price fits
the per-GPU budget; rank by relative performance, treating a card within ``TIE`` (2 %) of
the fastest card of its group as tied with it and breaking ties by performance per price,
then by name
(``value.budget-first``; ``value.perf-per-price``). Picks are the first ``TOP`` ranked cards
plus the best-value card if it is not among them (3-5 picks when the market has them).

A ``stretch`` pick is the fastest recommended card at most ``STRETCH`` (25 %) over the
per-GPU budget that is at least ``CLEARLY_BETTER`` (15 %) faster than the top pick; when
nothing within budget is worth buying, it is the cheapest recommended card.
"""

from __future__ import annotations

import math
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass

from .catalog import Catalog
from .budget import platform_error
from .errors import InvalidBudget
from .fits import capacity_text
from .models import Avoided, Budget, Card, Market, Note, Pick, Price, Recommendation
from .rules import Assessment, RuleBook

# Product choices (the guides rank by speed and value but give no thresholds); the issue that
# specified the answer set 3-5 picks and "at most 25 % over budget" for a stretch pick.
TIE = 0.02  # speeds within 2 % are a tie: below what the estimates can tell apart
TOP = 4  # picks by rank, plus the best-value card when it is not among them (3-5 in all)
MAX_PICKS = 5
STRETCH = 0.25  # a stretch pick costs at most 25 % more than the per-GPU budget
CLEARLY_BETTER = 0.15  # ...and is at least 15 % faster than the top pick
MAX_AVOIDED = 8
GPUS_PER_PLATFORM = 4  # multi.platform-per-4: one high-end platform holds up to 4 GPUs (D17 L46-47)
BIGGEST_BUILD_GPUS = 8  # the most GPUs an answer plans for (api.MAX_GPUS): beyond that it is a data-centre purchase


def platforms_needed(gpus: int) -> int:
    """Platforms (PCs) that ``gpus`` GPUs need: ceil(gpus / 4) (``multi.platform-per-4``, D17
    L46-47: 16 GTX 1050 Ti need 3 more PCs than 4 GTX 1080 Ti); none for a single GPU."""
    return math.ceil(gpus / GPUS_PER_PLATFORM) if gpus > 1 else 0


def platform_cost(market: Market, gpus: int) -> float:
    """Cost of the platforms ``gpus`` GPUs need, in the market's currency: ceil(gpus / 4) ×
    the market's sourced 4-GPU platform cost (``value.platform-cost``); 0 when the market has
    no sourced figure or for a single GPU."""
    return platforms_needed(gpus) * market.platform_cost if gpus > 1 and market.platform_cost else 0.0


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


def offers(catalog: Catalog, rules: RuleBook, market: Market, use_case: str, min_memory_gb: float | None) -> list[Offer]:
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


def to_pick(catalog: Catalog, rules: RuleBook, o: Offer, gpus: int, market: Market, role: str,
            top: Offer | None = None) -> Pick:
    """Render an offer as a :class:`Pick`; ``role`` (``top``, ``runner-up``, ``value``,
    ``stretch``, ``cheapest``) becomes the first reason, then the card's own rules."""
    perf = catalog.performance[o.card.name]
    money = price_text(o.price)
    at = f", {money}" if o.price.floor else f" for {money}"  # "from about" reads after a comma
    first = {
        "top": ("value.budget-first", f"Fastest recommended card within your budget: {perf.relative:.2f}x TITAN X Pascal{at}."),
        "runner-up": ("value.budget-first", f"{perf.relative:.2f}x TITAN X Pascal{at}" + (
            f": {1 - perf.relative / top.performance:.0%} slower than the top pick for "
            f"{top.price.amount - o.price.amount:,.0f} {o.price.currency} less." if top and top.performance
            and top.price.amount > o.price.amount and perf.relative < top.performance else ".")),
        "value": ("value.perf-per-price", f"Best performance per price within budget: {o.value:.2f} per 1,000 {o.price.currency} ({perf.relative:.2f}x TITAN X Pascal{at})."),
        "stretch": ("value.budget-first", f"Clearly faster ({perf.relative:.2f}x TITAN X Pascal) for a little over budget: {money}."),
        "cheapest": ("value.budget-first", f"Nothing within budget is worth buying; this is the cheapest card that is: {money}."),
    }[role]
    reasons = [rules.reason(*first)] + [r for r in o.assessment.reasons if r.rule_id not in GENERIC][:3]
    if o.price.condition == "used":
        reasons.insert(1, rules.reason("value.used-market", f"A used price ({o.price.as_of}): no warranty, so check the seller and the card's history."))
    if o.price.estimated:
        reasons.append(rules.reason("price.estimated", f"The price is an estimate: {o.price.note.split(';')[0]}."))
    total = o.price.amount * gpus + platform_cost(market, gpus)
    return Pick(
        card=o.card.name,
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
    )


def dominated(o: Offer, by: list[Offer]) -> bool:
    """True when a chosen card is at least as fast, as roomy and as cheap (and not a used card
    standing against a new one): listing ``o`` would add nothing (``value.perf-per-price``)."""
    return any(
        c.performance >= o.performance and c.price.amount <= o.price.amount
        and (c.card.memory_gb or 0) >= (o.card.memory_gb or 0)
        and not (c.price.condition == "used" and o.price.condition == "new")
        for c in by)


def recommend(
    catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, use_case: str, min_memory_gb: float | None, gpus: int
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
        n = platforms_needed(gpus)
        raise InvalidBudget(platform_error(market, gpus, n, platform, GPUS_PER_PLATFORM))
    per_gpu = (budget.market_amount - platform) / gpus
    rank = value_rank if row["ranking"] == "value" else speed_rank

    def attempt(memory: float | None):
        all_offers = offers(catalog, rules, market, use_case, memory)
        good = [o for o in all_offers if o.assessment.verdict == "recommended" and o.performance is not None
                and o.price.pick]  # a single new-old-stock listing or a used price above new is never a pick
        within = rank(cheapest_per_card([o for o in good if o.price.amount <= per_gpu]))
        return all_offers, good, within

    floor, floor_reason = rules.memory_floor(use_case, market, min_memory_gb)
    all_offers, good, ranked = attempt(min_memory_gb)
    if not ranked and min_memory_gb is None and row["fallback_memory_gb"]:
        fallback = float(row["fallback_memory_gb"])
        all_offers, good, ranked = attempt(fallback)
        floor, floor_reason = fallback, rules.reason(row["rule_id"], f"Nothing with {float(row['min_memory_gb']):g} GB fits this budget, so {fallback:g} GB cards are considered. {row['text']}")

    chosen: list[Offer] = []
    for o in ranked:
        if len(chosen) == TOP:
            break
        if not dominated(o, chosen):
            chosen.append(o)
    best_value = value_rank(ranked)[0] if ranked else None
    if best_value is not None and best_value not in chosen and not dominated(best_value, chosen):
        chosen.append(best_value)
    chosen = chosen[:MAX_PICKS]
    roles = ["top"] + ["runner-up"] * (len(chosen) - 1)
    if best_value in chosen and chosen.index(best_value) > 0:
        roles[chosen.index(best_value)] = "value"
    if row["ranking"] == "value" and chosen:
        roles[0] = "value"
    picks = [to_pick(catalog, rules, o, gpus, market, role, chosen[0]) for o, role in zip(chosen, roles)]

    stretch = None
    top_perf = chosen[0].performance if chosen else None
    above = cheapest_per_card([o for o in good if per_gpu < o.price.amount <= per_gpu * (1 + STRETCH)])
    better = [o for o in above if top_perf is None or o.performance >= top_perf * (1 + CLEARLY_BETTER)]
    if better:
        stretch = to_pick(catalog, rules, speed_rank(better)[0], gpus, market, "stretch")
    elif not chosen:
        affordable = sorted(speed_rank(cheapest_per_card(good)), key=lambda o: o.price.amount)
        if affordable:
            stretch = to_pick(catalog, rules, affordable[0], gpus, market, "cheapest")

    chosen_names = {o.card.name for o in chosen}
    avoided = []
    for o in sorted(cheapest_per_card([o for o in all_offers if o.price.amount <= per_gpu]),
                    key=lambda o: (-o.price.amount, o.card.name)):
        if o.card.name in chosen_names or o.assessment.verdict == "recommended":
            continue
        why = o.assessment.blocking()
        if why is None:
            continue
        avoided.append(Avoided(card=o.card.name, rule_id=why.rule_id, text=why.text, price=o.price))
    avoided = avoided[:MAX_AVOIDED]

    notes = _notes(catalog, rules, market, budget, use_case, floor, floor_reason, gpus, picks, stretch, platform)
    ranking = ("best performance per price within the per-GPU budget, ties broken by speed" if row["ranking"] == "value"
               else f"fastest recommended card within the per-GPU budget; cards within {TIE:.0%} of the fastest of "
                    "their group are tied, and ties go to the better performance per price")
    return Recommendation(
        market=market.ref(), budget=budget, use_case=use_case, gpus=gpus, min_memory_gb=floor,
        ranking=ranking + "; cards slower, smaller and dearer than a listed one are left out",
        picks=picks, stretch=stretch, avoided=avoided, notes=notes,
    )


OVERHEAD = 1.2  # activations, CUDA context, fragmentation: a rough 20 % (memory.llm "plus overhead")
BYTES_PER_PARAMETER = {"fp16": 2.0, "int8": 1.0, "4-bit": 0.5}  # memory.llm (MODERN.md)
ADAM_BYTES_PER_PARAMETER = 18.0  # memory.llm: full fine-tuning with Adam, 16-20 bytes


def llm_sizing(memory_gb: float) -> str:
    """What fits in ``memory_gb`` GB by the ``memory.llm`` rule (billions of parameters)."""
    fits = ", ".join(f"~{memory_gb / (b * OVERHEAD):.0f}B in {k}" for k, b in BYTES_PER_PARAMETER.items())
    train = memory_gb / (ADAM_BYTES_PER_PARAMETER * OVERHEAD)
    return (f"Rough LLM sizing (memory = parameters x bytes per parameter + ~20 %): {memory_gb:g} GB runs {fits}; "
            f"full fine-tuning with Adam (16-20 bytes per parameter) fits ~{train:.1f}B.")


def _llm_notes(rules: RuleBook, market: Market, floor: float, gpus: int, note) -> list[Note]:
    """What the llm use case's floor runs: task-aware in today's market (``memory.llm-task``,
    sized by :mod:`advisor.fits`), the rough ``memory.llm`` rule in the dated markets; with
    several GPUs, what splitting a model across GeForce cards gives (``multi.nvlink-p2p``)."""
    if market.era == "modern":
        out = [note("memory.llm-task", capacity_text(rules.llm_models, floor))]
    else:
        out = [note("memory.llm", llm_sizing(floor))]
    if gpus > 1:
        out.append(note("multi.nvlink-p2p", (
            f"{gpus} GPUs hold a model split by layers (inference, LoRA) over plain PCIe; GeForce RTX 30/40/50 cards "
            "have no peer-to-peer with NVIDIA's stock driver and RTX 40/50 no NVLink, so one training job spread "
            "across them scales poorly: they suit separate experiments or layer-split inference.")))
    return out


def _notes(catalog, rules, market, budget, use_case, floor, floor_reason, gpus, picks, stretch, platform) -> list[Note]:
    def note(rule_id: str, text: str | None = None) -> Note:
        base, source = catalog.rule(rule_id)
        return Note(rule_id=rule_id, text=text or base, source=source)

    out = [note("market.dated", f"Prices: {market.name}, as of {market.as_of}. {catalog.rule('market.dated')[0]}")]
    if budget.rate is not None:
        out.append(note("budget.converted", f"{budget.amount:,.0f} {budget.currency} = {budget.market_amount:,.0f} {market.currency} at the rate of {budget.rate.as_of} (1 {budget.rate.currency} = {budget.rate.rate:g} {market.currency}; {budget.rate.source})."))
    for a in budget.assumptions:
        if budget.rate is None or "rate" not in a:
            out.append(note("budget.converted", a))
    out.append(Note(rule_id=floor_reason.rule_id, text=f"Memory floor for {use_case}: {floor:g} GB. {floor_reason.text}", source=floor_reason.source))
    if any(p.price.estimated for p in picks + ([stretch] if stretch else [])):
        out.append(note("price.estimated", "Prices marked 'estimated' are launch MSRPs or low-confidence estimates, not dated street prices."))
    if any(p.price.condition == "used" for p in picks):
        out.append(note("value.used-market"))
    if not picks:
        services = ", ".join(r["name"] for r in free_tier_services(catalog, market, budget.currency))
        out.append(note("value.budget-first", "Nothing within this budget is worth buying for deep learning"
                        + (f"; the cheapest card that is: {stretch.card} ({price_text(stretch.price)})."
                           if stretch else ".")
                        + f" Until then, free notebooks ({services}) give you a GPU at no cost."))
        out.extend(_cloud_notes(catalog, market, budget))
    if market.era == "cn19":
        out.append(note("line.board-partners"))
    if use_case == "llm":
        out.extend(_llm_notes(rules, market, floor, gpus, note))
    if gpus > 1:
        out.extend(_multi_notes(catalog, rules, market, budget, gpus, picks, stretch, platform))
    out.extend(_expert_notes(catalog, rules, market, budget, gpus, picks, stretch))
    return out


# -- issue 9: what an expert adds (multi-GPU, cloud, data-centre budgets, Blackwell, floors) --
def _note(catalog: Catalog, rule_id: str, text: str | None = None) -> Note:
    base, source = catalog.rule(rule_id)
    return Note(rule_id=rule_id, text=text or base, source=source)


def price_text(price: Price) -> str:
    """A price as answers write it: "from about 2,470 USD" for a cheapest-listings floor
    (``Price.floor``: a typical sale costs more), else "2,470 USD"."""
    money = f"{price.amount:,.0f} {price.currency}"
    return f"from about {money}" if price.floor else money


def free_tier_services(catalog: Catalog, market: Market, currency: str) -> list[dict[str, str]]:
    """Free notebook services a user can reach (``data/free_tiers.csv``, ``cloud.free-tier``):
    the mainland-China ones in the 2019-cn market or for a budget in yuan (Google Colab and
    Kaggle are blocked there), else the global ones."""
    region = "cn" if market.era == "cn19" or currency == "CNY" else "global"
    return [r for r in catalog.free_tiers if r["region"] == region]


def free_tier_note(catalog: Catalog, market: Market, currency: str) -> Note:
    """The ``cloud.free-tier`` note: which free notebooks to start on, and when to buy."""
    services = free_tier_services(catalog, market, currency)
    where = ("reachable in mainland China, where Google Colab and Kaggle are blocked"
             if services and services[0]["region"] == "cn" else "free with a Google or Kaggle account")
    listed = "; ".join(f"{r['name']} ({r['offer']})" for r in services)
    return _note(catalog, "cloud.free-tier", f"No money is needed to start: free notebooks, {where}: {listed}. "
                 "Buy a card once you train most days.")


def _cloud_notes(catalog: Catalog, market: Market, budget: Budget) -> list[Note]:
    """Own vs rent for the market's era: D17's 2017 claim in its own market
    (``cloud.own-vs-rent``), Dettmers 2023's usage-based answer elsewhere."""
    if market.era == "d17":
        return [_note(catalog, "cloud.own-vs-rent", "Renting cloud GPUs by the hour is dearer than owning a card over "
                      "time, so free notebooks are the way to start, and a card is the way to go on.")]
    return [free_tier_note(catalog, market, budget.currency),
            _note(catalog, "cloud.own-vs-rent-2023", "Renting beats owning for occasional use and for models that do "
                  "not fit in 24 GB; owning wins once you train most days.")]


def _multi_notes(catalog, rules, market, budget, gpus, picks, stretch, platform) -> list[Note]:
    """Notes for a multi-GPU answer: platforms (``multi.platform-per-4``,
    ``value.platform-cost``), GeForce links (``multi.nvlink-p2p``), the data-centre road from
    4 GPUs (``line.tesla-why``), and the guides' scaling rules."""
    out = []
    n = platforms_needed(gpus)
    plural = "s" if n > 1 else ""
    if market.platform_cost:
        out.append(_note(catalog, "value.platform-cost", (
            f"{gpus} GPUs: {platform:,.0f} {market.currency} of the budget goes to {n} multi-GPU platform{plural} "
            f"({market.platform_cost_source}); the rest, {(budget.market_amount - platform):,.0f} {market.currency}, "
            "is split between the cards.")))
    else:
        out.append(_note(catalog, "value.platform-cost", (
            f"{gpus} GPUs: this market has no sourced platform cost ({market.platform_cost_source}), so the whole "
            f"budget is split between the cards; budget for {n} board{plural}, "
            f"power suppl{'ies' if n > 1 else 'y'} and case{plural} that can host them.")))
    out.append(_note(catalog, "multi.platform-per-4", (
        f"{gpus} GPUs need {n} platform{plural}: one high-end platform holds up to {GPUS_PER_PLATFORM} GPUs "
        "(D17 counts 16 GTX 1050 Ti as needing 3 more PCs than 4 GTX 1080 Ti).")))
    consumer = [p for p in picks + ([stretch] if stretch else []) if catalog.card(p.card).line in ("geforce", "titan")]
    if consumer:
        card = catalog.card(consumer[0].card)
        link = rules.interconnect(card) or {}
        pairs = link.get("nvlink", "").startswith("pairs")
        p2p = link.get("pcie_p2p", "not tabled")
        through = "through host memory" if p2p.startswith("no") else "over PCIe at best"
        out.append(_note(catalog, "multi.nvlink-p2p", (
            f"{card.name}: NVLink {link.get('nvlink', 'none')}; PCIe peer-to-peer {p2p}. "
            + ((f"An NVLink bridge joins two of them; the other {gpus - 2} exchange data {through}" if gpus > 2
                else f"An NVLink bridge joins the two; without it they exchange data {through}")
               if pairs else f"{gpus} GeForce cards exchange data {through}")
            + ", so they suit separate experiments or layer-split inference far better than one data-parallel "
            "training job.")))
    if gpus >= GPUS_PER_PLATFORM:
        road = ("or rent such a server by the hour" if market.era == "modern"
                else "built for 4/8/16-GPU servers")
        out.append(_note(catalog, "line.tesla-why", (
            f"With {gpus} GPUs training one model, data-centre cards are the better road: they scale in 4/8/16-GPU "
            f"servers where GeForce cards lose much (CN19), {road}; GeForce cards pay off for separate experiments.")))
        if market.era == "modern":
            out.append(_note(catalog, "cloud.own-vs-rent-2023"))
    out.append(_note(catalog, "multi.framework-scaling"))
    out.append(_note(catalog, "multi.measured-scaling"))
    out.append(_note(catalog, "multi.parallel-hard"))
    out.append(_note(catalog, "multi.experiments"))
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
        top = f" The top single-card pick is {picks[0].card}." if picks else ""
        rent = " or rent" if market.era == "modern" else ""
        out.append(_note(catalog, "budget.datacenter", (
            f"{budget.market_amount:,.0f} {market.currency} is far beyond consumer cards (the biggest build here, "
            f"{BIGGEST_BUILD_GPUS} x {build[1]} with their platforms, costs about {build[0]:,.0f} {market.currency}): "
            f"talk to a data-centre vendor (multi-GPU servers with NVLink/NVSwitch){rent}.{top}")))
        if market.era == "modern":
            out.append(_note(catalog, "cloud.own-vs-rent-2023"))
    shown = picks + ([stretch] if stretch else [])
    blackwell = [p.card for p in shown if (rules.precision(catalog.card(p.card)) or {}).get("min_cuda")]
    if blackwell:
        row = rules.precision(catalog.card(blackwell[0]))
        out.append(_note(catalog, "compat.blackwell-min", (
            f"{', '.join(blackwell)}: Blackwell, so CUDA {row['min_cuda']} or newer and PyTorch {row['min_pytorch']} "
            "or newer with the CUDA 12.8 (cu128) wheels; older builds fail with 'sm_120 is not compatible with the "
            "current PyTorch installation'.")))
    if any(p.price.floor for p in shown):
        out.append(_note(catalog, "value.used-market", (
            "Prices shown 'from about' are the cheapest listings (the average of the three cheapest): a typical sale "
            "costs more.")))
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
    dated = f"Prices: {market.name}, as of {market.as_of}. {catalog.rule('market.dated')[0]}"
    notes = [_note(catalog, "market.dated", dated),
             free_tier_note(catalog, market, budget.currency)]
    if market.era == "d17":
        notes += _cloud_notes(catalog, market, budget)
    else:
        notes.append(_note(catalog, "cloud.own-vs-rent-2023"))
    if stretch:
        notes.append(_note(catalog, "value.budget-first", (
            f"When you are ready to buy, the cheapest card worth it here is {stretch.card} "
            f"({price_text(stretch.price)}).")))
    notes.append(Note(rule_id=floor_reason.rule_id, source=floor_reason.source,
                      text=f"Memory floor for {use_case}: {floor:g} GB. {floor_reason.text}"))
    return Recommendation(
        market=market.ref(), budget=budget, use_case=use_case, gpus=gpus, min_memory_gb=floor,
        ranking="nothing to spend: free notebooks first, then the cheapest card worth buying",
        picks=[], stretch=stretch, avoided=[], notes=notes)
