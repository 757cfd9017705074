"""The cards within budget that have the memory asked, each with its catch (issue 28, newuser21 #8).

"At least 24gb vram, under 1000 dollars, for training transformers": no *recommended* card within 1,000 USD
has 24 GB, but the rules take some only in some cases — a Radeon RX 7900 XTX (ROCm, not CUDA), a Tesla V100
32 GB (its CUDA support ending). "Nothing within 1,000 USD has the 24 GB you need" is then false; an adviser
names those with their catch beside the cheapest card without one (the stretch). :func:`floor_catch_note`
makes the note the headline says it from (:func:`advisor.free_start.nothing_headline`). Pure.
"""

from __future__ import annotations

from ..catalog import Catalog
from ..i18n import ListOf, Message, MessageParam, Param, msg
from ..models import Note
from ..rules import card_param
from .notes import _note
from .ranking import Offer, cheapest_per_card, price_param

MAX_NAMED = 3
"""At most this many cards are named (the fastest first)."""


def _catch(rule_id: str) -> Message:
    """The catch of a card the rules take only in some cases, in a few words, by the rule that says it."""
    if rule_id.startswith("vendor."):  # ROCm, Intel's XPU, Apple: not the CUDA road
        return msg("recommend.floor.catch.vendor", "not CUDA")
    if rule_id.startswith("compat."):  # Maxwell, Pascal, Volta: the last PyTorch wheels that run them
        return msg("recommend.floor.catch.compat", "old CUDA, support ending")
    return msg("recommend.floor.catch.other", "right only in some cases")


def floor_catch_note(catalog: Catalog, all_offers: list[Offer], per_gpu: float, floor: float, *,
                     asked: float | None, gpus: int, picked: int) -> list[Note]:
    """For a memory floor ``asked`` (GB) of one card (``gpus``) where no recommended card was ``picked``: the
    note naming the cards within ``per_gpu`` that have ``floor`` GB or more but that the rules take only in some
    cases (verdict ``situational``), fastest first, each with its catch; an empty list otherwise or when none
    does. Cited under the first card's blocking rule."""
    if asked is None or gpus != 1 or picked:
        return []
    held = [o for o in cheapest_per_card([o for o in all_offers if o.assessment.verdict == "situational"])
            if o.price.amount <= per_gpu and (o.card.memory_gb or 0) >= floor]
    named = []
    for o in sorted(held, key=lambda o: (-(o.performance or 0), o.price.amount, o.card.name)):  # fastest first
        why = o.assessment.blocking_finding()
        if why is not None:
            named.append((o, why.rule_id))
    if not named:
        return []
    items: list[Param] = []
    for o, rule in named[:MAX_NAMED]:
        line = msg("recommend.floor.catch.card", "{card} ({price}, {catch})", card=card_param(o.card.name),
                   price=price_param(o.price), catch=_catch(rule))
        items.append(MessageParam(key=line.key, params=line.params))
    return [_note(catalog, named[0][1], msg("recommend.floor.catch", "Within budget, cards the rules take only in "
                                           "some cases have this memory: {cards}.",
                                           cards=ListOf(items=items, style="and")))]
