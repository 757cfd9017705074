"""fix41a (issues 27, 28): follow-ups that add to the context of the turn before (break33 #1, …)."""
from __future__ import annotations

import pytest


def _chain(advisor, *questions):
    q = None
    for text in questions:
        q = advisor.ask(text, context=q)
    return q


@pytest.mark.parametrize(("first", "follow_up", "tokens"), [
    ("run qwen 32b with 64k context on 3090", "what about 32k?", 32768),
    ("llama 3.1 8b with 128k context on a 4090", "and 16k", 16384),
    ("can a 3090 hold mistral small 24b at 32k context", "8k?", 8192),
    ("用3090跑qwen 32b，64k上下文", "那32k呢", 32768),
    ("4090能跑llama 3.1 8b 128k上下文吗", "64k呢？", 65536),
    ("best gpu under $2000 for qwen 32b with 32k context", "what about 64k?", 65536),
])
def test_a_bare_k_after_a_context_turn_is_the_context_never_a_budget(advisor, first, follow_up, tokens):
    q = _chain(advisor, first, follow_up)
    before = advisor.ask(first)
    assert q.read_as.context_tokens == tokens
    assert q.read_as.budget == before.read_as.budget  # none invented, the one said kept
    assert q.read_as.command == before.read_as.command


@pytest.mark.parametrize(("first", "follow_up", "amount"), [
    ("best gpu under $2000 for qwen 32b with 32k context", "what about 3k?", 3000),  # a budget's size: money
    ("run qwen 32b with 64k context on 3090", "what about $3k?", 3000),  # a currency said
    ("用3090跑qwen 32b，64k上下文", "预算2万呢", 20000),
])
def test_money_said_after_a_context_turn_stays_a_budget(advisor, first, follow_up, amount):
    q = _chain(advisor, first, follow_up)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount


def test_a_bare_k_with_no_context_before_is_still_a_budget(advisor):
    q = _chain(advisor, "best gpu for llm under $1500", "what about 2k?")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 2000


@pytest.mark.parametrize(("first", "follow_up"), [
    ("best gpu for llama 3 8b under $1000", "and if I also run sdxl at the same time?"),
    ("best gpu for qwen 14b under $1200", "what if I want flux too, both loaded?"),
    ("what card for mistral 7b, budget $900", "plus sdxl alongside it?"),
    ("预算7000元，跑llama 3 8b用什么卡", "如果同时还要跑sdxl呢"),
    ("预算8000，想跑qwen 14b", "还要同时跑flux呢？"),
])
def test_a_job_added_at_the_same_time_is_summed_with_the_one_before(advisor, first, follow_up):
    before = advisor.ask(first)
    q = advisor.ask(follow_up, context=before)
    assert q.read_as.use_case == "llm" and q.read_as.model == before.read_as.model  # the first job kept
    assert q.read_as.budget == before.read_as.budget
    note = next(n for n in q.read_as.notes if n.key.startswith("ask.jobs-at-once"))
    assert note.key in ("ask.jobs-at-once", "ask.jobs-at-once.held")  # both loaded: the sum
    assert q.read_as.memory_gb and q.read_as.memory_gb[0] > 14  # more than either job alone


@pytest.mark.parametrize(("first", "follow_up"), [
    ("best gpu for llm under $1500", "and if I also run sdxl at the same time?"),
    ("best gpu for llms under $1500", "what if I also want stable diffusion?"),
    ("预算1万，跑大模型用什么卡", "同时也要跑sdxl呢"),
])
def test_a_job_added_to_a_ranking_with_no_model_keeps_the_ranking_and_says_the_job_heard(advisor, first, follow_up):
    q = _chain(advisor, first, follow_up)
    assert q.read_as.use_case == "llm"  # fix43b: said at once, the job heard is named with its memory
    assert any(n.key in ("ask.use-case-second", "ask.jobs-unsized", "ask.jobs-image-heard") for n in q.read_as.notes)


@pytest.mark.parametrize(("first", "follow_up"), [
    ("best gpu for llama 3 8b under $1000", "and for flux instead?"),
    ("best gpu for llm under $1500", "what about for image generation instead?"),
    ("预算7000元，跑llama 3 8b用什么卡", "换成跑sdxl呢"),
])
def test_a_job_switched_is_still_the_new_job_alone(advisor, first, follow_up):
    q = _chain(advisor, first, follow_up)
    assert q.read_as.use_case == "image" and q.read_as.model is None


@pytest.mark.parametrize(("first", "follow_up", "count"), [
    ("best gpu for llm under $1500", "what about two of them?", 2),
    ("best gpu for llms under $1500", "and 2 of those?", 2),
    ("what gpu should I buy for local llms, budget $1500", "what if I got three of them", 3),
    ("预算1万，跑大模型用什么卡", "那买两张这个呢", 2),
    ("预算1万，跑大模型用什么卡", "两张它呢？", 2),
])
def test_n_of_them_after_a_ranking_is_n_of_its_pick_weighed_with_the_budget(advisor, first, follow_up, count):
    before = advisor.ask(first)
    q = advisor.ask(follow_up, context=before)
    pick = before.answer.picks[0].card
    assert q.read_as.command == "compare" and q.read_as.cards == [pick, pick] and q.read_as.counts == [count, 1]
    assert any(n.key == "ask.two-of-pick" for n in q.read_as.notes)
    assert q.read_as.budget == before.read_as.budget  # weighed: "over your budget" when they cost more
    keys = [c.message.key for c in q.answer.shape.decides]
    assert any(k.startswith("compare.budget") or "budget" in k for k in keys), keys


def test_n_cards_with_no_word_pointing_back_is_still_a_ranking_of_n_cards(advisor):
    q = _chain(advisor, "best gpu for llm under $1500", "what about two cards?")
    assert q.read_as.command == "recommend" and q.read_as.gpus == 2


@pytest.mark.parametrize("question", [
    "best 2 gpus for llm under $1500", "two cards for local llms, budget $1500", "预算1万，买两张卡跑大模型",
    "best dual gpu setup for llms under $1400", "双卡跑大模型，预算9000元",
])
def test_one_card_beats_n_cards_is_said_with_no_model_named(advisor, question):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.model is None and (q.read_as.gpus or 1) >= 2
    lead = q.answer.picks[0]
    notes = [n.message for n in q.answer.notes if n.message.key == "recommend.llm.one-card"]
    if lead.gpus and lead.gpus > 1:
        assert notes, [n.message.key for n in q.answer.notes]
        one = notes[0].params
        assert one["model"].value  # on one model, both sides


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_two_of_the_pick_is_said_in_each_language(advisor, lang):
    from advisor.i18n import Renderer

    q = _chain(advisor, "best gpu for llm under $1500", "what about two of them?")
    note = next(n for n in q.read_as.notes if n.key == "ask.two-of-pick")
    text = Renderer(lang)(note)
    assert "3090" in text and "2" in text
    assert ("×" in text) if lang == "en" else ("张" in text or "張" in text)


@pytest.mark.parametrize(("question", "budget", "card"), [
    ("best gpu under $1000, I was offered a used 3090 for $700", 1000, "GeForce RTX 3090"),
    ("what's the best card under $1200? a guy is offering me a 3090 for $650", 1200, "GeForce RTX 3090"),
    ("best gpu for under $900, also found a used 3080 for $400", 900, "GeForce RTX 3080"),
    ("best graphics card under $2000 — someone offered me a 4090 for $1500", 2000, "GeForce RTX 4090"),
    ("best gpu under $800, was offered a used 3090 for $600, good deal?", 800, "GeForce RTX 3090"),
])
def test_an_offer_beside_a_ranking_is_weighed_in_the_ranking(advisor, question, budget, card):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.budget is not None and q.read_as.budget.amount == budget
    assert q.read_as.offer is not None and q.read_as.cards == [card]


@pytest.mark.parametrize(("question", "new_said"), [
    ("I want a new 4090, I was offered a used one for $1400", True),
    ("I'd prefer new, but someone is selling a used 4080 super for $800", True),
    ("need a new 5090, got offered a second hand one for $2200", True),
    ("looking for a brand new 3090 but a guy offered me a used 3090 for $650", False),
    ("想要全新的4090，二手4090 9000元值得买吗", True),
    ("想买新的3090，闲鱼上二手3090 4500元，值吗", False),
])
def test_a_used_offer_beside_a_wish_for_new_says_so_with_the_new_price(advisor, question, new_said):
    from advisor.i18n import Renderer

    q = advisor.ask(question)
    first = q.answer.shape.decides[0].message
    assert first.key == ("ask.offer.new-wished" if new_said else "ask.offer.new-wished.none")
    assert first.params["judged"].key.startswith("ask.offer.")  # the offer's own judgement kept, in the same line
    for lang in ("en", "zh_Hans", "zh_Hant"):
        text = Renderer(lang)(first)
        assert ("used" in text) if lang == "en" else ("二手" in text)


def test_a_used_offer_with_no_wish_for_new_is_judged_as_before(advisor):
    q = advisor.ask("I was offered a used 4090 for $1400, good deal?")
    assert not any(c.message.key.startswith("ask.offer.new-wished") for c in q.answer.shape.decides)
