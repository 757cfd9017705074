"""fix44d (issues 27, 28; break35 #9, #11, #13, #16): the wordings here are in no corpus row.

1. Every form of a budget range reads its top as the ceiling ("between 500 and 700", "600-800", "from 500 to 700",
   "1000-1500€", "预算5千到8千"), and the read-as line says the range and the end read.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _said(q, language="en"):
    return " ".join(render_question(q, View(language=language, width=300)).split())


RANGES = [("best GPU for llm between 500 and 700", 700), ("best GPU for llm between $500 and $700", 700),
          ("gpu for training 600-800", 800), ("which card for deep learning 600 to 800", 800),
          ("gpu for stable diffusion from 500 to 700 dollars", 700), ("best gpu 1000-1500€", 1500),
          ("best card for stable diffusion, somewhere between 1k and 1.5k", 1500),
          ("budget 1.5k-2k for deep learning", 2000), ("预算5千到8千 买什么显卡", 8000),
          ("想买显卡跑模型，预算在3000到5000之间", 5000), ("recommend a card for kaggle between 400 and 650 usd", 650)]


@pytest.mark.parametrize(("text", "top"), RANGES)
def test_a_range_reads_its_top(advisor, text, top):
    r = advisor.ask(text).read_as
    assert r.command == "recommend" and r.budget is not None and r.budget.amount == top, r


@pytest.mark.parametrize(("text", "language", "said"), [
    ("best GPU for llm between 500 and 700", "en", "said as a range (500–700 USD); its top, 700 USD"),
    ("gpu for training 600-800", "en", "said as a range (600–800 USD)"),
    ("预算5千到8千 买什么显卡", "zh_Hans", "预算说的是一个范围（5,000–¥8,000）；取其上限 ¥8,000"),
    ("預算在3000到5000之間 跑大模型", "zh_Hant", "預算說的是一個範圍（3,000–CN¥5,000）")])
def test_the_read_as_line_says_the_range(advisor, text, language, said):
    assert said in _said(advisor.ask(text), language)


@pytest.mark.parametrize(("text", "cards"), [("between 3090 and 4090 which is better for llm", 2),
                                             ("from 3060 to 4070, is it worth it for training", 2)])
def test_two_cards_are_no_range(advisor, text, cards):
    r = advisor.ask(text).read_as
    assert len(r.cards) == cards and r.budget is None, r


def test_one_amount_says_no_range(advisor):
    assert "range" not in _said(advisor.ask("best gpu for llm under 700"))
