"""fix53d (issue 28): compare, sell and group answers that say what decides them — an owner's options with less memory
than the card had (F07), a machine bought for its memory offered no card with a tenth of it (F19), a sell answer that
says its memory once, a context given to compare without a model, and a budget for several people split over seats.
Each a kind, checked on questions in no table, in English and Chinese, on the console and in Discord's first message."""

from __future__ import annotations

import re

import pytest
from asked import question_faces as _faces


def _flat(text):
    return re.sub(r"[\s*]+", "", text)


def _decides(q):
    return [c.message.key for c in q.answer.shape.decides]


# ---------------------------------------------------------------- an owner's options with less memory than had (F07)
@pytest.mark.parametrize(
    ("text", "language", "said"),
    [
        (
            "I have a GTX 1080 Ti 11GB, thinking of an RTX 3070 Ti or an RX 6800 XT, budget 600 USD",
            "en",
            "Less memory than your",
        ),
        ("my 2080 ti 11gb is old: rtx 3070 or rx 6800 xt?", "en", "Less memory than your"),
        ("我有一张1080ti 11G，想升级，3070ti还是3080？", "zh_Hans", "显存比你的"),
    ],
)
def test_an_owners_option_with_less_memory_than_had_is_said_first(advisor, text, language, said):
    q, console, discord = _faces(advisor, text, language)
    assert "ask.options.less-memory" in _decides(q), _decides(q)
    assert said.replace(" ", "") in _flat(console)
    assert said.replace(" ", "") in _flat(discord)
    assert "8 GB" in console  # the smaller option's memory, said beside the card had


def test_no_less_memory_line_when_every_option_has_more(advisor):
    q, _, _ = _faces(advisor, "I have a GTX 1070 8GB, should I upgrade to an RTX 3060 12GB or an RX 6800 XT?")
    assert "ask.options.less-memory" not in _decides(q)


# ---------------------------------------------------------------- a machine bought for its memory (F19)
@pytest.mark.parametrize("name", ["mac studio 192g", "m2 ultra", "dgx spark"])
def test_a_memory_machine_is_offered_no_card_that_gives_up_its_memory(advisor, name):
    v = advisor.why(name)
    card = advisor.card(v.card)
    assert card.is_system
    assert all((a.memory_gb or 0) >= (card.memory_gb or 0) for a in v.alternatives), v.alternatives


# ---------------------------------------------------------------- a sell answer says the memory once
@pytest.mark.parametrize(
    ("text", "language"),
    [("should I sell my 3090?", "en"), ("我的3090要不要卖掉", "zh_Hans"), ("should I sell my rx 7900 xtx?", "en")],
)
def test_a_sell_answer_says_the_memory_it_gives_up_once(advisor, text, language):
    _, console, discord = _faces(advisor, text, language)
    for face in (console, discord):
        assert not re.search(r"(\d+ GB)\s*(?:显存\s*)?—+\s*\1", face), face


def test_a_switch_is_costed_with_the_resale_said(advisor):
    _, console, _ = _faces(advisor, "should I sell my 3090 for 700 and buy a 4090?")
    assert "selling yours for 700 USD" in console


# ---------------------------------------------------------------- a context without a model
@pytest.mark.parametrize(("language", "said"), [("en", "only with a model"), ("zh-CN", "只有指定模型时")])
def test_compare_with_a_context_and_no_model_says_it_is_set_aside(advisor, capsys, language, said):
    from advisor.cli import main

    c = advisor.compare("3090", "4090", context=32768)
    assert c.deciding and c.deciding[0].message.key == "compare.context-no-model"
    main(["compare", "3090", "4090", "--context", "32768", "--lang", language])
    assert said.replace(" ", "") in _flat(capsys.readouterr().out)


def test_compare_with_a_model_and_a_context_has_no_such_line(advisor):
    c = advisor.compare("3090", "4090", model="qwen3-32b", context=32768)
    assert all(r.message.key != "compare.context-no-model" for r in c.deciding)


# ---------------------------------------------------------------- a budget for several people
@pytest.mark.parametrize(
    ("text", "language", "people", "cards"),
    [
        ("which gpu for 30 students doing deep learning, budget $20000", "en", 30, 30),
        ("a lab of 12 researchers has 15000 usd for GPUs, what should we buy?", "en", 12, 12),
        ("实验室30个学生做深度学习，预算10万元，买什么显卡？", "zh_Hans", 30, 30),
        ("我们组5个人，预算5万，买什么卡", "zh_Hans", 5, 5),
    ],
)
def test_a_budget_for_several_people_is_split_over_seats(advisor, text, language, people, cards):
    q, console, discord = _faces(advisor, text, language)
    fact = next(c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.seats."))
    assert fact.params["people"].value == people and fact.params["cards"].value == cards
    first = q.answer.picks[0]
    assert first.total_cost * cards <= q.read_as.budget.amount * (1.0 if language == "en" else 0.2)  # CNY in USD
    assert f"{cards} ×" in console and f"{cards} ×" in discord


def test_a_budget_too_small_for_a_card_each_is_shared_by_groups(advisor):
    q, console, _ = _faces(advisor, "budget $3000 for a class of 40 students learning deep learning, which gpus?")
    fact = next(c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.seats."))
    assert fact.key == "ask.seats.group" and fact.params["group"].value > 1
    assert fact.params["cards"].value * fact.params["group"].value >= 40
    assert q.answer.picks[0].total_cost * fact.params["cards"].value <= 3000
    assert q.read_as.budget.amount == 3000  # the read-as line keeps the budget said


def test_one_person_with_a_budget_is_not_split(advisor):
    q, _, _ = _faces(advisor, "which gpu for deep learning, budget $2000")
    assert not any(k.startswith("ask.seats.") for k in _decides(q))
