""""Is my budget enough for X?" with the set-up named (mend48a #2): "$5000 for 2 × 5090 to train models, enough?" led
"buy 2 x GeForce RTX 4090" (the budget's own pick) and said the pair's cards alone (8,262 USD) while the 4090 pair's
line counted 810 USD of board and power supply; "预算4万，两张5090训练，够吗" led "5090 是做深度学习的好选择".

A buyer's budget question that asks whether it is enough (:data:`advisor.ask.enough.ENOUGH`'s words) for the one card
named, one or several of it, and the set-up is over the budget, is answered no first (:func:`rig_enough_first`), on
the basis every line of the ranking uses: the cards plus the board and power supply that many need beyond a one-card PC
(:func:`advisor.rigs.platform_for`, ``value.platform-cost``; none when the asker's PC takes the cards,
``ReadAs.places``), weighed against the budget (another currency at the market's rate, both amounts said). The
budget's own answer (what it buys instead) follows as the first deciding fact; the separate "cost … over your budget"
line of the same set-up is left out (said once, in the headline). Within the budget, "enough" asks what the set-up
does, and the card's own verdict leads as before (:func:`advisor.ask.named_lead.named_first`). Pure but for the
advisor's own catalog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Message, Money, Number, msg
from ..models import Caveat
from ..rigs import platform_for
from ..shown import shown_price
from ..wording import card_param
from .asked_fit import without_lead
from .enough import ENOUGH
from .followups import market_rates
from .models import ReadAs
from .read_as_line import CONDITIONS

if TYPE_CHECKING:
    from ..api import Advisor

ENOUGH_LED = "ask.enough."
"""The key prefix of the no this module leads with (:func:`advisor.ask.named_lead.named_first` keeps it)."""
BUDGET_NO = ("ask.enough.rig.no", "ask.enough.no", "ask.enough.one.no")
"""The keys of the no this module leads with: the budget weighed (the note that it is not is dropped, fix67a)."""
SAID_IN_HEADLINE = ("ask.over-budget.rig", "ask.within-budget.rig", "ask.over-budget")
"""The keys of the set-up's own budget line (:func:`advisor.ask.verdicts._named_rig`) the headline now says."""


def rig_enough_first(advisor: Advisor, text: str, read_as: ReadAs, answer, *, after_fit: bool = False):
    """``answer`` (any command beside a budget: a ``recommend``, or a fit or speed of the set-up named, fix67a) led by
    the no when the set-up named is over the budget (module docstring); for a fit it runs after the fit's own yes or
    no (:func:`advisor.ask.asked_fit.fit_lead`), which then follows the no without its "Yes." (never "Yes." then "over
    your budget"): ``after_fit`` is True for that call, the only one that weighs a ``fits``. ``answer`` itself for an
    owner's question, no budget, not one card named, no "enough" word, a card with no price in the market (or no rate
    to the budget's currency), or a set-up within the budget."""
    shape = getattr(answer, "shape", None)
    budget = read_as.budget
    low = text.lower()
    if (shape is None or shape.headline is None or budget is None or (read_as.command == "fits") != after_fit
            or read_as.own or len(read_as.cards) != 1 or not any(w in low for w in ENOUGH)):
        return answer
    name, count = read_as.cards[0], max(1, read_as.gpus or 1)
    try:
        market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None))
        card = advisor.card(name)
    except AdvisorError:
        return answer
    price = shown_price(advisor.catalog.price_of(market.id, name))
    if price is None:
        return answer
    rate = 1.0  # units of the budget's currency a unit of the price's
    if price.currency != budget.currency:  # "预算4万" in a USD market: weighed in yuan, at the market's rate
        rates = market_rates(advisor, market.id)
        if price.currency not in rates or not rates.get(budget.currency):
            return answer
        rate = rates[price.currency] / rates[budget.currency]
    cards = price.amount * count
    platform = 0.0 if count == 1 or (read_as.places or 0) >= count else platform_for(market, count, card).cost
    total = cards + platform

    def said(amount: float) -> Money | Message:
        own = Money(amount=float(round(amount)), currency=price.currency)
        if price.currency == budget.currency:
            return own
        return msg("ask.offer.converted", "{amount} (≈ {converted})", amount=own,
                   converted=Money(amount=float(round(amount * rate)), currency=budget.currency))

    params = dict(count=Number(value=count), card=card_param(name), total=said(total), cards=said(cards),
                  platform=said(platform), condition=CONDITIONS[price.condition],
                  budget=Money(amount=budget.amount, currency=budget.currency))
    if total * rate <= budget.amount:
        return answer  # within it, "enough" asks what the set-up does: the card's own verdict leads (named_lead)
    gap = Money(amount=float(max(1, round(total * rate - budget.amount))), currency=budget.currency)
    if platform:
        headline = msg("ask.enough.rig.no", "No: {count} × {card} cost about {total} with the board and power supply "
                       "they need ({cards} for the cards ({condition}) + {platform}), over your budget of {budget} by "
                       "{gap}.", gap=gap, **params)
    elif count > 1:  # the asker's PC takes the cards: the cards alone
        headline = msg("ask.enough.no", "No: {count} × {card} cost about {cards} here ({condition}), over your budget "
                       "of {budget} by {gap}.", gap=gap, **params)
    else:
        headline = msg("ask.enough.one.no", "No: {card} costs about {cards} here ({condition}), over your budget of "
                       "{budget} by {gap}.", gap=gap, **params)
    if read_as.command == "recommend":
        said_next = msg("ask.budget-buys-instead", "What the budget buys: {headline}", headline=shape.headline)
    else:  # a fit, a speed, a comparison of the set-up: what it does follows the no, without its own yes (fix67a)
        said_next = msg("ask.enough.set-up-does", "What the set-up does: {headline}",
                        headline=without_lead(answer).shape.headline)
    instead = Caveat(rule_id="value.budget-first", weight=DECIDING_WEIGHT, message=said_next)
    decides = [c for c in shape.decides if not c.message.key.startswith(SAID_IN_HEADLINE)]
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": headline, "decides": [instead, *decides]})})


__all__ = ["BUDGET_NO", "rig_enough_first"]
