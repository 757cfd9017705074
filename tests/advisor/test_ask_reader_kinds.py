"""Whole kinds of reading the question corpus showed missing (issue 27): a GRPO job, several
devices asked as one rig, later values meant, … — each read in English and Chinese where it applies."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read
from advisor.i18n import Renderer


# ------------------------------------------------------------------------------------------------ GRPO
@pytest.mark.parametrize("text", [
    "GRPO with LoRA on Qwen2-VL-7B runs out of memory on my A800 * 8",
    "can I train qwen 7b with GRPO on one 24GB card?",
    "用GRPO训练qwen 7b，4张A800够吗？",
])
def test_grpo_is_read_as_a_grpo_job(advisor, text):
    r = read(advisor, text)
    assert r.task == "grpo"
    assert any(n.key == "ask.grpo-sized" for n in r.notes)


def test_a_grpo_job_is_sized_as_its_lora_training_and_says_so(advisor):
    q = advisor.ask("GRPO on qwen 7b, will it fit on my 4090?")
    assert (q.read_as.command, q.read_as.task) == ("fits", "grpo")
    assert q.answer == advisor.fits(q.read_as.model.name, task="lora", card="GeForce RTX 4090")
    assert "task:lora" in Renderer("en")(q.reply) and "GRPO" in Renderer("en")(q.reply)
    assert "GRPO" in Renderer("zh_Hans")(q.reply) and "显存" in Renderer("zh_Hans")(q.reply)


def test_lora_alone_is_still_lora(advisor):
    assert read(advisor, "LoRA on llama 7b on my 3090").task == "lora"
