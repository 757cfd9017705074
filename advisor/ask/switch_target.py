"""The card an owner would switch to is no card they have (break27 #10: "…4070 Ti Super 16G。ollama跑qwen3 32b只有6
token/s，是不是正常？要不要换5090？" was answered on "your 4070 Ti SUPER + 5090 (48 GB in all)").

An owner's fit on several cards, where one of them is said right after words of going to another card ("换5090",
"switch to a 5090", "upgrade to a 5090": :data:`TARGET`; "sell my 2 3090s and buy a 5090": :data:`SELL`), is the fit
on the cards had: that card leaves the rig, and the reading says it was read as the card considered. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Quantity, msg
from ..models import Caveat
from ..wording import card_param, gb, join
from .swap_slower import swap_slower
from .switch import _OWNED_AFTER, _names

TARGET = re.compile(r"(?<![a-z])(?:switch(?:ing)?|upgrad(?:e|ing)|mov(?:e|ing)|go(?:ing)?|chang(?:e|ing))\s+"
                    r"(?:up\s+)?to(?![a-z])|(?<![刚剛经經已])(?:换成|換成|换到|換到|升级到|升級到|升级成|升級成|换|換|升级|升級)"
                    r"(?!了)(?:个|個|张|張|一张|一張|块|塊)?")
"""Words of going to another card, the card said right after them; never a switch done ("刚换了4090", "已经升级")."""


SELL = re.compile(r"(?<![a-z])(?:sell|selling|sold\s+off)\s+(?:off\s+)?(?:my|our|both|the|them|these|those)(?![a-z])|"
                  r"卖掉|賣掉|出掉|卖了|賣了|出手")
"""An owner's cards said sold (fix70b, newuser28 #2: "should i sell my 2 3090s and buy a 5090"): the card bought in
their place (:data:`BOUGHT_FOR`) is the one they would switch to."""
BOUGHT_FOR = re.compile(r"(?<![a-z])(?:buy|buying|get|getting|grab|for)(?![a-z])|"
                        r"(?<![刚剛已])(?:买|買)(?:个|個|张|張|一张|一張|块|塊)?")
"""Words of the card bought once the owner's are sold ("and buy a 5090", "for a 5090", "再买一张5090")."""


def _targets(low: str) -> list[re.Match]:
    """The words of going to another card in ``low`` (:data:`TARGET`), and, where the owner's cards are said sold
    (:data:`SELL`), the words of buying after it (:data:`BOUGHT_FOR`)."""
    found = list(TARGET.finditer(low))
    sold = SELL.search(low)
    if sold is not None:
        found += [m for m in BOUGHT_FOR.finditer(low, sold.end())]
    return sorted(found, key=lambda m: m.start())


def target_dropped(text: str, read_as: Any) -> Any:
    """``read_as`` without the card an owner would switch to (module docstring); else as it is."""
    if not read_as.own or read_as.command != "fits" or len(read_as.cards) < 2:
        return read_as
    low = text.lower()
    going = [c for m in _targets(low) if (t := _OWNED_AFTER.search(low[m.end():m.end() + 24])) is not None
             and t.start() <= 6 for c in read_as.cards if _names(t.group(1), c.lower())]
    if not going or going[0] == read_as.cards[0]:
        return read_as
    kept = [c for c in read_as.cards if c != going[0]]
    counts = None if read_as.counts is None or len(read_as.counts) != len(read_as.cards) else [
        n for c, n in zip(read_as.cards, read_as.counts, strict=True) if c != going[0]]
    note = msg("ask.switch-target", "The {card} is read as the card you would switch to, not one you have.",
               card=card_param(going[0]))
    return read_as.model_copy(update={"cards": kept, "counts": counts, "notes": [*read_as.notes, note]})



def target_weighed(advisor: Any, read_as: Any, answer: Any) -> Any:
    """An owner's fit whose reading dropped the card they would switch to (:func:`target_dropped`), with what that
    card gives on the same job said after the headline ("On a GeForce RTX 5090 (32 GB) it fits whole, at about
    65 tok/s"): the switch asked is answered, not only the cards had."""
    shape = getattr(answer, "shape", None)
    note = next((n for n in read_as.notes if n.key == "ask.switch-target"), None)
    if shape is None or note is None or read_as.model is None or getattr(answer, "rig", None) is None:
        return answer
    target = note.params["card"].value
    try:
        rig = advisor.fits(read_as.model.name, task=answer.task, precision=read_as.precision,
                           context=answer.context_tokens, market=answer.market.id, card=target).rig
    except AdvisorError:
        return answer
    speed = getattr(rig, "speed", None)
    params = dict(card=card_param(target), memory=gb(advisor.card(target).memory_gb or 0),
                  model=card_param(answer.model.name))
    if getattr(rig, "way", None) in ("alone", "split") and speed is not None and speed.tok_s:
        line = msg("ask.switch-target.fits", "On a {card} ({memory}) {model} fits whole, at about {speed}.",
                   speed=Quantity(value=speed.tok_s, unit="tok/s", digits=1), **params)
    elif len(read_as.cards) == 1 and (slower := swap_slower(advisor, read_as, read_as.cards[0], target)) is not None:
        lead, faster = slower  # theirs holds it, the card asked about does not: no faster, said first (fix72d)
        decides = [Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=faster)] if faster else []
        return answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": join([lead, shape.headline]), "decides": [*decides, *shape.decides]})})
    else:
        line = msg("ask.switch-target.no", "A {card} ({memory}) does not hold {model} whole either.", **params)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([shape.headline, line])})})


__all__ = ["TARGET", "target_dropped", "target_weighed"]
