"""The offers a recommendation ranks: every priced card of a market assessed for a use case
(cached per rule book, :func:`offers`), ranked by speed with ties broken by value
(:func:`speed_rank`), and how answers say a price and an estimated one (:func:`price_param`,
:func:`estimate_kind`). The product choices that set the answer's size are here too.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from ..catalog import Catalog
from ..i18n import Message, Money, msg
from ..models import Card, Market, Price
from ..rules import Assessment, RuleBook

# Product choices (the guides rank by speed and value but give no thresholds); the issue that
# specified the answer set 3-5 picks and "at most 25 % over budget" for a stretch pick.
TIE = 0.02  # speeds within 2 % are a tie: below what the estimates can tell apart
TOP = 4  # picks by rank, plus the best-value card when it is not among them (3-5 in all)
MAX_PICKS = 5
STRETCH = 0.25  # a stretch pick costs at most 25 % more than the per-GPU budget
CLEARLY_BETTER = 0.15  # ...and is at least 15 % faster than the top pick
MAX_AVOIDED = 8
VALUE_REACH = 1 / 3  # the best-value pick costs at least a third of the top pick: a far cheaper card answers a
# smaller budget (value.budget-first: "the best system for your budget"), not this one's value (audit C5: a
# 323 USD card as the value line of 10,000 USD)
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
    "single-listing": msg("price.estimate.single-listing", "one listing a guide quotes, not a market price: a "
                          "single offer may not be there when you look"),
    "estimate": msg("price.estimate.estimate", "a low-confidence estimate (see the price's source note)"),
}


def estimate_kind(price: Price) -> Message:
    """What kind of estimate ``price`` is, as a message (the generic one for an unknown kind)."""
    return ESTIMATE_KINDS.get(price.estimate_kind) or ESTIMATE_KINDS["estimate"]

T = TypeVar("T")


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


def _offers_cache(rules: RuleBook) -> OrderedDict[tuple, tuple]:
    """The offer lists of ``rules``, kept in its own memo (:attr:`~advisor.rules.RuleLookups.memo`):
    they die with the rule book, never kept alive by a module (issue 30 F1). Call under its lock."""
    cache = rules.memo.get("offers")
    if cache is None:
        cache = rules.memo["offers"] = OrderedDict()
    return cache  # type: ignore[return-value]


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
    with rules.memo_lock:
        cache = _offers_cache(rules)
        hit = cache.get(key)
        if hit is not None and hit[0] is catalog and (hit[1] is market or hit[1] == market):
            cache.move_to_end(key)
            return OfferList(hit[2], hit[3])
    out = _assessed_offers(catalog, rules, market, use_case, min_memory_gb)
    entry: tuple[Catalog, Market, tuple[Offer, ...], dict] = (catalog, market, tuple(out), {})
    with rules.memo_lock:
        cache[key] = entry
        cache.move_to_end(key)
        while len(cache) > OFFERS_CACHE_SIZE:
            cache.popitem(last=False)
    return OfferList(entry[2], entry[3])


class OfferList(list):
    """What :func:`offers` returns: a new list of the kept offers (a caller may change it), and the kept
    entry's table of what is read from the list without a budget (:func:`derived`), which lives and dies
    with the entry (in the rule book's memo, counted in a view's offer lists: it holds the same offers)."""

    __slots__ = ("kept", "derived")

    def __init__(self, kept: tuple[Offer, ...], table: dict) -> None:
        super().__init__(kept)
        self.kept = kept
        self.derived = table


def derived(items: list[Offer], name: str, build: Callable[[tuple[Offer, ...]], T]) -> T:
    """``build(offers)`` of an offer list of :func:`offers` (a budget-free reading of it: its recommended offers,
    its cards the rules keep out), made once per kept list and kept beside it under ``name``; for any other
    list (a caller's own), made afresh. ``build`` must depend on the offers alone (never on a budget), and
    return a value nobody changes (a tuple)."""
    table = getattr(items, "derived", None)
    if table is None:
        return build(tuple(items))
    hit = table.get(name, _NONE)
    if hit is _NONE:
        hit = table[name] = build(items.kept)  # type: ignore[attr-defined]
    return hit


_NONE = object()


def pickable(items: tuple[Offer, ...]) -> tuple[Offer, ...]:
    """The offers a ranking may pick: recommended, of known speed, at a price answers propose (a single
    new-old-stock listing or a used price above new is never a pick), in the list's order."""
    return tuple(o for o in items if o.assessment.verdict == "recommended" and o.performance is not None
                 and o.price.pick)


def pickable_cheapest(items: tuple[Offer, ...]) -> tuple[Offer, ...]:
    """:func:`cheapest_per_card` of :func:`pickable`: a card's offers share its assessment, so the cheapest
    pickable offer of a card within a budget is its cheapest pickable offer, when that is within it."""
    return tuple(cheapest_per_card(list(pickable(items))))


def cached_keys(rules: RuleBook) -> int:
    """How many offer lists are cached for ``rules`` (tests and benchmarks)."""
    with rules.memo_lock:
        return len(_offers_cache(rules))


def forget_offers(rules: RuleBook) -> None:
    """Empty the cache of ``rules`` (benchmarks measure the first answers too)."""
    with rules.memo_lock:
        rules.memo.pop("offers", None)


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


def best_value(ranked: list[Offer], tight: Callable[[Card], bool] = lambda card: False) -> Offer | None:
    """The best-value pick of a speed ranking (``value.perf-per-price``, ``value.budget-first``): the best
    performance per price among the cards that cost at least :data:`VALUE_REACH` of the top pick's price
    (``ranked[0]``), so it is a cheaper way to spend this budget, not the answer to a far smaller one;
    ``None`` when nothing is ranked. ``tight(card)``: whether a card has less memory than today's market
    recommends (``RuleBook.memory_qualifier``, ``memory.by-task``); a card that is not tight is the value
    when one is among them, as ``compare`` names it (a 10 GB 3080 is never the value line beside a 12 GB
    3080 Ti) and ``why`` labels it (issue 29 C6)."""
    if not ranked:
        return None
    floor = ranked[0].price.amount * VALUE_REACH
    reach = [o for o in ranked if o.price.amount >= floor]
    roomy = [o for o in reach if not tight(o.card)]
    return value_rank(roomy or reach)[0]


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


def money(amount: float, currency: str) -> Money:
    """An amount as a parameter, written like ``f"{amount:,.0f} {currency}"`` in English."""
    return Money(amount=amount, currency=currency)


def price_param(price: Price) -> Money | Message:
    """A price as answers write it: "from about 2,470 USD" for a cheapest-listings floor
    (``Price.floor``: a typical sale costs more), else "2,470 USD"."""
    amount = money(price.amount, price.currency)
    return msg("recommend.price.from-about", "from about {price}", price=amount) if price.floor else amount
