"""fix73b (judge29 #1, #2, #13, #14, #21, #24): a LoRA adapter loaded for inference is inference; levers the owner
already tried are not told again; a memory next to cards is each card's VRAM and an unnamed model's training is no
LLM fine-tune; a memory size attaches to the card it follows, two variants said apart are both read and a Jetson
beside a desktop card for edge use is the embedded board; Qwen2 57B-A14B is a model the table has. Both languages,
console and bot, and the core's messages."""

from __future__ import annotations

import pytest

from advisor.ask.adapter_inference import lora_for_inference
from advisor.ask.reader import read
from advisor.ask.tried_levers import tried
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import bot_text, find_message, question_faces


def _flat(text: str) -> str:
    return "".join(text.split())


# kind 1: a LoRA adapter for inference
@pytest.mark.parametrize("text", [
    "I tried to do inference with a Llama-3 8b instruct model and a lora adapter on my 4060 ti 16gb, always OOM",
    "vLLM with --enable-lora for llama 3 8b on my 3090, will it fit?",
    "can I serve qwen2.5 14b with a few lora adapters on a 4090?",
    "我的4060ti 16g加载lora推理qwen2.5 7b爆显存",
    "用lora适配器部署llama 3 8b，3090够吗",
])
def test_a_lora_adapter_for_inference_reads_as_inference(advisor, text):
    assert read(advisor, text).task == "inference", text


@pytest.mark.parametrize("text", [
    "lora fine-tune llama 3 8b on a 4060 ti 16gb?",
    "我用3090微调qwen2.5 7b lora，然后推理",
    "train a lora on llama 3 8b then run inference with it on a 3090",
])
def test_a_lora_trained_stays_training(advisor, text):
    assert read(advisor, text).task in ("lora", "qlora"), text
    assert not lora_for_inference(text)


def test_lora_inference_answer_is_the_base_models_inference_in_both_faces(advisor):
    text = ("I tried to do inference with a Llama-3 8b instruct model and a lora adapter on my RTX 4060 TI 16GB "
            "but it always gives out of memory.")
    q, console, bot = question_faces(advisor, text)
    assert q.read_as.task == "inference"
    assert "LoRA fine-tuning" not in console and "LoRA fine-tuning" not in bot
    assert "adapteraddsonlyitsownsmallweights" in _flat(console)
    assert find_message(q.read_as.notes, "fix73b.lora-inference") is not None
    q, console, _ = question_faces(advisor, "我的4060ti 16g加载lora推理llama 3 8b爆显存", "zh_Hans")
    assert "适配器只增加它自己的少量权重" in _flat(console) and "LoRA微调" not in _flat(console)


# kind 2: levers already tried
def test_tried_levers_are_read():
    assert tried("3090爆显存，batch设为1，尝试开启梯度检查，使用半精度") == [
        "batch-accumulation", "gradient-checkpointing", "mixed-precision"]
    assert tried("OOM even with batch=1, gradient checkpointing on and half precision") == [
        "batch-accumulation", "gradient-checkpointing", "mixed-precision"]
    assert tried("my 3090 runs out of memory when training with a batch of 32") == []


@pytest.mark.parametrize("text, language", [
    ("请问训练需要多少显存？我使用3090出现爆显存问题，batch设为1，尝试开启梯度检查，使用半精度等办法。", "zh_Hans"),
    ("my 3090 runs out of memory training my model even with batch=1, gradient checkpointing on and half precision",
     "en"),
    ("training my diffusion model on a 4090 OOMs, already tried batch size 1, fp16 and gradient checkpointing", "en"),
])
def test_levers_already_tried_are_not_told_again(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    head = q.answer.shape.headline
    assert head.params["first"].key == "answer.join.sentences" or head.key == "answer.join.sentences"
    assert find_message(head, "fix80b.tried.head-left") is not None  # levers left: never "those are spent" (fix80b)
    assert find_message(head, "fix73b.tried.left") is not None
    owner_ids = {lv.id for lv in q.answer.owner.levers}
    assert not owner_ids & {"batch-accumulation", "gradient-checkpointing", "mixed-precision-bf16",
                            "mixed-precision-fp16"}
    assert not owner_ids & {"quantized-weights", "kv-cache-quantization"}  # a training job's levers only
    for face in (console, bot):
        flat = _flat(face)
        assert ("Savesmemory:smallerbatch" not in flat and "节省显存的办法：减小批大小" not in flat)
        assert "batch变小不一定损失精度" not in flat and "smallerbatchneednotcostaccuracy" not in flat.lower()
        assert ("alreadytried" in flat) or ("你已经试过" in flat)


def test_half_precision_is_no_accuracy_concern(advisor):
    _, console, _ = question_faces(advisor, "我的3090爆显存，batch设为1，使用半精度", "zh_Hans")
    assert "batch变小不一定损失精度" not in _flat(console)


# kind 3: a memory next to cards is per-card VRAM; an unnamed model's training is no LLM fine-tune
@pytest.mark.parametrize("text", [
    "训练模型至少需要多大的硬件设备，两张内存为24G的3090可以训练吗？",
    "两张24G内存的3090能跑qwen2.5 32b吗",
])
def test_memory_before_the_card_is_its_vram(advisor, text):
    r = read(advisor, text)
    assert r.spans.ram_gb is None and r.cards == ["GeForce RTX 3090"], r


def test_ram_said_apart_stays_ram(advisor):
    assert read(advisor, "我有一张3090，内存64G，能跑70b吗").spans.ram_gb == 64


@pytest.mark.parametrize("text, language", [
    ("训练模型至少需要多大的硬件设备，两张内存为24G的3090可以训练吗？", "zh_Hans"),
    ("两张24G的3090可以训练吗", "zh_Hans"),
    ("can I train on 2 x 24GB 3090s?", "en"),
    ("can I train a diffusion model on 2x 3090?", "en"),
    ("is a 3090 enough to train my model?", "en"),
])
def test_an_unnamed_models_training_is_not_sized_as_an_llm(advisor, text, language):
    q = advisor.ask(text, lang=language)
    words = _flat(render_question(q, View(language=language)))
    assert q.reply is not None and find_message(q.reply, "project-need.subject.model") is not None, text
    assert "Qwen2.5" not in words and "QLoRA" not in words


def test_an_llm_training_keeps_its_sizes(advisor):
    q = advisor.ask("两张3090能训练大模型吗", lang="zh_Hans")
    assert find_message(q.reply, "project-need.subject.model") is None
    q = advisor.ask("can I fine-tune llama 3 8b on 2x 3090?")
    assert q.read_as.model is not None and q.read_as.model.name == "Llama 3 8B"


# kind 4: card lists
def test_a_memory_size_attaches_to_the_card_it_follows(advisor):
    text = ("I wanted to perform edge computing in real time using deep learning models, which GPU works best from "
            "NVIDIA: NVIDIA RTX 4060 or Jetson Orin 16GB?")
    r = read(advisor, text)
    assert "GeForce RTX 4060" in r.cards and "GeForce RTX 4060 Ti 16 GB" not in r.cards
    q, console, bot = question_faces(advisor, text)
    assert "4060 Ti" not in q.read_as.cards[0]
    assert "has 8 GB, not 16 GB" not in console
    for face in (console, bot):
        flat = _flat(face)
        assert "istheembeddedboard" in flat
        assert "neverthebettervalue" not in flat and "isnotadeep-learningcard" not in flat


def test_edge_pair_in_chinese(advisor):
    q, console, _ = question_faces(advisor, "机器人上实时推理，用Jetson Orin NX 16GB还是RTX 4060？", "zh_Hans")
    assert "是嵌入式板卡" in _flat(console)
    assert find_message([c.message for c in q.answer.shape.decides], "fix73b.edge") is not None


def test_a_desktop_pair_has_no_edge_line(advisor):
    q, console, _ = question_faces(advisor, "RTX 4060 or RTX 3060 12gb for real-time edge inference?")
    assert "embeddedboard" not in _flat(console)


@pytest.mark.parametrize("text", [
    "Has SAM3 TensorRT been tested on Orin NX 8G too or only the 16G version?",
    "is the orin nx 8gb or the 16gb better for yolo?",
])
def test_two_variants_of_a_jetson_are_both_read(advisor, text):
    assert read(advisor, text).cards == ["Jetson Orin NX 8 GB", "Jetson Orin NX 16 GB"]


@pytest.mark.parametrize("text, cards", [
    ("3060 12G还是8G好", ["GeForce RTX 3060 12 GB", "GeForce RTX 3060 8 GB"]),
    ("should I get a 3060 12gb or the 8gb one?", ["GeForce RTX 3060 12 GB", "GeForce RTX 3060 8 GB"]),
])
def test_two_variants_of_a_card_are_both_read(advisor, text, cards):
    assert read(advisor, text).cards == cards


# kind 5: Qwen2 57B-A14B
@pytest.mark.parametrize("text, language", [
    ("把Qwen2-57B-A14B跑起来需要多少显存啊？需要120G吗？", "zh_Hans"),
    ("how much vram to run qwen2 57b a14b?", "en"),
])
def test_qwen2_57b_a14b_is_known(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    assert q.read_as.model is not None and q.read_as.model.name == "Qwen2 57B-A14B"
    for face in (console, bot):
        assert "no 57B" not in face and "没有57B" not in _flat(face)
    assert "14.25" in console or "14.2" in console
    assert bot_text(q)


@pytest.mark.parametrize("text, language, said", [
    ("i use 4-bit already and gradient checkpointing, still OOM fine-tuning llama 3 8b on my 3060", "en",
     "alreadytriedgradientcheckpointing"),
    ("我的3060微调llama 3 8b爆显存，已经用了4bit量化和梯度检查点", "zh_Hans", "你已经试过梯度检查点"),
])
def test_a_fine_tunes_tried_levers_are_not_told_again(advisor, text, language, said):
    q, console, bot = question_faces(advisor, text, language)
    flat = _flat(console)
    assert said in flat
    lead = next(c.message for c in q.answer.shape.decides if c.rule_id == "owner.out-of-memory")
    assert lead.key == "fix73b.oom.tried"
    assert find_message(lead, "fix73b.oom.checkpointing") is None and find_message(lead, "fix73b.oom.qlora") is None
    assert find_message(lead, "fix73b.oom.batch") is not None
