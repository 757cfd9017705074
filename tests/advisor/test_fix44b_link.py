"""fix44b (break35 #14, issue 28): a vision training job asked on a set of linked cards is answered first — its fit on
one card, as data parallel keeps a whole copy and its own batch on every card — and the link second; a link
question with no job keeps the link's answer alone."""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from said import said


@pytest.mark.parametrize("text, fit", [
    ("Can I train a ViT-L on 4x RTX 3090 with NVLink?", "jobs.said.unfigured"),
    ("can 2 3090s with nvlink train yolov8x at 1280 batch 16?", "jobs.said.batch-no"),
    ("training yolov5s on two rtx 3090 with an nvlink bridge, does it work?", "jobs.said.fits"),
    ("两张3090加nvlink能训练yolov8m吗", "jobs.said.fits"),
    ("兩張3090用nvlink訓練mask rcnn可以嗎", "jobs.said.fits"),
])
def test_the_job_comes_before_the_link(advisor, text, fit):
    q = advisor.ask(text)
    reply = q.reply
    assert reply is not None and reply.key == "ask.link.job-first", said(reply)
    assert reply.params["fit"].key == fit, said(reply)
    link = reply.params["link"]
    assert "NVLink" in i18n.render(link.key, link.params, "en"), said(reply)
    assert "data-parallel training keeps a whole copy" in said(reply)
    for lang in ("zh_Hans", "zh_Hant"):
        assert re.search(r"[\u4e00-\u9fff]", i18n.render(reply.key, reply.params, lang))


@pytest.mark.parametrize("text", ["do I need nvlink for 2 3090s?", "is nvlink worth it for 2x 3090 llm inference"])
def test_a_link_question_with_no_vision_job_keeps_the_link_answer(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key != "ask.link.job-first", said(q.reply)
