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
    assert q.read_as.use_case == "llm"
    assert any(n.key == "ask.use-case-second" for n in q.read_as.notes)


@pytest.mark.parametrize(("first", "follow_up"), [
    ("best gpu for llama 3 8b under $1000", "and for flux instead?"),
    ("best gpu for llm under $1500", "what about for image generation instead?"),
    ("预算7000元，跑llama 3 8b用什么卡", "换成跑sdxl呢"),
])
def test_a_job_switched_is_still_the_new_job_alone(advisor, first, follow_up):
    q = _chain(advisor, first, follow_up)
    assert q.read_as.use_case == "image" and q.read_as.model is None
