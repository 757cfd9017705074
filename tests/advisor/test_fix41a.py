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
