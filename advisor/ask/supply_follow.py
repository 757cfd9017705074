"""A supply added in a follow-up of a ranking ranks again under it (issue 28, break28 #12): "best gpu for llama 70b,
budget 3000" then "what about with a 650w psu?" was answered as a check of the old pick alone, though its note said
the ranking was filtered. The follow-up keeps the ranking, with the supply's note (:func:`advisor.ask.power_cap.
supply_note`) and the limits the ranking was kept to before (a maker, a board-power cap).

Pure.
"""

from __future__ import annotations

from .maker_only import KEY as MAKER_KEY
from .models import ReadAs
from .power_cap import KEY as CAP_KEY
from .supply_said import POWER_ASKED
from .watts import supply_watts


def rerank_on_supply(text: str, read_as: ReadAs, before: ReadAs | None) -> ReadAs:
    """``read_as`` for a follow-up of a ranking (``before`` a recommendation) that adds a supply with its wattage
    ("what about with a 650w psu?", "and with a 550w psu?"), naming no card and asking nothing of the supply: the
    ranking again under it (the topic dropped, so the pick is not checked alone); ``read_as`` itself otherwise."""
    if (before is None or before.command != "recommend" or read_as.command != "recommend" or read_as.cards
            or read_as.topic != "power" or supply_watts(text) is None or POWER_ASKED.search(text.lower())):
        return read_as
    said = {n.key for n in read_as.notes}
    kept = [n for n in before.notes if n.key in (MAKER_KEY, CAP_KEY) and n.key not in said]  # "best amd gpu": still
    return read_as.model_copy(update={"topic": None, "supply_w": None, "notes": [*kept, *read_as.notes]})  # AMD


__all__ = ["rerank_on_supply"]
