"""A guide's market asked about a model newer than the guide (issue 28, break36 #14).

Under ``2017-us`` (D17's market) "best gpu for running llama 3 8b for 700 dollars" silently became the guide's general
ranking: the guide ranks by training throughput at mid-2017 prices and knows no LLM a person runs today. Every model of
``data/models.csv`` came out after both guides' markets — its oldest, Llama 2, in July 2023 (its model card,
meta-llama/llama-models ``models/llama2/MODEL_CARD.md``: "trained between January 2023 and July 2023"), against
markets dated 2017-06 and 2019 (``data/markets/markets.json``). So a recommendation for a named model in a guide's
market says first, in one sentence, that this market cannot judge what runs the model and to ask in today's market; the
guide's own ranking follows as it was. Pure; any other answer is returned as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import AdvisorError
from .i18n import Date, msg
from .models import Caveat, Recommendation
from .shape_limits import CAVEAT_WEIGHT
from .wording import card_param

if TYPE_CHECKING:
    from .api import Advisor

FIRST_MODEL = "2023-07"
"""When the oldest model of ``data/models.csv`` (Llama 2) came out: its model card (module docstring). A guide's market
dated before it knows none of the table's models."""

RULE = "era.after-market"
"""The rule the sentence cites: a dated market's date, and what came after it (``data/rules.csv``)."""


def newer_than_guide(advisor: Advisor, answer, model: str | None):
    """``answer`` (a recommendation in a guide's market, ``model`` the LLM the question names) with the sentence that
    the guide's market cannot judge ``model`` and to ask in today's market first among the facts said after its
    headline (module docstring); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    if not model or not isinstance(answer, Recommendation) or shape is None:
        return answer
    market = advisor.catalog.market(answer.market.id)
    if market.policy.guide is None or str(market.as_of) >= FIRST_MODEL:
        return answer
    from .kinds import Given, read_model

    try:
        arch = read_model(model, Given(advisor))
    except AdvisorError:  # a model the table lacks: nothing to say of it here
        return answer
    if arch.kind != "table":  # a bare size ("a 7b model") came out at no date: no era to say (review22 #11)
        return answer
    today = advisor.catalog.market(None)
    named = card_param(arch.name)
    note = Caveat(rule_id=RULE, weight=CAVEAT_WEIGHT + 2, message=msg(
        "guide.model-newer", "{model} came out after this guide's market (prices of {as_of}), which cannot judge "
        "what runs it; the guide's own answer follows — for the model, ask in today's market: {today}.", model=named,
        as_of=Date(value=str(market.as_of)), today=today.name))
    if any(c.message.key == "guide.model-newer" for c in shape.decides):
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [note, *shape.decides]})})


__all__ = ["FIRST_MODEL", "newer_than_guide"]
