"""fix39e (issues 27, 28): follow-ups keep the budget and the jobs said before; two jobs weighed together."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


def _chain(advisor, texts: str):
    q = None
    for text in texts.split(" || "):
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


# --- 1. a follow-up after an offer beside a budget keeps both (break32 #7) ------------------------------------------
@pytest.mark.parametrize(("chain", "budget", "offer"), [
    ("found a 3090 for $700 on ebay, budget 900 || what about for image generation?", 900, 700),
    ("saw a used 3090 at $650, my budget is 1000 || and for llms?", 1000, 650),
    ("4090 for 1500 on marketplace, budget 2000 || what about for training?", 2000, 1500),
    ("someone is selling a 3080 for $400, budget 700 || what about for stable diffusion?", 700, 400),
    ("闲鱼上3090卖5000，预算6000 || 那跑大模型呢", 6000, 5000),
    ("found a 3090 for $700 on ebay, budget 900 || and used?", 900, 700),
])
def test_a_follow_up_keeps_the_budget_said_beside_an_offer(advisor, chain, budget, offer):
    q = _chain(advisor, chain)
    assert q.missing == [] and q.answer is not None, _text(q)
    assert q.read_as.command == "recommend"
    assert q.read_as.budget is not None and q.read_as.budget.amount == budget
    assert q.read_as.offer is not None and q.read_as.offer.amount == offer
    for language in ("en", "zh_Hans"):
        said = _text(q, language)
        assert "What is your budget" not in said and "预算是多少" not in said, said


# --- 2. a follow-up to another variant of the card: its own name, both jobs still (break32 #8) -----------------------
@pytest.mark.parametrize(("chain", "card"), [
    ("4060 ti for llm and image generation || what about the 8gb one?", "GeForce RTX 4060 Ti 8 GB"),
    ("4060 ti for local llms and sdxl, good? || and the 8gb version?", "GeForce RTX 4060 Ti 8 GB"),
    ("is a 4060 ti good for llms and stable diffusion? || what about the 8gb model?", "GeForce RTX 4060 Ti 8 GB"),
    ("5060 ti for llm and image generation || what about the 8gb one?", "GeForce RTX 5060 Ti 8 GB"),
    ("3080 for stable diffusion and llms, good? || and the 12gb one?", "GeForce RTX 3080 12 GB"),
    ("4060ti跑大模型和stable diffusion怎么样 || 那8g的呢", "GeForce RTX 4060 Ti 8 GB"),
    ("4060ti適合跑大模型和stable diffusion嗎 || 那8g的呢", "GeForce RTX 4060 Ti 8 GB"),
])
def test_a_follow_up_to_another_variant_drops_the_old_note_and_keeps_both_jobs(advisor, chain, card):
    q = _chain(advisor, chain)
    assert q.read_as.cards == [card] and q.read_as.command == "why"
    assert not any(n.key.startswith("name_default.") for n in q.read_as.notes)  # no "assuming the 16 GB card"
    assert any(d.message.key.startswith("jobs.gen.") for d in q.answer.shape.decides)  # the image job's line
    for language, word in (("en", "Image generation in"), ("zh_Hans", "图像生成"), ("zh_Hant", "影像生成")):
        said = _text(q, language)
        assert word in said and "assuming the 16 GB" not in said, (language, said)


def test_a_follow_up_to_another_job_drops_the_both_jobs_note(advisor):
    q = _chain(advisor, "4060 ti for llm and image generation || and for training?")
    assert "ask.both-jobs" not in [n.key for n in q.read_as.notes]
    assert "Image generation in" not in _text(q)
