"""What to get when the owner's card does not hold a model (fix78a #4): "my 3060 12gb is too small for qwen 32b, what
should I get?" was answered with the IQ2_XS level on the 3060 and no card. Asked what to get, the owner's fit says the
cheapest ways that hold it, with prices, among its deciding facts:

- a second card like theirs, when two hold it split by layers (each card keeps its own activations and overhead, as
  :func:`advisor.ask.how_many.fewest` counts): the price of one more;
- the cheapest card the rules recommend that holds it alone (:func:`advisor.ask.cheaper_card.cheapest`, sized by the
  fit's own memory breakdown).

Pure; :func:`held_ways` returns the answer unchanged for any other question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Money, msg
from ..models import Caveat
from ..shown import shown_price
from ..wording import card_param, gb
from .cheaper_card import card_and_market, cheapest
from .cues import BUY_WHAT

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def held_ways(advisor: Advisor, text: str, read_as: ReadAs, answer: Any, market_id: str | None) -> Any:
    """``answer`` (an owner's ``fits`` answer on one card that does not hold the model) with the cheapest ways to hold
    it said first among its deciding facts, when the question asks what to get (:data:`advisor.ask.cues.BUY_WHAT`);
    ``answer`` unchanged otherwise."""
    rig, shape, m = getattr(answer, "rig", None), getattr(answer, "shape", None), getattr(answer, "memory", None)
    if read_as.command != "fits" or (read_as.gpus or 1) > 1 or rig is None or shape is None or m is None or (
            rig.way != "none" or not BUY_WHAT.search(text.lower())):
        return answer
    found = card_and_market(advisor, read_as, market_id)
    if found is None:
        return answer
    card, market = found
    mem = card.llm_memory_gb or card.memory_gb or 0.0
    own = m.activations_gb + m.overhead_gb  # what each card keeps for itself
    ways: list[Message] = []
    price = shown_price(advisor.catalog.price_of(market.id, card.name))
    if price is not None and own < mem and m.total_gb - own <= 2 * (mem - own):
        ways.append(msg("ask.held-ways.second", "a second {card} ({price}), {total} in all with yours, the model "
                        "split by layers (llama.cpp, or vLLM's --pipeline-parallel-size 2)", card=card_param(card.name),
                        price=Money(amount=price.amount, currency=price.currency), total=gb(2 * mem)))
    one = cheapest(advisor, market, memory_gb=m.total_gb, use_case="llm", for_memory=True)  # the A6000 counts
    if one is not None:
        ways.append(msg("ask.held-ways.one", "one {card} ({memory}, {price}), which holds it alone",
                        card=card_param(one[0].name), memory=gb(one[0].memory_gb or 0.0),
                        price=Money(amount=one[1].amount, currency=one[1].currency)))
    if not ways:
        return answer
    said = msg("ask.held-ways", "You asked what to get: the cheapest ways to hold it ({need}) are {ways}.",
               need=gb(round(m.total_gb, 1)), ways=ways[0]) if len(ways) == 1 else msg(
        "ask.held-ways.two", "You asked what to get: the cheapest ways to hold it ({need}) are {second}; or {one}.",
        need=gb(round(m.total_gb, 1)), second=ways[0], one=ways[1])
    fact = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


__all__ = ["held_ways"]
