"""fix48a (issue 28, grade23 kind C): the question asked, first — "will vLLM run on my P40?" leads with vLLM's floor,
the fit after it; a budget question asking whether the card it names will do leads with that card, the budget's pick
after it."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _lang(text: str) -> str:
    return "en" if text.isascii() else "zh_Hant" if any(c in text for c in "張嗎兩個這麼夠預") else "zh_Hans"


def _out(q, language: str) -> str:
    return " ".join(render_question(q, View(language=language, width=300)).split())


def _asked(advisor, text: str):
    language = _lang(text)
    q = advisor.ask(text, lang=language)
    assert q.answer is not None and q.answer.shape is not None, (text, q.reply)
    return q, q.answer.shape, _out(q, language)


# ------------------------------------------------------------------ C. the question asked, first
@pytest.mark.parametrize("text, concern", [
    ("will vllm run on my p40?", "vllm-old"),
    ("can I use vllm with a tesla p100?", "vllm-old"),
    ("does vllm work on a gtx 1080 ti?", "vllm-old"),
    ("p40能跑vllm吗", "vllm-old"),
    ("v100上能用vllm吗", "vllm-volta"),
    ("how many tokens a second does a p40 give on llama 3 8b with vllm?", "vllm-old"),
])
def test_vllm_asked_on_an_old_card_leads_with_vllms_floor_then_the_answer(advisor, text, concern):
    q, shape, out = _asked(advisor, text)
    assert shape.headline.key == f"fact.concerns.{concern}.text", (text, shape.headline.key)
    assert shape.decides and not shape.decides[0].message.key.startswith("fact.concerns."), out  # the answer follows
    assert out.index("vLLM") < out.index("→"), out


@pytest.mark.parametrize("text", [
    "$800 to spend, is an rtx 3060 enough for training?",
    "I can spend 1000 dollars, is a titan xp the right card for deep learning?",
    "budget 2000 usd, is the rtx 3090 a good buy for llms?",
    "预算3000元，1060够用吗",
    "预算一万，4090合适吗",
    "預算5000元，2080 ti夠用嗎",
    "budget 1500, is the 4070 super good for training?",
    "预算8000元，4070适合训练模型吗",
])
def test_a_budget_question_about_one_card_leads_with_that_card(advisor, text):
    q, shape, out = _asked(advisor, text)
    assert q.read_as.command == "recommend" and len(q.read_as.cards) == 1, q.read_as
    card = q.read_as.cards[0]
    verdict = advisor.why(card, market=q.answer.market.id, use_case=q.read_as.use_case or "general")
    assert shape.headline == verdict.shape.headline, out
    first = shape.decides[0].message.key if shape.decides else None
    assert first is not None and first.startswith("shape.recommend"), (out, first)


@pytest.mark.parametrize("text", ["best gpu for $800 for training", "I have an rtx 3060, what should I upgrade to for "
                                  "$800?"])
def test_a_budget_question_not_asking_about_a_card_keeps_the_pick_first(advisor, text):
    q, shape, out = _asked(advisor, text)
    assert shape.headline.key.startswith("shape.recommend"), (out, shape.headline.key)
