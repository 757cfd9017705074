"""A price said before the card it buys ("would you pay 700 for a 3090", "is 700 for a 3090 good?", "5000块收一张3090
值吗"): the card's offer, read as :mod:`advisor.ask.offers` reads a price said after the card (issue 27; break20 #2).

Pure: the question's words only, no catalogue.
"""

from __future__ import annotations

import re

from .currency_said import SIGNS, currency_after

# the amount, ending at its last digit ("$600, 3090 or 4070?": no "$600," before the 3090) and never a name's number
# glued to its letters by a hyphen ("RL-100 on a 3090", "GPT-4 for a 3090"; fix79a #3), then "for" (or 收/买) and
# the card's article and condition, ending where the card's words start; {word}: any other currency's word ("pay 50k
# rupees for a 3090"), checked against the currency data below (break25 #3)
_BEFORE_FORM = (
    r"(?<![a-z0-9_.])(?<![a-z]-)(?P<amount>(?:[a-z]{{1,3}}\$|[" + SIGNS + r"])\s?\d(?:[\d,]*\d)?(?:\.\d+)?\s*k?|"
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


def price_before(text: str, start: int) -> str | None:
    """The amount said right before the card whose words start at ``start`` in ``text`` (lower case) — "700" in
    "would you pay 700 for a 3090", "$650" in "$650 for a used 3090?" — with its currency as said; ``None`` when no
    amount stands there (a count, "2 for" is no price: under three digits with no currency)."""
    before = text[max(0, start - 64):start]
    m = _BEFORE.search(before)
    if m is not None and m.groupdict().get("word") and currency_after(" " + m.group("word")) != m.group("word"):
        m = _BEFORE_PLAIN.search(before)  # "700 gpus for a 3090", "700 too much for a 3090": no currency's word
    m = m or _SIGNED.search(before)
    if m is None:
        return None
    said = m.group("amount").strip().rstrip("的").strip()
    if not re.search(r"[$€£¥a-z元块塊刀]", said) and len(re.sub(r"\D", "", said.split(".")[0])) < 3:
        return None
    return said


__all__ = ["PAY", "price_before"]
