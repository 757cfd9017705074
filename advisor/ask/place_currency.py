"""The currency of an amount from the place the question names (fix51d, issue 27; newuser22 #14, #2): "¥150000
budget for a local llm box in japan" was read as 150,000 Chinese yuan — a budget 24 times too large — because ``¥``
alone is the project's yuan (:data:`advisor.currencies.HOUSE`); and "预算在1萬和1萬5之間" in Traditional Chinese was
read as yuan with no word that it was assumed (fix49b stopped placing a 繁體 asker in China for prices, not budgets).

The sign ``¥`` (and ``円`` or "yen") and a Chinese amount typed with no currency follow the one place the question
names (:data:`PLACES`: Japan or a Japanese question → JPY; China → CNY; Taiwan, 台幣 → TWD; Hong Kong, 港幣 →
HKD): the span is handed to the one budget reader (:func:`advisor.budget.parse_budget`) with that currency's code
typed beside it, and the read-as line says why. Where no place decides (none, or two), the reading stays the house's
(yuan), and is said where the script does not decide it: ``¥`` outside a Simplified-Chinese question, and a
Traditional-Chinese amount with no currency (or 元, which Taiwan writes of its own dollar too). Pure: regular
expressions only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..i18n import Currency, Message, UserText, msg

PLACES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("JPY", re.compile(r"(?<![a-z])(?:japan|tokyo|osaka|kyoto|akihabara)(?![a-z])|"
                       r"日本|东京|東京|大阪|京都|秋叶原|秋葉原", re.IGNORECASE)),
    ("CNY", re.compile(r"(?<![a-z])(?:china|mainland|beijing|shanghai|shenzhen|guangzhou)(?![a-z])|"
                       r"中国|中國|大陆|大陸|内地|內地|北京|上海|深圳|广州|廣州", re.IGNORECASE)),
    ("TWD", re.compile(r"(?<![a-z])(?:taiwan|taipei|ntd|nt\$)|"
                       r"台湾|台灣|臺灣|臺湾|台北|臺北|台币|台幣|臺幣|新台币|新台幣", re.IGNORECASE)),
    ("HKD", re.compile(r"(?<![a-z])(?:hong\s?kong|hk\$)|香港|港币|港幣|港元", re.IGNORECASE)),
)
"""The places (and the everyday names of their money) a question names → the currency they decide."""
KANA = re.compile(r"[\u3040-\u30ff]")
"""A kana: the question is Japanese, which decides the yen as a place named does."""
YEN_SIGN = re.compile(r"(?<![a-z])[¥￥]", re.IGNORECASE)
"""The sign ``¥`` alone, not ``JP¥`` or ``CN¥``."""
YEN_WORD = re.compile(r"円|(?<![a-z])yen(?![a-z])", re.IGNORECASE)
"""The yen's own word: read as the yuan only where the question places its asker in China."""
JPY_SAID = re.compile(r"円|日元|日圓|日幣|(?<![a-z])(?:yen|jpy)(?![a-z])", re.IGNORECASE)
"""The Japanese yen said in words beside a ¥ sign ("in yen, ¥150000", "¥150000 日元"): the sign is the yen's."""
CURRENCY_TYPED = re.compile(r"[a-z]{1,3}\$|[$€£¥￥₹₩]|(?<![a-z])(?:usd|eur|cny|rmb|jpy|twd|hkd|ntd|yuan|yen|dollars?|"
                            r"bucks?|euros?)(?![a-z])|块|塊|美元|美金|美刀|欧元|歐元|英镑|英鎊|円|日元|日圓|日幣|人民币|人民幣|"
                            r"台币|台幣|臺幣|港币|港幣|港元|韩元|韓元|卢布|盧布|加元|澳元", re.IGNORECASE)
"""A currency typed in a budget's own text; 元 is left out — in Taiwan it is the unit of its own dollar."""


@dataclass(frozen=True)
class Placed:
    """A budget span as the budget reader is handed it (``text``) and the note the read-as line says when the
    budget is read in ``code`` (``None``: nothing to say)."""

    text: str
    code: str | None = None
    note: Message | None = None

    def said(self, currency: str) -> list[Message]:
        """The note to say of a budget read in ``currency``: none unless it is the one this reading expects."""
        return [self.note] if self.note is not None and currency == self.code else []


def place_currency(question: str) -> str | None:
    """The currency the places ``question`` names decide (:data:`PLACES`; a Japanese question is Japan's); ``None``
    when it names none, or places of two currencies ("from japan to china")."""
    found = {code for code, pattern in PLACES if pattern.search(question)}
    if KANA.search(question):
        found.add("JPY")
    return next(iter(found)) if len(found) == 1 else None


def _place_said(question: str, code: str) -> str | None:
    """The words of ``question`` that name the place deciding ``code`` (as typed), for the note; ``None`` for a
    Japanese question that names no place (its kana decided, nothing to say)."""
    m = dict(PLACES)[code].search(question)
    return m.group() if m is not None else None


def placed(text: str, question: str, language: str, bare_currency: str | None) -> Placed:
    """The budget span ``text`` of ``question`` (written in ``language``) with the currency its place decides
    (module docstring); ``bare_currency`` (a server's setting) decides a bare amount instead of any place."""
    code = place_currency(question)
    if YEN_SIGN.search(text) and code is None and JPY_SAID.search(question):
        code = "JPY"  # "and in yen, ¥150000?": the sign's currency said in words (newuser32 Q20)
    if YEN_SIGN.search(text):
        if code in ("JPY", "CNY"):
            return Placed(YEN_SIGN.sub("JP¥" if code == "JPY" else "CN¥", text, count=1), code,
                          _placed_note("¥", code, question))
        if language == "zh_Hans":
            return Placed(text)  # a Simplified-Chinese question's ¥ is the yuan, as the house reads it
        return Placed(text, "CNY", msg("ask.currency.yuan-sign", "¥ read as Chinese yuan (CNY); say JPY for "
                                       "Japanese yen."))
    if code == "CNY" and (yen := YEN_WORD.search(text)) and not re.search(r"日|japan", text, re.IGNORECASE):
        return Placed(YEN_WORD.sub("元", text, count=1), code, _placed_note(yen.group(), code, question))
    if language == "en" or bare_currency is not None or CURRENCY_TYPED.search(text):
        return Placed(text)
    if code is not None and code != "CNY":  # "我在台灣，預算3萬": the place's dollar, never yuan
        return Placed(text.replace("元", "") + " " + code, code, _placed_note("", code, question))
    if language == "zh_Hant" and code is None:
        return Placed(text, "CNY", msg("ask.currency.yuan-amount", "The amount was read as Chinese yuan (CNY); "
                                       "say 台幣 or 港幣 for New Taiwan or Hong Kong dollars."))
    return Placed(text)


def _placed_note(sign: str, code: str, question: str) -> Message | None:
    """The read-as note of an amount whose currency the place named decided."""
    said = _place_said(question, code)
    if said is None:
        return None
    place = UserText(value=said)
    if sign:
        return msg("ask.currency.placed-sign", "{sign} read as {currency}: the question names {place}.",
                   sign=UserText(value=sign), currency=Currency(code=code), place=place)
    return msg("ask.currency.placed-amount", "The amount was read as {currency}: the question names {place}.",
               currency=Currency(code=code), place=place)


__all__ = ["PLACES", "Placed", "place_currency", "placed"]
