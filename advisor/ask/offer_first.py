"""An offered price said before the budget in the same question ("found a 3090 for $700 on ebay, budget 900, good
deal?", "someone is asking $650 for a 3090, my budget is 900"; break30 #1): the budget reader takes the first amount
it reads, and the card's price took the budget's place — the 900 lost, the 700 said "your budget". When an amount is
a card's price (said right after the card with a price's words — "for", "at", "@", "asking", "卖", "要" — or right
before "for a 3090") and a later amount is said as the budget ("budget 900", "my budget is 900", "I can spend 900",
"预算6000"), the first is no budget: the reader goes on to the budget, and :mod:`advisor.ask.offers` reads the card's
price as its offer (:func:`advisor.ask.offer_budget.offer_beside_budget`). With no budget said, nothing changes.

Pure: regular expressions over the question's words.
"""

from __future__ import annotations

import re

from .offer_pattern import SITE

_CARD = (r"(?<![a-z\d])(?:(?:rtx|gtx|rx|tesla|titan|arc|radeon|geforce|quadro)\s*)?[a-z]?\d{2,4}"
         r"(?:\s*(?:ti|super|xtx|xt|s|d))?(?:\s*\d{1,2}\s*gb?)?(?:'?s)?")
"""A card's number, with its line and memory ("rtx 3090", "3090 ti", "2080ti 22g", "3090s")."""
_CARD_THEN_PRICE = re.compile(
    _CARD + r"\s*,?\s*(?:\((?:\s*)?)?(?:(?:used|new|second[\s-]?hand|refurb(?:ished)?|二手|全新)\s*)?(?:" + SITE + r")?"
    r"(?:for|at|@|asking|asks|is|was|costs?|goes\s+for|going\s+for|sells?\s+for|selling\s+for|listed\s+(?:at|for)|"
    r"卖|賣|要|售价?|售價?|一张|一張)\s*(?:only|just|about|around|roughly|~)?\s*$")
"""A card, then the words that put a price on it, ending where the amount starts."""
_PRICE_THEN_CARD = re.compile(
    r"\s*\+?\s*(?:" + SITE + r")?\s*(?:for|收|买|買|出|卖|賣)\s*(?:(?:an?|the|one|this|that)\s+)?"
    r"(?:(?:used|new|second[\s-]?hand|refurb(?:ished)?|二手|全新)\s*)?(?:一张|一張)?\s*" + _CARD)
"""After the amount: "for a 3090", "on ebay for a used 3090" — the amount is that card's price."""
_SOLD_CARD = re.compile(
    r"(?:出|卖|賣|转|轉|转让|轉讓|(?<![a-z])(?:selling|sells|has))\s*(?:(?:一张|一張|一块|一塊|张|張|块|塊|台|an?|one|his|her|"
    r"their)\s*)?(?:(?:used|new|二手|全新)\s*)?" + _CARD + r"\s*[,，:：]?\s*$")
"""A card sold, said before it ("朋友出一张4090，12000元", "someone is selling a 4090, 1500"): the amount after its
comma is its price."""
_BUDGET_LATER = re.compile(
    r"(?<![a-z])(?:budget|spend|afford)(?![a-z])\s*(?:is|of|:|=|about|around|roughly|only|just|up\s+to|at\s+most)?"
    r"\s*(?:is\s+)?(?:about\s+|around\s+)?[$€£¥]?\s*\d|"
    r"\d[\d,.]*\s*k?\s*(?:[$€£¥]|usd|dollars?|bucks|euros?)?\s*(?:budget|预算|預算)(?![a-z])|"
    r"(?:预算|預算|最多|上限)\s*(?:是|有|在|为|為|:|：)?\s*(?:大概|大约|大約)?\s*[$€£¥]?\s*\d")
"""An amount said as the budget, by its word ("budget 900", "my budget is 900", "I can spend 900", "a 900 budget",
"预算6000")."""


def offered_before_budget(s: str, span: tuple[int, int]) -> bool:
    """Whether the amount at ``span`` of ``s`` (the question in lower case, as the budget reader has it) is a card's
    price and a budget is said after it by its word: that amount is the card's offer, never the budget."""
    if not _BUDGET_LATER.search(s[span[1]:]):
        return False
    before = s[max(0, span[0] - 48):span[0]]
    return bool(_CARD_THEN_PRICE.search(before) or _SOLD_CARD.search(before) or _PRICE_THEN_CARD.match(s[span[1]:]))


__all__ = ["offered_before_budget"]
