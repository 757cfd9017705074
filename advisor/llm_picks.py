"""``recommend`` for LLM work: the routes a buyer weighs, each labelled (issue 29 §1).

Candidates are the market's usable offers (``Advisor._usable_cards``, the offers ``fits`` draws on:
each card at its cheapest price answers may propose, with the rules' verdict for LLM work and its
route, :mod:`advisor.routes`), as configurations: one card, N identical cards whose layers are
split (``multi.nvlink-p2p``; priced in all with the platform N cards need, ``value.platform-cost``)
or a unified-memory machine (``system.unified-memory``).

**Unsized** (``--use-case llm``): every configuration is placed on the default mix of models
people run (:class:`advisor.workload.Ladder`, ``data/llm_ladder.csv``): its *everyday* rung (the
largest of 8B … 32B it holds) and its *tier* (the largest model of all). The list shows the routes:

- the **CUDA card for the budget** (the headline): one CUDA card (GeForce or workstation, never a
  passive data-centre or non-CUDA card), the one that runs the most of the everyday mix, then the
  fastest on it (within :data:`~advisor.recommend.TIE`), then the largest tier, then the value;
- the **best value** on the same everyday models, when a cheaper card is (tokens/s per price);
- the **capacity route**: what runs larger models than the CUDA card (a larger tier): the best
  unified-memory machine, the best 48-96 GB card and the best split over two or four cards, each
  by tier then value (at most :data:`CAPACITY_SHOWN`);
- a **tinkerer's or non-CUDA option** (a used passive Tesla, an AMD or Intel card) when it runs more of the mix than
  the CUDA card, or runs it faster, for at most :data:`DOMINANCE_PREMIUM` more, labelled as such.

**Sized** (a model named, ``--model``): the ways ``fits`` lists (:func:`advisor.fits.ways`) the budget buys: to run
it, a way at a usable speed (:data:`~advisor.thresholds.USABLE_DECODE_TOK_S`) first, then by decode tokens/s per price
(a split counted as if each extra card cost :data:`SPLIT_WEIGHT` more), the fastest beside it (with several cards
asked, the fastest first and one card that beats them said: :mod:`advisor.llm_rig_speed`); to fine-tune it, by
training throughput per price, one card before a split (FSDP + QLoRA), only where its software runs
(``data/llm_routes.csv``: a Mac or a Strix Halo box is an inference machine). A CUDA card or a machine leads; passive
and non-CUDA cards follow, labelled. A configuration a little over budget (:data:`~advisor.recommend.STRETCH`) that is
clearly better is the stretch pick. Every exclusion states its true reason: the rules' verdict, or, for a way over
budget, its price in all with what a second card adds to a PC (board and supply, ``data/platforms.csv``) apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from . import llm_engine, llm_headroom, llm_ladder, llm_need, llm_outright, llm_train_mix, train_room
from .budget import platform_error
from .catalog import Catalog
from .errors import InvalidBudget
from .fits import Estimate, FitCard, Offer, default_precision, usable, ways
from .i18n import Message
from .kept import Same, keep
from .llm_lastlist import last_list_ways
from .llm_places import goes_in, places_first, places_stretch
from .llm_rig_speed import one_card_note, rig_order
from .llm_said import _ladder_note, _ranking, _stretch_label, excluded, over_budget_note, sized_message, to_pick
from .models import Budget, Card, DecodeSpeed, Market, Price, Recommendation
from .pick_labels import true_labels
from .recommend import MAX_PICKS, STRETCH, TIE
from .rigs import platform_cost, platform_for, platform_pricer, platforms_needed
from .routes import HEADLINE_ROUTES
from .rules import RuleBook
from .split_over import geforce_split
from .thresholds import (
    DOMINANCE_PREMIUM,
    GPUS_PER_PLATFORM,
    SLOW_MACHINE_FACTOR,
    USABLE_DECODE_TOK_S,
    USED_FLOOR_FACTOR,
)
from .workload import DecodeSpeeds, Ladder, Rung, Workload

SPLIT_WEIGHT = 0.5  # product choice (the guides give none): a split ranks as if each extra card cost half again
CAPACITY_SHOWN = 3  # capacity routes listed: the best machine, the best large card, the best split
SPLIT_COUNTS = (2, 4)  # the splits of an unsized question's capacity route: a pair, or four on one platform
PAIR_SCALING = 1.82  # two cards train one job at 1.77-1.87x one (Lambda: 2 x RTX 4090 / 3090; multi.measured-scaling)
BF16_CC = 8.0  # BF16 tensor cores from compute capability 8.0 (Ampere; NVIDIA's Ampere architecture whitepaper)
CLEARLY = 0.15  # a stretch is at least 15 % faster (recommend.CLEARLY_BETTER), or runs more of the mix


@dataclass(frozen=True)
class Config:
    """One candidate: ``count`` x ``offer``'s card (or one machine), ``total`` in all with the platform,
    ``memory`` GB usable by the job (pooled over a split). Unsized: ``rung`` the largest everyday model it
    holds and ``tier`` the largest of all, ``decode`` / ``tier_decode`` its speed on each; sized: ``job``,
    ``decode`` on it (running) or ``training`` (the relative training throughput of fine-tuning) and
    ``way`` the ``fits`` way it is."""

    offer: Offer
    count: int
    total: float
    memory: float
    job: Estimate
    decode: DecodeSpeed | None = None
    rung: Rung | None = None
    tier: Rung | None = None
    tier_decode: DecodeSpeed | None = None
    training: float | None = None
    way: FitCard | None = None
    recommended: bool = False  # the rules recommend it for the job (not only with caveats: a workstation card)

    @property
    def card(self) -> Card:
        """The card or machine."""
        return self.offer.card

    @property
    def name(self) -> str:
        """The card's (or machine's) canonical name."""
        return self.offer.card.name

    @property
    def price(self) -> Price:
        """One card's price (the configuration is priced, :func:`advisor.fits.usable`)."""
        if self.offer.price is None:
            raise ValueError(f"{self.name} has no price here")
        return self.offer.price

    @property
    def route(self) -> str:
        """Its road (:mod:`advisor.routes`)."""
        return self.offer.route

    @property
    def headline(self) -> bool:
        """Whether it may lead an answer: a CUDA card or a unified-memory machine."""
        return self.route in HEADLINE_ROUTES

    @property
    def tok_s(self) -> float:
        """Batch-1 decode tokens/s on its job (0 when unknown)."""
        return self.decode.tok_s if self.decode is not None else 0.0

    @property
    def figure(self) -> float:
        """The speed that fits the job: decode tokens/s, or the training throughput."""
        return self.training if self.training is not None else self.tok_s

    @property
    def value(self) -> float:
        """:attr:`figure` per 1,000 units of the market currency."""
        return self.figure / self.total * 1000.0

    @property
    def weighted_value(self) -> float:
        """:attr:`value` with a split counted dearer (:data:`SPLIT_WEIGHT` per extra card)."""
        return self.value / (1 + SPLIT_WEIGHT * (self.count - 1))

    @property
    def everyday(self) -> int:
        """The index of its everyday rung (-1: none)."""
        return self.rung.index if self.rung else -1

    @property
    def level(self) -> int:
        """The index of its tier (-1: none)."""
        return self.tier.index if self.tier else -1

    @property
    def platform(self) -> float:
        """What the configuration pays beyond its cards (the platform N cards need)."""
        return round(self.total - self.price.amount * self.count, 2)


# --------------------------------------------------------------------------------------------- candidates
def takes_for_llms(catalog: Catalog, verdict: str, caveats: list[str]) -> bool:
    """Whether the rules take a card for LLM work: recommended, or right only in some cases for
    reasons that do not hold for running or tuning a model (``data/llm_inference_ok.csv``: llama.cpp
    runs on ROCm and Arc, pro cards are for memory, a past CUDA stack still runs llama.cpp). The one
    test every LLM answer applies (``Advisor._usable_cards``, ``compare``)."""
    return verdict == "recommended" or (verdict == "situational" and all(r in catalog.llm_inference_ok
                                                                          for r in caveats))


def runs_llms(catalog: Catalog, o) -> bool:
    """:func:`takes_for_llms` of a :class:`~advisor.recommend.Offer` (its assessment's situational findings)."""
    a = o.assessment
    return takes_for_llms(catalog, a.verdict, [f.rule_id for f in a.findings if f.level == "situational"])


def _usable_offers(offers: list[Offer]) -> list[Offer]:
    """Offers a recommendation may propose for LLM work: priced at a price answers may propose, taken by
    the rules (recommended, or caveats ``data/llm_inference_ok.csv`` waives), no server module."""
    return [o for o in offers if o.price is not None and o.price.pick and o.takes
            and not any(rule == "line.server-module" for rule, _ in o.why)]


def unsized_configs(market: Market, offers: list[Offer], ladder: Ladder, speeds: DecodeSpeeds, budget: float,
                    floor: float, gpus: int | None,
                    recommended: Callable[[Card], bool] = lambda card: False) -> list[Config]:
    """Every configuration within ``budget`` of cards with at least ``floor`` GB (``gpus``: that many
    cards; else one, and 2 or 4 of a CUDA card for the capacity route), placed on the ladder;
    ``recommended(card)`` whether the rules recommend the card for LLM work at the use case's floor."""
    out = []
    for o in _usable_offers(offers):
        mem = o.card.llm_memory_gb or 0.0
        if mem < floor:
            continue
        counts = (gpus,) if gpus else (1,) + (SPLIT_COUNTS if o.route == "cuda" and not o.card.is_system else ())
        for count in counts:
            if count > 1 and o.card.is_system:
                continue  # a machine is not split like a card
            total = round(o.price.amount * count + platform_cost(market, count, o.card), 2) if o.price else 0.0
            tier = ladder.tier(mem, count)
            if total > budget or tier is None:
                continue
            rung = ladder.everyday(mem, count)
            decode = speeds.of(o.card, rung.estimate, count) if rung else None
            tier_decode = speeds.of(o.card, tier.estimate, count)
            if tier_decode is None:
                continue
            out.append(Config(o, count, total, mem * count, (rung or tier).estimate, decode or tier_decode, rung,
                              tier, tier_decode, recommended=recommended(o.card)))
    return out


def sized_configs(catalog: Catalog, market: Market, offers: list[Offer], workload: Workload, speeds: DecodeSpeeds,
                  budget: float) -> list[Config]:
    """The ``fits`` ways of the sized job (:func:`advisor.fits.ways`) that are usable and within ``budget``."""
    est = workload.estimate
    if est is None:
        raise ValueError("only a sized job has ways")
    by_name = {o.card.name: o for o in offers}
    found = ways(est, _usable_offers(offers), speeds.of, platform_pricer(market), workload.gpus)
    out = []
    for w in found:
        if not usable(w) or (w.total_price or 0.0) > budget:
            continue
        if workload.gpus and w.count != workload.gpus:
            continue
        o = by_name[w.card]
        training = None
        if not workload.decode:  # a pair trains with FSDP at the measured scaling of a pair (multi.measured-scaling)
            perf = catalog.performance.get(w.card)
            training = perf.relative * (PAIR_SCALING if w.count == 2 else w.count) if perf else 0.0
        out.append(Config(o, w.count, w.total_price or 0.0, w.memory_gb * w.count, est, w.speed,
                          training=training, way=w))
    return out


# --------------------------------------------------------------------------------------------- the routes
def _cuda_key(c: Config, fastest: float) -> tuple:
    """The CUDA card for the budget: the most of the everyday mix, then a card the rules recommend before one
    they take with caveats (a workstation card: ``line.quadro-memory``), then the fastest on it (within TIE),
    then the largest tier, then the value."""
    return (c.everyday, c.recommended, c.tok_s >= fastest * (1 - TIE), c.level, c.value, -c.total, c.name)


def usable_tier(c: Config) -> bool:
    """Whether a configuration runs its largest model at a usable speed (about reading speed,
    :data:`~advisor.thresholds.USABLE_DECODE_TOK_S`): a capacity road is bought to run that model, so one that
    holds 70B at ≈ 5 tok/s is no road to it (the 2026-12-02 audit re-run: a 64 GB Strix Halo box)."""
    return c.tier_decode is not None and c.tier_decode.tok_s >= USABLE_DECODE_TOK_S


def _best(members: list[Config], key: Callable[[Config], tuple]) -> Config | None:
    return max(members, key=key) if members else None


def _lead(configs: list[Config]) -> Config | None:
    """The best of ``configs`` by :func:`_cuda_key` (the everyday mix first, then speed on it)."""
    if not configs:
        return None
    most = max(c.everyday for c in configs)
    top = [c for c in configs if c.everyday == most]
    recommended = [c for c in top if c.recommended] or top
    fastest = max(c.tok_s for c in recommended)
    return max(top, key=lambda c: _cuda_key(c, fastest))


def choose_unsized(configs: list[Config], gpus: int | None = None) -> list[tuple[Config, str, str]]:
    """The routes of an unsized question (module docstring), as (configuration, pick role, label key).
    With ``gpus`` (``--gpus N``: the buyer sized the rig) what N cards run decides first, a CUDA rig
    before a non-CUDA one within a tier, a passive data-centre rig never first (the 2026-12-01 review's
    N13: two 7900 XTX run 70B)."""
    singles = [c for c in configs if c.count == (gpus or 1)]
    if gpus and gpus > 1:
        return _choose_rig(singles)
    cuda = [c for c in singles if c.route == "cuda"]
    lead = _lead(cuda)
    if lead is None:  # no CUDA card within budget: a machine may lead, never a passive or non-CUDA card
        lead = _lead([c for c in singles if c.headline])
    chosen: list[tuple[Config, str, str]] = []
    if lead is not None:
        chosen.append((lead, "best", "cuda" if lead.route == "cuda" else _capacity_label(lead)))
        same = [c for c in cuda if c.everyday == lead.everyday and c is not lead and c.value > lead.value
                and c.total < lead.total and c.recommended]  # the cheaper way to the same models; never a card
        # whose own rule names a better value (line.individual-avoid-pro: a GeForce card of its memory; issue 29)
        value = _best(same, lambda c: (c.value, c.tok_s, -c.total, c.name))
        if value is not None:
            chosen.append((value, "value", "value"))
    bar = lead.level if lead is not None else -1
    bigger = [c for c in configs if c.headline and c.level > bar and usable_tier(c)]
    kinds = ([c for c in bigger if c.card.is_system], [c for c in bigger if not c.card.is_system and c.count == 1],
             [c for c in bigger if c.count > 1])  # a machine, one large card, several cards
    machine, card, split = (_best(kind, _capacity_key) for kind in kinds)
    if split is not None and card is not None and card.level >= split.level and (
            _capacity_key(card)[1] >= _capacity_key(split)[1]):
        split = None  # one large card runs as much for more tokens per price: the split adds nothing
    capacity = [c for c in (machine, card, split) if c is not None]
    for c in sorted(capacity, key=lambda c: (-c.level, -_capacity_key(c)[1]))[:CAPACITY_SHOWN]:
        chosen.append((replace(c, job=c.tier.estimate if c.tier else c.job, decode=c.tier_decode, rung=c.tier),
                       "memory", _capacity_label(c)))
    others = [c for c in singles if not c.headline  # the cheap way in: runs more, for at most a little more
              and (lead is None or ((c.everyday > lead.everyday or c.level > lead.level
                                     or (c.everyday == lead.everyday and c.tok_s > lead.tok_s * (1 + TIE)))
                                    and c.total <= lead.total * (1 + DOMINANCE_PREMIUM)))]
    option = _lead(others)
    if option is not None:  # one that runs larger everyday models than the lead stands second, labelled (N9)
        at = 1 if lead is not None and option.everyday > lead.everyday else len(chosen)
        chosen.insert(at, (option, "runner-up", option.route))
    return chosen[:MAX_PICKS]


RIG_ORDER = {"cuda": 0, "unified": 1, "non-cuda": 2, "tinkerer": 3}


def _rig_key(c: Config) -> tuple:
    """The order of N cards the buyer asked for (issue 29 §1, the guides' "prefer NVIDIA"): a passive
    data-centre rig never first; then a rig that reaches the large models of the ladder (``data/llm_ladder.csv``
    class ``large``: what several cards are bought for) before one that runs only the everyday mix; within a
    class the CUDA rig before a non-CUDA one (a non-CUDA rig that runs a larger model of the same class stands
    beside it, labelled), then the largest model, then value."""
    large = c.tier is not None and not c.tier.everyday
    return (c.route == "tinkerer", not large, RIG_ORDER.get(c.route, 4), -c.level, -c.value, c.total, c.name)


def _choose_rig(rigs: list[Config]) -> list[tuple[Config, str, str]]:
    """N cards the buyer asked for, in :func:`_rig_key`'s order; beside the first the best CUDA rig and
    each labelled route's best."""
    if not rigs:
        return []
    order = sorted(rigs, key=_rig_key)
    lead = order[0]
    chosen = [(lead, "best", "split" if lead.route == "cuda" else lead.route)]
    cuda = [c for c in order if c.route == "cuda" and c is not lead]
    if cuda and lead.route != "cuda":
        chosen.append((cuda[0], "runner-up", "split"))
    value = max((c for c in rigs if c.level == lead.level and c.route == lead.route and c is not lead),
                key=lambda c: (c.value, c.name), default=None)
    if value is not None and value.value > lead.value:
        chosen.append((value, "value", "value"))
    for route in ("non-cuda", "tinkerer"):
        if any(x.route == route for x, _, _ in chosen):
            continue
        road = [c for c in order if c.route == route and all(c is not x for x, _, _ in chosen)]
        if road and len(chosen) < MAX_PICKS:
            chosen.append((road[0], "runner-up", route))
    return [(replace(c, job=c.tier.estimate if c.tier else c.job, decode=c.tier_decode, rung=c.tier), role, label)
            for c, role, label in chosen]


def _capacity_key(c: Config) -> tuple:
    return (c.level, c.tier_decode.tok_s / c.total if c.tier_decode else 0.0, -c.total, c.name)


def _capacity_label(c: Config) -> str:
    if c.card.is_system:
        return "unified-fast" if c.offer.trains == "yes" else "unified"
    return "split" if c.count > 1 else "capacity"


def listing_test(lead_routes: list[Config], training: bool) -> Callable[[Config], bool]:
    """The test :func:`choose_sized` orders by: whether a way ``c`` is one seller's listing with a market-priced way
    among ``lead_routes`` at most :data:`~advisor.thresholds.DOMINANCE_PREMIUM` dearer (fits' N3 rule) — for an
    inference way at a usable speed (:data:`~advisor.thresholds.USABLE_DECODE_TOK_S`), one at a usable speed too.
    The market-priced ways' least totals (all, and those at a usable speed) are read once, so each test is one
    comparison, not a walk of every way (issue 30: a fine-tune's ~100 ways sorted made it quadratic); the same
    truth as that walk (``tests/advisor/test_perf32.py``)."""
    priced = [x for x in lead_routes if x.price.estimate_kind != "single-listing"]
    least = min((x.total for x in priced), default=math.inf)
    least_usable = min((x.total for x in priced if x.tok_s >= USABLE_DECODE_TOK_S), default=math.inf)

    def listing(c: Config) -> bool:
        if c.price.estimate_kind != "single-listing":
            return False
        usable_only = not training and c.tok_s >= USABLE_DECODE_TOK_S  # else any market-priced way counts
        return (least_usable if usable_only else least) <= c.total * (1 + DOMINANCE_PREMIUM)

    return listing


def choose_sized(configs: list[Config], training: bool, tight: Callable[[Card], bool] = lambda card: False,
                 memory_first: bool = False) -> list[tuple[Config, str, str]]:
    """The picks of a sized job (module docstring), as (configuration, pick role, label key). ``tight(card)``:
    whether one card has less memory than today's market recommends (``RuleBook.memory_qualifier``, issue 29
    C6): such a card does not head the list while one that is not tight is a way (the 2026-12-02 audit, B5: an
    11 GB Turing 2080 Ti led ``--model 8b`` at every budget as the cheapest decode per price). ``memory_first``:
    a fine-tune with no model named ranks memory before speed per price (:mod:`advisor.llm_train_mix`)."""
    lead_routes = [c for c in configs if c.headline]
    others = [c for c in configs if not c.headline]
    roomy = any(not (c.count == 1 and tight(c.card)) for c in lead_routes)

    def short(c: Config) -> bool:
        return roomy and c.count == 1 and tight(c.card)

    def slow_machine(c: Config) -> bool:  # under half the first pick's speed on a model one card holds: no road
        return (c.card.is_system and not training and any(x.count == 1 for x in lead_routes)
                and c.tok_s * 2 < order[0].tok_s)

    listing = listing_test(lead_routes, training)

    if training:  # one card before a split (FSDP + QLoRA), then training throughput per price
        order = sorted(lead_routes, key=lambda c: (listing(c), c.count > 1, -c.memory if memory_first else 0.0,
                                                   short(c), -c.value, -c.figure, c.total, c.name))
    else:  # a way at a usable speed before a slow one (thresholds.USABLE_DECODE_TOK_S), then decode per price
        floor = USABLE_DECODE_TOK_S if any(c.tok_s >= USABLE_DECODE_TOK_S for c in lead_routes) else 0.0
        order = sorted(lead_routes, key=lambda c: (c.tok_s < floor, listing(c), short(c), -c.weighted_value, -c.tok_s,
                                                   c.total, c.name))
    chosen: list[tuple[Config, str, str]] = []
    if order:
        first = order[0]
        chosen.append((first, "best", _sized_label(first, training, "train-value" if training else "sized-value")))
        fastest = max(lead_routes, key=lambda c: (c.figure, -c.total, c.name))
        if fastest is not first and fastest.figure > first.figure * (1 + TIE):
            chosen.append((fastest, "runner-up", _sized_label(fastest, training, "fastest")))
        singles = [c for c in lead_routes if c.count == 1]
        quickest = max((c.figure for c in singles), default=0.0)
        for kind in ("system", "split"):  # the other roads the buyer weighs (a machine, more cards), if not shown
            shown = [c for c, _, _ in chosen]
            if any((c.card.is_system if kind == "system" else c.count > 1) for c in shown):
                continue
            road = [c for c in order if (c.card.is_system if kind == "system" else c.count > 1)]
            if road and kind == "system" and slow_machine(road[0]):
                continue
            if road and (kind == "system" or not singles or road[0].total < first.total
                         or road[0].figure > quickest * (1 + CLEARLY)):  # a split: cheaper, or clearly faster
                chosen.append((road[0], "memory", _sized_label(road[0], training, "capacity")))
        for c in order:
            if len(chosen) >= MAX_PICKS - 1:
                break
            if (c.count > 1 and first.count == 1) or slow_machine(c):
                continue  # one card holds it: a split is shown only as its own road, above
            if all(c is not x for x, _, _ in chosen) and not _dominated(c, [x for x, _, _ in chosen]):
                chosen.append((c, "runner-up", _sized_label(c, training, "")))
    if training and not chosen:  # nothing on a headline route within budget: a non-CUDA card never leads
        return passive_lead(others)  # a passive data-centre way fits lists leads, labelled (fix74b #1), else none
    for route in ("non-cuda", "tinkerer"):  # the labelled options: each route's best value
        road = sorted((c for c in others if c.route == route),
                      key=lambda c: (-c.weighted_value, -c.figure, c.total, c.name))
        if road and len(chosen) < MAX_PICKS:
            chosen.append((road[0], "runner-up", f"{route}-train" if training and route == "non-cuda" else route))
    if not training:
        chosen = _no_slow_machine_first(chosen, configs)
    if chosen and chosen[0][1] != "best":
        c, _, label = chosen[0]
        chosen[0] = (c, "best", label)
    if memory_first:
        chosen = [(c, role, llm_train_mix.LABELS.get(label, label)) for c, role, label in chosen]
    return chosen


def passive_lead(others: list[Config]) -> list[tuple[Config, str, str]]:
    """The cheapest passive data-centre way (route ``tinkerer``) among a fine-tune's ``others``, as the one pick
    labelled by its route, when no CUDA card or machine within the budget holds the job: ``fits`` lists the same way
    ("cheapest that works; tinkerer's option": two A100 80 GB sharding a 7B full fine-tune with FSDP/ZeRO-3 at
    13,810 USD), so a budget's answer says it rather than stepping down to LoRA (fix74b #1). Only a card with BF16
    tensor cores (:data:`BF16_CC`) leads: a V100 or P40 falls back to fp16 or fp32, and the cheaper way of the job on
    a current card is the better answer. A non-CUDA card, whose fine-tuning stack is a caveat
    (``data/llm_routes.csv``), never leads; none: an empty list."""
    passive = [c for c in others if c.route == "tinkerer" and float(c.card.compute_capability or 0) >= BF16_CC]
    if not passive:
        return []
    return [(min(passive, key=lambda c: (c.total, -c.figure, c.name)), "best", "tinkerer")]


def _no_slow_machine_first(chosen: list[tuple[Config, str, str]],
                           configs: list[Config]) -> list[tuple[Config, str, str]]:
    """A unified-memory machine does not head a sized answer while one card within the budget holds the model
    at :data:`~advisor.thresholds.SLOW_MACHINE_FACTOR` times its decode speed or more (issue 29, the 2026-12-03
    breaker: a 32 GB Strix Halo box at ≈ 11 tok/s led ``--model qwen3-32b`` over a 7900 XTX at ≈ 36): that card
    leads, labelled by its route (a passive data-centre card never leads), and the machine stays as a road."""
    if not chosen or not chosen[0][0].card.is_system:
        return chosen
    machine = chosen[0][0]
    quick = [c for c in configs if c.count == 1 and not c.card.is_system and c.route != "tinkerer"
             and c.tok_s >= machine.tok_s * SLOW_MACHINE_FACTOR]
    card = max(quick, key=lambda c: (c.headline, c.weighted_value, c.tok_s, -c.total, c.name), default=None)
    if card is None:
        return chosen
    rest = [(c, role, label) for c, role, label in chosen[1:] if c is not card]
    label = card.route if not card.headline else "sized-value"
    return [(card, "best", label), (machine, "memory", chosen[0][2])] + rest


def _sized_label(c: Config, training: bool, default: str) -> str:
    if c.card.is_system:
        return "unified-fast" if c.offer.trains == "yes" else "unified"
    if c.count > 1:
        return "train-fsdp" if training else "split"
    return default


def _dominated(c: Config, by: list[Config]) -> bool:
    """Whether a listed configuration makes ``c`` pointless: as fast (within TIE), as roomy and no dearer,
    or more memory for at most :data:`DOMINANCE_PREMIUM` more."""
    for d in by:
        if d.figure < c.figure * (1 - TIE) or d.memory < c.memory:
            continue
        premium = DOMINANCE_PREMIUM if d.memory > c.memory else 0.0
        if d.total <= c.total * (1 + premium):
            return True
    return False


def in_stretch(c: Config, amount: float) -> bool:
    """Whether a configuration over ``amount`` is within a stretch of it: at most
    :data:`~advisor.recommend.STRETCH` more, or one used card at a typical price (not a floor or a single
    listing, which are already the low end) at most :data:`~advisor.thresholds.USED_FLOOR_FACTOR` past that,
    since used listings of it go that much below its typical price (issue 29 N9: the used RTX 3090 for 1,000
    USD)."""
    limit = amount * (1 + STRETCH)
    if c.total <= limit:
        return True
    typical = c.price.condition == "used" and not c.price.floor and c.price.estimate_kind not in (
        "floor-corrected", "single-listing")
    return c.count == 1 and typical and c.total <= limit * USED_FLOOR_FACTOR


def _stretch(above: list[Config], chosen: list[Config], sized: bool, gpus: int | None = None) -> Config | None:
    """A configuration a little over budget that is clearly better than the first pick: runs more of
    the mix, or at least :data:`CLEARLY` faster on its model; a headline route only. Where the first pick
    is not on a headline route (a non-CUDA rig leads ``gpus`` cards), the cheapest headline one over budget
    that runs as large a model is the stretch: the CUDA way is said beside it (issue 29 §1)."""
    if not chosen:
        return None
    first = chosen[0]
    listed = {(c.name, c.count) for c in chosen}
    if not sized and gpus and gpus > 1:
        rigs = [c for c in above if c.headline and c.count == gpus and (c.name, c.count) not in listed]
        if not first.headline:
            reach = [c for c in rigs if c.level >= first.level or (c.tier and first.tier and not c.tier.everyday
                                                                   and not first.tier.everyday)]
            return min(reach, key=lambda c: (c.total, -c.level, c.name), default=None)
        bigger = [c for c in rigs if c.level > max(x.level for x in chosen if x.headline)]
        return min(bigger, key=lambda c: (c.total, -c.level, c.name), default=None)
    if sized:
        best = max([first.figure, *(roads := [c.figure for c in chosen if c.headline])])  # newuser17 #1
        better = [c for c in above if c.headline and (c.name, c.count) not in listed
                  and (not roads  # nothing on a headline route within budget: the nearest that is
                       or c.figure > best * (1 + CLEARLY))]
        top = max((c.figure for c in better), default=0.0)  # not one at under half the speed another reaches
        better = [c for c in better if c.figure * 2 >= top] or better
        return min(better, key=lambda c: (c.total, -c.figure, c.name), default=None)
    top = max(c.level for c in chosen)
    singles = [c for c in above if c.headline and c.count == 1 and (c.name, c.count) not in listed]
    more = [c for c in singles if c.everyday > first.everyday
            or (c.everyday == first.everyday and c.tok_s > first.tok_s * (1 + CLEARLY))]
    if more:  # more of the everyday mix, or clearly faster on it
        return _lead(more)
    bigger = [c for c in singles if c.level > top and usable_tier(c)]  # else a larger model than anything listed
    return max(bigger, key=lambda c: (c.level, -c.total, c.name), default=None)


def _singles_on(lead: Config, singles: list[Config]) -> list[Config]:
    """The one-card ways of ``singles`` said on the model ``lead`` (a ranking's lead of several cards, no model named)
    is said on: the speeds of :func:`advisor.llm_rig_speed.one_card_note` weighed on one model (break33 #14)."""
    arch = getattr(lead.job, "arch", None)
    return [c for c in singles if arch is not None and getattr(c.job, "arch", None) == arch]


# --------------------------------------------------------------------------------------------- the answer
def recommend_llm(catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, workload: Workload,
                  ladder: Ladder, speeds: DecodeSpeeds, offers: list[Offer], notes_for, need_gb=None) -> Recommendation:
    """The :class:`Recommendation` for LLM work (module docstring). ``offers`` are the market's usable
    offers (``Advisor._usable_cards``, as ``fits`` has them); ``notes_for(floor, floor_reason, gpus, picks,
    stretch, platform)`` makes the answer's notes (:func:`advisor.recommend._notes`); ``need_gb``: :mod:`~.llm_need`."""
    sized = workload.estimate is not None
    training = sized and not workload.decode
    amount = budget.market_amount
    if workload.gpus and amount <= platform_cost(market, workload.gpus):  # as for training
        raise InvalidBudget(platform_error(market, workload.gpus, platform_for(market, workload.gpus),
                                           GPUS_PER_PLATFORM))
    floor, floor_reason = rules.memory_floor("llm", market)
    row = rules.use_case("llm", market)
    verdicts: dict[str, bool] = keep(rules, "llm.recommended", Same(market), dict)  # budget-free: filled as asked

    def recommended(card: Card) -> bool:  # at the use case's floor: a 48 GB workstation card is taken with caveats
        if card.name not in verdicts:
            verdicts[card.name] = rules.assess(card, market, use_case="llm").verdict == "recommended"
        return verdicts[card.name]

    def candidates(limit: float, at: float) -> list[Config]:  # the budget-free tables (advisor.llm_engine), a need kept
        return llm_need.kept_to(llm_engine.sized(rules, catalog, market, offers, workload, speeds, limit, sized_configs)
                                if sized else llm_engine.unsized(rules, market, offers, ladder, speeds, limit, at,
                                                                 workload.gpus, recommended, unsized_configs), need_gb)

    found = candidates(amount, floor)
    if not sized and not [c for c in found if c.headline] and row["fallback_memory_gb"] and need_gb is None:
        floor = float(row["fallback_memory_gb"])  # a small budget: the ladder's first rung
        found = candidates(amount, floor)
    mix = training and not workload.named  # the sizes people fine-tune (advisor.llm_train_mix)

    def choose(among: list) -> tuple[list[tuple[Config, str, str]], Message | None]:  # of `among` alone: kept
        chosen = (choose_sized(among, training, lambda card: rules.memory_qualifier(card, "general", market)
                               is not None, mix) if sized else choose_unsized(among, workload.gpus))
        if training and not mix:  # a QLoRA job: a card with room for 16-bit LoRA too (fix61a)
            chosen = train_room.room_for_lora(chosen, among, MAX_PICKS)
        chosen, headroom = llm_headroom.headroom_first(chosen, among, sized and workload.estimate is not None and (
            workload.estimate.precision == default_precision("inference", workload.estimate.arch)), recommended)  # N12
        return true_labels(rig_order(chosen, among, workload.gpus, sized, training)), headroom  # newuser17 #1
    chosen, headroom = llm_engine.choice_of_every_bucket(rules, found, (sized, training, mix, workload.gpus), choose)
    chosen = llm_need.cheapest_each(list(chosen), found, need_gb, _capacity_label)
    chosen = llm_outright.outright_first(chosen, found, lambda: [  # fix43c: not a raised wired limit first
        Config(o, w.count, w.total_price or 0.0, w.memory_gb * w.count, workload.estimate, w.speed, way=w)
        for o, w in last_list_ways(market, offers, workload, speeds, amount, rules)] if workload.estimate else [],
        _capacity_label)
    if workload.estimate is not None and not chosen:  # what fits lists at a last list price, labelled
        chosen = [(Config(o, w.count, w.total_price or 0.0, w.memory_gb * w.count,
                          workload.estimate, w.speed, way=w), "best", "last-list")
                  for o, w in last_list_ways(market, offers, workload, speeds, amount, rules)[:1]]
    places = market.owned_places if not workload.gpus else 0  # "my pc takes two cards", no count asked (fix47b)
    chosen = places_first(chosen, places)
    configs = [c for c, _, _ in chosen]
    above = [c for c in candidates(amount * (1 + STRETCH) * USED_FLOOR_FACTOR, floor)
             if c.total > amount and in_stretch(c, amount)]
    stretch_config = _stretch(above, configs, sized, workload.gpus)
    if places and (stretch_config is None or not goes_in(stretch_config, places)):
        stretch_config = places_stretch(above, configs, places) or stretch_config
    stretch = None
    if stretch_config is not None:
        rig = bool(workload.gpus and workload.gpus > 1)  # N cards are said on the largest model they run
        if not sized and (rig or stretch_config.level > max((c.level for c in configs), default=-1) and not (
                stretch_config.everyday > configs[0].everyday)):  # a capacity road: said on its largest model
            stretch_config = replace(stretch_config, job=stretch_config.tier.estimate if stretch_config.tier
                                     else stretch_config.job, decode=stretch_config.tier_decode,
                                     rung=stretch_config.tier)
        stretch = to_pick(catalog, rules, market, stretch_config, "stretch",
                          _stretch_label(stretch_config, training, sized, configs[0] if configs else None), sized)
    elif not configs:
        anything = [c for c in candidates(float("inf"), floor) if c.headline]
        if anything:  # the cheapest, or one with today's memory for at most a little more (C6's qualifier)
            cheapest = min(anything, key=lambda c: (c.total, c.name))
            roomy = [c for c in anything if c.count == 1 and c.total <= cheapest.total * (1 + DOMINANCE_PREMIUM)
                     and rules.memory_qualifier(c.card, "general", market) is None]
            if cheapest.count == 1 and rules.memory_qualifier(cheapest.card, "general", market) is not None and roomy:
                cheapest = min(roomy, key=lambda c: (c.total, c.name))
            stretch = to_pick(catalog, rules, market, cheapest, "cheapest", "", sized)  # its role's words
    picks = [to_pick(catalog, rules, market, c, role, label, sized) for c, role, label in chosen]
    gpus = workload.gpus or (configs[0].count if configs else 1)  # the cards the lead is (a capacity split is a road)
    if workload.estimate is not None:
        floor = workload.need(workload.gpus or 1) or floor
        floor_reason = llm_ladder.sized_reason(rules, workload, sized_message)  # per job: kept (issue 30 §1)
    floor, floor_reason = (floor, floor_reason) if need_gb is None else rules.memory_floor("llm", market, need_gb)
    lead = configs[0].card if configs and configs[0].count == gpus else None  # the pair the notes price
    notes = notes_for(floor, floor_reason, gpus, picks, stretch, platform_cost(market, gpus, lead))
    notes.insert(1, llm_ladder.note(rules, configs, sized, training, _ladder_note))  # kept by what it says
    notes[1:1] = one_card_note(configs, lambda: llm_engine.sized(rules, catalog, market, offers, replace(  # #7
        workload, gpus=None), speeds, amount, sized_configs)) if sized and not training and workload.gpus else (
        one_card_note(configs, lambda: _singles_on(configs[0], llm_engine.unsized(  # no model named: on the lead's
            rules, market, offers, ladder, speeds, amount, rules.memory_floor("llm", market)[0], None, recommended,
            unsized_configs)), within=True)  # break33 #14
        if not sized and workload.gpus and workload.gpus > 1 and configs else [])
    if sized:  # the best way left out for its price alone says so (issue 29 §6)
        missed = [c for c in above if c.headline and stretch_config is not c and not (  # the card shown: another way
            stretch is not None and (c.name, c.count) == (stretch.card, stretch.gpus))]  # (break35 #12: fits' split)
        best_missed = min(missed, key=lambda c: (c.total, c.name), default=None)
        if best_missed is None and not configs and stretch is not None and stretch.gpus == 1:  # one card over: the
            best_missed = geforce_split(candidates(float("inf"), floor))  # GeForce split fits lists too (break35 #12)
        if best_missed is not None and (not configs or best_missed.count > 1):
            notes.insert(2, over_budget_note(rules, market, best_missed, budget))
    per_gpu = amount / max(1, gpus)
    avoided = excluded(rules, market, offers, {c.name for c in configs}, per_gpu)
    return Recommendation(market=market.ref(), budget=budget, use_case="llm", gpus=gpus, min_memory_gb=floor,
                          ranking=llm_train_mix.RANKING if mix else _ranking(sized, training), picks=picks,
                          stretch=stretch, avoided=avoided, notes=notes, headroom=headroom)


__all__ = ["CAPACITY_SHOWN", "DOMINANCE_PREMIUM", "SPLIT_WEIGHT", "Config", "choose_sized", "choose_unsized",
           "platforms_needed", "recommend_llm", "runs_llms", "sized_configs", "takes_for_llms", "unsized_configs"]
