"""What to buy instead, for the budget said beside a card not recommended (issue 28, answers61): "is an H100 worth it
for a small lab, budget 30k", "A100值得买吗，预算20万". The verdict (a server part, rent it) answered the card, and the
read-as line said only that the budget was not weighed and to ask again. A buyer with a budget who is told not to buy
the card asked about wants the card to buy: here the read-as line's note is replaced by the top of the ranking for
that budget (``recommend`` in the same market and use case), in one line, with its memory and price and the count when
the ranking's pick is several cards. Unchanged for a recommended or situational card, an owner's question, an offer
(its price judged) or a budget the ranking refuses. Pure but for the advisor's own answers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Money, Quantity, msg
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

UNWEIGHED = "ask.budget-unweighed"
SEVERAL = (4, 2)
"""The builds of several of the top card weighed when the budget buys that many (most first): one platform holds
up to four cards (``recommend``'s multi-GPU platform)."""


def server_card_asked(advisor: Advisor, read_as: ReadAs, market: str | None) -> ReadAs:
    """A budget beside a data-centre card the rules advise against, read as a budget question naming it ("H100 for a
    lab, budget 30k"): the card asked about, as "why h100, budget 30000" reads it (a verdict, then what the budget
    buys instead: :func:`budget_instead`), so two wordings of one question get one answer (fix27a, break26 #6).
    Unchanged for any other card, an owner's question, an offer, a model or a count said."""
    if read_as.command != "recommend" or read_as.budget is None or len(read_as.cards) != 1 or read_as.own or (
            read_as.offer is not None) or read_as.card_offers or read_as.model is not None or (read_as.gpus or 1) > 1:
        return read_as
    try:
        verdict = advisor.why(read_as.cards[0], market=read_as.market or market,
                              use_case=read_as.use_case or "general")
    except AdvisorError:
        return read_as
    if verdict.verdict != "not_recommended" or not any(r.rule_id == "budget.datacenter" for r in verdict.reasons):
        return read_as
    return read_as.model_copy(update={"command": "why"})


def budget_instead(advisor: Advisor, read_as: ReadAs, market: str | None) -> ReadAs:
    """``read_as`` with the "not weighed" note replaced by what the budget buys instead (module docstring)."""
    if read_as.command != "why" or read_as.budget is None or len(read_as.cards) != 1 or read_as.own or (
            read_as.offer is not None) or not any(n.key == UNWEIGHED for n in read_as.notes):
        return read_as
    mk = read_as.market or market
    use_case = read_as.use_case or "general"
    try:
        if advisor.why(read_as.cards[0], market=mk, use_case=use_case).verdict != "not_recommended":
            return read_as
        rec = advisor.recommend(f"{read_as.budget.amount:g} {read_as.budget.currency}", market=mk,
                                use_case=use_case)
    except AdvisorError:
        return read_as
    if not rec.picks:
        return read_as
    top = rec.picks[0]
    for n in SEVERAL:  # "budget 30k" for one 4,131 USD card: the build of several of it the budget buys
        if top.total_cost * n > rec.budget.market_amount:
            continue
        try:
            more = advisor.recommend(f"{read_as.budget.amount:g} {read_as.budget.currency}", market=mk,
                                     use_case=use_case, gpus=n)
        except AdvisorError:
            continue
        if more.picks and more.picks[0].card == top.card:
            top = more.picks[0]
            break
    amount = Money(amount=read_as.budget.amount, currency=read_as.budget.currency)
    params = dict(amount=amount, card=Card(value=top.card), count=top.gpus,
                  memory=Quantity(value=top.memory_gb or 0.0, unit="GB"),
                  cost=Money(amount=top.total_cost, currency=top.price.currency))
    if top.gpus > 1:
        note = msg("ask.budget-instead.several", "For your budget ({amount}) buy instead {count:.0f} × {card} "
                   "({memory} each, {cost} in all), the top of the ranking for it; ask “best gpu for {amount}” for "
                   "the whole list.", **params)
    else:
        note = msg("ask.budget-instead", "For your budget ({amount}) buy instead {card} ({memory}, {cost}), the top of "
                   "the ranking for it; ask “best gpu for {amount}” for the whole list.", **params)
    return read_as.model_copy(update={"notes": [note if n.key == UNWEIGHED else n for n in read_as.notes]})
