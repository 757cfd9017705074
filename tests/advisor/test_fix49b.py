"""fix49b (issue 27, break36 #1, #2, #6, #12, #15): Chinese budgets and people, several models named.

- A bare amount right after a budget word is the budget, never a card's model number nor a count of people: "预算5000
  个人学习用什么卡" read "5000" as the Quadro RTX 5000 ("个人" is "personal", no 5,000 people counted).
- In CN19's market the guide's own rule for its audience (personal learning, tier.cn-2019) ranks a beginner: "2019年
  预算1万 个人学习深度学习买什么卡" bought an RTX 2060 beside a caveat quoting the guide's RTX 2080 Ti.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


@pytest.mark.parametrize(("text", "amount"), [
    ("预算5000 个人学习用什么卡", 5000),
    ("預算5000 個人學習用什麼卡", 5000),
    ("预算在5000 个人用", 5000),
    ("预算大概5000 个人学习", 5000),
    ("预算 5000个人做深度学习买什么显卡", 5000),
    ("預算大概8000 個人入門", 8000),
    ("预算6000个人练手", 6000),
    ("预算是5000，个人学习", 5000),
    ("预算3000 个人用 跑sd", 3000),
    ("budget 5000 for learning", 5000),
])
def test_an_amount_after_a_budget_word_is_the_budget_never_a_card(advisor, text, amount):
    r = advisor.ask(text).read_as
    assert r.budget is not None and r.budget.amount == amount, (text, r.budget)
    assert not r.cards, (text, r.cards)
    assert r.users is None, (text, r.users)
    assert r.command == "recommend", (text, r.command)


@pytest.mark.parametrize(("text", "users", "amount"), [
    ("给30个人用，预算5万", 30, 50000),
    ("全组20个人同时用 跑qwen3 32b", 20, None),
])
def test_people_counted_beside_a_budget_stay_people(advisor, text, users, amount):
    r = advisor.ask(text).read_as
    assert r.users == users, (text, r.users)
    assert (r.budget.amount if r.budget else None) == amount, (text, r.budget)


@pytest.mark.parametrize(("text", "top"), [
    ("2019年 预算1万 个人学习深度学习买什么卡", "GeForce RTX 2080 Ti"),
    ("2019年 预算2万 学深度学习买什么卡", "GeForce RTX 2080 Ti"),
    ("2019年 預算5000 個人學習深度學習買什麼卡", "GeForce RTX 2080"),
    ("2019年 预算3000 个人学习深度学习买什么卡", "GeForce RTX 2070"),
    ("in 2019 in china, 10000 yuan for a beginner learning deep learning", "GeForce RTX 2080 Ti"),
    ("in 2019 in china, 5000 yuan, I'm a student learning deep learning", "GeForce RTX 2080"),
])
def test_cn19_ranks_a_learner_by_its_own_rule_for_personal_learning(advisor, text, top):
    q = advisor.ask(text)
    assert q.read_as.market == "2019-cn", q.read_as.market
    assert q.answer.picks[0].card == top, [p.card for p in q.answer.picks]
    out = render_question(q, View(language=q.language))
    head = out.split("\n\n")[1] if out.startswith(("Read", "理解")) else out
    assert top in head.splitlines()[0], out


def test_cn19_learner_at_its_budgets_matches_the_guide(advisor):
    for budget, top in (("3000", "GeForce RTX 2070"), ("5000", "GeForce RTX 2080"), ("10000", "GeForce RTX 2080 Ti"),
                        ("20000", "GeForce RTX 2080 Ti")):
        rec = advisor.recommend(budget, market="2019-cn", use_case="beginner")
        assert rec.picks[0].card == top, (budget, [p.card for p in rec.picks])
