"""Issue 28 (break26 #24): training with a named framework and no model or LLM word is general deep-learning
training — the card's overview (its PyTorch/ROCm standing, what it trains) — never an LLM's full fine-tune."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_verdict

GENERIC = [
    ("I have an RX 9070 XT, can I train with pytorch?", "en", "ROCm", "ResNet-50"),
    ("我有一张RX 9070 XT，能用pytorch训练吗？", "zh_Hans", "ROCm", "ResNet-50"),
    ("我有一張RX 9070 XT，可以用pytorch訓練嗎", "zh_Hant", "ROCm", "ResNet-50"),
    ("can I train with tensorflow on my 3060 ti?", "en", "ResNet-50", "8 GB"),
]


@pytest.mark.parametrize(("text", "language", "first", "second"), GENERIC)
def test_training_with_a_framework_and_no_model_is_the_cards_training_overview(advisor, text, language, first,
                                                                                second):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.task in (None, "inference") and q.read_as.model is None, q.read_as
    out = render_verdict(q.answer, View(language=language, width=200))
    assert first in out and second in out, out
    assert "Qwen3 0.6B" not in out and "0.5B" not in out, out


@pytest.mark.parametrize("text", [
    "can I train an llm with pytorch on my 9070 xt?",
    "can I fine-tune llama 3 8b with pytorch on my 9070 xt?",
    "我的9070 xt能用pytorch微调大模型吗",
])
def test_an_llm_or_a_fine_tune_said_beside_the_framework_stays_the_fine_tune_fit(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.task in ("lora", "qlora", "full-finetune"), q.read_as
