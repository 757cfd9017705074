"""fix69b (issue 27; judge28 #1, #3, #7, #10, #12, #15, #17, #18, #19, #24): misreads of a card's variant, a quoted
log line, a card's watts, a model's version and a vague count; a card used (rented, slow) answered as its owner's, and
"is this normal?" of a card slower than it should be answered "No" first. English and Chinese."""

from __future__ import annotations

import pytest

from advisor.ask import reader
from advisor.ask.watts import wattage_said
from tests.asked import find_message, question_faces


# 1. a memory said with a (plural) card name selects that variant; another one in the question is another card
@pytest.mark.parametrize("text, cards", [
    # "ran out of GPU memory" is an out-of-memory report like "ran out of memory" (fix84d): the owner's card, as below
    ("I was using 4 A100s (40GB) to fine-tune llama2 7B and 13B and ran out of GPU memory. Did you use 4 A100 80GB?",
     ["A100 PCIe 40 GB"]),
    ("I was using 4 A100s (40GB) and ran out of memory. Did you use 4 A100 80GB?", ["A100 PCIe 40 GB"]),
    ("I use two V100s (16GB) for training", ["Tesla V100 PCIe 16 GB"]),
    ("my 2 3060s (8GB) run out of memory on sdxl", ["GeForce RTX 3060 8 GB"]),
    ("we have A100s (40GB) in the lab, is that enough for 13b?", ["A100 PCIe 40 GB"]),
    ("我用4张A100 40G微调llama2 7B爆显存了，你们用的是A100 80G吗？", ["A100 PCIe 40 GB"]),
])
def test_a_stated_memory_selects_the_variant_never_corrected(advisor, text, cards):
    r = reader.read(advisor, text)
    assert r.cards[:len(cards)] == cards and r.cards[0] == cards[0]  # the asker's card first, in its memory
    assert not any(n.key == "ask.memory-correction" for n in r.notes)


# 2. a plural "s" is a plural, not the S model, when plural words say so; the capital S stays the S card
@pytest.mark.parametrize("text, card", [
    ("May I ask if V100s are currently supported by FlashAttention?", "Tesla V100 PCIe 16 GB"),
    ("these V100s are old, can they run vllm?", "Tesla V100 PCIe 16 GB"),
    ("two V100s or one 3090 for training?", "Tesla V100 PCIe 16 GB"),
    ("4 L40S for serving llama 70b?", "L40S"),
    ("my L40s is slow at fp8", "L40S"),
])
def test_a_plural_s_is_a_plural(advisor, text, card):
    assert reader.read(advisor, text).cards[0] == card


# 2. a program's words quoted are context, not cards to weigh
@pytest.mark.parametrize("text, cards", [
    ("Building TensorRT-LLM engines on a T4 GPU warns it treats it as an L40 with 15GB; how do I get it to recognize "
     "the T4?", ["Tesla T4"]),
    ("My 3090 gets error: this kernel requires an H100 or newer. What can I do?", ["GeForce RTX 3090"]),
    ("My 3060 throws `flash attention requires an A100 or H100` when loading", ["GeForce RTX 3060 12 GB"]),
    ("2080ti魔改22G，跑Flux ControlNet报错 bf16 is only supported on A100+ GPUs，求解",
     ["GeForce RTX 2080 Ti 22 GB (modified)"]),
    ("我的4060 Ti被识别成4060，怎么办？", ["GeForce RTX 4060 Ti 16 GB"]),
])
def test_a_quoted_log_line_names_no_card_to_weigh(advisor, text, cards):
    assert reader.read(advisor, text).cards == cards


@pytest.mark.parametrize("text, cards", [
    ("reviews report the 4090 as faster than the 3090, should I buy it?", ["GeForce RTX 4090", "GeForce RTX 3090"]),
    ('is the "4090" better than the 3090?', ["GeForce RTX 4090", "GeForce RTX 3090"]),
])
def test_cards_weighed_outside_a_quote_stay(advisor, text, cards):
    assert reader.read(advisor, text).cards == cards


# 3. watts of a card are its power (limit), never a supply
@pytest.mark.parametrize("text", [
    "on one r9700 with vllm i only get 8 tokens/s output at 100% gpu use and 300w. why is it so slow?",
    "my 4090 at 300w gives 20 tok/s, is that ok?",
    "4090 power limit 300w, how much slower for training?",
    "4090跑在300w只有10 token/s",
    "3090功率墙250w训练慢吗",
])
def test_a_card_s_watts_are_no_supply(text):
    assert wattage_said(text) is None


@pytest.mark.parametrize("text, watts", [
    ("is 750w enough for a 4090?", 750.0), ("my psu is at 750w, 3090 at 300w?", 750.0), ("650w电源能带4090吗", 650.0)])
def test_a_supply_is_still_read(text, watts):
    assert wattage_said(text) == watts


def test_the_r9700_slow_question_is_no_supply_answer(advisor):
    q, console, bot = question_faces(advisor, "On one AMD Radeon AI PRO R9700 with ROCm and vLLM I only get 8 tokens/s "
                                              "output at 100% GPU use and 300W. Why is it so slow?")
    assert "supply" not in console.split("\n\n")[0] and "supply" not in bot.splitlines()[0]


# 4. a family with a version is that version, never a later one
@pytest.mark.parametrize("text, lang", [
    ("LoRA fine-tune GLM-4 on one A40: how much memory?", "en"),
    ("服务器上有两张A40，想用其中一张单卡LoRA微调GLM-4，单卡微调需要多少显存？", "zh_Hans"),
    ("can a 3090 run glm4?", "en"),
])
def test_glm_4_is_glm_4_9b(advisor, text, lang):
    q, console, _ = question_faces(advisor, text, lang)
    assert q.read_as.model is not None and q.read_as.model.name == "GLM-4 9B"
    assert "GLM-4.5" not in console.split("\n\n")[0]


@pytest.mark.parametrize("text", ["run qwen2 on a 3060", "用3060跑qwen2可以吗"])
def test_a_version_the_table_lacks_is_never_a_later_one(advisor, text):
    q = advisor.ask(text)
    assert q.read_as is None or q.read_as.model is None or not q.read_as.model.name.startswith("Qwen2.5")


# 6. "single or multiple" asks how many: no count assumed
@pytest.mark.parametrize("text", [
    "What hardware do I need to serve ZipVoice to 200-300 parallel users with low latency: a single GPU or multiple "
    "A100/H100?",
    "should I use one or several 4090s for training?",
    "单卡还是多张4090训练更好？",
])
def test_single_or_multiple_is_no_count(advisor, text):
    r = reader.read(advisor, text)
    assert r.gpus is None and not any(n.key == "ask.count-assumed" for n in r.notes)


def test_several_alone_is_still_two_said(advisor):
    r = reader.read(advisor, "I have several 3090s, which model fits?")
    assert r.gpus == 2 and any(n.key == "ask.count-assumed" for n in r.notes)


# 5. a card used (rented, slow) is the asker's: never a buy verdict
@pytest.mark.parametrize("text, lang", [
    ("Training YOLOv10 on Colab A100-40GB with batch 32 uses lots of memory. Does it make sense to train with batch "
     "32?", "en"),
    ("The LoSA sparse model runs slower than the dense model on an NVIDIA A40 with nm-vllm. Why no speedup?", "en"),
    ("I get no speedup on an A40 with the sparse kernels, why?", "en"),
    ("在Colab的T4上微调whisper很慢，batch该设多少？", "zh_Hans"),
])
def test_a_card_used_is_answered_as_its_owner_s(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    assert q.read_as.own
    for verdict in ("SITUATIONAL", "NOT RECOMMENDED", "poor value", "视情况", "不推荐"):
        assert verdict not in console.split("\n\n")[1] and verdict not in bot


# 5. "is this normal?" of the card that should be faster: no, the setup
@pytest.mark.parametrize("text, lang, said", [
    ("Training tracking with mjlab on an A100 is extremely slow: 20 s per iteration vs 4 s on a 4070 Ti. Is this "
     "normal?", "en", "No — A100 PCIe 80 GB is expected"),
    ("My A100 is slower than my 4070 Ti at training, is that normal?", "en", "No — A100 PCIe 80 GB is expected"),
    ("在A100上训练比我的4070 Ti慢5倍，正常吗？", "zh_Hans", "不正常——A100 PCIe 80 GB 应比 GeForce RTX 4070 Ti 快约"),
])
def test_a_faster_card_seen_slower_is_not_normal(advisor, text, lang, said):
    q, console, bot = question_faces(advisor, text, lang)
    assert find_message(q.answer.shape.headline, "ask.slow-not-normal") is not None
    assert said in " ".join(console.split()) and said.split()[0] in bot


def test_a_slower_card_seen_slower_is_left_to_the_comparison(advisor):
    q = advisor.ask("My 3060 is slower than the 4090 I rented, is that normal?")
    assert find_message(q.answer.shape.headline, "ask.slow-not-normal") is None


# 5. whether a tool the catalogue does not know supports a card: each card's architecture and compute capability,
# no buy verdict and no card that "beats both"
@pytest.mark.parametrize("text, lang, said", [
    ("does onediff support the T4 or the L4?", "en", "Turing, compute capability 7.5"),
    ("Does TensorRT-LLM support the T4?", "en", "Turing, compute capability 7.5"),
    ("Is the A40 supported by lmdeploy?", "en", "Ampere, compute capability 8.6"),
    ("onediff 是否支持 Nvidia T4 或者 L4 GPU？", "zh_Hans", "Turing，计算能力 7.5"),
    ("stable-fast能不能支持3090和2080ti？", "zh_Hans", "计算能力 7.5"),
])
def test_a_tool_s_support_is_answered_by_the_card_s_architecture(advisor, text, lang, said):
    q, console, bot = question_faces(advisor, text, lang)
    head = q.answer.shape.headline  # TensorRT-LLM: its own support matrix, yes or no per card (fix80b)
    assert find_message(head, "ask.tool-support") is not None or head.key == "ask.tool-support.trtllm"
    assert said in " ".join(console.split()) and said in bot
    for buy in ("SITUATIONAL", "RECOMMENDED", "beats both", "视情况", "推荐", "胜过这两张"):
        assert buy not in console and buy not in bot


@pytest.mark.parametrize("text", ["does the 5090 support fp4?", "does pytorch support the 5090?",
                                  "will vllm run on a 3060?", "5090支持cuda吗"])
def test_known_tools_and_formats_keep_their_answers(advisor, text):
    q = advisor.ask(text)
    assert q.answer is None or getattr(q.answer, "shape", None) is None or find_message(
        q.answer.shape.headline, "ask.tool-support") is None
