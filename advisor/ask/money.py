"""The patterns of money the question reader finds budgets with (:mod:`advisor.ask.reader`, module
docstring step 4): amounts with currencies before or after, multipliers (k, grand, 万, w), ranges and
the words around a budget ("under", "预算", "以内")."""

from __future__ import annotations

import re

from .currency_said import SIGNS

_NUM = r"\d+(?:[.,]\d+)*(?:e[-+]?\d{1,4}(?![a-z0-9]))?"  # "$1e12": read whole, so the budget refuses it in words
_CN_NUM = r"[\d.零〇一二两兩三四五六七八九十百千万萬壹贰貳叁參肆伍陆陸柒捌玖拾佰仟]+"
# a multiplier; a Latin one is a word of its own ("$800 with" is no 800w, "$800 kinda" no 800k)
# nor one a digit follows ("8 K80 cards": eight K80s, no 8,000)
_MULT = r"(?:(?:k|w|grand|thousand|million|mil|lakhs?|lacs?|crores?)(?![a-z\d])|万|萬|千)"  # lakh, crore: India's
# millions written "m" ("$1m", "1.5M usd"): money only beside a currency, as "1m context", "7m params" are no money
_MULT_M = rf"(?:m(?![a-z\d])|{_MULT})"
_CUR_PRE = rf"(?:(?<![a-z])[a-z]{{1,3}}\$|[{SIGNS}]|rmb|usd|eur|cny|gbp|jpy|cad|aud)"  # a sign: Unicode's (₽, ₺, ฿…)
# a sign after an amount is its currency ("600€") unless a digit follows it: there it starts the next amount ("rtx 3090
# $700": the card's number, then its price, never 3,090 dollars; break20 #2)
_CUR_POST = (rf"(?:[{SIGNS}](?!\d)|"
             r"usd|us\s+dollars?|eur|euros?|dollars?|bucks?|quid|pounds?|gbp|cny|rmb|yuan|jpy|"
             r"yen|cad|aud|inr|rupees?|元|块钱|块|塊錢|塊|美元|美金|美刀|刀乐|刀樂|刀(?!片)|欧元|歐元|英镑|英鎊|円|日元|人民币|人民幣)")
_PRE = (r"(?:under|below|less\s+than|lower\s+than|up\s*to|at\s+most|no\s+more\s+than|"
        r"(?<![a-z_])max(?:imum)?(?![a-z0-9_])|about|around|"
        r"approx(?:imately)?|roughly|~|≈|<=?|≤|(?:my\s+)?budget(?:\s+of|\s+is)?:?|"
        r"预算(?:是|为|在)?|預算(?:是|為|在)?|大概|大约|大約|不超过|不超過|最多|不到|"
        # "想花5000买显卡", "打算花8000": an amount to spend ("花了3000" is a price paid: 了 comes between)
        r"(?:想|打算|准备|準備|能|可以|愿意|願意)花)")
_POST = (r"(?:or\s+less|or\s+under|or\s+so(?![a-z])|max(?![a-z0-9_]|[\s-]+(?:q|length|len|new|num|model|seq|tokens?|"
         r"position|batch|steps?|epochs?|pixels?|memory|context|ctx|input|output|prompt)(?![a-z]))|tops|at\s+most|-?ish|budget|"
         r"以内|以內|以下|之内|之內|左右|上下|上限|封顶|封頂)")
_RANGE_TAIL = rf"(?:\s*(?:-|–|to|~|至|到)\s*{_CUR_PRE}?\s*{_NUM}\s*{_MULT}?)?"
_NAMED = r"(?<![a-z]-)"  # "RL-100", "GPT-4", "T-1000": a name's number glued to its letters by a hyphen (fix79a #3)
_NOT_MONEY = r"(?!\s*(?:context|ctx|tokens?|token|resolution|monitor|display|screen|video|fps|hz|rpm|steps|images?))"
_BUDGETS = [re.compile(p, re.X) for p in (
    rf"(?:{_PRE}\s*)?{_CUR_PRE}\s*{_NUM}\s*{_MULT_M}?{_RANGE_TAIL}(?:\s*{_CUR_POST})?(?:\s*{_POST})?",
    rf"(?:{_PRE}\s*)?(?<![a-z0-9_.]){_NAMED}{_NUM}\s*{_MULT_M}?{_RANGE_TAIL}\s*{_CUR_POST}(?:\s*{_POST})?",
    rf"(?:{_PRE}\s*)?(?<![a-z0-9_.\-]){_NUM}\s*(?:k|w|grand|thousand|million|lakhs?|lacs?|crores?)(?![a-z\d]){_NOT_MONEY}(?:\s*{_POST})?",
    rf"{_PRE}\s*(?<![a-z0-9_.]){_NAMED}{_NUM}(?![\d.,]*\s*(?:gb|g\b|b\b|x\b|ti\b|super\b|s\b|/|:[0-5]\d|"
    rf"of\s+(?:them|those|these|it)\b|个|個))(?:\s*{_MULT})?{_RANGE_TAIL}(?:\s*{_POST})?",  # "2 of them?": a count
    rf"(?<![a-z0-9_.=]){_NAMED}{_NUM}\s*{_MULT}?\s*{_POST}",  # "seq_len=4 max_len=2": a setting's value, no "$4 max"
    # "paying 780 for a 3090", "offered 650 for my 3090": a price paid or offered, never a GTX 780 (break24 #1)
    # "asking 650 for a 3090", "wants 650 for a 3090": a seller's asking price (break30 #1)
    rf"(?:(?<=paying\s)|(?<=offered\s)|(?<=pay\s)|(?<=spent\s)|(?<=spend\s)|(?<=asking\s)|(?<=asks\s)|"
    rf"(?<=wants\s)|(?<=wanted\s)|(?<=charging\s)|(?<=charges\s))(?<![a-z0-9_.]){_NAMED}{_NUM}\s*{_MULT}?(?=\s+for\s+(?:an?|my|the|his|her|"
    rf"their|this|that|used|new)?\s*(?:rtx|gtx|rx|tesla|quadro|titan|radeon|arc)?\s*[a-z]{{0,2}}\s?\d{{3,5}})",
    # "5-6k", "5到6千", "1到1.5万": a range whose multiplier is said once, on its top (fix47d)
    rf"(?<![a-z0-9_.\-]){_NUM}\s*(?:-|–|~|到|至|to(?![a-z]))\s*{_NUM}\s*(?:(?:k|w|grand|thousand)(?![a-z\d])|千|万|萬){_NOT_MONEY}(?:\s*{_POST})?",
    # "in the 500-700 range", "between 500 and 700": a range said as one, its top the budget
    rf"(?<![a-z0-9_.\-]){_NUM}\s*(?:-|–|to|~)\s*{_NUM}\s*{_MULT}?(?=\s*(?:price\s+)?range(?![a-z])|\s*价位|\s*價位|\s*区间)",
    rf"(?:{_PRE}\s*)?(?<![\d.]){_CN_NUM}\s*{_CUR_POST}(?:\s*{_POST})?",
    rf"(?:{_PRE}\s*)?(?<![\d.])[\d.]*[零〇一二两兩三四五六七八九十百]*[十百千万萬][\d零〇一二两兩三四五六七八九十百千万萬]*(?:\s*{_POST})?",
    # "预算5000 个人学习": the budget word's amount, "个人" after it being "personal" (advisor.ask.budget_word, fix49b)
    rf"(?:预算|預算)(?:是|为|為|在|有)?\s*(?:大概|大约|大約|约|約|差不多|最多|不超过|不超過)?\s*(?<![\d.]){_NUM}\s*{_MULT}?"
    rf"(?=[\s,，、]*[个個]人(?!民))",
)]
_CN_MONEY_RUN = re.compile(r"[千万萬]")
_A_GRAND = re.compile(r"(?<![a-z0-9])(under|below|than|about|around|for|with|spend|have|got|budget|max|of|is|"
                      r"^)\s*(?:a|one)\s+grand(?![a-z])")
_AMOUNT = re.compile(rf"(?<![a-z0-9_.]){_NAMED}{_NUM}(?:\s*{_MULT})?")
_CUR_SAID_HERE = re.compile(rf"{_CUR_PRE}|(?<![a-z]){_CUR_POST}")  # a currency in a budget's own text
_PRE_NUMBER = re.compile(rf"{_PRE}\s*(\d{{3,5}})")  # "about 3090": a budget word and a bare number
# What makes an amount more than a bare number: a currency, or a Chinese word or multiplier (read as yuan)
_CURRENCY_SAID = re.compile(rf"{_CUR_PRE}|(?<![a-z]){_CUR_POST}|\d\s*w(?![a-z])|[\u3400-\u9fff]")
MINUS_BEFORE = re.compile(r"(?:^|[\s(:：]|预算|預算|是|为|為|budget)[$€£¥]?-\s?$")
"""A minus sign just before an amount, not a range's dash ("for -500 dollars", "$-500", "预算-5000元")."""
NEGATIVE = re.compile(r"(?:(?<=^)|(?<=[\s(:：是为為])|(?<=预算)|(?<=預算))[$€£¥]?-\s?[$€£¥]?\d+(?:[.,]\d+)?"
                      r"(?![\d.,]*\s*(?:%|gb|g\b|b\b|x\b|-?bits?\b))")
"""A negative number said on its own ("recommend a gpu for -5", "預算 ¥-5000"), not a percentage, size, count or bit
width (a file's "…-win11-64bit": reader48)."""
SCIENTIFIC = re.compile(r"(?<![a-z\d.])(\d+(?:\.\d+)?)e\+?(\d{1,2})(?![\w.])")
"""A number in scientific notation ("$1e12", "1e9 usd"): written out before the budget is read."""


_CN_DIGIT = dict(zip("一二两兩三四五六七八九", "12223456789", strict=True))
_CN_TWO = re.compile(r"(?<![\d一二两兩三四五六七八九十百千万萬])([一二两兩三四五六七八])"
                     # "三到四千", "三至四百": the two numerals joined by a word of a range (break48 M7)
                     r"(?:\s*(?:到|至|~|～|-)\s*)?"
                     r"([二两兩三四五六七八九])([百千万萬])(?![张張卡])")


_GLUED = re.compile(r"(\d)(?=[一二两兩三四五六七八九十]{1,3}[千万萬百])")
"""A card's number glued to an amount in Chinese numerals ("4090一万二": the 4090 at 12,000, never 40,912,000)."""


def cn_ranges(s: str) -> str:
    """``s`` with each pair of Chinese numerals before a multiplier written as a range of yuan ("三四千" →
    "3000-4000元", "一两万" → "10000-20000元", "三到四千" → "3000-4000元", "三四百美元" → "300-400美元"): the budget
    reader reads its top, as it does for "3000-4000元"; a number glued before Chinese numerals is set apart from them
    (:data:`_GLUED`). The pair must rise ("四三千" is no range); hundreds are money only with their currency after.
    """
    s = _GLUED.sub(r"\1 ", s)
    zeros = {"百": "00", "千": "000", "万": "0000", "萬": "0000"}
    def written(m: re.Match[str]) -> str:
        unit = "" if re.match(r"\s*(?:[\u3400-\u9fff]{0,2}(?:元|币|幣|金|刀)|块|塊)", s[m.end():]) else "元"
        if _CN_DIGIT[m.group(2)] <= _CN_DIGIT[m.group(1)] or m.group(3) == "百" and unit:
            return m.group()  # "三四百瓦", "两三百个": hundreds with no currency after them are no money
        return f"{_CN_DIGIT[m.group(1)]}{zeros[m.group(3)]}-{_CN_DIGIT[m.group(2)]}{zeros[m.group(3)]}{unit}"
    return _CN_TWO.sub(written, s)


_NUMBER_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20}
_WORDED = re.compile(r"(?<![a-z0-9])(a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)"
                     r"(\s+and\s+a\s+half)?\s+(grand|thousand|hundred)(\s+and\s+a\s+half)?(?![a-z])")


_ONE = r"(?:\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)"
_SPELLED_RANGE = re.compile(rf"(?<![a-z0-9.$€£¥-])({_ONE})\s*(?:-|–|to|or)\s*({_ONE})\s+(hundred|thousand|grand)"
                            r"(?![a-z])")
"""A range whose multiplier is said once, in words, on its top ("3 to 4 hundred", "two to three thousand", "5-6
grand"): issue 27 (fix79a #1)."""


def _figure(said: str) -> float:
    """The number ``said`` in digits or in a word of :data:`_NUMBER_WORDS`."""
    return float(_NUMBER_WORDS[said]) if said in _NUMBER_WORDS else float(said)


def spelled_ranges(s: str) -> str:
    """``s`` with each range of :data:`_SPELLED_RANGE` written as the budget reader reads one, both ends multiplied
    ("3 to 4 hundred dollars" → "300-400 dollars", "two to three thousand" → "2000-3000"): a budget, its top read as
    the ceiling (as "300-400 dollars" is); kept as said when the top is no more than the bottom."""
    def out(m: re.Match[str]) -> str:
        low, high = sorted((_figure(m.group(1)), _figure(m.group(2))))  # "4 to 3 hundred": 300-400 (fix84a #6)
        if high <= low:
            return m.group()
        times = 100 if m.group(3) == "hundred" else 1000
        return f"{low * times:g}-{high * times:g}"

    def short(m: re.Match[str]) -> str:
        low, high = int(m.group(2)), int(m.group(3))
        times = 1000 if high % 1000 == 0 else 100
        return m.group() if low * times >= high else f"{m.group(1)}{low * times}-{high}"
    return _SHORT_LOW.sub(short, _SPELLED_RANGE.sub(out, s))


_SHORT_LOW = re.compile(r"(?<![a-z0-9.,-])([$€£]?)([1-9])\s*(?:-|–|to)\s*[$€£]?([1-9]0{2,3})(?![\d.,])"
                        r"(?=\s*(?:dollars?|bucks|usd|euros?|eur|pounds?|gbp|cad|aud)(?![a-z]))")
"""A range whose bottom is said as the top's first digit ("3 to 400 dollars", "5-600 bucks"): the bottom in the top's
hundreds or thousands (300-400), never 3 dollars (break48 L1)."""


def worded(s: str) -> str:
    """``s`` with an amount said in words written in digits ("two grand" → "2 grand", "a grand and a half" →
    "1.5 grand", "two and a half thousand" → "2.5 thousand", "five hundred bucks" → "500 bucks"), for the
    budget reader, which reads digits and multipliers; a range said in words first (:func:`spelled_ranges`)."""
    s = spelled_ranges(s)

    def out(m: re.Match[str]) -> str:
        value = _NUMBER_WORDS[m.group(1)] + (0.5 if m.group(2) or m.group(4) else 0)
        if m.group(3) == "hundred":
            return f"{value * 100:g}"
        return f"{value:g} {m.group(3)}"
    return _WORDED.sub(out, s)


_GLUED_CN = re.compile(r"(?<=\d)(?=[零〇一二两兩三四五六七八九十壹贰貳叁參肆伍陆陸柒捌玖拾]+[十百千万萬佰仟])")


def cn_apart(s: str) -> str:
    """``s`` with a space where a Chinese amount starts right after digits ("4090一万二" → "4090 一万二", "3090四千五百"
    → "3090 四千五百"): no written amount has a Chinese digit after an Arabic one ("1万2" has its 万 between), so the
    digits end there — a card's number, then its price, as "4090 1万2" reads (break25 #1)."""
    return _GLUED_CN.sub(" ", s)


def write_out(s: str) -> str:
    """``s`` with each number in scientific notation next to a currency written out ("$1e12" →
    "$1000000000000", "1e9 usd" → "1000000000 usd"), so that the budget reader reads its amount
    (and says when it is too large) rather than the digits after the "e"."""
    def out(m: re.Match[str]) -> str:
        before, after = s[max(0, m.start() - 4):m.start()], s[m.end():m.end() + 12]
        if not (re.search(rf"{_CUR_PRE}\s?$", before) or re.match(rf"\s*{_CUR_POST}", after)):
            return m.group()  # "lr 1e4", "1e5 steps": no money
        value = float(m.group(1)) * 10 ** int(m.group(2))
        return str(int(value)) if value.is_integer() else str(value)
    return SCIENTIFIC.sub(out, s)


MARKED_AMOUNT = re.compile(r"[$€£¥￥]\s?\d[\d,.]*\s?(?:[kmw万千]|grand|mil|million)?(?![a-z0-9])"
                           r"|(?<![a-z0-9.])\d[\d,.]*\s?(?:[kw万千]\s?)?(?:元|人民币|美元|欧元|usd|eur|cny|rmb|dollars?|bucks|euros?)(?![a-z])")
"""An amount marked as money by a currency sign or word ("$800", "5000元", "2k usd"): a second amount beside the budget
(two currencies in one question) is money too, never a card's number ("5000元" is no Quadro RTX 5000); "块" is left
out, as it also counts cards ("2块3090")."""


def blank_amounts(s: str) -> str:
    """``s`` with every amount :data:`MARKED_AMOUNT` finds blanked (same length), after the budget was read."""
    return MARKED_AMOUNT.sub(lambda m: " " * len(m.group()), s)
