"""Owners' answers that contradicted themselves (issue 28; break18 #10, #11, newuser12): a Kepler card's last stack
agrees with its last driver, and a training question about a card no current stack runs gets a training answer."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2] / "data"


def _said(advisor, text: str) -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return render_question(advisor.ask(text), View()).replace("\n", " ")


def test_a_kepler_last_stack_names_the_driver_it_runs_on():
    """R470 is Kepler's last driver and runs CUDA 11.4 natively; "CUDA 11.8" alone beside "CUDA 11.4 and the 470
    driver" was a contradiction: every late Kepler row that names a CUDA 11 stack names that driver."""
    with (DATA / "software_support.csv").open(encoding="utf-8") as f:
        kepler = [r for r in csv.DictReader(f) if 3.5 <= float(r["min_cc"]) < 5.0]
    assert kepler
    for r in kepler:
        assert "CUDA 11.4 on the 470 driver" in r["last_stack"], r
        assert "docs.nvidia.com/cuda/cuda-toolkit-release-notes" in r["source"], r


@pytest.mark.parametrize("text", ["I have a GTX 780, can I train models on it?",
                                  "can I train a model on my tesla k40?"])
def test_a_training_question_on_a_card_no_stack_runs_gets_a_training_answer(advisor, text):
    said = _said(advisor, text)
    assert "Training on" in said and ": no" in said, said
    assert "in 4-bit" not in said and "LLMs up to" not in said, said  # no inference sizes for a training question


def test_what_a_late_kepler_card_still_runs_keeps_its_sizes(advisor):
    said = _said(advisor, "what can I still run on a K40?")
    assert "in 4-bit" in said and "Training on" not in said, said


@pytest.mark.parametrize("text", ["I have a 1080 ti, what should I upgrade to for flux, budget $800",
                                  "p40 for stable diffusion", "我有一张1080 Ti，想跑 stable diffusion"])
def test_a_pascal_card_keeps_fp16_weights_in_every_line_of_one_answer(advisor, text):
    """"half precision gains it nothing, so it is run in fp32 … twice fp16's memory" beside "images up to SDXL at
    1024x1024 (fp16)" (break18 #11): GP10x loads fp16 weights; only its FP16 math is slow."""
    said = _said(advisor, text)
    assert "twice fp16" not in said and "--no-half)" not in said and "run in fp32" not in said, said


@pytest.mark.parametrize("text", ["someone gave me an RX 580, is it any good for AI?",
                                  "my brother gave me his GTX 970, can I do deep learning on it?",
                                  "I was given a 1080 ti, what can I run?", "I inherited a titan xp, is it useful?",
                                  "朋友送了我一张RX 580，能跑AI吗？", "别人送的1060 6g能跑什么"])
def test_a_card_given_to_the_asker_is_theirs(advisor, text):
    """"someone gave me an RX 580" was a buyer's why ("NOT RECOMMENDED — a firm no", newuser12): a card given is
    owned, and answered with what it runs."""
    q = advisor.ask(text)
    assert q.read_as.own and q.read_as.cards, (text, q.read_as)
    assert "NOT RECOMMENDED" not in _said(advisor, text)


def test_a_quote_given_is_no_card_owned(advisor):
    assert not advisor.ask("the shop quoted me 700 for a 3090, is that fair?").read_as.own


def test_distills_are_found_by_the_models_name():
    from advisor.ask.distilled import distills_of

    names = ["DeepSeek R1", "DeepSeek-R1-Distill-Qwen-7B", "DeepSeek-R1-Distill-Qwen-32B", "DeepSeek V3"]
    assert distills_of(names, "DeepSeek R1") == ["DeepSeek-R1-Distill-Qwen-7B", "DeepSeek-R1-Distill-Qwen-32B"]
    assert distills_of(names, "DeepSeek V3") == []


@pytest.mark.parametrize("text", ["deepseek r1 under $2000", "deepseek r1 under $500", "deepseek r1 预算1万元"])
def test_a_model_no_card_within_holds_names_its_need_and_the_distilled_models_the_budget_runs(advisor, text):
    """"deepseek r1 under $2000" was headed "Nothing … is worth buying for deep learning" (newuser12): the 671B
    model's memory need, that nothing at the price has it, and the distilled model a card within the budget runs."""
    from said import said

    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert head.key == "ask.distilled.runs", head.key
    line = said(head)
    assert "DeepSeek R1" in line and "GB" in line and "-Distill-" in line and "worth buying" not in line, line


def test_a_model_without_distilled_models_keeps_its_own_headline(advisor):
    assert not advisor.ask("llama 3.1 405b under $2000").answer.shape.headline.key.startswith("ask.distilled")
