"""fixint40: the merged round's regressions, as kinds."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("text", ["$800 3090 what gpu should I buy",
                                  "which card should I get for $1000, maybe a 4070?"])
def test_an_open_buying_question_beside_a_card_keeps_the_budgets_pick_first(advisor, text):
    """"what gpu should I buy" asks what to buy, not whether the named card will do (fix48a's named_lead)."""
    q = advisor.ask(text)
    assert q.read_as.command == "recommend", q.read_as
    assert q.answer.shape.headline.key == "shape.recommend", q.answer.shape.headline.key


def test_asking_whether_to_buy_the_named_card_still_leads_with_it(advisor):
    q = advisor.ask("I have $800, should I buy a 3090?")
    if q.read_as.command == "recommend":
        assert q.answer.shape.headline.key != "shape.recommend"


@pytest.mark.parametrize("text", ["is my RX 580 8GB useless for AI, or can it be used somehow?",
                                  "我的 RX 580 8G 能用来跑 AI 吗？"])
def test_an_owner_asking_what_the_card_can_do_keeps_the_better_buys(advisor, text):
    assert advisor.ask(text).answer.shape.ranking


def test_a_script_on_a_vision_job_gets_the_inference_levers_not_diffusers(advisor):
    q = advisor.ask("my 3060 runs out of memory when I run predict.py on the test set")
    assert q.answer.shape.headline.key != "ask.oom-tool"
