"""A speed wished without a figure beside a budget ("budget 2500 … gpt-oss 120b, I want it fast", "预算…要快"; fix63a
#4, newuser25: the answer led with the Framework Desktop at ≈ 47 tok/s and never said that the other way within the
budget, 2 × V100, decodes ≈ 81).

A figure wished ("at least 20 tok/s") keeps the ways that reach it (:mod:`advisor.speed_target`); a wish without one
cannot filter, but it makes decode speed the deciding fact: among the ranked ways within the budget on the model
asked (one measure, one model), the fastest and its tokens/s are said first (``Shape.decides``) — that it is the
pick's own card, or which way it is against the pick's speed. The ranking keeps its order (the pick weighs value,
route and support beside speed; the sentence says the trade). Pure: the answer's own lines and the question's words.
"""

from __future__ import annotations

import re
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Number, Text, msg
from ..models import Caveat, Recommendation
from ..routes import ROUTE_LABELS
from ..shape_shown import within
from ..wording import card_param

FAST = re.compile(r"(?<![a-z])(?:fast(?:er|est)?(?!\.ai)|quick(?:er|est)|speedy|high[\s-]speed|"
                  r"as\s+much\s+speed|the\s+speed)(?![a-z])|(?<![尽盡赶趕])快(?![递遞要乐樂])|速度", re.I)
"""A speed wished without a figure: "I want it fast", "the fastest", "要快", "速度优先" ("fast.ai", "quick question",
"尽快", "快要" are not)."""


FASTEST = re.compile(r"(?<![a-z])(?:fastest|quickest)(?![a-z])|最快|速度最", re.I)
"""The fastest asked for ("fastest card for qwen3 30b-a3b", "最快的卡"): the fastest way within the budget leads."""


def _route(answer: Any, line: Any) -> str:
    """The road of ``line``'s pick (:mod:`advisor.routes`), "" when no pick is that line."""
    pick = next((p for p in answer.picks if p.card == line.card and p.gpus == line.gpus), None)
    return (pick.route or "") if pick is not None else ""


def _way(line: Any) -> Message:
    if line.gpus > 1:
        return msg("ask.budget-options.rig", "{count} × {card}", count=Number(value=line.gpus),
                   card=card_param(line.card))
    return msg("ask.budget-options.card", "{card}", card=card_param(line.card))


def speed_wished(text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` (a budget's LLM ranking for a model) with the fastest way within the budget said first when
    ``text`` wishes for speed with no figure (module docstring); unchanged otherwise (a figure asked, no model, no
    budget, fewer than two ways on one model within it)."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or answer.use_case != "llm" or read_as.model is None
            or read_as.speed_tps or read_as.own or not FAST.search(text)):
        return answer
    first = shape.ranking[0] if shape.ranking else None
    if first is None or first.speed is None or first.speed.measure != "decode":
        return answer
    ways = [x for x in shape.ranking if x.speed is not None and x.speed.measure == "decode"
            and x.speed.model == first.speed.model and within(x, answer.budget.market_amount)]
    if len(ways) < 2 or not within(first, answer.budget.market_amount):
        return answer
    best = max(ways, key=lambda x: x.speed.value if x.speed is not None else 0.0)
    assert best.speed is not None
    model = Text(value=first.speed.model or "")
    if best is first or best.speed.value <= first.speed.value:
        said = msg("ask.speed-wish.first", "You asked for speed: {way} is also the fastest within your budget on "
                   "{model}, ≈ {tok_s:.0f} tokens/s.", way=_way(first), model=model,
                   tok_s=Number(value=first.speed.value))
    else:
        said = msg("ask.speed-wish.other", "You asked for speed: the fastest within your budget on {model} is {way}, "
                   "≈ {tok_s:.0f} tokens/s, against ≈ {first_tok_s:.0f} for {first}.", model=model, way=_way(best),
                   tok_s=Number(value=best.speed.value), first_tok_s=Number(value=first.speed.value),
                   first=_way(first))
        road = best.reason if best.reason is not None and best.reason.key.startswith("routes.label.non-cuda") else (
            ROUTE_LABELS[_route(answer, best)] if _route(answer, best).startswith("non-cuda") else None)
        if road is not None:  # the way without CUDA said so (mend46a #4)
            said = msg("ask.speed-wish.no-cuda", "{said} On it: {road}.", said=said, road=road)
        ranking = [x for x in shape.ranking if x is not best]  # the fastest shown, never cut below the list's room
        if FASTEST.search(text):  # "the fastest card for …": it leads, the pick's own headline a fact after it
            fact = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=shape.headline)
            return answer.model_copy(update={"shape": shape.model_copy(update={
                "headline": said, "decides": [fact, *shape.decides], "ranking": [best, *ranking]})})
        return answer.model_copy(update={"shape": shape.model_copy(update={
            "decides": [Caveat(rule_id="llm.decode", weight=DECIDING_WEIGHT, message=said), *shape.decides],
            "ranking": [ranking[0], best, *ranking[1:]]})})
    fact = Caveat(rule_id="llm.decode", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


__all__ = ["FAST", "FASTEST", "speed_wished"]
