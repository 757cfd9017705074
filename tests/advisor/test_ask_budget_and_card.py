"""A budget beside the card a buyer considers (issue 28 §1, the deciding fact first): "I have $700, is a 2 GB
GTX 1050 enough?", "my budget is 1k, should I buy a 3090?". Whichever command reads it — a ranking for the
budget, a verdict or a comparison for the card — the short form says first what decides the question asked:
the named card's own verdict, or that its price is over the budget said."""

from __future__ import annotations

import pytest

from said import said

VERDICT_FIRST = [
    "I have about 700$ to spend, is a 2GB GTX 1050 enough to train translation models?",
    "with 800 dollars, is a gtx 970 a good buy for deep learning?",
    "I can spend 1200, would a 3060 be enough for training?",
    "budget of $900: is the 4060 ti 16gb good?",
]


@pytest.mark.parametrize("text", VERDICT_FIRST)
def test_a_ranking_for_a_budget_says_the_named_card_s_verdict_first(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.cards and q.answer is not None
    card = q.read_as.cards[0]
    verdict = advisor.why(card, market=q.answer.market.id)
    assert said(q.answer.shape.headline) == said(verdict.shape.headline)  # the card asked about leads (fix48a)


@pytest.mark.parametrize(("text", "card"), [
    ("my budget is 1k, should I buy a 3090?", "GeForce RTX 3090"),
    ("I have 1500 dollars, 3090 or 4090?", "GeForce RTX 4090"),
    ("budget 2000, is the 4090 worth it?", "GeForce RTX 4090"),
])
def test_a_card_over_the_budget_said_is_said_over_it_first(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.command in ("why", "compare") and q.answer is not None
    first = said(q.answer.shape.decides[0].message)
    assert first.startswith(f"{card} costs ") and "over your budget of" in first


@pytest.mark.parametrize("text", ["budget 3000, is the 3090 worth it?", "I have 2500 dollars, 3090 or 3080?",
                                  "my 3090 is slow, budget 1000 to upgrade?"])
def test_no_over_budget_line_for_a_card_within_it_or_an_owner_s(advisor, text):
    q = advisor.ask(text)
    assert q.answer is None or not any("over your budget" in said(c.message) for c in q.answer.shape.decides)


@pytest.mark.parametrize(("text", "card"), [
    ("I have a 1650, can it do stable diffusion?", "GeForce GTX 1650"),
    ("I have a 1660 super, can it do SD?", "GeForce GTX 1660 SUPER"),
    ("我有一张1650，能跑SD吗", "GeForce GTX 1650"),
    ("got a 1080, is it enough for yolo?", "GeForce GTX 1080"),
])
def test_a_card_number_after_an_article_or_a_measure_word_is_a_card_not_money(advisor, text, card):
    """Breaker: "I have a 1650" read as a budget of 1,650 USD; "a 1650" and "一张1650" are a thing, not an amount."""
    q = advisor.ask(text)
    assert q.read_as.budget is None and card in q.read_as.cards


@pytest.mark.parametrize("text", ["I have 1650, best gpu?", "best gpu for 1650", "预算1650元买什么显卡"])
def test_a_bare_amount_is_still_a_budget(advisor, text):
    assert advisor.ask(text).read_as.budget is not None


@pytest.mark.parametrize(("text", "card"), [
    ("my 3060 is too slow for SDXL, what should I upgrade to for under 800?", "GeForce RTX 3060 12 GB"),
    ("my 3090 is slow, budget 1000 to upgrade?", "GeForce RTX 3090"),
    ("我的3060想升级，预算5000，主要跑SD", "GeForce RTX 3060 12 GB"),
    ("my 2080 ti needs replacing, I can spend 1500", "GeForce RTX 2080 Ti"),
])
def test_an_owner_upgrading_with_a_budget_gets_what_the_budget_buys_and_what_theirs_does(advisor, text, card):
    """Breaker: "my 3060 is slow, upgrade for under 800?" was `why 3060` — "RECOMMENDED, a good buy" for the card
    to replace, the budget dropped. Now the ranking for the budget, the owner's card first among the deciding
    facts (what it does now), and a first pick with less memory than it said so."""
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.own and q.read_as.budget is not None
    decides = q.answer.shape.decides
    assert decides[0].card == card
    first = q.answer.shape.ranking[0]
    less = (first.memory_gb or 0) < (advisor.card(card).memory_gb or 0)
    assert any("has less memory than your" in said(c.message) for c in decides) is less


@pytest.mark.parametrize(("text", "job"), [
    ("I have a 2080 ti lying around, can it train a YOLO detector?", "detector"),
    ("my 3060 12gb, can it train yolov8?", "detector"),
    ("can my 4060 run stable diffusion xl?", "image-gen"),
    ("can my 3070 train a resnet-50?", "cnn"),
])
def test_an_owner_s_vision_job_is_answered_for_that_job_not_as_an_llm_fine_tune(advisor, text, job):
    """Breaker: "can my 3060 train yolov8?" was read as an LLM full fine-tune ("up to Qwen2.5 0.5B")."""
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.job == job and q.read_as.task is None
