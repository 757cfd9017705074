"""fix78d: a breaker's findings on the round's merge, as kinds — a picture size beside an image model is no budget and
is said against the published size; a Mac named chip first with its memory either side is that Mac; an architecture's
word glued to a card's number is dropped, never the card."""

from __future__ import annotations

import pytest

from advisor.ask.said_apart import mac_memory_after
from advisor.ask.soc_chips import unglue
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import find_message, reply_keys


def _said(q) -> str:
    """The console's text of ``q``, its whitespace dropped for Chinese, joined to single spaces for English."""
    text = render_question(q, View(language=q.language))
    return "".join(text.split()) if q.language.startswith("zh") else " ".join(text.split())


# 1. a picture size after an image or video model: never money, said against the published size

@pytest.mark.parametrize("text", ["can a 4090 run sdxl at 4K", "flux dev in 4k on a 3090?",
                                  "will stable diffusion xl at 4k work on a 4080"])
def test_a_picture_size_after_an_image_model_is_no_budget(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.budget is None, q.read_as.budget
    said = _said(q)
    assert "budget" not in said and "4,000" not in said, said
    assert "upscale" in said and "8.29 MP" in said, said


def test_a_budget_word_keeps_4k_as_money(advisor):
    q = advisor.ask("best gpu for sdxl, budget 4k")
    assert q.read_as.budget is not None


@pytest.mark.parametrize("lang, text, wanted", [
    ("en", "can a 3060 run flux at 1080p", ["1024x1024 (1.05 MP)", "1080p (1920x1080) is 2.07 MP", "about 2 times"]),
    ("zh_Hans", "3060能跑flux 1080p吗", ["1024x1024（1.05MP）", "2.07MP", "2倍像素"]),
])
def test_a_smaller_size_is_said_in_pixels(advisor, lang, text, wanted):
    q = advisor.ask(text, lang=lang)
    assert find_message(q.reply, "image.size.near") is not None, reply_keys(q)
    said = _said(q)
    assert all(w in said for w in wanted), said


def test_the_upscale_advice_in_chinese(advisor):
    q = advisor.ask("4090能跑sdxl 4k吗", lang="zh_Hans")
    said = _said(q)
    assert "原生尺寸生成再放大" in said and "8.29MP" in said, said


def test_no_size_asked_adds_nothing(advisor):
    q = advisor.ask("can a 4090 run sdxl")
    assert find_message(q.reply, "image.size.upscale") is None and find_message(q.reply, "image.size.near") is None


# 2. a Mac named chip first, its memory before or after: that Mac

@pytest.mark.parametrize("typed, written", [
    ("32gb m4 mac mini for qwen 32b", "mac mini m4 32gb for qwen 32b"),
    ("my 24gb m4 mac mini, can it run", "my mac mini m4 24gb, can it run"),
    ("m4 mac mini 32gb", "mac mini m4 32gb"),
    ("m4 pro mac mini with 48gb", "mac mini m4 pro 48gb"),
    ("64gb m4 max macbook pro", "macbook pro m4 max 64gb"),
])
def test_a_mac_said_chip_first_is_written_in_the_readers_order(typed, written):
    assert mac_memory_after(typed).strip() == written


def test_a_mac_without_memory_is_left():
    assert mac_memory_after("i have an m4 mac mini") == "i have an m4 mac mini"


@pytest.mark.parametrize("lang, text, card, wanted", [
    ("en", "32GB M4 mac mini for qwen 32b", "Apple Mac mini (M4, 32 GB)", ["20.8 GB", "22.4 GB"]),
    ("en", "my 24gb m4 mac mini, can it run qwen 14b", "Apple Mac mini (M4, 24 GB)", ["10.2 GB", "16.8 GB"]),
    ("zh_Hans", "我的24G M4 Mac mini能跑qwen 14b吗", "Apple Mac mini (M4, 24 GB)", ["10.2GB", "16.8GB"]),
])
def test_a_mac_mini_with_its_memory_is_that_mac(advisor, lang, text, card, wanted):
    q = advisor.ask(text, lang=lang)
    assert q.read_as.cards == [card], q.read_as.cards
    assert not q.read_as.unknown, q.read_as.unknown
    said = _said(q)
    assert all(w in said for w in wanted), said


# 5. an architecture's word glued to a card's number

@pytest.mark.parametrize("typed, written", [
    ("hopperh100 vs a100", "hopper h100 vs a100"), ("h100hopper", "h100 hopper"), ("amperea100", "ampere a100"),
    ("blackwellb200", "blackwell b200"), ("adam8bit", "adam8bit"), ("arc770", "arc 770"),
])
def test_an_architecture_glued_to_a_card_is_split(typed, written):
    assert unglue(typed) == written


@pytest.mark.parametrize("lang, text", [("en", "hopperh100 vs a100"), ("en", "h100hopper vs a100"),
                                        ("zh_Hans", "hopperh100和a100哪个好")])
def test_a_glued_architecture_keeps_both_cards(advisor, lang, text):
    q = advisor.ask(text, lang=lang)
    assert len(q.read_as.cards) == 2, q.read_as.cards
    assert any("H100" in c for c in q.read_as.cards) and any("A100" in c for c in q.read_as.cards)


# 4. a project no table knows, in a short form beside one card or one memory

@pytest.mark.parametrize("lang, text, wanted", [
    ("en", "VGen on a 3090?", ["no figure for what VGen needs", "GeForce RTX 3090 has 24 GB", "README"]),
    ("en", "is a 3090 enough for VGen", ["no figure for what VGen needs", "24 GB"]),
    ("en", "Is 24GB enough for OpenVLA?", ["no figure for what OpenVLA needs", "You said 24 GB"]),
    ("zh_Hans", "3090够跑VGen吗", ["我没有VGen所需显存的数字", "24GB显存", "README"]),
])
def test_an_unknown_project_beside_a_card_asks_its_stated_need(advisor, lang, text, wanted):
    q = advisor.ask(text, lang=lang)
    assert find_message(q.reply, "project-short.lead") is not None, reply_keys(q)
    said = _said(q)
    assert all(w in said for w in wanted), said
    assert "RECOMMENDED" not in said and "推荐" not in said


@pytest.mark.parametrize("text", ["is a 3090 enough for LLMs", "LoRA on a 3090?", "is a 3090 enough for ComfyUI",
                                  "can a 3090 run llama 3 8b"])
def test_a_known_word_is_no_project(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or find_message(q.reply, "project-short.lead") is None


# 3. video editing with an upgrade question: the video edited is no video generation

@pytest.mark.parametrize("lang, text, wanted", [
    ("en", "I edit 4K video in Premiere on my 3060, should I upgrade", "not video editing"),
    ("zh_Hans", "我用3060在Premiere剪辑4K视频，要升级吗", "不管视频剪辑"),
])
def test_editing_with_an_upgrade_keeps_to_the_editing_line(advisor, lang, text, wanted):
    q = advisor.ask(text, lang=lang)
    said = _said(q)
    assert wanted in said and "Wan" not in said and "3090" not in said, said


def test_editing_beside_video_generation_is_still_ranked(advisor):
    q = advisor.ask("I edit videos in premiere and generate videos with wan on my 3060, upgrade?")
    assert q.reply is None or find_message(q.reply, "ask.editing.cards") is None
