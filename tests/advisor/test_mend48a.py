"""mend48a (issue 28; break43 on int47): the method a buyer names leads a full fine-tune; "is my budget enough for X?"
is answered no first, on the same basis (cards plus board and power supply) as every option. English and Chinese,
console and bot."""

from __future__ import annotations

import re

import pytest

from tests.asked import question_faces


def flat(face: str, language: str = "en") -> str:
    """A face with its wrapped lines joined (a space in English, nothing in Chinese)."""
    return re.sub(r"\s*\n\s*", "" if language.startswith("zh") else " ", face)


def lead(face: str, language: str = "en") -> str:
    """The headline of a face: past the reading line, before the first deciding fact."""
    body = face.split("\n\n", 1)[1] if face.startswith(("Read as", "理解为")) else face
    return flat(body, language).split("→")[0].strip()


@pytest.mark.parametrize(("text", "language", "method"), [
    ("full fine-tune qwen2.5 7b with 8-bit adam, how much memory?", "en", "8-bit Adam"),
    ("full fine-tune qwen2.5 7b with bitsandbytes 8-bit optimizer", "en", "8-bit Adam"),
    ("全量微调Qwen2.5 7B，用8bit adam需要多少显存", "zh_Hans", "8-bit Adam"),
    ("full fine-tune qwen2.5 3b with 8-bit adam", "en", "8-bit Adam"),
    ("fully finetune llama 3.1 8b using paged adamw 8bit, which gpu?", "en", "8-bit Adam"),
    ("full finetune llama 3.1 8b with deepspeed zero 3 offload, what gpu should I buy?", "en", "ZeRO-3"),
    ("用deepspeed zero3 offload全量微调llama 3.1 8b，买什么显卡", "zh_Hans", "ZeRO-3"),
])
def test_a_named_method_leads_a_buyers_full_fine_tune(advisor, text, language, method):
    q, console, bot = question_faces(advisor, text, language)
    shape = q.answer.shape
    head = shape.headline.params["said"] if shape.headline.key == "savers.ram" else shape.headline  # offload: RAM
    assert head.key == "savers.buy.one", console
    assert shape.decides[0].message.key == "savers.without", console  # plain AdamW's figure follows
    for face in (console, bot):
        head = flat(face, language)
        assert method in head, face
        first = head.split("→")[0]  # the method's figure and one card lead, never plain AdamW's two cards
        assert re.search(r"one [A-Z][^()]+ holds it|一张 \S.+ 装得下", first), face
        assert "2 ×" not in first and "2 张" not in first, face


def test_8bit_adam_named_says_the_figure_the_unnamed_question_says(advisor):
    named, console, _ = question_faces(advisor, "full fine-tune qwen2.5 7b with 8-bit adam, how much memory?")
    plain, other, _ = question_faces(advisor, "full fine-tune qwen2.5 7b, how much memory?")
    figure = re.search(r"about ([\d.]+ GB)", flat(other).split("With 8-bit Adam")[1]).group(1)
    assert figure in lead(console), (console, other)
    assert "130.3 GB" not in lead(console), console


def test_sharding_named_without_offload_counts_several_cards(advisor):
    q, console, bot = question_faces(advisor, "full fine-tune llama 3.1 8b with fsdp, which gpus should I buy?")
    head = q.answer.shape.headline
    assert head.key == "savers.buy.several", console
    assert head.params["count"].value >= 2, console
    assert "board and power supply" in lead(console), console


def test_an_owners_cards_keep_the_owners_sizing(advisor):
    q, console, _ = question_faces(advisor, "full fine-tune qwen 7b on my 2x 4090 with deepspeed zero 3 offload")
    assert q.answer.shape.headline.key.startswith("savers.") and not q.answer.shape.headline.key.startswith(
        "savers.buy"), console


@pytest.mark.parametrize(("text", "language"), [
    ("$5000 for 2 × 5090 to train models, enough?", "en"),
    ("is 5000 dollars enough for two rtx 5090s for training?", "en"),
    ("预算4万，两张5090训练，够吗", "zh_Hans"),
    ("预算三万，买两张5090够不够", "zh_Hans"),
])
def test_a_budget_short_of_the_named_set_up_says_no_first_with_its_platform(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    shape = q.answer.shape
    assert shape.headline.key == "ask.enough.rig.no", console
    assert shape.decides[0].message.key == "ask.budget-buys-instead", console  # what the budget buys, next
    said = q.answer.model_dump_json()
    assert '"ask.over-budget.rig"' not in said and '"ask.within-budget.rig"' not in said, console  # said once
    for face in (console, bot):
        head = lead(face, language)
        assert head.startswith(("No:", "不够：")), face
        assert re.search(r"9,07\d", head), face  # 8,262 of cards + the 810 of board and supply, as every line
        assert "810" in head, face


def test_one_card_over_the_budget_says_no_first(advisor):
    q, console, bot = question_faces(advisor, "is $1500 enough for a 4090?")
    assert q.answer.shape.headline.key == "ask.enough.one.no", console
    for face in (console, bot):
        assert lead(face).startswith("No: GeForce RTX 4090 costs about"), face


@pytest.mark.parametrize("text", [
    "is $12000 enough for two 5090s for training?",
    "I have $700, is a 2GB GTX 1050 enough to train translation models?",
])
def test_within_the_budget_the_cards_own_verdict_still_leads(advisor, text):
    q, console, _ = question_faces(advisor, text)
    assert not q.answer.shape.headline.key.startswith("ask.enough"), console


def _said(q, key: str):
    """The message keyed ``key`` among the answer's headline and deciding facts."""
    shape = q.answer.shape
    return next(m for m in [shape.headline, *(c.message for c in shape.decides)] if m.key == key)


@pytest.mark.parametrize(("text", "language"), [
    ("would it be cheaper to rent an H100 than buy a 4090? I train about 10 hours a week", "en"),
    ("buy a 4090 or rent an h100? about 10 hours of training a week", "en"),
    ("租H100还是买4090划算？我每周训练10小时", "zh_Hans"),
])
def test_renting_one_card_against_buying_another_weighs_the_hours_said(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    p = _said(q, "ask.rent-use.other").params
    assert p["paid"].value == 574, console  # 2,015 USD ÷ 3.51 USD an hour
    assert p["rented_hours"].value == 5.9 and p["years"].value == 1.9, console  # 10 h ÷ 1.69; 2,015 ÷ a year's rent
    for face in (console, bot):
        assert re.search(r"574 (hours|小时)", flat(face, language)), face
        assert re.search(r"1\.9 (years|年)", flat(face, language)), face


def test_renting_said_daily_on_a_slower_card_keeps_its_hours(advisor):
    q, console, _ = question_faces(advisor, "buy a 3090 or rent an A100? I train 2 hours a day")
    p = _said(q, "ask.rent-use.other").params
    assert p["hours"].value == 14 and p["rented_hours"].value < 14, console


def test_one_card_rented_or_bought_keeps_its_own_line(advisor):
    q, console, _ = question_faces(advisor, "4090 vs renting a 4090, I train 3 hours a day")
    keys = [c.message.key for c in q.answer.shape.decides] + [q.answer.shape.headline.key]
    assert "ask.rent-use.other" not in keys and any(k.startswith("ask.rent-use") for k in keys), console
