"""A comparison with a model and a budget weighs the model's fit first (break27 #6): "4090 or 5090 for llama 70b, budget
3000" said "Within your budget of 3,000 USD, buy GeForce RTX 4090 … only it fits the budget", then "Neither holds
Llama 3.3 70B on one card": it told the buyer to buy a card that cannot run the model asked about.

When no named card within the budget holds the model on one card (its memory, ``llm_memory_gb``, below what the
comparison's own sizing says the model needs: the ``several.model`` fact), the headline says so first and names what the
budget buys for that model: the ranking's own pick (``recommend`` with the model, in the same market), or that nothing
within the budget holds it (:func:`fit_first`). A named card that holds it keeps the budget's verdict
(:mod:`advisor.ask.budget_verdict`). Pure but for the advisor's own answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import ListOf, Message, Money, Number, Text, msg
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def _need(shape: Any, answer: Any) -> float | None:
    """The GB the comparison sized the model at (its ``several.model`` fact's ``need``), or ``None``."""
    for c in [*getattr(answer, "deciding", []), *getattr(answer, "reasons", []), *shape.decides]:
        message = getattr(c, "message", None)
        if message is not None and message.key == "several.model" and "need" in message.params:
            return float(message.params["need"].value)
    return None


def _side(pick: Any) -> Any:
    """A pick's card, with its count when it is several (the price is all of them)."""
    if pick.gpus <= 1:
        return card_param(pick.card)
    return msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=pick.gpus), card=card_param(pick.card))


def fit_first(advisor: Advisor, read_as: ReadAs, answer: Any, shape: Any, within: list, said: Any) -> Message | None:
    """The headline for two compared cards beside a budget and a model to run when no named card within the budget
    holds the model (module docstring); ``None`` when one does, no model is named, or the task is a fine-tune."""
    if read_as.model is None or read_as.task not in (None, "inference"):
        return None
    need = _need(shape, answer)
    if need is None or any((advisor.card(x.card).llm_memory_gb or 0.0) >= need for x in within):
        return None
    budget = read_as.budget
    assert budget is not None
    market = getattr(getattr(answer, "market", None), "id", None)
    try:  # the ranking's own pick for the model at this budget (one truth)
        rec = advisor.recommend(f"{budget.amount:g} {budget.currency}", market=market, use_case="llm",
                                model=read_as.model.name)
    except AdvisorError:
        return None
    head = dict(budget=said, model=card_param(read_as.model.name), need=gb(need),
                cards=ListOf(items=[card_param(x.card) for x in within], style="and"))
    if not rec.picks:
        return msg("ask.within-budget.no-fit.none", "Not for {model} within your budget of {budget}: it needs about "
                   "{need}, more than {cards} can hold on one card, and nothing within the budget holds it.", **head)
    pick = rec.picks[0]
    tok_s = pick.speed.value if pick.speed is not None and pick.speed.measure == "decode" else None
    return msg("ask.within-budget.no-fit", "Not for {model} within your budget of {budget}: it needs about {need}, "
               "more than {cards} can hold on one card. For {model} within the budget, buy {pick} ({price}, "
               "{memory}{speed}).", **head, pick=_side(pick),
               price=Money(amount=pick.total_cost or pick.price.amount, currency=pick.price.currency),
               memory=gb((pick.memory_gb or 0.0) * pick.gpus),
               speed=msg("ask.within-budget.no-fit.speed", ", ≈ {tok_s:.0f} tokens/s", tok_s=Number(value=tok_s))
               if tok_s else Text(value=""))


__all__ = ["fit_first"]
