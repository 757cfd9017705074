"""The hours a rented card would be used, said in the question ("rent or buy 4090 for 2 hours a day", "每天用3小时",
"10 hours a week", "每周训练10小时"): renting against buying is weighed at those hours, not only round the clock
(break20 #8: "rent or buy 4090 for 2 hours a day" gave only the round-the-clock 430 USD a month;
:mod:`advisor.ask.rent_use` says the year at 2 h a day, about 438 USD, against the 2,015 USD card). Pure; never
raises.
"""

from __future__ import annotations

import re

OF_USE = r"(?:of\s+(?:training|use|compute|gpu\s+time)\s+)?"
"""What the hours are of, between the hours and their period ("10 hours of training a week")."""
_DAILY = re.compile(r"(?<![\d.])(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\s*" + OF_USE +
                    r"(?:a|per|/|each|every)\s*day(?![a-z])|"
                    r"(?:每天|每日|一天)\s*(?:用|跑|使用|训练|訓練|练|練)?\s*(\d{1,2}(?:\.\d)?)\s*(?:个|個)?\s*(?:小时|小時|h)")
_WEEKLY = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d)?)\s*(?:hours?|hrs?|h)\s*" + OF_USE +
                     r"(?:a|per|/|each|every)\s*week(?![a-z])|"
                     r"(?:每周|每週|一周|一週)\s*(?:用|跑|使用|训练|訓練|练|練)?\s*(\d{1,3}(?:\.\d)?)\s*(?:个|個)?\s*(?:小时|小時|h)")


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


def hours_a_week(text: str) -> float | None:
    """The hours a week of use ``text`` says as a week's ("10 hours a week", "每周用10小时"), so the answer says the
    use as said rather than a day's share of it (break23 #15: "10 h a week" was said "1 h a day"); ``None`` when it
    says a day's hours, none, or an impossible number (over 168 a week)."""
    low = " ".join(str(text).lower().split())
    if _DAILY.search(low) is not None or (m := _WEEKLY.search(low)) is None:
        return None
    hours = float(m.group(1) or m.group(2))
    return hours if 0 < hours <= 24 * 7 else None
