"""An owner's yes or no on a switch between rigs of several cards (break27 #15: "should I upgrade from 2x 3090 to a
5090?" priced the pair had as a purchase and never said that 48 GB pooled becomes 32 GB; "is it worth to sell my
4090 and buy two 3090s?" got "Better value: GeForce RTX 4090" with no yes or no and no net cost).

For a comparison of two cards with a count on either side (``compare`` ``counts``) where the asker speaks of going
from theirs to the other (:data:`advisor.ask.switch.SWITCH`: "upgrade from", "sell my", "卖了"; or
:data:`advisor.ask.switch.UPGRADE_TO`), the card said first is the one had (the switch words say it first) unless
:func:`advisor.ask.switch._upgrade_to` reads the other order. The verdict is memory first — the memory the cards pool
for a model split by layers (an LLM; one image does not split) — then the speed the comparison measured, and the net
cost at the market's prices (theirs sold at its price here, the others bought). The rent line, a buyer's, leaves the
owner's answer. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Message, Money, Quantity, Text, msg
from ..recommend.ranking import CLEARLY_BETTER
from ..rigs import platform_cost
from ..wording import card_param, gb, join
from .switch import SWITCH, UPGRADE_TO, _upgrade_to

SELL_THEM = re.compile(r"(?<![a-z])(?:sell(?:ing)?|trad(?:e|ing)(?:\s+in)?|swap(?:ping)?|replac(?:e|ing))\s+(?:them|it|"
                       r"those|these|both|the\s+(?:pair|two|cards?))(?![a-z])")
"""An owner's switch words after the cards were said ("I have 2x 3090, should I sell them and get a 5090?")."""


def _rig(card: str, count: int) -> Any:
    """"2 x GeForce RTX 3090" or the card alone."""
    return msg("compare.several.side", "{count} x {card}", count=count, card=card_param(card)) if count > 1 \
        else card_param(card)


def _sides(text: str, read_as: Any, answer: Any) -> tuple[tuple[Any, int], tuple[Any, int]] | None:
    """((the owner's card, its count), (the card they would go to, its count)), or ``None``."""
    cards, counts = getattr(answer, "cards", None), getattr(answer, "counts", None)
    if (read_as.command != "compare" or not cards or len(cards) != 2 or not counts or len(counts) != 2
            or counts == [1, 1] or getattr(answer, "same_card", True)):
        return None
    low = text.lower()
    if SWITCH.search(low) or SELL_THEM.search(low):  # the cards had are said first
        return (cards[0], counts[0]), (cards[1], counts[1])
    if UPGRADE_TO.search(low) and (going := _upgrade_to(low, read_as.model_copy(update={"own": True}), cards)):
        first = going[0] is cards[0]
        return ((going[0], counts[0 if first else 1]), (going[1], counts[1 if first else 0]))
    return None


def _cost(advisor: Any, answer: Any, mine: Any, had: int, other: Any, bought: int) -> Message | Text:
    """"; at this market's prices, yours sell for about 2,015 USD and the others cost 3,360 USD with 810 USD for the
    board and power supply 2 cards need: about 1,345 USD more" — the board and supply counted only where the cards
    bought need more of them than the cards had (:func:`advisor.rigs.platform_cost`)."""
    if mine.price is None or other.price is None or mine.price.currency != other.price.currency:
        return Text(value="")
    market = advisor.catalog.market(answer.market.id)
    board = max(0.0, platform_cost(market, bought, advisor.card(other.card))
                - platform_cost(market, had, advisor.card(mine.card)))
    sold, buy = mine.price.amount * had, other.price.amount * bought + board
    currency = mine.price.currency
    params: dict[str, Any] = dict(sold=Money(amount=sold, currency=currency), buy=Money(amount=buy, currency=currency),
                  net=Money(amount=abs(buy - sold), currency=currency))
    if board:
        params["buy"] = msg("ask.switch-rig.board", "{buy} with {board} for the board and power supply {count} cards "
                            "need", buy=params["buy"], board=Money(amount=board, currency=currency), count=bought)
    if buy > sold:
        return msg("ask.switch-rig.cost", "; at this market's prices, yours sell for about {sold} and the others cost "
                   "{buy}: about {net} more", **params)
    return msg("ask.switch-rig.gain", "; at this market's prices, yours sell for about {sold} and the others cost "
               "{buy}: about {net} left over", **params)


def rig_switch_verdict(advisor: Any, text: str, read_as: Any, answer: Any) -> Message | None:
    """The owner's yes or no (module docstring), or ``None`` when the question is no switch between rigs."""
    sides = _sides(text, read_as, answer)
    if sides is None:
        return None
    (mine, had), (other, bought) = sides
    if not mine.memory_gb or not other.memory_gb:
        return None
    mine_gb, other_gb = mine.memory_gb * had, other.memory_gb * bought
    faster = answer.faster == other.card and (answer.speedup or 0) > 1
    params = dict(mine=_rig(mine.card, had), other=_rig(other.card, bought), memory=gb(mine_gb),
                  other_memory=gb(other_gb), cost=_cost(advisor, answer, mine, had, other, bought),
                  speed=msg("ask.switch-rig.faster", "; {card} is {speedup} as fast", card=_rig(
                      answer.faster, bought if answer.faster == other.card else had),
                      speedup=Quantity(value=round(answer.speedup, 2), unit="x", digits=2))
                  if answer.faster and (answer.speedup or 0) > 1 else Text(value=""))
    if other_gb < mine_gb and faster:  # the deciding fact first: keep them for what needs the pooled memory (fix72c)
        return msg("ask.switch-rig.keep-pool", "No for LLMs: keep your {mine} for the models that need more than "
                   "{other_memory}. They pool {memory} for a model split by layers, and {other} has {other_memory}, so "
                   "the largest model you run today may not fit after. {other} is faster for a job on one card "
                   "(training, images: {speedup} as fast){cost}.",
                   speedup=Quantity(value=round(answer.speedup, 2), unit="x", digits=2),
                   **{k: v for k, v in params.items() if k != "speed"})
    if other_gb < mine_gb:
        return msg("ask.switch-rig.no-memory", "No for LLMs: your {mine} pool {memory} for a model split by layers, "
                   "and {other} has {other_memory}, so the largest model you run today may not fit after{speed}"
                   "{cost}.", **params)
    if other_gb > mine_gb:
        return msg("ask.switch-rig.yes-memory", "Yes for LLMs' memory: {other} has {other_memory} for a model split "
                   "by layers, against the {memory} of your {mine}; one image still runs on one card{speed}{cost}.",
                   **params)
    if faster and answer.speedup >= 1 + CLEARLY_BETTER:
        return msg("ask.switch-rig.yes-speed", "Yes for speed only: {other} has the same {memory} as your {mine}"
                   "{speed}{cost}.", **params)
    return msg("ask.switch-rig.no-same", "No: {other} has the same {memory} as your {mine}, at about the same speed"
               "{cost}.", **params)


def rig_switch_answered(advisor: Any, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` opened with the owner's yes or no on a switch between rigs (:func:`rig_switch_verdict`) and no rent
    line; the comparison's headline after it, unless it prices the cards had as a purchase (several had: their board
    and supply are the owner's, break27 #15), which leaves it and the line of the cards had to the details; any
    other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or shape.headline.key.startswith("ask.second-or-sell"):  # add one or sell: its own verdict
        return answer
    said = rig_switch_verdict(advisor, text, read_as, answer)
    sides = _sides(text, read_as, answer)
    if said is None or sides is None:
        return answer
    (mine, had), (_, bought) = sides
    # no rent line (a buyer's); no board and supply for the cards had when the owner's PC holds as many (fix75c #5)
    dropped = {"cloud.own-vs-rent-2023", *(("value.platform-cost",) if had > 1 and bought <= had else ())}
    decides = [c for c in shape.decides if c.rule_id not in dropped]
    caveats = [c for c in shape.caveats if c.rule_id not in dropped]
    if had > 1:
        ranking = [r for r in shape.ranking if not (r.card == mine.card and r.gpus == had)]
        return answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": said, "decides": decides, "caveats": caveats, "ranking": ranking,
            "details": shape.details + 1 + len(shape.ranking) - len(ranking)})})
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join([said, shape.headline]), "decides": decides, "caveats": caveats})})


__all__ = ["rig_switch_answered", "rig_switch_verdict"]
