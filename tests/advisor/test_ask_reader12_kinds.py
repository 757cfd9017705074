"""Kinds of reading fixed in round 4 of issue 27 (reader12): each kind with English and Chinese
questions, none of them a corpus row."""

import pytest


@pytest.mark.parametrize("text", ["預算 ¥-5000", "预算 ¥-5000", "预算-5000元", "我的预算是-3000", "budget $-500",
                                  "best gpu for $-800 for llama", "budget -500 dollars", "a gpu for -5"])
def test_a_negative_budget_is_refused_in_words_and_its_number_is_no_card(advisor, text):
    # "預算 ¥-5000" was read as a Quadro RTX 5000; "budget $-500" and "预算-5000元" dropped the sign (500, 5000)
    q = advisor.ask(text)
    assert q.read_as.cards == []
    assert q.error == "invalid_budget" and q.answer is None
    assert q.read_as.budget is None or q.read_as.budget.amount < 0


@pytest.mark.parametrize("text", ["预算3000-5000元买什么显卡", "rtx 3060-12gb for 500", "best gpu for 800"])
def test_a_dash_that_is_no_minus_sign_stays_as_it_was(advisor, text):
    q = advisor.ask(text)
    assert q.error is None and q.read_as.budget is not None and q.read_as.budget.amount > 0
