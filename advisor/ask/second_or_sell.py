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

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, MessageParam, Money, msg
from ..models import Caveat
from ..rigs import platform_cost
from ..shown import shown_price
from ..wording import card_param, gb
from .budget_range import RANGE_NOTE
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
PRICED = "ask.second-or-sell.priced"
"""The key of the read-as note that says the two ways read, with the amount said for the second card."""
CLOSE = 1.05
"""Product choice: one way's cost within 5 % of the other's is "about as much" (prices are estimates)."""


def second_or_sell(r: Reading, read_as: ReadAs) -> ReadAs:
    """``read_as`` as the comparison of 2 x the card had (the first said) against 1 x the other, the note saying so
    (module doc); ``read_as`` unchanged unless both ways are said of two cards."""
    low = r.text.lower()
    cards = list(dict.fromkeys(r.cards))
    if len(cards) != 2 or not ANOTHER.search(low) or not SELL_FOR.search(low):
        return read_as
    had, other = cards
    price = _second_price(r, low)
    note = msg("ask.second-or-sell", "Read as your {card}: a second one (2 x {card}) against selling it for {other}.",
               card=card_param(had), other=card_param(other)) if price is None else msg(
        "ask.second-or-sell.priced", "Read as your {card}: a second one for {price} (2 x {card}) against selling it "
        "for {other}.", card=card_param(had), other=card_param(other), price=price)
    notes = [n for n in read_as.notes if not n.key.startswith(("ask.offer", "ask.budget", RANGE_NOTE))]
    command = "fits" if read_as.command == "fits" else "compare"
    return read_as.model_copy(update={"command": command, "cards": [had, other], "counts": [2, 1], "gpus": None,
                                      "own": False, "offer": None, "card_offers": None, "budget": None,
                                      "notes": [*notes, note]})


def _second_price(r: Reading, low: str) -> Money | None:
    """The amount said for the second card ("2nd 3060 for $200 or sell it…"): the amount the reader took for a budget
    when it is said between the words of a second card and those of selling (answers55 #3); ``None`` otherwise."""
    budget, second, sell = r.budget, ANOTHER.search(low), SELL_FOR.search(low)
    if budget is None or second is None or sell is None or sell.start() <= second.end():
        return None
    between = low[second.end():sell.start()].replace(",", "")
    numbers = [float(m.group(1)) * (1000 if m.group(2) else 1)
               for m in re.finditer(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(k(?![a-z]))?", between)]
    if not any(abs(n - budget.amount) < 0.5 for n in numbers):
        return None
    return Money(amount=budget.amount, currency=budget.currency)


def _used(advisor: Advisor, market_id: str, card: str):
    """The card's used price shown in the market, else its price shown; ``None`` when it has none."""
    prices = advisor.catalog.price_of(market_id, card)
    return shown_price([p for p in prices if p.condition == "used"]) or shown_price(prices)


def ways_costed(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (the comparison :func:`second_or_sell` reads) headed by what each way costs the owner and the memory
    it gives: a second used card and the platform for two, against the other card less the used price of theirs; the
    comparison's own headline follows as the first deciding fact. ``answer`` unchanged for any other reading, and when
    a price is missing or in another currency than the platform's (USD)."""
    note = next((n for n in read_as.notes if n.key in (MARK, PRICED)), None)
    shape, market_id = getattr(answer, "shape", None), getattr(getattr(answer, "market", None), "id", None)
    if note is None or shape is None or market_id is None or len(read_as.cards) != 2:
        return answer
    had, other = read_as.cards
    market = advisor.catalog.market(market_id)
    used, dear = _used(advisor, market_id, had), shown_price(advisor.catalog.price_of(market_id, other))
    if used is None or dear is None or used.currency != dear.currency:
        return answer
    platform = platform_cost(market, 2, advisor.card(had))  # the pair's own platform (answers58: 850 W for two 3060s)
    memory_had, memory_other = advisor.card(had).memory_gb, advisor.card(other).memory_gb
    if not memory_had or not memory_other:
        return answer
    cur = used.currency
    said = note.params.get("price") if note.key == PRICED else None
    second = said.amount if isinstance(said, Money) and said.currency == cur else used.amount  # the offer said
    add, net = second + platform, max(dear.amount - used.amount, 0)
    head = msg("ask.second-or-sell.costs", "With your {card}: a second one costs about {add} ({used} for a used one, "
               "{platform} for a board and power supply that carry two) for {two} in all ({one} a card); selling it "
               "for {other} costs about {net} ({price} less about {resale} for yours) for {other_memory} on one card.",
               card=card_param(had), other=card_param(other), add=Money(amount=add, currency=cur),
               used=Money(amount=second, currency=cur), platform=Money(amount=platform, currency=cur),
               two=gb(2 * memory_had), one=gb(memory_had), net=Money(amount=net, currency=cur),
               price=Money(amount=dear.amount, currency=cur), resale=Money(amount=used.amount, currency=cur),
               other_memory=gb(memory_other))
    verdict = _verdict(had, other, add, net, memory_had, memory_other, cur)
    # one verdict, the owner's: the comparison's summary keeps its speed and memory, not its buyer's "better value"
    summary = shape.headline.params.get("summary") if shape.headline.key == "compare.several.summary-value" else None
    kept = Message(key=summary.key, params=summary.params) if isinstance(summary, MessageParam) else shape.headline
    first = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=kept)
    ranking = [line.model_copy(update={"reason": _unvalued(line.reason)}) for line in shape.ranking]
    owners = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=verdict)  # the one verdict, said first
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "ranking": ranking, "headline": head, "decides": [owners, first, *shape.decides]})})


def _unvalued(reason: Message | None) -> Message | None:
    """A list line's mark without the buyer's "better value" (the owner's verdict is the headline's)."""
    if reason is None or reason.key == "shape.role.value":
        return None
    inner = {k: v for k, v in reason.params.items() if isinstance(v, MessageParam)}
    if reason.key == "shape.role.faster-and-value" and "faster" in inner:
        return Message(key=inner["faster"].key, params=inner["faster"].params)
    if reason.key == "shape.role.several" and "mark" in inner and "how" in inner:
        how = Message(key=inner["how"].key, params=inner["how"].params)
        mark = _unvalued(Message(key=inner["mark"].key, params=inner["mark"].params))
        return how if mark is None else reason.model_copy(update={"params": {**reason.params, "mark": mark}})
    return reason


def _verdict(had: str, other: str, add: float, net: float, memory_had: float, memory_other: float,
             cur: str) -> Message:
    """The owner's verdict from the two ways' costs and memory: the way that costs about as much or less for as much
    memory (on one card for the other card; in all for the second one) is the better value; else what each gives."""
    params = dict(card=card_param(had), other=card_param(other), add=Money(amount=add, currency=cur),
                  net=Money(amount=net, currency=cur))
    if net <= add * CLOSE and memory_other >= memory_had:
        return msg("ask.second-or-sell.verdict.sell", "For you, selling it for {other} is the better value: about "
                   "{net} against {add}, with the memory on one card and no parallel code.", **params)
    if add <= net * CLOSE and 2 * memory_had >= memory_other:
        return msg("ask.second-or-sell.verdict.add", "For you, a second {card} is the better value: about {add} "
                   "against {net}, for as much memory in all or more (split over two cards).", **params)
    return msg("ask.second-or-sell.verdict.trade", "Neither way wins on both: one costs less ({add} for a second "
               "{card} against {net} for {other}), the other gives more memory.", **params)


__all__ = ["ANOTHER", "MARK", "SELL_FOR", "second_or_sell", "ways_costed"]
