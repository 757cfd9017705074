"""fix45d (issue 27, newuser21 follow-ups): a follow-up that lifts the budget, adds a job or changes a count is
answered with what it changed, the rest of the conversation kept."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import advisor as loaded


def chain(*texts: str):
    q = None
    for text in texts:
        q = loaded().ask(text, context=q)
    return q


@pytest.mark.parametrize(("first", "then"), [
    ("best gpu for image generation, 700 euros", "what if money is no object?"),
    ("card for stable diffusion, 600 dollars", "and with no budget limit?"),
    ("best gpu for local llms under $1000", "what if price doesn't matter?"),
    ("flux 用什么卡，预算4000元", "不差钱呢？"),
    ("跑大模型用什么显卡，预算5000元", "预算不限的话呢"),
    ("gpu for training small models, 900 usd", "unlimited budget then?"),
])
def test_a_follow_up_lifting_the_budget_drops_the_kept_budget_and_keeps_the_job(first, then):
    before, after = chain(first), chain(first, then)
    assert before.read_as.budget is not None and after.read_as.command == "recommend"
    assert after.read_as.budget is not None and after.read_as.budget != before.read_as.budget
    assert after.read_as.use_case == before.read_as.use_case
    assert after.read_as.generator == before.read_as.generator
    assert any(n.key == "ask.no-limit" for n in after.read_as.notes)
    lang = "zh_Hans" if any("\u4e00" <= c <= "\u9fff" for c in first) else "en"
    assert render_question(after, View(language=lang))


def test_an_amount_said_with_the_lift_is_that_amount():
    q = chain("best gpu for image generation, 700 euros", "money no object, say 2000 euros")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 2000


def _said(q, lang: str = "en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


@pytest.mark.parametrize(("first", "then", "count", "lang"), [
    ("how much for two 3090s to run 70b", "and for four?", 4, "en"),
    ("what would two 3090s cost for llama 3.3 70b", "what about 4?", 4, "en"),
    ("price of 2 rtx 3090 to run qwen2.5 72b", "and with three?", 3, "en"),
    ("两张3090跑70b要多少钱", "那四张呢", 4, "zh_Hans"),
    ("兩張3090跑70b要多少錢", "那四張呢", 4, "zh_Hant"),
    ("how much for two 3090s to run 70b", "ok and 4 cards?", 4, "en"),
])
def test_a_count_changed_after_a_priced_fit_prices_the_new_set_and_says_its_best_level(first, then, count, lang):
    q = chain(first, then)
    assert q.read_as.command == "fits" and q.read_as.gpus == count
    keys = [c.message.key for c in getattr(q.answer, "caveats", [])] if hasattr(q, "answer") else []
    text = _said(q, lang)
    assert f"{count} × GeForce RTX 3090" in text, text
    assert ("USD" in text or "US$" in text), text  # the set is priced
    assert ("best level that fits" in text or "最佳" in text or "最高" in text or "Q6_K" in text or "Q8_0" in text
            ), (keys, text)


def test_an_owner_recounting_their_cards_is_not_priced():
    q = chain("I have two 3090s, can I run 70b?", "what about four?")
    assert q.read_as.own and q.read_as.gpus == 4
    assert "about 6,794 USD" not in _said(q) and "a card, used" not in _said(q)


@pytest.mark.parametrize("chain_texts", [
    ("card for llms, 1200 usd", "I also want to generate images with it", "and train small models too"),
    ("best gpu for llms under $1500", "what if I also want stable diffusion?", "and for training cnns?"),
    ("预算1万，跑大模型用什么卡", "同时也要跑sdxl呢", "还要训练小模型"),
])
def test_a_job_heard_note_of_another_use_case_is_dropped_when_the_ranking_switches(chain_texts):
    q = chain(*chain_texts)
    if q.read_as.use_case != "llm":
        assert not any(n.key == "ask.use-case-second" and getattr(n.params.get("kept"), "key", "") == "ask.job-said.llm"
                       for n in q.read_as.notes)
