"""A serving answer held to the budget said (fix64a, issue 28 §1, newuser26 #6): "预算15万元，实验室8个人用，跑
Qwen3-235B" led with 8 × RTX PRO 5000 at US$39,940 over a ¥150,000 (≈ US$22,500) budget, "budget not weighed", while
the 4-bit build the budget buys was a side line.

When the cheapest configuration that serves the users (:func:`advisor.serving.serve`, in FP8) costs more than the
budget (converted to the market's currency at its dated rates, :func:`advisor.ask.followups.converted`), the answer is
asked again in 4-bit (AWQ or GPTQ weights on vLLM, :data:`advisor.serving_used.USED_PRECISION`); when its cheapest
configuration fits the budget, that answer leads, headed by what the finer format would cost; when neither fits, the
answer says so first — nothing serves them within the budget — and what the cheapest that does costs (fix68a,
newuser27: an A6000 led over a ¥15k budget without a word). Either way the budget is
weighed, so the reading's "budget not weighed" note goes. Pure but for ``again`` (the reading re-run)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Money, Number, msg
from ..models import Caveat
from ..serving import config_name, precision_name
from ..serving_used import USED_PRECISION
from ..wording import card_param
from .followups import converted, market_rates
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

UNWEIGHED = "ask.budget-unweighed"
"""The reading's note that a budget is not weighed (:mod:`advisor.ask.answer`), dropped once it is."""
WITHIN = "ask.note.serving-budget"
"""The reading's note that the budget is weighed and within reach: one, the budget said last (a follow-up's)."""


def _cheapest(answer: Any):
    """The cheapest priced configuration of a serving ``answer`` (its first priced one), or ``None``."""
    serving = getattr(answer, "serving", None)
    priced = [c for c in (serving.configs if serving is not None else []) if c.total_price is not None]
    return min(priced, key=lambda c: c.total_price or 0.0) if priced else None


def serving_budget(advisor: Advisor, read_as: ReadAs, answer: Any, again: Callable[[ReadAs], Any],
                   market: str | None) -> tuple[ReadAs, Any]:
    """``read_as`` and ``answer`` with the budget weighed on a serving answer (module docstring): the reading without
    its "not weighed" note; the answer in 4-bit, its headline led by the finer format's price, when only the 4-bit
    build fits the budget. Inputs: ``read_as.budget`` (amount, ISO currency), ``market`` (its rates). The pair as it
    is without a serving answer, a budget, a price, or with a precision asked."""
    first = _cheapest(answer)
    if first is None or read_as.budget is None or read_as.precision is not None or first.price is None:
        return read_as, answer
    currency = first.price.currency
    budget = read_as.budget if read_as.budget.currency == currency else converted(
        read_as.budget, currency, market_rates(advisor, market))
    if budget is None:
        return read_as, answer
    weighed = read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key not in (UNWEIGHED, WITHIN)]})
    said = Money(amount=read_as.budget.amount, currency=read_as.budget.currency)
    if (first.total_price or 0.0) <= budget.amount:  # within it: said on the reading, the budget kept (fix68a)
        return weighed.model_copy(update={"notes": [*weighed.notes, msg(
            "ask.note.serving-budget", "Your budget ({budget}) weighed: the cheapest that serves them is within "
            "it.", budget=said)]}), answer
    try:
        lower = again(read_as.model_copy(update={"precision": USED_PRECISION}))
    except AdvisorError:
        return weighed, answer
    cheap = _cheapest(lower)
    shape = getattr(lower, "shape", None)
    if cheap is not None and (cheap.total_price or 0.0) > budget.amount:  # nothing within it: said plainly, the
        # cheapest that serves them and its price first (newuser27: an A6000 over a ¥15k budget, unsaid)
        best, led = (cheap, lower) if (cheap.total_price or 0.0) < (first.total_price or 0.0) else (first, answer)
        return weighed, _over(best, led, said, read_as)
    if cheap is None or shape is None or shape.headline is None:
        return weighed, answer
    head = msg("serving.budget.lower", "Within your budget ({budget}): {headline} In {precision}, the cheapest that "
               "serves them, {config}, costs more than the budget.", budget=said, headline=shape.headline,
               precision=precision_name(first.precision or "fp8"), config=config_name(first))
    return weighed, lower.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def _over(best: Any, answer: Any, said: Money, read_as: ReadAs) -> Any:
    """``answer`` headed by the plain no: nothing here serves the users within ``said`` (the budget as said), and
    what the cheapest configuration that does (``best``) costs, in its format."""
    shape = getattr(answer, "shape", None)
    serving = getattr(answer, "serving", None)
    if shape is None or serving is None or best.price is None:
        return answer
    head = msg("serving.budget.none", "No: within your budget ({budget}) nothing here serves {users:,.0f} users at "
               "once with {model}; the cheapest that does is {config}, in {precision}.", budget=said,
               users=Number(value=serving.users), model=card_param(read_as.model.name if read_as.model else ""),
               config=config_name(best), precision=precision_name(best.precision or "fp8"))
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "decides": [Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT,
                                             message=shape.headline), *shape.decides]})})


__all__ = ["serving_budget"]
