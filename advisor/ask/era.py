"""The era a question names by calling an old card new (issue 27, round 7): "anyone tried the new GeForce GTX
1080 Ti? it is said to be faster than the TITAN X" was asked when the 1080 Ti was new, so its prices are the
market of that time (``2017-us``), never today's, where neither card is sold new and no value is compared.

A market's year is the one its id carries (``data/markets``: ``2017-us``, ``2019-cn``); the era's market is the
earliest one of the default market's country (its id's suffix: ``-us``) dated in or after the card's release year
and before today's. Pure: no I/O."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .made_patterns import compiled

# "the new 1080 ti", "the new GeForce GTX 1080 Ti": "new" a word or three before the card's number ("brand new" is
# the condition of a card bought, "new or used" a choice: no era)
_NEW_BEFORE = r"(?<![a-z])(?<!brand\s)(?<!brand-)new\s+(?:[a-z]+\s+){{0,3}}?{number}(?![\d])"
_MARKET_YEAR = re.compile(r"^(\d{4})-([a-z]+)$")


def era_market(low: str, cards: Iterable[str], release_year: Callable[[str], int | None], markets: Iterable[str],
               default: str) -> str | None:
    """The market of the era a card called new was new in, or None.

    Args:
        low: the question in lower case.
        cards: the cards read (catalogue names).
        release_year: a card's release year (the catalogue's), None when unknown.
        markets: the market ids the catalogue holds.
        default: the default market's id (``current-us``: its suffix names the country).
    Returns:
        The id of the earliest market of the default's country dated in or after the release year of a card
        the question calls new ("the new 1080 ti", released 2017: ``2017-us``); None when no card is called new,
        or none is older than every dated market of that country."""
    country = default.rsplit("-", 1)[-1]
    dated = sorted((int(m.group(1)), market) for market in markets
                   if (m := _MARKET_YEAR.match(market)) and m.group(2) == country)
    for card in cards:
        number = re.search(r"\d{3,5}", card)
        year = release_year(card)
        if number is None or year is None:
            continue
        if not compiled(_NEW_BEFORE.format(number=number.group())).search(low):
            continue
        for market_year, market in dated:
            if market_year >= year:
                return market
    return None


# A year that dates the asker's own past (issue 27 §3, break25 #2): "I got my 2080 ti back in 2019", "doing DL since
# 2017", "2017年买的1080" — the year a card was bought or a history began, never the market whose prices are asked.
_DATING = re.compile(
    r"(?<![a-z])(?:since|got|bought|purchased|picked\s+up|built|owned|had|have\s+had|'ve\s+had|started|began|been|"
    r"learn(?:ed|t)|graduated|upgraded|ago|used\s+it|using\s+it|from)(?![a-z])|"
    r"买的|買的|买了|買了|入手|购入|購入|购买的|購買的|装的|裝的|配的|开始|開始|以来|以來|起就|用到现在|用到現在")
# ... unless the same clause says it is prices that are dated: "in 2017 prices", "as of 2019", "2017年的价格"
_PRICES_DATED = re.compile(r"(?<![a-z])(?:prices?|priced|market|as\s+of|cost|costs|msrp)(?![a-z])|"
                           r"价格|價格|行情|物价|物價|售价|售價")
# A year that dates the asker's machine (fix58a): "my 2017 pc", "a 2019 intel mac pro", "2019 macbook", "2019年的电脑",
# "2019款笔记本" — the year before a machine's noun (a word or two between), or after "my"/"our": the machine is theirs,
# the market today's
_MACHINE_NOUN = (r"(?:pcs?|computers?|laptops?|notebooks?|macbooks?(?:\s+(?:pro|air))?|imacs?|"
                 r"macs?(?:\s+(?:pro|mini))?|desktops?|workstations?|rigs?|builds?|machines?|systems?|towers?|servers?|boxe?s?|setups?|"
                 r"电脑|電腦|笔记本|筆記本|主机|主機|台式机|台式機|机器|機器|工作站|服务器|伺服器)")
# the words between are a maker's or a kind's ("2019 intel mac pro", "2017 gaming pc"), never a sentence's
_NOT_MAKER = r"(?:for|to|in|on|at|a|an|the|which|what|best|buy|gpus?|cards?|prices?|and|or|vs|with)(?![a-z])"
_YEAR_OF_MACHINE = re.compile(r"^(?:\s*(?:年的?|款的?|年款的?|(?:(?!" + _NOT_MAKER + r")[a-z]+\s+){0,2}))"
                              + _MACHINE_NOUN + r"(?![a-z])"
                              # "2019年的笔记本": the reader's rewrite of the Chinese laptop word, after the year's 年的
                              r"|^\s*(?:年的?|款的?|年款的?)\s*mobile(?![a-z])")
_OWNER_BEFORE = re.compile(r"(?<![a-z])(?:my|our|mine|his|her)\s+(?:(?:old|own|trusty|current|aging|ageing)\s+)?$|"
                           r"我的\s*$|我们的\s*$|我們的\s*$")
_CLAUSE_END = re.compile(r"[,.;!?，。；！？\n]|(?<![a-z])(?:but|and\s+now|now)(?![a-z])|现在|現在|如今|目前")


def dates_the_asker(s: str, span: tuple[int, int]) -> bool:
    """Whether the year at ``span`` of ``s`` (the question, lower case) dates the asker's purchase or history — a
    verb of buying, owning or starting in its clause ("I got my 2080 ti back in 2019", "since 2017", "2017年买的"), or
    the year of the asker's machine ("my 2017 pc", "a 2019 intel mac pro", "2019年的电脑") —
    and not prices ("in 2017 prices", "as of 2019"): such a year names no market."""
    ends = [m for m in _CLAUSE_END.finditer(s)]
    start = max((m.end() for m in ends if m.end() <= span[0]), default=0)
    stop = min((m.start() for m in ends if m.start() >= span[1]), default=len(s))
    clause = s[start:span[0]] + " " + s[span[1]:stop]
    if _PRICES_DATED.search(clause):
        return False
    return bool(_DATING.search(clause) or _YEAR_OF_MACHINE.match(s[span[1]:stop])
                or _OWNER_BEFORE.search(s[start:span[0]]))
