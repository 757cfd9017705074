"""The roomier twins of a kept offer list, found once per list instead of once per answer (issue 30 §1).

A general ranking leaves out an offer that a roomier twin within the same budget makes pointless
(:func:`~advisor.recommend.picks.roomier_twin`: as fast, more memory, at most 25 % dearer). Asked
per answer, that test set every offer within the budget against every other (~18 × 18 an answer in
today's market). It depends on the budget only through which twins are within it, so a list's
offers are read once with the price of their cheapest twin: an offer within a budget has a roomier
twin within it exactly when that cheapest twin's price is within it too.
"""

from __future__ import annotations

import math

from .picks import is_roomier_twin
from .ranking import Offer, pickable_cheapest


def cheapest_twins(items: tuple[Offer, ...]) -> tuple[tuple[Offer, float], ...]:
    """Each offer of :func:`~advisor.recommend.ranking.pickable_cheapest` ``(items)``, in its order, with the
    lowest price (market currency) of its roomier twins among them (``math.inf``: none). Budget-free: kept
    beside the list (:func:`~advisor.recommend.ranking.derived`)."""
    cheapest = pickable_cheapest(items)
    return tuple((o, min((d.price.amount for d in cheapest if is_roomier_twin(d, o)), default=math.inf))
                 for o in cheapest)


def without_twins(pairs: tuple[tuple[Offer, float], ...], per_gpu: float) -> list[Offer]:
    """The offers within ``per_gpu`` (market currency) that no roomier twin within it makes pointless, in the
    list's order: what ``[o for o in within if not roomier_twin(o, within)]`` gives (``within``: the offers of
    ``pairs`` within ``per_gpu``)."""
    return [o for o, twin in pairs if o.price.amount <= per_gpu and not twin <= per_gpu]
