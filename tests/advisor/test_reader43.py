"""Issue 27 (reader43): the kinds a blind batch aimed at the hold-out's weakest slots (E909–E923, Z641–Z655) was read
wrong in, each fixed as a kind and tested on other wordings than the rows'.

- "used to" (a habit: "my 3090 used to be fast") is no used card's condition.
- Megapixels ("5-6MP", "12 megapixels") are an image's size, never money.
- A better GPU given by its example ("a more powerful GPU like the A100") is a card weighed, never a likeness.
- A bare "mac" before its chips' family ("mac m系列", "mac m-series") is a Mac the catalogue cannot name: unknown.
- The GPU's memory said oddly: "8G RAMs GPU", "L40s 48 VRAM", in a board's product name ("12G OC"); a requirement
  quoted ("readme说要40G显存") is no memory stated.
- Each card's memory said in the cards' order ("显存一个是4g，一个是8g", "分别10G和24G", "… respectively").
- A board's line with its fans ("VENTUS 2X", "WINDFORCE 3X") counts no cards; a RAM stick's count written last
  ("16GB DDR4 3200MHz (x2)") is the RAM's, never the GPUs'.
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize("text", [
    "my 3090 used to be fast in comfyui, now every image takes a minute",
    "the 4070 used to run flux in 30 seconds, now it takes 2 minutes after the update",
    "I used to run llama 3 8b at 40 tok/s on my 4060 ti, now 10",
    "sd 1.5 on my 2080 ti used to work fine, what changed?",
    "我的3090以前很快 used to be fast, now slow with wan2.1",
    "the 7900 xtx used to generate video fast with zluda",
])
def test_used_to_is_no_condition(advisor, text):
    assert _read(advisor, text).condition is None


@pytest.mark.parametrize("text", [
    "I can upscale images up to 5-6MP on my RTX 3090 but it is slow",
    "upscaling 12 MP photos on a 4070: is it enough?",
    "my 3060 handles 8-10 megapixels upscales, would a 4090 help?",
    "can a 4060 ti upscale up to 20mp images with supir?",
    "generating up to 4-6 megapixel images on my 3080, slow",
])
def test_megapixels_are_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


@pytest.mark.parametrize(("text", "card"), [
    ("Will a more powerful GPU like the A100 offer advantages over my RTX 3090 for upscaling?", "A100"),
    ("would a faster card like the 4090 help over my 3060 for sdxl?", "4090"),
    ("is a bigger GPU like the A6000 worth it over my 3090 for training?", "A6000"),
    ("should I rent a better GPU like the H100 instead of my 4090 for lora?", "H100"),
    ("would a stronger gpu like the 5090 beat my 3090 for wan video?", "5090"),
])
def test_a_better_gpu_by_its_example_is_weighed(advisor, text, card):
    read = _read(advisor, text)
    assert any(card in c for c in read.cards), read.cards
    assert len(read.cards) == 2


def test_a_likened_part_is_still_no_card(advisor):
    read = _read(advisor, "is the DGX Spark a Grace Blackwell GPU like the 6000 pro, and can it run llama 70b?")
    assert not any("6000" in c for c in read.cards)


@pytest.mark.parametrize("text", [
    "mac m系列可以用吗？加载模型的时候内存不够了",
    "mac m系列能跑qwen2.5 7b吗",
    "请问mac m芯片可以部署chatglm3吗",
    "does this work on a mac m-series?",
    "can I run llama 8b on a mac with apple silicon?",
])
def test_a_mac_by_its_chip_family_is_unknown(advisor, text):
    read = _read(advisor, text)
    assert read.unknown and any("mac" in u for u in read.unknown), read.unknown
    assert not read.cards


@pytest.mark.parametrize(("text", "gb"), [
    ("I run with 8G RAMs GPU and get CUDA out of memory", 8),
    ("my 12GB RAM GPU can't load the model", 12),
    ("with a 16 gb ram gpu, how big a model fits?", 16),
    ("the 14B model is too large for my NVIDIA L40s 48 VRAM", 48),
    ("my card has 24 VRAM, can it run flux dev?", 24),
    ("MSI RTX 4070 VENTUS 2X 12G OC is my card, can it run sdxl?", 12),
    ("gigabyte rtx 3060 windforce 12g oc: will wan 2.1 1.3b run?", 12),
])
def test_gpu_memory_said_oddly_is_stated(advisor, text, gb):
    read = _read(advisor, text)
    assert read.memory_gb and gb in read.memory_gb, read.memory_gb


@pytest.mark.parametrize(("text", "gb"), [
    ("看到readme说要40G显存左右，24G显存没办法跑了吗", 24),
    ("文档说要48G显存，我只有24G显存能跑吗", 24),
    ("官方写要80G显存，16G显存的卡有办法吗", 16),
    ("论文称需要32G显存，12G显存能不能跑", 12),
    ("readme說要40G顯存，我24G顯存可以嗎", 24),
])
def test_a_quoted_requirement_is_no_memory_stated(advisor, text, gb):
    assert _read(advisor, text).memory_gb == [gb]


@pytest.mark.parametrize(("text", "sizes"), [
    ("我使用3050ti和3060ti都报错，两张卡显存一个是4g，一个是8g", [4, 8]),
    ("两张卡2080ti和3090，显存分别10G和24G，能一起微调吗", [10, 24]),
    ("手上有1080ti和2080ti，显存分别是11g、11g，能跑吗", [11, 11]),
    ("I have a 2080 Ti and a 3090 with 11gb and 24gb of vram respectively, which for lora?", [11, 24]),
    ("3060和4060ti两张卡，显存一个是12G一个是16G，哪个跑sd快", [12, 16]),
])
def test_each_cards_memory_in_order(advisor, text, sizes):
    read = _read(advisor, text)
    assert len(read.cards) == 2, read.cards
    assert read.memory_gb == sizes


@pytest.mark.parametrize("text", [
    "MSI GeForce RTX 3060 VENTUS 2X 12G OC: can it run wan 2.2?",
    "my gigabyte rtx 4070 windforce 3x oc runs flux slowly",
    "asus rtx 3060 ti eagle 2x, is it enough for sdxl?",
    "rtx 4060 ti gaming 2x 16g, will it train a flux lora?",
    "msi rtx 3090 ventus 3x: can it fine-tune llama 8b?",
])
def test_a_boards_fans_are_no_count(advisor, text):
    read = _read(advisor, text)
    assert len(read.cards) == 1 and (read.gpus or 1) == 1, (read.cards, read.gpus)


@pytest.mark.parametrize(("text", "ram"), [
    ("RTX 3060 12G / Netac Shadow 16GB DDR4 3200MHz (x2) / 1TB SSD: will wan 2.1 run?", 32),
    ("build: rtx 4070, corsair 32gb ddr5 6000mhz (x2), ryzen 7600", 64),
    ("4090, 16gb ddr4 x2, i7 12700k — can it run flux?", 32),
    ("3090 with kingston 8gb ddr4 (x4), is ram a bottleneck for llama 70b?", 32),
    ("RX 7900 XTX, 24GB DDR5 (x2), can it run qwen 32b?", 48),
])
def test_ram_sticks_counted_last(advisor, text, ram):
    read = _read(advisor, text)
    assert read.ram_gb == ram
    assert (read.gpus or 1) == 1


@pytest.mark.parametrize(("text", "kept"), [
    ("I can run sd 1.5 on my Ada L40 but flux is too large - my NVIDIA L40s 48 VRAM runs out of memory", "L40S"),
    ("flux runs slowly on my 4070. Any tips? my 4070 super has 12gb", "4070 SUPER"),
    ("my 2080 gets OOM on sdxl training. my msi 2080 super is the 8gb one", "2080 SUPER"),
    ("wan 2.1 on my 4080 takes ages; I'm on my 4080 super with 64gb ram", "4080 SUPER"),
    ("my 7900 can't load llama 70b. my 7900 xt has 20gb", "7900 XT"),
])
def test_one_card_of_mine_named_twice(advisor, text, kept):
    read = _read(advisor, text)
    assert len(read.cards) == 1 and kept in read.cards[0], read.cards


@pytest.mark.parametrize("text", [
    "my 4070 or my 4070 super for flux?",
    "is my 3060 ti faster than my 3060 for sdxl?",
    "I have a 4080 and I have a 4080 super: which for wan?",
    "my 4060 vs my 4060 ti for llama 8b",
    "my 3060 和 my 3060 ti 哪个好",
])
def test_two_near_cards_weighed_stay_two(advisor, text):
    assert len(_read(advisor, text).cards) == 2


@pytest.mark.parametrize("text", [
    "can I run llama 8b on a mac m-series?",
    "mac m系列能跑deepseek r1 14b吗",
    "is a mac with apple silicon ok for sd 1.5?",
    "mac m芯片可以跑qwen 7b吗",
    "would a mac on m-series run whisper?",
])
def test_a_mac_by_its_family_is_said_with_it(advisor, text):
    read = _read(advisor, text)
    assert read.unknown and read.unknown[0].startswith("mac") and len(read.unknown[0]) > 3, read.unknown
