"""A question whether a card supports a number format gets yes or no first, from the card's
``data/precision_support.csv`` row (advisor/ask/precision_asked.py), in the member's language; a question naming a
model stays a ``fits`` question, and a card with no such row (AMD) keeps its verdict."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


@pytest.mark.parametrize(("text", "first"), [
    ("does the rtx 5090 support fp4", "Yes: GeForce RTX 5090"),
    ("does a 3090 have bf16?", "Yes: GeForce RTX 3090"),
    ("does the 3090 support fp8", "No. FP8: GeForce RTX 3090"),
    ("can a v100 do bf16?", "No: Tesla V100"),
    ("does a p40 support fp16", "Yes, without FP16 tensor cores: Tesla P40"),
    ("4090支持fp8吗", "支持：GeForce RTX 4090"),
    ("3090支持fp8吗", "不支持。"),
])
def test_a_format_asked_of_a_card_is_answered_yes_or_no_first(advisor, text, first):
    q = advisor.ask(text)
    assert q.answer is None and q.reply is not None and q.reply.key.startswith("ask.precision"), text
    assert render_question(q, View(language=q.language)).replace("\n", "").replace(" ", "").startswith(
        first.replace(" ", "")), text


def test_a_no_names_where_the_format_starts_and_what_still_runs(advisor):
    said = render_question(advisor.ask("can a v100 do bf16?"), View()).replace("\n", " ")
    assert "BF16 tensor cores start with Ampere (compute capability 8.0)" in said
    said = render_question(advisor.ask("does the 3090 support fp8"), View()).replace("\n", " ")
    assert "W8A16" in said and "8.9" in said


@pytest.mark.parametrize("text", ["can a 4090 run llama 3 8b in fp8", "does the 7900 xtx support fp8",
                                  "is a 4090 good for gaming"])
def test_other_questions_are_not_of_this_kind(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or not q.reply.key.startswith("ask.precision"), text
