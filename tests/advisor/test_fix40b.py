"""fix40b (issues 27, 28): answers that pick or say the wrong thing, fixed as kinds.

1. The CPU-only device ("CPU only, 256 GB of RAM": :data:`advisor.cpu_only.CPU_CARD`) is no card of the catalogue:
   its name is said in the answer's language (:func:`advisor.i18n.device_name`), never English inside Chinese.
2. A card without CUDA (a Radeon, an Intel Arc) first in a ranking for an image generator beside an LLM says why
   (:mod:`advisor.ask.jobs_cuda`): no CUDA card within the budget holds both, image tools are CUDA-first, and the
   cheapest CUDA card that does; an NVIDIA first pick says nothing of it.
3. "What can I fine-tune?" on a rig heads with the largest model it fine-tunes the usual way (LoRA, or QLoRA where
   4-bit weights reach larger), full fine-tuning said after it (:func:`advisor.runs.trains`).
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def said(q, lang="en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


# --- 1. the CPU-only device in the answer's language -----------------------------------------------------------
@pytest.mark.parametrize(("text", "ram"), [
    ("没有显卡，128G内存，能跑什么大模型", 128), ("只有CPU，48G内存能跑哪些模型", 48),
    ("no gpu at all, 96gb ram, which models can I run", 96), ("沒有獨顯，32G記憶體能跑什麼模型", 32),
    ("i have no graphics card and 24gb of ram, what llm fits", 24),
])
def test_the_cpu_device_is_named_in_the_answers_language(advisor, text, ram):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.ram_gb == ram, (text, q.read_as)
    assert "CPU (no GPU)" in said(q) and f"{ram} GB of RAM" in said(q), said(q)  # fix41c's sentence for the rig
    for lang, words in (("zh_Hans", f"CPU（无 GPU），{ram} GB 内存"), ("zh_Hant", f"CPU（無 GPU），{ram} GB 記憶體")):
        text_zh = said(q, lang)
        assert "CPU only" not in text_zh and "of RAM" not in text_zh and words in text_zh, text_zh


# --- 2. a first pick without CUDA for an image job beside an LLM says why ---------------------------------------
def _keys(q) -> list[str]:
    return [d.message.key for d in q.answer.shape.decides]


@pytest.mark.parametrize("text", [
    "$1000 budget, want flux and a llama 3 8b chatbot loaded simultaneously",
    "budget $900 for sdxl plus qwen 14b at the same time", "预算7000元，同时跑flux和llama 3 8b",
    "budget $2200, run sdxl and qwen 32b at the same time", "預算新台幣30000，同時跑sdxl和qwen 14b",
])
def test_a_first_pick_without_cuda_says_why(advisor, text):
    q = advisor.ask(text)
    pick = q.answer.picks[0]
    assert advisor.card(pick.card).manufacturer in ("AMD", "Intel"), (text, pick.card)
    assert _keys(q)[0] in ("jobs.cuda.none", "jobs.cuda.over"), _keys(q)
    assert any(k.startswith("jobs.gen") for k in _keys(q)), _keys(q)
    en = said(q)
    assert "no CUDA card within" in en and "CUDA-first" in en, en
    for lang in ("zh_Hans", "zh_Hant"):
        zh = said(q, lang)
        assert "CUDA 卡" in zh and "no CUDA card" not in zh, zh


def test_the_cheapest_cuda_card_with_room_is_named(advisor):
    q = advisor.ask("$1000 budget, want flux and a llama 3 8b chatbot loaded simultaneously")
    first = q.answer.shape.decides[0].message
    assert first.key == "jobs.cuda.over" and first.params["cuda"].value == "GeForce RTX 3090", first


@pytest.mark.parametrize("text", [
    "budget $1600 to keep flux and mistral 7b loaded at the same time", "budget $1000 for flux and mistral 7b",
    "预算12000元，同时跑sdxl和qwen 14b",
])
def test_an_nvidia_first_pick_says_nothing_of_it(advisor, text):
    q = advisor.ask(text)
    assert advisor.card(q.answer.picks[0].card).manufacturer == "NVIDIA", q.answer.picks[0].card
    assert not any(k.startswith("jobs.cuda") for k in _keys(q)), _keys(q)


# --- 3. fine-tuning on a rig: the usual way first, full fine-tuning second -------------------------------------
@pytest.mark.parametrize("text", [
    "two 24gb gpus, what can I fine-tune?", "what llm can my 3060 12gb finetune", "我有两张24G的卡，能微调什么模型",
    "a single 16gb gpu, which models could I fine tune", "我的4090能微調哪些模型",
])
def test_fine_tuning_heads_with_the_usual_way(advisor, text):
    q = advisor.ask(text)
    summary = q.answer.summary
    summary = summary.params.get("summary", summary) if summary.key == "runs.train.yes" else summary
    assert summary.key in ("runs.train.usual", "runs.train.usual-none", "runs.train.usual.lora"), summary.key
    assert summary.params["task"].key in ("fits.task-label.lora", "fits.task-label.qlora"), summary.params["task"]
    en = said(q)
    assert "the usual way" in en and "full fine-tuning, every weight trained" in en, en
    for lang, words in (("zh_Hans", "常见的方式"), ("zh_Hant", "常見的方式")):
        assert words in said(q, lang), said(q, lang)
