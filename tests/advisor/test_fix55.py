"""fix55 (issues 27, 28): a counted card named with a memory its variant is sold with is that variant, counted ("两张
2080ti 22g", "2x 2080 Ti 22GB"), the rig's memory their sum; and people who each fine-tune a model are seats of the
budget, never users of a server ("students lab: 12 people, ¥60000, want to fine-tune 7B models"). Each a kind, in
English and Chinese, on the console and in Discord's first message."""

from __future__ import annotations

import re

import pytest
from asked import question_faces as _faces

_MOD = "GeForce RTX 2080 Ti 22 GB (modified)"





def _flat(text):
    return re.sub(r"[\s*]+", "", text)


# ---------------------------------------------------------------- a count with a memory variant
@pytest.mark.parametrize(
    ("text", "language", "card", "gpus"),
    [
        ("我有两张2080ti 22g，能跑qwen3 32b吗", "zh_Hans", _MOD, 2),
        ("2张2080ti 22g跑70b够吗", "zh_Hans", _MOD, 2),
        ("双卡2080ti 22g能跑llama 70b吗", "zh_Hans", _MOD, 2),
        ("两块2080ti 22g", "zh_Hans", _MOD, 2),
        ("2x 2080 Ti 22GB for llama 70b?", "en", _MOD, 2),
        ("2080ti 22g x2 for llama 70b", "en", _MOD, 2),
        ("a pair of 2080 ti 22gb for 70b", "en", _MOD, 2),
        ("3x 2080 Ti 22GB, can they run qwen3 32b?", "en", _MOD, 3),
        ("2x 4090 48GB for llama 70b", "en", "GeForce RTX 4090 48 GB (modified)", 2),
    ],
)
def test_a_counted_card_named_with_its_variants_memory_is_that_variant(advisor, text, language, card, gpus):
    q = advisor.ask(text, lang=language).read_as
    assert q.cards == [card] and q.gpus == gpus


@pytest.mark.parametrize(
    ("text", "language", "said"),
    [
        ("我有两张2080ti 22g，能跑qwen3 32b吗", "zh_Hans", "合计44GB"),
        ("2x 2080 Ti 22GB for llama 70b?", "en", "44GBinall"),
    ],
)
def test_the_counted_variants_memory_is_their_sum(advisor, text, language, said):
    _, console, _ = _faces(advisor, text, language)
    assert said in _flat(console)
    assert "每张GeForceRTX2080Ti上11GB" not in _flat(console) and "11GBeach" not in _flat(console)  # never 11 GB each


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("2张4090 48G总共，能跑70b吗", "GeForce RTX 4090"),  # said as the total
        ("two 4090 48gb in all for 70b?", "GeForce RTX 4090"),
        ("2x 3090 48gb for 70b", "GeForce RTX 3090"),  # no 3090 is sold with 48 GB: the two cards' total
        ("2x 3090 24gb for 70b", "GeForce RTX 3090"),  # the stock card's own memory
        ("两个4090，显存达到48G", "GeForce RTX 4090"),  # the memory apart from the card: the sum
    ],
)
def test_a_memory_said_as_the_total_or_no_variants_stays_the_stock_card(advisor, text, card):
    q = advisor.ask(text).read_as
    assert q.cards == [card] and q.gpus == 2


# ---------------------------------------------------------------- people who fine-tune are seats
@pytest.mark.parametrize(
    ("text", "language", "said"),
    [
        ("students lab: 12 people, ¥60000, want to fine-tune 7B models", "en", "For 12 people"),
        ("our team of 8 researchers wants to do QLoRA on llama 3 8b, budget $10000", "en", "For 8 people"),
        ("a class of 20 students fine-tuning qwen 7b with LoRA, budget 15000 usd", "en", "For 20 people"),
        ("实验室12个人，预算6万，想微调7B模型", "zh_Hans", "12个人"),
        ("课题组10个学生，预算5万元，都要做LoRA微调qwen 7b", "zh_Hans", "10个人"),
    ],
)
def test_people_who_fine_tune_are_seats_of_the_budget(advisor, text, language, said):
    q, console, discord = _faces(advisor, text, language)
    assert q.read_as.command == "recommend" and q.read_as.task in ("lora", "qlora", "full-finetune")
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys and keys[0] in ("ask.seats.each", "ask.seats.group"), keys
    assert _flat(said) in _flat(console) and _flat(said) in _flat(discord)
    assert "vLLM" not in console  # no server sized for them
    assert not any(getattr(n, "key", "") == "ask.budget-not-weighed" for n in q.read_as.notes or [])


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("lab of 12 people, ¥60000, serve a 7B model to them", "en"),
        ("12 concurrent users, budget $20000, llama 3 8b", "en"),
        ("实验室12个人同时用，预算6万，部署7B模型", "zh_Hans"),
    ],
)
def test_people_served_stay_the_servers_users(advisor, text, language):
    q = advisor.ask(text, lang=language)
    assert q.read_as.users == 12 and q.read_as.command == "fits"
