"""Whole kinds of reading the question corpus showed missing (issue 27): a GRPO job, several
devices asked as one rig, later values meant, … — each read in English and Chinese where it applies."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read
from advisor.ask.spans import read_spans
from advisor.ask.vocabulary import vocabulary
from advisor.i18n import Renderer


def spans(text: str):
    return read_spans(text.lower(), vocabulary())[0]


# ------------------------------------------------------------------------------------------------ GRPO
@pytest.mark.parametrize("text", [
    "GRPO with LoRA on Qwen2-VL-7B runs out of memory on my A800 * 8",
    "can I train qwen 7b with GRPO on one 24GB card?",
    "用GRPO训练qwen 7b，4张A800够吗？",
])
def test_grpo_is_read_as_a_grpo_job(advisor, text):
    r = read(advisor, text)
    assert r.task == "grpo"
    assert any(n.key == "ask.grpo-sized" for n in r.notes)


def test_a_grpo_job_is_sized_as_its_lora_training_and_says_so(advisor):
    q = advisor.ask("GRPO on qwen 7b, will it fit on my 4090?")
    assert (q.read_as.command, q.read_as.task) == ("fits", "grpo")
    assert q.answer == advisor.fits(q.read_as.model.name, task="lora", card="GeForce RTX 4090")
    assert "task:lora" in Renderer("en")(q.reply) and "GRPO" in Renderer("en")(q.reply)
    assert "GRPO" in Renderer("zh_Hans")(q.reply) and "显存" in Renderer("zh_Hans")(q.reply)


def test_lora_alone_is_still_lora(advisor):
    assert read(advisor, "LoRA on llama 7b on my 3090").task == "lora"


# ------------------------------------------------------------------------------- models named other ways
@pytest.mark.parametrize(("text", "params"), [
    ("at 125M params it should fit in 24GB on a 4090 and be trainable", 125e6),
    ("can I train a 350M parameter model on my 3060?", 350e6),
    ("一个125M参数的模型，3060能训练吗？", 125e6),
])
def test_a_size_in_millions_with_params_is_the_model(advisor, text, params):
    r = read(advisor, text)
    assert r.model is not None and r.model.params == params


@pytest.mark.parametrize("text", ["my run took 125m on a 4090", "125m tokens on a 4090, how long?"])
def test_millions_without_params_are_no_model(advisor, text):
    assert read(advisor, text).model is None


@pytest.mark.parametrize(("text", "family"), [
    ("can WebGLM run on an Nvidia 3060 6G with 16G RAM?", "webglm"),
    ("运行 WebGLM 可以在 3060 6G 上运行吗？", "webglm"),
    ("will OpenLLaMA run on my 3090?", "openllama"),
])
def test_a_word_ending_in_a_family_is_a_model_of_it(advisor, text, family):
    r = read(advisor, text)
    assert r.model is None and r.model_family == family
    assert advisor.ask(text).read_as.command == "fits"


def test_a_tool_ending_in_a_family_is_still_no_model(advisor):
    assert read(advisor, "is ollama fast on my 3090?").model_family is None


# -------------------------------------------------------------------------------------- "is it enough?"
@pytest.mark.parametrize("text", ["qwen 72b，8卡4090够吗？", "qwen 72b，8卡4090夠嗎？", "微调7b模型需要多大的显存？"])
def test_enough_and_how_much_memory_ask_whether_it_fits(advisor, text):
    assert "fits" in read(advisor, text).intents
    assert advisor.ask(text).read_as.command == "fits"


# ------------------------------------------------------------------------------ names written other ways
@pytest.mark.parametrize(("text", "card"), [
    ("can my 5090D V2 24G run this?", "GeForce RTX 5090 D V2"),
    ("我的5090D V2 24G能跑吗", "GeForce RTX 5090 D V2"),
    ("does the Tesla P10 block FP16?", "Tesla P10"),
    ("想咨询一下Tesla P10是否屏蔽了FP16呢", "Tesla P10"),
    ("LLM projects with Intel ARC 770 support?", "Arc A770"),
    ("英特尔 arc 770 能跑 7b 吗", "Arc A770"),
])
def test_a_version_a_datacenter_code_or_an_arc_number_names_its_card(advisor, text, card):
    assert read(advisor, text).cards == [card]


@pytest.mark.parametrize(("text", "card"), [
    ("GTX 1650 TI: is 4 gigs of VRAM enough?", "GeForce GTX 1650 Ti Mobile"),
    ("Will LLaMA run on a 3080 GTX 16GB VRAM?", "GeForce RTX 3080"),
    ("3080 16G显存能跑llama吗", "GeForce RTX 3080"),
])
def test_a_name_or_memory_only_a_laptop_gpu_has_is_that_laptop_gpu_said_so(advisor, text, card):
    r = read(advisor, text)
    assert len(r.cards) == 1 and r.cards[0].startswith(card) and "Mobile" in r.cards[0]
    note = next(n for n in r.notes if n.key == "ask.laptop-only")
    assert "laptop" in Renderer("en")(note) and "笔记本" in Renderer("zh_Hans")(note)


@pytest.mark.parametrize(("text", "card"), [("my 3060 12gb", "GeForce RTX 3060 12 GB"),
                                            ("my 4090 with 24gb", "GeForce RTX 4090"),
                                            ("rtx 2080ti with 12g", "GeForce RTX 2080 Ti")])
def test_a_desktop_card_stays_the_desktop_card(advisor, text, card):
    r = read(advisor, text)
    assert r.cards == [card] and not any(n.key == "ask.laptop-only" for n in r.notes)


@pytest.mark.parametrize("text", ["我可以用GTX1650 4G、8G运行内存的笔记本运行该程序吗", "GTX1650 4G的筆電能跑嗎"])
def test_a_chinese_laptop_word_anywhere_makes_the_card_the_laptop_gpu(advisor, text):
    r = read(advisor, text)
    assert r.spans.laptop and r.cards == ["GeForce GTX 1650 Mobile"]


# -------------------------------------------------------------------- a later value is the one meant
@pytest.mark.parametrize(("text", "gb"), [
    ("gpt oss 120b only uses 14gb of vram out of my 24gb, could it be faster?", 24),
    ("it only uses 14/24 GB of my card", 24),
    ("模型只用了14G显存，总共24G，能更快吗？", 24),
    ("i have 8gb vram, will 7b fit?", 8),
])
def test_the_whole_memory_is_read_where_a_part_is_said_first(text, gb):
    assert spans(text).memory_gb == gb


@pytest.mark.parametrize(("text", "precision"), [
    ("LLaMA on a single RTX 3070? even int8 gives me CUDA out of memory, maybe int4?", "int4"),
    ("3070跑llama，int8显存不足，改用int4可以吗？", "int4"),
    ("int4 or int8 for 70b on a 3090?", "int4"),
    ("llama 7b fp16 on my 3090, and int8 is slow", "fp16"),
])
def test_the_precision_to_try_next_is_the_one_asked_about(advisor, text, precision):
    assert read(advisor, text).precision == precision


@pytest.mark.parametrize("text", ["我最多可以运行到哪个模型规模（如 14B、32B、72B）？",
                                  "which size, e.g. 7b, 13b or 70b, fits my 3090?"])
def test_sizes_listed_as_examples_are_no_model(advisor, text):
    assert read(advisor, text).model is None


def test_one_size_is_still_the_model(advisor):
    assert read(advisor, "7b, 13b or 70b on a 3090?").model is not None


# ------------------------------------------------------------------------------------ a price quoted
@pytest.mark.parametrize("text", [
    "an RTX 3090 costs $1,300 and an A6000 costs $4,800 - how is the A6000 twice as fast?",
    "3090售价8000元，A6000售价30000元，差在哪？",
])
def test_a_price_quoted_is_no_budget(advisor, text):
    r = read(advisor, text)
    assert r.budget is None and len(r.cards) == 2


def test_a_budget_after_a_price_is_still_the_budget(advisor):
    r = read(advisor, "a 3090 costs $1,300 - what should I buy for $800?")
    assert r.budget is not None and r.budget.amount == 800


# ------------------------------------------------------------------------------------------ a series
@pytest.mark.parametrize("text", ["Will the RX7900 series be supported by ROCm?", "RX 7900系列能跑7b吗？"])
def test_a_series_named_is_one_of_its_cards_said_so(advisor, text):
    r = read(advisor, text)
    assert r.cards == ["Radeon RX 7900 XTX"]
    # said by the names' reading, or by the series' name default ("rx 7900", reader45)
    note = next(n for n in r.notes if n.key in ("names.fits", "name_default.rx 7900"))
    assert "7900" in Renderer("en")(note) and "RX 7900 XTX" in Renderer("zh_Hans")(note)


def test_an_unknown_name_before_series_stays_unknown(advisor):
    assert read(advisor, "is the rtx 9999 series out yet?").cards == []


@pytest.mark.parametrize("text", ["7b bloom 在非lora的情况下，三张3090可以吗？",
                                  "fine-tune llama 7b without LoRA on 4 A100s"])
def test_fine_tuning_without_lora_is_a_full_fine_tune(advisor, text):
    assert read(advisor, text).task == "full-finetune"
