"""The ways to hold a model in a market.

A way is one card that holds the model alone, or 2-4 cards that hold it split by layers (one
desktop platform, ``multi.platform-per-4``; two for fine-tuning, FSDP + QLoRA), priced in all with
the platform the split needs (:func:`ways`: the one candidate set ``fits`` lists and ``recommend``
ranks); a way is *usable* when it is priced, taken by the rules for the job, its software runs the
job, not tight and no server module (:func:`usable`), and *works* when it is also on a headline
route, a CUDA card or a unified-memory machine (:func:`works`; a passive or non-CUDA card is a way
"with caveats"). Cheaper ways to run the same model (another precision or task, a shorter
context: :func:`variants`) become options. The sentences (the summary, how the memory was
counted, the cheapest way and the best decode speed per price, the tight fits, why no card holds it,
and the rules' caveats on the cards proposed) are in :mod:`advisor.fits.way_reasons`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..i18n import Card as CardParam
from ..i18n import Message, Money, Quantity, msg
from ..models import Card, DecodeSpeed, Fit, FitCard, FitModel, FitOption, Price
from ..price_kinds import short_kind
from ..rigs import Platform, priced_unit, rig_supply, supply_count
from ..routes import HEADLINE_ROUTES
from ..thresholds import DOMINANCE_PREMIUM, GPUS_PER_PLATFORM, HEADROOM_GB, USABLE_DECODE_TOK_S
from .memory import (
    OVERHEAD_GB,
    Architecture,
    Estimate,
    bits_of,
    estimate,
    need_gb,
    quant_name,
)

MAX_GPUS = 8  # as recommend's --gpus
SERVER_MODULE_RULE = "line.server-module"  # SXM/OAM modules: a server's baseboard, not a PC (data/rules.csv)
MAX_SPLIT_GPUS = GPUS_PER_PLATFORM  # a split stays in one desktop platform: multi.platform-per-4
TRAIN_SPLIT_GPUS = 2  # FSDP + QLoRA over two cards (Answer.AI, data/performance/facts_2026_12.csv)
SPLIT_SHOWN = 4  # split-across-GPUs options listed that really work (recommended, roomy, PC cards)
SPLIT_CAVEATED_SHOWN = 2  # then at most this many taken with caveats, tight or server modules
OPTIONS_SHOWN = 3
PICK_SPEEDUP = 2.0  # product choice: a way that generates twice as fast for a little more leads (lead_way)
#: the levels a cheaper way to run a model steps down through (each needs fewer bits than the one before)
RUN_LADDER = ("fp32", "fp16", "int8", "int4", "q3_k_m")
#: and for the largest MoE models, the 1.6-3-bit levels people run them at (Unsloth's dynamic 1.58-2.7-bit
#: DeepSeek R1 quants fit 128-256 GB: the 2026-12-02 audit, B4)
HUGE_MODEL_LADDER = ("q2_k", "iq1_s")
HUGE_MODEL_PARAMS = 200e9


# --------------------------------------------------------------------------------------
# the ways to hold a model
# --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Offer:
    """A priced card of the market: its cheapest price (``None`` when unpriced), the rules'
    verdict for an LLM job that uses the card's memory, and ``why`` — the (rule id, sentence)
    of the findings that set a verdict other than ``recommended`` (empty when recommended).
    A ``not_recommended`` offer is never proposed; it only tells "no card holds it" from
    "no card the rules accept holds it"."""

    card: Card
    price: Price | None
    verdict: str = "recommended"
    why: tuple[tuple[str, Message], ...] = ()
    bf16: bool | None = None  # BF16 arithmetic (data/precision_support.csv, compat.bf16); None: not known
    route: str = "cuda"  # the road it stands on (advisor.routes: cuda, unified, tinkerer, non-cuda)
    takes: bool = True  # the rules take it for LLM work (recommended, or caveats data/llm_inference_ok.csv waives)
    trains: str = "yes"  # whether fine-tuning runs there (data/llm_routes.csv: yes, caveat, no)
    raisable_gb: float | None = None  # a Mac: the GPU's share with its wired-memory limit raised (advisor.routes)
    label: str | None = None  # the route's words for this card (advisor.routes.label_key); None: the route's


def trains_here(offer: Offer, est: Estimate) -> bool:
    """Whether ``offer`` is a way to hold ``est`` at all: every card runs an inference job; a fine-tuning
    job only on a card the fine-tuning stack runs on (:func:`advisor.routes.trains_of`: CUDA, compute
    capability 7.0+). A machine stays a way either way: one that does not train is said to be an inference
    machine (``fits.inference-machines``)."""
    return est.task == "inference" or offer.card.is_system or offer.trains != "no"


def cannot_train(est: Estimate, offers: list[Offer]) -> list[Offer]:
    """The priced cards that would hold the fine-tuning job ``est`` (alone, or split over
    :data:`TRAIN_SPLIT_GPUS`) but that the fine-tuning stack does not run on (:func:`trains_here`), cheapest
    first; empty for an inference job."""
    out = [o for o in offers if not trains_here(o, est) and o.price is not None
           and (o.card.llm_memory_gb or 0.0) > OVERHEAD_GB
           and (o.card.llm_memory_gb or 0.0) >= est.per_gpu(TRAIN_SPLIT_GPUS)]
    return sorted(out, key=lambda o: (offer_price(o).amount, o.card.name))


def runs(offer: Offer, precision: str, task: str = "inference") -> bool:
    """Whether ``offer``'s card computes in ``precision`` for ``task``: a card known to lack BF16 (Pascal,
    Volta, Turing…; ``compat.bf16``, ``data/precision_support.csv``) does not run a bf16 job —
    it must fall back to fp16 or fp32, a different job — nor any fine-tune, whose adapters and activations compute in
    BF16 whatever the weights' format (QLoRA's NF4 weights compute in BF16: Dettmers et al. 2023; one policy for LoRA
    and QLoRA, newuser26 #7: "qlora 70b … cheapest setup that actually works" led with 2 x Tesla V100 where LoRA left
    them out) — unless the fine-tune is said in fp16 or fp32, which such a card runs."""
    if offer.bf16 is not False:
        return True
    # a fine-tune said in fp16 or fp32 (mixed precision with loss scaling, the pre-Ampere way) runs there; one in
    # bf16, or QLoRA and LoRA as people run them today (bf16 compute), does not
    return precision != "bf16" and (task == "inference" or precision in ("fp16", "fp32"))


def offer_price(o: Offer) -> Price:
    """The price of a priced offer (callers keep priced offers only); ``ValueError`` for an unpriced one."""
    if o.price is None:
        raise ValueError(f"{o.card.name} has no price here")
    return o.price


def way_total(c: FitCard) -> float:
    """The price in all of a priced way (``FitCard.total_price``: its cards and their platform, in the
    market currency; a way that :func:`works` is priced); ``ValueError`` for an unpriced one."""
    if c.total_price is None:
        raise ValueError(f"{_way_name(c)} has no price here")
    return c.total_price


def _way_money(c: FitCard) -> Money | Message:
    """A way's price in all ("2,468 USD"), or "no price here"."""
    if c.price is None:
        return _money(None)
    return Money(amount=c.total_price or 0.0, currency=c.price.currency)


def _money(price: Price | None, count: int = 1) -> Money | Message:
    """``count`` cards at ``price`` ("1,234 USD"), or "no price here"."""
    if price is None:
        return msg("fits.no-price", "no price here")
    return Money(amount=price.amount * count, currency=price.currency)


def _split_count(est: Estimate, memory_gb: float, most: int = MAX_SPLIT_GPUS) -> int | None:
    """The fewest GPUs (2 to ``most``) of ``memory_gb`` each that hold ``est`` split, else None."""
    return next((k for k in range(2, most + 1) if est.per_gpu(k) <= memory_gb), None)


def _split_size(est: Estimate, memory_gb: float, most: int = MAX_SPLIT_GPUS) -> int | None:
    """How many GPUs of ``memory_gb`` each a split of ``est`` takes: the fewest (2 to ``most``) that
    hold it with headroom, else the fewest that hold it at all (a tight split), else None."""
    roomy = next((k for k in range(2, most + 1) if not _tight(est.per_gpu(k), memory_gb)), None)
    return roomy or _split_count(est, memory_gb, most)


def _tight(need: float, memory_gb: float) -> bool:
    """Whether a card of ``memory_gb`` holds a need of ``need`` GB with less than :data:`HEADROOM_GB`
    to spare (the need rounded up as it is shown, :func:`need_gb`)."""
    return memory_gb < need_gb(need) + HEADROOM_GB


#: ``speed_of(card, estimate, count)``: decode tokens/s of a job on ``count`` cards (None: unknown)
SpeedOf = Callable[[Card, "Estimate", int], "DecodeSpeed | None"]
#: ``platform_of(count, card)``: what ``count`` x ``card`` need beyond the cards (a multi-GPU platform whose
#: supply carries them, its cost in market currency: :func:`advisor.rigs.platform_pricer`)
PlatformOf = Callable[[int, Card], Platform]


def _no_platform(count: int, card: Card) -> Platform:
    return Platform(count, 0, 0.0, None)


def _entry(est: Estimate, o: Offer, count: int, speed_of: SpeedOf | None,
           platform_of: PlatformOf = _no_platform, raised: bool = False) -> FitCard:
    """One way to hold ``est``: ``count`` x ``o``'s card (priced in all with the platform ``count``
    GPUs need, ``value.platform-cost``), with its decode speed for inference (``speed_of``) and
    that speed per 1,000 units of the currency of the price in all."""
    memory = (o.raisable_gb or 0.0) if raised else (o.card.llm_memory_gb or 0.0)
    per_gpu = est.per_gpu(count) if count > 1 else est.total
    priced = platform_of(count, o.card) if count > 1 else None
    platform = priced.cost if priced is not None else 0.0
    supply = rig_supply(priced, o.card)  # the unit the price pays for (break28 #15)
    total = round(o.price.amount * count + platform, 2) if o.price else None
    speed = speed_of(o.card, est, count) if speed_of is not None and est.task == "inference" else None
    value = round(speed.tok_s / total * 1000.0, 4) if speed is not None and total else None
    return FitCard(card=o.card.name, count=count, memory_gb=memory, per_gpu_gb=round(per_gpu, 2), price=o.price,
                   total_price=total, platform_price=round(platform, 2), platform_supply_w=supply,
                   platform_supplies=supply_count(priced), verdict=o.verdict,
                   tight=_tight(per_gpu, memory), platform_priced_w=priced_unit(priced, o.card),
                   server_module=any(rule == SERVER_MODULE_RULE for rule, _ in o.why), speed=speed,
                   tok_s_per_1000=value, route=o.route, label=o.label, takes=o.takes,
                   trains=est.task == "inference" or o.trains != "no", wired_limit_raised=raised)


def usable(c: FitCard) -> bool:
    """Whether a way to hold the model can be proposed at all: priced (at a price the market lets
    answers propose, ``Price.pick``), taken by the rules for this LLM job (:attr:`FitCard.takes`), its
    software runs the job (:attr:`FitCard.trains`), not tight and no server module. ``recommend``
    and ``fits`` draw on these same ways (issue 28 §6)."""
    return (c.price is not None and c.price.pick and c.takes and c.trains and not c.tight
            and not c.server_module)


def works(c: FitCard, floor: float = USABLE_DECODE_TOK_S) -> bool:
    """Whether a way really works for a buyer: :func:`usable` on a headline route (a CUDA card or a
    unified-memory machine, :data:`advisor.routes.HEADLINE_ROUTES`; a passive data-centre or non-CUDA
    card is a way "with caveats"), and for an inference job decoding at ``floor`` tokens/s or more (default
    :data:`~advisor.thresholds.USABLE_DECODE_TOK_S`, about reading speed; :func:`speed_floor` lowers it to
    0 when no way of the job reaches it). A way whose speed is unknown is judged by the rest."""
    return usable(c) and c.route in HEADLINE_ROUTES and (c.speed is None or c.speed.tok_s >= floor)


def speed_floor(cards: list[FitCard]) -> float:
    """The decode speed a way of ``cards`` must reach to work: :data:`~advisor.thresholds.USABLE_DECODE_TOK_S`
    when some usable way on a headline route reaches it, else 0 (every way is slow, as for the largest
    models: the cheapest one still works, its speed said)."""
    return USABLE_DECODE_TOK_S if any(works(c) for c in cards) else 0.0


def slow(c: FitCard, floor: float) -> bool:
    """Whether ``c`` would work but for its decode speed, under ``floor`` tokens/s (:func:`works`)."""
    return works(c, 0.0) and not works(c, floor)


def headline(c: FitCard, floor: float = USABLE_DECODE_TOK_S) -> bool:
    """Whether a way may be the cheapest or the lead of an answer (:func:`lead_way`, :func:`_cheapest_way`): it
    works (:func:`works`) and is one card, or a split of a card the rules recommend — two of a card they only
    take with a caveat (an RTX PRO 4000, "a GeForce card of its memory is the better value") multiply the
    caveat, and a cheap platform under them (answers58) must not make that split the yardstick a one-card
    machine is weighed against (answers59: ``fits 70b`` led with a Mac over 2 x RTX 3090 by being no slower
    than 2 x RTX PRO 4000 on a 220 USD platform)."""
    return works(c, floor) and (c.count == 1 or c.verdict == "recommended")


def single_listing(c: FitCard) -> bool:
    """Whether a way is priced by one seller's listing, not a market price (``Price.estimate_kind``
    ``single-listing``, data/markets/price_corrections.csv: the RTX A6000's one affiliate-guide offer)."""
    return c.price is not None and c.price.estimate_kind == "single-listing"


def lead_way(cards: list[FitCard]) -> FitCard | None:
    """The way a ``fits`` answer leads with: the cheapest that works (:func:`_cheapest_way`), unless one
    that works costs at most :data:`~advisor.thresholds.DOMINANCE_PREMIUM` more and is clearly better: one
    card where the cheapest is a split and no slower (no split to set up, ``multi.parallel-hard``; a slower
    card does not replace a faster rig), or at least :data:`PICK_SPEEDUP` times its decode speed
    (data/SOURCES.md, "A usable speed"); of those, the cheapest. A way priced by a single listing
    (:func:`single_listing`) never leads over a way with a market price at most ``DOMINANCE_PREMIUM``
    dearer (issue 29 N3: one affiliate listing of a used RTX A6000 led ``fits 70b`` over 2 x RTX 3090)."""
    cheapest = _cheapest_way(cards)
    if cheapest is None:
        return None
    floor = speed_floor(cards)
    if single_listing(cheapest):
        sourced = [c for c in cards if headline(c, floor) and not single_listing(c)
                   and way_total(c) <= way_total(cheapest) * (1 + DOMINANCE_PREMIUM)]
        cheapest = min(sourced, key=lambda c: (way_total(c), c.count, c.card), default=cheapest)
    limit = way_total(cheapest) * (1 + DOMINANCE_PREMIUM)

    def better(c: FitCard) -> bool:
        if single_listing(c) and not single_listing(cheapest):
            return False
        if c.count < cheapest.count:  # no slower: a known decode speed, else (fine-tuning) no machine that
            # trains at its unified memory's pace in place of discrete cards (routes.train.unified)
            if c.speed is None or cheapest.speed is None:
                return c.route != "unified"
            return c.speed.tok_s >= cheapest.speed.tok_s
        return (c.speed is not None and cheapest.speed is not None
                and c.speed.tok_s >= cheapest.speed.tok_s * PICK_SPEEDUP)

    def beaten(c: FitCard) -> bool:  # a cheaper way that works decodes faster: it, not c, is the better buy
        return c.speed is not None and any(
            d is not c and d.speed is not None and way_total(d) < way_total(c) and d.speed.tok_s > c.speed.tok_s
            and headline(d, floor) and not single_listing(d) for d in cards)

    found = [c for c in cards if headline(c, floor) and c is not cheapest and way_total(c) <= limit and better(c)
             and not beaten(c)]
    return min(found, key=lambda c: (way_total(c), c.count, c.card)) if found else cheapest


def lead_reason(pick: FitCard, cheapest: FitCard | None) -> Message:
    """Why the answer leads with ``pick`` rather than the cheapest way that works (:func:`lead_way`): the
    cheaper price is one seller's listing, one card in place of a split, or far faster for a little more."""
    if cheapest is not None and single_listing(cheapest) and not single_listing(pick) and cheapest.price is not None:
        return msg("fits.role.lead-sourced", "first at a market price: the cheaper {card}'s is {kind}",
                   card=CardParam(value=cheapest.card), kind=short_kind(cheapest.price))  # its own kind
    if cheapest is not None and pick.count < cheapest.count:
        return msg("shape.role.fit-lead-one", "one card, for about the split's price")
    return msg("shape.role.fit-lead-faster", "far faster, for a little more")


def cheapest_label(c: FitCard, cards: list[FitCard]) -> Message:
    """The words of the cheapest way that works (:func:`_cheapest_way`), true of the list (issue 29, the
    2026-12-03 breaker): where a cheaper way holds the model too, they say what it is the cheapest of: at a
    usable speed (a cheaper one is slow, its floor said) or on a headline route (a cheaper one is a passive or
    non-CUDA card, a data-centre part, labelled: "recommended", never "CUDA", which an A100 is too); a
    unified-memory machine with a cheaper card with caveats that works is the cheapest such machine (U19: a
    1,139 USD Strix Halo box above a 828 USD RX 7900 XTX), a CUDA card with only cheaper non-CUDA cards the
    cheapest CUDA card."""
    floor = speed_floor(cards)
    cheaper = [x for x in cards if usable(x) and x.total_price is not None and x.total_price < way_total(c)]
    speed, route = any(slow(x, floor) for x in cheaper), any(x.route not in HEADLINE_ROUTES for x in cheaper)
    at = Quantity(value=floor, unit="tok/s", digits=0)
    if route and not speed and c.route == "unified":  # a cheaper card with caveats works too: say of what
        return msg("fits.role.cheapest-unified", "cheapest unified-memory machine that works")
    if route and not speed and c.route == "cuda" and all(x.route == "non-cuda" for x in cheaper
                                                         if x.route not in HEADLINE_ROUTES):
        return msg("fits.role.cheapest-cuda", "cheapest CUDA card that works")
    if speed and route:
        return msg("fits.role.cheapest-both", "cheapest recommended card or machine at {floor} or more", floor=at)
    if speed:
        return msg("fits.role.cheapest-usable", "cheapest way at {floor} or more", floor=at)
    if route:
        return msg("fits.role.cheapest-headline", "cheapest recommended card or machine that works")
    return msg("shape.role.fit-cheapest", "cheapest way that works")


def value_label(c: FitCard, cards: list[FitCard], plain: Message) -> Message:
    """The best value's label (``plain``: "best value"), true of the list (newuser16 Q6: a 1,275 USD RTX 3090 "best
    value" above a 828 USD RX 7900 XTX decoding as fast): where a usable card with caveats (a passive or non-CUDA card)
    gives more decode per price, it is the best value of the recommended cards and machines, as the cheapest label
    says it (:func:`cheapest_label`)."""
    floor = speed_floor(cards)
    better = [x for x in cards if usable(x) and x.route not in HEADLINE_ROUTES and x.speed is not None
              and x.speed.tok_s >= floor and (x.tok_s_per_1000 or 0.0) > (c.tok_s_per_1000 or 0.0)]
    if not better:
        return plain
    return msg("fits.role.value-headline", "best value of the recommended cards and machines")


def road_label(c: FitCard, cards: list[FitCard], road: Message) -> Message:
    """The label of a way on a road that is not a headline's (``road``: its route's words, a passive or
    non-CUDA card), true of the list it stands in (U19): a non-CUDA card the rules take for LLM inference
    (llama.cpp and Ollama run it through ROCm or SYCL/Vulkan) that is the cheapest way of the list at a
    usable speed is said to be the cheapest that works, its road beside; else its road alone. So is a passive
    data-centre card that is the cheapest way of a job with no decode speed (newuser17 #10: 2 x A100 80 GB at
    13,810 USD below 2 x RTX PRO 6000 at 32,810 called the cheapest recommended way, for a full fine-tune)."""
    floor = speed_floor(cards)
    if c.route == "non-cuda" and (c.speed is None or c.speed.tok_s < floor):
        return road
    if c.route not in ("non-cuda", "tinkerer") or (c.route == "tinkerer" and c.speed is not None) or not usable(c):
        return road
    at_speed = [x for x in cards
                if usable(x) and x.total_price is not None and (x.speed is None or x.speed.tok_s >= floor)]
    if any(way_total(x) < way_total(c) for x in at_speed):
        return road
    if c.route == "tinkerer":
        return msg("fits.role.cheapest-passive", "cheapest that works; {road}", road=road)
    return msg("fits.role.cheapest-no-cuda", "cheapest that works; {road}", road=road)


def ways(est: Estimate, offers: list[Offer], speed_of: SpeedOf | None = None,
         platform_of: PlatformOf = _no_platform, count: int | None = None) -> list[FitCard]:
    """Every way ``offers`` hold ``est`` — the one candidate set ``fits`` lists from and ``recommend``
    ranks (issue 28 §6): each card alone where it holds the job (roomy or tight), and, where it does
    not hold it alone with room, the fewest of it (2 to :data:`MAX_SPLIT_GPUS`, one desktop platform)
    that hold it split by layers (roomy first, else tight), priced in all with ``platform_of``; with
    ``count`` (``--gpus``), exactly that many of each card. A machine is never split; a fine-tuning job
    is split over at most :data:`TRAIN_SPLIT_GPUS` cards (FSDP + QLoRA, Answer.AI's recipe: two cards)."""
    most = MAX_SPLIT_GPUS if est.task == "inference" else TRAIN_SPLIT_GPUS
    out = []
    for o in offers:
        if not trains_here(o, est):
            continue  # a card the fine-tuning stack does not run on is no way to train (cannot_train says so)
        mem = o.card.llm_memory_gb or 0.0
        if count is not None and count > 1:
            if o.price is not None and not o.card.is_system and mem > OVERHEAD_GB and est.per_gpu(count) <= mem:
                out.append(_entry(est, o, count, speed_of, platform_of))
            continue
        if mem >= est.total:
            out.append(_entry(est, o, 1, speed_of))
        elif o.raisable_gb and o.raisable_gb >= est.total:  # a Mac, with its GPU's wired-memory limit raised
            out.append(_entry(est, o, 1, speed_of, raised=True))
        if o.price is None or not _tight(est.total, mem) or mem <= OVERHEAD_GB or o.card.is_system:
            continue  # a whole machine is not split like a card (llama.cpp splits layers across GPUs)
        n = _split_size(est, mem, most)
        if n is not None:
            out.append(_entry(est, o, n, speed_of, platform_of))
    return out


FAR_VALUE = 2.0
"""Product choice (no guide gives one): a best value dearer than twice the lead way is no near alternative to it, so a
cheaper way with caveats as fast as the lead is listed before it (newuser20 #8: 3 x RTX 3090 at 5,139 USD beside a
2,459 USD lead hid 2 x V100 32 GB at 2,200); nearer, the best value keeps its place (answers59: an owner's 3090)."""


def fit_order(f: Fit, alone_shown: int = 3) -> tuple[list[FitCard], FitCard | None]:
    """The ways of a fit in the order the short form lists them, and the way it leads with (issue 29 B7, N3,
    C4): the lead (:func:`lead_way`: the cheapest that works at a usable speed, or one a little
    dearer that is one card where the cheapest is a split, or twice as fast), the cheapest and the best
    value; the best split that works when it costs no more than the lead, is as good a value, or costs at
    most ``DOMINANCE_PREMIUM`` more and is faster (the two-card CUDA rig an expert weighs); a cheaper
    passive or non-CUDA way, labelled;
    the other cards that hold it alone (``alone_shown`` of them), the other splits; then a way that holds
    it at under a usable speed; and only when nothing works, the ways with caveats. The cheaper way with
    caveats is the one at a usable speed, a current non-CUDA card before a passive data-centre one (its
    stack leaving it), then by decode per price."""
    floor = speed_floor(f.cards)
    pick = lead_way(f.cards)
    good = [c for c in f.cards if works(c, floor)]
    alone = [c for c in good if c.count == 1 and not _outclassed(c, good)]
    splits = [c for c in good if c.count > 1]
    others = [c for c in f.cards if usable(c) and c.route not in HEADLINE_ROUTES
              and (pick is None or way_total(c) < way_total(pick))]
    option = max(others, key=lambda c: (c.speed is None or c.speed.tok_s >= floor, c.route != "tinkerer",
                                         c.tok_s_per_1000 or 0.0, -way_total(c), c.card), default=None)
    # a way with caveats cheaper than every headline way that works and as fast as the lead comes before the other
    # splits: "cheapest gpu for llama 70b" hid 2 x RX 7900 XTX (2,466 USD, as fast) that recommend lists (break26 #8)
    first = option is not None and pick is not None and option.speed is not None and pick.speed is not None and (
        option.speed.tok_s >= pick.speed.tok_s and all(way_total(option) < way_total(c) for c in good))
    # ... and before the best value: a short form that keeps two lines keeps it (newuser20 #8: 2 x V100 32 GB at 2,200
    # USD, faster than the 2,459 USD lead, fell to --verbose behind 3 x RTX 3090 at 5,139)
    # when the best value costs more than FAR_VALUE times the lead (no near alternative to the cheap ways)
    far = first and pick is not None and f.best_value is not None and (
        way_total(f.best_value) > FAR_VALUE * way_total(pick))
    ordered = [c for c in (pick, f.cheapest, option if far else None, f.best_value, option if first else None)
               if c is not None]
    ordered = [c for i, c in enumerate(ordered) if c not in ordered[:i]]
    top = pick.tok_s_per_1000 if pick is not None else None
    rig = next((c for c in splits if c not in ordered), None)
    if rig is not None and pick is not None and (way_total(rig) <= way_total(pick) or (
            top is not None and (rig.tok_s_per_1000 or 0.0) >= top) or (
            way_total(rig) <= way_total(pick) * (1 + DOMINANCE_PREMIUM) and _faster(rig, pick))):
        ordered.append(rig)
    if option is not None and option not in ordered:
        ordered.append(option)
    ordered += [c for c in alone[:alone_shown] if c not in ordered]
    ordered += [c for c in splits[:2] if c not in ordered]
    ordered += [c for c in f.cards if slow(c, floor) and c not in ordered][:1]
    if not good:  # nothing works: the ways with caveats, else every way
        rest = [c for c in f.cards if usable(c)] or list(f.cards)
        alone_rest = [c for c in rest if c.count == 1]
        ordered += [c for c in alone_rest[:alone_shown] + [c for c in rest if c.count > 1][:2]
                    if c not in ordered]
    return ordered, pick


def _outclassed(c: FitCard, good: list[FitCard]) -> bool:
    """Whether ``c`` is a card the rules take only with a caveat and a recommended card of ``good`` holds the job
    alone for no more, with as much memory and (where both are known) as fast: "RTX PRO 4000 Blackwell, 1,546
    USD, holds it alone" under a 1,275 USD RTX 3090 of the same 24 GB, with the rules' own "a GeForce card of its
    memory is the better value" as a caveat (answers59, U18) is no other card to list."""
    return c.verdict != "recommended" and any(
        d is not c and d.count == 1 and d.verdict == "recommended" and way_total(d) <= way_total(c)
        and d.memory_gb >= c.memory_gb and (c.speed is None or d.speed is None or d.speed.tok_s >= c.speed.tok_s)
        for d in good)


def _faster(a: FitCard, b: FitCard) -> bool:
    """Whether way ``a`` decodes faster than ``b``; true when a speed is unknown (a fine-tuning job)."""
    return a.speed is None or b.speed is None or a.speed.tok_s > b.speed.tok_s


def _alone_entries(candidates: list[FitCard]) -> list[FitCard]:
    """Cards that hold the job alone: the roomy ones cheapest first, then the tight ones (unpriced last)."""
    out = [c for c in candidates if c.count == 1]
    return sorted(out, key=lambda c: (c.tight, c.price is None, c.total_price or 0.0, c.card))


def _value_key(c: FitCard) -> tuple:
    """Splits in order: roomy before tight, working before caveated (and server modules last),
    then decode tokens/s per price (best first), then price."""
    return (c.tight, c.server_module, not works(c), not usable(c), -(c.tok_s_per_1000 or 0.0), c.total_price or 0.0,
            c.card)


def _split_entries(candidates: list[FitCard], alone: list[FitCard]) -> list[FitCard]:
    """Up to :data:`SPLIT_SHOWN` splits that really work, then :data:`SPLIT_CAVEATED_SHOWN` others,
    of the ``candidates`` (:func:`ways`): a split is listed when it costs at most
    :data:`~advisor.thresholds.DOMINANCE_PREMIUM` more in all than the cheapest single card that really
    works (:func:`works`: roomy, taken by the rules, a PC card on a headline route, at a usable speed: the
    two-card rig an expert weighs beside a 48 GB card, issue 29 N3), or decodes more tokens/s per price
    than it; listed by :func:`_value_key`."""
    floor = speed_floor(candidates)
    roomy = next((c for c in alone if works(c, floor)), None)
    ceiling = way_total(roomy) if roomy is not None else math.inf
    bar = roomy.tok_s_per_1000 if roomy is not None and roomy.tok_s_per_1000 is not None else math.inf
    splits = [c for c in candidates if c.count > 1
              and (way_total(c) <= ceiling * (1 + DOMINANCE_PREMIUM) or (c.tok_s_per_1000 or 0.0) > bar)]
    splits.sort(key=_value_key)
    good = [c for c in splits if works(c, floor)]
    rest = [c for c in splits if c not in good]
    return good[:SPLIT_SHOWN] + rest[:SPLIT_CAVEATED_SHOWN]


def _card_entries(est: Estimate, offers: list[Offer], speed_of: SpeedOf | None = None,
                  platform_of: PlatformOf = _no_platform) -> list[FitCard]:
    """The ways to hold ``est`` on ``offers`` a ``fits`` answer lists (of :func:`ways`): cards alone
    (:func:`_alone_entries`), then splits (:func:`_split_entries`, priced with ``platform_of``)."""
    candidates = ways(est, offers, speed_of, platform_of)
    alone = _alone_entries(candidates)
    return alone + _split_entries(candidates, alone)


def _cheapest_way(cards: list[FitCard]) -> FitCard | None:
    """The cheapest way that really works (:func:`works`), alone or split (fewer cards first at a tie); of those
    that may lead (:func:`headline`: no split of a card the rules take only with a caveat) where any does."""
    floor = speed_floor(cards)
    ok = [c for c in cards if headline(c, floor)] or [c for c in cards if works(c, floor)]
    return min(ok, key=lambda c: (c.total_price or 0.0, c.count, c.card)) if ok else None


def _best_value(cards: list[FitCard]) -> FitCard | None:
    """The way that really works with the most decode tokens/s per price (None without speeds)."""
    floor = speed_floor(cards)
    ok = [c for c in cards if works(c, floor) and c.tok_s_per_1000]
    return max(ok, key=lambda c: (c.tok_s_per_1000 or 0.0, -(c.total_price or 0.0), c.card)) if ok else None


def _cheapest_alone(total: float, offers: list[Offer], *, roomy: bool = False) -> Offer | None:
    """The cheapest priced offer that holds ``total`` GB alone (``roomy``: with headroom, not tight)."""
    fit = [o for o in offers if o.price and (o.card.llm_memory_gb or 0) >= total
           and not (roomy and _tight(total, o.card.llm_memory_gb or 0))]
    return min(fit, key=lambda o: (offer_price(o).amount, o.card.name)) if fit else None


def variants(est: Estimate) -> list[tuple[Message, str, str, int]]:
    """(what changes, task, precision, context) of cheaper ways to run the same model: ``fits`` offers
    them as options, an owner's answer as the change that makes a job fit (:mod:`advisor.owner`)."""
    out: list[tuple[Message, str, str, int]] = []
    t, p, c = est.task, est.precision, est.context
    if t == "inference":
        here = bits_of(p)
        ladder = list(RUN_LADDER) + (list(HUGE_MODEL_LADDER) if est.arch.params >= HUGE_MODEL_PARAMS else [])
        for q in ladder:
            if bits_of(q) < here - 0.01:
                out.append((msg("fits.change.precision", "{new} instead of {old}", new=quant_name(q),
                                old=quant_name(p)), t, q, c))
    elif t == "lora":
        out.append((msg("fits.change.qlora-for-lora", "QLoRA (4-bit weights) instead of LoRA"), "qlora", "int4", c))
        if p != "int8":
            out.append((msg("fits.change.lora-int8", "LoRA on int8 weights instead of {old}", old=p),
                        "lora", "int8", c))
    elif t == "full-finetune":
        out.append((msg("fits.change.lora-for-full", "LoRA instead of full fine-tuning"), "lora", "bf16", c))
        out.append((msg("fits.change.qlora-for-full", "QLoRA instead of full fine-tuning"), "qlora", "int4", c))
    for shorter in (32768, 8192, 2048, 512):
        if shorter < c:
            out.append((msg("fits.change.context", "a {new:,.0f}-token context instead of {old:,.0f}",
                            new=shorter, old=c),
                        t, p, shorter))
            break
    return out


def _options(est: Estimate, offers: list[Offer]) -> list[FitOption]:
    """Cheaper ways to run the same model (:func:`variants`), each with the cheapest card that then
    holds it with room (a tight fit is never proposed), cheapest first, at most :data:`OPTIONS_SHOWN`."""
    now = _cheapest_alone(est.total, [o for o in offers if runs(o, est.precision, est.task) and trains_here(o, est)],
                          roomy=True)
    found = []
    for change, task, precision, context in variants(est):
        other = estimate(est.arch, task, precision, context, est.batch)
        # a fine-tune's cheaper way on a card its stack runs on (a Tesla P40 for "QLoRA instead" beside "fine-tuning
        # runs on compute capability 7.0 or later" was no way at all)
        best = _cheapest_alone(other.total, [o for o in offers if runs(o, precision, task) and trains_here(o, other)],
                               roomy=True)
        if best is None or (now is not None and offer_price(best).amount >= offer_price(now).amount):
            continue
        found.append(
            FitOption(
                change=change,
                task=task,
                precision=precision,
                context_tokens=context,
                total_gb=round(other.total, 2),
                card=best.card.name,
                price=best.price,
            )
        )
    found.sort(key=lambda f: (f.price.amount, f.total_gb))
    return found[:OPTIONS_SHOWN]


def _way_name(c: FitCard) -> str:
    """A way's card as a name: "RTX 3090" or "2 x RTX 3090"."""
    return c.card if c.count == 1 else f"{c.count} x {c.card}"


def _fit_model(a: Architecture) -> FitModel:
    """The :class:`FitModel` of an architecture."""
    return FitModel(name=a.name, params_b=round(a.params / 1e9, 3),
                    active_params_b=round(a.active_params / 1e9, 3) if a.active_params else None, kind=a.kind,
                    layers=round(a.layers), kv_heads=round(a.kv_heads, 1), head_dim=round(a.head_dim),
                    context_max=a.context, source=a.source, shape=a.how)


