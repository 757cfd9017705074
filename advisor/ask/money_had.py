"""Money had, never a card had (fix60a): "I have about 2.5k to spend, 4090 or 5090 or two 3090s?", "I've got a budget of
$1500", "我有5000块预算", "手上有一万" — the owner's words ("I have", "我有", "手上") said of money are a budget, so no
card named later is read as the asker's own. :func:`without_money_had` blanks each such phrase before the owner's words
are looked for.

Pure: regular expressions on the question's lower-case text."""

from __future__ import annotations

import re

_AMOUNT = (r"(?:[$€£¥]\s*\d[\d,.]*\s*k?(?![a-z0-9])|\d[\d,.]*\s*(?:k|grand|dollars?|bucks|euros?|usd|eur|gbp|cad|aud|"
           r"pounds?|rmb|yuan|cny)(?![a-z])|\d[\d,.]*\s*(?:[$€£¥])|\d[\d,.]*\s+(?:to\s+spend|to\s+play\s+with|"
           r"for\s+(?:a|the|my)\s+(?:gpu|card|build|pc|rig)))")
_MONEY_HAD = re.compile(
    r"(?<![a-z])(?:i|we)\s*(?:'ve|ve|\s+have|\s+had|\s+got|\s+have\s+got|\s+only\s+have|\s+just\s+have)\s+(?:got\s+)?"
    r"(?:(?:about|around|roughly|approximately|approx\.?|like|only|just|maybe|up\s+to|under|~|a\s+total\s+of)\s*)*"
    r"(?:(?:a|an|my|the|our|some)\s+)?(?:(?:total|small|limited|tight|max(?:imum)?|rough|\w+ish)\s+)?"
    r"(?:budget(?![a-z])|" + _AMOUNT + r")|"
    # "我有5000块预算", "手上有一万", "手里只有8000元": money had ("块" before a card's number counts: "我有4块4090")
    r"(?:我|我们|我們|手上|手里|手裡|手头|手頭)(?:只|大概|总共|總共|一共)?有\s*(?:大概|大约|大約|差不多|约|約)?\s*"
    r"(?:\d[\d,.]*\s*(?:万|萬|千|w|k)|\d{3,}\s*(?:块|塊)(?!\s*[a-z0-9])|\d[\d,.]*\s*(?:元|刀|美元|美金|人民币|rmb)|"
    r"[一二两兩三四五六七八九十百]*[万萬千]|\d{3,}\s*(?:的)?(?:预算|預算))")


def without_money_had(text: str) -> str:
    """``text`` (a question in lower case) with every phrase of money had ("i have about 2.5k", "i've got a budget",
    "我有5000块", "手上有一万") blanked to spaces of the same length, so that no owner's word in it marks a card
    as had; the rest, and every offset, unchanged."""
    return _MONEY_HAD.sub(lambda m: " " * len(m.group()), text)
