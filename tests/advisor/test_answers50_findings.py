"""break23 / newuser15 findings fixed as kinds (issue 28, answers50)."""

from __future__ import annotations

import pytest


# ------------------------------------------- (#9) no limit for LLM work: capability first, never value
@pytest.mark.parametrize("text", ["money is no object, best gpu for llm", "不考虑价格，跑大模型最好的显卡",
                                  "钱不是问题，跑70b用什么卡", "money is no object, what gpu to run 70b",
                                  "unlimited budget, best card for local llms"])
def test_no_limit_for_llms_ranks_memory_first(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.answer is not None and not q.missing
    note = next(n for n in q.read_as.notes if n.key == "ask.no-limit")
    assert "ask.no-limit-llm" in [n.key for n in q.read_as.notes]
    dearest = advisor.card(note.params["card"].value)
    picks = q.answer.picks
    assert picks and picks[0].memory_gb >= dearest.memory_gb  # the 96 GB card, never a 5090 as the budget's buy
    assert max(p.memory_gb for p in picks) == picks[0].memory_gb or advisor.card(picks[0].card).is_system is False


def test_no_limit_for_other_work_keeps_its_note(advisor):
    q = advisor.ask("unlimited budget best gpu for training")
    assert "ask.no-limit" in [n.key for n in q.read_as.notes]
    assert "ask.no-limit-llm" not in [n.key for n in q.read_as.notes]


def test_a_fits_question_with_a_card_keeps_fits(advisor):
    q = advisor.ask("money is no object, can a 3090 run 70b?")
    assert q.read_as.command != "recommend" or q.read_as.cards
