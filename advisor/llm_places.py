"""An LLM ranking for an asker whose PC takes a count of cards already, no count asked (issue 28, fix47b #1: "my PC
already takes two cards, what should I put in it for 70b, budget 2500 dollars" led with a 64 GB Framework and three
RTX 4060 Ti on a 1,314 USD board, and never said 2 x RTX 3090 on cards alone, 50 USD over).

The market of such a reading prices no board and power supply for as many cards as the PC takes
(:attr:`advisor.models.Market.owned_places`, :func:`advisor.ask.places_owned.on_own_places`); a set of more cards, or a
machine, still pays what it needs. The sets that go in the PC lead the ranking (:func:`places_first`), in the order
the engine chose them; and a CUDA set that goes in it, a little over the budget on its cards alone and clearly faster
than every CUDA way within it, is the stretch (:func:`places_stretch`, the stretch rule of
:func:`advisor.llm_picks._stretch`). Pure.
"""

from __future__ import annotations

from typing import Any, TypeVar

from .routes import HEADLINE_ROUTES

T = TypeVar("T")
CLEARLY = 0.15
"""A stretch is at least this much faster (:data:`advisor.llm_picks.CLEARLY`, recommend.CLEARLY_BETTER)."""


def goes_in(c: Any, places: int) -> bool:
    """Whether configuration ``c`` is cards that go in a PC taking ``places`` cards (no machine, at most that many)."""
    return not c.card.is_system and c.count <= places


def places_first(chosen: list[tuple[Any, str, str]], places: int) -> list[tuple[Any, str, str]]:
    """``chosen`` (configuration, role, label) with the sets that go in the PC first, each group in its order; the
    first is the ``best`` (its label kept); ``chosen`` itself when none goes in it or one already leads."""
    if not places or not chosen or goes_in(chosen[0][0], places):
        return chosen
    inside = [x for x in chosen if goes_in(x[0], places)]
    if not inside:
        return chosen
    rest = [x for x in chosen if not goes_in(x[0], places)]
    demoted = [(c, "runner-up" if role == "best" else role, label) for c, role, label in rest]
    return [(inside[0][0], "best", inside[0][2]), *inside[1:], *demoted]


def places_stretch(above: list[Any], chosen: list[Any], places: int) -> Any | None:
    """The cheapest CUDA set over the budget (``above``: within a stretch of it) that goes in the PC and is
    :data:`CLEARLY` faster than every CUDA way ``chosen`` (or any way, with none), not chosen itself; ``None``."""
    if not places or not chosen:
        return None
    listed = {(c.name, c.count) for c in chosen}
    roads = [c.figure for c in chosen if c.route in HEADLINE_ROUTES] or [c.figure for c in chosen]
    best = max(roads)
    over = [c for c in above if c.route in HEADLINE_ROUTES and goes_in(c, places) and (c.name, c.count) not in listed
            and c.figure > best * (1 + CLEARLY)]
    return min(over, key=lambda c: (c.total, -c.figure, c.name), default=None)


__all__ = ["goes_in", "places_first", "places_stretch"]
