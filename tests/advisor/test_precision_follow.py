"""Precision and software-stack follow-ups (break19 #6; advisor/ask/precision_asked.py, advisor/ask/stack_asked.py):
a follow-up naming another format, FlashAttention or a PyTorch wheel asks that of the card before, in English and
Chinese; FP16 on a card without tensor cores runs (half the memory, no speed-up); a wheel named with a generation and
no card is answered, never "not about GPUs"."""

from __future__ import annotations

import pytest
from conversation import turns_said as _chain


@pytest.mark.parametrize(("texts", "keys", "words"), [
    (["I have a 1080 ti", "can it do fp16?", "and bf16?", "does flash attention work?",
      "do cu128 wheels support pascal?", "and cu126?"],
     [None, "ask.precision.reply", "ask.precision.reply", "ask.flash.no", "ask.wheel.reply", "ask.wheel.reply"],
     [None, "Yes, without FP16 tensor cores", "no BF16 tensor cores", "memory-efficient", "needs the cu126",
      "Yes: the cu126 wheels run"]),
    (["我有一张1080ti", "能跑fp16吗", "那bf16呢", "flash attention能用吗", "cu128支持吗"],
     [None, "ask.precision.reply", "ask.precision.reply", "ask.flash.no", "ask.wheel.reply"],
     [None, "能跑", "没有 BF16 张量核心", "memory-efficient", "cu126"]),
    (["does the 5090 support fp4?", "and bf16 on a 2080 ti?"], ["ask.precision.yes", "ask.precision.reply"],
     ["FP4", "no BF16 tensor cores"]),
    (["I have a 1080 ti", "and cu128?"], [None, "ask.wheel.reply"], [None, "No: the cu128 wheels leave out"]),
    (["do cu128 wheels work on a 1080 ti?", "and on a 3090?"], ["ask.wheel.reply", "ask.wheel.reply"],
     ["needs the cu126", "Yes: the cu128 wheels run GeForce RTX 3090"]),
])
def test_a_follow_up_asks_what_it_names_of_the_card_before(advisor, texts, keys, words):
    for (q, said), key, word in zip(_chain(advisor, texts), keys, words, strict=True):
        if key is None:
            continue
        assert q.reply is not None and q.reply.key == key, (q.text, q.reply and q.reply.key)
        assert word in said, (q.text, said)


def test_fp16_without_tensor_cores_runs_in_half_the_memory_with_no_speed_up(advisor):
    said = _chain(advisor, ["can a 1080 ti do fp16?"])[0][1]
    assert said.startswith("Yes, without FP16 tensor cores") and "half the memory" in said and "no speed-up" in said
    said = _chain(advisor, ["can a 3090 do fp16?"])[0][1]  # a card with FP16 tensor cores keeps its plain yes
    assert said.startswith("Yes: GeForce RTX 3090")


@pytest.mark.parametrize(("text", "first"), [
    ("does flash attention work on a 3090?", "Yes: GeForce RTX 3090"),
    ("does flash attention work on a v100?", "No: Tesla V100"),
    ("do cu128 wheels support pascal?", "No: the cu128 wheels leave out Pascal"),
    ("do cu130 wheels work on a 2080 ti?", "Yes: the cu130 wheels run GeForce RTX 2080 Ti"),
    ("do cu126 wheels work on a 5090?", "No: the cu126 wheels leave out GeForce RTX 5090"),
    ("does cu128 support volta?", "Only up to PyTorch 2.10"),
    ("cu128的轮子支持帕斯卡吗", "不支持：cu128"),
])
def test_flash_attention_and_wheels_are_answered_yes_or_no_first(advisor, text, first):
    said = _chain(advisor, [text])[0][1]
    assert said.replace(" ", "").startswith(first.replace(" ", "")), (text, said)
