"""The long-context lever in a comparison (issue 28, break36 #5).

"3090 or 4090 for qwen3 32b at 32k context?" is sized at 32,768 tokens (``compare --context``): about 27.8 GB, which
neither 24 GB card holds — yet ``fits`` goes on: kept in 8 bits the KV cache takes half, and the job then fits on one
card, tightly. A comparison whose model one side does not hold at that context says the same lever when it puts the
model on that side's one card (the arithmetic of :mod:`advisor.kv_lever`, ``data/oom_levers.csv``
``kv-cache-quantization``): with room, or tightly (less than :data:`~advisor.thresholds.HEADROOM_GB` to spare), as
``fits`` says it. Pure; any other answer is returned as it is.
"""

from __future__ import annotations

from typing import Any

from .fits import Estimate, need_gb
from .i18n import ListOf, Text, msg
from .kv_cache import KV_FLAGS, kv_halved
from .models import Card, Caveat
from .shape_limits import CAVEAT_WEIGHT
from .wording import card_param, gb

RULE = "memory.llm-task"
"""The rule the sentence cites: LLM memory is weights plus KV cache plus overhead (``data/rules.csv``)."""


def kv_compared(answer: Any, est: Estimate | None, sides: list[tuple[Card, int]]) -> Any:
    """``answer`` (a shaped comparison of the model ``est`` sized at a long context; ``sides`` each side's card and
    count) with the 8-bit KV cache said after its headline when it puts the model on one card of a single-card side
    that does not hold it in 16 bits (module docstring); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    less = kv_halved(est) if est is not None else None
    if shape is None or est is None or less is None:
        return answer
    from .fits.ways import _tight

    need, halved = need_gb(est.total), less.total
    opened = [c for c, n in sides if n == 1 and need_gb(halved) <= (c.llm_memory_gb or 0.0) < need]
    if not opened:
        return answer
    tight = any(_tight(halved, c.llm_memory_gb or 0.0) for c in opened)
    params = dict(kv=gb(need_gb(est.kv_cache)), need=gb(need), less=gb(need_gb(halved)),
                  cards=ListOf(items=[card_param(c.name) for c in opened], style="or"), flags=Text(value=KV_FLAGS))
    if tight:
        line = msg("compare.kv.lever.tight", "At this context the KV cache is {kv} of the {need}: kept in 8 bits "
                   "({flags}) it takes half, so the model needs about {less} and fits on one {cards}, tightly.",
                   **params)
    else:
        line = msg("compare.kv.lever", "At this context the KV cache is {kv} of the {need}: kept in 8 bits ({flags}) "
                   "it takes half, so the model needs about {less} and fits on one {cards} with room.", **params)
    if any(c.message.key.startswith("compare.kv.lever") for c in shape.decides):
        return answer
    note = Caveat(rule_id=RULE, message=line, weight=CAVEAT_WEIGHT + 2)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*shape.decides[:1], note,
                                                                                 *shape.decides[1:]]})})


__all__ = ["kv_compared"]
