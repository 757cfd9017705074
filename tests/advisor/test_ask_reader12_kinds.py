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


@pytest.mark.parametrize(("text", "card", "amount", "currency"), [
    ("4090 3500美元 值吗", "GeForce RTX 4090", 3500.0, "USD"),
    ("is a 3090 at 700 a good deal", "GeForce RTX 3090", 700.0, "USD"),
    ("a used 3090 at 650, worth it?", "GeForce RTX 3090", 650.0, "USD"),
    ("3090 二手 4000元 值得入吗", "GeForce RTX 3090", 4000.0, "CNY"),
])
def test_a_card_a_price_and_worth_it_is_an_offer_judged_against_the_market(advisor, text, card, amount, currency):
    # "4090 3500美元 值吗" was a recommendation within 3,500 USD; "at 700" was no amount, "at 650" a GTX 650
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == [card]
    assert q.read_as.offer is not None and (q.read_as.offer.amount, q.read_as.offer.currency) == (amount, currency)
    assert q.read_as.budget is None


@pytest.mark.parametrize("text", ["I have $1500, is the 4090 worth it?", "my budget is 1500, is a 3090 worth it?",
                                  "我有5000元，3090值得买吗"])
def test_a_budget_said_beside_a_card_is_never_an_offer(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.offer is None and q.read_as.budget is not None


@pytest.mark.parametrize("text", ["2080TI显卡能跑吗？", "请问我配置4060、8g显存能跑吗？", "推断的话单卡3090可以跑吗",
                                  "can my 4060 run it?", "will it run on my 3060?"])
def test_whether_a_card_runs_it_with_no_model_is_the_verdict_on_that_card(advisor, text):
    # the convention (issue 27 round 4): "X能跑吗" / "can my X run it?" with no model asks the verdict on X (why);
    # "which model can X run" / "能跑什么模型" asks what X holds (fits --card X, issue 28 §4)
    assert advisor.ask(text).read_as.command == "why"


@pytest.mark.parametrize("text", ["我的3090能跑什么模型？", "which models can my 3090 run?", "两张3090能跑起来吗",
                                  "一张3090能train吗？", "my 3060, what's the largest model it runs?"])
def test_which_model_a_card_runs_a_rig_or_a_training_job_is_what_it_holds(advisor, text):
    assert advisor.ask(text).read_as.command == "fits"
