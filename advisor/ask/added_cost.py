"""What the cards an owner adds cost, asked after the rig is counted (break36 #9): "can I run llama 3.3 70b on my
3090?" → "and with 2 of them?" (or "what if I buy another?") → "in euros how much would the second one cost?" is the
price of the one card added — the owner has the other — in the currency asked, at the market's exchange rate
(``data/exchange_rates.csv``, the ECB's reference rates) beside the market's own price, with the board and power
supply the count needs said apart ("more if your PC lacks them"), never the price of both cards, with the board counted
in, in the market's currency (the answer priced the pair "about 3,360 USD"). The rig's counts are its read-as note
(:data:`advisor.ask.added_follow.ADDED_NOTES`, "the 1 you have and 1 more"); :func:`owned_added` writes that note
when a count follows the owner's card ("I have a 4090" → "what about two?"). Pure.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, msg
from ..models import Caveat
from ..rigs import platform_for
from ..shown import shown_price
from ..wording import card_param
from .added_follow import ADDED_NOTES, added_counts, owned_words
from .followups import market_rates

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Context, ReadAs


def owned_added(read_as: ReadAs, before: Context) -> ReadAs:
    """``read_as`` (an owner's card counted: ``gpus`` of it, owned) with the note that says how many of them the owner
    has and how many are added — the count had before (one card, unless said) — when it adds some; unchanged otherwise
    or when a rig's note is there already."""
    had, total = before.read_as.gpus or 1, read_as.gpus or 1
    if total <= had or not read_as.cards or any(n.key in ADDED_NOTES for n in read_as.notes):
        return read_as
    note = msg("ask.added.owned", "{total:.0f} × {card} in all: the {had:.0f} you have and {added:.0f} more.",
               total=total, card=card_param(read_as.cards[0]), had=had, added=total - had)
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


def added_cost(advisor: Advisor, text: str, read_as: ReadAs, answer, currency: str | None) -> list[Caveat] | None:
    """The price of the cards added to the owner's rig (module docstring), as a deciding fact keyed
    ``ask.rig-cost.added*``, in ``currency`` (the one the question asks in) when the market has a rate for it;
    ``None`` when the reading is no owner's rig with cards added (the rig's own cost is then said)."""
    counts = added_counts(read_as)
    if counts is None or not owned_words(read_as) or len(read_as.cards) != 1:
        return None
    had, added = counts
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or read_as.market or None)
    card = read_as.cards[0]
    price = shown_price(advisor.catalog.price_of(market.id, card))
    if price is None:
        return None
    rates = market_rates(advisor, market.id)
    rate = rates.get(currency or "") if currency not in (None, price.currency) and price.currency == market.currency \
        else None

    def shown(amount: float) -> Money:
        return Money(amount=amount / rate, currency=str(currency)) if rate else Money(amount=amount,
                                                                                      currency=price.currency)

    condition = msg("ask.cheaper.used", "used") if price.condition == "used" else msg("ask.cheaper.new", "new")
    params = dict(added=added, had=had, card=card_param(card), total=shown(price.amount * added),
                  each=Money(amount=price.amount, currency=price.currency), condition=condition,
                  date=Date(value=price.as_of), count=had + added)
    platform = platform_for(market, had + added, advisor.card(card))
    if rate:
        said = msg("ask.rig-cost.added.in", "{added:.0f} more {card} beside the {had:.0f} you have: about {total} at "
                   "the market's exchange rate ({each} a card, {condition}, {date}).", **params)
    else:
        said = msg("ask.rig-cost.added", "{added:.0f} more {card} beside the {had:.0f} you have: about {total} "
                   "({each} a card, {condition}, {date}).", **params)
    facts = [Caveat(rule_id="multi.platform-per-4", weight=DECIDING_WEIGHT, message=said)]
    if platform is not None and platform.cost >= 1.0:
        facts.append(Caveat(rule_id="multi.platform-per-4", weight=DECIDING_WEIGHT, message=msg(
            "ask.rig-cost.added.board", "{board} more if your PC lacks the board and power supply {count:.0f} cards "
            "need.", board=shown(platform.cost), count=had + added)))
    return facts


__all__ = ["added_cost", "owned_added"]
