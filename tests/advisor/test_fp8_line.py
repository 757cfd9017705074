"""Whether the owner's card runs FP8, when the model is released in FP8 or FP8 is asked (issue 28, F14: the 4090's
compute capability 8.9 meets the FP8 minimum; Ampere runs FP8 checkpoints only weight-only through vLLM's FP8
Marlin), said in the short form in English and Chinese, within the Discord first message (advisor.fp8_line)."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit
from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first


@pytest.mark.parametrize(("text", "words"), [
    ("does my 4090 run llama 3 8b in fp8", ("compute capability 8.9", "FP8 tensor cores", "natively")),
    ("can my 3090 run qwen3 32b in fp8?", ("compute capability 8.6", "no FP8 tensor cores", "W8A16", "4-bit")),
    ("can my 3090 run deepseek r1?", ("compute capability 8.6", "no FP8 tensor cores", "FP8 weights as released")),
    ("我的3090能跑deepseek r1吗", ("计算能力 8.6", "没有 FP8 张量核心", "W8A16")),
    ("does my 2080 ti run qwen3 8b in fp8", ("compute capability 7.5", "W8A16")),
])
def test_the_short_form_says_whether_the_card_runs_fp8(advisor, text, words):
    q = advisor.ask(text)
    short = render_fit(q.answer, View(language=q.language, width=400))
    assert all(w in short for w in words), short
    chars, lines = fits_first(answer_embed(q.answer, q.language))
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES, (chars, lines)


@pytest.mark.parametrize("text", ["can my 3090 run qwen3 32b?", "does my 4090 run llama 3 8b"])
def test_no_fp8_line_when_neither_released_nor_asked(advisor, text):
    q = advisor.ask(text)
    assert not any(r.message.key.startswith("fits.fp8.") for r in q.answer.reasons)
