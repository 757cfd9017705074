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


@pytest.mark.parametrize(("text", "machine"), [
    # an Apple chip named alone, sold in several Macs: read as the commands read it (the Mac Studio with it, its
    # least memory), the assumption said — it was "I do not know 'm3 ultra'" and the question answered without it
    ("how many tokens per second will llama 3.1 70b q4 get on an m3 ultra?", "Apple Mac Studio (M3 Ultra 28C CPU / 60C"
                                                                           " GPU, 96 GB)"),
    ("is the m4 max good for llms", "Apple Mac Studio (M4 Max 14C CPU / 32C GPU, 36 GB)"),
])
def test_an_apple_chip_alone_is_read_as_its_mac_and_said(advisor, text, machine):
    q = advisor.ask(text)
    assert machine in q.read_as.cards, (text, q.read_as)
    assert not q.read_as.unknown, q.read_as
    line = said(q.reply)
    assert "is Apple silicon, not a graphics card" in line and "I do not know" not in line, line


@pytest.mark.parametrize(("name", "an"), [
    ("Apple Mac Studio (M3 Ultra 28C CPU / 60C GPU, 96 GB)", True), ("RTX A6000", True), ("H100 PCIe 80 GB", True),
    ("L4", True), ("Arc B580", True), ("GeForce RTX 3090", False), ("Tesla P40", False), ("TITAN RTX", False),
    ("GTX 1080", False), ("Radeon RX 7900 XTX", False),
])
def test_english_article_by_the_names_first_sound(name, an):
    from advisor.wording import takes_an
    assert takes_an(name) is an


def test_a_machine_asked_about_is_an_apple_not_a_apple(advisor):
    q = advisor.ask("how many tokens per second will llama 3.1 70b q4 get on an m3 ultra?")
    out = said(q.answer.shape.headline)
    assert "On an Apple Mac Studio" in out and "On a Apple" not in out, out
