"""A card asked about is not the member's card (breaker, issue 28 §2): "can a 3090 run qwen3 32b?" and
"想用4090跑qwen3 32b" are answered "On a GeForce RTX 3090" / "在一张 … 上", never "your"; "my 3090" / "I have" /
"我的" / "手上有" keep "On your …" — the same sizes and speeds either way (advisor.asked_rig)."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit


def _short(q) -> str:
    return render_fit(q.answer, View(language=q.language, width=400))


@pytest.mark.parametrize(("text", "mine"), [
    ("can a 3090 run qwen3 32b?", False),
    ("would llama 3 70b run on two 3090s?", False),
    ("does qwen3 8b fit a 4060 ti 16gb", False),
    ("my 3090, can it run qwen3 32b?", True),
    ("I have a 3090, can it run qwen3 32b", True),
])
def test_your_only_for_a_card_the_member_owns_in_english(advisor, text, mine):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.answer is not None
    first = _short(q)
    assert ("On your " in first) is mine, first
    if not mine:  # no "your" anywhere in the fit's lines: the rig, its memory, its line in the list
        assert "your card" not in first and "than your" not in first and "the card" in first, first


@pytest.mark.parametrize(("text", "mine"), [
    ("想用4090跑qwen3 32b", False),
    ("4090能跑qwen3 32b吗", False),
    ("我的4090能跑qwen3 32b吗", True),
    ("我手上有一张3090，能跑qwen3 32b吗", True),
])
def test_your_only_for_a_card_the_member_owns_in_chinese(advisor, text, mine):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.answer is not None
    first = _short(q)
    assert ("在你的 " in first) is mine, first
    if not mine:
        assert "你的卡" not in first and "在一张 " in first, first


def test_the_figures_are_the_same_whoever_holds_the_card(advisor):
    asked, owned = advisor.ask("can a 3090 run qwen3 32b?"), advisor.ask("my 3090, can it run qwen3 32b?")
    assert asked.answer.rig is not None and owned.answer.rig is not None
    assert asked.answer.rig.need_gb == owned.answer.rig.need_gb and asked.answer.rig.way == owned.answer.rig.way


@pytest.mark.parametrize("text", ["8G显存能微调这个7B或者13B的模型吗？", "with 12gb vram can I run qwen3 14b?"])
def test_a_gpu_said_only_by_its_memory_is_the_member_s_own(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and not q.read_as.cards
    first = _short(q)
    assert "在你的 " in first or "On your " in first, first
