"""Issue 27 (reader51): the kinds the blind batch E1014–E1028, Z746–Z760 misread, each fixed as a kind and tested on
other wordings than the rows', in English and Chinese.

- An engine's flags pasted: "--tensor-parallel-size 2." at a sentence's end is the count; "--dtype half",
  is 16-bit, "--dtype bfloat16" bf16.
- The asker's card spoken of by a pasted error ("…but your device is of CUDA capability 6.1") and had besides ("I also
  have an MI100"): the owner's.
- A card with a plus sign and a word of cards after it ("only supported on A100+ GPUs", "30系+显卡"): a floor, no card;
  two cards joined by a plus ("3090+4090") stay two.
- A Hygon DCU named with a dash ("海光的DCU-K100"): unknown, never NVIDIA's GRID K100.
- GPUStack's llama-box: a tool, never a Llama model.
- Several own cards in a trouble report with "instead of just the GPUs": where the model goes, nothing weighed.
- A machine had before in a habit told ("I used to … on a old laptop with RTX 3060 … now … a brand new desktop, RTX 5060
  Ti"): its card is had no more, and the new desktop is no price condition.
- A model that ran before ("但是之前推理Qwen2-VL 7B 都可以的"): context, the other is asked about.
- A context limit met ("contextlengh超过40960", "context length exceeds 8192"): the context.
- A Jetson module said without "Jetson" ("Orin NX", "AGX Orin 64GB"): the module.
- An error pasted as printed ("CUDA error (…h:180): invalid argument", "RuntimeError: CUDA error: …"): the card ran it.

reader51b:
- A Mac named by its chip alone ("mac m1", "m1 mac", "苹果m1", "mac m1 32g", "MAC M4电脑"): that Mac, its least
  memory or the memory said, the assumption on the read-as line; the chip's GPU asked about ("Mac M2 的GPU") stays
  unknown.
- Two Jetsons joined by "or"/"还是": two devices, the memory said after the second its own.
- A swap told done in Chinese ("把显卡换为telsa m40依然存在这个问题"): nothing weighed; one asked ("要不要换成3090"):
  weighed.
- A number ending a sentence ("capability 6.1. How", "--tensor-parallel-size 2. RuntimeError"): no numbered list.
- "too old to be supported": the software refusing the card, its verdict.
- Qwen2 7B: a model of its own, never a bare 7B; QwQ 32B its own (its 131072 context), never Qwen2.5 32B.
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(
    ("text", "gpus"),
    [
        ("my A5000s: vllm serve qwen2.5-14b --tensor-parallel-size 2.", 2),
        ("我的4张L40，vllm serve qwen3-32b --tensor-parallel-size 4。报错了", 4),
    ],
)
def test_a_tensor_parallel_flag_at_a_sentences_end_is_the_count(advisor, text, gpus):
    assert _read(advisor, text).gpus == gpus


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("can my 3090 run qwen2.5 7b with --dtype half?", "fp16"),
        ("我的4090用 vllm serve qwen2.5-7b --dtype half 可以吗", "fp16"),
        ("can my 3090 run qwen2.5 7b with --dtype bfloat16", "bf16"),
    ],
)
def test_a_dtype_setting_is_the_precision(advisor, text, precision):
    assert _read(advisor, text).precision == precision


@pytest.mark.parametrize(
    "text",
    [
        "Is there a ROCm build for the MI50? I also have an MI50 and only run it on Ollama.",
        "Found Tesla P100 which is too old, but your device is of CUDA capability 6.0. How do I fix it?",
        "xformers says bf16 not supported but your GPU has capability (7, 5) on this 2080 Ti, what now?",
    ],
)
def test_a_card_had_besides_or_spoken_of_by_an_error_is_the_owners(advisor, text):
    assert _read(advisor, text).own is True


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("My 3080 fails: bf16 is only supported on A100+ GPUs. What can I do?", ["GeForce RTX 3080"]),
        ("我的2080ti报错：flash attention 需要 A100+ 显卡", ["GeForce RTX 2080 Ti"]),
    ],
)
def test_a_card_with_a_plus_and_a_word_of_cards_is_a_floor_not_a_card(advisor, text, cards):
    assert _read(advisor, text).cards == cards


def test_two_cards_joined_by_a_plus_stay_two(advisor):
    assert _read(advisor, "3090+4090 for llama 70b?").cards == ["GeForce RTX 3090", "GeForce RTX 4090"]


@pytest.mark.parametrize("text", ["海光的DCU-K100能跑qwen2.5 7b吗", "can a Hygon DCU-Z100 run llama 3 8b?"])
def test_a_hygon_dcu_with_its_model_is_unknown_never_an_nvidia_card(advisor, text):
    r = _read(advisor, text)
    assert r.cards == []
    assert r.unknown and "dcu" in r.unknown[0]


@pytest.mark.parametrize("text", ["llama-box crashes on my 4090 with no kernel image", "我的3090跑llama-box报错"])
def test_llama_box_is_a_tool_never_a_model(advisor, text):
    assert _read(advisor, text).model is None


def test_own_cards_in_trouble_with_instead_of_the_gpus_are_no_comparison(advisor):
    r = _read(advisor, "I have a 3090 and two 3060s. Ollama runs out of memory and puts layers on the CPU instead of "
                       "just the GPUs. Why?")
    assert r.command != "compare"
    assert r.own is True


def test_a_card_in_a_machine_had_before_is_had_no_more(advisor):
    r = _read(advisor, "I used to run SDXL with Forge on my old PC with a GTX 1080, slow but fine. But now, on a brand "
                       "new desktop with an RTX 4070 Super and 32 GB RAM, it crashes with OOM.")
    assert r.cards == ["GeForce RTX 4070 SUPER"]
    assert r.condition is None


def test_a_machine_said_new_is_no_price_condition_but_a_new_card_to_buy_is(advisor):
    assert _read(advisor, "on my brand new desktop the 5060 Ti OOMs in ComfyUI").condition is None
    assert _read(advisor, "brand new 3090 or used 4090?").offer_conditions == ["new", "used"]


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("A6000四卡，VLLM推理Qwen2.5-VL 3B 显存不足。但是之前推理Qwen2-VL 7B 都可以的。", 3.0),
        ("My 3060 OOMs on a 14b now, but previously the 7b worked fine on it.", 14.0),
    ],
)
def test_a_model_that_ran_before_is_context(advisor, text, size):
    assert _read(advisor, text).model.params_b == size


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("我的两张L20跑Qwen3-32B，报错contextlengh超过40960", 40960),
        ("my 3090 runs qwen3 8b, but context length exceeds 8192 errors", 8192),
    ],
)
def test_a_context_limit_met_is_the_context(advisor, text, tokens):
    assert _read(advisor, text).context_tokens == tokens


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("我的Orin NX推理很慢，怎么提高", "Jetson Orin NX 16 GB"),
        ("my AGX Orin 64GB runs qwen3 8b slowly", "Jetson AGX Orin 64 GB"),
        ("my Jetson Orin NX 8GB runs yolo slowly", "Jetson Orin NX 8 GB"),
    ],
)
def test_a_jetson_module_said_without_jetson_is_read(advisor, text, card):
    assert _read(advisor, text).cards == [card]


@pytest.mark.parametrize(
    "text",
    [
        "4090上xformers报CUDA error (/__w/xformers/launch.h:180): invalid argument，需要怎么改代码？",
        "RuntimeError: CUDA error: an illegal memory access was encountered on the 3090 with vllm. Any fix?",
    ],
)
def test_an_error_pasted_as_printed_says_the_card_is_the_askers(advisor, text):
    assert _read(advisor, text).own is True


def test_an_error_only_heard_of_by_a_buyer_is_no_ownership(advisor):
    assert _read(advisor, "should I buy a 5090? I heard about CUDA error: no kernel image on them").own is not True


@pytest.mark.parametrize(("text", "card"), [
    ("mac m1 可以运行项目吗？", "Apple MacBook Air 13-inch (M1 7-core GPU, 8 GB)"),
    ("can my m1 mac run llama 8b?", "Apple MacBook Air 13-inch (M1 7-core GPU, 8 GB)"),
    ("苹果m1能跑qwen 7b吗", "Apple MacBook Air 13-inch (M1 7-core GPU, 8 GB)"),
    ("什么样的配置能够运行这个？mac m1 32g 的能拉起来吗？", "Apple MacBook Pro 14-inch (M1 Pro, 32 GB)"),
    ("is a mac m1 with 32gb enough for llama 8b?", "Apple MacBook Pro 14-inch (M1 Pro, 32 GB)"),
    ("MAC M4电脑如何使用GPU推理", "Apple Mac mini (M4, 16 GB)"),
])
def test_a_mac_named_by_its_chip_is_that_mac(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.cards == [card], q.read_as
    assert not q.read_as.unknown, q.read_as
    assert any(n.key == "names.fits" for n in q.read_as.notes), q.read_as.notes


@pytest.mark.parametrize("text", ["Mac M2 的GPU 什么时候支持啊？", "tesla m4 can run llama 8b?"])
def test_a_chip_gpu_or_a_tesla_is_no_mac(advisor, text):
    cards = _read(advisor, text).cards
    assert not any(c.startswith("Apple ") for c in cards), cards


@pytest.mark.parametrize("text", ["Should I get a Jetson Orin Nano Super or an Orin NX 16GB for running llama 8b?",
                                  "Jetson Orin Nano Super 还是 Orin NX 16GB 跑 qwen 7b？"])
def test_two_jetsons_joined_by_or_are_two_devices(advisor, text):
    r = _read(advisor, text)
    assert r.cards == ["Jetson Orin Nano Super", "Jetson Orin NX 16 GB"], r
    assert r.command == "compare" and not r.unknown, r


@pytest.mark.parametrize("text", [
    "Failed to run llama-box with RTX-5090D - CUDA error: no kernel image is available for execution on the device。"
    "即便我把显卡换为telsa m40依然存在这个问题",
    "我的4090跑llama-box报错：CUDA error: no kernel image is available。我把显卡换成了3090还是报错",
])
def test_a_swap_told_done_weighs_nothing(advisor, text):
    r = _read(advisor, text)
    assert r.command == "why" and r.own and len(r.cards) == 2, r


def test_a_swap_asked_is_weighed(advisor):
    r = _read(advisor, "我的3060跑qwen 7b报错，要不要换成3090？")
    assert r.command == "compare", r


@pytest.mark.parametrize("text", [
    "Found Tesla P40 which is too old. vllm serve --model /models/Qwen2.5-7B-Instruct --tensor-parallel-size 2. "
    "RuntimeError: Found Tesla P40 which is too old to be supported by the triton GPU compiler. Triton only supports "
    "devices of CUDA Capability >= 7.0, but your device is of CUDA capability 6.1. How to solve it?",
])
def test_a_number_ending_a_sentence_is_no_list_mark(advisor, text):
    r = _read(advisor, text)
    assert r.cards == ["Tesla P40"] and r.gpus == 2, r
    assert r.command == "why", r


def test_a_numbered_list_is_still_read(advisor):
    r = _read(advisor, "I have two options: 1. Buy 1 Pascal Titan X 2. Buy 2 Pascal GTX 1080 and bridge them")
    assert r.cards == ["TITAN X Pascal", "GeForce GTX 1080"] and r.counts == [1, 2], r


@pytest.mark.parametrize("text", ["can a 3090 run qwen2-7b?",
                                  "2张16g P100 显卡，运行qwen2-7b提示显卡版本太低，如何处理？"])
def test_qwen2_7b_is_its_own_model(advisor, text):
    model = _read(advisor, text).model
    assert model is not None and model.name == "Qwen2 7B", model


def test_a_chip_said_with_mac_before_the_mac_in_full_is_that_mac(advisor):
    r = _read(advisor, "Ollama hangs on macOS M4 (the whole system freezes). I just got a Mac Mini M4 Pro with 24GB of "
                       "RAM and 32B 4-bit models hang")
    assert r.cards == ["Apple Mac mini (M4 Pro, 24 GB)"], r


@pytest.mark.parametrize(("text", "name"), [("can my A100 run qwq-32b?", "QwQ 32B"),
                                            ("QwQ32B能在两张4090上跑吗？", "QwQ 32B"),
                                            ("can a 3090 run qwen2.5 32b?", "Qwen2.5 32B")])
def test_qwq_32b_is_its_own_model(advisor, text, name):
    model = _read(advisor, text).model
    assert model is not None and model.name == name, model
