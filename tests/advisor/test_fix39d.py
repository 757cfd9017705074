"""fix39d (issues 27, 28; break32 #10, #11, #13, #14): a long context asked that an owner's rig does not hold keeps
the context (its KV cache, the levers in order, the longest context that fits, what holds it), never a 2,048-token
or shorter-context fallback; the RAM-offload note of a dense model speaks of its weights, never of experts; an
owner's time per image faster than the card's figure is said to be a lighter run, and the figure's setting said
once, with no "no speed is said" beside the figure cited; a measured time is judged once."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import render


def _out(q, language: str) -> str:
    return " ".join(render_question(q, View(language=language, width=300)).split())


def _lang(text: str) -> str:
    return "en" if text.isascii() else "zh_Hant" if any(c in text for c in "張圖嗎兩個記憶體") else "zh_Hans"


def _keys(message) -> set[str]:
    return set(message.keys)


# ------------------------------------------------------------------ 14. a dense model's offload note
@pytest.mark.parametrize(("model", "card", "ram"), [
    ("llama 3.3 70b", "3060", 64), ("qwen2.5 72b", "4070", 96), ("llama 3.1 70b", "3090", 128),
    ("llama 3.1 70b", "4060 ti 16gb", 128), ("qwen2.5 32b", "3060", 64),
])
@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
def test_a_dense_models_better_level_in_ram_reads_weights_not_experts(advisor, model, card, ram, language):
    f = advisor.fits(model, card=card, ram=ram)
    best = [r.message for r in f.reasons if r.message.key.startswith("best-level.ram")]
    assert best and best[0].key == "best-level.ram.dense", [r.message.key for r in f.reasons]
    text = render(best[0].key, best[0].params, language)
    assert ("expert" not in text and "weights" in text) if language == "en" else ("专家" not in text and
                                                                                 "專家" not in text), text


def test_a_mixture_of_experts_still_reads_more_experts(advisor):
    f = advisor.fits("qwen3 235b", card="4090", ram=256)
    assert any(r.message.key == "best-level.ram" for r in f.reasons), [r.message.key for r in f.reasons]
