"""Labels true of the cards shown (issue 28, round 6, the breaker's finding 8): the first pick of a sized LLM
answer is labelled "best decode per price for this model" because it leads the CUDA and unified-memory roads
(:func:`advisor.llm_picks.choose_sized` orders them by decode per price); when a labelled option shown beside
it (a 7900 XTX on ROCm at 828 USD) decodes the model as fast for less, the label says the road it is best on —
"best decode per price on CUDA" — so no line claims what another line disproves."""

from __future__ import annotations

from typing import Any

TIE = 0.02
"""Decode per price within 2 % counts as equal (the ranking's own tie, :data:`advisor.recommend.ranking.TIE`)."""

ON_ROAD = {"sized-value": "sized-value-road"}
"""The first pick's label, and the label it takes when a shown option beats it on decode per price."""


def true_labels(chosen: list[tuple[Any, str, str]]) -> list[tuple[Any, str, str]]:
    """``chosen`` (configurations of :mod:`advisor.llm_picks` with role and label) with the first pick's
    "best decode per price" label narrowed to its road when another shown configuration has more decode per
    price (``Config.value``: tokens/s per 1,000 of the currency) by more than :data:`TIE`; unchanged otherwise."""
    if not chosen or chosen[0][2] not in ON_ROAD:
        return chosen
    first, role, label = chosen[0]
    if any(c.value > first.value * (1 + TIE) for c, _, _ in chosen[1:]):
        return [(first, role, ON_ROAD[label]), *chosen[1:]]
    return chosen


__all__ = ["ON_ROAD", "TIE", "true_labels"]
