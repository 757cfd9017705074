"""An LLM and an image generator loaded at once under a budget (issue 28, newuser21: "budget 1200 for llama 3 8b and
sdxl at once" led with an RTX A4000 at 400 USD, 1.6 it/s on SDXL, while a 5070 Ti within the budget was listed second).

The jobs' floor (:mod:`advisor.ask.budget_jobs`) filters the LLM ranking, which leads with the best decode per price
on the model (:func:`advisor.llm_picks.choose_sized`): for a small model every card runs it fast, so the cheapest
card that holds the floor leads. With an image generator sharing the card, the budget buys speed for both jobs:
:func:`fastest_first` leads with the fastest single CUDA card of the ranking within the budget (its decode on the
model, the speed the ranking measures, a tie within :data:`~advisor.recommend.TIE` left as it is), the value pick
behind it with its own label. Pure: a function of the answer and its reading.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Card
from ..models import Recommendation
from ..recommend import TIE
from ..shape import mod_line, pick_line
from .budget_jobs import _IMAGE, _second
from .jobs_at_once import AT_ONCE_KEYS

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Pick
    from .models import Question


def _fastest(r: Recommendation) -> Pick | None:
    """The fastest single CUDA pick of ``r`` within its budget, when it is clearly faster than the first pick."""
    first = r.picks[0]
    if first.role != "best" or first.speed is None or first.speed.measure != "decode":
        return None
    ways = [p for p in r.picks if p.gpus == 1 and p.route == "cuda" and p.speed is not None
            and p.speed.measure == "decode" and p.speed.model == first.speed.model
            and (p.total_cost or p.price.amount) <= r.budget.market_amount]
    best = max(ways, key=lambda p: (p.speed.value if p.speed else 0.0, -(p.total_cost or 0.0)), default=None)
    if best is None or best is first or best.speed is None or best.speed.value <= first.speed.value * (1 + TIE):
        return None
    return best


def fastest_first(advisor: Advisor, q: Question) -> Question:
    """``q`` with its LLM ranking led by the fastest single CUDA card within the budget (module docstring) when an
    image generator is loaded beside the LLM at once; ``q`` unchanged otherwise."""
    r = q.answer
    if not isinstance(r, Recommendation) or r.shape is None or not r.picks or r.gpus != 1 or r.use_case != "llm" \
            or r.shape.headline.key != "shape.recommend" or not any(n.key in AT_ONCE_KEYS for n in q.read_as.notes):
        return q
    row = _second(q.read_as, " ".join([q.text, *(q.read_as.jobs or [])]))
    if row is None or row.job not in _IMAGE or (lead := _fastest(r)) is None:
        return q
    old = r.picks[0]
    picks = [lead.model_copy(update={"role": "best"}),
             *[p.model_copy(update={"role": "runner-up"}) if p is old else p for p in r.picks if p is not lead]]
    by_card = {p.card: p for p in picks}
    ctx = advisor.shape_context(r.market.id)
    shown = [lead.card, *[x.card for x in r.shape.ranking if x.card != lead.card and x.card in by_card]]
    ranking = [mod_line(pick_line(by_card[c], picks[0], ctx, budget=r.budget.market_amount), ctx) for c in shown]
    params = {**r.shape.headline.params, "card": Card(value=lead.card)}
    headline = r.shape.headline.model_copy(update={"params": params})
    shape = r.shape.model_copy(update={"headline": headline, "ranking": ranking})
    return q.model_copy(update={"answer": r.model_copy(update={"picks": picks, "shape": shape})})


__all__ = ["fastest_first"]
