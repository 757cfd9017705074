"""mend46b (issue 28; break42 on int46): small models in full precision, fine-tuning comparisons, 基础模型, CPU servers.

- A small model whose 16-bit weights outgrow one small owned card: the memory one card needs, never "3 cards of 4 GB".
- "Full precision" for an LLM is its released precision (BF16; FP8 for DeepSeek V3/R1), never FP32; Q8_0 is said to be
  practically lossless when it is the way the model fits.
"""

from __future__ import annotations

import re

import pytest

from tests.asked import question_faces


def flat(face: str, language: str = "en") -> str:
    """A face with its wrapped lines joined (a space in English, nothing in Chinese)."""
    return re.sub(r"\s*\n\s*", "" if language.startswith("zh") else " ", face)


@pytest.mark.parametrize(("text", "language"), [
    ("can my GTX 1650 4GB run phi-4-mini?", "en"),
    ("my laptop has a 4GB RTX 3050, what about gemma 3 4b?", "en"),
    ("我的GTX 1650 4GB能跑phi-4-mini吗", "zh_Hans"),
    ("笔记本是4G的3050，能跑gemma 3 4b吗", "zh_Hans"),
    ("will qwen3 4b run on my 1050 ti 4gb", "en"),
])
def test_small_model_in_16_bits_names_one_card_never_counts_small_ones(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    said = q.answer.model_dump_json()
    assert '"fits.own.as-released.one-card"' in said, console
    assert '"fits.own.as-released.more"' not in said, console
    for face in (console, bot):
        assert not re.search(r"\d+ cards of|\d+ 张 [\d.]+ GB 的卡", face), face
        assert re.search(r"one card with 1\d GB or more|一张 ?1\d GB 或以上显存的卡", flat(face, language)), face


def test_a_large_model_on_several_cards_still_counts_cards(advisor):
    q, console, _ = question_faces(advisor, "I have 2x 4090, can they run a 40b model?")
    assert '"fits.own.as-released.one-card"' not in q.answer.model_dump_json(), console


@pytest.mark.parametrize(("text", "language", "precision"), [
    ("can my RTX 4060 8GB run qwen3 4b at full precision?", "en", "bf16"),
    ("我的4060 8GB能全精度跑qwen3 4b吗", "zh_Hans", "bf16"),
    ("run llama 3.1 8b in full precision on a 3090?", "en", "bf16"),
    ("deepseek v3 at full precision, how many h100s?", "en", "fp8"),
    ("qwen3 8b 原始精度 需要多少显存", "zh_Hans", "bf16"),
])
def test_full_precision_is_the_released_precision(advisor, text, language, precision):
    q, console, _ = question_faces(advisor, text, language)
    assert q.read_as.precision == precision, console
    assert "F32" not in console and "17.2 GB" not in console, console


@pytest.mark.parametrize(("text", "language"), [
    ("can my RTX 4060 8GB run qwen3 4b at full precision?", "en"),
    ("我的4060 8GB能全精度跑qwen3 4b吗", "zh_Hans"),
])
def test_q8_said_practically_lossless_when_it_is_the_way(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    assert '"levers.change.lossless"' in q.answer.model_dump_json(), console
    for face in (console, bot):
        assert re.search(r"practically lossless|几乎无损", flat(face, language)), face


def test_full_precision_without_a_model_trains_in_fp32(advisor):
    q, console, _ = question_faces(advisor, "best gpu for training resnet in full precision under $1000")
    assert q.read_as.precision in (None, "fp32"), console


@pytest.mark.parametrize(("text", "language"), [
    ("从头训练基础模型,预算5000美元", "zh_Hans"),
    ("想从头训练一个基础模型,预算3万元", "zh_Hans"),
    ("從頭開始訓練一個大模型，預算4000美元", "zh_Hant"),
    ("想从零训练一个大模型，预算4000美元", "zh_Hans"),
    ("train a foundation model from scratch, budget $4500", "en"),
    ("pre-train a language model, budget $3000", "en"),
])
def test_training_from_scratch_is_pretraining_in_every_language(advisor, text, language):
    q, console, _ = question_faces(advisor, text, language)
    assert q.read_as.use_case == "nlp-research" and q.read_as.task != "lora", console
    assert not re.search(r"LoRA|GB10", console), console


def test_from_beginning_to_end_is_no_pretraining(advisor):
    q, console, _ = question_faces(advisor, "预算5000美元，想从头到尾自己部署大模型推理", "zh_Hans")
    assert q.read_as.use_case != "nlp-research", console


@pytest.mark.parametrize(("text", "language"), [
    ("RX 9070 XT vs RTX 5070 Ti for fine-tuning llama 8b", "en"),
    ("4060 ti 16gb vs 4070 super for fine-tuning llama 3.1 8b", "en"),
    ("9070 XT还是5070 Ti，用来微调llama 3.1 8b", "zh_Hans"),
    ("3060 12gb or 4060 ti 16gb for lora on qwen3 8b?", "en"),
])
def test_qlora_leads_when_it_fits_one_card_and_lora_fits_neither(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    shape = q.answer.shape
    assert shape.headline.key == "ask.job.qlora.leads", console
    assert not any(c.message.key in ("ask.job.both", "ask.job.one") for c in shape.decides), console  # said once
    for face in (console, bot):
        first = flat(face, language).split("QLoRA")[0]
        assert "LoRA" not in first and "FSDP" not in first, face


@pytest.mark.parametrize(("text", "language"), [
    ("RX 9070 XT vs RTX 5070 Ti for fine-tuning llama 8b", "en"),
    ("9070 XT还是5070 Ti，用来微调llama 3.1 8b", "zh_Hans"),
])
def test_the_cuda_card_chosen_for_fine_tuning_says_cuda_is_why(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    assert any(c.message.key == "compare.no-cuda.close" for c in q.answer.shape.decides), console
    for face in (console, bot):
        assert re.search(r"for its CUDA|因为它有 CUDA", flat(face, language)), face


@pytest.mark.parametrize(("text", "language", "moe"), [
    ("do I need to buy a GPU at all? I have a server with 512 GB RAM and want to run qwen3 235b", "en", True),
    ("do I need to buy a GPU at all? I have a server with 512 GB RAM and want to run deepseek v3", "en", True),
    ("我有一台512G内存的服务器，跑qwen3 235b还需要买显卡吗", "zh_Hans", True),
])
def test_a_cpu_at_a_usable_speed_needs_no_gpu(advisor, text, language, moe):
    q, console, bot = question_faces(advisor, text, language)
    said = q.answer.model_dump_json()
    assert '"ask.cpu-buy.no"' in said and '"ask.cpu-buy.yes"' not in said, console
    assert ('"ask.cpu-buy.no.moe"' in said) is moe, console
    for face in (console, bot):
        assert "Mac Studio" not in face and re.search(r"No, not to run it|不用，", face), face


def test_a_slow_cpu_still_hears_yes_for_speed(advisor):
    q, console, _ = question_faces(advisor, "I have 128gb ram and a ryzen 9 7950x, should I still buy a GPU for "
                                            "llama 70b?")
    assert '"ask.cpu-buy.yes"' in q.answer.model_dump_json(), console


@pytest.mark.parametrize(("text", "language"), [
    ("I want to fully fine-tune qwen3 8b with unsloth, what gpu?", "en"),
    ("想用unsloth全参微调qwen3 8b，买什么显卡？", "zh_Hans"),
    ("what gpu to full fine-tune llama 3.1 8b?", "en"),
])
def test_a_buyers_full_fine_tune_names_one_card_for_8_bit_adam_and_an_ampere_qlora_fallback(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys and keys[0] == "levers.full.buy", (keys, console)
    card = advisor.card(q.answer.shape.decides[0].message.params["card"].value)
    assert card.memory_gb >= 80 and not card.is_system, console
    fallback = next((c.message for c in q.answer.shape.decides if c.message.key == "shape.fit.cheaper-option"), None)
    if fallback is not None:  # the cards without BF16 are left out: so is the QLoRA fallback's card
        cc = advisor.card(fallback.params["card"].value).compute_capability
        assert cc is None or float(cc) >= 8.0, console
    assert "Tesla T4" not in console and "Tesla T4" not in bot, console
