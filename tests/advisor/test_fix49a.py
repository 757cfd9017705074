"""fix49a (issue 27 §5, break36 #3, #4, #9, #13): conversations that keep the right context — a follow-up naming a new
job replaces the job before; one that only adds (a budget, a currency, used) keeps it."""
from __future__ import annotations

import pytest


def _lead(m):
    """The first sentence of a headline joined of several."""
    while m.key == "answer.join.sentences":
        m = m.params["first"]
    return m


def _chain(advisor, *questions):
    q = None
    for text in questions:
        q = advisor.ask(text, context=q)
    return q


@pytest.mark.parametrize(("first", "switch", "use_case"), [
    ("best gpu for llama 3 8b under $800", "never mind, I want to train a resnet on imagenet", "cv-research"),
    ("what card for mistral 7b, budget $900", "actually I want to train yolo for object detection", "cv-research"),
    ("best gpu for qwen 14b under $1200", "forget that, it's for image generation", "image"),
    ("预算8000元跑 llama 3 8b 用什么卡", "其实是用来画图的", "image"),
    ("预算7000元，跑qwen 14b用什么卡", "算了，我要训练 ResNet", "cv-research"),
    ("預算 NT$60000 跑 Qwen3 14B 用什麼卡", "算了，我要訓練 ResNet", "cv-research"),
])
def test_a_new_job_replaces_the_llm_before(advisor, first, switch, use_case):
    before = advisor.ask(first)
    assert before.read_as.model is not None
    q = _chain(advisor, first, switch)
    assert q.read_as.use_case == use_case
    assert q.read_as.model is None and q.read_as.task is None and q.read_as.precision is None
    assert q.read_as.budget == before.read_as.budget  # the budget kept
    assert q.answer is not None


def test_a_new_job_after_a_comparison_keeps_the_cards_used_and_budget(advisor):
    q = _chain(advisor, "3090 還是 4090 跑 Qwen3 32B？", "預算 NT$60000 的話", "二手的呢", "算了，我要訓練 ResNet")
    assert q.read_as.cards == ["GeForce RTX 3090", "GeForce RTX 4090"]
    assert q.read_as.model is None and q.read_as.task is None and q.read_as.use_case == "cv-research"
    assert q.read_as.condition == "used" and q.read_as.budget is not None and q.read_as.budget.currency == "TWD"


@pytest.mark.parametrize(("first", "switch", "command"), [
    ("can I fine-tune llama 3 8b on a 3090?", "scratch that, I'll fine-tune bert for classification", "why"),
    ("我想跑 qwen3 32b", "算了，我要训练 ResNet", "recommend"),
])
def test_a_new_job_after_a_fit_is_judged_without_the_model(advisor, first, switch, command):
    q = _chain(advisor, first, switch)
    assert q.read_as.command == command and q.read_as.model is None and q.read_as.task is None


@pytest.mark.parametrize("follow_up", ["and used?", "in euros", "what about 1200?", "and 2 of them?", "二手的呢",
                                       "and for training?"])
def test_a_follow_up_that_only_adds_keeps_the_model(advisor, follow_up):
    q = _chain(advisor, "best gpu for llama 3 8b under $800", follow_up)
    assert q.read_as.model is not None and q.read_as.model.name == "Llama 3 8B"


def test_a_cnn_job_is_not_kept_once_the_use_case_changes(advisor):
    q = _chain(advisor, "best gpu for sdxl under $800", "actually I want to train a resnet",
               "actually it's for image generation")
    assert q.read_as.use_case == "image" and q.read_as.job is None


@pytest.mark.parametrize(("first", "budget"), [
    ("I want to run qwen3 coder 30b for coding", "my budget is 2000 euros"),
    ("can a single gpu run qwen3 32b?", "I can spend about $1500"),
    ("what do I need to run llama 3.3 70b", "budget is 3000 dollars"),
    ("我想跑 qwen3 32b", "我的预算是一万"),
    ("想用 Qwen3 14B 寫程式", "預算大概 6 萬台幣"),
])
def test_a_budget_after_a_fit_ranks_for_that_model(advisor, first, budget):
    before = advisor.ask(first)
    assert before.read_as.command == "fits" and before.read_as.model is not None
    q = _chain(advisor, first, budget)
    assert q.read_as.command == "recommend" and q.read_as.use_case == "llm"
    assert q.read_as.model == before.read_as.model and q.read_as.budget is not None


def test_later_turns_keep_the_model_nobody_swapped(advisor):
    q = _chain(advisor, "I want to run qwen3 coder 30b for coding", "my budget is 2000 euros",
               "what about a mac instead?", "and with 64k context?")
    assert q.read_as.model is not None and q.read_as.model.name == "Qwen3-Coder 30B-A3B"
    assert q.read_as.context_tokens == 65536


@pytest.mark.parametrize(("first", "follow_up"), [
    ("best gpu for qwen 14b under $1000", "compare it with the 4090"),
    ("best gpu for qwen 14b under $1000", "how does it compare to a 5090?"),
    ("best gpu for llm under $1500", "is it better than the 5080?"),
    ("预算5000元跑qwen 14b用什么卡", "它和4090比呢"),
    ("預算5000元跑qwen 14b用什麼卡", "拿它跟 5090 比一下"),
])
def test_it_in_a_comparison_is_the_pick_before(advisor, first, follow_up):
    pick = advisor.ask(first).context().picked
    assert pick is not None
    q = _chain(advisor, first, follow_up)
    assert q.read_as.command == "compare" and q.read_as.cards[0] == pick and len(q.read_as.cards) == 2
    assert q.read_as.cards[1] != pick and q.answer is not None
    assert any(n.key == "ask.note.picked" for n in q.read_as.notes)


@pytest.mark.parametrize(("first", "follow_up", "command"), [
    ("best gpu for qwen 14b under $1000", "how fast is it", "fits"),
    ("best gpu under $800", "is it good for llama 3 8b?", "fits"),
    ("best gpu under $800", "how fast is it", "why"),
    ("预算5000元跑qwen 14b用什么卡", "那它呢", "fits"),
    ("預算5000元跑qwen 14b用什麼卡", "它跑得多快", "fits"),
])
def test_it_alone_is_asked_of_the_pick_before(advisor, first, follow_up, command):
    pick = advisor.ask(first).context().picked
    q = _chain(advisor, first, follow_up)
    assert q.read_as.command == command and q.read_as.cards == [pick] and q.read_as.budget is None


@pytest.mark.parametrize(("first", "follow_up"), [
    ("best gpu for qwen 14b under $1000", "can I get it used?"),
    ("best gpu for qwen 14b under $1000", "what if I double it?"),
    ("best gpu for qwen 14b under $1000", "what about the 4090, is it good?"),
])
def test_it_with_a_slot_of_its_own_follows_that_slot(advisor, first, follow_up):
    q = _chain(advisor, first, follow_up)
    assert not any(n.key == "ask.note.picked" for n in q.read_as.notes)


def test_it_after_a_verdict_is_that_card(advisor):
    q = _chain(advisor, "is a 4060 ti 16gb good for llms?", "它和4090比呢")
    assert q.read_as.command == "compare" and q.read_as.cards[1] == "GeForce RTX 4090"
    assert "4060 Ti" in q.read_as.cards[0]


@pytest.mark.parametrize(("chain", "currency"), [
    (("can I run llama 3.3 70b on my 3090?", "and with 2 of them?", "in euros how much would the second one cost?"),
     "EUR"),
    (("can I run llama 3.3 70b on my 3090?", "what if I buy another?", "how much would the second one cost in euros"),
     "EUR"),
    (("can I run llama 3.3 70b on my 3090?", "what if I buy another?", "what would the extra card cost in pounds?"),
     "GBP"),
    (("我的3090能跑llama 3.3 70b吗", "再加一张呢", "第二张多少欧元？"), "EUR"),
    (("我的3090能跑llama 3.3 70b嗎", "再加一張呢", "用欧元算，第二張要多少錢？"), "EUR"),
])
def test_the_price_of_the_card_added_is_one_card_in_the_currency_asked(advisor, chain, currency):
    q = _chain(advisor, *chain)
    head = _lead(q.answer.shape.headline)
    assert head.key == "ask.rig-cost.added.in", head.key
    assert head.params["added"].value == 1 and head.params["had"].value == 1
    price = head.params["each"]
    assert head.params["total"].currency == currency and price.currency == "USD"
    assert head.params["total"].amount != price.amount  # converted, never relabelled


def test_the_price_of_the_card_added_in_the_market_s_currency(advisor):
    q = _chain(advisor, "can I run llama 3.3 70b on my 3090?", "what if I buy another?", "how much would it cost?")
    head = _lead(q.answer.shape.headline)
    assert head.key == "ask.rig-cost.added" and head.params["total"] == head.params["each"]


def test_a_count_after_the_owner_s_card_says_the_one_had(advisor):
    q = _chain(advisor, "can I run llama 3.3 70b on my 3090?", "and with 2 of them?")
    note = next(n for n in q.read_as.notes if n.key == "ask.added.owned")
    assert note.params["had"].value == 1 and note.params["added"].value == 1


@pytest.mark.parametrize(("chain", "lang"), [
    (("best gpu for llm under $1500", "in euros", "那6000呢"), "en"),
    (("best gpu for llm under $1500", "in euros", "what about 2000?"), "en"),
    (("预算1万跑大模型买什么卡", "in dollars", "那2000呢"), "zh_Hans"),
    (("預算1萬跑大模型買什麼卡", "用美元呢", "那2000呢"), "zh_Hant"),
    (("best gpu for sdxl, budget 800 euros", "in dollars", "and 1200?"), "en"),
])
def test_a_conversion_note_goes_once_the_budget_changed(advisor, chain, lang):
    converted = _chain(advisor, *chain[:2])
    assert any(n.key == "ask.converted" for n in converted.read_as.notes)
    q = _chain(advisor, *chain)
    assert q.read_as.budget != converted.read_as.budget
    assert not any(n.key == "ask.converted" for n in q.read_as.notes)


def test_a_model_note_goes_once_the_model_changed(advisor):
    q = _chain(advisor, "best gpu for qwen 14b under $1000", "is it good for llama 3 8b?")
    assert not any(n.key.startswith("ask.note.family") for n in q.read_as.notes)


@pytest.mark.parametrize("chain", [
    ("what gpu should I buy?", "mostly for stable diffusion and some llama", "about 800"),
    ("best gpu under $800 mostly for stable diffusion and some llama",),
    ("预算5000元 主要跑stable diffusion，偶尔玩玩llama",),
    ("預算5000元 主要跑stable diffusion，偶爾玩玩llama",),
    ("best gpu for comfyui and a bit of qwen, $900",),
])
def test_a_family_beside_an_image_job_is_heard_not_a_model_s_ranking(advisor, chain):
    q = _chain(advisor, *chain)
    assert q.read_as.use_case == "image"
    assert not any(n.key == "ask.note.family-unsized" for n in q.read_as.notes)
    assert any(n.key == "ask.use-case-second" for n in q.read_as.notes)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_read_as_notes_are_joined_as_sentences(lang):
    from advisor.ask.models import ReadAs
    from advisor.ask.read_as_line import read_as_message
    from advisor.i18n import Renderer, Text, msg

    unended = msg("ask.note.family-unsized", "“{family}” read as the model family, with no size said: the speeds "
                  "below are each card's own model; name its size ({sizes}) to rank the cards for it",
                  family=Text(value="llama"), sizes=[Text(value="Llama 3.1 8B")])
    ended = msg("ask.note.picked", "Asked of {card}, the card recommended before.", card=Text(value="X"))
    line = Renderer(language=lang)(read_as_message(ReadAs(command="recommend", notes=[unended, ended])))
    ended_first = "to rank the cards for it. Asked of X" if lang == "en" else "排名。"
    assert ended_first in line, line
