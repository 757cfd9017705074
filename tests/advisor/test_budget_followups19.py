"""Budget follow-ups read their own amount (break19 #8): a currency word before a budget word ("换成人民币预算6000呢")
is that budget in that currency, never the budget before converted; a machine budget's follow-up ("那5万呢") says the
card's share of the new budget, never the old one's."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read
from advisor.i18n import Renderer
from product import advisor as loaded


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("换成人民币预算6000呢", 6000, "CNY"), ("人民币预算6000", 6000, "CNY"), ("港币预算5000买什么卡", 5000, "HKD"),
    ("预算6000呢", 6000, "CNY")])
def test_a_currency_word_before_a_budget_word_keeps_the_amount(text, amount, currency):
    r = read(loaded(), text)
    assert r.budget is not None and (r.budget.amount, r.budget.currency) == (amount, currency), r.budget


def test_a_follow_up_in_another_currency_with_an_amount_is_that_amount():
    a = loaded()
    q = a.ask("换成人民币预算6000呢", context=a.ask("upgrade from 1080 ti, budget 1000"))
    assert q.read_as.budget is not None and (q.read_as.budget.amount, q.read_as.budget.currency) == (6000, "CNY")


def test_a_machine_budget_follow_up_says_the_new_budgets_share():
    a = loaded()
    q = a.ask("那5万呢", context=a.ask("配一台训练主机预算3万"))
    notes = " ".join(Renderer("zh_Hans")(n) for n in q.read_as.notes)
    assert "¥5万" in notes and "¥36,830" in notes and "¥16,830" not in notes and "¥3万" not in notes, notes


@pytest.mark.parametrize("text", ["best gpu for $0", "my budget is 0", "best gpu for free", "预算0能学深度学习吗",
                                  "I have no money, what can I use to learn deep learning"])
def test_nothing_to_spend_is_answered_with_the_free_start_never_asked_its_budget(text):
    q = loaded().ask(text)
    assert q.missing == [] and q.answer is not None, q.missing
    assert any(n.key == "ask.note.nothing" for n in q.read_as.notes), q.read_as.notes
    ranking = q.answer.shape.ranking  # the free start, then the cheapest card worth buying, priced
    assert ranking and ranking[0].price is not None, ranking


@pytest.mark.parametrize("text", ["budget 0.5k", "best gpu for $0.5k"])
def test_an_amount_with_a_leading_zero_is_still_that_budget(text):
    q = loaded().ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == 500
