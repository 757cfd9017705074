"""A price said before the card it buys ("would you pay 700 for a 3090", "is 700 for a 3090 good?", "5000块收一张3090
值吗"): the card's offer, read as :mod:`advisor.ask.offers` reads a price said after the card (issue 27; break20 #2).

Pure: the question's words only, no catalogue.
"""

from __future__ import annotations

import re

from ..currencies import is_iso_code, written_with
from .currency_said import SIGNS, currency_after

# the amount, ending at its last digit ("$600, 3090 or 4070?": no "$600," before the 3090) and never a name's number
# glued to its letters by a hyphen ("RL-100 on a 3090", "GPT-4 for a 3090"; fix79a #3), then "for" (or 收/买) and
# the card's article and condition, ending where the card's words start; {word}: any other currency's word ("pay 50k
# rupees for a 3090"), checked against the currency data below (break25 #3)
_BEFORE_FORM = (
    r"(?<![a-z0-9_.])(?<![a-z]-)(?P<amount>(?P<sign>[a-z]{{1,3}}\$|[" + SIGNS + r"])\s?\d(?:[\d,]*\d)?(?:\.\d+)?\s*k?"
    # "$1,200 cad for a 4090": the ISO code saying which dollar the sign is, checked below (mend55c, break48 H4)
    r"(?:\s?(?P<code>[a-z]{{3}})(?![a-z]))?|"
    r"\d(?:[\d,]*\d)?(?:\.\d+)?\s*k?\s?(?:[" + SIGNS + r"]|usd|dollars?|bucks|euros?|eur|元|块|塊|刀{word})?)\+?\s*"
    # "700+ on ebay for a 3090": where it is listed, between (break29 #5)
    r"(?:(?:on|at|in)\s+(?:ebay|craigslist|(?:facebook\s+)?marketplace|mercari|amazon|offerup|xianyu|闲鱼|閒魚)\s+)?"
    # "is 700 too much for a 3090", "is 700 a good price for a 3090": the words weighing the price, between (break21 #4)
    r"(?:(?:too\s+(?:much|high|expensive|steep)|(?:a\s+)?(?:good|fair|decent|reasonable|ok|okay|bad|great)\s+"
    r"(?:price|deal|offer)|reasonable|fair|ok|okay|overpriced)\s+)?"
    r"(?:for|on|收|买|買|出|卖|賣)\s*(?:(?:an?|the|this|that|one|my|his|her|their|your)\s+)?(?:(?:used|new|second[\s-]?hand|refurb(?:ished)?|"
    r"二手|全新)\s*)?(?:一张|一張)?\s*$")
_BEFORE = re.compile(_BEFORE_FORM.format(word=r"|(?P<word>[^\W\d_]{2,12}(?:\s+[^\W\d_]{2,12})?)"))
# the same without another currency's word: where the word read is none ("is 700 too much for a 3090": "too much" is
# the weighing words, not a currency; the form with the word took them and gave no price)
_BEFORE_PLAIN = re.compile(_BEFORE_FORM.format(word=""))
# an amount with its currency sign right before a card, where an option starts: "$700 3090 or $1500 4090 for llm?"
# "700刀的3090 还是 1500刀的4090": an amount with its currency word, then 的
_SIGNED = re.compile(r"(?:^|(?<=[\s,(]))(?P<amount>[$€£¥]\s?\d(?:[\d,]*\d)?(?:\.\d+)?\s*k?|"
                     r"\d(?:[\d,]*\d)?(?:\.\d+)?\s*[kw万萬千]?"
                     r"\s*(?:刀|元|块|塊|美元|美金|usd|dollars?|bucks|euros?|eur)\s*的?)\s*(?:(?:an?|the|one)\s+)?"
                     r"(?:(?:used|new|second[\s-]?hand|refurb(?:ished)?|二手|全新)\s*)?$")
PAY = re.compile(r"(?<![a-z])(?:pay|paying|spend|spending)(?![a-z])|(?<![a-z])(?:is|are)\s+[$€£¥]?\s?\d")
"""Words that make a price said before a card an offer ("would you pay 700 for a 3090", "is 700 for a 3090 good?")."""


def _code_of_sign(sign: str, code: str) -> bool:
    """Whether the three letters ``code`` after an amount written with ``sign`` are an ISO currency code that CLDR
    writes with that sign ("$1,200 cad": the code says which dollar; "€500 usd" names two currencies)."""
    return is_iso_code(code) and currency_after(" " + code, codes=True) == code and written_with(
        re.sub(r"^[a-z]+", "", sign), code.upper())


def price_before(text: str, start: int) -> str | None:
    """The amount said right before the card whose words start at ``start`` in ``text`` (lower case) — "700" in
    "would you pay 700 for a 3090", "$650" in "$650 for a used 3090?" — with its currency as said; ``None`` when no
    amount stands there (a count, "2 for" is no price: under three digits with no currency)."""
    before = text[max(0, start - 64):start]
    m = _BEFORE.search(before)
    if m is not None and m.groupdict().get("word") and currency_after(" " + m.group("word")) != m.group("word"):
        m = _BEFORE_PLAIN.search(before)  # "700 gpus for a 3090", "700 too much for a 3090": no currency's word
    if m is not None and m.groupdict().get("code") and not _code_of_sign(m.group("sign"), m.group("code")):
        return None  # "€500 usd for a 4090": two currencies, or "$700 gpu for a 3090": no code, the budget reader's
    m = m or _SIGNED.search(before)
    if m is None:
        return None
    said = m.group("amount").strip().rstrip("的").strip()
    if not re.search(r"[$€£¥a-z元块塊刀]", said) and len(re.sub(r"\D", "", said.split(".")[0])) < 3:
        return None
    return said


# an amount's ISO code said after it and its sign ("$1,200 cad", "£500 gbp"): the amount's currency, no further word
# of a question
_CODE_AFTER = re.compile(r"([" + SIGNS + r"]\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?k)?)\s?([a-z]{3})(?![a-z])")


def code_dropped(text: str) -> str:
    """``text`` (lower case) without the ISO currency codes said right after its signed amounts ("$1,200 cad for a
    4090?" is "$1,200 for a 4090?"), so that a short question of a card and its price is as short with its code
    (break48 H4)."""
    return _CODE_AFTER.sub(lambda m: m.group(1) if _code_of_sign(re.sub(r"[\d\s,.k]", "", m.group(1)), m.group(2))
                           else m.group(0), text)


__all__ = ["PAY", "code_dropped", "price_before"]
