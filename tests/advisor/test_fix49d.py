"""fix49d (issues 28, 27; break36 #5): a comparison asked at a context length sizes the model at that window, its KV
cache included (as ``fits`` does), says the window on the Read-as line, and never says a card holds what ``fits`` says
it cannot hold. English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from said import said

WINDOWS = [  # (question, context tokens read): wordings in no corpus row
    ("5090 or 4090 for qwen3 14b at 128k context", 131072),
    ("rtx 3090 vs 7900 xtx for gemma 3 27b with a 16k context window", 16384),
    ("which is better for llama 3.1 8b with 128k context, 4060 ti 16gb or 3060 12gb", 131072),
    ("3090 还是 4090 跑 Qwen3 32B，32k 上下文？", 32768),
    ("4090 or 5090 for qwen3 8b at 8k context", 8192),
    ("3090 or 4090 for qwen3 32b, 32k tokens of context", 32768),
]


@pytest.mark.parametrize(("text", "tokens"), WINDOWS)
def test_a_comparison_at_a_context_sizes_the_model_there(advisor, text, tokens):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.context_tokens == tokens, q.read_as
    cards, model = q.read_as.cards, q.read_as.model.name
    flat = {lang: " ".join(render_question(q, View(language=lang, width=80)).split()) for lang in ("en", "zh_Hans")}
    assert f"context:{tokens}" in flat["en"] and f"context:{tokens}" in flat["zh_Hans"], flat
    for card in cards:
        fit = advisor.fits(model, context=tokens, card=card)
        holds = fit.rig.way != "none"
        one = {"en": f"{card} holds it (on one card)", "zh_Hans": f"{card} 装得下（单卡）"}
        short = {"en": f"{card} does not", "zh_Hans": f"{card} 装不下"}
        for lang in ("en", "zh_Hans"):  # "holds it" only where fits says it fits
            if holds:
                assert short[lang] not in flat[lang], (card, flat[lang])
            else:
                assert one[lang] not in flat[lang] and short[lang] in flat[lang], (card, flat[lang])

def test_the_command_takes_the_context_and_agrees_with_fits(advisor):
    at_4k = advisor.compare("3090", "4090", model="qwen3-32b")
    at_32k = advisor.compare("3090", "4090", model="qwen3-32b", context="32k")
    assert advisor.fits("qwen3-32b", context="32k", card="3090").rig.way == "none"
    assert "27.8 GB" in said(at_32k.shape.headline) and "27.8" not in said(at_4k.shape.headline)
    assert "holds it (on one card)" not in " ".join(said(c.message) for c in at_32k.shape.decides)


@pytest.mark.parametrize("text", ["3090 or 4090 at 32k context?", "3090 vs 4090 for a qlora of qwen3 8b at 8k context"])
def test_a_window_with_no_model_run_is_not_said_as_read(advisor, text):
    q = advisor.ask(text)
    assert "context:" not in render_question(q, View(language="en", width=200)).splitlines()[0]

