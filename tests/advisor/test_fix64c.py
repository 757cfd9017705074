"""Used data-centre offers weighed, and what decides a card's own questions said first (issue 28 §1–4; fix64c,
newuser26 #8 and smaller).

A used server card offered at a price for LLM inference ("p40 24gb for 150, still viable for llama.cpp?", "mi50 32gb
for 120 bucks, good for llama.cpp?") is weighed as an offer: the verdict on it with its decode speed, its own costs,
the price against the market's; never a budget ranking of cards that cost more, never "the costs below" with none."""

from __future__ import annotations

import pytest
from asked import question_faces


@pytest.mark.parametrize(("text", "card"), [
    ("p40 24gb for 150, still viable for llama.cpp?", "Tesla P40"),
    ("is a p40 for $160 still usable for local llms?", "Tesla P40"),
    ("mi50 32gb for 120 bucks, good for llama.cpp?", "Radeon Instinct MI50 32 GB"),
    ("mi50 32gb for 120, still viable for llama.cpp?", "Radeon Instinct MI50 32 GB"),
])
def test_a_used_server_card_offered_is_weighed_as_an_offer(advisor, text, card):
    q, console, bot = question_faces(advisor, text)
    assert q.read_as.command == "why" and q.read_as.cards == [card] and q.read_as.budget is None
    assert q.read_as.offer is not None
    shape = q.answer.shape
    assert shape.headline.key == "ask.offer.server-card.buy", shape.headline.key
    assert shape.decides[0].message.key.startswith("ask.offer.server-card.costs")  # the costs the headline promises
    assert "tokens/s" in console and "Its costs:" in console, console
    assert "Nothing worth buying" not in console and "no ROCm route" not in console
    assert "tokens/s" in bot and "costs" in bot, bot


def test_a_bare_offer_of_a_server_card_is_weighed_too(advisor):
    q, console, _ = question_faces(advisor, "tesla p40 24gb for 150")
    assert q.read_as.command == "why" and q.read_as.offer is not None and q.read_as.budget is None
    assert q.answer.shape.headline.key == "ask.offer.server-card.buy"
    assert "Its costs:" in console and "Nothing within" not in console


def test_the_p40_costs_name_its_fan_cuda_and_llama_cpp(advisor):
    _, console, _ = question_faces(advisor, "p40 24gb for 150, still viable for llama.cpp?")
    flat = " ".join(console.split())
    assert "no fan of its own" in flat and "CUDA 13 dropped it" in flat and "llama.cpp only" in flat
    assert "below its price here" in flat  # the offer against the market's used price


def test_the_mi50_costs_name_gfx906_and_its_fan(advisor):
    _, console, _ = question_faces(advisor, "mi50 32gb for 120 bucks, good for llama.cpp?")
    flat = " ".join(console.split())
    assert "gfx906" in flat and "Vulkan" in flat and "no fan of its own" in flat


def test_a_dear_server_card_is_said_dear(advisor):
    q, console, _ = question_faces(advisor, "p40 for 400, worth it for llama?")
    assert q.answer.shape.headline.key == "ask.offer.server-card.dear"
    assert "above its price here" in " ".join(console.split())


def test_a_server_card_offer_in_chinese(advisor):
    q, console, bot = question_faces(advisor, "二手p40 24g 1000元 跑llama.cpp值得吗", "zh_Hans")
    assert q.read_as.cards == ["Tesla P40"] and q.read_as.offer is not None
    assert q.answer.shape.headline.key.startswith("ask.offer.server-card.")
    assert "代价" in console and "token/s" in console, console


def test_a_consumer_card_offer_is_left_as_it_was(advisor):
    q = advisor.ask("used 3090 for 700, good for llama.cpp?")
    assert not q.answer.shape.headline.key.startswith("ask.offer.server-card.")


@pytest.mark.parametrize("text", ["my friend sells his 2080 ti 11gb for 200", "is a 2080 ti good for deep learning?",
                                  "thinking of a used titan rtx for training, worth it?"])
def test_a_turing_card_for_training_says_no_bf16_and_no_fa2(advisor, text):
    q, console, _ = question_faces(advisor, text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "rules.precision.no-bf16" in keys, keys
    flat = " ".join(console.split())
    assert "no BF16" in flat and "no FlashAttention-2" in flat, console


def test_an_offer_says_its_price_once(advisor):
    q, console, _ = question_faces(advisor, "my friend sells his 2080 ti 11gb for 200")
    assert "below its price here" in " ".join(console.split())
    assert "Judged at the price you were offered" not in console  # the fact names the price offered already


def test_a_turing_card_for_llama_cpp_keeps_no_bf16_out_of_the_lead(advisor):
    q = advisor.ask("2080 ti 11gb for 200, good for llama.cpp?")
    assert "rules.precision.no-bf16" not in [c.message.key for c in q.answer.shape.decides]


@pytest.mark.parametrize(("text", "language"), [
    ("how many tok/s does a 3090 get on llama 3.1 70b q4", "en"),
    ("what speed does a 4090 get on qwen2.5 72b q4?", "en"),
    ("我的3090跑llama 3.1 70b q4每秒多少token", "zh_Hans")])
def test_a_speed_asked_at_a_level_that_does_not_fit_says_it_in_ram_and_on_two_first(advisor, text, language):
    q, console, _ = question_faces(advisor, text, language)
    flat = "".join(console.split())
    two = "用2张" if language == "zh_Hans" else "On2×"
    ram = "--n-gpu-layers"
    low = "IQ2_XXS，这里" if language == "zh_Hans" else "thelevelthatfits"
    assert ram in flat and two in flat, console
    assert flat.index(ram) < flat.index(two) < flat.index(low)  # the level asked first, the lower level last
    assert "tok/s" in flat[flat.index(two):flat.index(low)]


def test_two_3090s_run_llama_70b_q4_near_the_measured_17_tok_s(advisor):
    _, console, _ = question_faces(advisor, "how many tok/s does a 3090 get on llama 3.1 70b q4")
    flat = " ".join(console.split())
    assert "On 2 × GeForce RTX 3090 (48 GB in all) Q4_K_M fits split by layers: about 17 tok/s" in flat


@pytest.mark.parametrize(("text", "language", "model"), [
    ("best value card for deepseek v3 at home with 256gb ddr5?", "en", "DeepSeek V3"),
    ("best value card for kimi k2 / deepseek v3 at home with 256gb ddr5?", "en", "Kimi K2"),
    ("which gpu for deepseek r1 with my 256gb of ram?", "en", "DeepSeek R1"),
    ("我有256G内存，跑deepseek v3配什么显卡", "zh_Hans", "DeepSeek V3")])
def test_a_card_asked_for_an_moe_with_the_ram_said_names_a_card_and_uses_that_ram(advisor, text, language, model):
    q, console, _ = question_faces(advisor, text, language)
    ra = q.read_as
    assert ra.command == "fits" and ra.model.name == model and ra.ram_gb == 256 and len(ra.cards) == 1, ra
    assert any(n.key == "ask.moe-card-ram" for n in ra.notes)
    assert q.answer.rig.way == "offload"  # the experts in the 256 GB said, the rest on the card
    assert "--n-cpu-moe" in console and "384 GB" not in console, console
    assert ra.cards[0] in console


def test_no_card_asked_keeps_the_cpu_fit(advisor):
    q = advisor.ask("can deepseek v3 run on my cpu with 256gb ddr5?")
    assert not q.read_as.cards and not any(n.key == "ask.moe-card-ram" for n in q.read_as.notes)


def test_a_dense_model_is_left_as_it_was(advisor):
    q = advisor.ask("which gpu for llama 3.1 70b with 128gb of ram?")
    assert not any(n.key == "ask.moe-card-ram" for n in q.read_as.notes)
