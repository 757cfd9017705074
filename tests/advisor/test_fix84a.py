"""fix84a: reader kinds from break48 — a choice between two card sizes the asker owns neither of (M8), …"""

from __future__ import annotations

import re

import pytest

from advisor.ask.size_choice import sizes_chosen
from advisor.cli.ask import render_question
from advisor.cli.render import View


def _said(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language)).split())


# 1. M8: "16gb or 12gb card for qwen 14b?" — each size weighed, which one the model needs, never "your"


@pytest.mark.parametrize("text, options", [
    ("16gb or 12gb card for qwen 14b?", [(1, 16.0), (1, 12.0)]),
    ("one 24gb card or two 12gb cards for qwen 32b?", [(1, 24.0), (2, 12.0)]),
    ("12GB还是16GB显卡跑qwen 14b", [(1, 12.0), (1, 16.0)]),
    ("一张24G还是两张12G显卡跑qwen 32b", [(1, 24.0), (2, 12.0)]),
    ("should I buy a 16gb or 24gb gpu for lora on llama 3 8b", [(1, 16.0), (1, 24.0)]),
    ("my 12gb or a new 16gb for qwen 14b?", None),  # the owner's card keeps its meaning
    ("16gb or 32gb ram for llama 8b", None),  # system RAM, no card
    ("2x 3090 or 4090 for llama 70b", None),  # cards named: a comparison
    ("12gb card for qwen 14b", None),
])
def test_sizes_chosen(text, options):
    assert sizes_chosen(text) == options


def test_two_single_sizes_both_weighed_the_smaller_enough(advisor):
    q = advisor.ask("16gb or 12gb card for qwen 14b?")
    said = _said(q)
    assert "one 16 GB card: holds it" in said and "one 12 GB card: holds it" in said, said
    assert "one 12 GB card is enough" in said, said
    assert not re.search(r"\byour\b", said.split("United States")[0].lower()), said
    assert q.read_as.own is False and any(n.key == "ask.note.size-choice" for n in q.read_as.notes)


def test_one_card_against_two_says_both_and_the_simpler(advisor):
    q = advisor.ask("one 24gb card or two 12gb cards for qwen 32b?")
    said = _said(q)
    assert "2 × 12 GB cards (24 GB in all): holds it split by layers" in said, said
    assert "one 24 GB card is the simpler set-up" in said, said


def test_only_the_larger_holds_it(advisor):
    q = advisor.ask("24gb or 48gb card for llama 70b")
    said = _said(q)
    assert "one 24 GB card: does not hold it" in said and "Only one 48 GB card holds it" in said, said
    assert q.read_as.memory_gb == [48.0]
    assert "On a 48 GB GPU" in said and "your 48" not in said, said


def test_the_chinese_choice_is_answered_in_chinese(advisor):
    q = advisor.ask("12GB还是16GB显卡跑qwen 14b")
    said = _said(q, q.language)
    assert any(n.key == "ask.note.size-choice" for n in q.read_as.notes)
    assert q.answer.shape.headline.params["first"].params["first"].key == "ask.size-choice.lead"
    assert "你的" not in said.split("美国")[0], said


def test_an_owners_size_is_no_choice(advisor):
    q = advisor.ask("my 12gb or a new 16gb for qwen 14b?")
    assert not any(n.key == "ask.note.size-choice" for n in q.read_as.notes)
