"""An owner choosing between a second card like theirs and selling it for another ("should I buy a second 3090 or
sell it for a 5090?", "add another 4090 or sell it and get an RTX PRO 6000", "再买一张3090还是卖了换5090"): two rigs
weighed — 2 x the card had against 1 x the other (the comparison of :mod:`advisor.compare` with counts), never the two
cards alone (answers51 #2). The answer leads with what each way costs the owner: a second used card and the platform
that carries two (``data/platforms.csv``), against the other card less what theirs sells for used — and the memory
each gives in all.

Pure: the question's words, the catalogue's prices and platforms.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Money, msg
from ..models import Caveat
from ..wording import card_param, gb
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

ANOTHER = re.compile(r"(?<![a-z])(?:second|another|one\s+more|2nd|extra|other)(?![a-z])|再(?:买|買|入|加|来|來|上)"
                     r"(?:一|1)?(?:张|張|块|塊|个|個)?|加(?:一|1)(?:张|張|块|塊)|双卡|雙卡")
"""Words of a second card like the one had."""
SELL_FOR = re.compile(r"(?<![a-z])(?:sell|trade|swap|flip)\s+(?:it|mine|that|this|the\s+\w+|my\s+\w+)?\s*(?:and\s+"
                      r"(?:get|buy|go\s+for)|for|to\s+(?:get|buy|fund)|towards?|into)(?![a-z])|卖了换|賣了換|卖掉换|賣掉換|"
                      r"出了换|出了換|出掉换|出掉換|换成|換成|卖了买|賣了買")
"""Words of selling the card had to buy another."""
MARK = "ask.second-or-sell"
"""The key of the read-as note that says the two ways read."""


def second_or_sell(r: Reading, read_as: ReadAs) -> ReadAs:
    """``read_as`` as the comparison of 2 x the card had (the first said) against 1 x the other, the note saying so
    (module doc); ``read_as`` unchanged unless both ways are said of two cards."""
    low = r.text.lower()
    cards = list(dict.fromkeys(r.cards))
    if len(cards) != 2 or not ANOTHER.search(low) or not SELL_FOR.search(low):
        return read_as
    had, other = cards
    note = msg("ask.second-or-sell", "Read as your {card}: a second one (2 x {card}) against selling it for {other}.",
               card=card_param(had), other=card_param(other))
    notes = [n for n in read_as.notes if not n.key.startswith(("ask.offer", "ask.budget"))]
    command = "fits" if read_as.command == "fits" else "compare"
    return read_as.model_copy(update={"command": command, "cards": [had, other], "counts": [2, 1], "gpus": None,
                                      "own": False, "offer": None, "card_offers": None, "budget": None,
                                      "notes": [*notes, note]})


def _used(advisor: Advisor, market_id: str, card: str):
    """The card's used price shown in the market, else its price shown; ``None`` when it has none."""
    from ..shown import shown_price

    prices = advisor.catalog.price_of(market_id, card)
    return shown_price([p for p in prices if p.condition == "used"]) or shown_price(prices)


def ways_costed(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (the comparison :func:`second_or_sell` reads) headed by what each way costs the owner and the memory
    it gives: a second used card and the platform for two, against the other card less the used price of theirs; the
    comparison's own headline follows as the first deciding fact. ``answer`` unchanged for any other reading, and when
    a price is missing or in another currency than the platform's (USD)."""
    from ..concerns import DECIDING_WEIGHT
    from ..rigs import platform_cost
    from ..shown import shown_price

    note = next((n for n in read_as.notes if n.key == MARK), None)
    shape, market_id = getattr(answer, "shape", None), getattr(getattr(answer, "market", None), "id", None)
    if note is None or shape is None or market_id is None or len(read_as.cards) != 2:
        return answer
    had, other = read_as.cards
    market = advisor.catalog.market(market_id)
    used, dear = _used(advisor, market_id, had), shown_price(advisor.catalog.price_of(market_id, other))
    if used is None or dear is None or used.currency != dear.currency:
        return answer
    platform = platform_cost(market, 2)
    memory_had, memory_other = advisor.card(had).memory_gb, advisor.card(other).memory_gb
    if not memory_had or not memory_other:
        return answer
    cur = used.currency
    head = msg("ask.second-or-sell.costs", "With your {card}: a second one costs about {add} ({used} for a used one, "
               "{platform} for a board and power supply that carry two) for {two} in all ({one} a card); selling it "
               "for {other} costs about {net} ({price} less about {used} for yours) for {other_memory} on one card.",
               card=card_param(had), other=card_param(other), add=Money(amount=used.amount + platform, currency=cur),
               used=Money(amount=used.amount, currency=cur), platform=Money(amount=platform, currency=cur),
               two=gb(2 * memory_had), one=gb(memory_had), net=Money(amount=max(dear.amount - used.amount, 0),
                                                                      currency=cur),
               price=Money(amount=dear.amount, currency=cur), other_memory=gb(memory_other))
    first = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=shape.headline)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                       "decides": [first, *shape.decides]})})


__all__ = ["ANOTHER", "MARK", "SELL_FOR", "second_or_sell", "ways_costed"]
