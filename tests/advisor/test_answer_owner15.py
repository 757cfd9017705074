"""Owners answered with the facts of THEIR card and job (issue 28, round 6): a split-memory card sized on its
fast segment, and more kinds below — each a kind, in English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit, render_verdict
from advisor.fast_memory import fast_memory_gb
from said import said


def test_a_split_memory_card_is_sized_on_its_fast_segment_and_says_why(advisor):
    """U05: every catalogue card whose memory is split (the GTX 970's 3.5 + 0.5 GB) is sized on the fast segment in
    the owner's headline, which says why; "a 4 GB GTX 970" is its memory as sold, never corrected."""
    split = [c for c in map(advisor.catalog.card, advisor.catalog.card_rows) if fast_memory_gb(c)]
    assert split
    for card in split:
        head = said(advisor.why(card.name, own=True).owner.runs[0])
        assert f"{fast_memory_gb(card):g} GB" in head and "slow segment" in head, head
    q = advisor.ask("I have a 4 GB GTX 970, is it any good for deep learning and which models can I run on it?")
    assert not any("not 4" in said(n) for n in q.read_as.notes)
    for language in ("en", "zh_Hans"):
        out = render_verdict(q.answer, View(language=language, width=80))
        assert "3.5 GB" in out, out


INFERENCE_OOM = [
    "testing runs out of memory on my RTX2080ti with 12G, which GPU did you use?",
    "evaluation on the validation set runs out of memory on my gtx 1080, what can I do?",
    "my 3060 runs out of memory when I run predict.py on the test set",
    "我的1080ti测试的时候显存不足，怎么办？",
    "inference on my 1660 super 6gb runs out of memory for a segmentation model",
    "CUDA out of memory during inference on my gtx 1080, what can I do?",
]


def test_an_inference_out_of_memory_gets_the_inference_levers_and_a_real_step(advisor):
    """N03: out of memory at test / inference / prediction time, no LLM said: batch 1, half precision, resolution,
    tiles, offload — never gradient accumulation — and each step up adds at least a quarter of the memory."""
    for text in INFERENCE_OOM:
        q = advisor.ask(text)
        assert q.read_as.job == "vision", (text, q.read_as)
        out = render_verdict(q.answer, View(language="en", width=80))
        assert "batch 1" in out and "fp16" in out and "accumulation" not in out, out
        own = advisor.catalog.card(q.read_as.cards[0]).memory_gb
        for step in q.answer.owner.upgrades:
            assert (step.memory_gb or 0) >= own * 1.25, (text, step)
    assert advisor.ask("my 3090 runs out of memory training a resnet, what can I do?").read_as.job != "vision"
    assert advisor.ask("inference of llama 3 8b runs out of memory on my 3060").read_as.job != "vision"
    assert advisor.ask("my 3060 runs out of memory during llm inference").read_as.job != "vision"


def test_a_card_too_small_for_the_job_is_told_true_levers_and_the_free_way(advisor):
    """U01: under the 4 GB --medvram needs, the lever is --lowvram alone (never "--medvram or --lowvram" beside a
    headline that says the card is too small), and the free notebooks are said; a card that runs the job gets no
    free-notebook line."""
    for name in ("gtx 1060 3gb", "gtx 1050 3gb", "gtx 1050 2gb"):
        o = advisor.why(name, own=True, job="image-gen").owner
        levers = " ".join(said(r.message) for r in o.job_levers)
        assert "--medvram or" not in levers and "--lowvram" in levers, levers
        assert "Colab" in said(o.runs[0]), said(o.runs[0])
    o = advisor.why("rtx 3060", own=True, job="image-gen").owner
    levers = " ".join(said(r.message) for r in o.job_levers)
    assert "Colab" not in said(o.runs[0]) and "--medvram or --lowvram" in levers
    q = advisor.ask("I have a GTX 1060 3GB and the stable diffusion notebook only runs on my CPU - how do I get it "
                    "onto the GPU?")
    for language in ("en", "zh_Hans"):
        out = render_verdict(q.answer, View(language=language, width=80))
        assert "Colab" in out and "--medvram or" not in out, out


def test_a_question_with_no_llm_word_gets_no_llm_headline(advisor):
    """U11: "Xeon Phi" is a card, not Microsoft's Phi models: a lab's "Xeon Phi or GTX 1080?" names no LLM, so it
    is read with no LLM use and its headline is the training verdict (CUDA, cuDNN, every framework)."""
    q = advisor.ask("Intel says Xeon Phi beats GPUs for deep learning - is a Xeon Phi better than the GTX 1080s "
                    "our lab chose?")
    assert q.read_as.command == "compare" and q.read_as.use_case != "llm", q.read_as
    head = said(q.answer.shape.headline)
    assert "training" in head and "cuDNN" in head and "token" not in head and "LLM" not in head, head
    assert advisor.ask("3090 or 4090 for llama?").read_as.use_case == "llm"


def test_qlora_is_never_sized_below_the_published_minimum_at_its_size(advisor):
    """N14 / F01 / F12: "Mistral Small 3.1 24B QLoRA in 14.9 GB on 16 GB" and "32B QLoRA in 22 GB" sat below
    Unsloth's own minimum table (27B 22 GB, 32B 26 GB) and LLaMA-Factory's (30B 24 GB): a dense model's QLoRA is at
    least the table read at its size, and the breakdown still adds up to the total."""
    from advisor.fits.qlora_floor import qlora_floor

    for size in ("20b", "24b", "mistral small 3.1 24b", "27b", "32b", "qwen2.5 32b", "40b"):
        fit = advisor.fits(size, task="qlora")
        est = advisor._workload(size, "qlora", None, None).estimate
        assert est.total >= qlora_floor(est.arch.params) - 0.01, (size, est.total)
        m = fit.memory
        parts = m.weights_gb + m.adapters_gb + m.activations_gb + m.gradients_gb + m.optimizer_gb + m.overhead_gb
        assert abs(parts - m.total_gb) <= 0.1, (size, parts, m.total_gb)
    q = advisor.ask("没什么钱，手上只有一张4060Ti 16G，能从头训练一个小模型或者微调吗？")
    assert "24B" not in said(q.answer.shape.headline)


def test_a_used_data_centre_card_compared_for_llms_says_what_it_costs_besides(advisor):
    """U21: a used PCIe Tesla (the kind, not the P40 alone) weighed for LLMs, where its use keeps it: passive cooling,
    no display output and where CUDA leaves it are said among the deciding facts."""
    market = advisor.catalog.market(None)
    teslas = [c for c in map(advisor.catalog.card, advisor.catalog.card_rows)
              if advisor.rules.is_used_tesla(c, market)]
    assert len(teslas) >= 2
    for card in teslas[:6]:
        c = advisor.compare(card.name, "rtx 3060 12gb", use_case="llm")
        said_all = " ".join(said(r.message) for r in c.deciding)
        assert "passive cooling" in said_all and "display" in said_all, (card.name, said_all)


VIDEO_LORA = [
    ("how much VRAM does LoRA training of Wan 2.1 14B need, is my 3090 enough?", "yes"),
    ("can I train a HunyuanVideo LoRA on a 4060 Ti 16GB?", "only with memory savers"),
    ("can my gtx 1080 train a wan lora?", "no"),
]


def test_a_video_model_lora_is_sized_as_that_job_never_as_an_llm(advisor):
    """F12: a video model's LoRA (Wan, HunyuanVideo…) is sized from musubi-tuner's figures (data/owner_jobs.csv
    video-lora), never as an LLM of its parameter count; a LoRA question naming no model says the video figure
    beside the LLM sizes."""
    for text, verdict in VIDEO_LORA:
        q = advisor.ask(text)
        head = said(q.answer.shape.headline)
        assert "musubi-tuner" in head and verdict in head and "QLoRA" not in head, (text, head)
        assert not q.answer.shape.ranking
    q = advisor.ask("about how much VRAM does LoRA training need here, and is a V100 enough?")
    head = said(q.answer.shape.headline)  # the model is unknown: both kinds in the headline, no pace claimed
    assert "video model" in head and "language model" in head and not head.startswith("Yes"), head
    assert not any("video model" in said(c.message) for c in advisor.ask(
        "how much VRAM does LoRA of llama 3 8b need on a 3060?").answer.shape.decides)
    # "i wan to": no Wan model named, so not sized as the video job (the unnamed-model headline says both kinds)
    head = advisor.ask("i wan to train a lora on my 3090").answer.shape.headline
    assert head.key not in ("video-lora.yes", "video-lora.light", "video-lora.no"), said(head)


def test_can_my_card_fine_tune_is_answered_yes_with_its_pace_and_the_qlora_assumptions(advisor):
    """N14: "only a 4060 Ti 16 GB, can I train a small model or fine-tune?" opens with the yes and how slowly, and
    says the rank and context QLoRA is sized at."""
    for text in ("没什么钱，手上只有一张4060Ti 16G，能从头训练一个小模型或者微调吗？",
                 "can my 3060 12gb fine-tune an llm?"):
        q = advisor.ask(text)
        head = said(q.answer.shape.headline)
        assert head.startswith("Yes, ") and "rank 16" in head, head
    fit = advisor.fits(card="gtx 1060 3gb", task="full-finetune")
    assert fit.summary.key in ("runs.train.yes", "runs.train", "runs.train.none", "runs.train.lighter-sized",
                               "runs.train.usual", "runs.train.usual-none",  # fix40b, fix42b: the way asked first
                               "runs.train.usual.lora",  # fix78a: LoRA's rung between
                               "runs.train.full-first", "runs.train.full-first-none", "runs.train.full-first.lora")


@pytest.mark.parametrize("text,card_says", [
    ("about how much VRAM does LoRA training need here, and is a V100 enough?", "only with those savers"),
    ("how much memory does lora training take, is my 4090 enough?", "is enough"),
    ("can my gtx 1060 6gb do lora training?", "is too little"),
    ("LoRA 训练需要多少显存，我的 4090 够吗？", "is enough"),
])
def test_a_lora_question_naming_no_model_claims_no_fit_or_pace_for_one_kind(advisor, text, card_says):
    """F12 (issue 28): with the model unknown, the headline asks which model and gives a video model's LoRA (with
    the asked card's memory against it) and the language-model sizes side by side, never "Yes, at a fair pace"
    for an LLM nobody named; in every language."""
    q = advisor.ask(text)
    head = said(q.answer.shape.headline)
    assert head.startswith("Which model?") and card_says in head and "For a language model" in head, head
    assert "fair pace" not in head and "Yes," not in head, head
    for language in ("zh_Hans", "zh_Hant"):
        out = render_fit(q.answer, View(language=language, width=100))
        assert "Which model" not in out and "musubi-tuner" in out, out
