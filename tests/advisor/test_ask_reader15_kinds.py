"""Kinds of reading fixed in round 7 of issue 27 (reader15): each kind with English and Chinese
questions, none of them a corpus row."""

import pytest


@pytest.mark.parametrize("text", ["what can I get for 800 try", "800 try, which gpu for llms?"])
def test_a_currency_code_that_is_a_word_is_no_currency_without_a_money_cue(advisor, text):
    # "500 try" was read silently as 500 Turkish lira
    budget = advisor.ask(text).read_as.budget
    assert budget is not None and budget.currency == "USD" and budget.amount == 800


@pytest.mark.parametrize("text", ["best gpu for 800 TRY", "best gpu for 800 try lira please"])
def test_the_code_in_capitals_or_with_its_word_is_the_currency(advisor, text):
    budget = advisor.ask(text).read_as.budget
    assert budget is None or budget.currency == "TRY"  # the lira's word may leave the amount to the budget reader
    if "TRY" in text:
        assert budget is not None and budget.amount == 800


@pytest.mark.parametrize("text", [
    "用4090生成一个 480*832的视频，显存不够",
    "rendering at 2048x1080 on my 4090 takes two minutes",
    "4090 跑 1280×720 的视频要多久",
])
def test_a_picture_size_is_no_card_and_no_count(advisor, text):
    # "480*832" read the Radeon RX 480 beside the 4090
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 4090"]
    assert not q.read_as.gpus or q.read_as.gpus == 1


@pytest.mark.parametrize("text", ["bge-m3 on a 3060, how much vram?", "用bge-m3做向量，3060够吗"])
def test_a_name_led_by_a_word_of_no_card_is_no_card(advisor, text):
    # "bge-m3" was the 128 GB M3 Max MacBook Pro
    assert advisor.ask(text).read_as.cards == ["GeForce RTX 3060 12 GB"]


def test_a_bare_apple_chip_is_never_a_bigger_chips_mac(advisor):
    res = advisor.resolve("m3")
    assert res.match is None  # Apple silicon, no card (never the M3 Max MacBook Pro)


@pytest.mark.parametrize("text", ["Is it possible to train with intel arc 770 GPU?", "arc 770 gpu 能跑sd吗"])
def test_a_product_lines_number_is_no_count(advisor, text):
    # "arc 770 GPU" was 770 GPUs
    q = advisor.ask(text)
    assert q.read_as.cards == ["Arc A770"]
    assert not q.read_as.gpus or q.read_as.gpus == 1


def test_seconds_are_no_budget(advisor):
    q = advisor.ask("T4上语音合成，大概1s的语音推理需要1s，正常吗")
    assert q.read_as.budget is None


@pytest.mark.parametrize(("text", "card", "memory"), [
    ("can it be run on ubuntu with nvidia 3060 GPU 8 GB", "GeForce RTX 3060 8 GB", 8),
    ("Would a 4090 be sufficient (24 GB)?", "GeForce RTX 4090", 24),
    ("is it possible to run it on an ARC A770 16gb?", "Arc A770", 16),
    ("a laptop with RTX 3060 with 6gbVRAM crashes", "GeForce RTX 3060 Mobile", 6),
    ("my card is a 4060ti, can 16G run this project?", "GeForce RTX 4060 Ti 16 GB", 16),
])
def test_the_memory_said_apart_from_the_card_is_stated(advisor, text, card, memory):
    q = advisor.ask(text)
    assert q.read_as.cards == [card]
    assert q.read_as.memory_gb and q.read_as.memory_gb[0] == memory


@pytest.mark.parametrize(("text", "memory"), [
    ("if I got only 8GB, can I run SDXL?", 8),
    ("只需要TTS功能的话，16G可以吗", 16),
])
def test_the_memory_asked_about_without_a_card_is_stated(advisor, text, memory):
    assert advisor.ask(text).read_as.memory_gb == [memory]


@pytest.mark.parametrize(("text", "card"), [
    ("I have an RTX 7900 XT graphics card, 30B models fail to load", "Radeon RX 7900 XT"),
    ("rx 3090 or 4090 for training?", "GeForce RTX 3090"),
])
def test_the_other_vendors_line_word_is_read_and_said(advisor, text, card):
    q = advisor.ask(text)
    assert card in q.read_as.cards
    notes = q.model_dump(mode="json")["read_as"].get("notes_messages") or []
    assert any(n["key"] == "names.read-as" for n in notes)


@pytest.mark.parametrize("text", [
    "I do have a 3090, which whisper model should I use?",
    "为什么从2060换成了3090速度没有提升",
    "12G显存试了长句子都跑不了",
])
def test_had_switched_to_or_tried_says_the_owner(advisor, text):
    assert advisor.ask(text).read_as.own is True


def test_an_old_card_called_new_prices_in_its_era(advisor):
    q = advisor.ask("anyone tried the new GTX 1080 Ti? faster than the TITAN X Pascal but cheaper")
    assert q.read_as.market == "2017-us"
    assert advisor.ask("the new 5090 or a 4090 for llms?").read_as.market is None
    assert advisor.ask("is a brand new 1080 ti worth it?").read_as.market is None


def test_a_generic_gpu_that_is_the_card_named_is_no_comparison(advisor):
    # "CPU (Arm) or GPU (Nvidia RTX 4000)?" compared the RTX 4000 with a generic GPU
    assert advisor.ask("should I go for CPU (Arm) or GPU (Nvidia RTX 4000)?").read_as.command == "why"


def test_a_power_supply_asked_about_is_no_memory_question(advisor):
    q = advisor.ask("for my dual 3090s, would a 1200W PSU give enough headroom?")
    assert q.read_as.command == "why"


@pytest.mark.parametrize(("text", "card"), [
    ("my laptop with an external RTX 3060 12G is slow on SDXL", "GeForce RTX 3060 12 GB"),
    ("笔记本外接显卡3090跑sd很慢", "GeForce RTX 3090"),
])
def test_an_external_card_beside_a_laptop_is_the_desktop_card(advisor, text, card):
    assert advisor.ask(text).read_as.cards == [card]


def test_a_laptops_integrated_graphics_are_said_unknown(advisor):
    q = advisor.ask("can TTS run on my Win11 i7 laptop with Intel Iris Xe graphics?")
    assert not q.read_as.cards and q.read_as.unknown


def test_the_memory_right_after_a_cpu_in_a_spec_list_is_ram(advisor):
    q = advisor.ask("我的配置：win10 i7 13700KF 64G nvidia QUADRO P4000，知识库很卡")
    assert q.read_as.ram_gb == 64 and q.read_as.cards == ["Quadro P4000"]


def test_a_memory_typo_is_read(advisor):
    assert advisor.ask("is it possible to run it on an ARC A770 16BG?").read_as.memory_gb == [16]


@pytest.mark.parametrize("text", ["win10 with a Quadro P4000, is it used?", "ubuntu 22.04 and a quadro p4000, slow"])
def test_an_operating_system_is_no_card(advisor, text):
    # "win10" was the ASUS Ascent GX10
    assert advisor.ask(text).read_as.cards == ["Quadro P4000"]


@pytest.mark.parametrize(("text", "card"), [("3o90 or 4080 super for stable diffusion?", "GeForce RTX 3090"),
                                            ("4o90 跑 70b 够吗", "GeForce RTX 4090")])
def test_a_letter_o_for_a_zero_in_a_cards_number_is_read(advisor, text, card):
    assert card in advisor.ask(text).read_as.cards


@pytest.mark.parametrize("text", ["my rig: 5800x3d, 32gb ddr4, 3070 8gb - can it run flux?", "13900k + 3070, 7b q4?"])
def test_a_cpu_by_its_number_alone_is_no_card_or_count(advisor, text):
    # "5800x3d" was three GPUs ("x3")
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 3070"]
    assert q.read_as.gpus in (None, 1)


def test_what_can_my_card_run_asks_which_model(advisor):
    assert advisor.ask("what can my 1660 super run? 6gb vram, 16gb ram").read_as.command == "fits"


@pytest.mark.parametrize(("text", "card"), [("can it run on a jetson orin nano 8gb?", "Jetson Orin Nano 8 GB"),
                                            ("jetson agx orin 64gb 能跑 llama 8b 吗", "Jetson AGX Orin 64 GB")])
def test_a_jetson_board_named_by_words_is_read(advisor, text, card):
    # "jetson orin nano" was no device at all (no number in its name)
    assert advisor.ask(text).read_as.cards == [card]


@pytest.mark.parametrize("text", ["i hav a 3060 12gig, can it do flux lora", "ive got a 3090, what can it run"])
def test_an_owner_typing_fast_is_the_owner(advisor, text):
    assert advisor.ask(text).read_as.own is True


def test_machines_with_so_many_cards_each_count_them_all(advisor):
    # "两台机器各4张4090" was four cards, not two machines of four
    assert advisor.ask("想用两台机器各4张4090做分布式训练可以吗").read_as.gpus == 8


def test_a_card_currently_run_is_the_askers(advisor):
    assert advisor.ask("Currently running a 2070 super (8gb), which models can it run?").read_as.own is True


@pytest.mark.parametrize("text", ["zotac-4090 or msi-4090?", "asus-rog-strix-4090 worth it", "dual-3090 for 70b?"])
def test_a_board_makers_or_a_counts_word_joined_to_a_cards_number_stays_a_card(advisor, text):
    assert advisor.ask(text).read_as.cards == ["GeForce RTX 4090"] or "3090" in text
    assert advisor.ask(text).read_as.cards
