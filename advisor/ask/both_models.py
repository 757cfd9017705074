"""A budget asked for two or more LLMs says each one's need and runs each on the ranked cards (fix72c #3: "$1500 to run
qwen3 32b and llama 3 8b" ranked for Qwen3 32B, the largest, and named Llama 3 8B's need only in the reading note: the
largest's own need and whether the cards run both, one at a time or loaded together, were not said).

A budget's recommendation for the largest of several models named (:func:`advisor.ask.models_named.largest_model`)
gets, first among its deciding facts, each model's need at the ranking's precision (``memory.llm-task``, the memory
model of :func:`advisor.fits.estimate`) and whether the lead card holds them one at a time or both loaded at once (the
sum of the needs against its memory); each one-card line of the ranking says its decode on each other model too
(:meth:`advisor.workload.DecodeSpeeds.of`: measured where published, else estimated). Pure but for the advisor's decode
figures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..fits import estimate, need_gb
from ..i18n import Quantity, Text, msg
from ..models import Caveat, Recommendation
from ..wording import card_param, gb, join
from ..workload import QUANTS
from .models_named import models_named

if TYPE_CHECKING:
    from ..api import Advisor

WEIGHT = 5.0
"""The needs' weight among the deciding facts (above a caveat's 3: what the question asked the hardware to hold)."""
MOST = 3
"""The most other models said (as :mod:`advisor.ask.models_named` says their needs)."""


def both_models(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` (a budget's recommendation for the largest of several LLMs named) with each model's need and the lead
    card's hold of them first among its deciding facts, and each one-card line's decode on the others (module
    docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or not shape.ranking or read_as.command != "recommend"
            or read_as.model is None or read_as.cards or read_as.task not in (None, "inference")):
        return answer
    lead = shape.ranking[0]
    if lead.speed is None or lead.speed.measure != "decode" or lead.speed.model != read_as.model.name:
        return answer
    if not any(getattr(n, "key", "") == "ask.models-each-need" for n in read_as.notes):
        return answer  # one model read (the pieces are read only when several were: perf31)
    named = models_named(advisor, text)
    others = [n for n, _ in named if n != read_as.model.name]
    if len(named) < 2 or not others or len(others) > MOST or read_as.model.name not in dict(named):
        return answer
    precision = lead.speed.precision or "int4"
    context = read_as.context_tokens or 4096
    try:
        ests = [estimate(advisor.llm_models.resolve(n), "inference", precision, context, 1)
                for n in (read_as.model.name, *others)]
    except (AdvisorError, KeyError, ValueError):
        return answer
    needs = [need_gb(e.total) for e in ests]
    quant = Text(value=QUANTS.get(precision, precision))
    items = join([msg("ask.both-models.need", "{model} about {need}", model=card_param(e.arch.name), need=gb(n))
                  for e, n in zip(ests, needs, strict=True)], "comma")
    together = need_gb(sum(needs))
    try:
        card = advisor.card(lead.card)
    except (AdvisorError, KeyError):
        return answer
    memory = (card.memory_gb or 0.0) * lead.gpus
    params = dict(items=items, quant=quant, card=card_param(lead.card), memory=gb(memory), together=gb(together))
    said = msg("ask.both-models.together", "Each model's need ({quant}): {items}; {card} ({memory}) holds them all "
               "loaded at once (about {together}).", **params) if together <= memory else msg(
        "ask.both-models.one-at-a-time", "Each model's need ({quant}): {items}; {card} ({memory}) runs each, one at a "
        "time: all loaded at once need about {together}.", **params)
    lines = []
    for line in shape.ranking:
        speeds = []
        try:
            ranked = advisor.card(line.card)
        except (AdvisorError, KeyError):
            ranked = None
        if ranked is not None and line.gpus == 1 and (ranked.memory_gb or 0.0) >= min(needs[1:]):
            for e, n in zip(ests[1:], needs[1:], strict=True):
                d = advisor.speeds.of(ranked, e)
                if d is not None and n <= (ranked.memory_gb or 0.0):
                    speeds.append(msg("ask.both-models.speed", "≈ {speed} on {model}", model=card_param(e.arch.name),
                                      speed=Quantity(value=round(d.tok_s), unit="tok/s")))
        if speeds and line.reason is not None:
            line = line.model_copy(update={"reason": msg("ask.both-models.line", "{reason}; {speeds}",
                                                         reason=line.reason, speeds=join(speeds, "comma"))})
        lines.append(line)
    fact = Caveat(rule_id="memory.llm-task", message=said, weight=WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides],
                                                                       "ranking": lines})})


__all__ = ["both_models"]
