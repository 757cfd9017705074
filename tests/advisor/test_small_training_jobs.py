"""A named vision training job (YOLO, ResNet, CIFAR) asked of a memory or a card is that job's fit (break23 #3,
issue 28): never the budget question, the 2017 12 GB vision floor or an LLM fine-tune answer — English and Chinese."""

from __future__ import annotations

import pytest

from said import said

MEMORY_ONLY = [
    ("is 8gb enough for training yolo?", "detector"),
    ("8gb vram enough for yolov8?", "detector"),
    ("can i train yolov8 on 8gb vram?", "detector"),
    ("8G显存能训练yolov8吗", "detector"),
    ("is 8gb enough for training a resnet on cifar10?", "cnn"),
]


@pytest.mark.parametrize(("text", "job"), MEMORY_ONLY)
def test_a_training_job_in_a_memory_gets_its_batch_not_the_budget_question(advisor, text, job):
    q = advisor.ask(text)
    reply = getattr(q, "reply", None)
    assert reply is not None, q
    out = said(reply)
    assert "8 GB: yes" in out, out
    assert ("YOLOv5" if job == "detector" else "ResNet-50") in out, out
    assert not out.startswith("What is your budget"), out


ON_A_CARD = [
    ("rtx 4060 8gb for yolov8 training", "detector"),
    ("train yolov8 on rtx 3060 ti", "detector"),
    ("can i train resnet50 on cifar10 with a 3060 ti 8gb?", "cnn"),
]


@pytest.mark.parametrize(("text", "job"), ON_A_CARD)
def test_a_training_job_on_a_card_is_that_jobs_fit(advisor, text, job):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.job == job, q.read_as
    head = said(q.answer.shape.headline)
    assert "8 GB: yes" in head and "below the 12 GB" not in head and "QLoRA" not in head, head


def test_an_llm_memory_question_is_not_a_vision_job(advisor):
    q = advisor.ask("is 8gb enough for training a llm?")
    out = said(getattr(q, "reply", None) or q.answer.shape.headline) if getattr(q, "reply", None) or getattr(
        q, "answer", None) else ""
    assert "detector" not in out and "ResNet" not in out


def test_out_of_memory_on_an_unnamed_card_still_asks_which_card(advisor):
    """An owner out of memory training YOLO on "a 6gb card" is asked which card (tests/advisor/test_owner.py), not
    given the job's batch in 6 GB."""
    q = advisor.ask("I have a 6gb card and keep getting CUDA out of memory when training yolo")
    assert q.reply.key == "ask.missing.own-card"
