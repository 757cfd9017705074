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
from .i18n import ListOf, Number, Text, msg
from .kv_cache import KV_FLAGS, kv_halved
from .models import Card, Caveat
from .shape_limits import CAVEAT_WEIGHT
from .wording import card_param, gb, join

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
        return _pooled(answer, shape, est, sides, need, halved)
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
    return _headline(answer.model_copy(update={"shape": shape.model_copy(update={"decides": [
        *shape.decides[:1], note, *shape.decides[1:]], "ranking": _rows_held(shape, {c.name for c in opened})})}),
        est, sides, halved)


def _rows_held(shape: Any, cards: set[str]) -> list[Any]:
    """``shape``'s ranking with the lines of ``cards`` (the sides the 8-bit KV cache opens) saying so in place of
    "does not hold" (:func:`advisor.shape._comparison`): the rows and the headline agree (fix65c)."""
    held = msg("compare.kv.row", "holds it with its KV cache in 8 bits")
    return [x.model_copy(update={"reason": held}) if x.card in cards and x.speed is None else x
            for x in shape.ranking]


def _headline(answer: Any, est: Estimate, sides: list[tuple[Card, int]], halved: float) -> Any:
    """``answer`` headed by the sides asked when neither holds the model at the context with its KV cache in 16 bits
    and the 8-bit cache puts it on one of them (newuser26 #9: "5090 or 2x 3090 for qwen3 32b with 128k context?" was
    headed "take 3 x GeForce RTX 3090", a side nobody asked): each side said at the 8-bit need, the pair to buy
    instead no longer deciding; ``answer`` itself otherwise."""
    shape = answer.shape
    if shape is None or shape.headline.key != "several.model.neither.counts":
        return answer
    from .several import _side  # the side as the comparison names it: "2 x GeForce RTX 3090"
    from .thresholds import HEADROOM_GB

    less = need_gb(halved)
    said = [msg("compare.kv.side-holds", "{side} holds it ({memory} in all)", side=_side(c, n),
                memory=gb((c.llm_memory_gb or 0.0) * n)) if less + (HEADROOM_GB if n > 1 else 0.0) <= (
        c.llm_memory_gb or 0.0) * n else msg("several.model.short", "{side} does not ({memory} in all)",
                                             side=_side(c, n), memory=gb((c.llm_memory_gb or 0.0) * n))
            for c, n in sides]
    head = msg("compare.kv.summary", "Neither holds {model} at this context with its KV cache in 16 bits (about "
               "{need}); with the KV cache in 8 bits (about {less}): {sides}.", model=card_param(est.arch.name),
               need=gb(need_gb(est.total)), less=gb(less), sides=join(said, "semicolon"))
    kept = [c for c in shape.decides if c.message.key != "several.model.pair-pick"]
    update: dict[str, Any] = {"shape": shape.model_copy(update={"headline": head, "decides": kept})}
    if getattr(answer, "summary", None) is not None and answer.summary.key == "several.model.neither.counts":
        update["summary"] = head
    return answer.model_copy(update=update)


def _pooled(answer: Any, shape: Any, est: Estimate, sides: list[tuple[Card, int]], need: float, halved: float) -> Any:
    """``answer`` with the 8-bit KV cache said when it puts the model on a side of several cards that does not hold
    it in 16 bits ("5090 or 2x 3090 for qwen3 32b with 128k context?": about 52 GB, 36 GB with the cache in 8 bits,
    which the two 3090s' 48 GB hold; newuser26 #9) — each card's memory pooled by a layer split, less a fit's room;
    ``answer`` itself otherwise."""
    from .thresholds import HEADROOM_GB

    opened = [(c, n) for c, n in sides if n > 1 and need_gb(halved) + HEADROOM_GB <= (c.llm_memory_gb or 0.0) * n
              < need]
    if not opened or any(c.message.key.startswith("compare.kv.lever") for c in shape.decides):
        return answer
    card, count = opened[0]
    line = msg("compare.kv.lever.pooled", "At this context the KV cache is {kv} of the {need}: kept in 8 bits "
               "({flags}) it takes half, so the model needs about {less} and fits on {count:.0f} × {card} ({memory} "
               "in all, the layers split between them).", kv=gb(need_gb(est.kv_cache)), need=gb(need),
               less=gb(need_gb(halved)), flags=Text(value=KV_FLAGS), count=Number(value=count),
               card=card_param(card.name), memory=gb((card.llm_memory_gb or 0.0) * count))
    note = Caveat(rule_id=RULE, message=line, weight=CAVEAT_WEIGHT + 2)
    return _headline(answer.model_copy(update={"shape": shape.model_copy(update={"decides": [
        *shape.decides[:1], note, *shape.decides[1:]], "ranking": _rows_held(shape, {card.name})})}),
        est, sides, halved)


__all__ = ["kv_compared"]
