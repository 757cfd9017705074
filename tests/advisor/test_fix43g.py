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


@pytest.mark.parametrize("text", ["預算1萬6買兩張卡來跑模型", "预算2万5买两张显卡", "預算3萬買兩張顯卡跑大模型",
                                  "budget $2000, buying two cards", "I'm going to buy two gpus with a $3000 budget",
                                  "预算1万5买两张卡跑大模型"])
def test_a_budget_with_two_cards_planned_is_a_two_card_ranking(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.gpus == 2 and q.read_as.budget is not None
    assert "ask.buy-two" not in [n.key for n in q.read_as.notes]


@pytest.mark.parametrize("text", ["预算2万，买两张显卡还是一张好", "budget 1500, is it worth buying two cards?",
                                  "預算1萬，要不要買兩張卡", "$700 each, should I get two?"])
def test_asking_whether_to_buy_two_still_weighs_two_against_one(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.counts == [2, 1]


@pytest.mark.parametrize("text", ["best gpu for running local models under $1000",
                                  "gpu for self-hosted models, budget $1500",
                                  "which card to run models locally for $900", "gpu for open-weight models under $2000",
                                  "best gpu to self-host ai for $1200", "本地部署模型用哪张卡 预算8000",
                                  "本地跑模型 预算6000 买什么卡", "本地運行模型用什麼顯卡，預算9000"])
def test_llm_job_words_without_a_model_name_read_as_llms(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.use_case == "llm" and q.read_as.model is None


@pytest.mark.parametrize(("text", "floor"), [("24 GB, budget 1200 dollars", 24), ("need 24gb, max 1200", 24),
                                             ("want 16g for $600", 16), ("预算8000，要24G", 24),
                                             ("32gb, $2000, for llms", 32), ("16GB最好，预算4000元", 16),
                                             ("預算9000，最少要24G", 24)])
def test_a_bare_memory_beside_a_budget_is_the_ranking_s_floor(advisor, text, floor):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.memory_gb == [floor]
    assert q.answer is None or all((p.memory_gb or 0) * (p.gpus or 1) >= floor for p in q.answer.picks)


@pytest.mark.parametrize("text", ["best gpu under $1500 with 64gb ram", "best gpu under $1000, 1tb ssd",
                                  "budget $900, a 20gb model", "预算5000，内存32G",
                                  "budget $1000, 16gb ram and 8gb vram"])
def test_a_size_of_something_else_is_no_floor(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.memory_gb in (None, [8.0])


@pytest.mark.parametrize("text", ["best gpu under $1000, my pc takes two cards",
                                  "best gpu under $1000, my motherboard has room for 2 cards",
                                  "my case fits two gpus, best card for $800?",
                                  "my rig can hold 4 gpus, what to buy for $3000 for llms",
                                  "我的机箱放得下两张卡，预算6000买什么", "主板支持双卡，预算8000推荐显卡",
                                  "預算8000，我的主機板可以插兩張卡"])
def test_what_the_pc_takes_is_no_count_asked(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and (q.read_as.gpus or 1) == 1


@pytest.mark.parametrize("text", ["best 2 gpus under $2000, my board supports two cards", "预算1万买两张卡",
                                  "2 x 3090 within $2600, my pc already takes two cards"])
def test_a_count_asked_beside_the_pc_s_room_stays(advisor, text):
    assert advisor.ask(text).read_as.gpus == 2
