"""fix48b (issue 28, grade23 kind F): an owner's steps up only when the question is about a card to get — an
error, a driver or a setting asked about gets no list of cards to buy — and a laptop owner whose steps are said is
told, among the deciding facts, that a laptop's GPU cannot be swapped."""
from __future__ import annotations

import pytest

from advisor.ask.steps_asked import _says_laptop
from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


@pytest.mark.parametrize("text", [
    "my RTX 5090 throws 'no kernel image is available for execution on the device' with torch 2.3, how do I fix it?",
    "torch.cuda.is_available() returns False on my rtx 3080, what am I missing?",
    "my 3090 keeps crashing with Xid 79 during training, what is wrong?",
    "我的4090装了cuda 11.7，pytorch报错 no kernel image，怎么解决？",
    "my rtx 3060 gets 'CUDA error: device-side assert triggered' in training, is it the card?",
])
def test_a_software_question_gets_no_cards_to_buy(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own, _text(q)
    assert q.answer.shape.ranking == [], _text(q)
    assert q.answer.owner.upgrades, "the core still knows the steps (verbose, a follow-up)"
    for language in ("en", "zh_Hans"):
        assert "USD used" not in _text(q, language) and "二手" not in _text(q, language), _text(q, language)


@pytest.mark.parametrize("text", [
    "my 3060 runs out of memory training resnet-50, which gpu would help?",
    "is a new GPU the only way out for my gtx 780?",
    "my 1070 is getting old, should I upgrade?",
    "我的2060训练时显存不足，该换什么卡？",
    "thinking of selling my 1080 ti and buying something newer, it's too slow for me",
])
def test_a_question_about_a_card_to_get_keeps_the_steps(advisor, text):
    q = advisor.ask(text)
    if q.read_as.command == "why" and q.read_as.own:
        assert q.answer.shape.ranking, _text(q)


@pytest.mark.parametrize("text", [
    "my laptop's rtx 3070 (8gb) runs out of memory in comfyui with sdxl, any fix?",
    "笔记本的4060显存不够跑sdxl怎么办",
    "my laptop RTX 3080 (16 GB) runs out of memory upscaling to 4k, is there a way?",
    "my laptop rtx 3060 6gb gets cuda out of memory training yolov8, which gpu would do?",
    "我的笔记本3070ti跑stable diffusion爆显存，要换什么？",
])
def test_a_laptop_owner_hears_the_gpu_cannot_be_swapped(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.own and q.read_as.command == "why", _text(q)
    assert any(_says_laptop(c.message) for c in q.answer.shape.decides), _text(q)
    for language in ("en", "zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert ("cannot be swapped" in said) == (language == "en"), said
        if language != "en":
            assert "无法更换" in said or "無法更換" in said or "不能更换" in said or "不能更換" in said, said
