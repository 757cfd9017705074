"""An offered price asked about as "is N ok" (issue 27, break27 #20). Pure: regular expressions only.

"want 4090 … and is 1600 ok", "4090 1600行吗", "is $700 fair for a 3090?": a number beside one card, followed by a word
that asks whether it is acceptable, is the price offered for the card — judged as "a 4090 at 1600" is — though no
"at" or "for" ties it to the card. :data:`OK_AFTER` is what follows such a number (the budget reader takes the number
as money on it); :func:`ok_amount` says whether the amount read is the one asked about (the offer reader then judges
it in place of the market's price).
"""

from __future__ import annotations

import re

_OK_WORDS = (r"(?:ok|okay|fine|fair|reasonable|alright|acceptable|too\s+much|too\s+high)(?![a-z])|"
             r"行吗|行嗎|行不行|可以吗|可以嗎|可以不|合适吗|合適嗎|合不合适|合不合適|ok吗|ok嗎|贵了吗|貴了嗎")
_UNIT = r"(?:[$€£¥]|usd|eur|dollars?|bucks|euros?|quid|元|块|塊|刀)?"
OK_AFTER = re.compile(r"\s*" + _UNIT + r"\s*(?:(?:is|sounds?|seems?)\s+)?(?:" + _OK_WORDS + ")")
"""What follows a number asked about as a price ("1600 ok", "700 is fair", "1600行吗")."""
_OK_PRICE = re.compile(r"(?<![a-z0-9.])[$€£¥]?\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?(?=" + OK_AFTER.pattern + ")")


# "is the RTX 5060 Ti 16GB good for LLMs at $450?", "is a used 3090 any good at 700?", "is the 4090 decent for
# training at 1500 dollars?": a card asked about as good (for a job) at an amount — that amount is its price (fix82 #1);
# after "for" only an amount said as money ("good for $450"): "is a 3090 good for 1000?" may be a budget of 1000
_AMOUNT = r"(?:only\s+|just\s+|about\s+|around\s+|~\s*)?"
_GOOD_AT = re.compile(r"(?<![a-z])(?:is|are|was)\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+)?[^?.!;]{1,40}?\s"
                      r"(?:good|decent|fine|great|any\s+good|a\s+good\s+(?:buy|card|choice|pick|option))"
                      r"(?:\s+(?:for|with)\s+[^$€£¥\d?.!,;]{1,30}?)?\s*,?\s+"
                      r"(?:at\s+" + _AMOUNT + r"[$€£¥]?\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?(?![\d.]|\s*b(?![a-z]))|"
                      r"for\s+" + _AMOUNT + r"(?:[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)\s*(k)?(?![\d.])|"
                      r"(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:usd|dollars?|bucks|euros?|eur|quid|pounds?)(?![a-z])))")


def good_at(low: str, amount: float) -> bool:
    """Whether ``low`` (the question in lower case) asks whether a card is good at ``amount`` ("is the RTX 5060 Ti
    16GB good for LLMs at $450?"): the price said for the card judged, never a budget for others (fix82 #1)."""
    for m in _GOOD_AT.finditer(low):
        number, k = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5) if m.group(i) is not None)
        value = float(number.replace(",", "")) * (1000 if k else 1)
        if abs(value - amount) < 0.5:
            return True
    return False


def ok_amount(low: str, amount: float) -> bool:
    """Whether ``low`` (the question in lower case) asks whether ``amount`` is an acceptable price ("is 1600 ok")."""
    for m in _OK_PRICE.finditer(low):
        value = float(m.group(1).replace(",", "")) * (1000 if m.group(2) else 1)
        if abs(value - amount) < 0.5:
            return True
    return False
