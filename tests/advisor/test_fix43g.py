"""Reading leftovers (fix43g, issue 27): a bare count after a ranking, "买两张卡" under a budget, LLM job words with no
model named, a memory floor said beside a budget, and a PC's room for cards that is no count asked."""
from __future__ import annotations

import pytest

from advisor.ask.models import Context


def _chain(advisor, *texts):
    q = None
    for text in texts:
        nxt = advisor.ask(text, context=q)
        if q is not None:  # the reading the bot keeps gives the same answer
            assert advisor.ask(text, context=Context.kept(q.context().stored())) == nxt
        q = nxt
    return q


@pytest.mark.parametrize(("first", "follow", "count"), [
    ("best gpu for llm under $2000", "and for four?", 4),
    ("what gpu should i buy for $1500", "what about 3?", 3),
    ("best card for llms, budget $2500", "how about two cards?", 2),
    ("预算2万买什么显卡跑大模型", "那三张呢", 3),
    ("推荐显卡 预算1万", "换成两张呢", 2),
    ("best gpu for $3000 for 70b", "and with 2 gpus", 2),
])
def test_a_bare_count_after_a_ranking_asks_that_many_cards_the_budget_kept(advisor, first, follow, count):
    before = advisor.ask(first)
    q = _chain(advisor, first, follow)
    assert q.read_as.command == "recommend"
    assert q.read_as.gpus == count
    assert q.read_as.budget == before.read_as.budget
    assert q.read_as.use_case == before.read_as.use_case


def test_a_bare_count_after_one_card_is_that_many_of_it(advisor):
    q = _chain(advisor, "is the 3090 good for llm?", "and for four?")
    assert q.read_as.cards[0] == "GeForce RTX 3090"
    assert q.read_as.gpus == 4


def test_a_bare_amount_after_a_ranking_is_still_money(advisor):
    q = _chain(advisor, "best gpu for llm under $2000", "what about 1500?")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 1500
    assert q.read_as.gpus is None
