"""A long context asked on an owner's rig that does not hold it (break32 #13: "llama 3.1 70b with 128k context on 2
3090s", "qwen3 32b 64k context on my 4090" were answered "Q4_K_S at 2,048 tokens of context fits": an answer to no
question asked).

When an inference job at a long context (:data:`advisor.kv_cache.LONG_CONTEXT` tokens or more) does not fit the rig,
even with its KV cache in 8 bits (:func:`advisor.owned._kv_fit` said that fit first), the answer keeps the context
asked and says, from ``fits``' own arithmetic (:func:`advisor.fits.estimate`):

- what the context needs: the KV cache's GB at that context, and per token (16 bits, llama.cpp's default);
- the levers in order, with their needs: the cache in 8 bits (``--cache-type-k q8_0 --cache-type-v q8_0``), in 4 bits
  (``q4_0``, :data:`KV_4BIT_KEPT`), then a smaller GGUF level (:data:`advisor.levers.LADDER`, dense models below
  :data:`advisor.fits.ways.HUGE_MODEL_PARAMS`) with the 8-bit, then the 4-bit cache — the first that fits is said
  with its quality cost (:func:`advisor.levers.quality_cost`), or that none does down to the ladder's foot;
- the largest context the rig holds with room at the level asked (the usual Q4_K_M), with the 16-bit and the 8-bit
  cache, in steps of :data:`STEP` tokens;
- what holds the context asked at that level: how many of the rig's largest card, split by layers (up to
  :data:`MOST_CARDS`; never for a machine whose memory is its RAM).

Pure: the rig, the estimate and the fit test (:func:`advisor.owned._holds`) only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from .fits import Estimate, bits_of, estimate, need_gb, quant_name
from .fits.ways import HUGE_MODEL_PARAMS
from .i18n import Message, Number, Quantity, Text, msg
from .kv_cache import KV_8BIT_KEPT, LONG_CONTEXT
from .levers import LADDER, LOW_LEVELS, quality_cost
from .models import OwnedRig
from .wording import card_param, gb

KV_4BIT_KEPT = 18 / 64
"""The share of its 16-bit size a KV cache keeps in llama.cpp's ``q4_0`` (``--cache-type-k q4_0 --cache-type-v q4_0``):
ggml's ``block_q4_0`` stores 32 values in 18 bytes (one fp16 scale and 16 bytes of 4-bit values) against 64 bytes in
fp16 (ggml-org/llama.cpp ggml/src/ggml-common.h)."""
STEP = 1024
"""The largest context that fits is said in steps of this many tokens (product choice: a round figure to set)."""
MOST_CARDS = 8
"""The most of the rig's card said to hold the context asked (product choice: past eight cards, a server's question)."""

SMALL_FLOOR_B = 12.0
"""A dense model of at most this many billion parameters is never advised below Q3_K_M (:data:`advisor.levers.
LOW_LEVELS`) for a long context (break33 #10: "IQ2_XS with the 4-bit cache" for Llama 3.1 8B): llama.cpp's quantize
table, measured on Llama 3 8B, adds 0.66 perplexity at Q3_K_M but 1.63 at Q3_K_S and 3.52 at Q2_K
(``data/performance/quant_quality.csv``), and its figures stand as they are up to 1.5 times the 8B
(:func:`advisor.levers.quality_cost`); a larger model loses less and may go lower."""

Holds = Callable[[Estimate, OwnedRig], tuple[bool, bool, list[float]]]


def _kv(est: Estimate, kept: float) -> Estimate:
    """``est`` with its KV cache at ``kept`` of its 16-bit size."""
    return replace(est, kv_cache=est.kv_cache * kept)


def _fix(est: Estimate, rig: OwnedRig, holds: Holds) -> Message:
    """The first lever of the module docstring's order that makes ``est`` fit ``rig`` at its full context."""
    four = _kv(est, KV_4BIT_KEPT)
    if holds(_kv(est, KV_8BIT_KEPT), rig)[1]:  # (with room, the owner's fit said it already)
        return (msg("owned.long.fix.kv8-tight-kv4", "with the 8-bit cache it fits, tightly; with the 4-bit cache, "
                    "with room") if holds(four, rig)[0] else
                msg("owned.long.fix.kv8-tight", "with the 8-bit cache it fits, tightly"))
    roomy, tight, _ = holds(four, rig)
    if tight:
        return msg("owned.long.fix.kv4", "with the 4-bit cache it fits{tight}",
                   tight=Text(value="") if roomy else msg("owned.fits.lower.tight", ", tightly"))
    if est.arch.params >= HUGE_MODEL_PARAMS or est.arch.experts > 1:
        return msg("owned.long.fix.none-kv", "neither holds it")
    here = bits_of(est.precision)
    small = est.arch.params / 1e9 <= SMALL_FLOOR_B
    ladder = [q for q in LADDER if not (small and q in LOW_LEVELS)]  # the quality floor (SMALL_FLOOR_B)
    for q in ladder:
        if bits_of(q) >= here - 0.01:
            continue
        lower = estimate(est.arch, "inference", q, est.context, est.batch)
        for bits, kept in ((8, KV_8BIT_KEPT), (4, KV_4BIT_KEPT)):
            other = _kv(lower, kept)
            roomy, tight, _ = holds(other, rig)
            if not roomy:  # a lower level advised fits with headroom: 8.0 GB on an 8 GB card does not (break33 #10)
                continue
            cost = quality_cost(q, params_b=est.arch.params / 1e9)
            return msg("owned.long.fix.level", "down the ladder, {level} with the {bits:.0f}-bit cache needs about "
                       "{need} and fits{tight}{cost}", level=Text(value=quant_name(q)), bits=Number(value=bits),
                       need=gb(need_gb(other.total)),
                       tight=Text(value=""),
                       cost=msg("owned.fits.lower.cost", ", {cost}", cost=cost) if cost is not None
                       else Text(value=""))
    return msg("owned.long.fix.none", "no level down to {level} holds it at this context, even with the 4-bit cache",
               level=Text(value=quant_name(ladder[-1])))


def _longest(est: Estimate, rig: OwnedRig, holds: Holds, kept: float) -> int:
    """The most tokens, in steps of :data:`STEP` below ``est``'s context, that ``rig`` holds ``est``'s model at with
    room, its KV cache at ``kept`` of 16 bits; 0 when not even :data:`STEP` tokens fit."""
    low, high = 0, est.context // STEP - 1
    while low < high:
        mid = (low + high + 1) // 2
        if holds(_kv(estimate(est.arch, "inference", est.precision, mid * STEP, est.batch), kept), rig)[0]:
            low = mid
        else:
            high = mid - 1
    return low * STEP


def _most(est: Estimate, rig: OwnedRig, holds: Holds) -> Message:
    """The largest context the rig holds at ``est``'s level (module docstring)."""
    plain = _longest(est, rig, holds, 1.0)
    eight = _longest(est, rig, holds, KV_8BIT_KEPT)
    level = Text(value=quant_name(est.precision))
    if not eight:
        return msg("owned.long.most.none", "At {level} no long context fits: the weights alone need about "
                   "{weights}.", level=level, weights=gb(need_gb(est.weights)))
    if not plain:
        return msg("owned.long.most.kv8", "At {level} the longest context that fits with room is about {eight:,.0f} "
                   "tokens, with the 8-bit cache only.", level=level, eight=Number(value=eight))
    return msg("owned.long.most", "At {level} the longest context that fits with room is about {plain:,.0f} tokens, "
               "about {eight:,.0f} with the 8-bit cache.", level=level, plain=Number(value=plain),
               eight=Number(value=eight))


def _holder(est: Estimate, rig: OwnedRig, holds: Holds) -> Message | None:
    """How many of the rig's largest card hold ``est`` at its full context with room, split by layers; ``None`` past
    :data:`MOST_CARDS`."""
    biggest = max(rig.cards, key=lambda c: c.memory_gb)
    for n in range(rig.count + 1, MOST_CARDS + 1):
        more = OwnedRig(cards=[biggest.model_copy(update={"count": n})], memory_gb=round(biggest.memory_gb * n, 1))
        if holds(est, more)[0]:
            return msg("owned.long.holder", "The full {context:,.0f} tokens at {level} with the 16-bit cache take "
                       "{count:.0f} × {card} ({total}), split by layers.", context=Number(value=est.context),
                       level=Text(value=quant_name(est.precision)), count=Number(value=n),
                       card=card_param(biggest.card), total=gb(more.memory_gb))
    return None


def long_asked(est: Estimate) -> bool:
    """Whether ``est`` is an inference at a long context (:data:`LONG_CONTEXT`) with a KV cache: its context is kept,
    never cut as the way it fits (:func:`long_context` says the levers and the longest context that fits)."""
    return est.task == "inference" and est.context >= LONG_CONTEXT and est.kv_cache > 0


def context_kept(ways: list[tuple[Message, str, str, int]], est: Estimate) -> list[tuple[Message, str, str, int]]:
    """An owner's cheaper ways of ``est`` (:func:`advisor.levers.owner_variants`) up to the first that cuts a long
    context asked (:func:`long_asked`): that one and those after it (2-3-bit levels at a 16-bit cache) give way to
    :func:`long_context`'s levers; every way when the context is not long."""
    if not long_asked(est):
        return ways
    cut = next((i for i, w in enumerate(ways) if w[3] < est.context), len(ways))
    return ways[:cut]


def long_context(est: Estimate, rig: OwnedRig, holds: Holds, several: bool = True) -> Message | None:
    """What an owner's rig does with a long context it does not hold (module docstring); ``None`` for fine-tuning,
    a context under :data:`LONG_CONTEXT` or a model with no KV cache. ``several``: more of the rig's card may be
    said to hold it (not for a machine whose memory is its RAM)."""
    if not long_asked(est):
        return None
    per_token = est.kv_cache * 1024 / est.context  # MB a token
    parts: list[Message] = [
        msg("owned.long.kv", "At {context:,.0f} tokens the KV cache alone is {kv} of that (about {per:.2f} MB a "
            "token in 16 bits). Kept in 8 bits (llama.cpp --cache-type-k q8_0 --cache-type-v q8_0 with flash "
            "attention; vLLM --kv-cache-dtype fp8) it needs about {eight}, in 4 bits (llama.cpp q4_0, at more "
            "quality cost) about {four}; {fix}.", context=Number(value=est.context),
            kv=Quantity(value=round(est.kv_cache, 1), unit="GB", digits=1), per=Number(value=per_token),
            eight=gb(need_gb(_kv(est, KV_8BIT_KEPT).total)), four=gb(need_gb(_kv(est, KV_4BIT_KEPT).total)),
            fix=_fix(est, rig, holds)),
        _most(est, rig, holds)]
    holder = _holder(est, rig, holds) if several else None
    if holder is not None:
        parts.append(holder)
    out = parts[0]
    for p in parts[1:]:
        out = msg("owned.long.then", "{first} {then}", first=out, then=p)
    return out


__all__ = ["KV_4BIT_KEPT", "MOST_CARDS", "STEP", "context_kept", "long_asked", "long_context"]
