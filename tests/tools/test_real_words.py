"""tools/real_words.py: which corrections are inflections (left to the corrector), and the file it writes."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import real_words  # noqa: E402


@pytest.mark.parametrize(("word", "target", "same"), [
    ("students", "student", True), ("budgets", "budget", True), ("pretrained", "pretrain", True),
    ("serving", "serve", True), ("videos", "video", True),
    ("conference", "inference", False), ("sounds", "pounds", False), ("brain", "train", False),
    ("different", "difference", False), ("table", "stable", False),
])
def test_an_inflection_is_a_form_of_the_word(word, target, same):
    assert real_words.inflection(word, target) is same


def test_the_committed_file_is_what_render_writes_for_its_words():
    text = real_words.OUTPUT.read_text(encoding="utf-8")
    words = tomllib.loads(text)["words"]
    assert len(words) == len(set(words)) > 100
    assert real_words.render(words, 30_000) == text
