"""Issue 27 (fix50a): readings still lost.

- A "~" between two numbers is a range of its unit ("650~850w" the power supply, "预算5000~6000" the budget's top,
  "32~64GB 内存" the RAM), never a card's number; a lone "~" before an amount is still "about" (advisor.ask.tilde).
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(("text", "watts"), [
    ("电源 650~850w 预算5000 买什么显卡", 850),
    ("psu 650~850w, budget 700, best gpu for llm", 850),
    ("my psu is 550～650W, which card for 3000元", 650),
    ("电源是550~750瓦的 预算4000 推荐显卡", 750),
    ("power supply 750~1000w, $900 for a gpu to run stable diffusion", 1000),
])
def test_watt_range_is_the_supply_never_a_card(advisor, text, watts):
    r = _read(advisor, text)
    assert not r.cards and not r.own
    assert r.supply_w == watts
    assert r.command == "recommend"


@pytest.mark.parametrize(("text", "top", "currency"), [
    ("预算5000~6000 买什么显卡", 6000, "CNY"),
    ("预算5000～6000元 跑大模型用什么卡", 6000, "CNY"),
    ("500~800 dollars for a gpu for stable diffusion", 800, "USD"),
    ("$500~$700 gpu for gaming and ai", 700, "USD"),
    ("budget 1000 ~ 1500 usd, which gpu for llm inference?", 1500, "USD"),
])
def test_money_range_reads_its_top(advisor, text, top, currency):
    r = _read(advisor, text)
    assert not r.cards
    assert r.budget is not None and r.budget.amount == top and r.budget.currency == currency


@pytest.mark.parametrize(("text", "ram"), [
    ("32~64GB 内存 预算8000 跑大模型 买什么卡", 64),
    ("电脑 32～64GB 内存，预算3000买什么显卡跑sd", 64),
    ("I have 32~64gb of ram, budget $800, what gpu for llm", 64),
])
def test_memory_range_is_no_card(advisor, text, ram):
    r = _read(advisor, text)
    assert not r.cards
    assert r.ram_gb == ram


@pytest.mark.parametrize("text", [
    "gpu for ~800 dollars for stable diffusion",
    "显卡预算~3000 跑sd",
])
def test_lone_tilde_is_about(advisor, text):
    r = _read(advisor, text)
    assert r.budget is not None and not r.cards
