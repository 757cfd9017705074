"""mend51c: the merged round's regressions as kinds — a job the product sizes is never an unknown project
(fix69a's project_need), "fast enough" asks speed, "A is N times slower than a B" says A slow (fix69b's slow_normal),
a card quoted from a program that is the owner's card said short stays one card (fix69b's log_quoted)."""

from __future__ import annotations

import pytest

from advisor.ask.project_need import sized_job


def _keys(message) -> set[str]:
    return set(message.keys) if message is not None else set()


@pytest.mark.parametrize("text", [
    "8G显存能跑whisper吗", "能训练resnet50吗 8G显存", "is 8gb enough to train yolov8s?",
    "6G顯存能微調bert嗎", "can I run whisper medium on 4gb, is it enough?", "8G显存能训练stylegan3吗",
])
def test_a_job_the_product_sizes_is_never_an_unknown_project(advisor, text):
    q = advisor.ask(text)
    assert not any(k.startswith("project-need.") for k in _keys(q.reply)), (text, q.reply and q.reply.key)
    assert q.reply is not None or q.answer is not None


@pytest.mark.parametrize("text", ["How much GPU memory does PartPacker need?",
                                  "MegaTTS3 推理对设备有什么配置要求吗？"])  # GPT-SoVITS: known since fix80b
def test_an_unknown_project_is_still_answered_as_one(advisor, text):
    assert any(k.startswith("project-need.") for k in _keys(advisor.ask(text).reply)), text


def test_sized_job_reads_the_products_tables():
    assert sized_job("yolov8m", training=True) and sized_job("ResNet-50", training=False)
    assert sized_job("whisper", training=False) and sized_job("bert-large", training=True)
    assert not sized_job("bert", training=False)  # Google's figures train: BERT run is not theirs
    assert not sized_job("PartPacker", training=False) and not sized_job("InvSR", training=True)
    assert not sized_job("hunyuanvideo", training=False, video=True)  # an out-of-memory on it stays project_need's


@pytest.mark.parametrize("text", ["能跑bf16吗", "can it run fp16?"])
def test_a_precision_is_no_project(advisor, text):
    assert not any(k.startswith("project-need.") for k in _keys(advisor.ask(text).reply)), text


@pytest.mark.parametrize("text", ["is a 4090 fast enough for real-time video generation?",
                                  "4090够快吗，能实时做视频生成吗"])
def test_fast_enough_asks_speed_not_a_need(advisor, text):
    q = advisor.ask(text)
    assert not any(k.startswith("project-need.") for k in _keys(q.reply)), (text, q.reply and q.reply.key)


@pytest.mark.parametrize(("text", "key"), [
    ("my 3060 is 3 times slower than a 4090 training resnet, normal?", "ask.ratio."),
    ("my 3080 is 20 times slower than a 4090 training resnet, is that normal?", "ask.ratio.more"),
])
def test_the_card_before_slower_than_is_the_slow_one(advisor, text, key):
    head = advisor.ask(text).answer.shape.headline
    first = head.params["first"] if head.key == "answer.join.sentences" else head
    assert first.key.startswith(key) and first.key != "ask.slow-not-normal", (text, first.key)


def test_a_faster_card_said_slower_than_the_other_is_still_not_normal(advisor):
    head = advisor.ask("my 4090 is 2 times slower than a 3060 training resnet, is that normal?").answer.shape.headline
    assert "ask.slow-not-normal" in head.keys, head.key


@pytest.mark.parametrize(("text", "card"), [
    ("我的显卡是RTX 5000，驱动提示：您的显卡型号 Quadro RTX 5000 不在支持列表中", "Quadro RTX 5000"),
    ("my card is an RTX 4000, the driver error says: Quadro RTX 4000 is not in the supported list", "Quadro RTX 4000"),
])
def test_a_quoted_card_that_is_the_owners_said_short_is_one_card(advisor, text, card):
    assert advisor.ask(text).read_as.cards == [card]


@pytest.mark.parametrize(("text", "cards"), [
    ("我的显卡为RTX 4000，报错：bf16 is only supported on A100+ GPUs", ["RTX 4000 Ada Generation"]),
    ("my 3090 gets error: this kernel requires an RTX 3090 Ti or newer", ["GeForce RTX 3090"]),
])
def test_a_quoted_other_card_is_still_dropped(advisor, text, cards):
    assert advisor.ask(text).read_as.cards == cards
