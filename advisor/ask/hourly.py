"""The one reader of a price by the hour (fix72d): the words of "per hour" after an amount — "/hr", "/ h", "per hour",
"an hour", "each hour", "hourly", "/gpu-hour", "每小时", "/小时" — and the hourly prices built on them ("$2/hr",
"2.5 usd per hour", "每小时2.5美元", "2.5美元/小时"). The budget reader takes such an amount for a rent's rate, never
money to spend (:mod:`advisor.ask.not_money`); the rent answers read the rate said
(:mod:`advisor.ask.rent_said`). Pure."""

from __future__ import annotations

import re

_PER_HOUR_EN = (r"(?:/\s*|per\s+|an?\s+|each\s+)(?:gpu[\s-]*)?(?:hours?|hrs?|h)(?![a-z0-9])|hourly(?![a-z])")
"""An hour after an amount, in English ("/hr", "/hrs", "/h", "/gpu-hour", "per hour", "a hr", "each hour",
"hourly")."""
_PER_HOUR_ZH = r"(?:/|每)\s*(?:个|個)?小(?:时|時)"
"""An hour after an amount, in Chinese ("每小时", "每个小时", "/小时", "每小時")."""

PER_HOUR_AFTER = re.compile(r"\s*(?:" + _PER_HOUR_EN + "|" + _PER_HOUR_ZH + ")", re.IGNORECASE)
"""The words of "per hour" right after an amount (spaces first): ``PER_HOUR_AFTER.match(s, end)``."""

_NUMBER = r"(?<![\d.,])(\d{1,3}(?:\.\d{1,3})?)(?![\d,])"
_ZH_MONEY = r"(美元|美金|刀|元|块|塊|人民币|人民幣|rmb)"
HOURLY_PRICE = re.compile(
    r"(?:\$|us\$|usd\s*)?" + _NUMBER + r"\s*(?:\$|usd|dollars?|bucks)?\s*(?:" + _PER_HOUR_EN + ")"
    r"|每(?:个|個)?小(?:时|時)\s*" + _NUMBER + r"\s*" + _ZH_MONEY
    + r"|" + _NUMBER + r"\s*" + _ZH_MONEY + r"\s*(?:" + _PER_HOUR_ZH + ")", re.IGNORECASE)
"""A price by the hour with its amount (the module docstring), in any currency: groups 1, 2 and 4 hold the amount,
3 and 5 the Chinese currency word (US dollars for 美元, 美金, 刀; no US dollars for 元, 块, 人民币: "每小时3元")."""
US_WORDS = frozenset({"美元", "美金", "刀"})
"""The Chinese currency words of :data:`HOURLY_PRICE` that are US dollars."""


def per_hour_after(s: str, end: int) -> bool:
    """Whether the words of "per hour" (:data:`PER_HOUR_AFTER`) follow position ``end`` of ``s``: the amount ending
    there is a rate by the hour ("an H100 at $2/hr", "3元每小时")."""
    return PER_HOUR_AFTER.match(s, end) is not None


__all__ = ["HOURLY_PRICE", "US_WORDS", "PER_HOUR_AFTER", "per_hour_after"]
