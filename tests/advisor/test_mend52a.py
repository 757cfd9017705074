"""mend52a (round 29): the unnamed-model answers of fix73a/fix73b stand aside for the kinds whose own answer decides —
a card no current framework runs, a framework named with no model, a LoRA asked with no model, a Mac said of no
model pointed at; the unnamed model's answer stays for modern cards and for a model pointed at."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import find_message


def _flat(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("text, language", [
    ("两张K80可以训练吗", "zh_Hans"),
    ("can I train on 2 x K80s?", "en"),
    ("我有一张GTX 780，可不可以训练", "zh_Hans"),
])
def test_a_card_no_framework_runs_keeps_its_training_answer(advisor, text, language):
    q = advisor.ask(text, lang=language)
    assert q.reply is None or find_message(q.reply, "project-need.subject.model") is None, text
    out = _flat(render_question(q, View(language=language)))
    assert "CUDA" in out and ("PyTorch" in out or "TensorFlow" in out), out


@pytest.mark.parametrize("text", ["两张24G的3090可以训练吗", "can I train on 2 x 24GB 3090s?"])
def test_a_modern_card_keeps_the_unnamed_models_answer(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and find_message(q.reply, "project-need.subject.model") is not None


def test_a_framework_named_is_the_cards_overview(advisor):
    q = advisor.ask("can I train with keras on my 3090?")
    assert q.read_as.command == "why" and q.answer is not None


@pytest.mark.parametrize("text", [
    "how much vram does qlora training need, is my 3060 enough?",
    "QLoRA 训练要多少显存，我的 3060 够吗？",
])
def test_a_lora_with_no_model_is_the_lora_answer(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or find_message(q.reply, "need-unnamed.cards.train") is None
    assert q.answer is not None and q.read_as.task in ("lora", "qlora")


def test_a_mac_keeps_the_vendor_answer_unless_a_model_is_pointed_at(advisor):
    assert advisor.ask("苹果电脑能用GPU训练模型吗", lang="zh_Hans").reply.key == "ask.vendor.apple-trains"
    pointed = advisor.ask("MacBook能训练这个模型吗", lang="zh_Hans")
    assert find_message(pointed.reply, "need-unnamed.which") is not None
