"""What a model needs in the precision its weights are released in, said beside an owner's 4-bit fit
(:func:`as_released`): 16 bits for most, FP8 for DeepSeek V3/R1 (``published_precision`` in data/models.csv) —
whether the rig holds it, how many of its cards would, or, for a small model past one small card, the memory one card
needs (mend46b: never "3 cards of 4 GB" for a 4B model)."""

from __future__ import annotations

import math

from .fits import Estimate, estimate, need_gb
from .fits.parsing import released_precision
from .i18n import Message, msg
from .models import OwnedRig
from .owned import _holds, yours_total
from .thresholds import HEADROOM_GB, ONE_CARD_GB
from .wording import gb


def _released_name(released: str) -> Message:
    """The precision weights are released in, as a sentence names it: "16 bits" or "FP8"."""
    return msg("fits.own.released.fp8", "FP8") if released == "fp8" else msg("fits.own.released.16", "16 bits")


def _holding(released: str, full: float, total: float) -> Message:
    """The rig holds the released weights (``full`` GB of its ``total``), split by layers."""
    if released == "fp8":  # DeepSeek V3 / R1: FP8 weights as published, never "16 bits" (1,251 GB beside 700)
        return msg("fits.own.as-released-fp8.holds", "In FP8, as its weights are released, it needs about {need}: "
                   "{total} hold that too, split by layers.", need=gb(full), total=yours_total(gb(total)))
    return msg("fits.own.as-released.holds", "In 16 bits, as its weights are released, it needs about {need}: "
               "{total} hold that too, split by layers.", need=gb(full), total=yours_total(gb(total)))


def as_released(est: Estimate, rig: OwnedRig, machine: bool = False) -> Message | None:
    """An inference job sized at the default 4-bit quant on the owner's rig (F14: "does the 40B model run on
    several 4090s?"): what it needs in the precision its weights are released in (16 bits for most; FP8 for
    DeepSeek V3/R1, ``published_precision`` in data/models.csv from each model's config), as the reference
    runtimes load them, and whether the rig holds that split by layers or how many of its cards would — so the
    4-bit assumption is not the only answer. Released weights within the rig's memory but short of its headroom are
    "on the edge" (never "more than"); a small model whose Q8_0 or Q6_K fits one card with room is told that level
    will do, never to add cards (fix63c: Llama 3.2 3B on an 8 GB card); ``machine``: the rig is a Mac, a Jetson or an
    iGPU, whose larger model the caller names instead. ``None`` for a job not in 4-bit, a model released in the
    precision asked (gpt-oss's MXFP4), or when the released weights need no more than the rig's smallest card."""
    if est.task != "inference" or est.precision not in ("int4", "mxfp4") or not rig.cards:
        return None
    released = released_precision(est.arch)
    if released == est.precision:
        return None
    as_said = estimate(est.arch, "inference", released, est.context, est.batch)
    full = need_gb(as_said.total)
    each = min(c.memory_gb for c in rig.cards)
    if full + HEADROOM_GB <= each:
        return None
    total = sum(c.memory_gb * c.count for c in rig.cards)
    if _holds(as_said, rig)[0]:  # with room, split by layers: the test the best level's "fits with room" makes
        # (advisor.best_level), one threshold for both sentences (break48 M11: "fits with room is F16: 133.8 GB",
        # then "133.8 GB of your 160 GB: only on the edge")
        return _holding(released, full, total)
    if full <= total:  # within the memory, only short of the headroom: "more than the 8 GB" at 7.5 GB was false
        return msg("fits.own.as-released.edge", "In {precision}, as its weights are released, it needs about {need} "
                   "of {total}: only on the edge, with no room left for a longer context.",
                   precision=_released_name(released), need=gb(full), total=yours_total(gb(total)))
    near = [(name, need) for level, name in (("int8", "Q8_0"), ("q6_k", "Q6_K")) if (need := need_gb(estimate(
        est.arch, "inference", level, est.context, est.batch).total)) + HEADROOM_GB <= each]
    if released != "fp8" and near and not machine:  # a small model: Q8_0 or Q6_K fits one card, never "2 cards of 8 GB"
        return msg("fits.own.as-released.q8-fits", "In 16 bits, as its weights are released, it needs about {need}, "
                   "more than {total}; {level} ({level_need}) fits, so no more memory is needed for this model.",
                   need=gb(full), total=yours_total(gb(total)), level=near[0][0], level_need=gb(near[0][1]))
    least = float(math.ceil(full + HEADROOM_GB))
    if released != "fp8" and not machine and rig.count == 1 and least <= ONE_CARD_GB:  # a small model past a small
        return msg("fits.own.as-released.one-card", "In 16 bits, as its weights are released, it needs about {need}, "
                   "more than {total}: one card with {least} or more runs it so, simpler than splitting it by "
                   "layers over several cards of {memory}.",
                   need=gb(full), total=yours_total(gb(total)), least=gb(least), memory=gb(each))  # card (mend46b);
        # several small cards do hold it split by layers: said as the harder way, never as "never" (break49 #9)
    if released == "fp8":  # DeepSeek V3 / R1: FP8 weights as published, never "16 bits" (1,251 GB beside 700)
        return msg("fits.own.as-released-fp8.more", "In FP8, as its weights are released, it needs about {need}, more "
                   "than {total}: {count} cards of {memory}.", need=gb(full), total=yours_total(gb(total)),
                   count=math.ceil(full / max(each - HEADROOM_GB, 1.0)), memory=gb(each))
    return msg("fits.own.as-released.more", "In 16 bits, as its weights are released, it needs about {need}, more than "
               "{total}: {count} cards of {memory}.", need=gb(full), total=yours_total(gb(total)),
               count=math.ceil(full / max(each - HEADROOM_GB, 1.0)), memory=gb(each))
