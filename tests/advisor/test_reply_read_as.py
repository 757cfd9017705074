"""A reply in words says what was read of it, as an answer's read-as line does (issue 28 §2): the power supply,
a card's fact, a number format, a concept — which card (the V100 assumed), how many — after the reply, whose own
key stays (advisor.ask.read_as_line.reply_reading, Question.read_as_line)."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import Renderer
from said import said


@pytest.mark.parametrize(("text", "key", "read"), [
    ("what power supply do I need for two 3090s", "ask.power", "2 × GeForce RTX 3090"),
    ("两张3090需要多大电源", "ask.power", "2 × GeForce RTX 3090"),
    ("does the 5090 support fp4", "ask.precision", "GeForce RTX 5090"),
    ("can a v100 do bf16?", "ask.precision", "Tesla V100"),
    ("how much power does a 4090 draw", "ask.card-fact", "GeForce RTX 4090"),
    ("4090功耗多少", "ask.card-fact", "GeForce RTX 4090"),
])
def test_a_reply_in_words_says_the_cards_and_count_read(advisor, text, key, read):
    q = advisor.ask(text)
    assert q.answer is None and q.reply.key.startswith(key), q.reply.key  # the reply keeps its own key
    assert q.read_as_line is not None and read in said(q.read_as_line), said(q.read_as_line)
    shown = render_question(q, View(language=q.language, width=400))
    assert shown.index(Renderer(q.language)(q.read_as_line)) > 0, shown  # after the reply's own first words
    if q.language != "en":
        assert "理解" in Renderer(q.language)(q.read_as_line)


def test_the_assumption_made_of_a_card_is_said(advisor):
    q = advisor.ask("does the v100 support bf16")
    assert "Assuming" in said(q.read_as_line), said(q.read_as_line)


@pytest.mark.parametrize("text", ["best gpu for 800", "what is your budget", "is 8gb enough"])
def test_no_reply_reading_for_an_answer_or_without_a_card_or_count(advisor, text):
    assert advisor.ask(text).read_as_line is None
