"""The lowest GGUF levels for an owner's rig a model does not fit (breaker, issue 28 §2: "llama 3 70b IQ3_XXS on 2x
3060 12gb" was told "needs 29.2 GB: does not fit" and nothing lower; people run 70B on 24 GB at 2-bit).

When neither the asked level nor :func:`advisor.levers.owner_variants`' steps fit the rig with room, the ladder is
walked further down — the 2-bit i-quants of :data:`advisor.levers.LADDER` below the level asked, largest first, each
at the context asked and then at 2,048 and 1,024 tokens — and the first that fits, even tightly, is said with its
GB, its context and its quality cost (:func:`advisor.levers.quality_cost`), with the other route (layers in system
RAM) after it. Dense models below :data:`advisor.fits.ways.HUGE_MODEL_PARAMS` only, as the ladder is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .fits import Estimate, bits_of, estimate, need_gb, quant_name
from .fits.ways import HUGE_MODEL_PARAMS
from .i18n import Message, MessageParam, Number, Text, msg
from .levers import LADDER, quality_cost
from .models import OwnedRig, RigFit
from .wording import gb

SHORT_CONTEXTS = (2048, 1024)
"""The shorter contexts (tokens) a 2-bit level is tried at after the one asked: a chat's working room."""


def lowest_level(est: Estimate, rig: OwnedRig,
                 holds: Callable[[Estimate, OwnedRig], tuple[bool, bool, list[float]]],
                 ram_way: Message | MessageParam | None = None) -> Message | None:
    """The first level below ``est``'s that the ``rig`` holds, with the context it needs (module docstring); ``None``
    for fine-tuning, an MoE or a huge model, or when even the lowest level at 1,024 tokens does not fit. ``holds``:
    whether a job fits the rig with room, at all, and its GB on each kind of card (:func:`advisor.owned._holds`).
    ``ram_way``: the plan with layers in system RAM at the best level the cards and the RAM hold (:func:`layered_level`,
    its GB in RAM and decode speed), said as the other way instead of a bare "much slower" (fix59a)."""
    if est.task != "inference" or est.arch.params >= HUGE_MODEL_PARAMS or est.arch.experts > 1:
        return None
    here = bits_of(est.precision)
    contexts = [est.context, *[c for c in SHORT_CONTEXTS if c < est.context]]
    for q in LADDER:
        if bits_of(q) >= here - 0.01:
            continue
        for context in contexts:
            other = estimate(est.arch, "inference", q, context, est.batch)
            roomy, tight, _ = holds(other, rig)
            if not tight:
                continue
            cost = quality_cost(q, params_b=est.arch.params / 1e9)
            if ram_way is not None:
                return msg("owned.fits.lower.or-ram", "Lower down the ladder, {level} at {context:,.0f} tokens of "
                           "context needs about {need} and fits{tight}{cost}. The other way is a higher level with "
                           "layers in system RAM: {ram_way}", level=Text(value=quant_name(q)),
                           context=Number(value=context), need=gb(need_gb(other.total)),
                           tight=Text(value="") if roomy else msg("owned.fits.lower.tight", ", tightly"),
                           cost=msg("owned.fits.lower.cost", ", {cost}", cost=cost) if cost is not None
                           else Text(value=""), ram_way=ram_way)
            return msg("owned.fits.lower", "Lower down the ladder, {level} at {context:,.0f} tokens of context needs "
                       "about {need} and fits{tight}{cost}; the other way is layers in system RAM (llama.cpp "
                       "--n-gpu-layers), much slower.", level=Text(value=quant_name(q)), context=Number(value=context),
                       need=gb(need_gb(other.total)),
                       tight=Text(value="") if roomy else msg("owned.fits.lower.tight", ", tightly"),
                       cost=msg("owned.fits.lower.cost", ", {cost}", cost=cost) if cost is not None
                       else Text(value=""))
    return None


def layered_level(est: Estimate, rig: OwnedRig, offload_at: Callable[[Estimate], RigFit | None],
                  head: dict[str, Any]) -> RigFit | None:
    """A dense model's inference that the owner's VRAM and system RAM do not hold together at ``est``'s level, at the
    first level of :data:`advisor.levers.LADDER` below it (largest first) whose layers past the cards fit the RAM:
    ``offload_at(other)`` is that level's offload plan (:func:`advisor.owned._offload`: the layers in RAM, the decode
    speed of :mod:`advisor.ram_fit`) or ``None``; said after the level asked, with the level's quality cost. ``None``
    for fine-tuning, an MoE, or when no level of the ladder fits. ``head``: the answer's head parameters (``rig``,
    ``job``, ``need``, ``total``)."""
    if est.task != "inference" or est.arch.experts > 1 or not rig.ram_gb:
        return None
    here = bits_of(est.precision)
    for q in LADDER:
        if bits_of(q) >= here - 0.01:
            continue
        plan = offload_at(estimate(est.arch, "inference", q, est.context, est.batch))
        if plan is None or plan.way != "offload":
            continue
        cost = quality_cost(q, params_b=est.arch.params / 1e9)
        text = msg("owned.fits.layers.lower", "On {rig}: {job} needs about {need}, more than its {total} of VRAM and "
                   "{ram} of RAM together hold; the best level they hold is {level}{cost}. {lower}",
                   ram=gb(rig.ram_gb), level=Text(value=quant_name(q)),
                   cost=msg("owned.fits.lower.cost", ", {cost}", cost=cost) if cost is not None else Text(value=""),
                   lower=plan.message, **head)
        return plan.model_copy(update={"message": text, "other_precision": q})
    return None


WIRED_LADDER = ("q3_k_m", "q2_k", "iq2_m", "iq2_xs", "iq2_xxs", "iq1_m", "iq1_s")
"""The levels a Mac's raised wired-memory limit is tried at for a model over it, largest first (bits per weight in
``data/performance/quant_bits.csv``: 4.00, 3.16, 2.93, 2.59, 2.38, 2.15, 2.00)."""


def wired_level(est: Estimate, raised_gb: float, headroom_gb: float) -> tuple[Estimate, Message] | None:
    """A Mac's raised wired-memory limit (``raised_gb``, :func:`advisor.routes.raised_memory_gb`) and the largest
    level below ``est``'s that fits it with ``headroom_gb`` to spare, with that level's quality cost (breaker: a 256 GB
    Mac Studio was offered only IQ1_S for DeepSeek R1 in its default GPU share, while the raised limit holds a
    ~2-bit quant); ``None`` for fine-tuning or when no level fits."""
    if est.task != "inference":
        return None
    here = bits_of(est.precision)
    for q in WIRED_LADDER:
        if bits_of(q) >= here - 0.01:
            continue
        other = estimate(est.arch, "inference", q, est.context, est.batch)
        if need_gb(other.total) + headroom_gb <= raised_gb:
            cost = quality_cost(q, params_b=est.arch.params / 1e9)
            return other, msg("owned.fits.wired.level", "with its wired-memory limit raised (sudo sysctl "
                              "iogpu.wired_limit_mb=…, up to {raised}), {level} needs about {need} and fits{cost}",
                              raised=gb(round(raised_gb, 1)), level=Text(value=quant_name(q)),
                              need=gb(need_gb(other.total)),
                              cost=msg("owned.fits.lower.cost", ", {cost}", cost=cost) if cost is not None
                              else Text(value=""))
    return None
