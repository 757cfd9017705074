"""A fine-tune that ran out of memory on the owner's card gets what grows past the estimate and its levers first
(breaker, issue 28 §2: a pasted torch.OutOfMemoryError with "total capacity of 23.64 GiB" was answered only "it
fits in its 24 GB"), with the card read from the paste when none is named, in English and Chinese, and within the
Discord first message (advisor.ask.oom_train)."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit
from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first

PASTE = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
         "23.64 GiB of which 1.2 GiB is free")


@pytest.mark.parametrize(("text", "language", "words"), [
    (f"fine-tuning qwen 7b with lora: {PASTE}", "en", ("gradient accumulation", "max_seq_length",
                                                       "gradient checkpointing", "QLoRA", "logits")),
    ("my 3090 runs out of memory doing lora on llama 3 8b", "en", ("gradient accumulation", "QLoRA")),
    (f"用lora微调qwen 7b爆显存了：{PASTE}", "zh_Hans", ("梯度累积", "max_seq_length", "梯度检查点", "QLoRA", "logits")),
])
def test_an_out_of_memory_fine_tune_leads_with_its_levers(advisor, text, language, words):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.task in ("lora", "qlora", "full-finetune")
    assert q.answer.shape.decides[0].message.key == "oom.train.levers"
    short = render_fit(q.answer, View(language=q.language, width=400))
    assert all(w in short for w in words), short
    chars, lines = fits_first(answer_embed(q.answer, language))
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES


def test_the_paste_s_total_capacity_is_the_owner_s_card(advisor):
    q = advisor.ask(f"fine-tuning qwen 7b with lora: {PASTE}")
    assert q.read_as.memory_gb == [24.0] and q.answer.rig is not None
    assert "On your 24 GB GPU" in render_fit(q.answer, View(width=400))


def test_a_fine_tune_asked_without_running_out_gets_no_out_of_memory_line(advisor):
    q = advisor.ask("can my 3090 do lora on llama 3 8b?")
    assert all(c.message.key != "oom.train.levers" for c in q.answer.shape.decides)
