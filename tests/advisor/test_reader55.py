"""Issue 27 (reader55): the kinds the blind batch E1350–E1369, Z920–Z929 misread, each fixed as a kind and tested on
other wordings than the rows', in English and Chinese.

- The hardware asked for by its kind ("what kind of hardware am i looking for?", "what sort of GPU do I need",
  "需要什么硬件", "什么样的显卡"): a recommendation, as "what hardware" is — never no command.
- The software put on the processor "instead of 2 GPUs" (or both, all of them): where the model goes, no card weighed
  — two owned cards in trouble stay the trouble's ``why``.
- A count of one beside the total of the cards named ("I have 2 GPUs … 5070 Ti and 3060 … more ram then 1 GPU"): one
  of each card, no count of two carried to the reading.
- The card used so far said in the past ("I was using K80 GPU for Llama-7B-chat but it's not work for me"): the
  asker's own.
- One of two owned cards left idle ("Ollama only uses the 4090", "vllm only sees one GPU", "只用了一张"): the trouble on
  the cards had, never the cards weighed.
- A memory with a count glued to it ("两张P4000显卡(8Gx2)", "(24gbx2)"): each card's memory, the "x" no letter of a
  word.
- A card's load or memory use told as nothing ("显存占用为0，负载几乎为0", "0% utilization"): a card left idle, the
  trouble on the cards had.
- The authors' setup said as "you are using" / "you're using" ("I noticed that you are using 8 Nvidia V100"), and its
  card said again by "the" ("if the V100 has 16GB or 32GB"): context, never a card nor a memory of the asker's.
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


# --- the hardware asked for by its kind -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "if i want instant transcribing with whisper, what kind of hardware am i looking for?",
        "what kind of hardware am i looking for to run whisper in real time?",
        "what sort of GPU do I need for training yolov8?",
        "Whisper 实时转写需要什么硬件？",
        "训练yolo需要什么样的显卡？",
    ],
)
def test_hardware_asked_by_its_kind_is_a_recommendation(advisor, text):
    read = _read(advisor, text)
    assert read.command == "recommend"
    assert not read.cards


def test_a_card_named_with_kind_of_is_still_its_verdict(advisor):
    read = _read(advisor, "what kind of gpu is the rtx 3090?")
    assert read.command == "why"
    assert read.cards == ["GeForce RTX 3090"]


# --- "instead of 2 GPUs": no card weighed ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Ollama Windows using CPU instead of 2 GPUs: I have 2 GPUs, RTX 5070 Ti and 3060. It falls back to the CPU.",
        "llama.cpp runs on the CPU instead of both GPUs, my 3090 and 4090",
        "vllm uses the cpu instead of my two cards (a 3090 and a 3060)",
    ],
)
def test_cpu_instead_of_the_counted_gpus_is_the_owners_trouble(advisor, text):
    read = _read(advisor, text)
    assert read.command == "why"
    assert read.own is True
    assert len(read.cards) == 2


def test_a_card_instead_of_two_others_is_still_weighed(advisor):
    assert _read(advisor, "should I use a 4090 instead of two 3090s?").command == "compare"


# --- a count of one beside the cards' total --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "I have 2 GPUs on my machine. RTX 5070 Ti and 3060. When I load models with more ram then 1 GPU it falls back "
        "to the CPU and don't use the other GPU at all.",
        "I have two cards, a 3090 and a 2080 Ti; a model larger than 1 GPU crashes",
        "我有两张卡，4090和3090，超过1张卡的模型就报错",
    ],
)
def test_a_count_of_one_leaves_one_of_each(advisor, text):
    read = _read(advisor, text)
    assert read.counts in (None, [1, 1])
    assert (read.gpus or 1) == 1


def test_several_of_one_card_keep_their_count(advisor):
    read = _read(advisor, "two 3090s and a 4090, which is better?")
    assert read.counts == [2, 1]


# --- the card used so far, said in the past ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("I was using K80 GPU for Llama-7B-chat but it's not work for me", "Tesla K80"),
        ("I was using a GTX 1060 for stable diffusion but it is too slow", "GeForce GTX 1060 6 GB"),
        ("I was running a 3060 for whisper, is a 4060 Ti better?", "GeForce RTX 3060 12 GB"),
    ],
)
def test_a_card_used_so_far_is_the_askers(advisor, text, card):
    read = _read(advisor, text)
    assert read.own is True
    assert card in read.cards


# --- the authors' setup said as "you are using" ----------------------------------------------------------------------
def test_you_are_using_is_the_authors_setup_and_its_card_said_again_is_too(advisor):
    read = _read(advisor, "I noticed that you are using 8 Nvidia V100 to run the model. I would like to know if the "
                          "V100 has 16GB or 32GB of video memory? Can two 3090 cards (each with 24GB of video memory) "
                          "run smoothly?")
    assert read.command != "compare"
    assert read.cards == ["GeForce RTX 3090"]
    assert read.memory_gb == [24.0]


@pytest.mark.parametrize(
    "text",
    [
        "I see you're using 4 A100s for training. Can I train it on one 4090?",
        "you were using 8 V100 in the paper; is a single 3090 enough?",
    ],
)
def test_youre_using_leaves_the_setup_out(advisor, text):
    read = _read(advisor, text)
    assert len(read.cards) == 1
    assert read.gpus in (None, 1)


def test_a_card_of_the_setup_asked_with_a_is_still_asked(advisor):
    read = _read(advisor, "you used 8 V100s. can I run it on a single V100?")
    assert len(read.cards) == 1
    assert read.cards[0].startswith("Tesla V100")


# --- one card of two owned left idle -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "I have two GPUs, a 4090 and a 3090. Ollama only uses the 4090, why?",
        "my rig has a 3090 and a 3060 but vllm only sees one GPU",
        "I have a 5090 and a 4090 in my PC, comfyui only uses the 5090",
        "我有两张卡，4090和3090，ollama只用了一张，怎么办？",
    ],
)
def test_one_owned_card_left_idle_is_the_trouble_not_a_comparison(advisor, text):
    read = _read(advisor, text)
    assert read.command == "why"
    assert read.own is True


def test_a_choice_of_the_card_to_use_is_still_weighed(advisor):
    assert _read(advisor, "I have a 3090 and a 4090; should I only use the 4090 for training?").command == "compare"


# --- the memory with a count glued to it ("8Gx2") ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("我这边使用的是两张P4000显卡(8Gx2)，但是运行的时候只能识别到一张P4000", 8.0),
        ("两张P4000显卡(8gbx2)", 8.0),
        ("我有两张显卡(24Gx2)", 24.0),
    ],
)
def test_memory_with_a_glued_count_is_each_cards(advisor, text, memory):
    read = _read(advisor, text)
    assert read.memory_gb == [memory]
    assert read.gpus == 2


# --- a card's load told as nothing --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "我用的是rx 580 +p104-100，两张显卡单独工作均正常，但启用多显卡会随机摆烂一张显卡，"
        "在一边显存占用为0，负载几乎为0",
        "我的3090和3060一起跑，3060的利用率一直是0",
        "I have a 4090 and a 3090 in my box; the 3090 shows 0% utilization while training",
        "my 3090 and 4060 ti: the 4060 ti usage stays at 0% in ollama",
    ],
)
def test_an_owned_card_at_no_load_is_the_trouble(advisor, text):
    read = _read(advisor, text)
    assert read.command == "why"
    assert read.own is True


def test_a_choice_asked_beside_no_load_is_still_weighed(advisor):
    assert _read(advisor, "3090和4090哪个好？4090占用为0").command == "compare"
