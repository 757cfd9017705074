"""Issue 27 (reader47): the kinds the blind batch E954–E968, Z686–Z700 misread, each fixed as a kind and tested on
other wordings than the rows', in English and Chinese.

- A dotted release after a word of time ("worked until 0.12 or so", "直到0.9左右") and a small range of a speed
  ("tokens are around 8-16"): no money.
- A tag glued by a hyphen to a model's name ("…-reasoning-2512"): no budget.
- An environment's list with an underscore or a card's series ("GPU_0: RX 9060 XT, GPU_1: RX 6700 XT"): one machine
  of the asker's, never two cards weighed.
- A RAM kit said by its speed and CAS latency ("32GB 6000CL40"): the system RAM.
- The engine's own words in an error ("llama runner process has terminated"): no Llama model.
- Which quantization or how much context fits: a fit.
- A card's number before "context" ("the dual 3090 context") is no context; a card "as a reference" is aside.
- AMD's Strix Halo chip by its number ("ai max 390", "the 390 variant", "390版本"): that chip (unknown when the
  catalogue lacks it), never a Radeon R9 390, a budget of 390 or the family's default machine.
- A class of Macs in the plural ("on 16GB Macs"): no Mac.
- The memory said with a word of smallness ("显存比较小，只有32G").
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(
    "text",
    [
        "ollama worked until 0.12 or so on my 4090, now it is slow",
        "it broke since 0.11.4 or so on my 3090",
        "the tokens are around 8-16 on my 7900 xtx, i used to get 45",
        "ollama 直到 0.12.3 左右都正常，我的显卡是 9070 xt",
    ],
)
def test_releases_and_small_ranges_are_no_money(advisor, text):
    r = _read(advisor, text)
    assert r.budget is None, r.budget
    assert r.cards


def test_a_budget_with_or_so_is_still_read(advisor):
    assert _read(advisor, "I can spend 800 or so on a gpu for llms").budget.amount == 800


@pytest.mark.parametrize(
    "text",
    [
        "I use qwen3-4b-thinking-2507 and ministral-3-3b-reasoning-2512, which gpu?",
        "我在用 qwen3-30b-a3b-instruct-2507，想知道跑它需要多大显存",
    ],
)
def test_a_model_tag_is_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("GPU_0: RX 9060 XT 16GB, GPU_1: RX 6700 XT 12GB, ollama only uses the first one",
         {"Radeon RX 9060 XT 16 GB", "Radeon RX 6700 XT"}),
        ("GPU 0: RTX 3090, GPU 1: RTX 3060; the second gpu is never used by vllm",
         {"GeForce RTX 3090", "GeForce RTX 3060 12 GB"}),
        ("GPU_0: RTX 4090，GPU_1: RTX 3090，第二张卡ollama用不上，怎么办",
         {"GeForce RTX 4090", "GeForce RTX 3090"}),
    ],
)
def test_an_environment_list_is_one_machine_of_the_askers(advisor, text, cards):
    r = _read(advisor, text)
    assert set(r.cards) == cards
    assert r.own is True
    assert r.command != "compare"


@pytest.mark.parametrize(
    ("text", "ram"),
    [
        ("7600x, 32GB 6000CL40, B650M, rx 9060 xt: ollama is slow", 32),
        ("my rig: 64gb 6400 cl32 and a 4090, qwen 32b is slow", 64),
        ("配置：7800X3D，96GB 6000CL30，4090，跑qwen3 32b很慢", 96),
    ],
)
def test_ram_said_by_its_speed_and_latency(advisor, text, ram):
    assert _read(advisor, text).ram_gb == ram


@pytest.mark.parametrize(
    "text",
    [
        "Error 500: llama runner process has terminated: CUDA error on my 3060 ti",
        "报错 llama runner process has terminated，显卡是3060 ti，怎么办",
    ],
)
def test_the_engines_words_are_no_model(advisor, text):
    r = _read(advisor, text)
    assert r.model is None, r.model
    assert r.command == "why"


@pytest.mark.parametrize(
    "text",
    [
        "I have two RTX 3080 20GB cards, which quantization level would fit?",
        "with my 3090, how much context would fit for qwen 32b?",
        "我的4090跑qwen3 32b选哪个量化",
    ],
)
def test_which_quant_or_context_fits_is_a_fit(advisor, text):
    assert _read(advisor, text).command == "fits"


def test_a_card_before_context_is_no_context_and_a_reference_is_aside(advisor):
    r = _read(advisor, "I have two RTX 3080 20GB cards; I use the dual 3090 context as a reference. which quant "
                       "would fit in 40GB?")
    assert r.context_tokens is None
    assert r.cards == ["GeForce RTX 3080 20 GB (modified)"] and r.gpus == 2
    assert _read(advisor, "8192 context on my 3090 is slow").context_tokens == 8192


@pytest.mark.parametrize(
    "text",
    [
        "ai max 390 with 32gb for llms?",
        "Strix halo is good at small MoE models; I am running the 390 variant with 32 GB, can it run gpt-oss-20b?",
        "我的strix halo是390版本，32G内存，能跑gpt-oss-20b吗",
    ],
)
def test_a_strix_halo_chip_by_its_number(advisor, text):
    r = _read(advisor, text)
    assert r.budget is None
    assert not r.cards, r.cards  # never the Radeon R9 390 nor the 395's 128 GB default
    assert any("ryzen ai max 390" in u for u in r.unknown), r.unknown


def test_a_strix_halo_chip_the_catalogue_holds(advisor):
    r = _read(advisor, "my strix halo is the 385 version with 32gb, can it run qwen3 30b")
    assert r.cards == ["Framework Desktop (Ryzen AI Max 385, 32 GB)"]


def test_a_version_of_something_else_is_left_alone(advisor):
    assert "ryzen" not in " ".join(_read(advisor, "the 390 version of the driver fails on my 3090").unknown)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("GGUF support for 16GB Macs please - what about a mac mini m4 pro 24gb? can it run it?",
         "Apple Mac mini (M4 Pro, 24 GB)"),
        ("适配一下16GB Macs吧，我的mac mini m4 pro 24g能跑吗", "Apple Mac mini (M4 Pro, 24 GB)"),
    ],
)
def test_a_class_of_macs_is_no_mac(advisor, text, card):
    assert _read(advisor, text).cards == [card]


def test_a_bare_mac_with_memory_is_still_read(advisor):
    assert _read(advisor, "can a 16gb mac run qwen 14b").cards


def test_memory_said_with_a_word_of_smallness(advisor):
    assert _read(advisor, "显存比较小，只有32G，怎么跑这个视频模型？").memory_gb == [32.0]
    assert _read(advisor, "my vram is small, only 12gb, can it run flux?").memory_gb == [12.0]
