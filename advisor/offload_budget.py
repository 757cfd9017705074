"""A budget that holds no whole MoE model: its experts in system RAM, on a card the budget buys.

``recommend 1500 --model gpt-oss-120b`` used to say "nothing within 1,500 USD is worth buying" and
show a 2,459 USD machine, although ``fits gpt-oss-120b`` itself lists the way people run it on such a
budget: the routed experts in system RAM (llama.cpp ``--cpu-moe``) and the rest on one card
(:meth:`advisor.offload.OffloadModel.plan`, the same estimate, calibrated on the measured rows of
``data/performance/moe_offload.csv``). When no way within the budget holds an MoE model whole, the
answer now carries that plan with a card the budget buys; the short form leads with it
(:func:`advisor.shape`'s headline ``shape.recommend.offload``). The system RAM it needs is said, not
priced: no sourced RAM kit price is in the project's data.

Pure: a function of the recommendation, the workload and the market's offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import Card as CardParam
from .i18n import Message, Money, Quantity, msg
from .models import Note, Recommendation
from .offload_said import owned_ram_said, reads_said
from .ram_speed import offload_basis
from .workload import QUANTS

if TYPE_CHECKING:
    from .fits import Offer
    from .offload import OffloadModel
    from .rules import RuleBook
    from .workload import Workload


def with_offload(rec: Recommendation, offload: OffloadModel, workload: Workload, offers: list[Offer],
                 rules: RuleBook, ram_gb: float | None = None) -> Recommendation:
    """``rec`` with the expert-offload plan (:attr:`Recommendation.offload`) and its note first when the
    job is running an MoE model, no pick is within the budget, and a recommended card within the
    budget (``rec.budget.market_amount``, market currency) holds what is not experts with room — else, with
    something to spend, the cheapest recommended card that does, over the budget (breaker 2026-12-03 (8): one
    dollar under a 212 USD card was "nothing worth buying" beside a 2,459 USD machine), which the headline says is
    over it; a plan that needs a workstation or server platform (its price not found) is a note, never the
    headline — unless ``ram_gb``, the system RAM the buyer has, holds the plan's (break35 #11: "I have 512GB DDR5":
    the platform is had, so the plan is the answer, said with that RAM); ``rec`` itself otherwise (a rig of several
    cards asked for, a fine-tune, a dense model)."""
    est = workload.estimate
    if rec.picks or est is None or not workload.decode or (workload.gpus or 1) > 1:
        return rec
    plan = offload.plan(est, [], offers, within=rec.budget.market_amount)
    if plan is None and rec.budget.market_amount > 0:  # no card within: the cheapest way, just over the budget
        plan = offload.plan(est, [], offers)  # said over it (``shape.recommend.offload-over``), never as within
    if plan is None:
        return rec
    plan = plan.model_copy(update={"speed": plan.speed.model_copy(update={"model": est.arch.name})})
    reason = rules.reason("memory.llm-task", plan.message)
    note = Note(rule_id=reason.rule_id, message=plan.message, source=reason.source)
    ways: list[Any] = []
    if ram_gb is not None and ram_gb >= plan.ram_total_gb and plan.price is not None \
            and plan.price.amount <= rec.budget.market_amount:  # the RAM is had: the budget buys speed (fix62g)
        plan = offload.plan(est, [], offers, within=rec.budget.market_amount, fastest=True) or plan
        plan = plan.model_copy(update={"speed": plan.speed.model_copy(update={"model": est.arch.name}),
                                       "ram_total_gb": ram_gb, "owned": True})
        ways = owned_ways(offload, est, offers, rec.budget.market_amount, plan)
    if plan.server and ram_gb is not None and ram_gb >= plan.ram_total_gb:  # the platform is had: the answer
        if reads_said(offload, plan.server):  # the RAM said: its bandwidth, never eight channels assumed (fix50b)
            plan = plan.model_copy(update={"message": owned_ram_said(plan, ram_gb, offload_basis(offload))})
        else:
            plan = plan.model_copy(update={"message": owned_ram(plan, ram_gb)})
        note = note.model_copy(update={"message": plan.message})
    elif plan.owned:  # a desktop's RAM had: said as the buyer's, at the bandwidth read (its kind, when said)
        if reads_said(offload, False):
            plan = plan.model_copy(update={"message": owned_ram_said(plan, plan.ram_total_gb, offload_basis(offload))})
        else:
            plan = plan.model_copy(update={"message": owned_desktop(plan, plan.ram_total_gb)})
        note = note.model_copy(update={"message": plan.message})
    elif plan.server:  # a workstation or server platform, its price not found: said, never the budget's answer
        return rec.model_copy(update={"notes": [*rec.notes, note]})
    kept = [n for n in rec.notes if n.rule_id not in NO_WAY_NOTES]  # "start on free notebooks": there is a way
    if not plan.owned and not plan.server and plan.price is not None and plan.price.amount <= rec.budget.market_amount:
        ways = [plan.model_copy(update={"quant": QUANTS.get(est.precision)})]  # the plan itself: a ranking's "1."
    ways = ways if not plan.server else []
    return rec.model_copy(update={"offload": plan, "notes": [note, *kept], "offload_ways": ways})


def owned_ways(offload: OffloadModel, est: Any, offers: list[Offer], within: float, plan: Any) -> list[Any]:
    """The cards within ``within`` (the budget, market currency) that run ``est``'s MoE model with its experts in the
    RAM had (``plan``'s, owned), fastest first, each faster than every cheaper one, at most three (fix63a #2: "gpu for
    qwen3 235b a22b, i have 256gb ram, budget 3000" named one card and ranked a 5,999 USD Mac "1."): each a plan of
    its own card (:meth:`advisor.offload.OffloadModel.plan`), said with the RAM had."""
    timed = []
    for o in offers:
        if o.price is None or o.route != "cuda" or o.card.is_system or o.price.amount > within:
            continue
        one = offload.plan(est, [], [o], within=within, fastest=True)
        if one is not None and one.price is not None and not one.server:
            timed.append(one.model_copy(update={"speed": one.speed.model_copy(update={"model": est.arch.name}),
                                                "ram_total_gb": plan.ram_total_gb, "owned": True,
                                                "quant": QUANTS.get(est.precision)}))
    front: list[Any] = []
    for one in sorted(timed, key=lambda w: (w.price.amount if w.price is not None else 0.0, -w.speed.tok_s, w.card)):
        if all(round(one.speed.tok_s, 1) > round(w.speed.tok_s, 1) for w in front):  # faster than every cheaper one
            front.append(one)
    return sorted(front, key=lambda w: -w.speed.tok_s)[:3]


def owned_ram(plan, ram_gb: float) -> Message:
    """The plan on the system RAM the buyer has (``ram_gb``, at least the plan's ``ram_total_gb``): the card holds the
    rest, the RAM had the experts, at the plan's bandwidth (eight DDR5 channels: a platform with that much RAM is a
    workstation's or a server's; fewer channels decode slower)."""
    return msg("offload.ram-owned", "Keep its experts in your {ram} of system RAM (llama.cpp {flag}): a {card} "
               "({memory}, {price}) holds the rest ({gpu:.1f}) and the RAM its {experts:.1f} of experts; on eight "
               "DDR5 channels ({bandwidth}) it decodes ≈ {tok_s}, an estimate (± {error}); fewer channels decode "
               "slower.", ram=Quantity(value=ram_gb, unit="GB"), flag=plan.flag, card=CardParam(value=plan.card),
               memory=Quantity(value=plan.memory_gb, unit="GB"),
               price=Money(amount=plan.price.amount, currency=plan.price.currency),
               gpu=Quantity(value=plan.gpu_gb, unit="GB"), experts=Quantity(value=plan.ram_gb, unit="GB"),
               bandwidth=Quantity(value=plan.ram_bandwidth_gb_s, unit="GB/s"),
               tok_s=Quantity(value=round(plan.speed.tok_s, 1), unit="tok/s", digits=1 if plan.speed.tok_s < 10 else 0),
               error=Quantity(value=round(plan.error * 100), unit="%", digits=0))


def owned_desktop(plan, ram_gb: float) -> Message:
    """The desktop plan on the system RAM the buyer has (``ram_gb``, GB, at least the plan's kit; fix62g): the fastest
    card within the budget holds the rest and the RAM had the experts, read at the plan's bandwidth (GB/s); a card
    with more memory keeps some experts too (llama.cpp ``--n-cpu-moe``)."""
    return msg("offload.ram-owned.desktop", "Keep its experts in your {ram} of system RAM (llama.cpp {flag}, or "
               "--n-cpu-moe to keep some on the card): the fastest card within the budget, a {card} ({memory}, "
               "{price}), holds the rest ({gpu:.1f}) and the RAM its {experts:.1f} of experts; at {bandwidth} it "
               "decodes ≈ {tok_s}, an estimate (± {error}).", ram=Quantity(value=ram_gb, unit="GB"), flag=plan.flag,
               card=CardParam(value=plan.card), memory=Quantity(value=plan.memory_gb, unit="GB"),
               price=Money(amount=plan.price.amount, currency=plan.price.currency),
               gpu=Quantity(value=plan.gpu_gb, unit="GB"), experts=Quantity(value=plan.ram_gb, unit="GB"),
               bandwidth=Quantity(value=plan.ram_bandwidth_gb_s, unit="GB/s"),
               tok_s=Quantity(value=round(plan.speed.tok_s, 1), unit="tok/s", digits=1 if plan.speed.tok_s < 10 else 0),
               error=Quantity(value=round(plan.error * 100), unit="%", digits=0))


NO_WAY_NOTES = frozenset({"cloud.free-tier"})
"""The notes of an answer with no way within the budget that an expert-offload plan within it makes untrue."""


__all__ = ["owned_ways", "with_offload"]
