"""fix67b (newuser27 #1): a FlashAttention version past 2 asked of a card is answered for that version —
FlashAttention-3 is Hopper's (H100/H200/H800), FlashAttention-4 Hopper's and data-centre Blackwell's
(Dao-AILab/flash-attention README, data/SOURCES.md); "can I use flash attention 3 on a 4090?" was "Yes … runs
FlashAttention-2"."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _said(advisor, text, lang="en"):
    q = advisor.ask(text, lang=lang)
    return q, " ".join(render_question(q, View(language=q.language)).split())


@pytest.mark.parametrize("text, lang, lead", [
    ("can i use flash attention 3 on a 4090?", "en", "No: FlashAttention-3 is written for Hopper"),
    ("does my 3090 support fa3?", "en", "No: FlashAttention-3"),
    ("4090能用flash attention 3吗", "zh_Hans", "不能：FlashAttention-3"),
    ("does the h100 support fa3?", "en", "Yes: H100"),
])
def test_a_newer_flashattention_is_answered_for_its_version(advisor, text, lang, lead):
    q, said = _said(advisor, text, lang)
    assert q.reply is not None and said.startswith(lead)


def test_the_card_s_own_flashattention_is_said_beside_the_no(advisor):
    _, said = _said(advisor, "can i use flash attention 3 on a 4090?")
    assert "runs FlashAttention-2" in said
    _, said = _said(advisor, "can my 1080 ti run flash attention 3?")
    assert "runs no FlashAttention at all" in said


def test_flashattention_without_a_version_keeps_its_answer(advisor):
    _, said = _said(advisor, "does flash attention work on a 3090?")
    assert said.startswith("Yes: GeForce RTX 3090 (Ampere, compute capability 8.6) runs FlashAttention-2.")
