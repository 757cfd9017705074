"""Typed spans read before card names (issue 27 items 3-4): counts, quant levels, system RAM, GPU memory,
context, batch, owners, machines, unknown devices — and a span that is a count, a precision or a plain
word is never a card."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask.reader import read
from advisor.ask.spans import read_counts, read_spans
from advisor.ask.vocabulary import vocabulary
from advisor.errors import InvalidOption
from advisor.i18n import Renderer
from advisor.kinds import count_said, read_count
from said import said

SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def spans(text: str):
    out, s = read_spans(text, vocabulary())
    read_counts(s, out, vocabulary())
    return out


# ----------------------------------------------------------------------------------------------- counts
@pytest.mark.parametrize(("text", "card", "count"), [
    ("is 2x 3090 enough for a 70b model?", "GeForce RTX 3090", 2),
    ("will it fit on 3090 x2?", "GeForce RTX 3090", 2),
    ("it runs out of memory on my A800 * 8", "A800", 8),
    ("can 7* 3090 be used for training?", "GeForce RTX 3090", 7),
    ("Unable to run it on my 4x RTX 3090 GPUs", "GeForce RTX 3090", 4),
    ("dual 3090 for llama 3 70b?", "GeForce RTX 3090", 2),
    ("a pair of 3090s for a 70b model", "GeForce RTX 3090", 2),
    ("I just bought ten P40s", "Tesla P40", 10),
    ("4 MI50 16GB GPUs on vllm", "Radeon Instinct MI50", 4),
    ("fine-tuning on 8 H100s gives OOM", "H100", 8),
    ("两张3090可以跑72b吗", "GeForce RTX 3090", 2),
    ("双卡4090部署提示显存不足", "GeForce RTX 4090", 2),
    ("我现在使用四卡3090仍然OOM", "GeForce RTX 3090", 4),
    ("1080ti sli or one 2080ti?", "GeForce GTX 1080 Ti", 2),
])
def test_a_count_counts_the_card_beside_it(advisor, text, card, count):
    r = read(advisor, text)
    i = next(i for i, c in enumerate(r.cards) if c.startswith(card))
    assert r.card_counts[i] == count or (len(r.cards) == 1 and r.gpus == count)


@pytest.mark.parametrize(("text", "n"), [("2x", 2), ("x2", 2), ("8 *", 8), ("two", 2), ("dual", 2), ("a pair of", 2),
                                         ("两张", 2), ("双卡", 2), ("16 gpus", 16), ("64x", 64)])
def test_count_said_reads_every_way_people_write_a_count(text, n):
    assert count_said(text) == n


def test_a_count_above_eight_is_read_but_no_command_takes_it():
    assert count_said("64x") == 64
    with pytest.raises(InvalidOption):
        read_count("64x")


@SLOW
@given(n=st.integers(min_value=1, max_value=64), form=st.sampled_from(["{n}x", "{n} x", "{n}*", "x{n}"]))
def test_a_count_alone_is_never_a_card(advisor, n, form):
    r = read(advisor, f"is {form.format(n=n)} enough?")
    assert r.cards == []


@SLOW
@given(n=st.integers(min_value=2, max_value=8), card=st.sampled_from(["3090", "4090", "rtx 3060", "a100", "p40"]))
def test_a_count_before_a_card_is_its_count_and_never_a_card_of_its_own(advisor, n, card):
    r = read(advisor, f"will a 70b model run on {n}x {card}?")
    assert len(r.cards) == 1
    assert r.gpus == n


# ----------------------------------------------------------------------------------------- precisions
@pytest.mark.parametrize(("text", "precision"), [
    ("run llama 3 8b at Q5_K_M on a 3060", "q5_k_m"), ("a 70b AWQ model on two 3090s", "awq"),
    ("gptq 4bit on a 4090", "gptq"), ("nf4 on a 3060", "nf4"), ("Q6 on a 4090", "q6_k"),
    ("IQ4_XS on a 3060", "iq4_xs"), ("q8_0 on a 3090", "q8_0"), ("fp8 on an H100", "fp8"),
    ("mxfp4 on a 5090", "mxfp4"), ("EXL2 at 4.65 bits on a 3090", "exl2"),
])
def test_quant_levels_are_kept_as_asked(advisor, text, precision):
    assert read(advisor, text).precision == precision


@SLOW
@given(level=st.sampled_from(["int4", "int8", "q4", "q4_k_m", "q5_k_s", "q6_k", "q8_0", "iq2_xxs", "awq", "gptq",
                              "exl2", "nf4", "mxfp4", "fp8", "fp16", "bf16", "4-bit", "8bit", "2 bit"]))
def test_a_precision_is_never_a_card(advisor, level):
    r = read(advisor, f"can I run it in {level}?")
    assert r.cards == [] and r.precision is not None


# ----------------------------------------------------------------------------------- RAM, memory, context
@pytest.mark.parametrize(("text", "ram"), [
    ("RTX 3090, 96GB DDR5", 96), ("2x 3090 and 64 GB RAM", 64), ("RTX 4090 24GB + DDR4 64GB", 64),
    ("5090 32GB，内存64GB DDR5", 64), ("显卡 4*4090D、256G D4内存", 256), ("128 GB of DDR4 RAM", 128),
])
def test_system_ram_is_read_and_is_no_budget_or_card(advisor, text, ram):
    r = read(advisor, text)
    assert r.spans.ram_gb == ram
    assert r.budget is None


@pytest.mark.parametrize(("text", "gb"), [("I have 8GB of VRAM", 8), ("a 24G GPU", 24), ("显存只有8G", 8),
                                          ("48g的显卡提示CUDA out of memory", 48), ("does it work in 48GB?", 48)])
def test_gpu_memory_stated_without_a_card(advisor, text, gb):
    r = read(advisor, text)
    assert r.spans.memory_gb == gb and r.cards == []


@pytest.mark.parametrize(("text", "tokens", "batch"), [
    ("with an 8192 context", 8192, None), ("max-model-len 4096", 4096, None), ("at 2k seq length", 2048, None),
    ("context increased to 64k", 65536, None), ("batch size of 2", None, 2), ("my batch is 32", None, 32),
])
def test_context_and_batch_are_read_and_are_no_budget(advisor, text, tokens, batch):
    r = read(advisor, text)
    assert (r.spans.context_tokens, r.spans.batch, r.budget) == (tokens, batch, None)


# ------------------------------------------------------------------------------------------ ownership
@pytest.mark.parametrize("text", ["my 3090 runs out of memory", "I have a 4090, which model can I run?",
                                  "on my RX 7900 XTX PyTorch reports no GPU", "我的3060能跑7b吗", "手上有两张3090",
                                  "I'm on an RTX3060 12GB", "our server has four RTX2080 GPUs"])
def test_an_owner_is_read(advisor, text):
    assert read(advisor, text).own


@pytest.mark.parametrize("text", ["my budget is $800, which gpu?", "what should my first gpu be?",
                                  "I would like to buy a Mac Studio M3 Ultra 512GB"])
def test_my_budget_or_a_plan_to_buy_is_no_owner(advisor, text):
    assert not read(advisor, text).own


def test_an_owner_with_a_model_is_answered_on_the_owners_card(advisor):
    q = advisor.ask("llama 3 8b runs out of memory on my 3060 12gb")
    assert (q.read_as.command, q.read_as.own, q.read_as.cards) == ("fits", True, ["GeForce RTX 3060 12 GB"])


def test_which_model_my_card_runs_is_fits_with_the_card_and_no_model(advisor):
    q = advisor.ask("Which model can run on my RTX 4090 with 64GB of RAM?")
    assert (q.read_as.command, q.read_as.model, q.read_as.ram_gb) == ("fits", None, 64)


# -------------------------------------------------------------------------------- never a card, never swapped
@pytest.mark.parametrize("text", ["72b int4 on what?", "is cifar-10 too big?", "Qwen3-36B-AWQ-Int4",
                                  "it gets about 70W", "gemma3:12b-it-qat", "8x7b mixtral"])
def test_plain_words_counts_and_precisions_name_no_card(advisor, text):
    assert read(advisor, text).cards == []


def test_a_non_deep_learning_entry_needs_a_word_of_its_own(advisor):
    assert read(advisor, "is 2x 4 any good").cards == []  # never the AGP "XPert XL AGP 2X" nor a Playstation 4
    assert read(advisor, "int8 or int4?").cards == []  # never the "Radeon Vega 8" nor the "Tegra 4"
    assert read(advisor, "my laptop with an NVS 5400M").cards == ["NVS 5400M"]  # its own model number


@pytest.mark.parametrize(("text", "unknown"), [("how many H20 GPUs to train a 7b?", "h20"),
                                               ("run the 7B on my MacBook Pro M1 with 16GB RAM?", "m1"),
                                               ("is the gtx 9999 any good?", "9999")])
def test_an_unknown_device_is_said_and_never_swapped(advisor, text, unknown):
    q = advisor.ask(text)
    assert any(unknown in u for u in q.read_as.unknown)
    assert q.read_as.cards == []


def test_a_machine_with_its_chip_and_memory_is_read_as_that_machine(advisor):
    r = read(advisor, "I have a Mac Studio M3 Ultra (28-core CPU, 60-core GPU, 256GB memory, 1TB SSD)")
    assert r.cards == ["Apple Mac Studio (M3 Ultra 28C CPU / 60C GPU, 256 GB)"] and r.budget is None


def test_a_machine_in_a_memory_it_is_not_sold_in_is_unknown(advisor):
    r = read(advisor, "a mac mini with 192 GB RAM?")
    assert r.cards == [] and r.unknown


def test_the_resolvers_correction_is_said_on_the_read_as_line_in_the_members_language(advisor):
    q = advisor.ask("will llama 3 8b run on my RTX2080ti with 12G?")
    assert q.read_as.cards == ["GeForce RTX 2080 Ti"]
    english = Renderer("en")(q.reply)
    assert "11 GB" in english and "12 GB" in english
    chinese = Renderer("zh_Hans")(q.reply)
    assert "不是" in chinese


def test_a_modified_card_is_read_as_the_modified_card(advisor):
    assert read(advisor, "单卡2080ti 魔改22G的效果怎么样？").cards == ["GeForce RTX 2080 Ti 22 GB (modified)"]


# ------------------------------------------------------------------------------- devices said, not asked about
@pytest.mark.parametrize(("text", "cards"), [
    ("I have no access to an A100 - can a 4090 do the fine-tuning?", ["GeForce RTX 4090"]),
    ("I just switched from a 4090 to a 5090; on the 4090 it was faster", ["GeForce RTX 5090"]),
    ("没有3090显卡，2080ti能跑吗", ["GeForce RTX 2080 Ti"]),
])
def test_a_device_not_had_or_replaced_is_not_read(advisor, text, cards):
    assert read(advisor, text).cards == cards


@pytest.mark.parametrize(("text", "cards"), [
    ("V100训练：有人试过一张V100（32G）可以训起来吗？", ["Tesla V100 PCIe 32 GB"]),
    ("a gtx 1050 2gb or a 1050ti 4gb? I'd take the 1050", ["GeForce GTX 1050", "GeForce GTX 1050 Ti"]),
])
def test_one_card_said_twice_is_one_card_with_the_memory_said(advisor, text, cards):
    assert read(advisor, text).cards == cards


@pytest.mark.parametrize("text", ["家人们，一张3090能train吗？", "V100训练：有人试过一张V100（32G）可以训起来吗？"])
def test_will_it_train_on_one_device_asks_what_it_holds(advisor, text):
    assert advisor.ask(text).read_as.command == "fits"


def test_will_it_run_on_one_device_with_no_model_is_the_verdict_on_it(advisor):
    # the convention of round 4 (corpus majority, README "why for one device and a workload that is not a sized
    # model"): "能跑吗" with no model asks the verdict (why); "能跑什么模型" asks what it holds (fits)
    assert advisor.ask("显存请教：请问3090 24GB 显存能跑吗？").read_as.command == "why"


def test_compare_with_one_card_asks_for_the_second(advisor):
    q = advisor.ask("compare 1080 ti")
    assert (q.read_as.command, q.missing) == ("compare", ["cards"])


@pytest.mark.parametrize(("text", "precision"), [
    ("the Llama 2 7B example runs out of memory on my RTX 3060 12GB, is 12 GB not enough?", "fp16"),
    ("我的3060 12G跑llama 2 7b显存不足", "fp16"),
    ("llama 2 7b in ollama runs out of memory on my 3060 12gb", None),
    ("qwen 7b Q4_K_M out of memory on my 1060 6gb", "q4_k_m"),
])
def test_an_out_of_memory_report_running_a_model_is_sized_as_the_framework_loads_it(advisor, text, precision):
    """U19's kind: a model that runs out of memory with no quantized file said is the framework's 16-bit
    load (why 12 GB is not enough for a 7B), said on the read-as line; a GGUF tool or level keeps its own."""
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.precision == precision
    assert any(n.key == "ask.note.oom-fp16" for n in q.read_as.notes) == (precision == "fp16")


@pytest.mark.parametrize(("text", "negative"), [("recommend a gpu for -5", True), ("gpu for -500 dollars", True),
                                                ("best gpu for $500-800", False), ("gpu for 500 - 800 usd", False),
                                                ("rtx 3090 vs 4090 -5% perf?", False)])
def test_a_negative_budget_is_refused_in_words_never_read_as_its_amount(advisor, text, negative):
    """P17's kind: "-5" or "-500 dollars" is a negative budget, refused in one sentence — never 5 or 500
    read silently (the read-as slot shows the amount as said, below zero); a range's dash and a percentage
    are no minus sign."""
    q = advisor.ask(text)
    assert ("negative" in said(q.reply)) == negative
    if negative:
        assert q.answer is None and q.read_as.budget is not None and q.read_as.budget.amount < 0


@pytest.mark.parametrize(("text", "amount"), [("best gpu for $1e12", 1e12), ("which card for 1e9 usd?", 1e9)])
def test_a_budget_in_scientific_notation_is_its_amount_and_a_huge_one_is_said_too_large(advisor, text, amount):
    """P18's kind: "$1e12" is 10^12 dollars, never 1 or 12 dollars; an amount above the largest budget
    is refused in words, with the amount read shown on the read-as line."""
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.budget is not None
    assert (q.read_as.budget.amount, q.read_as.budget.currency) == (amount, "USD")
    assert q.answer is None and q.error == "invalid_budget" and "largest budget" in said(q.reply)


@pytest.mark.parametrize("text", ["lr 1e4 on my 3090", "1e5 steps on a 4090, how long?"])
def test_scientific_notation_with_no_currency_is_no_budget(advisor, text):
    assert advisor.ask(text).read_as.budget is None
