"""A budget said as a range in words (issue 27, break35 #13): "between 500 and 700", "between $500 and $700", "from
500 to 700", and a bare "600-800" or "600 to 800" beside a buying word. Every range form reads the same end — its
top, as a ceiling — as "budget 600-800", "1000-1500€" and "预算5千到8千" already did; the budget reader
(:func:`advisor.budget.parse_budget`) reads "500-700" and says the range on the read-as notes."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import Message, msg

if TYPE_CHECKING:
    from ..models import Budget

RANGE_NOTE = "ask.note.budget-range"
"""The key of the note saying a budget's range (:func:`range_note`): dropped with the budget's own notes where the
amounts are read as prices offered instead ("3090s going for 600-700 now, should I buy two?")."""

_SIGN = r"[$€£¥￥]"
_FIGURE = rf"{_SIGN}?\s?\d+(?:[.,]\d+)*\s?(?:k|grand)?(?![a-z\d])\s?(?:{_SIGN}(?!\d))?"
_FIGURE_ZH = rf"{_SIGN}?\s?\d+(?:[.,]\d+)*\s?(?:k|w|万|萬|千)?(?![a-z\d])\s?(?:{_SIGN}(?!\d))?"
"""A figure of a range said in Chinese: a Chinese multiplier too ("1万和1.5万之间", "1w和1.5w之间"; fix47d)."""
_SAID = re.compile(rf"(?<![a-z])(?:between|from)\s+(?P<low>{_FIGURE})\s*(?:and|to|-|–)\s*(?P<high>{_FIGURE})"
                   r"(?![\d.,])")
"""A range said with "between … and …" or "from … to …" (each end a figure, a sign before or after it)."""
_SAID_ZH = re.compile(rf"(?P<low>{_FIGURE_ZH})\s*(?:和|与|與|到|至|跟)\s*(?P<high>{_FIGURE_ZH})"
                      r"(?=\s*(?:元|块|塊|美元|人民币|人民幣)?\s*之[间間])")
"""A range said "在 … 和 … 之间" ("预算在5000和8000元之间", review21 #9): the two figures joined, the rest kept."""
UNIT_TOP = re.compile(r"\s*(?:-|–|—|~|to)\s*\d+(?:\.\d+)?\s*(?:gb|g|w)(?![a-z])")
"""A bare range whose top carries a unit ("600-800w", "12-16gb"): its bottom is no money either."""
BARE_TOP = re.compile(r"\s*(?:-|–|—|~|to)\s*(?P<top>\d+(?:\.\d+)?)(?![\d.,]|\s*(?:gb|g|w|k)(?![a-z]))")
"""The top of a bare range right after its bottom ("600-800", "600 to 800"): no unit after it (a "300-600w" is
watts, a "12-16gb" memory)."""


_MULTIPLIED_TILDE = re.compile(r"(?<![a-z\d.])(\d+(?:\.\d+)?\s?(?:k|w|万|萬|千))\s*~\s*(?=[$€£¥]?\s?\d)")
"""A "~" (a full-width "～" too, after NFKC) after a figure with its multiplier and before the next figure ("预算3k~5k",
"1w~1.5w"): a range of money (review22 #6)."""


def tilde_joined(s: str) -> str:
    """``s`` (the question, lower case, NFKC) with each "~" of :data:`_MULTIPLIED_TILDE` written "-", the range the
    budget reader reads ("3k-5k": its top), before Markdown's "~" is dropped from the question."""
    return _MULTIPLIED_TILDE.sub(r"\1-", s) if "~" in s else s


def _value(figure: str) -> float:
    """The amount a range's end says; a version's dotted figure ("0.11.4": "ollama went from 0.10.1 to 0.11.4") reads
    as its first number, so it is never a range of money (its bottom is under 50)."""
    figure = re.sub(r",(?=\d{3}(?!\d))", "", figure).replace(",", ".")  # "1,200" thousands; "1,5k" a decimal comma
    m = re.search(r"\d+(?:\.\d+)?", figure)
    number = float(m.group()) if m else 0.0
    return number * (10_000 if re.search(r"w|万|萬", figure) else 1000 if re.search(r"k|grand|千", figure) else 1)


def ranges_joined(s: str, is_card: Callable[[str], bool]) -> str:
    """``s`` with each range said in words written as the budget reader reads one ("between $500 and $700" →
    "$500-$700"); kept as said when an end is a card's number ("between 3090 and 4090": two cards) or the top is no
    more than the bottom (no range of money)."""
    def joined(m: re.Match[str]) -> str:
        low, high = m["low"].strip(), m["high"].strip()
        if any(is_card(re.sub(r"\D", "", f)) for f in (low, high) if not re.search(r"[$€£¥￥]|k|grand|w|万|萬|千", f)):
            return m.group()
        bottom = _value(low)
        if (unit := re.search(r"(?:[kw万萬千]|grand)\s*$", high)) and not re.search(r"[kw万萬千]|grand", low):
            bottom = _value(low + unit.group())  # "1和1.5万之间", "between 1 and 2 grand" (fix84a #6): the top's
            if unit.group().strip() == "grand" and _value(high) > bottom:  # multiplier is the bottom's too
                sign = re.search(_SIGN, low + high)
                return f"{sign.group() if sign else ''}{bottom:g}-{_value(high):g}"
        if _value(high) <= bottom or bottom < 50:
            return m.group()
        said = m.group()
        return f"{low}-{high}" + said[len(said.rstrip()):]  # the space after the top kept ("… to $1.5k for llama")
    return _SAID_ZH.sub(joined, _SAID.sub(joined, s))


def bare_top(s: str, end: int, low: str) -> str | None:
    """The range "``low``-top" when a bare range's top follows the bottom ``low`` that ends at ``end`` of ``s`` and
    is more than it; ``None`` otherwise."""
    m = BARE_TOP.match(s, end)
    if m is None or float(m["top"]) <= float(low):
        return None
    return f"{low}-{m['top']}"


def range_note(budget: Budget | None) -> list[Message]:
    """The read-as note of a budget said as a range ("600-800", "between 500 and 700", "预算5千到8千"): its two ends and
    the top taken as the ceiling, so that the reader sees which end was read; none for one amount."""
    said = next((m for m in (budget.assumptions if budget else []) if m.key == "budget.range"), None)
    if said is None:
        return []
    return [msg("ask.note.budget-range", "The budget was said as a range ({low}–{high} {code}); its top, {amount}, "
                "is read as the most to spend.", low=said.params["low"], high=said.params["high"],
                code=said.params["code"], amount=said.params["amount"])]
