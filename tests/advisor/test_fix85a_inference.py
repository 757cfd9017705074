"""fix85a: running a detector or small encoders is inference, never research training (judge32 §2.1 E6, E11, C8)."""

from __future__ import annotations

import pytest

from advisor.ask.small_inference import detector_said, encoders_said, small_run
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import reply_keys


def _said(q) -> str:
    text = render_question(q, View(language=q.language))
    return "".join(text.split()) if q.language.startswith("zh") else " ".join(text.split())


@pytest.mark.parametrize("text", [
    "I am planning to purchase a custom-built PC: Intel i5-11400F, 8GB RAM, Nvidia RTX 3050 8GB. How much FPS can we "
    "get with YOLOv7?",
    "Is an RTX 3050 8GB enough for YOLOv7 inference on video?",
    "Can a GTX 1650 4GB run YOLOv5 in real time on a webcam?",
    "用RTX 3060部署yolov8做实时检测，帧率能到多少？",
    "想要对视频进行实时目标检测推理的话显卡有什么要求，V100行吗？",
])
def test_detector_inference_is_not_the_research_floor(advisor, text):
    q = advisor.ask(text)
    keys = reply_keys(q)
    assert q.answer is None and keys & {"inference.detector", "inference.detector-like"}, keys
    out = _said(q)
    assert "12 GB this use needs" not in out and "a better buy" not in out and "TensorRT" in out


def test_a_3050_with_8gb_ram_gets_fps_and_the_ram_said(advisor):
    q = advisor.ask("I am planning to purchase a custom-built PC: Intel i5-11400F, 8GB RAM, Nvidia RTX 3050 8GB. "
                    "How much FPS can we get with YOLOv7?")
    out = _said(q)
    assert "161 FPS" in out and "roughly 35 FPS (estimated)" in out and "real time for 30 FPS" in out
    assert "Your 8 GB of system RAM is at Ultralytics' recommended minimum" in out


def test_the_v100_keeps_its_measured_figure_and_its_wheel_line(advisor):
    out = _said(advisor.ask("想要对视频进行实时目标检测推理的话显卡有什么要求，V100行吗？"))
    assert "161FPS" in out and "估算" not in out and "sm_70" in out


@pytest.mark.parametrize("text, models", [
    ("Is a Mac Mini M4 with 24GB sufficient as a 24/7 server for BERT-size models (DistilBERT, FinBERT, RoBERTa)?",
     ["DistilBERT (66M", "RoBERTa (125M", "FinBERT (110M"]),
    ("Is a Mac mini M4 24GB enough to serve DistilBERT inference 24/7?", ["DistilBERT (66M"]),
    ("Can I deploy a RoBERTa sentiment classifier on a T4?", ["RoBERTa (125M"]),
])
def test_small_encoders_served_fit_easily(advisor, text, models):
    q = advisor.ask(text)
    assert "inference.encoders" in reply_keys(q)
    out = _said(q)
    assert all(m in out for m in models) and "GeForce RTX 3090" not in out and "no figure" not in out, out


def test_e11_sums_the_three_models_in_fp32():
    found = encoders_said("distilbert, finbert, roberta and bert-size models")
    assert found == [("DistilBERT", 66.0), ("RoBERTa", 125.0), ("FinBERT", 110.0)]
    assert round(sum(p for _, p in found) * 4 / 1000, 1) == 1.2


def test_yolov7_x_has_its_own_row_and_others_stand_on_yolov7():
    assert detector_said("yolov7-x on a 4060")[:3] == ("YOLOv7-X", 71.3, 114.0)
    assert detector_said("yolov7 on a 4060")[3] is False
    assert detector_said("yolov8 on a 4060")[3] is True


@pytest.mark.parametrize("text", [
    "is an rtx 3050 enough to train yolov7?",
    "训练 yolov8 实时检测模型需要多大显存",
    "fine-tune distilbert on a t4 for inference later",
    "best gpu for computer vision research",
])
def test_training_or_no_named_model_is_not_this_reading(text):
    assert not small_run(text)


def test_training_a_detector_keeps_its_own_answer(advisor):
    assert "inference.detector" not in reply_keys(advisor.ask("Is an RTX 3050 enough to train YOLOv7?"))


def test_no_card_and_no_memory_keeps_the_estimating_reply(advisor):
    keys = reply_keys(advisor.ask("部署bert推理服务需要多大显存？"))
    assert not keys & {"inference.encoders", "inference.detector"}
    assert not any(k.startswith("ask.missing") for k in keys)


def test_a_memory_alone_is_enough_for_the_reading(advisor):
    assert "inference.detector-like" in reply_keys(advisor.ask("8G显存能跑yolov8实时检测推理吗"))
