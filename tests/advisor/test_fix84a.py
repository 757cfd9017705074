"""fix84a: reader kinds from break48 — a choice between two card sizes the asker owns neither of (M8), …"""

from __future__ import annotations

import re

import pytest

from advisor.ask.dynamic_level import base_level
from advisor.ask.size_choice import sizes_chosen
from advisor.cli.ask import render_question
from advisor.cli.render import View


def _said(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language)).split())


# 1. M8: "16gb or 12gb card for qwen 14b?" — each size weighed, which one the model needs, never "your"


@pytest.mark.parametrize("text, options", [
    ("16gb or 12gb card for qwen 14b?", [(1, 16.0), (1, 12.0)]),
    ("one 24gb card or two 12gb cards for qwen 32b?", [(1, 24.0), (2, 12.0)]),
    ("12GB还是16GB显卡跑qwen 14b", [(1, 12.0), (1, 16.0)]),
    ("一张24G还是两张12G显卡跑qwen 32b", [(1, 24.0), (2, 12.0)]),
    ("should I buy a 16gb or 24gb gpu for lora on llama 3 8b", [(1, 16.0), (1, 24.0)]),
    ("my 12gb or a new 16gb for qwen 14b?", None),  # the owner's card keeps its meaning
    ("16gb or 32gb ram for llama 8b", None),  # system RAM, no card
    ("2x 3090 or 4090 for llama 70b", None),  # cards named: a comparison
    ("12gb card for qwen 14b", None),
])
def test_sizes_chosen(text, options):
    assert sizes_chosen(text) == options


def test_two_single_sizes_both_weighed_the_smaller_enough(advisor):
    q = advisor.ask("16gb or 12gb card for qwen 14b?")
    said = _said(q)
    assert "one 16 GB card: holds it" in said and "one 12 GB card: holds it" in said, said
    assert "one 12 GB card is enough" in said, said
    assert not re.search(r"\byour\b", said.split("United States")[0].lower()), said
    assert q.read_as.own is False and any(n.key == "ask.note.size-choice" for n in q.read_as.notes)


def test_one_card_against_two_says_both_and_the_simpler(advisor):
    q = advisor.ask("one 24gb card or two 12gb cards for qwen 32b?")
    said = _said(q)
    assert "2 × 12 GB cards (24 GB in all): holds it split by layers" in said, said
    assert "one 24 GB card is the simpler set-up" in said, said


def test_only_the_larger_holds_it(advisor):
    q = advisor.ask("24gb or 48gb card for llama 70b")
    said = _said(q)
    assert "one 24 GB card: does not hold it" in said and "Only one 48 GB card holds it" in said, said
    assert q.read_as.memory_gb == [48.0]
    assert "On a 48 GB GPU" in said and "your 48" not in said, said


def test_the_chinese_choice_is_answered_in_chinese(advisor):
    q = advisor.ask("12GB还是16GB显卡跑qwen 14b")
    said = _said(q, q.language)
    assert any(n.key == "ask.note.size-choice" for n in q.read_as.notes)
    assert q.answer.shape.headline.params["first"].params["first"].key == "ask.size-choice.lead"
    assert "你的" not in said.split("美国")[0], said


def test_an_owners_size_is_no_choice(advisor):
    q = advisor.ask("my 12gb or a new 16gb for qwen 14b?")
    assert not any(n.key == "ask.note.size-choice" for n in q.read_as.notes)


# 2. M9: a count of GPUs with no card — the need on each card over that count; no list that contradicts the lever


@pytest.mark.parametrize("text, count", [
    ("torchrun --nproc_per_node=2 train.py fails with OOM on llama 8b full finetune", 2),
    ("2 gpus, OOM on llama 8b full finetune", 2),
    ("we have 4 GPUs, can we fine-tune llama 70b", 4),
    ("deepspeed --num_gpus 4 full finetune llama 8b oom", 4),
    ("4卡全参微调qwen 7b够吗", 4),
])
def test_a_count_without_cards_says_the_share_on_each(advisor, text, count):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert head.key == "answer.join.sentences" and head.params["second"].key == "ask.count-unnamed.train", head
    per = head.params["second"].params["per"].value
    assert per == pytest.approx(q.answer.memory.total_gb / count, abs=0.1)


def test_a_count_to_run_is_split_by_layers(advisor):
    said = _said(advisor.ask("on 8 gpus, run llama 70b"))
    assert "On the 8 GPUs said (their cards not named): split by layers" in said, said


def test_no_count_no_share(advisor):
    head = advisor.ask("llama 8b full finetune, how much vram").answer.shape.headline
    assert "ask.count-unnamed" not in head.model_dump_json()


def test_the_list_is_never_cheapest_beside_a_cheaper_lever(advisor):
    q = advisor.ask("2 gpus, OOM on llama 8b full finetune")
    said = _said(q)
    assert "one A100 PCIe 80 GB holds it (6,500 USD)" in said, said
    assert "cheapest recommended card or machine that works" not in said, said
    assert "cheapest that works with plain AdamW (8-bit Adam: one A100 PCIe 80 GB, above)" in said, said


# 3. L5: Unsloth's dynamic GGUF levels read as their base level, said on the read-as line


@pytest.mark.parametrize("typed, level", [
    ("ud-q4_k_xl", "q4_k_m"), ("q8_k_xl", "q8_0"), ("q2_k_xl", "q2_k"), ("q6_k_xl", "q6_k"),
    ("q3_k_xl", "q3_k_m"), ("iq2_xxs-ud", "iq2_xxs"), ("ud-iq2_xxs", "iq2_xxs"),
    ("q4_k_m", "q4_k_m"), ("4-bit", "4-bit"),
])
def test_base_level(typed, level):
    assert base_level(typed) == level


@pytest.mark.parametrize("text, precision", [
    ("Q8_K_XL gguf qwen 30b a3b on 4090", "q8_0"),
    ("UD-Q4_K_XL qwen3 32b on 3090", "q4_k_m"),
    ("Q2_K_XL deepseek r1 on 4x 3090", "q2_k"),
    ("IQ2_XXS-UD llama 70b on 3090", "iq2_xxs"),
    ("用UD-Q4_K_XL跑qwen3 32b，3090够吗", "q4_k_m"),
])
def test_a_dynamic_level_is_read_and_said(advisor, text, precision):
    q = advisor.ask(text)
    assert q.error is None and q.answer is not None, q.reply
    assert q.read_as.precision == precision
    assert any(n.key == "ask.note.dynamic-quant" for n in q.read_as.notes)


def test_a_plain_level_gets_no_dynamic_note(advisor):
    q = advisor.ask("q4_k_m llama 70b on 2x 3090")
    assert not any(n.key == "ask.note.dynamic-quant" for n in q.read_as.notes)


# 4. L2: a count past the largest rig is said, never silently one card


@pytest.mark.parametrize("text", ["1000000x 3090 run llama 8b", "50x 4090 for llama 70b"])
def test_a_count_past_the_rig_is_refused_in_words(advisor, text):
    q = advisor.ask(text)
    assert q.error == "invalid_option" and "a rig of at most 16 cards" in _said(q), _said(q)


@pytest.mark.parametrize("text, count", [("50x 4090", 50), ("20 3090s, good for deep learning?", 20)])
def test_a_count_past_the_rig_on_a_verdict_is_said(advisor, text, count):
    q = advisor.ask(text)
    note = next(n for n in q.read_as.notes if n.key == "ask.note.count-over")
    assert note.params["count"].value == count
    assert f"The count said ({count}) is not taken" in _said(q)


def test_a_count_within_the_rig_gets_no_note(advisor):
    q = advisor.ask("2x 4090 good for deep learning?")
    assert not any(n.key == "ask.note.count-over" for n in q.read_as.notes)


# 5. M15: a family asked "什么/哪些/哪个 + family", or with --vram: that family's list


@pytest.mark.parametrize("text, family", [
    ("我的3080能跑什么llama", "llama"),
    ("8G显存能跑什么qwen", "q"),
    ("what mistral can I run on my 8gb card", "mistral"),
    ("what mistral can I run on my 3060", "mistral"),
    ("which mistral should I run on my 4090", "m"),
])
def test_a_family_asked_is_its_list(advisor, text, family):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.model is None, q.read_as
    assert q.answer.shape.headline.key == "ask.family-runs.head"
    assert all(m.model.lower().startswith(family) for m in q.answer.models), [m.model for m in q.answer.models]


def test_why_with_a_family_is_no_family_asked(advisor):
    q = advisor.ask("为什么deepseek在我的4090上很慢")
    assert q.read_as.command == "why"


def test_the_family_common_note_ends_with_a_full_stop(advisor):
    q = advisor.ask("我的3080能跑llama吗")
    said = "".join(_said(q, q.language).split())  # the console wraps Chinese lines anywhere
    assert "即可换成别的。在你的" in said, said


# 6. L1: reversed or mixed spelled ranges, and two budgets set against each other with "vs"


@pytest.mark.parametrize("text, low, high", [
    ("budget is 4 to 3 hundred dollars", 300, 400),
    ("3 to 400 dollars gpu", 300, 400),
    ("5-600 bucks for a gpu", 500, 600),
    ("between 1 and 2 grand gpu", 1000, 2000),
    ("gpu between $1 and $2 grand", 1000, 2000),
    ("budget 3 to 4 hundred dollars", 300, 400),
])
def test_a_spelled_range_reads_both_ends(advisor, text, low, high):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == high, q.read_as.budget
    note = next(n for n in q.read_as.notes if n.key == "ask.note.budget-range")
    assert (note.params["low"].value, note.params["high"].value) == (f"{low:,}", f"{high:,}"), note


def test_two_budgets_against_each_other_are_both_said(advisor):
    q = advisor.ask("1200cad vs 900usd gpu")
    assert any(n.key == "ask.two-budgets" for n in q.read_as.notes), q.read_as.notes
