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


RIG = ("my rig: 2x 3090, 64GB DDR4, running ./llama-server -m qwen2.5-72b-instruct-q4_k_m.gguf -ngl 99 -c 32768 "
       "--tensor-split 1,1 -fa, getting 9 t/s, is that normal or should I buy a third 3090?")


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
def test_an_owners_measured_speed_and_a_third_card_are_answered_and_never_rented(advisor, language):
    """break26 #13: the 9 t/s measured is told against the estimate on the two cards had; "a third 3090" is the
    yes or no on one more (three hold it wholly in VRAM); no rent priced on cards had."""
    from advisor.cli.render import render_fit

    q = advisor.ask(RIG)
    assert q.read_as.gpus == 3 and q.read_as.own, q.read_as
    out = render_fit(q.answer, View(language=language, width=300))
    from advisor.ask.measured_own import _had_speed

    gives, in_ram = _had_speed(advisor, q.read_as, q.answer, 2)  # the code's own offload estimate on the two had
    assert in_ram, in_ram
    assert "9.0 tok/s" in out and f"{gives:.1f} tok/s" in out, out
    assert ("normal" in out and "Yes for Qwen2.5 72B" in out) if language == "en" else ("正常" in out), out
    assert "rent:" not in out and "rents for" not in out and "租" not in out, out


@pytest.mark.parametrize(("text", "language", "word"), [
    ("my 3090 gets 8 tok/s on llama 3.1 8b q4, is that normal?", "en", "slower than expected"),
    ("我的3090跑llama 3.1 8b q4只有8 token/s，正常吗？", "zh_Hans", "慢"),
    ("我的4090跑qwen2.5 32b大概35 token/s，正常吗？", "zh_Hans", "正常"),
    ("my 4090 runs qwen2.5 32b at 35 t/s, is that normal?", "en", "is normal for your"),
])
def test_a_measured_speed_asked_about_is_told_normal_or_slow_against_the_estimate(advisor, text, language, word):
    from advisor.cli.render import render_fit

    q = advisor.ask(text)
    out = render_fit(q.answer, View(language=language, width=300))
    assert word in out and "tok/s" in out, out


def test_a_measured_speed_not_asked_about_adds_no_verdict(advisor):
    q = advisor.ask("my 4090 runs qwen2.5 32b at 35 t/s, can it run qwen2.5 72b?")
    from advisor.cli.render import render_fit
    assert "is normal for your" not in render_fit(q.answer, View(language="en", width=300))
