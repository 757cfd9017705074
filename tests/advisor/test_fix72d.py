"""fix72d: one reader of a price by the hour (advisor/ask/hourly.py, shared by the budget reader and the rent
answers); two owned devices compared for a job; a buyer's video comparison; the memory arithmetic of a third card and
of a Mac's 70B against one 24 GB card."""

from __future__ import annotations

import pytest

from advisor.ask.hourly import per_hour_after
from advisor.ask.rent_said import hourly_spans, stated_hourly


@pytest.mark.parametrize(("text", "rate"), [
    ("rent an H100 on runpod for 2.5/hr", 2.5), ("$2.50 an hour", 2.5), ("at 1.99 per hour", 1.99),
    ("0.4 usd/h", 0.4), ("每小时2.5美元", 2.5), ("2.5美元/小时", 2.5), ("$3 /gpu-hour", 3.0),
    ("每小时3元", None), ("3块/小时", None), ("i have 2 a h100", None)])
def test_stated_hourly(text: str, rate: float | None) -> None:
    assert stated_hourly(text) == rate


def test_hourly_spans_any_currency() -> None:
    assert hourly_spans("租4090每小时3元") == [(5, 10)]
    assert hourly_spans("2 x h100 budget 2000") == []


@pytest.mark.parametrize(("s", "end", "said"), [
    ("3元每小时", 2, True), ("3元/小时", 2, True), ("$2/hr", 2, True), ("2 per hour", 1, True),
    ("2 dollars an hour", 9, True), ("2000 a h100", 4, False), ("2000 for a 4090", 4, False)])
def test_per_hour_after(s: str, end: int, said: bool) -> None:
    assert per_hour_after(s, end) is said


@pytest.fixture(scope="module")
def adv():
    from advisor.api import Advisor
    return Advisor.load()


@pytest.mark.parametrize("text", ["租4090每小时3元，跑一个月划算还是买？", "4090 租用 3块/小时 还是买一张"])
def test_an_hourly_price_in_yuan_is_no_budget(adv, text):
    q = adv.ask(text)
    assert q.answer is not None, q.error  # was: "3 CNY is below 1 USD"
    assert q.read_as.budget is None
