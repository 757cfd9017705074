"""A budget typed in another currency than the market's, its rate and the market's prices said in every answer
(newuser24: "我有8000元，3090还是4070 ti super" compared the two on US used prices with "¥8,000 (≈ US$1,202)" and no
word of the rate or of whose prices they are, while a yuan ranking said both).

The budget reader says the conversion in its readings (:func:`advisor.budget._assumptions`), which a ranking shows;
:func:`priced_said` is the one place that says whose prices the answer weighed (:func:`advisor.budget.priced_in`) in
every answer that converted a budget, and, where the answer shows no conversion, adds it in one line with its rate's
date and source (``data/exchange_rates.csv`` or ``data/markets/official_rates.csv``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..budget import priced_in, rate_cite
from ..i18n import Date, Message, MessageParam, Money, msg

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question, ReadAs

SAID = frozenset({"budget.priced", "budget.converted.priced"})
"""The key whose presence anywhere in an answer means its prices' market is said already."""


def _says(m: object) -> bool:
    """Whether ``m`` (a message, a parameter, a list or a model's fields) holds a :data:`SAID` message."""
    stack = [m]
    while stack:
        value = stack.pop()
        if isinstance(value, Message | MessageParam):
            if value.key in SAID:
                return True
            stack.extend(value.params.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
        elif hasattr(value, "message"):
            stack.append(value.message)
    return False


def priced_said(advisor: Advisor, q: Question) -> Question:
    """``q`` with its answer's reading said as :func:`priced_answer` says it; ``q`` itself when unchanged."""
    answer = priced_answer(advisor, q.read_as, q.answer)
    return q if answer is q.answer else q.model_copy(update={"answer": answer})


def priced_answer(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` with, when it weighed a budget (or a price offered) typed in another currency than its market's
    (``read_as.budget``, ``offer`` or ``card_offers``; none the answer says it does not weigh),
    :func:`advisor.budget.priced_in` added to its reading, after the conversion in one line (the rate's date and
    source) where the reading says none; ``answer`` as it is otherwise (a reply in words, an amount in the market's
    currency, a market with no rate for it, the prices said already)."""
    budget = read_as.budget or read_as.offer or next((o for o in read_as.card_offers or [] if o is not None), None)
    shape = getattr(answer, "shape", None)
    market_id = getattr(getattr(answer, "market", None), "id", None)
    if shape is not None and any(n.key == "ask.converted" for n in read_as.notes):  # "in euros": the read-as note
        # says the conversion and whose prices; the answer's reading never says them again (newuser26)
        kept = [m for m in shape.reading if not m.key.startswith(("budget.converted", "budget.priced"))]
        return answer if len(kept) == len(shape.reading) else _with_reading(answer, kept)
    if budget is None or shape is None or market_id is None or any(
            n.key == "ask.budget-unweighed" for n in read_as.notes):  # a budget the answer says it does not weigh
        return answer
    market = advisor.catalog.market(market_id)
    rate = next((r for r in market.exchange_rates if r.currency == budget.currency), None)
    if budget.currency == market.currency or rate is None or _says(shape.reading) or _says(shape.decides):
        return answer
    priced = priced_in(market, budget.currency)
    if any(m.key in ("budget.converted", "budget.converted.short") for m in shape.reading):
        return _with_reading(answer, [*shape.reading, priced])
    converted = msg("budget.converted.short", "{amount} ≈ {market_amount} at the market's rate of {as_of} ({source}).",
                    amount=Money(amount=budget.amount, currency=budget.currency),
                    market_amount=Money(amount=budget.amount * rate.rate, currency=market.currency),
                    as_of=Date(value=rate.as_of), source=rate_cite(rate.source))
    return _with_reading(answer, [converted, *shape.reading, priced])


def _with_reading(answer: Any, reading: list[Message]) -> Any:
    """``answer`` with its short form's reading ``reading``."""
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={"reading": reading})})


__all__ = ["priced_answer", "priced_said"]
