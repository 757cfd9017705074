"""A budget for a whole training machine counts the rest of the PC (break17 #9): "best machine for training under
$5000" was "buy GeForce RTX 5090 — 4,131 USD", leaving 869 USD for CPU, board, 1,000 W supply, RAM and case."""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.ask.whole_pc import rest_usd, whole_machine


@pytest.mark.parametrize("text", ["best machine for training under $5000", "best pc build for training under $5000",
                                  "best rig for deep learning under $5000", "best workstation for training, $5000",
                                  "build a pc for fine-tuning llms, budget $5000"])
def test_a_machine_budget_buys_the_card_with_the_rest(advisor, text):
    q = advisor.ask(text)
    assert any(n.key == "ask.pc-rest" for n in q.read_as.notes), [n.key for n in q.read_as.notes]
    rest, _ = rest_usd()
    assert q.answer.budget.amount == pytest.approx(5000 - rest)
    assert q.answer.picks[0].price.amount <= 5000 - rest
    first = q.answer.shape.decides[0].message
    assert first.key == "ask.pc-rest.whole"  # the card the whole budget buys, only with the rest already owned
    assert first.params["card"].value != q.answer.picks[0].card
    for lang in ("zh_Hans", "zh_Hant"):
        assert "{" not in i18n.render(first.key, first.params, lang)


@pytest.mark.parametrize("text", ["best gpu for training under $5000", "best gpu for machine learning under $5000",
                                  "best gpu for my pc for training under $5000", "best desktop gpu for training $5000",
                                  "best machine for gaming under $5000"])
def test_a_card_budget_or_an_owned_machine_stays_the_cards(advisor, text):
    q = advisor.ask(text)
    assert not any(n.key in ("ask.pc-rest", "ask.gpu-share") for n in q.read_as.notes), text
    assert q.answer.budget.amount == 5000


def test_a_chinese_machine_budget_counts_the_rest_in_yuan(advisor):
    q = advisor.ask("预算3万配一台训练主机")
    assert any(n.key == "ask.pc-rest" for n in q.read_as.notes)
    assert q.answer.budget.currency == "CNY" and 13000 < 30000 - q.answer.budget.amount < 14000


def test_a_small_whole_pc_budget_keeps_the_forty_percent_share(advisor):
    """Below about 3,300 USD the rest of a workstation leaves less than 40 %: the builders' share stands (F17)."""
    q = advisor.ask("a deep learning workstation for $3000")
    assert any(n.key == "ask.gpu-share" for n in q.read_as.notes)
    assert q.answer.budget.amount == 1200


def test_machine_words_are_read_narrowly():
    assert whole_machine("best machine for training under $5000")
    assert not whole_machine("best gpu for machine learning under $5000")
    assert not whole_machine("upgrade my pc for training, $5000")
    assert not whole_machine("best pc for gaming")  # no training said
