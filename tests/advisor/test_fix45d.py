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


@pytest.mark.parametrize(("first", "then"), [
    ("card for llms, 1200 usd", "I also want to generate images with it"),
    ("best gpu for local llm under $900", "and I also want stable diffusion on it"),
    ("gpu for running llms, budget 1500 dollars", "i'd like to make images with it too"),
    ("跑大模型用什么卡，预算8000元", "我还想用它画图"),
    ("跑大模型用什麼卡，預算8000元", "也要跑sdxl"),
])
def test_an_image_job_added_to_an_llm_ranking_with_no_model_is_weighed_on_the_budgets_model(first, then):
    q = chain(first, then)
    keys = [n.key for n in q.read_as.notes]
    assert q.read_as.use_case == "llm" and q.read_as.model is not None, keys
    assert "ask.llm-assumed" in keys and "ask.use-case-second" not in keys
    lang = "zh_Hans" if any("\u4e00" <= c <= "\u9fff" for c in first) else "en"
    text = _said(q, lang)
    assert q.read_as.model.name in text


def test_the_assumed_llm_is_said_and_a_later_job_leaves_no_stale_note():
    q = chain("card for llms and image generation, 1200 usd")
    assert any(n.key == "ask.llm-assumed" for n in q.read_as.notes)
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert q.read_as.model.name in _said(q, lang)
    later = chain("card for llms, 1200 usd", "I also want to generate images with it", "and train small models too")
    assert "this answer is for LLMs" not in _said(later)
    assert not any(n.key in ("ask.use-case-second", "ask.llm-assumed") for n in later.read_as.notes
                   ) or later.read_as.use_case == "llm"
    named = chain("card for llms, 1200 usd", "I also want to generate images with it", "I run qwen3 14b")
    assert named.read_as.model is not None and "14" in named.read_as.model.name
