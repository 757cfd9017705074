"""fix85a: "is my unit defective?" of a measured speed is answered against the estimate (judge32 E7)."""

from __future__ import annotations

import pytest

from advisor.ask.defect_asked import DEFECT_ASKED
from tests.asked import reply_keys


def _keys(q) -> set[str]:
    """Every message key of ``q``'s headline (an answer's), walked as a reply is."""
    assert q.answer is not None and q.answer.shape is not None
    return reply_keys(q.model_copy(update={"reply": q.answer.shape.headline}))


E7 = ("I got 2 x Asus Ascent GX10 (DGX Spark) and Ollama gives 43 tok/s on Qwen 2.5 7B, slower than my M5 Mac. "
      "Is my unit defective?")


def test_e7_gets_a_verdict_and_the_bandwidth_reason(advisor):
    q = advisor.ask(E7)
    keys = _keys(q)
    assert "ask.measured.normal" in keys and "ask.defect.no-batched" in keys, keys


@pytest.mark.parametrize("text, key", [
    ("My DGX Spark only gets 40 tok/s on llama 3.1 8b in ollama. Is it broken?", "ask.defect.no-batched"),
    ("My 3090 gets 100 tok/s on llama 3 8b q4, is something wrong with it?", "ask.defect.no"),
])
def test_a_fault_asked_of_a_speed_in_line_is_not_defective(advisor, text, key):
    assert key in _keys(advisor.ask(text))


def test_a_fault_asked_of_a_slow_speed_keeps_the_causes(advisor):
    keys = _keys(advisor.ask("我的4090跑qwen2.5 7b每秒只有30个token，是不是显卡坏了？"))
    assert "ask.measured.slow" in keys or any(k.startswith("ask.measured.slow") for k in keys), keys
    assert not any(k.startswith("ask.defect") for k in keys)


@pytest.mark.parametrize("text", ["is my unit defective?", "is it broken", "显卡坏了吗", "是不是有问题"])
def test_fault_words(text):
    assert DEFECT_ASKED.search(text)
