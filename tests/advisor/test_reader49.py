"""Issue 27 (reader49): the kinds the blind batch E984–E998, Z716–Z730 misread, each fixed as a kind and tested on
other wordings than the rows', in English and Chinese.

- A speed with an approximation's word before its unit ("100多it/s") and a ratio's second term ("一比5", "1:8"): no
  money, in the bare-number reading too.
- Someone else's card given by 的 right before it ("别人笔记本的3060", "人家的4090") beside the asker's: a yardstick,
  not a second card.
- A processor architecture ("amd64", "arm64", "x86_64"): never a card (no Radeon RX Vega 64).
- AMD's Max+ line said without its chip ("AI Max+ with 128G"): the Ryzen AI Max+ 395 machine.
- A card left in a swap told as done ("I upgraded GPUs from a 3080 ti to a 5080"): had no more; a swap weighed
  ("should I upgrade from a 3060 to a 4070?") keeps both.
- A desktop card said beside its own laptop model printed by the system ("… RTX 5070 Ti … NVIDIA GeForce RTX 5070 Ti
  Laptop GPU"): one card, the laptop's.
- A trouble on the asker's cards while running a model (the model on the CPU, gibberish out, "还是调用的CPU"): what is
  wrong (``why``) or what they hold, never the cards weighed; "还是" as "still" and "X or Y" of no card weigh nothing.
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(
    "text",
    [
        "我的4070只有40多it/s，朋友的3070都有100多it/s",
        "我的5060ti推理速度60it/s不到，别人的都有200多it/s",
        "我的4060生成时间大概一比8，正常吗",
        "my 3060 renders at about 1:8 realtime, is that normal?",
    ],
)
def test_speeds_and_ratios_are_no_money(advisor, text):
    r = _read(advisor, text)
    assert r.budget is None, r.budget


@pytest.mark.parametrize(
    ("text", "mine"),
    [
        ("我的显卡是4060ti16g，速度只有30it/s，我看别人笔记本的4070都有80it/s", "GeForce RTX 4060 Ti 16 GB"),
        ("我的3090跑flux很慢，人家的4090快多了，是哪里配置错了", "GeForce RTX 3090"),
    ],
)
def test_someone_elses_card_by_de_is_a_yardstick(advisor, text, mine):
    r = _read(advisor, text)
    assert r.cards == [mine], r.cards
    assert r.own is True


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Installed the Linux ROCm amd64 bundle and my 4090 is not used", "GeForce RTX 4090"),
        ("the arm64 wheel fails on my 3090 box", "GeForce RTX 3090"),
        ("在x86_64服务器上，我的A100跑不起来", "A100"),
    ],
)
def test_an_architecture_is_no_card(advisor, text, card):
    r = _read(advisor, text)
    assert len(r.cards) == 1 and card in r.cards[0], r.cards
    assert not any("Vega" in c or "RX 64" in c for c in r.cards)


@pytest.mark.parametrize("text", ["My box is an AI Max+ with 128GB, can it run gpt-oss 120b?",
                                  "AI Max+ 128G 能跑 qwen3 235b 吗"])
def test_the_max_plus_line_said_alone_is_the_395_machine(advisor, text):
    r = _read(advisor, text)
    assert r.cards and "Ryzen AI Max+ 395" in r.cards[0], r.cards


@pytest.mark.parametrize(
    ("text", "now"),
    [
        ("I upgraded GPUs from a 2080 ti to a 4080 and now ComfyUI doesn't use the gpu", "GeForce RTX 4080"),
        ("I swapped my card from a 3070 to a 7900 XTX last week, ollama only uses the CPU now",
         "Radeon RX 7900 XTX"),
    ],
)
def test_a_card_left_in_a_swap_done_is_had_no_more(advisor, text, now):
    r = _read(advisor, text)
    assert r.cards == [now], r.cards
    assert r.command == "why"


def test_a_swap_weighed_keeps_both_cards(advisor):
    r = _read(advisor, "should I upgrade from a 3060 to a 4070?")
    assert len(r.cards) == 2 and r.command == "compare", (r.command, r.cards)


@pytest.mark.parametrize("text", [
    "加载模型很慢，是不是torch和RTX 4070不匹配？NVIDIA GeForce RTX 4070 Laptop GPU with CUDA capability sm_89",
    "Torch warns about my RTX 4060: NVIDIA GeForce RTX 4060 Laptop GPU is not compatible with this install",
])
def test_a_card_and_its_laptop_model_printed_by_the_system_are_one(advisor, text):
    r = _read(advisor, text)
    assert len(r.cards) == 1 and r.cards[0].endswith("Mobile"), r.cards
    assert r.command == "why"


def test_a_laptop_and_a_desktop_weighed_stay_two(advisor):
    r = _read(advisor, "laptop 4060 or desktop 4060 for stable diffusion?")
    assert len(r.cards) == 2 and r.command == "compare", (r.command, r.cards)


@pytest.mark.parametrize(
    "text",
    [
        "Two 3090s work great, but since I added my 3060 the 70b model produces gibberish. Driver or bad vram?",
        "my 7900 xtx and 1660 super: ollama loads qwen3 8b but still uses the CPU",
        "我的4090和2080ti一起跑qwen3 32b，还是调用的CPU，怎么办",
    ],
)
def test_a_model_failing_on_owned_cards_is_never_a_comparison(advisor, text):
    r = _read(advisor, text)
    assert r.command in ("why", "fits"), (r.command, r.cards)  # what is wrong, or what they hold: never weighed
    assert r.own is True and len(r.cards) == 2


@pytest.mark.parametrize("text", [
    "my 4090 and 3090 run llama 70b, which is faster?",
    "我有4090和3090，跑qwen3 32b哪个快？",
    "my 4090 and 3090 load qwen3 32b, should I sell the 3090 or buy a second 4090?",
])
def test_owned_cards_weighed_while_running_a_model_stay_a_comparison(advisor, text):
    assert _read(advisor, text).command == "compare"


def test_the_bot_reads_the_swap_as_the_console_does(advisor):
    from bot.cogs.ask import RENDERERS  # the bot renders the same Question the console prints
    q = advisor.ask("I upgraded GPUs from a 2080 ti to a 4080 and now ComfyUI doesn't use the gpu")
    assert q.read_as.cards == ["GeForce RTX 4080"] and type(q.answer) in RENDERERS


@pytest.mark.parametrize("text", [
    "Hardware is: RTX 4090. ollama will not use the GPU",
    "definitely I cant run them on my M4 Pro with 24GB?",
    "On the A100 40GB machine, it is impossible to run qwen3 32b with vllm",
    "求教一下4090如何在docker下使用vllm：我在30系列显卡下成功了，但是在4090下失败",
])
def test_an_owner_said_by_a_hardware_line_or_a_failure_met(advisor, text):
    r = _read(advisor, text)
    assert r.own is True, r.cards
    assert len(r.cards) == 1, r.cards  # "30系列" is a generation, no card


def test_a_failure_asked_about_is_no_owner(advisor):
    assert _read(advisor, "is it impossible to run llama 70b on a 4090?").own is not True


def test_a_mac_form_said_apart_from_its_chip_names_that_mac(advisor):
    r = _read(advisor, "on my macbook pro the list is empty; can an M4 Pro with 24GB run gemma 3 27b?")
    assert r.cards == ["Apple MacBook Pro 14-inch (M4 Pro, 24 GB)"], r.cards
    r = _read(advisor, "my mac mini has an m4 pro with 24gb, can it run qwen3 32b?")
    assert r.cards == ["Apple Mac mini (M4 Pro, 24 GB)"], r.cards
