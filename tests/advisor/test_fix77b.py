"""fix77b (issue 27): a problem reported on the owner's cards (an error with no model named, a crash, a machine
going off, a slowness, a card left idle, an install failing) and a tool's support of the asker's devices asked are
the device's verdict (``why``), never a model's fit sized again; an error beside a model, a memory fit asked, a model
on several cards stay the fit. English and Chinese, console and core."""

from __future__ import annotations

import re

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    text = render_question(q, View(language=q.language))
    return re.sub(r"\s+", "", text) if q.language != "en" else re.sub(r"\s+", " ", text)


# A. a problem on the owner's cards: the verdict

@pytest.mark.parametrize(("text", "card", "gpus"), [
    ("I have two RTX 3090s and training keeps crashing with a traceback after a few minutes, what is wrong?",
     "GeForce RTX 3090", 2),
    ("我的服务器装了两张A100，运行训练脚本报错 RuntimeError: NCCL error", "A100 PCIe 80 GB", 2),
    ("ComfyUI can't install on my RTX 3060, what should I do?", "GeForce RTX 3060 12 GB", None),
    ("我的3090跑qwen2.5 14b太慢了", "GeForce RTX 3090", None),
    ("My PC with 2x RTX 4080 shuts down as soon as both GPUs start training, I have a 850W PSU, is that enough?",
     "GeForce RTX 4080", 2),
])
def test_a_problem_on_the_owners_cards_is_their_verdict(advisor, text, card, gpus):
    q = advisor.ask(text)
    assert q.read_as.command == "why"
    assert q.read_as.cards == [card] and q.read_as.own
    assert q.read_as.gpus == gpus


def test_the_power_problem_is_answered_on_both_cards_in_both_languages(advisor):
    en = _console(advisor.ask("My PC with 2x RTX 4080 shuts down as soon as both GPUs start training, "
                              "I have a 850W PSU, is that enough?"))
    assert "2 x GeForce RTX 4080" in en and "850 W" in en
    zh = _console(advisor.ask("我有两张4090，一训练电脑就自动关机，电源是1000W"))
    assert "2xGeForceRTX4090（每张450W）" in zh and "1,000W的电源" in zh


@pytest.mark.parametrize("text", [
    "I have 2 RTX 3090s, loading llama 3 70b gives an error, is 48GB enough?",  # a memory fit asked
    "my 4090 throws an error loading qwen3 32b in fp16",  # an error beside a model: its memory the likely cause
    "I have 4 RTX 3090 and ollama only uses one GPU for llama 3 70b",  # a model on several cards: all counted
    "我有4张4090，用vllm跑qwen3 32b很慢，其中两张卡使用率很低",
    "can my 3090 run llama 3 70b?",
])
def test_a_model_fit_stays_the_fit(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits"
    assert q.read_as.model is not None


def test_several_cards_with_a_model_are_counted_in_the_fit(advisor):
    q = advisor.ask("I have 4 RTX 3090 and ollama only uses one GPU for llama 3 70b")
    assert q.read_as.gpus == 4
    assert "4 × GeForce RTX 3090" in _console(q)


# B. a tool's support of the asker's devices

@pytest.mark.parametrize(("text", "card"), [
    ("Does vLLM support deployment on the Tesla P40?", "Tesla P40"),
    ("Is the MI50 supported by this project?", "Radeon Instinct MI50 32 GB"),
])
def test_a_tools_support_of_a_card_is_its_verdict(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == [card]


def test_the_support_verdict_says_what_runs_on_the_card(advisor):
    console = _console(advisor.ask("Does vLLM support deployment on the Tesla P40?"))
    assert "compute capability" in console and "llama.cpp" in console


@pytest.mark.parametrize("text", ["请问这个项目支持昇腾910B部署吗？", "能否使用寒武纪MLU370部署大模型吗？",
                                  "does xinference support deployment on Kunlun accelerators?"])
def test_accelerators_the_catalogue_lacks_asked_for_support_are_their_verdict(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why"
    assert not q.read_as.cards and q.read_as.unknown


def test_the_accelerators_support_is_said_in_chinese(advisor):
    console = _console(advisor.ask("能否使用寒武纪MLU370部署大模型吗？"))
    assert "不跑CUDA" in console and "torch_mlu" in console


def test_a_model_with_the_accelerators_memory_stays_its_fit(advisor):
    q = advisor.ask("does this project support deployment on Ascend 910B? each card has 64GB, we want qwen3 235b")
    assert q.read_as.command == "fits" and q.read_as.model is not None


# C. a run seen on the one card asked of: the asker's card

@pytest.mark.parametrize("text", [
    "Is the Radeon RX 7900 XTX supported? LM Studio loads Mistral 7B on it but the log says no GPU",
    "A100 上无法使用 flash attention，怎么办？",
    "3090 24G 显存，跑一个图片生成就爆显存了，为什么",
])
def test_a_run_seen_on_the_card_makes_it_the_askers(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and len(q.read_as.cards) == 1
    assert q.read_as.own


def test_a_card_asked_about_with_no_run_stays_unowned(advisor):
    q = advisor.ask("is the A100 supported by vLLM?")
    assert q.read_as.command == "why" and not q.read_as.own
