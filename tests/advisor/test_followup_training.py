"""A follow-up that turns an LLM comparison to training ("3090 vs 4090 for llm" → "for training instead",
"那训练呢") weighs training speed, not decode: the use case said before was kept and the answer repeated."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("first", "then"), [("3090 vs 4090 for llm", "for training instead"),
                                             ("3090和4090跑大模型哪个好", "那训练呢"),
                                             ("best gpu for llms under 1000", "what about for training?")])
def test_a_follow_up_to_training_leaves_the_llm_use_case(advisor, first, then):
    a = advisor.ask(first)
    assert a.read_as.use_case == "llm"
    b = advisor.ask(then, context=a)
    assert b.read_as.use_case != "llm"
    assert b.read_as.command == a.read_as.command


def test_a_follow_up_that_fine_tunes_a_model_stays_with_llms(advisor):
    a = advisor.ask("3090 vs 4090 for llm")
    b = advisor.ask("and for training llama 3 8b with lora?", context=a)
    assert b.read_as.model is not None and b.read_as.task == "lora"
