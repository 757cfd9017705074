"""Kinds of reading from issue 27 (round 11): bitsandbytes' 4-bit loading beside fine-tuning is QLoRA; a
card's own memory written beside its name needs no note; a memory written that only a laptop variant of
the number has reads as that laptop GPU — each read in English and Chinese where it applies."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read
from advisor.i18n import Renderer


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


# ------------------------------------------------------------------- a card's own memory: no note at all
@pytest.mark.parametrize("text", [
    "I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next generation?",
    "我有一张3090 Ti，要不要升级到 RTX PRO 6000 96G？",
])
def test_the_card_s_own_memory_written_beside_it_needs_no_note(advisor, text):
    r = read(advisor, text)
    assert "RTX PRO 6000 Blackwell" in r.cards
    assert not [n for n in r.notes if n.key in ("names.memory-pick", "ask.memory-correction")]


def test_a_memory_that_picks_another_card_of_the_family_is_still_said(advisor):
    r = read(advisor, "is a 2060 8gb enough for sdxl?")
    assert r.cards == ["GeForce RTX 2060 SUPER"]
    assert any(n.key == "names.memory-pick" for n in r.notes)


# ------------------------------------------------- a memory only a laptop part of the number has: that laptop
@pytest.mark.parametrize("text", [
    "我是32G内存，显卡3060ti 6G，可以微调7B模型吗？",
    "my 3060 ti with 6GB VRAM, can it fine-tune 7b?",
])
def test_a_memory_only_the_laptop_part_has_reads_as_that_laptop(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 3060 Mobile"]
    for lang in ("en", "zh_Hans"):
        line = Renderer(lang)(q.reply).split("\n\n")[0]
        assert "GeForce RTX 3060 Mobile" in line and "6 GB" in line
    assert "not 6 GB" not in Renderer("en")(q.reply)


def test_a_memory_no_laptop_part_has_is_still_corrected(advisor):
    r = read(advisor, "my 2080ti with 12g, can it run llama 13b")
    assert r.cards == ["GeForce RTX 2080 Ti"]
    assert any(n.key in ("names.memory-pick", "ask.memory-correction") or "11" in str(n.params) for n in r.notes)


def test_a_memory_a_laptop_part_of_the_name_has_stays_said_as_no_desktop_card(advisor):
    r = read(advisor, "can a 3060 6GB fine-tune a 7B model?")
    assert r.cards == ["GeForce RTX 3060 Mobile"] and [n.key for n in r.notes] == ["ask.laptop-only"]
