"""A used offer beside a wish for a new card (break33 #15): "I want a new 4090, I was offered a used one for $1400" was
judged against the used price only, and nothing said that the offer is not what was wished for. The answer now says
first that the offer is used, with what a new one costs in the market (its dated price), so the user weighs the
saving against the warranty they asked for. Pure: the catalogue's prices only.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, msg
from ..models import Caveat
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_WISH_NEW = re.compile(r"(?<![a-z])(?:want(?:ed)?|need|looking\s+for|prefer|buy(?:ing)?|get(?:ting)?|planned\s+on|"
                       r"(?:i'?d|would)\s+(?:like|love|rather\s+have)|after|hoping\s+for|hope\s+for|"
                       r"looking\s+to\s+(?:buy|get))\s+"
                       r"(?:a\s+|an\s+|the\s+|to\s+(?:buy|get)\s+(?:a\s+)?)?(?:brand[\s-]?)?new(?![a-z])|"
                       r"(?<![a-z])(?:want|need|prefer)\s+(?:it|one)\s+(?:brand[\s-]?)?new(?![a-z])|"
                       r"(?:想要|想买|想買|要买|要買|打算买|打算買|想入|要)\s*(?:一张|一張|一块|一塊)?\s*(?:全新|新的|新卡|新)")
_USED_OFFER = re.compile(r"(?<![a-z])(?:used|second[\s-]?hand|pre-?owned|refurb(?:ished)?)(?![a-z])|二手")


def new_wish_said(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` with the used offer said against the new card wished for, with the offer's judgement, first (module
    docstring), when the question wishes a new card and its one offer is said used; ``answer`` otherwise."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if shape is None or read_as.offer is None or len(set(read_as.cards)) != 1 or not _WISH_NEW.search(low):
        return answer
    used = bool(_USED_OFFER.search(low))
    if not used and read_as.condition == "new":  # the wish priced new already ("brand new 3090 … offered one")
        return answer
    market = getattr(getattr(answer, "market", None), "id", None)
    if market is None:
        return answer
    card = read_as.cards[0]
    decides = list(shape.decides)
    at = next((i for i, c in enumerate(decides) if c.message.key.startswith("ask.offer.")), None)
    if at is None:  # no judgement of the offer to say it with
        return answer
    judged = decides[at].message
    new = [p for p in advisor.catalog.price_of(market, card) if p.condition == "new"]
    if not used:  # the offer says no condition: judged as used (an offer is never new unless said), said so
        said = _unsaid_condition(card, new, judged)
    elif new:
        price = min(new, key=lambda p: p.amount)
        said = msg("ask.offer.new-wished", "You asked for a new {card}: this offer is used, and a new one costs "
                   "{price} here ({date}). {judged}", card=card_param(card),
                   price=Money(amount=price.amount, currency=price.currency), date=Date(value=price.as_of),
                   judged=judged)
    else:
        said = msg("ask.offer.new-wished.none", "You asked for a new {card}: this offer is used, and no new one is "
                   "priced here (it is no longer sold new). {judged}", card=card_param(card), judged=judged)
    first = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=said)
    del decides[at]  # one line: the offer said used against the new wish, then its judgement (the short form shows
    # the first deciding fact)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [first, *decides]})})


def _unsaid_condition(card: str, new: list, judged: Any) -> Any:
    """The new wish said against an offer that says no condition (break34 #10: "I want a new 3090, someone offered me
    one for $600" was judged as used and the wish never said): a new one's price here, or that none is sold new, and
    that the offer is judged as used unless it is new."""
    if new:
        price = min(new, key=lambda p: p.amount)
        return msg("ask.offer.new-wished.unsaid", "You asked for a new {card}: a new one costs {price} here ({date}); "
                   "the offer does not say it is new, so it is judged as a used card — ask for the receipt and "
                   "warranty if it is sold as new. {judged}", card=card_param(card),
                   price=Money(amount=price.amount, currency=price.currency), date=Date(value=price.as_of),
                   judged=judged)
    return msg("ask.offer.new-wished.unsaid-none", "You asked for a new {card}: none is priced new here (it is no "
               "longer sold new), so this offer is almost surely used, and it is judged as a used card. {judged}",
               card=card_param(card), judged=judged)


def new_wish_read(text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` with the used offer's condition kept as the offer's, not the whole question's, when a new card is
    wished beside it ("I want a new 4090, I was offered a used one for $1400": the header said "with used prices
    only", break34 #10): the offer is still judged against the used price, and the new one's price is said
    (:func:`new_wish_said`); ``read_as`` otherwise."""
    low = text.lower()
    if read_as.offer is None or read_as.condition != "used" or len(set(read_as.cards)) != 1 or not (
            _WISH_NEW.search(low) and _USED_OFFER.search(low)):
        return read_as
    return read_as.model_copy(update={"condition": None, "offer_conditions": ["used"] * len(read_as.cards)})


__all__ = ["new_wish_read", "new_wish_said"]
