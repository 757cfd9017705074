"""Whose prices a Chinese question is answered with (issue 28, newuser14: "二手3090多少钱合适" was told "这里二手价
US$1,275" with no word that it is the US market's price): the project has no current Chinese market (its China
market is 2019's, CN19's), so a question in Chinese that names no market and no budget is answered at the default
market's prices, and the reading says so once — the market, its currency, and what one of it is in yuan (or the
currency the question's script suggests) at the market's own exchange rate (the ECB reference rates the budget
conversion cites: ``data/exchange_rates.csv``). A budget said in yuan already carries its conversion note. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Date, msg
from .models import ReadAs
from .topics import CARD_TOPICS

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

HAN = re.compile(r"[\u4e00-\u9fff]")
"""A Chinese character: the question is in Chinese."""
LOCAL = {"zh_Hans": "CNY"}
"""The currency a Chinese answer converts one unit of the market's into: the yuan for simplified Chinese. Traditional
Chinese (Taiwan usage, Hong Kong too) is given none (fix49b, break36 #15: "3090 還是 4090" was told "1 USD ≈ 6.65
CNY", placing its asker in China by the script): its note says only whose prices they are, in the market's currency; a
currency typed (NT$, HK$) is a budget's, converted by the budget reader."""
_PRICE_ASKED = re.compile(r"(?<![a-z])(?:price|prices|cost|costs|worth|cheap\w*|usd|dollars?)(?![a-z])|"
                          r"多少钱|多少錢|价格|價格|价钱|價錢|售价|售價|便宜|贵|貴|值不值|划算|劃算")
"""A price asked beside a card's fact: the note on whose prices stays."""
NOTE = "ask.note.market-prices"
ONLY = "ask.note.market-prices-only"
"""The note of a traditional-Chinese question: the market and its currency, no conversion."""
PRICED = frozenset({"why", "compare", "recommend", "fits"})
"""The commands whose answers show prices."""


def prices_place_said(advisor: Advisor, r: Reading, read_as: ReadAs, language: str, market: str | None,
                      first: bool = True) -> ReadAs:
    """``read_as`` with a note saying the prices are the default market's and what one of its currency is in yuan
    (module docstring), for a question in Chinese answered in Chinese with no budget and no market said; else
    ``read_as`` as it is. ``first``: the conversation's first question — a follow-up neither says it again nor
    keeps the note its reading carried over."""
    if not first:
        return read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key not in (NOTE, ONLY)]})
    local = LOCAL.get(language)
    if (read_as.topic or "").startswith("fact.") and not _PRICE_ASKED.search(r.text.lower()):
        return read_as  # "3090有多少显存", "4090的功耗是多少": a fact, no price asked, no word on whose (fix86 #7)
    if read_as.topic in CARD_TOPICS:  # the supply, a link, ECC: an answer about the cards alone shows no price, so no
        return read_as  # word on whose prices (fix56c #1: "我的电源是650-850W，能带5090吗？" was told the yuan's rate)
    if (language not in ("zh_Hans", "zh_Hant") or not HAN.search(r.text) or r.budget is not None
            or read_as.market is not None or market is not None or read_as.command not in PRICED or read_as.own or (
                read_as.command == "fits" and not read_as.cards)):  # an owner's card, or a memory said: what it runs,
        # not prices (the note took the short form's room from the card that holds the job: test_small_faults27)
        return read_as
    chosen = advisor.catalog.market(None)
    if local is None:  # traditional Chinese: whose prices, in the market's currency, and no yuan
        only = msg("ask.note.market-prices-only", "prices are the {market} market's, in {currency}.",
                   market=chosen.name, currency=chosen.currency)
        return read_as.model_copy(update={"notes": [*read_as.notes, only]})
    if chosen.currency == local:
        return read_as
    rate = next((x for x in chosen.exchange_rates if x.currency == local), None)
    if rate is None or rate.rate <= 0:
        return read_as
    note = msg("ask.note.market-prices", "prices are the {market} market's, in {currency} (no current Chinese "
               "prices here): 1 {currency} ≈ {per:g} {local} at the market's rate of {as_of}.",
               market=chosen.name, currency=chosen.currency, per=round(1 / rate.rate, 2), local=local,
               as_of=Date(value=rate.as_of))
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


__all__ = ["prices_place_said"]
