"""A follow-up that lifts the budget ("best gpu for image generation, 700 euros" then "money no object?", "and with
no budget limit?", "不差钱呢", "预算不限的话"): the budget kept from the question before is dropped, so the no-limit
ranking (:func:`advisor.ask.no_limit.no_limit`) answers it — the job, the model and the market kept — never the same
700 EUR answer again (newuser21 follow-ups). A follow-up that says an amount as well keeps that amount. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .no_limit import NO_LIMIT

if TYPE_CHECKING:
    from .models import ReadAs
    from .reader import Reading


def budget_lifted(r: Reading, read_as: ReadAs, missing: list, merged: bool) -> tuple[ReadAs, list]:
    """``read_as`` without its kept budget, and ``missing`` with the budget, when ``r`` follows a ranking
    (``merged``), misses nothing else, and says the budget has no limit with no amount of its own; both unchanged
    otherwise."""
    if not merged or missing or read_as.command != "recommend" or read_as.budget is None or r.budget is not None \
            or not NO_LIMIT.search(r.text.lower()):
        return read_as, missing
    return read_as.model_copy(update={"budget": None}), ["budget"]


__all__ = ["budget_lifted"]
