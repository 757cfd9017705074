"""A rent price the asker states is the price used (fix70c, newuser28 #3: "rent an H100 on runpod for 2.5/hr" was
priced at the table's 3.51 USD an hour). The hourly price said in the question — "2.5/hr", "$2.50 an hour", "at 1.99
per hour", "0.4 usd/h", "每小时2.5美元", "2.5美元/小时" — in US dollars (the rent table's currency; a price in another
currency, 元 or €, is not taken). Pure."""

from __future__ import annotations

import re

from .hourly import HOURLY_PRICE as _HOURLY
from .hourly import US_WORDS

_OTHER = re.compile(r"(?:€|£|¥|eur|gbp|rmb|cny|元)\s*$", re.IGNORECASE)


def stated_hourly(text: str) -> float | None:
    """The hourly rent price, in USD, that ``text`` states (module docstring); ``None`` when it states none, a
    price in another currency, or a figure no rent table would hold (0 or over 100 USD an hour, e.g. a clock time)."""
    for m in _HOURLY.finditer(text):
        value = next((m.group(i) for i in (1, 2, 4) if m.group(i)), None)
        currency = m.group(3) or m.group(5)
        if value is None or _OTHER.search(text[:m.start()]) or (currency and currency not in US_WORDS):
            continue
        amount = float(value)
        if 0 < amount <= 100:
            return amount
    return None


def hourly_spans(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that state an hourly price ("2.5/hr", "每小时2.5美元"), in any currency: a rent
    price, never a budget (the budget reader blanks them: "租H100每小时2.5美元" had a budget of US$2)."""
    return [m.span() for m in _HOURLY.finditer(text)]


__all__ = ["hourly_spans", "stated_hourly"]
