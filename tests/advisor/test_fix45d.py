"""fix45d (issue 27, newuser21 follow-ups): a follow-up that lifts the budget, adds a job or changes a count is
answered with what it changed, the rest of the conversation kept."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import advisor as loaded


def chain(*texts: str):
    q = None
    for text in texts:
        q = loaded().ask(text, context=q)
    return q


@pytest.mark.parametrize(("first", "then"), [
    ("best gpu for image generation, 700 euros", "what if money is no object?"),
    ("card for stable diffusion, 600 dollars", "and with no budget limit?"),
    ("best gpu for local llms under $1000", "what if price doesn't matter?"),
    ("flux 用什么卡，预算4000元", "不差钱呢？"),
    ("跑大模型用什么显卡，预算5000元", "预算不限的话呢"),
    ("gpu for training small models, 900 usd", "unlimited budget then?"),
])
def test_a_follow_up_lifting_the_budget_drops_the_kept_budget_and_keeps_the_job(first, then):
    before, after = chain(first), chain(first, then)
    assert before.read_as.budget is not None and after.read_as.command == "recommend"
    assert after.read_as.budget is not None and after.read_as.budget != before.read_as.budget
    assert after.read_as.use_case == before.read_as.use_case
    assert after.read_as.generator == before.read_as.generator
    assert any(n.key == "ask.no-limit" for n in after.read_as.notes)
    lang = "zh_Hans" if any("\u4e00" <= c <= "\u9fff" for c in first) else "en"
    assert render_question(after, View(language=lang))


def test_an_amount_said_with_the_lift_is_that_amount():
    q = chain("best gpu for image generation, 700 euros", "money no object, say 2000 euros")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 2000
