"""Issue 27 (reader53): the kinds the blind batch E1044–E1058, Z776–Z790 misread, each fixed as a kind and tested on
other wordings than the rows', in English and Chinese.

- Users counted in English words, with what they do at once ("when two users send requests simultaneously"): the
  users a server is for, as digits are.
- The asker's one card said bare and then with its memory ("一块2080ti … 我目前用的是2080ti22GB"): one card, the sized
  one, never two cards weighed.
- The asker's cards counted with none named, and how to run something on them asked ("我是单机8卡，如何同时使用8卡并行
  推理vllm"): the verdict on the asker's cards (``why``, which asks which card), never a ranking asking a budget.
- A tool's support of serving at once asked with no device ("vLLM部署的模型，支持单卡并发调用模型API么"): the verdict
  (``why``), never a ranking asking a budget.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _read(advisor, text: str):
    return advisor.ask(text).read_as


def _joined(s: str) -> str:
    return "".join(s.split())


def _console(advisor, text: str, language: str) -> str:
    """The console's text of ``text`` asked in ``language`` (an answer or the question asked back)."""
    return render_question(advisor.ask(text, lang=language), View(language=language))


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("I serve Qwen2.5 7B with vLLM on my 4090. When two users send requests simultaneously the second waits", 2),
        ("Can my 3090 handle llama 3 8b with three concurrent users?", 3),
        ("our 4090 runs qwen 14b, ten people use it at once, is that ok?", 10),
    ],
)
def test_users_counted_in_words_are_the_users(advisor, text, users):
    assert _read(advisor, text).users == users


@pytest.mark.parametrize(
    "text",
    [
        "I have two users on my team and a 4090, which model should I run?",  # no "at once": anyone's two
        "two people told me my 3090 is enough for llama 3 8b",
    ],
)
def test_people_in_words_without_at_once_are_no_users(advisor, text):
    assert _read(advisor, text).users is None


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("我现在拥有一块2080ti，可以lora微调qwen2.5 7b吗？我目前用的是2080ti22GB显存的",
         "GeForce RTX 2080 Ti 22 GB (modified)"),
        ("I have a 2080 Ti, can it run qwen 14b? to be precise mine is a 2080 Ti 22GB modded", 
         "GeForce RTX 2080 Ti 22 GB (modified)"),
        ("我的4090跑不动wan2.2，我用的是4090 48G的", "GeForce RTX 4090 48 GB (modified)"),
    ],
)
def test_the_askers_card_said_bare_then_sized_is_one_card(advisor, text, card):
    r = _read(advisor, text)
    assert r.cards == [card]
    assert r.command != "compare"


@pytest.mark.parametrize(
    "text",
    [
        "我有一块2080ti，要不要换成2080ti 22g？",  # a change of card: both stay
        "2080ti和2080ti 22g哪个好？",
        "I own a 2080 Ti, is the 2080 Ti 22GB worth buying?",
    ],
)
def test_a_bare_and_a_sized_card_weighed_stay_two(advisor, text):
    assert len(_read(advisor, text).cards) == 2


@pytest.mark.parametrize(
    "text",
    [
        "我是单机8卡，如何同时使用8卡并行推理vllm",
        "我们服务器有4张卡，怎么把4张卡都用上跑推理？",
        "I have 8 GPUs in one machine, how do I run vllm on all of them?",
    ],
)
def test_counted_cards_and_a_how_to_are_the_askers_cards(advisor, text):
    r = _read(advisor, text)
    assert r.command == "why"
    assert r.budget is None


@pytest.mark.parametrize(
    "text",
    [
        "我有8张卡，预算2万，如何升级？",  # a budget: what to buy
        "我有4张卡，推荐什么显卡来跑推理？",  # which card: a ranking
    ],
)
def test_counted_cards_with_a_purchase_stay_a_ranking(advisor, text):
    assert _read(advisor, text).command == "recommend"


@pytest.mark.parametrize(
    "text",
    [
        "vLLM部署的模型，支持单卡并发调用模型API么？譬如，三个用户并发",
        "是否支持多用户并发调用？我用的是vllm",
    ],
)
def test_a_tools_support_of_serving_at_once_is_the_verdict(advisor, text):
    r = _read(advisor, text)
    assert r.command == "why"


def test_serving_support_asked_of_a_card_to_buy_stays_a_ranking(advisor):
    assert _read(advisor, "什么显卡能支持100并发？").command == "recommend"


def test_serving_support_answers_in_both_languages(advisor):
    text = "vLLM部署的模型，支持单卡并发调用模型API么？譬如，三个用户并发"
    console = _console(advisor, text, "zh_Hans")
    assert "预算" not in _joined(console)
    assert "3个用户" in _joined(console)
    console = _console(advisor, text, "en")
    assert "budget" not in console.lower()
    assert "3 users" in " ".join(console.split())


def test_counted_cards_how_to_asks_which_card_in_both_languages(advisor):
    text = "我是单机8卡，如何同时使用8卡并行推理vllm"
    console = _console(advisor, text, "zh_Hans")
    assert "哪张卡" in _joined(console) and "预算" not in _joined(console)
    console = _console(advisor, text, "en")
    assert "which card" in console.lower() and "budget" not in console.lower()
