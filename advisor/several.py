"""``compare '2x 1080' '1080 ti'``: several of one card against another card (or several of it).

What N cards give and what they cost, side by side with the other side (rule ids in brackets):

- **memory per card** (``multi.memory-per-card``): data-parallel training keeps a whole copy of
  the model on every card (PyTorch DDP: "each process has its own model replica"), so N cards
  train what one card's memory trains; a layer split for LLM inference (llama.cpp
  ``--split-mode layer``) pools it: N × the card's memory;
- **one job on all N** (``multi.measured-scaling`` today, ``multi.framework-scaling`` in a guide's
  market): data-parallel training at the measured scaling of :data:`SCALING` — today 2 x RTX 4090
  = 1.77x and 2 x RTX 3090 = 1.87x (Lambda 2022-10, the rule's own figures), in 2017 3.6-3.8x on
  four GPUs (D17 L11-13), the same share per card on two;
- **separate experiments** (``multi.experiments``, D17 L14-17): N experiments at once, one a card;
- **price**: N × the card's cheapest price in the market, plus the board and power supply N cards need
  beyond a one-card PC (``value.platform-cost``, :func:`advisor.rigs.platform_cost`).

``faster`` and ``speedup`` then compare the sides' data-parallel speeds (the middle of the
range), and ``better_value`` their speed per total price among the sides whose memory per card
meets the use case's floor (``memory.never-less``).
"""

from __future__ import annotations

import csv
from functools import cache
from typing import Any

from .cards_unpooled import unpooled_reason
from .catalog import Catalog
from .i18n import Card as CardParam
from .i18n import Message, Money, Number, Quantity, msg
from .llm_need import usable_gb
from .machine_pool import machine_unpooled, unpooled
from .models import Card, Comparison, Market, Reason, Speed, cited
from .recommend import training_speed
from .rigs import Platform, platform_cost, platform_for, platforms_said, rig_supply, supply_count, supply_named
from .rules import RuleBook, card_param, gb, join
from .workload import QUANTS, DecodeSpeeds, Ladder

#: Data-parallel training speed of N cards, in multiples of one (low, high), and the rule that
#: gives it: today's measurements (multi.measured-scaling: 2 x RTX 4090 1.77x, 2 x RTX 3090 1.87x,
#: 4 x A100 3.58x, 8 x A100 6.32x, 8 x H100 7.46x; Lambda 2022-10 and 2023) and D17's (multi.
#: framework-scaling: 3.6-3.8x on up to four GPUs with CNTK, Torch or PyTorch; two cards at the same
#: 90-95 % a card). Counts between two tabled ones take the lower one's share per card.
TIE = 0.02  # speeds per price within 2 % are a tie (as recommend.TIE)
SCALING: dict[str, dict[int, tuple[float, float]]] = {
    "multi.measured-scaling": {2: (1.77, 1.87), 4: (3.58, 3.58), 8: (6.32, 7.46)},
    "multi.framework-scaling": {2: (1.8, 1.9), 4: (3.6, 3.8)},
}


NO_P2P = "no-p2p"
"""Cards that do no PCIe peer-to-peer (``data/interconnect.csv``: GeForce RTX 30/40/50, "no with the stock
driver"): their data-parallel scaling is ``data/performance/multi_gpu_scaling.csv``'s, not the NVLink nodes'."""


@cache
def _no_p2p_table() -> dict[int, tuple[float, float]]:
    """``data/performance/multi_gpu_scaling.csv``'s rows for cards without peer-to-peer: count → (low, high)."""
    from .catalog import data_dir

    with open(data_dir() / "performance" / "multi_gpu_scaling.csv", newline="", encoding="utf-8") as fh:
        return {int(r["count"]): (float(r["low"]), float(r["high"])) for r in csv.DictReader(fh)
                if r["link"] == NO_P2P}


@cache
def _no_p2p_measured_max() -> int:
    """The largest card count of ``multi_gpu_scaling.csv``'s no-peer-to-peer rows whose range is all measured (its
    ``basis`` says no "assumed"): past it a side's figure rests on an assumed bound (break35 #15)."""
    from .catalog import data_dir

    with open(data_dir() / "performance" / "multi_gpu_scaling.csv", newline="", encoding="utf-8") as fh:
        return max((int(r["count"]) for r in csv.DictReader(fh) if r["link"] == NO_P2P
                    and "assumed" not in r["basis"]), default=1)


def assumed_bound(rules: RuleBook, card: Card, count: int, rule_id: str = "multi.measured-scaling") -> bool:
    """Whether ``count`` × ``card``'s data-parallel figure rests on an assumed bound: cards without peer-to-peer past
    the measured rows (4 x RTX 4090: 0.91x measured, 3.13x assumed). Such a figure is said as its range, estimated,
    never as the plain middle (break35 #15: "one data-parallel job at 2.06x")."""
    return (rule_id == "multi.measured-scaling" and count > _no_p2p_measured_max()
            and link_of(rules, card) == NO_P2P)


def link_of(rules: RuleBook, card: Card) -> str | None:
    """:data:`NO_P2P` for a card whose ``data/interconnect.csv`` row says it does no PCIe peer-to-peer
    (GeForce RTX 30/40/50), else ``None`` (the measured NVLink and peer-to-peer nodes stand)."""
    row = rules.interconnect(card)
    return NO_P2P if row is not None and row.get("pcie_p2p", "").startswith("no") else None


def scaling(rule_id: str, count: int, link: str | None = None) -> tuple[float, float]:
    """(low, high) speed of ``count`` cards in one data-parallel job, in multiples of one card
    (:data:`SCALING`; with ``link`` :data:`NO_P2P` and today's measured rule, the rows of
    ``data/performance/multi_gpu_scaling.csv`` for cards without peer-to-peer: 8 x RTX 4090 0.91-5.55,
    not the 6.32-7.46 of NVLink nodes); 1 card is (1, 1); a count between two tabled ones is interpolated
    linearly between them (:func:`between`: 3 cards between the 2- and the 4-card rows, never the 2-card row);
    a count past the table keeps the last share per card (for cards without peer-to-peer, the largest tabled
    count's figures)."""
    if count <= 1:
        return 1.0, 1.0
    table = _table(rule_id, link)
    if count in table:
        return table[count]
    known = between(rule_id, count, link)
    if known is not None:
        below, above = known
        t = (count - below) / (above - below)
        (lo0, hi0), (lo1, hi1) = table[below], table[above]
        return round(lo0 + t * (lo1 - lo0), 3), round(hi0 + t * (hi1 - hi0), 3)
    if link == NO_P2P and rule_id == "multi.measured-scaling":
        return table[max(n for n in table if n <= count)]
    known_n = max(n for n in table if n <= count) if any(n <= count for n in table) else min(table)
    lo, hi = table[known_n]
    return lo / known_n * count, hi / known_n * count


def one_job(rules: RuleBook, card: Card, count: int, rule_id: str = "multi.measured-scaling") -> tuple[float, float,
                                                                                                        float]:
    """(low, high, measured low) speed of ``count`` × ``card`` in one data-parallel job, in multiples of one card: the
    one figure every answer says for that many of the card (``compare``'s side speed, a pretraining run's days, a
    pretraining count: break18 #3), :func:`scaling` on the card's link (:func:`link_of`) with its low end never below
    one card — a run slower on several cards than on one is no plan, the job then runs on one card (4 x RTX 4090
    without peer-to-peer measured 0.91×: 1.00–3.13×). The third value is the low end as measured (or interpolated),
    below 1.0 when the floor was applied."""
    low, high = scaling(rule_id, count, link_of(rules, card))
    return max(low, 1.0), max(high, 1.0), low


def _table(rule_id: str, link: str | None) -> dict[int, tuple[float, float]]:
    """The scaling rows ``rule_id`` and ``link`` stand on (:func:`scaling`), one card's (1, 1) among them."""
    rows = _no_p2p_table() if link == NO_P2P and rule_id == "multi.measured-scaling" else SCALING[rule_id]
    return {1: (1.0, 1.0), **rows}


def between(rule_id: str, count: int, link: str | None = None) -> tuple[int, int] | None:
    """The two tabled counts ``count`` lies between (``(2, 4)`` for 3 cards), when it is no tabled count and
    lies within the table: its figure is then interpolated (:func:`scaling`), which the answer says
    (``compare.several.interpolated``); ``None`` for a tabled count or one past the table."""
    table = _table(rule_id, link)
    if count in table or count > max(table):
        return None
    return max(n for n in table if n < count), min(n for n in table if n > count)


def too_many(count: int, card: Card) -> Message:
    """Why ``count`` of ``card`` is not weighed (``compare "16x 4090" h100``): a comparison weighs at most
    :data:`advisor.kinds.MAX_GPUS` of a card, as many as ``--gpus`` plans for; past that, cards go in several
    servers (``budget.datacenter``), which no answer here plans."""
    from .kinds import MAX_GPUS

    return msg("compare.several.too-many", "{count} x {card}: a comparison weighs at most {max:.0f} of a card, as "
               "many as a recommendation plans for. More cards than {max:.0f} go in several servers: a "
               "data-centre purchase (a vendor of multi-GPU servers) or rented by the hour.", count=count,
               card=card_param(card.name), max=MAX_GPUS)


def _side_total(market: Market, facts, count: int, card: Card) -> float | None:
    """What a side costs in the market's currency: ``count`` x the card's price, plus the board and
    power supply that many cards need beyond a one-card PC (:func:`advisor.rigs.platform_cost`, as
    ``recommend`` and ``fits`` count them); ``None`` without a price."""
    if facts.price is None:
        return None
    return facts.price.amount * count + (platform_cost(market, count, card) if count > 1 else 0.0)


def _platform_reason(rules: RuleBook, market: Market, side: dict) -> list[Reason]:
    """The platform a side of several cards pays, said once (``value.platform-cost``), or nothing."""
    platform = platform_for(market, side["count"], side["card"]) if side["count"] > 1 else None
    cost = platform.cost if platform is not None else 0.0
    if not cost or side["facts"].price is None:
        return []
    supply = rig_supply(platform, side["card"])  # the unit the price pays for (break28 #15)
    if supply and supply_count(platform) > 1:  # two counted: no one unit carries them (break28 #11)
        return [rules.reason("value.platform-cost", msg(
            "compare.several.platform.supplies", "The total of {side} counts {cost} for the board and {n:.0f} power "
            "supplies of {supply} each {count} cards need beyond a one-card PC.",
            side=_side(side["card"], side["count"]),
            cost=Money(amount=cost, currency=side["facts"].price.currency), n=supply_count(platform),
            supply=Quantity(value=supply, unit="W", digits=0), count=side["count"]))]
    if supply:  # the platform priced, named by its supply (answers58: 850 W for two 3060s, 1,500 W for two 3090s)
        return [rules.reason("value.platform-cost", msg(
            "compare.several.platform.supply", "The total of {side} counts {cost} for the board and {supply} power "
            "supply {count} cards need beyond a one-card PC.", side=_side(side["card"], side["count"]),
            cost=Money(amount=cost, currency=side["facts"].price.currency),
            supply=supply_named(platform, side["card"]), count=side["count"]))]
    return [rules.reason("value.platform-cost", msg(
        "compare.several.platform", "The total of {side} counts {cost} for the board and power supply {count} cards "
        "need beyond a one-card PC.", side=_side(side["card"], side["count"]),
        cost=Money(amount=cost, currency=side["facts"].price.currency), count=side["count"]))]


def _side(card: Card, count: int) -> Message:
    """"2 x GeForce GTX 1080", or the card's name alone."""
    if count > 1:
        return msg("compare.several.side", "{count} x {card}", count=count, card=card_param(card.name))
    return msg("compare.several.one", "{card}", card=card_param(card.name))


def _side_shared(card: Card, count: int) -> Message:
    """A side weighed on an LLM job: a unified-memory machine with the share of its memory its GPU gets said (fix61c,
    newuser24: "Mac mini M4 Pro 64G 跑 DeepSeek 还是买 5090" held a 42.6 GB model "in 64 GB" — macOS gives the GPU
    44.8 GB of it by default: ``Card.llm_memory_gb``, ``data/systems.csv`` ``gpu_memory_gb`` or Metal's working-set
    share), else :func:`_side`."""
    share, total = card.llm_memory_gb, card.memory_gb
    if count != 1 or not card.is_system or not share or not total or share >= total:
        return _side(card, count)
    return msg("several.model.side-share", "{card} (its GPU gets {share} of its {total})", card=card_param(card.name),
               share=gb(round(share, 1)), total=gb(total))


def _memory_said(card: Card) -> Message | Quantity:
    """A side's memory per card as every answer weighs it (break43 #3: "memory per card 128 GB" beside fits' 113.7 GB
    for two ASUS Ascent GX10s): a card's VRAM, a unified-memory machine's GPU share (``Card.llm_memory_gb``) said as
    that."""
    share, total = card.llm_memory_gb, card.memory_gb
    if not card.is_system or not share or not total or share >= total:
        return gb(total or 0)
    return msg("several.memory.gpu-share", "{share} for the GPU", share=gb(round(share, 1)))


def _gpu_share(f, card: Card):
    """A side's facts ``f`` with a unified-memory machine's memory its GPU's share (:func:`_memory_said`), so its
    line shows the figure the answer weighs; ``f`` itself for a card."""
    share = card.llm_memory_gb
    if not card.is_system or not share or not f.memory_gb or share >= f.memory_gb:
        return f
    return f.model_copy(update={"memory_gb": round(share, 1)})


#: The one-against-one comparison's value sentences (:func:`advisor.compare._better_value`,
#: :func:`advisor.compare_llm.compare_llm`): they weigh one card of each, so a comparison of several cards
#: says its own value (by each side's total) instead — never "the 3090 is the better value only if…"
#: beside "Better value: GeForce RTX 5090" for 8 × 3090 against one 5090.
_ONE_EACH_VALUE = frozenset({
    "compare.value.more", "compare.value.if-fits", "compare.value.memory-wins", "compare.value.tight",
    "compare.value.only", "compare.value.dominates-unpriced", "compare.llm.value", "compare.llm.value-memory",
    "compare.llm.value-memory.cheaper"})


def _without_one_each_value(single: Comparison) -> Comparison:
    """``single`` without the value sentences that weigh one card of each (:data:`_ONE_EACH_VALUE`), in
    its reasons and its deciding lines."""
    def keep(reasons: list[Reason]) -> list[Reason]:
        return [r for r in reasons if r.message.key not in _ONE_EACH_VALUE]

    return single.model_copy(update={"reasons": keep(single.reasons), "deciding": keep(single.deciding)})


def several(catalog: Catalog, rules: RuleBook, market: Market, single: Comparison, cards: tuple[Card, Card],
            counts: tuple[int, int], *, use_case: str = "general", ladder: Ladder | None = None,
            speeds: DecodeSpeeds | None = None, job: Any = None) -> Comparison:
    """``single`` (the comparison of one of each card) as a comparison of ``counts[0]`` of the
    first card against ``counts[1]`` of the second (see the module docstring). For LLM work where
    memory decides (``use_case`` ``llm``, ``ladder`` and ``speeds`` given) the sides are weighed as
    :func:`advisor.compare_llm.compare_llm` weighs two cards, with the layer split's pooled memory and
    its decode speed (:func:`_llm`), on ``job`` when given (the model the question names, an
    :class:`advisor.fits.Estimate` each side holds). Never raises."""
    single = _without_one_each_value(single)
    if a_card_twice(cards, counts):
        single = single.model_copy(update={"same_card": False, "reasons": [
            r for r in single.reasons if r.rule_id != "catalog.same-card"]})
    if use_case == "llm" and market.policy.memory == "decides" and ladder is not None and speeds is not None:
        return _llm(catalog, rules, market, single, cards, counts, ladder, speeds, job)
    rule = "multi.measured-scaling" if market.policy.measured_scaling else "multi.framework-scaling"
    floor = rules.floor_value(use_case, market)
    sides: list[dict[str, Any]] = []
    for card, count, f in zip(cards, counts, single.cards, strict=True):
        lo, hi, measured = one_job(rules, card, count, rule)
        perf = f.relative_performance
        total = _side_total(market, f, count, card)
        one = f.speed or training_speed(catalog, market, card.name)
        sides.append({"card": card, "count": count, "facts": f, "lo": lo, "hi": hi, "measured": measured,
                      "total": total,
                      "speed": perf * (lo + hi) / 2 if perf else None,
                      "figure": _training(one, count, lo, hi, assumed_bound(rules, card, count, rule)),
                      "assumed": assumed_bound(rules, card, count, rule)})
    reasons: list[Reason] = []
    for i, s in enumerate(sides):
        if s["count"] <= 1:
            continue
        card, count, other = s["card"], s["count"], sides[1 - i]
        label, other_label = _side(card, count), _side(other["card"], other["count"])
        mem = round(usable_gb(card), 1)  # a machine's GPU share, as the fit weighs it (break43 #3)
        reasons.append(rules.reason("multi.memory-per-card", msg(
            "compare.several.memory", "{side}: {memory} on each card, not {pooled}. Data-parallel training keeps a "
            "whole copy of the model on every card, so it trains what one {memory} card trains ({other} has "
            "{other_memory} a card); only a layer split, as in LLM inference, pools {pooled}.", side=label,
            memory=gb(mem), pooled=gb(round(mem * count, 1)), other=other_label,
            other_memory=gb(round(usable_gb(other["card"]), 1)))))
        if count > 2 and rule == "multi.measured-scaling" and link_of(rules, card) == NO_P2P:
            reasons.append(Reason(rule_id="multi.nvlink-p2p", message=msg(
                "compare.several.no-p2p", "{side} have no peer-to-peer: past two cards no published training "
                "measurement holds for them. A rented 4 x RTX 4090 without it ran at 0.91x one card; the high end "
                "assumes each doubling loses what the first did (2 x RTX 4090: 1.77x, Lambda).", side=label),
                source=cited("data/performance/multi_gpu_scaling.csv (https://cortwave.github.io/posts/multi-gpu, "
                             "2026-01-09; Lambda blog 2022-10)")))
            if s["measured"] < 1.0:  # the range's low end is one card's: say why, once (as a pretraining answer does)
                reasons.append(Reason(rule_id="multi.nvlink-p2p", message=msg(
                    "compare.several.floor", "A job slower on {side} than on one card ({measured:.2f}x) is run on one "
                    "card: the slow end of the range is one card's speed (1.00x).", side=label,
                    measured=Number(value=s["measured"])),
                    source=cited("data/performance/multi_gpu_scaling.csv (https://cortwave.github.io/posts/multi-gpu, "
                                 "2026-01-09)")))
        known = between(rule, count, link_of(rules, card))
        if known is not None:  # no row for this count: the figure lies between two rows, said
            reasons.append(rules.reason(rule, msg(
                "compare.several.interpolated", "No measurement of {count} cards in one job: {side}'s figure is "
                "interpolated between the {below}- and {above}-card rows.", count=count, side=label,
                below=known[0], above=known[1])))
        if s["figure"] is not None:
            reasons.append(rules.reason(rule, msg(
                "compare.several.speed", "One training job split across {side} (data parallel) runs at about "
                "{lo:.2f}-{hi:.2f}x one card: {speed}, against {other_speed} for {other}.",
                side=label, lo=Number(value=s["lo"]), hi=Number(value=s["hi"]), speed=_speed(s),
                other_speed=_speed(other), other=other_label)))
        reasons.append(rules.reason("multi.experiments", msg(
            "compare.several.experiments", "Or {count} experiments at once, one a card, each with {memory}: feedback "
            "sooner without any parallel code.", count=count, memory=gb(mem))))
        if s["total"] is not None and other["total"] is not None:
            each = s["facts"].price
            reasons.append(rules.reason("value.perf-per-price", msg(
                "compare.several.price", "{side} cost {total} ({each} each, with what they need) against "
                "{other_total} for {other}.",
                side=label, total=Money(amount=s["total"], currency=each.currency),
                each=Money(amount=each.amount, currency=each.currency),
                other_total=Money(amount=other["total"], currency=each.currency), other=other_label)))
            reasons += _platform_reason(rules, market, s)
    faster, speedup = None, 1.0
    a, b = sides
    if a["speed"] and b["speed"]:
        hi_side, lo_side = (a, b) if a["speed"] >= b["speed"] else (b, a)
        speedup = round(hi_side["speed"] / lo_side["speed"], 3)
        faster = hi_side["card"].name if speedup > 1.0 else None
    fit = [s for s in sides if s["speed"] and s["total"] and (s["card"].memory_gb or 0) >= floor
           and not _held(rules, market, s["card"], use_case)]  # never a card the rules hold back (breaker (5))
    chosen: dict[str, Any] | None = None  # the better-value side (by side: a card may be both sides, 2x 1080 vs 1080)
    if len(fit) == 2:
        values = [s["speed"] / s["total"] for s in fit]
        if abs(values[0] / values[1] - 1) >= TIE:  # within 2 %: neither is the better value
            chosen = fit[values.index(max(values))]
    elif len(fit) == 1 and all(s["total"] for s in sides):
        chosen = fit[0]  # the other side is below the use case's memory floor
    better = chosen["card"].name if chosen is not None else None
    said = dict(a=_side(a["card"], a["count"]), b=_side(b["card"], b["count"]),
                memory_a=_memory_said(a["card"]), memory_b=_memory_said(b["card"]),
                speed_a=_speed(a), speed_b=_speed(b))
    platforms = [(s, p) for s in sides if (p := _side_platform(market, s)) is not None]
    summary = (msg("compare.several.summary", "{a} against {b}: memory per card {memory_a} vs {memory_b}, one "
                   "data-parallel job at {speed_a} vs {speed_b}, for {price_a} vs {price_b}.",
                   price_a=_total(a, bool(platforms)), price_b=_total(b, bool(platforms)), **said)
               if a["total"] is not None or b["total"] is not None else  # no price on either side: none said
               msg("compare.several.summary-unpriced", "{a} against {b}: memory per card {memory_a} vs {memory_b}, "
                   "one data-parallel job at {speed_a} vs {speed_b}.", **said))
    if len(platforms) == 2 and _same_platform(market, platforms):  # "2 x 4090 against 2 x 3090": one sentence
        (s, p), _ = platforms
        platforms = []  # (fix84e: the same board and supply said twice ran the short form out of room)
        summary = msg("compare.several.summary-platform.supply.both", "{summary} Beyond a one-card PC, each side "
                      "needs {platform} more for the board and {supply} power supply.", summary=summary,
                      platform=Money(amount=p.cost, currency=s["facts"].price.currency),
                      supply=supply_named(p, s["card"]))
    for s, p in platforms:  # the cards priced alike, each side's platform said apart (newuser16 #15, answers59)
        apart = dict(summary=summary, side=_side(s["card"], s["count"]),
                     platform=Money(amount=p.cost, currency=s["facts"].price.currency))
        apart_said = platforms_said(market, s["card"], s["count"])  # several machines (fix64a, grade87 F19)
        summary = (msg("compare.several.summary-platforms", "{summary} Beyond a one-card PC, {side} need {platform} "
                       "more for {parts}", parts=apart_said, **apart) if apart_said is not None else
                   msg("compare.several.summary-platform.supplies", "{summary} Beyond a one-card PC, {side} need "
                       "{platform} more for the board and {n:.0f} power supplies of {supply} each.", n=supply_count(p),
                       supply=Quantity(value=rig_supply(p, s["card"]) or 0, unit="W", digits=0), **apart)
                   if rig_supply(p, s["card"]) and supply_count(p) > 1 else  # break28 #11
                   msg("compare.several.summary-platform.supply", "{summary} Beyond a one-card PC, {side} need "
                       "{platform} more for the board and {supply} power supply.",
                       supply=supply_named(p, s["card"]), **apart)
                   if rig_supply(p, s["card"]) else
                   msg("compare.several.summary-platform", "{summary} Beyond a one-card PC, {side} need {platform} "
                       "more for the board and power supply.", **apart))
    # the single pair's memory line weighs one card against one: never a side of several cards (8 x 24 GB)
    first = _one_card_first(rules, market, sides)
    first += [r for r in reasons if r.message.key == "compare.several.interpolated"]  # a figure between two rows
    first += [r for r in (unpooled_reason(rules, sides),) if r is not None and market.policy.today]  # "2 × 3090
    # with NVLink = one 48 GB GPU": each card a device (judge31 E01)
    deciding = first + [r for r in single.deciding if not r.message.key.startswith("compare.memory.")]
    if chosen is not None:
        summary = msg("compare.several.summary-value", "{summary} Better value: {side}.", summary=summary,
                      side=_side(chosen["card"], chosen["count"]))
    return single.model_copy(update={
        "summary": summary, "reasons": reasons + single.reasons, "faster": faster, "speedup": speedup,
        "deciding": deciding, "cards": [_gpu_share(f, s["card"]) for f, s in zip(single.cards, sides, strict=True)],
        "better_value": better, "counts": list(counts), "measure": "training",
        "side_speeds": [s["figure"] for s in sides], "side_totals": [s["total"] for s in sides]})


def _same_platform(market: Market, platforms: list[tuple[dict[str, Any], Platform]]) -> bool:
    """Whether both sides of a comparison need the same platform, said in one sentence: the same cost, one supply of
    the same watts each, no machines apart."""
    (a, pa), (b, pb) = platforms
    said = [(p.cost, rig_supply(p, s["card"]), supply_count(p), platforms_said(market, s["card"], s["count"]))
            for s, p in platforms]
    return said[0] == said[1] and bool(said[0][1]) and said[0][2] <= 1 and said[0][3] is None and (
        a["facts"].price.currency == b["facts"].price.currency) and pa is not None and pb is not None


def _one_card_first(rules: RuleBook, market: Market, sides: list[dict[str, Any]]) -> list[Reason]:
    """What decides one card against several smaller ones for training (U16, Dettmers' rule and the
    ``multi.memory-per-card`` / ``multi.experiments`` rules): the one card when it has more memory on the card
    — data-parallel training trains only what one card holds, and needs parallel code — while the several pay
    off as that many experiments at once, or split by layers for LLM inference; none when the several have as
    much memory a card."""
    one = [s for s in sides if s["count"] == 1]
    many = [s for s in sides if s["count"] > 1]
    if len(one) != 1 or len(many) != 1:
        return []
    o, m = one[0], many[0]
    if (o["card"].memory_gb or 0) <= (m["card"].memory_gb or 0) or o["card"].is_system or (
            o["card"].manufacturer != "NVIDIA"):
        return []  # a machine or a card off CUDA is no training pick (a Mac Studio against 8 x 4090: F19)
    params = dict(one=_side(o["card"], 1), memory=gb(o["card"].memory_gb or 0),
                  other_memory=gb(m["card"].memory_gb or 0), several=_side(m["card"], m["count"]), count=m["count"])
    if not market.policy.today:  # a guide's market: no LLM inference in its day
        return [rules.reason("multi.memory-per-card", msg(
            "compare.several.one-card-then", "For training, {one}: {memory} on the card against {other_memory} on "
            "each of {several}, and no parallel code to write; {several} pay off as {count} experiments at once.",
            **params))]
    return [rules.reason("multi.memory-per-card", msg(
        "compare.several.one-card", "For training, {one}: {memory} on the card against {other_memory} on each of "
        "{several}, and no parallel code to write; {several} pay off as {count} experiments at once, or split by "
        "layers for LLM inference ({pooled} in all).", pooled=gb((m["card"].memory_gb or 0) * m["count"]),
        **params))]


RANGE_SOURCE = "compare.several.speed-source-range"
"""The source key of a side's figure that is the middle of a range resting on an assumed bound: it ranks the sides,
and no line shows it as a speed (grade23 F19: "3.27x" beside a headline's "1.00-5.55x (upper bound assumed)")."""


def _training(one: Speed | None, count: int, lo: float, hi: float, assumed: bool = False) -> Speed | None:
    """A side's figure for the ranking: one card's training ``one`` times the middle of the
    data-parallel scaling ``lo``-``hi`` of ``count`` cards (:data:`SCALING`); ``None`` without one. ``assumed``: the
    high end is an assumed bound, its source says so (:data:`RANGE_SOURCE`)."""
    if one is None or one.measure != "training":
        return None
    if count <= 1:
        return one
    source = msg("compare.several.speed-source", "{count} x one card's {speed}, at {lo:.2f}-{hi:.2f}x one card in "
                 "one data-parallel job", count=count, speed=one.said(), lo=Number(value=lo), hi=Number(value=hi))
    if assumed and hi > lo:
        source = msg("compare.several.speed-source-range", "{count} x one card's {speed}, at {lo:.2f}-{hi:.2f}x one "
                     "card in one data-parallel job, the high end assumed: the middle of the range", count=count,
                     speed=one.said(),
                     lo=Number(value=lo), hi=Number(value=hi))
    return one.model_copy(update={"value": round(one.value * (lo + hi) / 2, 3), "kind": "estimated",
                                  "source": source})


def _speed(side: dict) -> Message:
    """A side's data-parallel speed against the market's reference card ("1.26x TITAN X Pascal" in
    2017, "2.15x GeForce RTX 4090" today: the figure its ranking line shows), or "no figure"."""
    if side["figure"] is None:
        return msg("compare.several.no-speed", "no speed figure")
    figure = side["figure"]
    if side.get("assumed") and figure.measure == "training" and side["lo"] + side["hi"]:  # a range, said as one
        one = figure.value * 2 / (side["lo"] + side["hi"])
        return msg("compare.several.speed-estimated", "an estimated {low:.2f}-{high} {reference} (the high end "
                   "assumed)", low=Number(value=round(one * side["lo"], 2)),
                   high=Quantity(value=one * side["hi"], unit="x", digits=2),
                   reference=CardParam(value=figure.reference or ""))
    return figure.said()


def _total(side: dict, cards: bool = False) -> Message:
    """A side's total price, or "no price"; with ``cards``, what its cards cost ("450 USD for the cards"): a
    side's platform is then said apart (:func:`_side_platform`), never a pair with its board and supply against a
    bare card as if alike (newuser16 #15: 2 x RTX 3060 at 1,260 USD with 810 USD of platform against a 323 USD
    RTX 3080)."""
    if side["total"] is None:
        return msg("compare.several.no-price", "no price here")
    f = side["facts"]
    if cards and side["count"] > 1:
        return msg("compare.several.cards-total", "{total} in cards",
                   total=Money(amount=f.price.amount * side["count"], currency=f.price.currency))
    return msg("compare.several.total", "{total}", total=Money(amount=side["total"], currency=f.price.currency))


def _side_platform(market: Market, side: dict) -> Platform | None:
    """The platform a priced side of several cards pays beyond a one-card PC (:func:`advisor.rigs.platform_for`
    with its card, as its total counts it), ``None`` for one card, no price or no platform cost."""
    if side["count"] < 2 or side["total"] is None or side["facts"].price is None:
        return None
    p = platform_for(market, side["count"], side["card"])
    return p if p.cost else None


def a_card_twice(cards: tuple[Card, Card], counts: tuple[int, int]) -> bool:
    """Whether the sides are one card in different numbers ("2x 1080" against "1080"): no longer the
    same card, but N of it against M."""
    return cards[0].name == cards[1].name and counts[0] != counts[1]


def _job(est) -> Message:
    """"Llama 3.3 70B (Q4_K_M)": a model and the file people run it as."""
    return msg("recommend.llm.model", "{model} ({quant})", model=card_param(est.arch.name),
               quant=QUANTS.get(est.precision, est.precision))


def _llm(catalog: Catalog, rules: RuleBook, market: Market, single: Comparison, cards: tuple[Card, Card],
         counts: tuple[int, int], ladder: Ladder, speeds: DecodeSpeeds, job: Any = None) -> Comparison:
    """Several cards for running LLMs (``memory.llm-task``): each side holds the largest model of the
    ladder its memory holds, a layer split pooling its cards' memory (``multi.memory-per-card``);
    both decode the largest model both hold (the split's decode from :class:`DecodeSpeeds`); the
    better value is the side that runs more for at most 25 % more money, else tokens/s per total
    price (as :func:`advisor.compare_llm.compare_llm`). With ``job`` (the model the question names, which
    each side holds) both decode that model instead of the ladder's: "5090 or two 3090s for qwen3 coder 30b"
    was weighed on Qwen3 32B beside the named model's own line; the value is then that model's tokens/s per
    total price (what else the roomier side runs is the pooled line's)."""
    from .fits import need_gb

    sides: list[dict[str, Any]] = []
    for card, count, f in zip(cards, counts, single.cards, strict=True):
        tier = ladder.tier(card.llm_memory_gb or 0, count)
        sides.append({"card": card, "count": count, "facts": f, "tier": tier,
                      "total": _side_total(market, f, count, card)})
    held = [s["tier"] for s in sides if s["tier"] is not None]
    common = min(held, key=lambda t: t.index) if len(held) == 2 else None
    on = job if job is not None else (common.estimate if common is not None else None)  # the model weighed
    reasons: list[Reason] = []
    holds = []
    for s in sides:
        label, mem = _side(s["card"], s["count"]), (s["card"].llm_memory_gb or 0) * s["count"]
        holds.append(msg("compare.several.llm-holds", "{side} ({memory}) holds up to {model}", side=label,
                         memory=gb(mem), model=_job(s["tier"].estimate)) if s["tier"] else
                     msg("compare.several.llm-holds-none", "{side} ({memory}) holds none of the ladder's models",
                         side=label, memory=gb(mem)))
    reasons.append(rules.reason("multi.memory-per-card", msg(
        "compare.several.llm-pooled", "A layer split pools the cards' memory for LLM inference: {holds}.",
        holds=msg("compare.several.llm-joined", "{a}; {b}", a=holds[0], b=holds[1]))))
    faster, speedup = None, 1.0
    first: list[Reason] = []  # what decides before the speeds: one card of a pair already holds the model
    for s in sides:
        # the named model on one card of the side when one holds it (as the rig check runs it), else split
        n = 1 if job is not None and (s["card"].llm_memory_gb or 0) >= need_gb(job.total) else s["count"]
        d = speeds.of(s["card"], on, n) if on is not None else None
        s["tok_s"] = d.tok_s if d is not None else None
        if job is not None and n == 1 and s["count"] > 1 and s["facts"].price is not None:
            price = s["facts"].price
            first.append(rules.reason("multi.memory-per-card", msg(
                "compare.several.one-holds", "One {card} ({memory}, {price}) already holds {model}: the second card "
                "adds memory for larger models, not speed on this one.", card=card_param(s["card"].name),
                memory=gb(s["card"].llm_memory_gb or 0), price=Money(amount=price.amount, currency=price.currency),
                model=card_param(job.arch.name))))
    a, b = sides
    if on is not None and a["tok_s"] and b["tok_s"]:
        hi, lo = (a, b) if a["tok_s"] >= b["tok_s"] else (b, a)
        speedup = round(hi["tok_s"] / lo["tok_s"], 3)
        faster = hi["card"].name if speedup > 1 + TIE else None
        reasons.insert(0, rules.reason("memory.llm-task", msg(
            "compare.several.llm-decode", "For LLMs: on {model}, {hi} decodes at ≈ {hi_speed:.0f} tokens/s and {lo} "
            "at ≈ {lo_speed:.0f}.", model=_job(on), hi=_side(hi["card"], hi["count"]),
            lo=_side(lo["card"], lo["count"]), hi_speed=Number(value=hi["tok_s"]),
            lo_speed=Number(value=lo["tok_s"]))))
    system = next((s for s in sides if s["card"].is_system), None)
    for s in sides:
        s["cards"] = s["facts"].price.amount * s["count"] if s["facts"].price is not None else None
        if system is not None and s is not system and s["cards"] is not None and (
                machine := _whole_machine(s, system, market)) is not None:  # cards against a whole computer: the
            reasons.append(machine)  # PC they need is counted, as the other side is one (break20 #12)
            first.append(machine)
            continue
        if s["count"] > 1 and s["total"] is not None and not s["card"].is_system:  # machines: no board beside them
            each = s["facts"].price
            chosen = platform_for(market, s["count"], s["card"])
            said = dict(side=_side(s["card"], s["count"]), cards=Money(amount=s["cards"], currency=each.currency),
                        each=Money(amount=each.amount, currency=each.currency),
                        platform=Money(amount=chosen.cost, currency=each.currency), count=s["count"])
            apart = rules.reason("value.platform-cost", msg(  # two supplies counted (break28 #11)
                "compare.several.llm-price.apart.supplies", "{side}: {cards} for the cards ({each} each) and "
                "{platform} for the board and {n:.0f} power supplies of {supply} each {count} cards need; value is "
                "weighed on the cards.", n=supply_count(chosen),
                supply=Quantity(value=rig_supply(chosen, s["card"]) or 0, unit="W", digits=0), **said)
                if rig_supply(chosen, s["card"]) and supply_count(chosen) > 1 else msg(  # the platform apart, as fits
                "compare.several.llm-price.apart.supply", "{side}: {cards} for the cards ({each} each) and {platform} "
                "for the board and {supply} power supply {count} cards need; value is weighed on the cards.",
                supply=supply_named(chosen, s["card"]), **said)
                if rig_supply(chosen, s["card"]) else msg(
                "compare.several.llm-price.apart", "{side}: {cards} for the cards ({each} each) and {platform} for "
                "the board and power supply {count} cards need; value is weighed on the cards.", **said))
            reasons.append(apart)
            first.append(apart)
    better = None
    held = [s for s in sides if _held_for_llms(rules, market, s["card"])]
    reasons += [rules.reason("memory.never-less", msg(
        "compare.value.not-recommended", "{card} is never the better value: the rules do not recommend it for deep "
        "learning here.", card=card_param(s["card"].name))) for s in held]
    ok = [s for s in sides if s["cards"] and s["tier"] is not None and s["tok_s"] and s not in held]
    if len(ok) == 2:  # value on the cards: the platform a pair needs is said apart (breaker: it flipped the verdict)
        big, small = sorted(ok, key=lambda s: -s["tier"].index)
        if job is None and big["tier"].index > small["tier"].index and big["cards"] <= small["cards"] * 1.25:
            better = big
        else:
            better = max(ok, key=lambda s: s["tok_s"] / s["cards"])
    summary = reasons[0].message
    if better is not None:
        summary = msg("compare.several.summary-value", "{summary} Better value: {side}.", summary=summary,
                      side=_side(better["card"], better["count"]))
    figures = [_decode(s, on) if on is not None and s["tok_s"] else None for s in sides]
    # one card's memory against one (H100's 80 GB "only runs 70B in 8-bit" beside 8 x 24 GB): never of a split's
    # pooled memory, which the pooled line says (breaker 2026-12-03 (5))
    pooled = [r for r in reasons if r.message.key == "compare.several.llm-pooled"]
    # and one card's value verdicts for general use (the single comparison's): the LLM sides are judged above
    per_card = [r for r in single.reasons if not r.message.key.startswith("compare.memory.")
                and r.message.key not in GENERAL_VALUE]
    return single.model_copy(update={
        "summary": summary, "reasons": reasons + per_card, "faster": faster, "speedup": speedup,
        "deciding": first + pooled + [r for r in single.deciding if not r.message.key.startswith("compare.memory.")
                              and r.message.key not in GENERAL_VALUE],
        "better_value": better["card"].name if better else None, "counts": list(counts), "measure": "decode",
        "side_speeds": figures, "side_totals": [s["total"] for s in sides]})


def _whole_machine(s: dict, system: dict, market) -> Reason | None:
    """A side of cards weighed against ``system`` (a whole computer: a Mac, a Strix Halo box): its cards and the rest
    of a deep-learning PC to hold them (:func:`advisor.ask.whole_pc.rest_usd`, ``data/platforms.csv``, in the
    market's currency), set as its price in all (``s["cards"]``, ``s["total"]``) and said; ``None`` when the
    currency has no rate (break20 #12: "strix halo 128gb vs 2x 3090 for 70b" weighed 3,360 USD of cards and board
    against a whole 2,459 USD computer, when the pair still needs a ~1,980 USD PC)."""
    from .ask.whole_pc import _usd_per, rest_usd
    from .i18n import Date

    each = s["facts"].price
    rate = _usd_per(each.currency)
    if not rate:
        return None
    usd, date = rest_usd()
    rest = round(usd / rate, -1)
    cards = s["cards"]
    s["cards"] = s["total"] = cards + rest
    return Reason(rule_id="value.platform-cost", message=msg(
        "compare.several.machine", "{side}: {cards} for the cards and about {rest} for the rest of a PC to hold them "
        "(CPU, board, RAM, SSD, supply and case, an itemised build of {date}, data/platforms.csv), {whole} in all: "
        "value is weighed on the whole machine, as {system} is one.", side=_side(s["card"], s["count"]),
        cards=Money(amount=cards, currency=each.currency), rest=Money(amount=rest, currency=each.currency),
        date=Date(value=date), whole=Money(amount=cards + rest, currency=each.currency),
        system=card_param(system["card"].name)), source=cited("data/platforms.csv"))


FIRST = frozenset({"compare.several.one-holds"})
"""What an LLM comparison of several cards says first, in place of which side holds the named model: one card of
the pair already holds it (the breaker's "5090 or two 3090s for qwen3 coder 30b")."""

GENERAL_VALUE = frozenset({"compare.value.not-recommended", "compare.value.below-floor", "compare.value.neither"})
"""The single comparison's value verdicts for general deep learning, which an LLM comparison of several cards
judges again for LLMs (:func:`_held_for_llms`): never "the A100 is never the better value" beside "Better value:
A100" (breaker 2026-12-03 (5))."""


def _held_for_llms(rules: RuleBook, market: Market, card: Card) -> bool:
    """Whether the rules hold ``card`` back for LLM work in ``market`` (:func:`_held`)."""
    return _held(rules, market, card, "llm")


def _held(rules: RuleBook, market: Market, card: Card, use_case: str) -> bool:
    """Whether the rules hold ``card`` back for ``use_case`` in ``market`` (a blocking finding and a
    ``not_recommended`` verdict, as :func:`advisor.compare._better_value` weighs one card of each): such a side
    is never the better value."""
    assessment = rules.assess(card, market, use_case=use_case)
    return assessment.verdict == "not_recommended" and assessment.blocking() is not None


def _decode(side: dict, est) -> Speed:
    """A side's decode figure for the ranking: its tokens/s on the model both sides hold (``est``),
    the layers split over its cards (:class:`~advisor.workload.DecodeSpeeds`)."""
    source = msg("compare.several.decode-source", "{count} x {card}, the layers split between them, on {model}",
                 count=side["count"], card=card_param(side["card"].name), model=_job(est))
    return Speed(measure="decode", value=round(side["tok_s"], 1), kind="estimated", source=source,
                 model=est.arch.name, precision=est.precision, quant=QUANTS.get(est.precision, est.precision))


def _fewest_holding(est: Any, card: Card, count: int, speeds: DecodeSpeeds) -> tuple[int, float | None] | None:
    """The fewest of ``card`` (more than ``count``, at most :data:`advisor.kinds.MAX_GPUS`: one machine) that hold
    ``est`` split by layers (the owner's rig check, :func:`advisor.owned.rig_fit`) and their decode tokens/s; ``None``
    when no one machine of them does."""
    from .kinds import MAX_GPUS
    from .owned import owned_rig, rig_fit

    for k in range(count + 1, MAX_GPUS + 1):
        fit = rig_fit(est, owned_rig([(card, k)]), {card.name: card}, speeds)
        if fit.way in ("alone", "split"):
            return k, (round(fit.speed.tok_s, 1) if fit.speed is not None else None)  # as its Speed keeps it
    return None


def for_model(comparison: Comparison, sides: list[tuple[Card, int]], est: Any, speeds: DecodeSpeeds) -> Comparison:
    """``comparison`` for an LLM job ``est`` (a :class:`advisor.fits.Estimate`): whether each side — its
    card, as many as ``sides`` says — holds the model alone, split by layers or not at all, and its decode
    tokens/s (the owner's rig check, :func:`advisor.owned.rig_fit`, on the side as a rig), said first as the
    fact that decides (issue 27 §3: "2x 3090 or a 4090 for 70b"). A side that does not hold it is never the
    better value: when one side only holds it, that side is the better value and the summary says so."""
    from .fits import estimate as _fits_estimate
    from .fits import need_gb
    from .fits.memory import bits_of, quant_name
    from .owned import owned_rig, rig_fit

    said, holds, figures = [], [], []
    for card, count in sides:
        fit = rig_fit(est, owned_rig([(card, count)]), {card.name: card}, speeds)
        side = _side_shared(card, count)
        ok = fit.way in ("alone", "split")
        holds.append(ok)
        figures.append(Speed(measure="decode", value=round(fit.speed.tok_s, 1), kind=fit.speed.kind,
                             source=fit.speed.source, model=est.arch.name, precision=est.precision,
                             quant=quant_name(est.precision)) if ok and fit.speed is not None else None)
        how = (msg("several.model.split", "split by layers") if fit.way == "split" and count > 1
               else msg("several.model.alone", "on one card"))
        if ok and fit.speed is not None:
            said.append(msg("several.model.holds.speed", "{side} holds it ({how}), ≈ {tok_s:.0f} tokens/s", side=side,
                            how=how, tok_s=Number(value=round(fit.speed.tok_s, 1))))  # the figure kept (fix75d #4)
        elif ok:
            said.append(msg("several.model.holds", "{side} holds it ({how})", side=side, how=how))
        elif (fit.other_precision is not None and est.task == "inference"  # a lower level it holds, said (fix79c)
              and bits_of(fit.other_precision) < bits_of(est.precision) - 0.01):  # never the level asked itself
            # (the KV cache in 8 bits keeps the level: the compare's own KV lever line says that way, mend56)
            lower = _fits_estimate(est.arch, est.task, fit.other_precision, est.context, est.batch)
            pace = fit.other_speed
            params = dict(side=side, level=quant_name(fit.other_precision), need=gb(need_gb(lower.total)),
                          memory=gb((card.llm_memory_gb or card.memory_gb or 0) * count))
            said.append(msg("several.model.short.lower.speed", "{side} does not ({memory} in all), but holds it at "
                            "{level} (about {need}, ≈ {tok_s:.0f} tokens/s, at a quality cost)",
                            tok_s=Number(value=round(pace.tok_s, 1)), **params) if pace is not None else msg(
                "several.model.short.lower", "{side} does not ({memory} in all), but holds it at {level} (about "
                "{need}, at a quality cost)", **params))
        else:
            said.append(msg("several.model.short", "{side} does not ({memory} in all)", side=side,
                            memory=gb((card.llm_memory_gb or card.memory_gb or 0) * count)))
    job = msg("several.model", "For {model} ({quant}, about {need}): {sides}.", model=card_param(est.arch.name),
              quant=quant_name(est.precision), need=gb(need_gb(est.total)),
              sides=join(said, "semicolon"))
    reason = Reason(rule_id="memory.llm-task", message=job, source=cited("advisor/fits (published config.json "
                                                                         "figures, data/models.csv)"))
    # one card a side and both hold it: the summary's tokens/s already say it, so it decides nothing (U21: a used
    # Tesla's costs are said in its place)
    said_already = all(holds) and all(n == 1 for _, n in sides) and comparison.measure == "decode"
    ahead = [r for r in comparison.deciding if r.message.key in FIRST]  # one card of a pair holds it: said first
    rest = [r for r in comparison.deciding if r not in ahead]
    update: dict[str, Any] = {"reasons": [reason, *comparison.reasons],  # one card holds it: that says where
                              "deciding": [*ahead, *rest] if said_already or ahead else [reason, *rest]}
    if holds.count(True) == 1:
        holder, other = (sides[0], sides[1]) if holds[0] else (sides[1], sides[0])
        # each side's speed on the model named, none where it does not hold it (round 7: "2x 3090 vs 5090 vs rtx pro
        # 6000 for 70b" ranked the 5090 fastest on Qwen3 32B beside "5090 does not hold it")
        update.update(side_speeds=figures, measure="decode", faster=None, speedup=1.0, cards=[
            f.model_copy(update={"speed": figure}) for f, figure in zip(comparison.cards, figures, strict=True)])
        # the one that holds it is the value only beside a price: an unpriced side is never tagged "best value" next
        # to "value is not compared" (break20 #12: "mac mini vs 3090 for 70b")
        priced = all(f.price is not None for f in comparison.cards)
        update["better_value"] = holder[0].name if priced else None
        # the one that holds the model is the value for it: "Better value: 5060 Ti, but it holds less" of the other
        # side is no longer said beside it (break20 #12: a value line contradicting the "best value" tag)
        update["deciding"] = [r for r in update["deciding"] if r.message.key != "compare.better-value.trade"]
        update["summary"] = msg("several.model.only", "For {model}, take {holder}: {other} does not hold it.",
                                model=card_param(est.arch.name), holder=_side(*holder), other=_side(*other))
    elif not any(holds):
        update["better_value"] = None
        # no speed on the model asked at a shorter context on a card that does not hold it at the context asked
        # (fix64d left: "5090 vs 4090 for qwen3 32b at 128k" kept the 5090's "1.70x faster" at 4k beside "neither
        # holds it"); a speed on a stand-in model stays, said so on its line (advisor.shape_speed.stand_ins_said)
        if any(sp is not None and sp.model == est.arch.name
               for sp in [*(f.speed for f in comparison.cards), *comparison.side_speeds]):
            update.update(side_speeds=figures, measure="decode", faster=None, speedup=1.0, cards=[
                f.model_copy(update={"speed": None}) if f.speed is not None and f.speed.model == est.arch.name
                else f for f in comparison.cards])
        counts = [(0, None) if unpooled(card) else _fewest_holding(est, card, n, speeds) for card, n in sides]
        if all(c is not None for c in counts) and not all(unpooled(card) for card, _ in sides):  # "3090 vs 4090"
            # then "and for 70b?": how many of each (break23 #14); a machine is one, never pooled (break30 #4)
            each = [machine_unpooled(card) if unpooled(card) else msg(
                "several.model.count.speed", "{side} hold it (≈ {tok_s:.0f} tokens/s)", side=_side(card, k),
                tok_s=Number(value=tok_s)) if tok_s else msg("several.model.count", "{side} hold it",
                                                              side=_side(card, k))
                    for (card, _), (k, tok_s) in zip(sides, [c for c in counts if c is not None], strict=True)]
            update["summary"] = msg("several.model.neither.counts", "Neither holds {model} on one card (about {need}); "
                                    "{each}.", model=card_param(est.arch.name), need=gb(need_gb(est.total)),
                                    each=join(each, "semicolon"))
            from .pair_pick import pair_pick  # "3090 vs 4090 for 70b, which is better?": the pair to take (break30 #16)

            picked = pair_pick(est.arch.name, [(card, k, tok_s) for (card, _), (k, tok_s) in zip(
                sides, [c for c in counts if c is not None], strict=True)], comparison.cards)
            if picked is not None:  # said after what each holds; the single cards' value tag stays unset
                pick = Reason(rule_id="memory.llm-task", message=picked[1], source=cited(
                    "advisor/fits (published config.json figures, data/models.csv); data/prices"))
                d, r = update["deciding"], update["reasons"]
                update["deciding"], update["reasons"] = [*d[:1], pick, *d[1:]], [*r[:1], pick, *r[1:]]
        else:
            update["summary"] = msg("several.model.neither", "Neither holds {model} (about {need}): see fits {model} "
                                    "for what does.", model=card_param(est.arch.name), need=gb(need_gb(est.total)))
    return comparison.model_copy(update=update)

