"""fix44b (break35 #3, issues 27 and 28): a vision training fit with the network, image size and batch the user
said — YOLOv8x at 1280 px is sized at 1280 px (4x the pixels of the published 640 px), a batch said is answered yes
or no, Mask R-CNN by its own published figure, a ViT by none (never ResNet-50's batch)."""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from advisor.vision_said import said as read_said
from said import said


def _head(q):
    assert q.answer is not None and q.answer.owner is not None, q.reply
    return q.answer.shape.headline


def _zh(m):
    for lang in ("zh_Hans", "zh_Hant"):
        text = i18n.render(m.key, m.params, lang)
        assert re.search(r"[\u4e00-\u9fff]", text) and "{" not in text, text


@pytest.mark.parametrize("text, name, px, batch", [
    ("yolov8l at 1280 px with a batch of 8, will a 4070 12gb cope?", "YOLOv8l", 1280, 8),
    ("train yolo11s imgsz=960 bs=24 on rtx 3060", "YOLO11s", 960, 24),
    ("mask rcnn on 2080 ti, images 1024x768, batch size 4", "Mask R-CNN", 1024, 4),
    ("3090训练yolov5m，输入尺寸1536，批量16可以吗", "YOLOv5m", 1536, 16),
    ("faster r-cnn training at 800 on a 4060 ti 16gb", "Faster R-CNN", 800, None),
    ("4080能训练vit-l吗", "ViT-L", None, None),
    ("I have a 3090, can it train efficientnet-b7 at 600px?", "EfficientNet-B7", 600, None),
    ("resnet101 on imagenet, batch size 128, 4070 ti super", "ResNet-101", None, 128),
])
def test_the_network_size_and_batch_said_are_read(text, name, px, batch):
    s = read_said(text)
    assert (s.name, s.width, s.batch) == (name, px, batch), s


@pytest.mark.parametrize("text", ["best gpu under 1000 at 1000 dollars", "can i train yolo at 4090?"])
def test_a_price_or_a_card_number_is_no_image_size(text):
    assert read_said(text).width is None


@pytest.mark.parametrize("text, yes", [
    ("can my 3060 12gb train yolov8x at 1280px with batch 16?", False),
    ("will a 4060 8gb train yolov5s at 640 batch 64", False),
    ("yolov5n training at 416px batch 32 on a 3060 12gb, enough?", True),
    ("3060 12G 能训练 yolov8m 吗，图片 1280，batch 4", True),
    ("4070 12g 訓練 yolov8x，圖片 1280，批量 16 可以嗎", False),
])
def test_a_batch_said_is_answered_yes_or_no_at_the_size_said(advisor, text, yes):
    q = advisor.ask(text)
    head = _head(q)
    assert head.key == ("jobs.said.batch-yes" if yes else "jobs.said.batch-no"), said(head)
    assert "scaled by memory" in said(head) and "published batch" in said(head)
    _zh(head)


def test_1280_px_is_four_times_the_pixels_of_640(advisor):
    at_640 = _head(advisor.ask("can I train yolov5x at 640px on a 3090?"))
    at_1280 = _head(advisor.ask("can I train yolov5x at 1280px on a 3090?"))
    small, large = at_640.params["fits"].value, at_1280.params["fits"].value
    assert large < small and abs(small / 4 - large) <= 1, (small, large)
    assert "4x the pixels" in said(at_1280) and "pixel area" not in said(at_640)


@pytest.mark.parametrize("text", ["Can I train a YOLOv8 model on a 3080 10GB at 1280px?",
                                  "yolo at 1536 px on my 2080 ti?"])
def test_a_family_said_without_a_size_is_sized_at_the_size_said(advisor, text):
    head = _head(advisor.ask(text))
    assert head.key == "jobs.said.fits" and "pixel area" in said(head), said(head)


@pytest.mark.parametrize("text", ["mask r-cnn training on a 3070, enough vram?", "4060 ti 16gb 能训练 Mask R-CNN 吗"])
def test_mask_rcnn_is_a_detector_sized_by_its_own_published_figure(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.job == "detector"
    head = _head(q)
    assert "Mask R-CNN" in said(head) and "YOLOv5" not in said(head) and "ResNet-50 at" not in said(head)
    assert "Mask R-CNN R-50-FPN's published batch of 2 in 5.2 GB" in said(head)


@pytest.mark.parametrize("text", ["is a 4090 enough to train a vit-b/16 with batch 256?",
                                  "can a 3090 train a U-Net at 512x512 with batch 8",
                                  "4080能训练vit-l吗"])
def test_a_network_with_no_published_figure_is_said_unsized(advisor, text):
    head = _head(advisor.ask(text))
    assert head.key == "jobs.said.unfigured", said(head)
    assert "ResNet-50 at" not in said(head)
    _zh(head)


@pytest.mark.parametrize("text", ["is 12gb enough to train yolov8x at 1280px?", "8G显存能训练yolov8m吗 batch 32"])
def test_a_memory_alone_is_sized_at_the_network_and_size_said(advisor, text):
    q = advisor.ask(text)
    assert q.answer is None and q.reply is not None
    assert "jobs.said." in str(q.reply.model_dump()), said(q.reply)


def test_nothing_said_keeps_the_heaviest_published_models(advisor):
    head = _head(advisor.ask("can my 3060 12gb train yolo?"))
    assert head.key.startswith("jobs.batch."), said(head)
