"""fix50b (issue 28): answers that agree with their sources on the CPU and its RAM.

A CPU-only owner whose model is bigger than the RAM it may use is told RAM (never VRAM, never "experts in system RAM"
beside a GPU it does not have) and the best level that fits with its CPU speed, or that no level fits."""

from __future__ import annotations

import re

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import advisor as loaded


def _ask(text: str) -> tuple[object, str]:
    q = loaded().ask(text)
    return q, " ".join(render_question(q, View(language=q.language)).split())


def _head(said: str) -> str:
    return said.split("1. ")[0]


# --- a CPU alone, a model past its RAM ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "no GPU here, just an EPYC 9654 with 384GB of RAM: will deepseek v3 in q4 run?",
    "cpu only box, 512 GB ddr5 8 channel, kimi k2 at 4 bit possible?",
    "I run everything on the CPU (no graphics card) with 256 gb ram, deepseek r1 q4_k_m?",
    "without a gpu, 192GB RAM, would Qwen3 235B A22B at Q8 work?",
    "no dedicated gpu, 96gb of ram: llama 3.1 405b?",
])
def test_cpu_alone_past_its_ram_says_ram_and_a_level_or_none(text):
    _, said = _ask(text)
    head = _head(said)
    assert "VRAM" not in head and "experts wait in RAM" not in head, head
    assert "of RAM a model may use" in head and "nothing to offload to" in head, head
    fits = re.search(r"In (\S+) it needs about ([\d.,]+) GB and fits", head)
    if fits is None:
        assert "does not fit in this RAM at any level" in head, head
    else:  # the level that fits, with the CPU's speed from RAM when it is 3.5 bits or more
        assert "decoding on the CPU at ≈" in head or "no estimate here gives a CPU's speed" in head, head
    assert "cards of" not in said  # RAM is one device: no "N cards of 376 GB"


def test_the_speed_is_for_the_level_that_fits_not_the_one_asked():
    _, said = _ask("no GPU here, just an EPYC 9654 with 384GB of RAM: will deepseek v3 in q4 run?")
    head = _head(said)
    m = re.search(r"In Q3_K_M it needs about [\d.]+ GB and fits, decoding on the CPU at ≈ ([\d.]+) tok/s from RAM at "
                  r"460\.8 GB/s", head)
    assert m is not None, head
    assert "With no GPU, llama.cpp runs it on the CPU" not in said  # no speed for the Q4_K_M that does not fit


def test_a_cpu_model_that_fits_keeps_its_speed():
    _, said = _ask("no gpu, 64gb ram, can I run qwen3 30b a3b on cpu?")
    assert "With no GPU, llama.cpp runs it on the CPU" in said and "nothing to offload to" not in said


@pytest.mark.parametrize(("text", "words"), [
    ("没有显卡，EPYC 9654 配 384GB 内存，能跑 deepseek v3 q4 吗", ("超过模型在那里能用的", "由 CPU 按")),
    ("沒有顯示卡，只有 96GB 記憶體，能跑 llama 3.1 405b 嗎", ("超過模型在那裡能用的", "任何等級都放不進")),
])
def test_cpu_alone_past_its_ram_in_chinese(text, words):
    _, said = _ask(text)
    head = _head(said)
    assert "显存" not in head and "顯示記憶體" not in head and "顯存" not in head, head
    for w in words:  # the console wraps Chinese with a space between any two characters
        assert w.replace(" ", "") in head.replace(" ", ""), head


# --- a laptop GPU's owner whose fine-tune does not fit as asked -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "is LoRA on a mistral 7b doable with my 4060 laptop?",
    "full fine-tune llama 3 8b on my rtx 4080 laptop gpu?",
    "my gaming laptop has an rtx 3070 mobile, can I finetune qwen2.5 7b on it",
    "fine tuning gemma 2 9b on a 4050 laptop — possible?",
    "I want to lora-train llama 3.1 8b, I have a laptop with a 3060",
])
def test_laptop_fine_tune_says_its_gpu_cannot_be_swapped(text):
    q, said = _ask(text)
    assert "laptop GPU, which cannot be swapped" in said and "eGPU" in said and "cloud GPU" in said, said


@pytest.mark.parametrize("text", ["笔记本 4060 能微调 7B 模型吗", "我的筆電是 4070，可以微調 llama 3 8b 嗎"])
def test_laptop_fine_tune_in_chinese(text):
    _, said = _ask(text)
    flat = said.replace(" ", "")
    assert "无法更换" in flat or "無法更換" in flat, said
    assert "eGPU" in flat, said


@pytest.mark.parametrize("text", ["can I fine-tune a 7B on my 4060 ti 16gb", "lora qwen2.5 7b on my desktop 3060"])
def test_a_desktop_card_is_never_told_it_is_a_laptop(text):
    _, said = _ask(text)
    assert "cannot be swapped" not in said, said
