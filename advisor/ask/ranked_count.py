"""A bare count after a ranking (fix43g, issue 27): "best gpu for llm under $2000" then "and for four?", "what about
3?", "how about two cards?", "那三张呢" asks the same ranking for that many cards (``gpus``), the budget and the job
kept — never a ranking of one card again, and never 3 dollars. A count that points back at the pick ("what about two
of them?") is :mod:`advisor.ask.two_of_pick`'s; after a reading with cards it is
:func:`advisor.ask.owner_follow.counted_after_cards`'s (that many of the card). Pure: no I/O.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ..commands import BY_NAME
from .topics import bare_count

if TYPE_CHECKING:
    from .models import Context
    from .reader import Reading


def counted_ranking(r: Reading, before: Context | None) -> Reading:
    """``r`` with its bare count as the GPUs asked (``gpus``) and no budget read from it, when the turn before was a
    ranking (a command that takes a budget, no card) and this follow-up says a count alone; ``r`` unchanged
    otherwise."""
    if before is None or before.read_as.cards or r.cards or r.model is not None:
        return r
    command = before.read_as.command
    if command not in BY_NAME or not BY_NAME[command].takes("budget"):
        return r
    n = bare_count(r.text)
    if n is None:
        return r
    return dataclasses.replace(r, budget=None, budget_bare=False, budget_error=None, budget_said=None, numbers=[],
                               gpus=n)


__all__ = ["counted_ranking"]
