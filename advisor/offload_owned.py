"""The MoE expert-offload plan for an owner (break30 #6: "qwen3 235b on a 3060 with 32gb ram?" was told "a GeForce
RTX 3060 Ti (8 GB, 212 USD) holds the rest (6.4 GB)" — a weaker card to buy, while the owner's 12 GB already holds
those 6.4 GB and what they lack is system RAM, 32 GB against the 192 GB the experts need).

When the owner's largest card holds what stays on a GPU (with the usual headroom), the plan is theirs: no card to buy,
the RAM the experts need said against the RAM they said they have, and the decode estimated on their card. A plan on
a workstation or server platform, or an owner's card too small for the rest, is left as it is. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fits import need_gb
from .i18n import Card as CardParam
from .i18n import Quantity, Text, msg
from .thresholds import HEADROOM_GB

if TYPE_CHECKING:
    from .fits import Estimate
    from .models import Card, OffloadPlan, OwnedRig
    from .offload import OffloadModel


def owned_plan(model: OffloadModel, est: Estimate, plan: OffloadPlan | None, rig: OwnedRig | None,
               cards: dict[str, Card]) -> OffloadPlan | None:
    """``plan`` on the owner's largest card of ``rig`` when it holds the rest (module docstring); ``plan`` as it is
    otherwise."""
    if plan is None or rig is None or plan.server or not rig.cards:
        return plan
    mine = max(rig.cards, key=lambda c: c.memory_gb)
    card = cards.get(mine.card)
    if card is None or card.is_system or mine.memory_gb < need_gb(plan.gpu_gb) + HEADROOM_GB:
        return plan
    from .cpu_only import is_cpu

    if is_cpu(card):  # no GPU had, only RAM: the CPU's own answer (advisor.cpu_only)
        return plan
    from .ram_speed import offload_basis

    # the owner's RAM as said (fix47a): its bandwidth, else the plan's desktop assumption
    bandwidth = model.ram_bandwidth_gb_s if model.ram_said is not None else plan.ram_bandwidth_gb_s
    try:
        speed = model.speed(mine.card, est.arch, est.precision, bandwidth_gb_s=bandwidth)
    except KeyError:  # a GPU known only by its memory: no figures to estimate it on
        return plan
    if speed is None:
        return plan
    params = dict(flag=plan.flag, card=CardParam(value=mine.card),
                  gpu=Quantity(value=plan.gpu_gb, unit="GB"), experts=Quantity(value=plan.ram_gb, unit="GB"),
                  kit=Quantity(value=plan.ram_total_gb, unit="GB"),
                  bandwidth=Quantity(value=bandwidth, unit="GB/s"), memory=offload_basis(model),
                  tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0),
                  error=Quantity(value=round(plan.error * 100), unit="%", digits=0))
    if rig.ram_gb is not None and rig.ram_gb >= plan.ram_total_gb:
        message = msg("offload.owned.enough", "Or keep its experts in system RAM (llama.cpp {flag}): your {card} "
                      "holds the rest ({gpu:.1f}), and your {ram} of system RAM holds the {experts:.1f} of "
                      "experts; at {bandwidth} ({memory}) it decodes ≈ {tok_s}, an estimate (± {error}).",
                      ram=Quantity(value=rig.ram_gb, unit="GB"), **params)
    else:
        have = (msg("offload.owned.have", " against your {ram}", ram=Quantity(value=rig.ram_gb, unit="GB"))
                if rig.ram_gb is not None else Text(value=""))
        message = msg("offload.owned", "Or keep its experts in system RAM (llama.cpp {flag}): your {card} already "
                      "holds the rest ({gpu:.1f}), so no card is needed; what is missing is system RAM: the "
                      "{experts:.1f} of experts need {kit}{have}. At {bandwidth} ({memory}) it would "
                      "decode ≈ {tok_s}, an estimate (± {error}).", have=have, **params)
    return plan.model_copy(update={"card": mine.card, "memory_gb": mine.memory_gb, "price": None, "speed": speed,
                                   "message": message, "ram_bandwidth_gb_s": bandwidth})




def with_owned_plan(model: OffloadModel, est: Estimate, fit: Any, rig: OwnedRig, cards: dict[str, Card]) -> Any:
    """``fit`` with its offload plan on the owner's card (:func:`owned_plan`), and the reason that said the plan saying
    the owner's one."""
    plan = owned_plan(model, est, fit.offload, rig, cards)
    if plan is None or plan is fit.offload:
        return fit
    old = fit.offload.message
    reasons = [r.model_copy(update={"message": plan.message}) if r.message == old else r for r in fit.reasons]
    return fit.model_copy(update={"offload": plan, "reasons": reasons})


__all__ = ["owned_plan", "with_owned_plan"]
