"""Each half of a question is answered (issue 28, graded real questions F08 and U23): "… or wait for the next
generation / for prices to drop?" hears what is known of the next generation in the short form, first among the
deciding facts, in every language and phrasing ("buy now or later", "hold off", "观望")."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import LANGUAGES
from said import said

WAITS = ["I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next "
         "generation?",
         "should I buy a 5090 now or wait for prices to drop?",
         "budget 2000 for deep learning, buy now or later?",
         "should I hold off on buying a 5080 for training?",
         "4090 现在买还是观望？",
         "預算 1500 美元，現在買顯卡還是等降價？"]


@pytest.mark.parametrize("text", WAITS)
def test_or_wait_is_answered_first_in_the_short_form(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys and keys[0] == "ask.wait", keys
    wait = said(q.answer.shape.decides[0].message)
    assert "RTX 60" in wait and "2027" in wait and "buy when the job needs it" in wait, wait
    for language in LANGUAGES:
        out = " ".join(render_question(q, View(language=language)).split())
        assert "RTX 60" in out and "2027" in out, out


def test_no_wait_line_when_waiting_is_not_asked(advisor):
    q = advisor.ask("I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler?")
    assert "ask.wait" not in [c.message.key for c in q.answer.shape.decides]
