"""reader36 (issue 27): the kinds a Chinese blind batch (Z490-Z529) showed, each on wordings in no row.

- an owner from what happened on the device: its utilisation seen, a run's time said of a device, a ratio measured
  between devices, a terminal session pasted (advisor.ask.outcome);
- two devices' runs set against each other are weighed (compare), never one rig's fit (advisor.ask.rig_asked);
- a memory said and asked whether it is usable ("16G显存是否可用"): what it holds (fits), never a budget asked;
- a spec reading in a pasted CPU listing ("L3 缓存： 36608K", "CPU MHz： 999.902"): never money;
- system RAM written as its sticks ("8x 64G DDR4"): the whole;
- a card's memory written "4GB内存的GPU": the card's, not system RAM;
- a card's age judged ("显卡太旧"): no used-market condition;
- a LoRA asked for without quantisation beside a QLoRA told of: LoRA;
- a DCU named by its word with the server maker ("曙光的dcu"): an unknown device.
"""

from __future__ import annotations

import pytest

from advisor.ask.outcome import happened


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize("text", [
    "这张4090在5秒内生成结束，为啥别人更快",
    "3090要20秒才出一张图，正常吗",
    "跑的时候gpu利用率只有30%，是不是哪里不对",
    "a100和v100速度相差3倍，合理吗",
    "root@server:~/work$ nvidia-smi 显示两张卡",
    "显卡占用率达到100%但是很慢",
])
def test_what_happened_on_a_device_is_reported(text):
    assert happened(text.lower())


@pytest.mark.parametrize("text", [
    "4090要多少秒才能出一张图？",
    "利用率能到90%吗",
    "听说a100比v100快3倍，是真的吗",
    "网上说5090比4090快2倍",
])
def test_a_question_or_hearsay_reports_nothing(text):
    assert not happened(text.lower())


@pytest.mark.parametrize("text", [
    "这个模型在我的机器上，3090要25秒，gpu利用率只有40%，怎么提速",
    "A6000 上 rtf 0.4，gpu占用率 35%，是不是没发挥出来",
    "user@box:~/tts$ python infer.py 跑在 4070 ti super 上，每句要8秒",
    "2080ti跑这个比3060慢2倍，是驱动问题吗",
    "RTX 4060 Ti 在10秒内完成推理，正常吗",
])
def test_an_owner_from_what_happened_on_the_cards(advisor, text):
    ra = _read(advisor, text)
    assert ra.cards, text
    assert ra.own is True, text


@pytest.mark.parametrize("text", [
    "5090比4090慢2倍，跑qwen 7b，为什么",
    "跑llama 8b，a100和h100的速度不一样，h100比a100慢",
    "3090跑qwen2.5 7b比4090快？我测的是3090快",
    "my 3090 runs llama 8b faster than my 4090, why",
    "同一个7b模型，L20和4090速度相差5倍",
])
def test_two_devices_set_against_each_other_are_compared(advisor, text):
    assert _read(advisor, text).command == "compare", text


@pytest.mark.parametrize("text,memory", [
    ("请问，8G显存是否可用", 8.0),
    ("12g显存可以吗？", 12.0),
    ("20G显存能用吗", 20.0),
    ("做sd绘图，10g显存的显卡行不行", 10.0),
    ("大佬们，48G显存能否可用", 48.0),
])
def test_a_memory_asked_usable_is_what_it_holds(advisor, text, memory):
    ra = _read(advisor, text)
    assert ra.command == "fits", text
    assert ra.budget is None
    assert ra.memory_gb == [memory]


def test_a_buyer_asking_of_a_memory_still_buys(advisor):
    assert _read(advisor, "我想买显卡，12G显存可以吗").command == "recommend"


@pytest.mark.parametrize("text", [
    "L2 缓存： 2048K，L3 缓存： 36608K，我的4090跑qwen 7b很慢",
    "CPU MHz： 2400.000，BogoMIPS： 4800.00，显卡是3090，跑7b很慢",
    "cpu主频 3.5GHz，L3 cache: 32768K，用a100部署qwen2.5 72b",
    "Intel Xeon @ 2.40GHz，缓存 30M，两张4090能跑70b吗",
    "my cpu: cache size 36608 KB, rtx 3090, why is llama 8b slow",
])
def test_a_spec_reading_is_never_money(advisor, text):
    assert _read(advisor, text).budget is None, text


@pytest.mark.parametrize("text,ram", [
    ("内存：8x 64G DDR4，一张4090能跑deepseek r1吗", 512.0),
    ("4*32G内存，两张3090跑qwen3 235b", 128.0),
    ("服务器 64GB x 8 DDR5，a100跑70b", 512.0),
    ("8条32G内存，3090能跑qwen3 235b吗", 256.0),
    ("I have 4 x 16GB DDR4 and a 3060, can it run llama 70b?", 64.0),
])
def test_ram_written_as_its_sticks_is_the_whole(advisor, text, ram):
    assert _read(advisor, text).ram_gb == ram, text


def test_a_card_count_and_memory_is_no_ram(advisor):
    ra = _read(advisor, "8x 64G 的卡能跑deepseek r1吗")
    assert ra.ram_gb is None


@pytest.mark.parametrize("text,memory,ram", [
    ("我只有一台4GB内存的GPU和16GB内存的电脑，能跑qwen 7b吗", 4.0, 16.0),
    ("一张8g内存的显卡，32G内存，能跑llama 8b吗", 8.0, 32.0),
    ("6G内存的显卡能跑sd吗", 6.0, None),
])
def test_memory_written_before_the_card_word_is_the_cards(advisor, text, memory, ram):
    ra = _read(advisor, text)
    assert ra.memory_gb == [memory], text
    assert ra.ram_gb == ram, text


@pytest.mark.parametrize("text", [
    "我的1060比较旧了，能跑sd吗",
    "显卡太旧的话是不是跑不了flux，我是970",
    "老旧的k80还能训练yolo吗",
    "我的2070有点旧，跑qwen 7b可以吗",
    "P40太老旧了吗，能跑14b吗",
])
def test_a_cards_age_is_no_condition(advisor, text):
    assert _read(advisor, text).condition is None, text


def test_second_hand_still_used(advisor):
    assert _read(advisor, "闲鱼上旧的3090值得买吗").condition == "used"


@pytest.mark.parametrize("text", [
    "qlora跑通了，但我想做不量化的lora微调qwen 7b，显存不够",
    "非量化lora微调llama 8b需要多少显存",
    "lora不量化的话，4090能微调qwen 14b吗",
    "qlora works, but an unquantized lora of llama 8b on my 3090 runs out of memory",
    "can a 4090 do a lora without quantization on qwen 7b, not qlora",
])
def test_a_lora_asked_without_quantisation_is_lora(advisor, text):
    assert _read(advisor, text).task == "lora", text


def test_qlora_alone_stays_qlora(advisor):
    assert _read(advisor, "4090能做qlora微调qwen 14b吗").task == "qlora"


@pytest.mark.parametrize("text", [
    "请问支持曙光的dcu推理吗？",
    "我们只有dcu，能部署qwen 7b吗",
    "海光的dcu能跑sd吗",
    "曙光dcu z100 部署72b要几张",
    "does it support a Sugon DCU?",
])
def test_a_dcu_is_an_unknown_device(advisor, text):
    ra = _read(advisor, text)
    assert ra.unknown, text
    assert not ra.cards, text
