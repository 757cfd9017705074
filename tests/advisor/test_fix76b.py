"""fix76b (judge30): words misparsed (a 4K dataset is no budget; "RL-100" is no Velocity 100; an architecture word
after a card), many users at once asked which tool serves them, and support answered for the right layer (AMD's ROCm
libraries, FlashAttention off on cards before Ampere, Arc's missing FP64). English and Chinese, console and core."""

from __future__ import annotations

import re

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import find_message


def _console(q) -> str:
    text = render_question(q, View(language=q.language))
    return re.sub(r"\s+", "", text) if q.language != "en" else re.sub(r"\s+", " ", text)


def _all(q):
    """Every message of the answer or the reply (headline, decides, caveats)."""
    if q.answer is None:
        return [q.reply]
    shape = q.answer.shape
    return [shape.headline, *(c.message for c in shape.decides), *(c.message for c in shape.caveats)]


# A. words misparsed

@pytest.mark.parametrize("text", [
    "YOLOv8 on a 4K dataset: if I buy a 3080 12 GB, how many GPUs and how much RAM?",
    "I game at 4k and want to train yolov8 on a 3080 12 GB, how many GPUs?",
    "4K视频数据集训练YOLOv8，买3080 12G要几张卡？",
])
def test_a_4k_beside_pictures_or_data_is_a_resolution_and_the_detector_is_answered(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.budget is None
    assert q.read_as.command == "why" and q.read_as.job == "detector"
    assert q.read_as.cards == ["GeForce RTX 3080 12 GB"]
    assert find_message(_all(q), "ask.job-count.one") is not None


def test_a_4k_budget_stays_money(advisor):
    q = advisor.ask("budget 4k, best gpu for deep learning?")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 4000


def test_the_ram_asked_of_a_detector_is_said_in_both_languages(advisor):
    en = advisor.ask("YOLOv8 on a 4K dataset: if I buy a 3080 12 GB, how many GPUs and how much RAM?")
    console = _console(en)
    assert "How many: one GeForce RTX 3080 12 GB is enough" in console and "System RAM: at least as much" in console
    zh = advisor.ask("YOLOv8数据集，买3080 12G要几张卡，内存要多少？")
    console = _console(zh)
    assert "一张GeForceRTX308012GB就够" in console and "内存：至少和显卡的12GB一样多" in console


@pytest.mark.parametrize("text", ["RL-100 训练所需要的显卡和RAM要求", "RL-100 training GPU requirements",
                                  "what GPU to train XY-300?"])
def test_a_project_code_with_a_number_is_no_old_card(advisor, text):
    q = advisor.ask(text)
    assert "Velocity 100" not in (q.read_as.cards if q.read_as else [])
    assert "Velocity" not in _console(q)


@pytest.mark.parametrize("text, card", [
    ("flash attention fails on a Quadro P3200 (Pascal, cc 6.1)", "Quadro P3200 Mobile"),
    ("Quadro P4200 Pascal for deep learning", "Quadro P4200 Mobile"),
    ("my Quadro T1000 (Turing) laptop for pytorch", "Quadro T1000 Mobile"),
])
def test_an_architecture_word_after_a_card_is_dropped(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.cards == [card] and not q.read_as.unknown


def test_an_architectures_own_card_keeps_its_word(advisor):
    q = advisor.ask("RTX PRO 6000 Blackwell for llama 70b")
    assert q.read_as.cards == ["RTX PRO 6000 Blackwell"]


# B. serving many users at once

@pytest.mark.parametrize("text", [
    "并发数超过100的，一般用什么部署？ollama/vllm难支持？",
    "how do I serve 200 concurrent users?",
    "we expect a concurrency over 300, which engine should we use?",
])
def test_many_users_at_once_with_no_card_is_a_serving_answer(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "served-one.scale"


def test_the_serving_answer_names_the_tools_and_the_gpus_in_both_languages(advisor):
    zh = _console(advisor.ask("并发数超过100的，一般用什么部署？ollama/vllm难支持？"))
    assert "vLLM或SGLang" in zh and "OLLAMA_NUM_PARALLEL" in zh and "负载均衡" in zh and "预算" not in zh
    en = _console(advisor.ask("how do I serve 200 concurrent users?"))
    assert "For 200 users at once or more" in en and "load balancer" in en


def test_a_few_users_on_one_card_keep_their_answer(advisor):
    q = advisor.ask("单卡是否支持三个用户并发？")
    assert q.reply is not None and q.reply.key == "served-one.yes"


# C. support answered for the right layer

@pytest.mark.parametrize("text, key", [
    ("is the RX 7900 XT supported (AOTriton)?", "rocm-tool.aotriton"),
    ("Does AOTriton support the RX 7900 XTX?", "rocm-tool.aotriton"),
    ("MIOpen on RX 6800, does it work?", "rocm-tool.miopen"),
    ("rocBLAS on a 7900 XTX?", "rocm-tool.rocblas"),
])
def test_a_rocm_library_is_never_called_cuda_only(advisor, text, key):
    q = advisor.ask(text)
    assert find_message(_all(q), key) is not None
    assert "built for CUDA" not in _console(q)


def test_aotriton_says_navi31_in_chinese(advisor):
    q = advisor.ask("RX 7900 XT 支持 AOTriton 吗？")
    console = _console(q)
    assert "AOTriton是AMD自己的ROCm库" in console and "Navi31" in console


@pytest.mark.parametrize("text", [
    "RTX 2060 gets 'FlashAttention requires cc 8.0': can I run it?",
    "flash attention fails on a Quadro P3200 (Pascal, cc 6.1)",
    "flash_attn报错，我的显卡是2080ti",
])
def test_a_flashattention_error_leads_with_turning_it_off(advisor, text):
    q = advisor.ask(text)
    assert find_message(_all(q), "ask.flash.off") is not None
    console = _console(q)
    assert ("tensor cores" not in console or "Turing has tensor cores" in console) and "relies on" not in console


def test_flashattention_off_in_both_languages(advisor):
    en = _console(advisor.ask("RTX 2060 gets 'FlashAttention requires cc 8.0': can I run it?"))
    assert en.startswith("It runs with FlashAttention turned off") and "FlashAttention 1.x runs on Turing" in en
    zh = _console(advisor.ask("flash_attn报错，我的显卡是2080ti"))
    assert zh.startswith("关掉FlashAttention就能跑") and "FlashAttention1.x能在Turing上跑" in zh


def test_a_flashattention_question_without_an_error_is_still_no(advisor):
    q = advisor.ask("does flash attention work on a 2060?")
    assert find_message(_all(q), "ask.flash.no") is not None


@pytest.mark.parametrize("text", ["Arc A380: 'fp64 not supported' error in cross_entropy",
                                  "我的A770训练报错 float64 不支持"])
def test_an_fp64_error_on_arc_leads_with_its_cause(advisor, text):
    q = advisor.ask(text)
    assert find_message(_all(q), "fact.concerns.no-fp64-arc.text") is not None


def test_arc_fp64_in_both_languages(advisor):
    en = _console(advisor.ask("Arc A380: 'fp64 not supported' error in cross_entropy"))
    assert "Arc A380 has no native FP64" in en and "float32" in en
    zh = _console(advisor.ask("Arc A380 训练时报错 fp64 not supported"))
    assert "没有原生FP64" in zh
