"""Session 11, a new user's question: "would a 5090 be overkill for learning pytorch?" was answered "RECOMMENDED — a
good deep-learning buy", which says nothing of what was asked. "Is X overkill for Y?" is answered first: what the use
needs (its memory floor), the cheapest recommended card that meets it, and what X adds for its price
(``advisor/ask/overkill.py``), in English and Chinese."""

from __future__ import annotations

import pytest

from advisor import i18n
from said import said


def _head(q):
    return said(q.answer.shape.headline)


@pytest.mark.parametrize("text", ["would a 5090 be overkill for learning pytorch?",
                                  "is a 4090 overkill for a beginner?", "学深度学习用5090是不是大材小用"])
def test_a_dear_card_for_a_small_need_is_overkill_with_the_cheaper_card_named(advisor, text):
    q = advisor.ask(text)
    h = q.answer.shape.headline
    assert h.key == "ask.overkill.yes", (text, h.key)
    en = i18n.render(h.key, h.params, "en")
    assert "yes, overkill" in en and "12 GB" in en and "GeForce RTX 3060 12 GB" in en, en
    assert q.read_as.use_case == "beginner" and not q.read_as.own, q.read_as
    assert "大材小用" in i18n.render(h.key, h.params, "zh_Hans")


def test_the_cheapest_card_that_meets_the_need_is_not_overkill(advisor):
    out = _head(advisor.ask("is a 3060 overkill for learning pytorch"))
    assert "not overkill" in out and "is the cheapest card here that meets it" in out, out


def test_no_overkill_fact_without_the_word(advisor):
    q = advisor.ask("would a 5090 be good for learning pytorch?")
    keys = [q.answer.shape.headline.key, *(c.message.key for c in q.answer.shape.decides)]
    assert not any(k.startswith("ask.overkill") for k in keys), keys


@pytest.mark.parametrize("text", ["is a 4090 overkill for llama 3 8b?", "is a 5090 overkill for running 7b models?",
                                  "用5090跑7b是不是大材小用"])
def test_a_dear_card_for_a_small_model_is_overkill_by_the_models_memory(advisor, text):
    """break15 #5: a model named went to the fit's plain answer (the model's name was not read for its need)."""
    q = advisor.ask(text)
    h = q.answer.shape.headline
    assert h.key == "ask.overkill.yes.plain", (text, h.key)  # no training-index speed for an LLM's run
    assert h.params["need"].value < 8 and not q.read_as.own, (h.params, q.read_as)


@pytest.mark.parametrize(("text", "verdict"), [("is a 4090 overkill for stable diffusion", "ask.overkill.yes.plain"),
                                               ("is a 4090 overkill for sdxl?", "ask.overkill.yes.plain"),
                                               ("4090跑sdxl是不是大材小用", "ask.overkill.yes.plain"),
                                               ("is a 4090 overkill for flux?", "ask.overkill.cheapest"),
                                               ("is a 3060 overkill for stable diffusion", "ask.overkill.cheapest")])
def test_overkill_for_an_image_generator_is_answered_by_its_heaviest_published_setting(advisor, text, verdict):
    """break16 #5, break17 #3: "is a 4090 overkill for stable diffusion" got a paragraph of memory and speed with no
    yes or no; it is answered first from the generator's heaviest published setting, held with room."""
    reply = advisor.ask(text).reply
    assert verdict in reply.keys, (text, sorted(k for k in reply.keys if k.startswith("ask.overkill")))
