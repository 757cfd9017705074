"""Two cards weighed "or the cloud?" with a training run's length said ("3090 vs 4090 or the cloud? training runs of 2
weeks", break49 #3; "4090还是云？训练一次要3周"): the comparison's deciding facts gain the run's pace on each card and
what it costs rented (:func:`advisor.ask.run_rent.run_lines`, sourced there) — the cloud asked is answered, not
dropped. Pure but for the advisor's tables."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..models import Caveat
from .run_rent import CLOUD, LENGTH, run_lines

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def cloud_run(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The run's pace and renting lines for two cards compared with the cloud asked and a run length said; none
    otherwise (module docstring)."""
    low = text.lower()
    if read_as.command != "compare" or len(read_as.cards) != 2 or not CLOUD.search(low) or not LENGTH.search(low):
        return []
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=line)
            for line in run_lines(advisor, text, read_as)]


__all__ = ["cloud_run"]
