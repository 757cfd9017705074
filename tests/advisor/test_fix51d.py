"""fix51d (issue 27; newuser22 #14, #2, #18 and the image-LoRA probes): the currency of ``¥`` and of a Chinese amount
with no currency follows the place the question names, or the assumption is said; an image model's LoRA said by what
it draws ranks for the image LoRA job (kohya's SDXL settings), never a 7B LLM's LoRA or computer-vision research."""
from __future__ import annotations

import pytest

from advisor import i18n
from advisor.models import Recommendation
from said import texts


def _notes(q, lang):
    return " ".join(i18n.render(n.key, n.params, lang) for n in q.read_as.notes)


@pytest.mark.parametrize(("text", "code", "place"), [
    ("I live in Tokyo, ¥200000 for a gpu to run qwen 14b", "JPY", "tokyo"),
    ("budget ¥120000 for stable diffusion, shopping in Akihabara", "JPY", "akihabara"),
    ("gpu for local llms in Japan under ¥180,000", "JPY", "japan"),
    ("在日本买显卡，预算¥10万，跑14b", "JPY", "日本"),
    ("在东京，预算15万，跑32b", "JPY", "东京"),
    ("3090 or 4090 for ¥8000, I'm in shanghai", "CNY", "shanghai"),
    ("I'm in China, budget 5000 yen for a gpu to run a 14b model", "CNY", "china"),
    ("我在台灣，預算3萬，想跑32b", "TWD", "台灣"),
    ("人在香港，預算1萬5，跑sdxl", "HKD", "香港"),
    ("預算4萬，用台幣算，想跑70b", "TWD", "台幣"),
])
def test_the_place_named_decides_the_currency(advisor, text, code, place):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.currency == code
    keys = [n.key for n in q.read_as.notes]
    assert {"ask.currency.placed-sign", "ask.currency.placed-amount"} & set(keys)
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert place in _notes(q, lang).lower()


def test_a_japanese_question_reads_yen():
    from advisor.ask.place_currency import place_currency

    assert place_currency("¥150000でLLM用のGPUを買いたい") == "JPY"
    assert place_currency("from japan to china, ¥50000") is None  # two places: nothing decides


@pytest.mark.parametrize(("text", "key", "lang", "words"), [
    ("¥150000 budget for a local llm box", "ask.currency.yuan-sign", "en", "say JPY"),
    ("moving from japan to china, ¥50000 for a gpu", "ask.currency.yuan-sign", "en", "Chinese yuan"),
    ("預算1萬5，想跑32b模型", "ask.currency.yuan-amount", "zh_Hant", "台幣"),
    ("預算在2萬到3萬之間，買哪張卡畫圖", "ask.currency.yuan-amount", "zh_Hant", "港幣"),
    ("買顯卡跑sd 預算2萬元", "ask.currency.yuan-amount", "zh_Hant", "人民幣"),
])
def test_where_nothing_decides_the_yuan_is_said(advisor, text, key, lang, words):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.currency == "CNY"
    assert key in [n.key for n in q.read_as.notes]
    assert words in _notes(q, lang)
    assert "CNY" in _notes(q, "zh_Hans") and "CNY" in _notes(q, "en")


@pytest.mark.parametrize("text", ["预算1万5跑32b", "预算¥5000跑14b", "$1000 gpu for llms in japan", "150000円でGPU"])
def test_a_decided_currency_says_nothing_new(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.budget is not None
    assert not [n for n in q.read_as.notes if n.key.startswith("ask.currency.")]
    assert q.read_as.budget.currency == {"$": "USD", "円": "JPY"}.get(next((c for c in "$円" if c in text), ""), "CNY")


@pytest.mark.parametrize("text", [
    "想練自己的動漫角色LoRA，預算一萬台幣",
    "想训练二次元插画风格的lora，预算3000元",
    "budget 500 dollars to train loras of my own anime characters",
    "which card for training a lora of my art style, under 700 usd",
    "kohya lora for illustrations, 400 euro budget",
    "lora training for pony and illustrious anime models, budget $600",
])
def test_an_image_lora_said_by_what_it_draws_ranks_for_the_image_lora_job(advisor, text):
    q = advisor.ask(text)
    assert (q.read_as.use_case, q.read_as.task) == ("image", "lora")
    assert isinstance(q.answer, Recommendation) and q.answer.picks
    first = q.answer.picks[0]
    assert (first.memory_gb or 0) >= 12  # SDXL's LoRA setting (about 10 GB) with room
    strings = texts(q.answer)
    assert any("SDXL" in t for t in strings) and not any("7B" in t for t in strings)
    assert q.answer.use_case == "general" and q.answer.min_memory_gb >= 10  # the training index, memory first


@pytest.mark.parametrize(("text", "use_case"), [
    ("LoRA微调 预算1万", "llm"),
    ("budget 1500 for qlora of qwen 7b", "llm"),
    ("lora for a roleplay chatbot, budget 800", "llm"),
])
def test_a_language_models_lora_stays_the_llm_fine_tune(advisor, text, use_case):
    assert advisor.ask(text).read_as.use_case == use_case


@pytest.mark.parametrize("text", ["which gpu for training anime loras?", "想練動漫角色的LoRA，要買哪張卡",
                                  "kohya lora 训练二次元，买什么显卡"])
def test_with_no_budget_an_image_lora_is_sized_by_sdxl_first(advisor, text):
    q = advisor.ask(text)
    said = i18n.render(q.reply.key, q.reply.params, q.language)
    assert "SDXL" in said and "kohya-ss/sd-scripts" in said and "7B" not in said
