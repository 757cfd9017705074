"""fix39b (issues 27, 28): what break32 found and this task fixed as kinds — memory per card with a count (#2),
several jobs at once (#5), CPU-only picks (#17), the Jetson Orin Nano's default (#20), NPUs and iGPUs asked about
(#3)."""
from __future__ import annotations

import pytest

from advisor.i18n import Renderer
from said import said


# ------------------------------------------- #2: "N cards, X GB each": the count kept with the memory stated
@pytest.mark.parametrize(("question", "each", "count"), [
    ("got 2 gpus, 16gb vram each, what models can I run", 16, 2),
    ("running two 12GB cards, which llm fits?", 12, 2),
    ("4x 16GB cards, what can they run", 16, 4),
    ("我有两块显卡，每块12G，能跑什么模型", 12, 2),
    ("兩張卡各24G，能跑什麼模型", 24, 2),
    ("I have 2 GPUs with 32GB vram in total, what can I run", 16, 2),
    ("两张卡共32G显存能跑什么", 16, 2),
])
def test_a_count_with_each_cards_memory_is_that_many_cards(advisor, question, each, count):
    q = advisor.ask(question)
    assert q.read_as.command == "fits" and q.read_as.gpus == count
    runs = q.answer
    assert runs.rig is not None and runs.rig.count == count and runs.rig.memory_gb == each * count
    total = f"{each * count:g} GB"
    for text in (said(runs.summary), Renderer("zh_Hans")(runs.summary), Renderer("zh_Hant")(runs.summary)):
        assert f"{count} × {each:g} GB" in text and total in text, text


@pytest.mark.parametrize("question", [
    "dual 24gb gpus, can I run llama 3 70b?",
    "2x 24GB cards, will llama 3 70b fit",
    "兩張卡各24G，可以跑70b嗎",
    "两块24G的卡能跑llama 3 70b吗",
    "I have two cards with 24gb each, can they run a 70b?",
])
def test_a_model_named_on_counted_memory_splits_by_layers(advisor, question):
    fit = advisor.ask(question).answer
    assert fit.rig is not None and fit.rig.rig.count == 2 and fit.rig.rig.memory_gb == 48
    assert fit.rig.way == "split", fit.rig.way


def test_one_card_of_a_memory_stays_one(advisor):
    q = advisor.ask("I have 12GB VRAM, what can I run")
    assert q.read_as.gpus is None and q.answer.rig.count == 1


def test_the_gpus_option_counts_the_vram_cards(advisor):
    from advisor.commands import BY_NAME
    spec = BY_NAME["fits"]
    assert "gpus" in [p.name for p in spec.params]
    runs = advisor.fits(vram=16, gpus=3)
    assert runs.rig.count == 3 and runs.rig.memory_gb == 48
