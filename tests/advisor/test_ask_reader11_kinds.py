"""Kinds of reading from issue 27 (round 11): bitsandbytes' 4-bit loading beside fine-tuning is QLoRA; a
card's own memory written beside its name needs no note; a memory written that only a laptop variant of
the number has reads as that laptop GPU — each read in English and Chinese where it applies."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read


# ------------------------------------------------------------------------------- bitsandbytes is QLoRA
@pytest.mark.parametrize("text", [
    "with two 4090s (24 GB each), fine-tuning the 70B model runs out of memory even with LoRA and bitsandbytes",
    "fine-tune mistral 7b with bnb 4bit on my 3060",
    "LoRA finetuning llama 13b with load_in_4bit on a 4090",
    "用bitsandbytes微调qwen 7b，4090够吗？",
    "bnb 4bit 微调 llama 8b 需要多少显存",
])
def test_bitsandbytes_beside_fine_tuning_is_qlora(advisor, text):
    assert read(advisor, text).task == "qlora"


@pytest.mark.parametrize("text", [
    "fine-tune llama 3 8b with bitsandbytes load_in_8bit on a 3090",  # 8-bit said: an 8-bit LoRA
    "fine-tune llama 3 8b on a 3090",
])
def test_lora_without_4bit_bitsandbytes_stays_lora(advisor, text):
    assert read(advisor, text).task == "lora"


def test_bitsandbytes_without_fine_tuning_is_no_training(advisor):
    assert read(advisor, "run llama 3 8b with bitsandbytes on a 3060").task in (None, "inference")
