"""Owners answered for the job they have (issue 28, round 4): a vision model's inference out of memory gets that
job's levers, an AMD card nothing runs gets an AMD reason, "would X be enough?" a yes or no first — each a kind,
in English and Chinese, within the short limits."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_comparison, render_verdict
from advisor.vendors import runs_nothing
from said import said

VISION_OOM = [
    "inference of the view synthesis model runs out of GPU memory on my 1060-3g, what should I change?",
    "depth estimation inference runs out of memory on my gtx 1050 ti, what can I do?",
    "my rtx 3060 runs out of memory running a semantic segmentation model on large images",
    "super-resolution inference on my 2080 ti: CUDA out of memory",
]


@pytest.mark.parametrize("text", VISION_OOM)
def test_a_vision_model_out_of_memory_gets_its_own_levers_first(advisor, text):
    """U02: the levers for THAT job (batch 1, fp16, resolution, tiles, CPU offload), not an LLM ladder or a
    trainer's gradient accumulation, in the headline, in both languages."""
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own and q.read_as.job == "vision", q.read_as
    head = said(q.answer.shape.headline)
    for lever in ("batch 1", "fp16", "resolution", "tiles", "CPU offload"):
        assert lever in head, head
    assert "LLMs up to" not in head and "accumulation" not in head
    for language in ("en", "zh_Hans"):
        out = render_verdict(q.answer, View(language=language, width=80))
        assert len(out.splitlines()) <= 16, out  # WHY_LINES


def test_a_slow_fp16_card_is_told_fp16_saves_memory_not_time(advisor):
    slow = said(advisor.why("gtx 1060 3gb", job="vision").owner.runs[0])
    fast = said(advisor.why("rtx 3060", job="vision").owner.runs[0])
    assert "no speed-up" in slow and "no speed-up" not in fast


def test_training_a_vision_model_is_no_inference_job(advisor):
    q = advisor.ask("training a semantic segmentation model runs out of memory on my 3060")
    assert q.read_as.job != "vision"


def test_an_amd_card_nothing_runs_gets_an_amd_reason(advisor):
    """U08: ROCm and CUDA, what runs (the CPU; llama.cpp), never cuDNN's compute capability; the upgrade says
    what to move to, not that current CUDA 'no longer' runs a card it never ran."""
    market = advisor.catalog.market(None)
    rows = [n for n, row in advisor.catalog.card_rows.items() if row.get("manufacturer") == "AMD"]
    amd = [c for c in map(advisor.catalog.card, rows) if c.memory_gb and runs_nothing(advisor.rules, market, c)]
    assert amd
    for card in amd[:40]:
        o = advisor.why(card.name, own=True).owner
        text = said(o.runs[0]) + said(o.upgrade.message)
        assert "ROCm" in text and "CPU" in text and "cuDNN" not in text and "no longer" not in text, text
    q = advisor.ask("can TensorFlow use the 2 GB Radeon R5 M230 in my laptop the way it uses NVIDIA cards?")
    assert "ROCm" in said(q.answer.shape.headline) and "cuDNN" not in said(q.answer.shape.headline)


@pytest.mark.parametrize(("text", "yes"), [
    ("my laptop MX150 (2 GB) runs out of memory, would a desktop GTX 1060 6 GB be enough?", True),
    ("my gtx 1060 3gb runs out of memory, would a rtx 3060 12gb be enough?", True),
    ("my 3090 runs out of memory, would a 4060 8gb be enough?", False),
])
def test_an_owner_asking_whether_a_card_is_enough_gets_yes_or_no_first(advisor, text, yes):
    """U25: the answer to "would X be enough?" leads, with the room it gives and its pace."""
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.own, q.read_as
    head = said(q.answer.shape.headline)
    assert head.startswith("Enough? Yes" if yes else "Enough? No"), head
    for language in ("en", "zh_Hans"):
        out = render_comparison(q.answer, View(language=language, width=80))
        assert len(out.splitlines()) <= 22, out


def test_a_buyer_comparing_is_no_enough_question(advisor):
    q = advisor.ask("is a gtx 1060 6gb enough or should I get a 3060?")
    assert not said(q.answer.shape.headline).startswith("Enough?") or q.read_as.own
