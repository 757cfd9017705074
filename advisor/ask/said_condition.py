"""The condition said before each card of a comparison, priced as said (issue 28, answers44 #2).

"used 3090 for $700 or new 5070 ti?", "new 4090 or used 3090?", "全新4090还是二手3090": the word before a card
("new", "brand new", "used", "全新", "二手") sets that card's condition. When a comparison's cards are said in different
conditions, :func:`conditions_said` keeps them (``ReadAs.offer_conditions``) and :func:`priced_as_said` gives the
advisor view in which each such card has only its prices of that condition (a card with no price of it keeps its
others, so it is never left unpriced); the one condition said of the whole question stays ``ReadAs.condition``.
"""

from __future__ import annotations

import copy
import dataclasses
import weakref
from typing import TYPE_CHECKING

from ..rules import RuleBook
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

_VIEWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def conditions_said(read_as: ReadAs, cards: list[str], conditions: list[str | None]) -> ReadAs:
    """``read_as`` (a comparison of two or more cards) with the condition said of each card (``conditions``, one per
    card of ``cards`` as the question names them: :func:`advisor.ask.offers.card_conditions`) as
    ``offer_conditions`` when at least two differ ("used 3090 for $700 or new 5070 ti?": ``["used", "new"]``) and
    no one condition for the whole question (the reader's, which saw one of the two words, would price both cards
    so); ``read_as`` unchanged otherwise, and when read already."""
    if read_as.command != "compare" or len(read_as.cards) < 2 or read_as.offer_conditions is not None:
        return read_as
    said = dict(zip(cards, conditions, strict=False))
    if len({said[c] for c in read_as.cards if said.get(c)}) < 2:
        return read_as
    return read_as.model_copy(update={"offer_conditions": [said.get(c) for c in read_as.cards], "condition": None})


def _kept(rows: list, wanted: dict[str, str]) -> list:
    """``rows`` ((card, price) pairs of one market) without the prices of a card in ``wanted`` that are not of its
    condition there, when it has one of that condition."""
    has = {(n, p.condition) for n, p in rows}
    return [(n, p) for n, p in rows if n not in wanted or p.condition == wanted[n] or (n, wanted[n]) not in has]


def priced_as_said(advisor: Advisor, read_as: ReadAs) -> Advisor:
    """A view of ``advisor`` in which each card of ``read_as`` said in a condition (``offer_conditions``) has only its
    prices of that condition, in every market (the base catalogue a price layer is laid over too, so an offer laid
    later keeps it); ``advisor`` itself when no card is said in one. Views are kept per advisor and conditions."""
    wanted = {c: w for c, w in zip(read_as.cards, read_as.offer_conditions or [], strict=False) if w}
    if not wanted:
        return advisor
    key = tuple(sorted(wanted.items()))
    views = _VIEWS.setdefault(advisor, {})
    if key not in views:
        def filtered(catalog):
            return dataclasses.replace(catalog, price_list={m: _kept(rows, wanted)
                                                             for m, rows in catalog.price_list.items()})

        view = copy.copy(advisor)
        view.catalog = filtered(advisor.catalog)
        view._base_catalog = filtered(advisor._base_catalog)
        view.rules = RuleBook(view.catalog)
        view.llm_models = view.rules.llm_models
        view._fit_offers = {}
        views[key] = view
    return views[key]


__all__ = ["conditions_said", "priced_as_said"]
