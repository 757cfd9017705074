""""Money no object" for a model no single workstation holds: the rented node (fix43c, newuser20 #14; break34 #8).

A budget said to have no limit is ranked up to the dearest card one workstation takes (:mod:`advisor.ask.no_limit`).
A model that nothing at that price holds ("kimi k2, money no object": about 586 GB; "llama 3.1 405b in fp16": 759
GB) got "nothing within 16,000 USD" and stopped. With no limit, the way is the multi-GPU node: the fewest
data-centre cards of 80 GB or more whose memory adds up to the job, split across them (tensor or pipeline
parallel), whole 8-GPU nodes past one — the cheapest such rig by the hour (``data/rent_hourly.csv``, RunPod on
demand, each row dated and sourced; :func:`advisor.fits.rent_node._cheapest_rig`). Said first among the answer's
deciding facts. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..fits.rent_instead import rent_table
from ..fits.rent_node import BIG, _cheapest_rig
from ..i18n import Date, Money, Quantity, msg
from ..models import Caveat, Recommendation

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

NO_LIMIT_KEY = "ask.no-limit"
"""The read-as note of a budget said to have no limit (:mod:`advisor.ask.no_limit`)."""


def node_route(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` with the rented node said first among its deciding facts when the budget was said to have no limit
    and nothing at the workstation price holds the model (module docstring); as it is otherwise."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or answer.use_case != "llm" or answer.picks
            or answer.stretch is not None or not answer.min_memory_gb or read_as.model is None
            or not any(n.key == NO_LIMIT_KEY for n in read_as.notes)):
        return answer
    market = advisor.catalog.market(answer.market.id)
    rows = [r for r in rent_table() if r["market"] == market.id]
    if market.currency != "USD" or not rows:
        return answer
    by_name = {o.card.name: float(o.card.memory_gb) for o in advisor._usable_cards(market) if o.card.memory_gb}
    rig = _cheapest_rig(rows, float(answer.min_memory_gb), by_name, BIG)
    if rig is None:
        return answer
    words, rate, row = rig
    said = msg("ask.no-limit.node", "No one workstation holds its {need}: with no limit, the way is a multi-GPU node "
               "— rent {rig}, the model split across them (vLLM or SGLang, tensor or pipeline parallel), for about "
               "{rate} an hour on demand ({each} a GPU, {as_of}, data/rent_hourly.csv).",
               need=Quantity(value=float(answer.min_memory_gb), unit="GB", digits=1), rig=words,
               rate=Money(amount=round(rate, 2), currency="USD", digits=2),
               each=Money(amount=float(row["usd_per_hour"]), currency="USD", digits=2),
               as_of=Date(value=row["as_of"]))
    if any(c.message == said for c in shape.decides):
        return answer
    node = Caveat(rule_id="cloud.own-vs-rent-2023", message=said, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [node, *shape.decides]})})


__all__ = ["node_route"]
