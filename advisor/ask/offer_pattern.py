"""The pattern of a price said right after a card ("a 4090 for 1500", "3090 5000元", "3090 CAD 900"), shared by the
offer reader (:mod:`advisor.ask.offers`) and the reading of bare numbers after cards (:mod:`advisor.ask.bare_price`).

Pure: regular expressions only.
"""

from __future__ import annotations

import re

from .currency_said import SIGNS

BARRIER = "¦"
"""What the reader leaves in ``card_text`` where it took an amount (:data:`advisor.ask.budgets.BARRIER`)."""

SITE = (r"(?:on|from|at|via)\s+(?:the\s+)?(?:ebay|e-bay|(?:facebook|fb)\s+marketplace|marketplace|craigslist|"
        r"offerup|mercari|(?:r/)?hardwareswap|amazon|newegg|reddit|kleinanzeigen|gumtree|kijiji)\s*,?\s*|"
        r"在?(?:闲鱼|閒魚|咸鱼|鹹魚|淘宝|淘寶|拼多多|京东|京東|转转|轉轉)上?\s*")
"""Where a card is sold, said between the card and its price ("4090 on ebay for 1400", "3090 在闲鱼上 5000")."""
CN_AMOUNT = (r"[一二两兩三四五六七八九十]{1,3}(?:千|万|萬)(?:零?[一二两兩三四五六七八九](?:千|百)){0,2}"
             r"(?:[一二三四五六七八九](?![千百万萬张張块塊]))?|[一二两兩三四五六七八九]百")
"""An amount in Chinese numerals ("一万二": 12,000; "八千": 8,000; "七百": 700; "四千五百": 4,500, whole), read as the
budget reader reads it (break20 #2, break21 #7)."""
CODES = r"(?:usd|eur|gbp|cad|aud|cny|rmb|jpy|nzd|chf|sek|inr|twd|hkd|sgd)"
"""A currency's code said before an amount ("3090 CAD 900", "3090 for CAD 900"; break21 #2)."""
KIND_WORDS = (r"魔改版?|显卡|顯卡|涡轮版?|渦輪版?|公版|非公版?|矿卡|礦卡|水冷版?|风冷版?|風冷版?|三风扇|三風扇|"
              r"blower|turbo|founders(?:\s+edition)?")
"""Words for a card's make said between it and its price ("3090 涡轮版 5000", "4090 48g 魔改 2万2"; break21 #2)."""
# a card's name at the start of its span in ``card_text``, what may follow it (its line, memory, condition), then the
# words that put a price on it ("for", "at", "一共") and the price: a number with its currency or the reader's barrier
ATTACHED = re.compile(
    r"^(?:(?:rtx|gtx|rx|tesla|quadro|geforce|titan|arc|radeon|nvidia|amd)\s*)?[a-z]{0,2}\s?\d{2,5}[a-z]{0,3}"
    r"(?:\s*(?:ti|super|xtx|xt|d|\d{1,3}\s*(?:gb?|gib)|pcie|sxm\d?|fe|'s|s|modified|" + KIND_WORDS + r"))*\s*[,，]?\s*"
    r"(?:\(\s*)?"  # "3090 (~$700)": a price in brackets after the card (reader26)
    r"(?:(?P<cond>used|new|second[\s-]?hand|refurb(?:ished)?|二手|全新)\s*)?"
    r"(?:" + SITE + r")?"  # "4090 on ebay for 1400", "3090 在闲鱼上 5000": where it is sold, between card and price
    # what comes with it ("v100 sxm2 with an adapter for 400", "3090 w/ a waterblock at 650"; reader26)
    r"(?:(?:with|w/|incl\.?|including)\s+(?:an?\s+|the\s+)?[a-z0-9-]+(?:\s+[a-z0-9-]+)?\s+(?=for|at|@))?"
    r"(?:for\s+(?:an?\s+)?\d+(?:\.\d+)?\s*b(?:\s+models?)?\s*,?\s+(?=at\s|@|for\s))?"  # "2x 3090 for 70b at 1500 total"
    # "3090 asking 800 obo": a seller's asking price (break21 #7)
    r"(?P<lead>(?:for|at|is|was|worth|costs?|sells?\s+for|goes\s+for|going\s+for|asking|asks|wants?|listed\s+(?:at|for))"
    r"\s+|@\s*|:\s*|要|卖|賣|售价?|售價?|"
    r"出价|出價|"  # "求购3090，出价2800": the price bid for it (break48 M5)
    # "rtx 3090 - 650 used": a dash before a price said with its currency or condition ("3090 - 4090" stays two cards)
    r"[-–—]\s*(?=[$€£¥]|\d[\d,.]*\s*(?:[$€£¥]|usd|eur|dollars?|bucks|quid)?\s*(?:used|new|obo|firm|sealed|"
    r"shipped)(?![a-z]))|"
    r"一共|总共|總共|共|合计|合計|每张|每張|一张|一張|单张|單張)?"
    r"\s*(?:(?:only|just|about|around|roughly)\s+|~\s*)?"
    # a sign or a dollar's prefix before the amount ("us$700", "₹50000", "nt$20000"; break25 #3)
    r"(?P<amount>" + BARRIER + r"|(?:(?<![a-z])[a-z]{1,3}\$|[" + SIGNS + r"]|" + CODES + r"\s)\s?\d(?:[\d,]*\d)?"
    r"(?:\.\d+)?\s*k?|"
    r"\d(?:[\d,]*\d)?(?:\.\d+)?\s*k?\s?[" + SIGNS + r"](?![\d])|"  # "600€", "700$": the sign after it (break20 #6)
    # "4090 1w5", "3090 4k5": 15,000 and 4,500 said short; "3090 7百刀": 700 (break21 #7)
    # "4090 1.2w": 12,000 (w is 万 after at most two digits: "450w" stays watts)
    r"(?:\.\d\s*k(?![a-z])|"  # "3090 for .7k": 700 said with no leading zero (break23 #1)
    r"\d{1,2}(?:\.\d+)?\s*w(?![a-z\d])|\d(?:[\d,]*\d)?(?:\.\d+)?\s*(?:(?:千|万|萬|k|w)\d(?!\d)|k|千|万|萬|百)?|"
    + CN_AMOUNT + r")"
    r"\s*(?:元|块|塊|刀|美元|美金|dollars?|bucks|euros?|quid|pounds?|" + CODES + r"(?![a-z]))?)")


_RANGE_TOP = re.compile(r"\s*[-–~～到至]\s*(?P<top>\d[\d,]*(?:\.\d+)?)(?![\d.])")


def range_top(said: str, rest: str) -> tuple[str, str] | None:
    """The top of a range of prices said after a card ("收卡：3090 2000-2500": ``said`` "2000", ``rest`` "-2500"),
    with what follows it — the most the price can be, read as the card's price (break48 M5); ``None`` when ``said``
    is no bare number of three digits or more, or no higher one up to twice it follows after a dash or 到 (product
    choice: a range of one price spans less than double)."""
    m = _RANGE_TOP.match(rest)
    low = said.strip().replace(",", "")
    if m is None or not re.fullmatch(r"\d{3,}(?:\.\d+)?", low):
        return None
    top = float(m.group("top").replace(",", ""))
    if not float(low) < top <= 2 * float(low):  # "3090 - 4090": a card's number split is no range of one price
        return None
    return m.group("top"), rest[m.end():]


def attached_number(said: str) -> str | None:
    """The bare number (no currency, no multiplier) that ends ``said`` (lower case, starting with a card's name) where
    the price pattern reads it as that card's price ("3090 5000", "二手3090 一张4500", "2080ti 22g 一共5000":
    the number); ``None`` when the words between say something else ("3090 vs 5000")."""
    m = ATTACHED.match(said)
    if m is None or m.end("amount") != len(said.rstrip()):
        return None
    amount = m.group("amount").strip()
    return amount if re.fullmatch(r"\d{3,5}", amount) else None


def price_lead(said: str) -> str | None:
    """The words that put a price on the card ``said`` starts with, before the number ending it ("@" in "3090 @ 650",
    "一共" in "2080ti 22g 一共5000"), stripped; ``None`` when none stands there (or no price pattern reads it)."""
    m = ATTACHED.match(said)
    return m.group("lead").strip() if m is not None and m.group("lead") else None


__all__ = ["ATTACHED", "BARRIER", "CN_AMOUNT", "CODES", "KIND_WORDS", "SITE", "attached_number", "price_lead",
           "range_top"]
