"""One verdict for two cards compared beside a budget (break25 #14): "my budget is 1200, 3090 or 4070 ti super?".

A comparison takes no budget, so its headline weighs the two cards on value alone ("better value: 3090 … memory is
the first limit"), and the budget came after it as separate facts ("3090 costs 1,275 USD, over your budget"; "the
ranking here picks 4080 SUPER"): the in-budget card was never the pick, and with both cards within the budget the
read-as line said the budget was "not weighed". Here the budget is weighed against the two named cards' prices in the
answer (:func:`budget_verdict`):

- **one within it**: the headline is that card ("Within your budget of 1,200 USD, buy GeForce RTX 4070 Ti SUPER
  (740 USD, 16 GB): of the two, only it fits the budget"), the other's price over it the first fact, and the
  comparison's value sentence kept as what the budget gives up ("Without the budget: …");
- **both within it**: said so, and the comparison's verdict stands (the budget does not change it);
- **neither**: :func:`advisor.ask.fitted.budget_buys` says what the budget buys, as before.

A third card is named only when the budget's own first pick (``recommend`` in the same market and job) beats every
named card within the budget on both memory (at least as much) and speed (at least :data:`CLEARLY_FASTER` faster),
said as such. Pure but for the advisor's own answers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import ListOf, Message, Money, Number, msg
from ..models import Caveat
from ..wording import card_param, gb
from .budget_fit import fit_first
from .followups import converted
from .models import ReadAs
from .ranked_slots import ranked_for

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import RankLine, Shape

CLEARLY_FASTER = 0.10
"""How much faster (training index) a third card must be than each named card within the budget to be named beside
them (product choice: about the ``compare`` tie of a few per cent, so a card merely as fast is not a third answer)."""

SAID_BY_VERDICT = ("ask.budget-buys",)
"""The keys of the separate budget facts the verdict replaces (:func:`advisor.ask.fitted.budget_buys`: what the
budget buys is the verdict's third card, said only when it beats the named ones); the named card over the budget
(:func:`advisor.ask.verdicts.over_budget`) stays the first fact, the reason for the verdict."""


def _lines(read_as: ReadAs, shape: Shape) -> list[RankLine] | None:
    """The ranking lines of the two named cards, one card each and priced; ``None`` otherwise."""
    named = [x for x in shape.ranking if x.card in read_as.cards]
    if len(named) != 2 or len({x.card for x in named}) != 2 or any(x.gpus > 1 or x.price is None for x in named):
        return None
    return named


def budget_verdict(advisor: Advisor, read_as: ReadAs, answer, shape: Shape, rates: dict[str, float]) -> Shape:
    """``shape`` with the budget said beside two compared cards weighed (module docstring); ``shape`` itself when
    the question has no budget, is an owner's, or the two cards are not both priced single cards."""
    budget = read_as.budget
    if budget is None or read_as.own or read_as.offer is not None or read_as.card_offers or len(read_as.cards) != 2:
        return shape
    named = _lines(read_as, shape)
    if named is None:
        return shape
    currency = named[0].price.currency if named[0].price is not None else budget.currency
    limit, shown = budget.amount, Money(amount=budget.amount, currency=budget.currency)
    said: Money | Message = shown
    if currency != budget.currency:  # a yuan budget in a USD market: at the market's rate, both amounts said
        at = converted(budget, currency, rates)
        if at is None:
            return shape
        limit = at.amount
        said = msg("ask.offer.converted", "{amount} (≈ {converted})", amount=shown,
                   converted=Money(amount=at.amount, currency=at.currency))
    within = [x for x in named if x.price is not None and x.price.amount <= limit]
    if not within:
        return shape  # neither: what the budget buys is budget_buys' sentence
    decides = [c for c in shape.decides if not c.message.key.startswith(SAID_BY_VERDICT)]
    fit = fit_first(advisor, read_as, answer, shape, within, said)  # the model's fit first (break27 #6)
    if fit is not None:  # what the budget gives up is said after: the cards' own verdict ("2 x … hold it")
        overs = [c for c in decides if c.message.key.startswith("ask.over-budget")]
        return shape.model_copy(update={"headline": fit, "decides": [*overs, _without(shape), *[
            c for c in decides if c not in overs]]})
    third = _third(advisor, read_as, answer, within, budget)
    if len(within) == 2:
        both = Caveat(rule_id="value.budget-first", weight=DECIDING_WEIGHT, message=msg(
            "ask.within-budget.both", "Both are within your budget of {budget}: {a} at {price_a} and {b} at {price_b}, "
            "so of the two the verdict above stands.", budget=said, **_priced(named)))
        if third:  # one fact, so a long reading note never leaves the third card out (facts past the first may go)
            both = both.model_copy(update={"message": msg("ask.within-budget.and", "{first} {second}",
                                                          first=both.message, second=third[0].message)})
        return shape.model_copy(update={"decides": [both, *decides]})
    pick = within[0]
    assert pick.price is not None
    headline = msg("ask.within-budget.pick", "Within your budget of {budget}, buy {card} ({price}, {memory}): of the "
                   "two, only it fits the budget.", budget=said, card=card_param(pick.card),
                   price=Money(amount=pick.price.amount, currency=pick.price.currency), memory=gb(pick.memory_gb or 0))
    overs = [c for c in decides if c.message.key.startswith("ask.over-budget")]  # why: the other is over it
    decides = [c for c in decides if c not in overs]
    return shape.model_copy(update={"headline": headline, "decides": [*overs, *third, _without(shape), *decides]})


def _without(shape: Shape) -> Caveat:
    """The comparison's own verdict, said as what the budget's verdict sets aside."""
    return Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
        "ask.within-budget.without", "Without the budget: {verdict}", verdict=shape.headline))


def _priced(named: list[RankLine]) -> dict:
    a, b = named
    assert a.price is not None and b.price is not None
    return dict(a=card_param(a.card), price_a=Money(amount=a.price.amount, currency=a.price.currency),
                b=card_param(b.card), price_b=Money(amount=b.price.amount, currency=b.price.currency))


def _third(advisor: Advisor, read_as: ReadAs, answer, within: list[RankLine], budget) -> list[Caveat]:
    """The budget's first pick when it beats every named card within the budget (module docstring), said as such."""
    market = getattr(getattr(answer, "market", None), "id", None)
    model = read_as.model.name if read_as.model is not None else None
    try:  # the same job the comparison weighs (one truth)
        rec = advisor.recommend(f"{budget.amount:g} {budget.currency}", market=market,
                                use_case=read_as.use_case or "general", model=model,
                                task=read_as.task if model is not None else None,
                                job=ranked_for(read_as, model))
    except AdvisorError:
        return []
    picks = [p for p in rec.picks if p.gpus == 1 and p.card not in read_as.cards]
    if not picks or model is not None:
        return []  # a model named: recommend ranks by its fit and decode, not the training index compared here
    best = picks[0]
    perf = advisor.catalog.performance

    def speed(card: str) -> float:
        p = perf.get(card)
        return p.relative if p is not None else 0.0

    mine = speed(best.card)
    if not mine or any((best.memory_gb or 0) < (x.memory_gb or 0) or mine < speed(x.card) * (1 + CLEARLY_FASTER)
                       for x in within):
        return []
    return [Caveat(rule_id="value.budget-first", weight=DECIDING_WEIGHT, message=msg(
        "ask.within-budget.third", "A third card beats {cards} within the budget: {card} ({memory}, {price}), "
        "at least {times:.2f}x as fast with as much memory or more.",
        cards=ListOf(items=[card_param(x.card) for x in within]),
        card=card_param(best.card), memory=gb(best.memory_gb or 0),
        price=Money(amount=best.price.amount, currency=best.price.currency),
        times=Number(value=mine / max(speed(x.card) for x in within))))]
