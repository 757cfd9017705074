"""break15 #9: "can a 1080 ti still train a resnet?" said "ResNet-50 at 224 px (mixed precision) at a batch of about
170", though Pascal runs FP16 at 1/64 of FP32 and has no tensor cores (the product says so for FLUX on the same card):
a card without fast FP16 (advisor.jobs.slow_half) is sized from the job's fp32 rows (data/owner_jobs.csv, level
fp32: NVIDIA's ResNet-50 recipe at batch 112 in FP32 against 256 mixed on a 16 GB V100)."""

from __future__ import annotations

import pytest

from advisor import jobs
from said import said


def test_the_fp32_row_is_sourced_and_smaller_than_the_mixed_one():
    fp32 = [r for r in jobs.rows("cnn") if r.level == "fp32"]
    mixed = [r for r in jobs.rows("cnn") if r.level == "supported"]
    assert fp32 and mixed and "configs.yml" in fp32[0].source
    assert fp32[0].batch < mixed[0].batch and fp32[0].vram_gb == mixed[0].vram_gb


@pytest.mark.parametrize("text", ["can a 1080 ti still train a resnet?", "1080ti还能训练resnet吗"])
def test_a_pascal_card_trains_at_the_fp32_batch(advisor, text):
    q = advisor.ask(text)
    card = advisor.card("1080 ti")
    assert jobs.slow_half(card)
    row = next(r for r in jobs.rows("cnn") if r.level == "fp32")
    out = said(q.answer.shape.headline)
    assert "mixed precision" not in out and "fp32" in out, out
    assert f"about {jobs.batch_that_fits(row, card.memory_gb)}" in out or str(jobs.batch_that_fits(
        row, card.memory_gb)) in out, out


def test_a_tensor_core_card_keeps_the_mixed_precision_batch(advisor):
    card = advisor.card("3090")
    assert not jobs.slow_half(card)
    out = said(advisor.ask("can a 3090 train a resnet?").answer.shape.headline)
    assert "mixed precision" in out, out
