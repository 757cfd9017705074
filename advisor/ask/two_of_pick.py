"""Several of the pick before (break33 #14): "best gpu for llm under $1500" then "what about two of them?" — "them" is
the card the ranking picked (a 3090), so the follow-up weighs N of that card against the one card, beside the budget
(:func:`advisor.ask.budget_verdict.budget_verdict` says whether they fit it), never a fresh ranking of N cheaper cards
("2 × 3060"). A count with no word that points back ("what about two cards?") is still a ranking of N cards.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Card, msg

if TYPE_CHECKING:
    from .models import Context, ReadAs
    from .reader import Reading

POINTS_BACK = re.compile(r"(?<![a-z])(?:them|those|these|that\s+(?:one|card|gpu)|this\s+(?:one|card|gpu)|it|em|the\s+"
                         r"(?:pick|first\s+one|top\s+one|same(?:\s+(?:one|card))?))(?![a-z])|"
                         r"这张|這張|那张|那張|这个|這個|那个|那個|这款|這款|它|同样的|同樣的|一样的|一樣的")
"""Words of a follow-up that point back at the card before ("two of them", "那两张这个呢", "买两张一样的")."""
NOTE = "ask.two-of-pick"


def two_of_pick(r: Reading, read_as: ReadAs, before: Context | None) -> ReadAs:
    """``read_as`` as N × the pick before against one of it, the budget kept (module docstring), when a follow-up to a
    ranking asks for N cards with a word that points back at its pick; ``read_as`` unchanged otherwise."""
    if before is None or before.picked is None or before.read_as.command != "recommend" or r.cards or (
            read_as.command != "recommend") or (read_as.gpus or 1) < 2 or (before.read_as.gpus or 1) > 1 or (
            POINTS_BACK.search(r.text.lower()) is None):
        return read_as
    count = read_as.gpus or 2
    note = msg("ask.two-of-pick", "“{count:.0f} of them” read as {count:.0f} × {card}, the card picked before, "
               "weighed against one of it.", count=count, card=Card(value=before.picked))
    return read_as.model_copy(update={"command": "compare", "cards": [before.picked, before.picked],
                                      "counts": [count, 1], "notes": [*read_as.notes, note]})


__all__ = ["NOTE", "POINTS_BACK", "two_of_pick"]
