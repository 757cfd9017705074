"""The hours a rented card would be used, said in the question ("rent or buy 4090 for 2 hours a day", "每天用3小时",
"10 hours a week"): the rent-or-buy answer is the month of renting at those hours, not only round the clock (break20 #8:
"rent or buy 4090 for 2 hours a day" gave only the round-the-clock 430 USD a month; at 2 h a day it is about 36, so the
2,015 USD card pays about 4.7 years of renting). Pure; never raises.
"""

from __future__ import annotations

import re

from ..i18n import Message, Money, Number, msg

DAYS_A_MONTH = 30.0
"""Days in the month a daily use is said over (the 720-hour month of round-the-clock renting is 30 days)."""

_DAILY = re.compile(r"(?<![\d.])(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|/|each|every)\s*day(?![a-z])|"
                    r"(?:每天|每日|一天)\s*(?:用|跑|使用)?\s*(\d{1,2}(?:\.\d)?)\s*(?:个|個)?\s*(?:小时|小時|h)")
_WEEKLY = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|/|each|every)\s*week(?![a-z])|"
                     r"(?:每周|每週|一周|一週)\s*(?:用|跑|使用)?\s*(\d{1,3}(?:\.\d)?)\s*(?:个|個)?\s*(?:小时|小時|h)")


def hours_a_day(text: str) -> float | None:
    """The hours a day of use ``text`` says (a week's hours over 7 days), ``None`` when it says none or an
    impossible number (over 24 a day)."""
    low = " ".join(str(text).lower().split())
    for pattern, per in ((_DAILY, 1.0), (_WEEKLY, 7.0)):
        m = pattern.search(low)
        if m is not None:
            hours = float(m.group(1) or m.group(2)) / per
            return hours if 0 < hours <= 24 else None
    return None


def at_hours(hours: float, hourly: float, price: float) -> Message:
    """"At 2 hours a day, renting it costs about 36 USD a month (60 h); its 2,015 USD price pays about 4.7 years of
    that": the month at the hours said (:data:`DAYS_A_MONTH`) and how long the card's price rents it. ``hourly``: USD
    an hour; ``price``: USD."""
    month = hourly * hours * DAYS_A_MONTH
    years = price / month / 12 if month > 0 else 0.0
    return msg("ask.rent-or-buy.hours", "At {hours} hours a day, renting it costs about {month} a month "
               "({monthly:,.0f} h); its {price} price pays for about {years:.1f} years of that.",
               hours=Number(value=hours), month=Money(amount=round(month), currency="USD"),
               monthly=Number(value=hours * DAYS_A_MONTH),
               price=Money(amount=price, currency="USD"), years=Number(value=round(years, 1)))
