"""Session 11, conversations tried as a new user: a follow-up that asks to weigh one more card against the one card
before ("why 3090" then "vs 4090?", "is a 4060 ti 16gb good for llms" then "compare it with the 3090") was answered
as a verdict on the new card alone or asked back "with which card?"; a follow-up that changes only the job
("预算5000元，想跑7B模型" then "换成训练呢") kept the job before."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("first", "then", "cards"), [
    ("why 3090", "vs 4090?", ["GeForce RTX 3090", "GeForce RTX 4090"]),
    ("why 3090", "how does it compare to a 4090", ["GeForce RTX 3090", "GeForce RTX 4090"]),
    ("is a 4060 ti 16gb good for llms", "compare it with the 3090", ["GeForce RTX 4060 Ti 16 GB", "GeForce RTX 3090"]),
    ("3090值得买吗", "和4090比呢", ["GeForce RTX 3090", "GeForce RTX 4090"]),
])
def test_one_more_card_is_weighed_against_the_card_before(advisor, first, then, cards):
    q = advisor.ask(then, context=advisor.ask(first))
    assert q.read_as.command == "compare" and list(q.read_as.cards) == cards, q.read_as
    assert q.answer is not None


@pytest.mark.parametrize(("first", "then"), [("why 3090", "那4090呢"), ("why 3090", "what about the 4090?")])
def test_another_card_alone_is_still_a_verdict_on_it(advisor, first, then):
    q = advisor.ask(then, context=advisor.ask(first))
    assert q.read_as.command == "why" and list(q.read_as.cards) == ["GeForce RTX 4090"], q.read_as


def test_a_follow_up_naming_a_new_job_changes_the_task_of_the_model_before(advisor):
    q = advisor.ask("换成训练呢", context=advisor.ask("预算5000元，想跑7B模型"))
    assert q.read_as.task == "full-finetune" and q.read_as.model is not None, q.read_as
