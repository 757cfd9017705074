"""A view of an advisor that knows only its used or only its new prices ("used 3090 for llama?"):
:func:`with_condition`, kept per advisor and condition (moved from :mod:`advisor.ask.answer`)."""

from __future__ import annotations

import copy
import dataclasses
import weakref
from typing import TYPE_CHECKING

from ..rules import RuleBook

if TYPE_CHECKING:
    from ..api import Advisor

_VIEWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def with_condition(advisor: Advisor, condition: str) -> Advisor:
    """A view of ``advisor`` that knows only its ``condition`` prices (``used`` or ``new``): the same
    cards, names, rules data and model table; its own catalogue price list, rule book and caches
    (kept per advisor and condition, ~1 ms to build once)."""
    views = _VIEWS.setdefault(advisor, {})
    if condition not in views:
        catalog = advisor.catalog
        prices = {market: [(name, p) for name, p in rows if p.condition == condition]
                  for market, rows in catalog.price_list.items()}
        view = copy.copy(advisor)
        view.catalog = dataclasses.replace(catalog, price_list=prices)
        view.rules = RuleBook(view.catalog)
        view.llm_models = view.rules.llm_models
        view._fit_offers = {}
        views[condition] = view
    return views[condition]


__all__ = ["with_condition"]
