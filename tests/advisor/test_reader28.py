"""Kinds of reading fixed after reader28's blind batch (E567–E606, issue 27): each kind on wordings that are not the
corpus rows, English and Chinese where the kind has both."""

from __future__ import annotations

import pytest

from advisor import i18n


def _read(advisor, text):
    return advisor.ask(text).read_as


@pytest.mark.parametrize("text", [
    "the A770 has about 3 times less bandwidth than the RTX 4090, so it will be slower, right?",
    "is the 4090 around 2 times faster than the 3090 for training?",
    "4090比3090大约快2倍吗？",
])
def test_a_ratio_said_with_times_is_no_money(advisor, text):
    # "about 2.5 times lower than in RTX 3090" read a budget of 2.5 dollars
    q = _read(advisor, text)
    assert q.budget is None and len(q.cards) == 2, (q.budget, q.cards)


def test_or_something_after_a_card_is_no_approximate_amount(advisor):
    # "do I need a 5090 or something?" read "5090 or so" as a budget of 5,090 dollars, and lost the card
    q = _read(advisor, "will it run on a weaker card or do I need a 4090 or something? I have a 2060")
    assert q.budget is None and "GeForce RTX 4090" in q.cards and "GeForce RTX 2060" in q.cards
    assert q.own is True


def test_an_amount_or_so_is_still_a_budget(advisor):
    q = _read(advisor, "best gpu for llms, budget 1500 or so")
    assert q.budget is not None and q.budget.amount == 1500.0


@pytest.mark.parametrize(("text", "card"), [
    ("We have a Mac Studio M3 Ultra 256GB at the office. What is the best model for this machine?",
     "Apple Mac Studio (M3 Ultra 28C CPU / 60C GPU, 256 GB)"),
    ("I've got an RTX 5090, what are the best models for my card?", "GeForce RTX 5090"),
])
def test_the_best_model_for_the_hardware_named_is_what_it_holds(advisor, text, card):
    # "I have a DGX Spark … what is the best model for this kind of hardware?" was a verdict on the machine
    q = _read(advisor, text)
    assert q.command == "fits" and q.cards == [card]


def test_the_best_model_for_a_job_with_no_device_is_still_a_recommendation(advisor):
    assert _read(advisor, "what's the best model for coding?").command != "fits"


def test_i_now_have_is_an_owner_even_with_a_second_card_planned(advisor):
    # "I now have a 4090 … and plan to purchase another one": the owner was lost
    q = _read(advisor, "I now have a 3090 and I'm going to buy a second one from another vendor. "
                       "Will llama.cpp split across both?")
    assert q.own is True and q.cards == ["GeForce RTX 3090"]


@pytest.mark.parametrize("text", [
    "Please add Gemma 3 support on sm_89. Using 2x 4060 Ti 16GB: python serve.py --model gemma-3-12b --tp 2",
    "Using one RTX A6000. Is FP8 supported for Llama 3 70B?",
])
def test_a_clause_starting_with_using_a_card_is_the_askers_setup(advisor, text):
    # "Using 2x 5060 TI 16GB: python3 -m sglang…": the "I'm" left out of a bug report
    assert _read(advisor, text).own is True


@pytest.mark.parametrize("text", [
    "using a 3090, could I run llama 70b?",
    "Using a 4090 or two 3090s, which is faster?",
])
def test_using_a_card_in_a_question_or_a_choice_is_no_setup(advisor, text):
    assert _read(advisor, text).own is False


@pytest.mark.parametrize(("text", "ram"), [
    ("Qwen3 235B with one 4090 and 192GB DRAM, how fast?", 192.0),
    ("my server: 2x A6000, DRAM 512GB, can it host DeepSeek V3 q4?", 512.0),
])
def test_dram_is_system_ram(advisor, text, ram):
    # "96G VRAM but only 256GB DRAM" lost the system RAM
    assert _read(advisor, text).ram_gb == ram


def test_a_laptop_card_said_twice_is_one_laptop_card(advisor):
    # "RTX 4060 8GB (Laptop)? … the RTX 4060 8GB on the laptop" read the laptop card and the desktop one, compared
    q = _read(advisor, "Settings for RTX 3070 8GB (laptop)? What should I set for the RTX 3070 8GB in my laptop "
                       "to run SDXL?")
    assert q.cards == ["GeForce RTX 3070 Mobile"] and q.command != "compare"


@pytest.mark.parametrize("text", [
    "4090 vs 4090 laptop for stable diffusion?",
    "is the 4060 laptop much slower than the desktop 4060?",
])
def test_a_laptop_card_weighed_against_the_desktop_one_keeps_both(advisor, text):
    assert len(_read(advisor, text).cards) == 2


def test_a_laptop_card_with_the_memory_only_its_refresh_has_is_that_laptop_part(advisor):
    # "rtx 3050 6 gb laptop" read the desktop RTX 3050 6 GB
    q = _read(advisor, "will comfyui work on an rtx 3050 6gb laptop?")
    assert q.cards == ["GeForce RTX 3050 Mobile Refresh 6 GB"]


def test_a_laptop_said_with_a_memory_no_laptop_part_has_keeps_the_desktop_card(advisor):
    assert _read(advisor, "a laptop with rtx 3060 12gb for llm?").cards == ["GeForce RTX 3060 12 GB"]


@pytest.mark.parametrize("text", [
    "ChatRTX won't install on my laptop, it can't install the mistral model on rtx 4050",
    "comfyui doesn't install in rtx 2060 6gb, any idea?",
])
def test_a_failed_install_on_a_card_is_the_owners(advisor, text):
    assert _read(advisor, text).own is True


def test_a_mac_named_by_chip_and_said_again_bare_is_no_mac_mini(advisor):
    # "a m5 (16g) device … my mac with 16g ram" added a Mac mini (M4, 16 GB) beside the unknown M5
    q = _read(advisor, "qwen3 14b won't load on my m5 with 24g, my mac with 24g ram should hold it")
    assert q.cards == [] and q.unknown == ["m5 24gb"]


def test_a_bare_mac_with_another_memory_is_still_read(advisor):
    q = _read(advisor, "my M1 Max 64GB mac, and a mac with 128gb: which runs 70b?")
    assert len(q.cards) == 2 and any("128 GB" in c for c in q.cards)


@pytest.mark.parametrize(("text", "typed"), [
    ("can a Jetson AGX Thor 128GB run llama 3 70b?", "jetson agx thor 128gb"),
    ("does it work on jetson thor?", "jetson thor"),
])
def test_a_jetson_board_the_catalogue_lacks_is_unknown_whole(advisor, text, typed):
    # "Jetson AGX Thor" was the unknown "jetson agx", its name cut short
    q = _read(advisor, text)
    assert q.cards == [] and q.unknown == [typed]


def test_jetson_orin_alone_is_the_agx_orin_said_as_assumed(advisor):
    q = advisor.ask("can I deploy a 3b VLM on a Jetson Orin for my robot?")
    assert q.read_as.cards == ["Jetson AGX Orin 32 GB"]
    res = advisor.resolve("jetson orin")
    assert res.match == "Jetson AGX Orin 32 GB" and res.note is not None
    for language in ("en", "zh_Hans", "zh_Hant"):
        text = i18n.render(res.note.key, res.note.params, language)
        assert "Jetson AGX Orin 32 GB" in text and "Orin Nano" in text, (language, text)
    assert "按" in i18n.render(res.note.key, res.note.params, "zh_Hans")


def test_jetson_orin_nano_is_still_the_nano(advisor):
    assert _read(advisor, "jetson orin nano 8gb for llama 3b?").cards == ["Jetson Orin Nano 8 GB"]


@pytest.mark.parametrize("text", [
    "Error: qwen3 32b q4 exceeds available VRAM. RTX 4070 12GB, Windows 11",
    "llama 70b exceeded GPU memory on the A6000 after loading",
])
def test_a_load_refused_with_its_error_pasted_is_on_the_askers_card(advisor, text):
    assert _read(advisor, text).own is True


def test_a_load_supposed_to_exceed_is_no_owners_card(advisor):
    assert _read(advisor, "will qwen3 32b exceed the memory of a 4070?").own is False
