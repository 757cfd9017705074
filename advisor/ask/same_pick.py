"""A follow-up that changes the prices' condition or the budget, said against the answer before it (newuser26:
"what about used?" after an answer whose every card was already priced used re-ranked and added a stretch card over
the budget; "那1万2呢" after "预算1万" and "二手的呢" gave the same pick, unsaid).

- :func:`used_counted`: "what about used?" / "二手的呢" when every card of the ranking before was priced used — the
  reading before kept (the same picks, the same budget) and a note saying the answer already counts used prices;
- :func:`same_pick_said`: a recommendation answering a follow-up that raised the budget or asked for used prices
  and leads with the card the answer before led with — one deciding fact saying it stays and why (nothing
  within the new budget ranks above it; the cheapest card of more memory, when the answer shows one, and its price).

Pure: the readings, the context's few facts (:class:`~advisor.ask.models.Context`) and the answer's own lines.
"""

from __future__ import annotations

from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, Quantity, msg
from ..models import Caveat, Recommendation
from ..wording import card_param
from .models import Context, ReadAs, led

USED_COUNTED = msg("ask.note.used-counted", "the answer before already counts used prices (each card at its "
                   "cheapest, new or used), so it stands as it was")
"""The read-as note of "what about used?" answered with the reading before."""


def used_counted(before: Context | None, read_as: ReadAs, merged: bool) -> ReadAs:
    """``read_as`` (a follow-up merged with ``before``) back to the reading before, with :data:`USED_COUNTED` among
    its notes, when the follow-up only asked for used prices and the cards the answer before showed were priced used
    (``before.used``); ``read_as`` unchanged otherwise (another slot changed too, a condition said before, an
    answer with a new-priced card: used-only ranks again)."""
    if (not merged or before is None or not before.used or read_as.condition != "used"
            or before.read_as.condition is not None):
        return read_as
    again = read_as.model_copy(update={"condition": None, "notes": before.read_as.notes})
    if again != before.read_as:  # the follow-up said something else too ("used, and for 70b?")
        return read_as
    return before.read_as.model_copy(update={"notes": [*before.read_as.notes, USED_COUNTED]})


def same_pick_said(before: Context | None, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a recommendation answering a follow-up of ``before``) with one deciding fact first when it leads
    with the card the answer before led with (``before.picked``) though the follow-up raised the budget or asked for
    used prices: the pick stays, nothing within the budget ranks above it, and the cheapest card of the answer's
    ranking with more memory, over the budget, and its price (module docstring). Unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if (before is None or before.picked is None or not isinstance(answer, Recommendation) or shape is None
            or not answer.picks or read_as.budget is None or before.read_as.budget is None
            or read_as.command != "recommend" or before.read_as.command != "recommend"):
        return answer
    if led(answer) != before.picked:
        return answer
    raised = (read_as.budget.currency == before.read_as.budget.currency
              and read_as.budget.amount > before.read_as.budget.amount)
    used = read_as.condition == "used" and before.read_as.condition is None
    if not raised and not used:
        return answer
    pick = next(p for p in answer.picks if p.card == before.picked)
    budget = Money(amount=read_as.budget.amount, currency=read_as.budget.currency)
    memory = max((x.memory_gb or 0.0) for x in shape.ranking if x.card == pick.card) if shape.ranking else 0.0
    bigger = [x for x in shape.ranking if x.price is not None and (x.memory_gb or 0.0) * max(1, x.gpus) > memory
              and x.card != pick.card]
    step = min(bigger, key=lambda x: x.total or x.price.amount if x.price else 0.0, default=None)
    params: dict[str, Any] = dict(card=card_param(pick.card), budget=budget)
    if used:
        said = msg("ask.same-pick.used", "With used prices only, {card} stays the pick: it was already priced used.",
                   **params)
    elif step is not None and step.price is not None:
        said = msg("ask.same-pick.raised.step", "{card} stays the pick at {budget}: nothing within it ranks above "
                   "it for this use; more memory starts at {step} ({memory}, {price}).", step=card_param(step.card),
                   memory=Quantity(value=(step.memory_gb or 0.0) * max(1, step.gpus), unit="GB"),
                   price=Money(amount=step.total or step.price.amount, currency=step.price.currency), **params)
    else:
        said = msg("ask.same-pick.raised", "{card} stays the pick at {budget}: nothing within it ranks above it for "
                   "this use.", **params)
    fact = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


__all__ = ["USED_COUNTED", "same_pick_said", "used_counted"]
