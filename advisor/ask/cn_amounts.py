"""Chinese ways of saying an amount that the money patterns read once written plainly (issue 27, fix47d).

- A multiplier with the next digit after it: "1万5", "1w5", "1萬5", "3千5" are 15,000, 15,000, 15,000 and 3,500, as
  "1.5万" and "3.5千" say; written so, the patterns read the whole amount ("预算1万到1万5" read the range "1万到1万",
  its top cut short).
- A range in Chinese numerals, each end a digit and a multiplier ("一万到一万五", "五千至八千", "一万和一万五之间"):
  each end written in digits ("1万到1.5万"), as the range joiner (:mod:`advisor.ask.budget_range`) and the budget
  reader (:func:`advisor.budget.parse_budget`) read digits; a range said with two numerals before one multiplier
  ("三四千") is :func:`advisor.ask.money.cn_ranges`'.

Only the writing changes; the amount is read by the budget reader alone (one reader per span). Pure: no I/O."""

from __future__ import annotations

import re

_DIGITS = dict(zip("一二两兩三四五六七八九", "12223456789", strict=True))
_NUMERAL = "一二两兩三四五六七八九"
_MULT = "万萬w千"

TENTH = re.compile(rf"(?<![\d.])(\d{{1,3}})\s*([{_MULT}])([1-9])"
                   r"(?![\d.,]|\s*[千百万萬](?![a-z])|\s*[kw](?![a-z])|[a-z])")
"""A multiplier and one more digit after it ("1万5", "1w5", "3千5"): the tenths of that multiplier. Not "1万5千" (its
thousands said), "1w50" (no tenths) nor "1w5700" (a card's number after a space-less amount)."""

_END = rf"(?:[{_NUMERAL}]|\d{{1,3}}(?:\.\d)?)[{_MULT}][{_NUMERAL}1-9]?"
_RANGE = re.compile(rf"(?<![\d.{_NUMERAL}十百千万萬])(?P<low>{_END})\s*(?P<join>到|至|-|~|～|和|与|與|跟)\s*"
                    rf"(?P<high>{_END})(?![\d.{_NUMERAL}十百千万萬])")
"""A range of two amounts, each a digit or a Chinese numeral, a multiplier, and maybe the next digit."""


def _in_digits(end: str) -> str:
    """One end of a range written in digits: "一万五" → "1.5万", "一万" → "1万", "1万5" → "1.5万"."""
    head, mult, tail = end[:-2], end[-2], end[-1]
    if tail in _MULT:  # no digit after the multiplier
        head, mult, tail = end[:-1], end[-1], ""
    head = _DIGITS.get(head, head)
    tail = _DIGITS.get(tail, tail)
    if tail and "." in head:
        return end  # "1.5万5": no amount written so
    return f"{head}.{tail}{mult}" if tail else f"{head}{mult}"


_MINUS = re.compile(r"[负負](?=\s*(?:[¥￥$]\s?)?[\d一二两兩三四五六七八九十])")
"""A minus said in Chinese before an amount ("预算负五千元", "负5000元"): written "-", as the money reader refuses a
"-500" (review22 #7), never read as a budget of 5,000."""


def cn_amounts(s: str) -> str:
    """``s`` (the question, lower case) with each amount of the module docstring written plainly: "1万5" → "1.5万",
    "一万到一万五" → "1万到1.5万", "负五千" → "-五千"."""
    s = _MINUS.sub("-", s) if "负" in s or "負" in s else s
    if not re.search(rf"[{_MULT}]", s):
        return s
    s = _RANGE.sub(lambda m: f"{_in_digits(m['low'])}{m['join']}{_in_digits(m['high'])}", s)
    return TENTH.sub(r"\1.\3\2", s)
