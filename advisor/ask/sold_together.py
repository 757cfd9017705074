"""Two owned cards sold together for a third (fix75c #4, issue 28): "sell my 3060 and 2060 for a 4070" was read as
the 3060 had, and the 2060 and the 4070 compared as two cards to buy. Both cards said sold ("sell my A and B for C",
"卖掉3060和2060换4070") are the asker's: the comparison is the upgrade from the better of them (more memory, then
faster: what the asker runs today runs on it) to the card bought, the switch's own verdict
(:func:`advisor.ask.switch.switch_said`), and the other card sold is said with what it brings at this market's
price (:func:`sold_too`), or that the market has none. Pure but for the advisor's catalogue.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Card, Money, msg
from ..models import Caveat
from ..shown import shown_price
from ..wording import card_param
from .options_owned import BASELINE
from .owner_going import card_named

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_CARD = r"[a-z0-9 -]{3,24}?"
SOLD_PAIR = re.compile(
    rf"(?<![a-z])(?:sell(?:ing)?|trad(?:e|ing)(?:\s+in)?|swap(?:ping)?)\s+(?:off\s+)?(?:both\s+)?(?:my\s+)?"
    rf"(?P<a>{_CARD})\s*(?:,|and|&|\+|plus)\s*(?:my\s+|the\s+|a\s+)?(?P<b>{_CARD})\s+(?:for|to\s+(?:get|buy)|and\s+"
    rf"(?:get|buy))\s+(?:a\s+|an\s+|one\s+|the\s+)?(?P<c>{_CARD})(?![a-z0-9])|"
    r"(?:卖掉|賣掉|卖了|賣了|出掉)(?:我的)?(?P<za>[^和跟与與+，,]{3,16}?)(?:和|跟|与|與|\+)(?P<zb>[^换換买買，,]{3,16}?)"
    r"(?:换|換|买|買)(?:一张|一張)?(?P<zc>[^，,。？?]{3,16})",
    re.IGNORECASE)
"""Two cards sold for a third: "sell my 3060 and 2060 for a 4070", "卖掉3060和2060换4070"."""
SOLD_NOTE = "ask.sold-together"
"""The read-as note naming the two cards sold and the one weighed against the card bought."""


def _better(advisor: Advisor, a: str, b: str) -> tuple[str, str]:
    """(the better of two cards for deep learning — more memory, then faster —, the other)."""
    def key(name: str) -> tuple[float, float]:
        try:
            memory = advisor.card(name).memory_gb or 0.0
        except AdvisorError:
            memory = 0.0
        perf = advisor.catalog.performance.get(name)
        return memory, perf.relative if perf is not None else 0.0
    return (a, b) if key(a) >= key(b) else (b, a)


def sold_together(advisor: Advisor, text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a comparison of three cards, one read as the owner's baseline) as the upgrade from the better of
    the two cards said sold to the third (module docstring); ``read_as`` as it is otherwise."""
    if read_as.command != "compare" or len(read_as.cards) != 3 or not any(n.key == BASELINE for n in read_as.notes):
        return read_as
    m = SOLD_PAIR.search(text)
    if m is None:
        return read_as
    parts = [m.group("a"), m.group("b"), m.group("c")] if m.group("a") else [m.group("za"), m.group("zb"),
                                                                             m.group("zc")]
    cards = [SimpleNamespace(card=c) for c in read_as.cards]
    named = [card_named(p.lower(), cards) for p in parts]
    if any(n is None for n in named) or len({n.card for n in named if n is not None}) != 3:
        return read_as
    a, b, bought = (n.card for n in named if n is not None)
    kept, sold = _better(advisor, a, b)
    note = msg("ask.sold-together", "{kept} and {sold} read as yours, both sold: {bought} is weighed as the upgrade "
               "from the better of them, {kept}.", kept=Card(value=kept), sold=Card(value=sold),
               bought=card_param(bought))
    return read_as.model_copy(update={
        "cards": [kept, bought], "counts": None, "memory_gb": None, "card_offers": None, "offer_conditions": None,
        "own": True, "notes": [*(n for n in read_as.notes if n.key != BASELINE), note]})


def sold_too(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (the upgrade from the better card sold) with what the other card sold brings at this market's price,
    among the deciding facts (or that the market has none); any other answer as it is."""
    note = next((n for n in read_as.notes if n.key == SOLD_NOTE), None)
    shape, market = getattr(answer, "shape", None), getattr(answer, "market", None)
    if note is None or shape is None or market is None:
        return answer
    sold = note.params["sold"]
    name = sold.value if isinstance(sold, Card) else None
    if name is None:
        return answer
    price = shown_price(advisor.catalog.price_of(market.id, name))
    said = (msg("ask.sold-too", "Selling {card} too brings about {price} at this market's price, toward the "
                "switch.", card=card_param(name), price=Money(amount=price.amount, currency=price.currency))
            if price is not None else
            msg("ask.sold-too.unpriced", "Selling {card} too brings what it fetches: this market has no price for "
                "it.", card=card_param(name)))
    fact = Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=said)
    decides = [c for c in shape.decides if not c.message.key.startswith("ask.options.less-memory")]
    at = 1 if decides and decides[0].message.key.startswith("ask.switch") else 0
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*decides[:at], fact,
                                                                                     *decides[at:]]})})


__all__ = ["SOLD_NOTE", "SOLD_PAIR", "sold_together", "sold_too"]
