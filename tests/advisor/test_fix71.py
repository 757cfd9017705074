"""fix71 (issue 27): a model family said with no size in a trouble report ("Gemma 2 runs too slow" on an owned
RTX 3090) is kept, read at the family's common size and said on the read-as line, as ``fits`` reads it; English and
Chinese, console and bot."""

from __future__ import annotations

import pytest

from tests.asked import question_faces


@pytest.mark.parametrize(("text", "language", "model"), [
    ("my 3090 runs qwen3 slowly", "en", "Qwen3 8B"),
    ("Gemma 2 runs too slow on my RTX 3090", "en", "Gemma 2 9B"),
    ("我的3090跑qwen3很慢", "zh_Hans", "Qwen3 8B"),
])
def test_a_family_in_a_trouble_report_is_kept_at_its_common_size(advisor, text, language, model):
    q, console, bot = question_faces(advisor, text, language)
    assert q.read_as.command == "why" and q.read_as.own, console
    assert q.read_as.model is not None and q.read_as.model.name == model, console
    assert any(n.key == "ask.note.family-common" for n in q.read_as.notes), console
    head = console.split("\n\n", 1)[0]
    assert model in head, console
    assert model in bot, bot


def test_the_trouble_answer_stays_the_owners(advisor):
    """The family kept sizes the owner's job; the answer is still the owner's (what the card does with it), never a
    card to buy."""
    q, console, _ = question_faces(advisor, "Gemma 2 runs too slow on my RTX 3090")
    assert q.answer.owner is not None, console
    assert "GeForce RTX 3090: Gemma 2 9B" in console, console


def test_a_sized_model_in_a_trouble_report_is_unchanged(advisor):
    q, console, _ = question_faces(advisor, "Gemma 2 27b runs too slow on my RTX 3090")
    assert q.read_as.model is not None and q.read_as.model.name == "Gemma 2 27B", console
    assert not any(n.key == "ask.note.family-common" for n in q.read_as.notes), console


@pytest.mark.parametrize(("text", "language", "model"), [
    ("can a 3060 run qwen3-vl 8b", "en", "Qwen3-VL 8B"),
    ("Qwen3-VL:4B on a Jetson Orin Nano Super with Ollama, does it fit?", "en", "Qwen3-VL 4B"),
    ("can a 4090 run Qwen3-VL:30B", "en", "Qwen3-VL 30B-A3B"),
    ("qwen3-vl 8b能在3060上跑吗", "zh_Hans", "Qwen3-VL 8B"),
])
def test_a_vision_language_model_named_is_read_as_that_model(advisor, text, language, model):
    q, console, bot = question_faces(advisor, text, language)
    assert q.read_as.model is not None and q.read_as.model.name == model, console
    assert model in bot, bot


def test_a_vision_language_size_the_table_lacks_is_said(advisor):
    q, console, _ = question_faces(advisor, "can a jetson orin nano super run qwen3-vl 2b with ollama?")
    assert any(n.key == "ask.note.family-lacks-size" for n in q.read_as.notes), console
    assert "Qwen3-VL 4B" in console.split("\n\n", 1)[0], console
