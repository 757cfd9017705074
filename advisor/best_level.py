"""The best quant level an owner's rig holds for a model named without a precision (fix37c, issue 28 §4; break30 #10:
"qwen2.5 72b on 3x 3090, best quant?" was answered at Q4_K_M "assumed as you named no precision" on 72 GB that hold
Q6_K; "qwen3 235b on my 4090 with 256gb ram, which quant?" at Q4_K_M using 121 GB of the 256).

``fits MODEL --card …`` sizes a model at the default Q4_K_M; when the rig holds a better level with room — the
same walk and the same test as the owner's list (:data:`advisor.runs.PRECISIONS_TRIED`, :func:`advisor.owned._holds`)
or, for a mixture of experts with its experts in system RAM, the same offload plan (:func:`advisor.owned._offload`)
— the answer says that level, its need and its speed, and why not the next one up (its need): one truth between the
list and ``fits``. A level is "better" by its bits (``data/performance/quant_quality.csv``: Q6_K adds 0.02
perplexity over 16-bit on Llama 3 8B, Q4_K_M 0.18).
"""

from __future__ import annotations

from .fits import Estimate, estimate, need_gb
from .fits.memory import quant_name
from .i18n import Message, Text, msg
from .models import Card, OwnedRig, RigFit
from .wording import gb
from .workload import DecodeSpeeds

DEFAULT = "int4"
"""The level ``fits`` assumes when none is named (Q4_K_M)."""


def _above(est: Estimate) -> tuple[str, ...]:
    """The walk's levels better than the default, best first (F16, Q8_0, Q6_K, Q5_K_M)."""
    from .runs import PRECISIONS_TRIED

    return PRECISIONS_TRIED[:PRECISIONS_TRIED.index(DEFAULT)]


def best_level(est: Estimate, done: RigFit, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds,
               offload=None, full_said: bool = False) -> Message | None:
    """The best level above Q4_K_M that ``rig`` holds ``est``'s model at, the way ``done`` (the default's fit) runs
    it — alone or split with room, or with its experts in RAM — said with its need, speed and the next level's
    need; ``None`` when the default is the best, the job is no inference at the default, ``done`` is tight or
    does not run, or it runs with its experts in a system RAM the asker did not give. ``full_said``: the 16-bit
    need is said beside it (:func:`advisor.owned.as_released`), so F16's need is not said twice."""
    if est.task != "inference" or est.precision != DEFAULT or done.tight or done.way == "none":
        return None
    if done.way == "offload" and rig.ram_gb is None:
        return None  # the RAM is not said: "your VRAM and RAM hold it up to Q8_0" would be of RAM nobody gave
    from .owned import _holds, _offload, _speed, rig_name, rig_speed

    walk = _above(est)
    for i, level in enumerate(walk):
        other = estimate(est.arch, "inference", level, est.context, est.batch)
        speed = None
        if done.way in ("alone", "split"):
            if not _holds(other, rig)[0]:
                continue
            speed = rig_speed(other, rig, cards, speeds)
        else:  # the experts in RAM: the same plan at the better level
            plan = _offload(other, rig, cards, speeds, offload, {"rig": rig_name(rig), "total": gb(rig.memory_gb),
                                                                 "job": Text(value=""), "need": gb(0)})
            if plan is None or plan.way != "offload" or plan.ram_needed_gb is None:
                continue
            speed = plan.speed
        said = _speed(speed)
        params = dict(quant=quant_name(level), need=gb(need_gb(other.total)),
                      speed=msg("best-level.speed", ", decoding at {speed}", speed=said) if said is not None
                      else Text(value=""))
        if done.way == "offload" and est.arch.experts > 1:  # more bits, more of them read from RAM per token
            return msg("best-level.ram", "Your VRAM and RAM hold it up to {quant}: about {need}{speed} — better "
                       "answers, but slower, as every token reads more experts from RAM.", **params)
        if done.way == "offload":  # a dense model: no experts; more of its layers, each larger, read from RAM
            return msg("best-level.ram.dense", "Your VRAM and RAM hold it up to {quant}: about {need}{speed} — "
                       "better answers, but slower, as every token reads more of its weights from RAM (more of its "
                       "layers there, each larger).", **params)
        if i == 0 or (i == 1 and full_said):
            return msg("best-level.top", "The best level that fits with room is {quant}: about {need}{speed}.",
                       **params)
        up = estimate(est.arch, "inference", walk[i - 1], est.context, est.batch)
        return msg("best-level.said", "The best level that fits with room is {quant}: about {need}{speed}; {up} "
                   "would need {up_need}.", up=quant_name(walk[i - 1]), up_need=gb(need_gb(up.total)), **params)
    return None
