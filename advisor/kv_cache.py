"""The 8-bit KV cache as a lever on a sized LLM job (fix37c, fix38d): the share of the cache it keeps, how it is
switched on, and the job with it applied — used by the buyer's line (:mod:`advisor.kv_lever`) and an owner's fit
(:mod:`advisor.owned`, :mod:`advisor.owner`). Pure; imports only ``fits``' arithmetic.
"""

from __future__ import annotations

from .fits import Estimate

KV_8BIT_KEPT = 0.5
"""The share of the KV cache an 8-bit cache keeps: half of fp16 (``data/oom_levers.csv`` ``kv-cache-quantization``)."""
LONG_CONTEXT = 32768
"""A context of at least this many tokens is long (product choice: past it a mid-size model's KV cache is gigabytes)."""
KV_SHARE = 0.25
"""The lever is said when the KV cache is at least this share of the job's memory (product choice: below it, halving
the cache moves no card class)."""


def kv_halved(est: Estimate) -> Estimate | None:
    """``est`` with its KV cache in 8 bits, when that lever is worth saying for it (an inference at a long context
    whose cache is a large share of the need: :data:`LONG_CONTEXT`, :data:`KV_SHARE`); ``None`` otherwise. An owner's
    fit that fails by its context hears this before "cut the context" (break31 #11)."""
    if est.task != "inference" or est.context < LONG_CONTEXT or est.kv_cache < KV_SHARE * est.total:
        return None
    from dataclasses import replace

    return replace(est, kv_cache=est.kv_cache * KV_8BIT_KEPT)


KV_FLAGS = ("llama.cpp --cache-type-k q8_0 --cache-type-v q8_0 with flash attention; vLLM --kv-cache-dtype fp8")
"""How the 8-bit KV cache is switched on, as said in every line of it."""


__all__ = ["KV_8BIT_KEPT", "KV_FLAGS", "KV_SHARE", "LONG_CONTEXT", "kv_halved"]
