"""An owner's yes or no on adding a card like theirs for a job (break26 #10: "I have a 3090, should I buy a second
one for llama 70b?", "我有一张3090，要不要再买一张跑70b" were
answered "On your 2 × GeForce RTX 3090", with rental advice
priced on both cards, and no yes or no).

The reader counts the card had and the ones said to be added (:data:`advisor.ask.cues.ANOTHER`, ``MORE_N``) as one
rig, and ``fits`` sizes the job on it. This module fits the same job on the cards had alone (``Advisor.fits`` with
the same model, task, precision, context and market) and leads with the verdict and the fact that decides it: yes
when the cards had cannot hold the job and the rig with the added ones does (with its speed and the price of the
cards added here); no when the cards had already hold it (their speed said), or when even the rig with the added ones
cannot. The rig of the answer is not the owner's yet, so its wordings are the asked ones
(:func:`advisor.asked_rig.not_owned`), and renting is not priced on the cards already had (the rent caveat dropped).
Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..asked_rig import not_owned
from ..errors import AdvisorError
from ..i18n import Card, Message, Money, Quantity, Text, msg
from ..shown import shown_price
from ..wording import card_param, gb, join
from ..workload import QUANTS
from . import cues
from .added_follow import added_counts, owned_words

if TYPE_CHECKING:
    from ..api import Advisor


def _added(low: str) -> int:
    """How many cards the words add to those had: one ("buy a second", "再买一张"), several ("add 2 more"), none."""
    if cues.ANOTHER.search(low):
        return 1
    more = cues.MORE_N.search(low)
    if more is None:
        return 0
    said = more.group(1) or more.group(2)
    return int(said) if said.isdigit() else cues.MORE_VALUES[said]


def _rig(card: str, count: int) -> Message | Card:
    """"GeForce RTX 3090" or "2 × GeForce RTX 3090"."""
    return msg("compare.several.side", "{count} x {card}", count=count, card=card_param(card)) if count > 1 \
        else card_param(card)


def _speed(rig: Any) -> Message | Text:
    """", at about 17 tok/s" when the rig's fit has a decode speed, else nothing."""
    speed = getattr(rig, "speed", None)
    if speed is None or not speed.tok_s:
        return Text(value="")
    return msg("ask.second.speed", ", at about {tok_s}", tok_s=Quantity(value=round(speed.tok_s), unit="tok/s",
                                                                        digits=0))


def _verdict(advisor: Advisor, read_as: Any, answer: Any, had: int, added: int, own: bool = True,
             priced: bool = False) -> Message | None:
    """The yes or no (module docstring), or ``None`` when the job cannot be sized on the cards had. ``own``: the
    cards had are the asker's; else they are the rig of the answer before, asked about (break27 #7: "is a 4090 good
    for llama 70b?" then "what if I buy two?"), said without "your". ``priced``: the answer leads with the added
    cards' price asked (:mod:`advisor.ask.added_cost`), so the yes says it no more."""
    card = read_as.cards[0]
    try:
        alone = advisor.fits(read_as.model.name, task=answer.task, precision=read_as.precision,
                             context=answer.context_tokens, market=answer.market.id,
                             card=f"{had}x {card}" if had > 1 else card)
    except AdvisorError:
        return None
    mine = getattr(alone, "rig", None)
    both = answer.rig
    if mine is None:
        return None
    memory = card_param(card) if had == 1 else _rig(card, had)
    params = dict(model=card_param(answer.model.name), quant=Text(value=QUANTS.get(answer.precision,
                                                                                    answer.precision)),
                  need=gb(both.need_gb), mine=memory, memory=gb(mine.rig.memory_gb))
    if mine.way in ("alone", "split") and not own:
        return msg("ask.added.no-holds", "No need for {model}: {mine} ({memory}) already holds it in {quant} (about "
                   "{need}){speed}; more cards add memory this job does not need.", speed=_speed(mine), **params)
    if mine.way in ("alone", "split"):
        return msg("ask.second.no-holds", "No need for {model}: your {mine} ({memory}) already holds it in {quant} "
                   "(about {need}){speed}; more cards add memory this job does not need.", speed=_speed(mine),
                   **params)
    rig = _rig(card, had + added)
    if both.way == "offload":  # it runs with part of it in system RAM either way: the answer's own sentence says so
        return None
    if both.way == "none":
        return msg("ask.second.no-short", "No for {model}: even {rig} ({total}) do not hold it in {quant} (about "
                   "{need}), so the cards added are not enough.", rig=rig, total=gb(both.rig.memory_gb), **params)
    price = None if priced else shown_price(advisor.catalog.price_of(answer.market.id, card))
    cost = msg("ask.second.cost", " The {count:.0f} added cost about {price} here.", count=added,
               price=Money(amount=price.amount * added, currency=price.currency)) if price is not None and added > 1 \
        else msg("ask.second.cost.one", " One more costs about {price} here.", price=Money(
            amount=price.amount, currency=price.currency)) if price is not None else Text(value="")
    if not own:
        return msg("ask.added.yes", "Yes for {model}: {mine} ({memory}) cannot hold it in {quant} (about {need}), so "
                   "it would run only with layers offloaded to the CPU, far slower; {rig} hold it split by layers"
                   "{speed}.{cost}", rig=rig, speed=_speed(both), cost=cost, **params)
    return msg("ask.second.yes", "Yes for {model}: your {mine} ({memory}) cannot hold it in {quant} (about {need}), "
               "so it would run only with layers offloaded to the CPU, far slower; {rig} hold it split by layers"
               "{speed}.{cost}", rig=rig, speed=_speed(both), cost=cost, **params)


def second_answered(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by the owner's yes or no on adding cards like theirs (module docstring); any other answer as
    it is."""
    shape = getattr(answer, "shape", None)
    rig = getattr(answer, "rig", None)
    counted = added_counts(read_as)  # a follow-up's cards added to the rig before (advisor.ask.added_follow)
    if read_as.command == "fits" and read_as.model is None and counted and read_as.own:  # what the rig runs: the
        return _unrented(not_owned(answer))  # cards added are not the owner's yet, and never rented
    if (shape is None or rig is None or read_as.command != "fits" or not (read_as.own or counted)
            or len(read_as.cards) != 1 or read_as.model is None or len(getattr(rig, "rig", rig).cards) != 1):
        return answer
    had, added = counted if counted is not None else ((read_as.gpus or 1) - _added(text.lower()), _added(
        text.lower()))
    if added < 1 or had < 1:
        return answer
    priced = shape.headline.key.startswith("ask.rig-cost.added")  # "how much would the second one cost?" (break36)
    said = _verdict(advisor, read_as, answer, had, added, owned_words(read_as), priced)
    if said is None:
        return _unrented(not_owned(answer)) if counted and read_as.own else answer
    answer = not_owned(answer)  # the rig with the added cards is not the owner's yet
    shape = answer.shape
    decides = [c for c in shape.decides if c.rule_id != _RENT] if read_as.own else shape.decides  # never
    # priced on cards had
    head = join([shape.headline, said] if priced else [said, shape.headline])  # the price asked first
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                        "decides": decides})})


_RENT = "cloud.own-vs-rent-2023"


def _unrented(answer: Any) -> Any:
    """``answer`` without the rent caveat (an owner's cards are never priced as a rental)."""
    shape = getattr(answer, "shape", None)
    if shape is None:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [
        c for c in shape.decides if c.rule_id != _RENT]})})


__all__ = ["second_answered"]
