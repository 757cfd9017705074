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


@pytest.mark.parametrize("first", ["3090 vs 4090 用来跑大模型", "4090 vs 3090 for llm"])
def test_two_of_a_card_already_compared_are_weighed_against_the_other(advisor, first):
    """break12 #2: "3090 vs 4090" then "那两张3090呢" compared the 3090 with two 3090s ("the same card"): two of a
    card already in the comparison are weighed against the other card."""
    a = advisor.ask(first)
    b = advisor.ask("那两张3090呢", context=a)
    assert b.read_as.cards == ["GeForce RTX 4090", "GeForce RTX 3090"] and b.read_as.counts == [1, 2]


@pytest.mark.parametrize("text", ["which gpu for 50 users on qwen3 8b under $3000",
                                  "which gpu to serve 20 users on llama 3 8b, budget $2000"])
def test_users_with_a_budget_are_served_not_ranked_for_one(advisor, text):
    """break12 #1: a user count beside a budget was dropped and the budget ranked for one user (a 12 GB card for 50
    users); the users decide: the serving answer, the budget said as not weighed."""
    a = advisor.ask(text)
    assert a.read_as.command == "fits" and a.read_as.users and a.answer.serving is not None
