"""Renting against buying for the use said ("4090 for 1500 vs renting for a year", "rent or buy 4090 for 2 hours a
day", "what if I only use it 2 hours a day?", "4090和租卡一年哪个划算", "每天用8小时"): the hours a day and the time
said turn the hourly rent into money to set against the price (break21 #8: only round-the-clock months, or "pays for
about 2,500 hours", were said, and a follow-up about the hours dropped the rent line).

Renting costs the market's hourly rate (``data/rent_hourly.csv``: RunPod on-demand, dated) × the hours a day said
(round the clock when none is) × the days of the time said (a year when none is); buying costs the price offered, or
the price every answer shows for the card (:func:`advisor.shown.shown_price`), and a bought card resells (its used
price here, said). The line says which costs less over that time and how long that use takes to pay the price. Pure;
nothing without hours a day or a time said beside renting, one card asked about, a rent row or a price. For a sized job
one card does not hold, the count rented and bought is the set-up that holds it (:mod:`advisor.ask.rent_job`), never
one card (break34 #9).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, Number, msg
from ..models import Caveat, Fit, Recommendation
from ..shown import shown_price
from ..wording import card_param
from .followups import converted, market_rates
from .how_many import rig_count
from .rent_cost import rent_rows
from .rent_hours import OF_USE, hours_a_day, hours_a_week
from .rent_job import _named_rig
from .rent_said import stated_hourly

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

MINUTES_A_DAY = re.compile(r"(\d{1,3})\s*(?:minutes?|mins?)\s*(?:a|per|each|every|/)\s*day|"
                           r"(?:每天|一天)\s*(?:用|跑)?\s*(\d{1,3})\s*分钟")
"""Minutes of use a day ("30 minutes a day", "每天30分钟")."""
SPAN = re.compile(r"(?<!per\s)(?<![a-z])(a|an|one|two|three|four|six|nine|twelve|half\s+a|a\s+couple\s+of|a\s+few|"
                  r"couple\s+of|few|\d{1,2})?\s*(year|month|week)s?(?![a-z])|"
                  r"(一|两|兩|二|三|四|六|半|几|幾|\d{1,2})\s*(年|个月|個月|周|週|个星期|個星期|星期)")
"""A time said ("for a year", "over 6 months", "一年", "半年", "三个月")."""
RATE = re.compile(r"\d+(?:\.\d)?\s*(?:hours?|hrs?|h|minutes?|mins?)\s*" + OF_USE +
                  r"(?:a|per|/|each|every)\s*(?:day|week|month)"
                  r"|(?:每天|每日|一天|每周|每週|一周|一週)\s*(?:用|跑|使用)?\s*\d+")
"""Hours or minutes a day or a week: a rate of use, never the time it lasts."""
RENTING = re.compile(r"(?<![a-z])(?:rent|renting|rented|rental|cloud|runpod|vast)(?![a-z])|租|云|雲", re.I)
"""Words of renting."""
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "nine": 9, "ten": 10,
          "twelve": 12, "half a": 0.5, "a couple of": 2, "couple of": 2, "a few": 3, "few": 3, "几": 3, "幾": 3,
          "a": 1, "an": 1, "一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "八": 8, "十": 10,
          "十二": 12, "半": 0.5}
_MONTH = 30  # days: the month every rent figure uses (rent_cost.MONTH_HOURS = 720 h), never 365 / 12 (break33 #11)
_DAYS = {"year": 365, "month": _MONTH, "week": 7, "年": 365, "个月": _MONTH, "個月": _MONTH, "周": 7, "週": 7,
         "个星期": 7, "個星期": 7, "星期": 7}
DAY_HOURS = 24
"""Round the clock, when no hours a day are said."""
YEAR_DAYS = 365
"""A year, when no time is said."""


def _number(word: str) -> float:
    return float(word) if word[0].isdigit() else float(_WORDS[word])


def use_said(text: str) -> tuple[float | None, float | None]:
    """The hours a day (:func:`advisor.ask.rent_hours.hours_a_day`, or minutes: :data:`MINUTES_A_DAY`) and the days
    of the time (:data:`SPAN`) ``text`` says; each ``None`` when not said."""
    low = text.lower()
    hours = days = None
    if (mins := MINUTES_A_DAY.search(low)) is not None:
        hours = _number(mins.group(1) or mins.group(2)) / 60
    else:  # "2 hours a day", "14 hours a week", "每天3小时" (advisor.ask.rent_hours)
        hours = hours_a_day(text)
    if (s := SPAN.search(RATE.sub(" ", low))) is not None:  # "14 hours a week" is a rate, no time
        count, unit = (s.group(1), s.group(2)) if s.group(2) is not None else (s.group(3), s.group(4))
        days = (_number(re.sub(r"\s+", " ", count)) if count else 1.0) * _DAYS[unit]
    return hours, days


def rent_use(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Renting against buying for the use said (module docstring), as a deciding fact keyed ``ask.rent-use*``;
    ``[]`` when ``text`` says no hours a day, or a time only without renting words, or the answer is a
    recommendation, or there is no single card, rent row or price."""

    if isinstance(answer, Recommendation) or len(read_as.cards) != 1:  # the answer first: the use read only for it
        return []
    hours, days = use_said(text)
    if hours is None and (days is None or not RENTING.search(text)):
        return []
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or read_as.market or None)
    if not market.policy.rent:
        return []
    card, count = read_as.cards[0], rig_count(read_as) or 1  # "how many 3090s for 70b" then "2 hours a day?": two
    if count == 1 and not read_as.own and isinstance(answer, Fit):  # "租4090跑llama 70b一个月": the set-up that holds
        count = max(1, _named_rig(advisor, answer, card) or 1)  # does not hold it (break34 #9, fix42c)
    row = next((r for r in rent_rows() if r["market"] == market.id and r["card"] == card), None)
    offer = read_as.offer
    if offer is not None and offer.currency != "USD":  # "4090 1万5 还是租一年": the offer, at the market's rate
        offer = converted(offer, "USD", market_rates(advisor, market.id))
    shown = shown_price(advisor.catalog.price_of(market.id, card))
    each = offer.amount if offer is not None else shown.amount if shown is not None and shown.currency == "USD" \
        else None
    if row is None or each is None:
        return []
    stated = stated_hourly(text)  # "at 0.4/hr": the asker's rent price is the one used (newuser28 #3)
    hourly = (stated if stated is not None else float(row["usd_per_hour"])) * count
    price = each * count
    a_day = hours if hours is not None else DAY_HOURS
    span = days if days is not None else YEAR_DAYS
    rent = hourly * a_day * span
    years = price / (hourly * a_day * YEAR_DAYS)
    weekly = hours_a_week(text) if MINUTES_A_DAY.search(text.lower()) is None else None
    if weekly is not None and (weekly / 7).is_integer():  # "14 hours a week" is 2 h a day, said so exactly
        weekly = None  # (the week's form only where a day's share would round: "10 h a week", never "1 h a day")
    use = msg("ask.rent-use.hours", "{hours:.0f} h", hours=Number(value=weekly)) if weekly is not None \
        else msg("ask.rent-use.minutes", "{minutes:.0f} min", minutes=Number(value=round(a_day * 60))) if a_day < 1 \
        else msg("ask.rent-use.hours", "{hours:.0f} h", hours=Number(value=round(a_day)))
    what = card_param(card) if count == 1 else msg("compare.several.side", "{count} x {card}", count=count,
                                                  card=card_param(card))
    params = dict(card=what, use=use, hourly=Money(amount=hourly, currency="USD", digits=2),
                  date=Date(value=row["as_of"]), days=Number(value=round(span)), rent=Money(amount=round(rent),
                                                                                          currency="USD"),
                  price=Money(amount=price, currency="USD"),
                  span=msg("ask.rent-use.years", "{years:.1f} years", years=Number(value=round(years, 1)))
                  if years >= 1 else msg("ask.rent-use.months", "{months:.0f} months",
                                         months=Number(value=max(1, round(price / (hourly * a_day * _MONTH))))))
    per = msg("ask.rent-use.a-week", "a week") if weekly is not None else msg("ask.rent-use.a-day", "a day")
    said = msg("ask.rent-use.rent", "Renting {card} {use} {per} for {days:.0f} days costs about {rent} ({hourly} an "
               "hour, RunPod on-demand, {date}) against {price} to buy: renting costs less over that time — at that "
               "use the price pays about {span} of renting.", per=per, **params) if rent < price else msg(
        "ask.rent-use.buy", "Renting {card} {use} {per} for {days:.0f} days costs about {rent} ({hourly} an hour, "
        "RunPod on-demand, {date}) against {price} to buy: buying costs less over that time — at that use the price "
        "pays about {span} of renting, and a bought card resells.", per=per, **params)  # "10 hours a week": a week
    if stated is not None:  # the rate is the asker's, said as theirs (the table's date no source of it)
        said = msg("ask.rent-use.rent.stated", "Renting {card} {use} {per} for {days:.0f} days costs about {rent} "
                   "(at the {hourly} an hour you said) against {price} to buy: renting costs less over that time — "
                   "at that use the price pays about {span} of renting.", **said.params) if rent < price else msg(
            "ask.rent-use.buy.stated", "Renting {card} {use} {per} for {days:.0f} days costs about {rent} (at the "
            "{hourly} an hour you said) against {price} to buy: buying costs less over that time — at that use the "
            "price pays about {span} of renting, and a bought card resells.", **said.params)
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


__all__ = ["MINUTES_A_DAY", "RENTING", "SPAN", "rent_use", "use_said"]
