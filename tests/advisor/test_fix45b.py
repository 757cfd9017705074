"""fix45b (newuser21 #18, #10, issues 27 and 28): a number said as a vision job's image size — beside "resolution",
"px", "imgsz", "image size", "分辨率", "输入", or "at N" after a vision network's name — is pixels, never a budget;
"at 1280 with batch 16" is read as 1280 px (the "w" of "with" is no watts)."""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from advisor.vision_said import said as read_said


# ------------------------------------------- (1) an image's size is never money
@pytest.mark.parametrize("text", [
    "which gpu to fine-tune a vit-l/16 at 512 resolution, batch 32",
    "best card for yolo11m training at 1024, bs 8",
    "gpu for training resnet-50 with image size 448 and batch 128",
    "recommend a card for efficientnet-b4 training imgsz=380 batch 24",
    "what should I buy to train a u-net at 768 resolution",
    "mask rcnn training with input size 1024, what gpu",
    "想训练yolov8l，分辨率960，批量8，买什么卡",
    "训练ViT-B/16 输入384 批量64 推荐显卡",
])
def test_an_image_size_is_no_budget(advisor, text):
    q = advisor.ask(text)
    assert q.read_as is None or q.read_as.budget is None, q.read_as


@pytest.mark.parametrize(("text", "amount"), [
    ("train yolov8 at 1280px with batch 16, budget 900", 900),
    ("fine-tune a vit-b/16 at 384px, budget $1200", 1200),
    ("yolov8 at 1000 which gpu", 1000),  # no side a network takes: money
    ("resnet-50 training at 640 px, I can spend 700", 700),
    ("yolov8x at $1280, which gpu", 1280),  # a currency said: money
])
def test_the_budget_beside_an_image_size_is_still_read(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as is not None and q.read_as.budget is not None and q.read_as.budget.amount == amount, q.read_as


@pytest.mark.parametrize(("text", "px", "batch"), [
    ("can I train yolov8x at 1280 with batch 16 on a 4090", 1280, 16),
    ("will yolo11l at 960 work with bs 8 on a 3080", 960, 8),
    ("vit-b/16 at 384 resolution with batch 64", 384, 64),
    ("resnet-50 at 448 res with a batch of 32", 448, 32),
    ("yolov5s at 640 which uses about 8gb", 640, None),
])
def test_at_n_with_a_word_after_is_the_size(text, px, batch):
    s = read_said(text)
    assert (s.width, s.batch) == (px, batch), s


def test_at_1280_with_batch_sizes_the_card_at_1280(advisor):
    q = advisor.ask("can I train yolov8x at 1280 with batch 16 on a 4090")
    line = q.answer.shape.headline
    assert line.key == "jobs.said.batch-no" and line.params["size"].value == 1280, line


# ------------------------------------------- (2) the need at the size and batch said, on a ranking and before a budget
def _need(q):
    return next((n for n in q.read_as.notes if n.key.startswith("jobs.need.")), None)


@pytest.mark.parametrize(("text", "floor"), [
    ("train yolov8x at 1280px with batch 16, budget 1000", 61),
    ("yolov5s training at 640, batch 32, budget 600", 8.5),
    ("resnet-50 at 448 px with batch 256, budget 2000", 61),
    ("faster r-cnn at 1024px, batch 4, I can spend 1500", 12),
    ("训练yolo11l，分辨率1280，批量8，预算8000元", 21),
])
def test_the_need_at_the_size_and_batch_is_the_rankings_floor(advisor, text, floor):
    q = advisor.ask(text)
    note = _need(q)
    assert note is not None and note.key == "jobs.need.one", q.read_as.notes
    assert q.read_as.memory_gb and q.read_as.memory_gb[0] == pytest.approx(floor, abs=1), q.read_as.memory_gb
    assert q.read_as.use_case == "cv-research"
    _zh(note)


@pytest.mark.parametrize("text", [
    "train yolov8 on 1280px images with batch 16, which gpu do I need",
    "what gpu to train yolo11 at 1024 with bs 32",
    "mask rcnn training at 1024px batch 8, which gpu",
    "我要用yolov8训练，输入1280，批量16，该买什么卡",
    "resnet-50 training imgsz=384 batch 128, recommend a card",
])
def test_with_no_budget_the_need_is_said_before_the_budget_is_asked(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "ask.refused-unknown", q.reply
    need = q.reply.params["unknown"]
    need = need.items[0] if hasattr(need, "items") else need
    assert need.key in ("jobs.need.one", "jobs.need.range"), need
    _zh(q.reply)


@pytest.mark.parametrize("text", [
    "fine-tune a vit-b/16 at 384px, batch 64, budget 1500",
    "train a u-net at 512 resolution, batch 16, budget 800",
    "detr training at 800px with batch 4, budget 2000",
])
def test_a_network_with_no_published_figure_says_so_and_sets_no_floor(advisor, text):
    q = advisor.ask(text)
    note = _need(q)
    assert note is not None and note.key == "jobs.need.unfigured", q.read_as.notes
    assert q.read_as.budget is not None and not q.read_as.memory_gb


def _zh(m):
    for lang in ("zh_Hans", "zh_Hant"):
        text = i18n.render(m.key, m.params, lang)
        assert re.search(r"[\u4e00-\u9fff]", text) and "{" not in text, text


def test_a_yolov8_need_says_the_yolov5_row_stands_in(advisor):
    note = _need(advisor.ask("train yolov8s at 640 batch 32 under $800"))
    assert note.key == "jobs.need.one" and note.params["source"].key == "jobs.said.stand-in", note
    note = _need(advisor.ask("train yolov5s at 640 batch 32 under $800"))
    assert note.params["source"].key == "jobs.said.source", note
