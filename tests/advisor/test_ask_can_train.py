"""Issue 28 (a new user's question, session 11): "can a 1080 ti still train a resnet?" asks whether a card — not the
asker's — trains a job. It was answered with the card's generic verdict ("SITUATIONAL … borrowed time", "11 GB,
below the 12 GB this use needs") while the job's own figures answer it: what batch fits and how fast. A yes-or-no
question about training on a named card is read with its job, as an owner's is (``cues.CAN_TRAIN``)."""

from __future__ import annotations

import pytest

from said import said


@pytest.mark.parametrize(("text", "job", "lead"), [
    ("can a 1080 ti still train a resnet in 2026?", "cnn", "Training a CNN in 11 GB: yes"),
    ("is a 3060 ok for training yolov8?", "detector", "Training a detector in 12 GB: yes"),
    ("is the 4060 good enough for training a gan?", "gan", "Training a GAN in 8 GB: yes"),
    ("3060能训练yolo吗", "detector", None),
])
def test_a_yes_no_training_question_on_a_card_is_answered_for_its_job(advisor, text, job, lead):
    q = advisor.ask(text)
    assert q.answer is not None and q.read_as.job == job, (text, q.read_as)
    out = said(q.answer.shape.headline)
    if lead is not None:
        assert out.startswith(lead) or lead in out, out
    assert "this use needs" not in out and "RECOMMENDED" not in out, out


@pytest.mark.parametrize("text", [
    "is a 3060 ok for gaming?",  # no job
    "is a 3060 good for deep learning?",  # no job named: the card's verdict
    "can a 3090 run llama 3 70b?",  # an LLM: the fit, not a training job
])
def test_no_training_job_is_read_where_none_is_asked(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.job is None, (text, q.read_as)
