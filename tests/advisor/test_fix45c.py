"""A memory floor asked that no recommended card within the budget has, while cards the rules take only in some
cases do (issue 28, newuser21 #8): the headline names those with their catch beside the cheapest card without one,
never "Nothing within … has the N GB you need" (advisor.recommend.floor_catch)."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer


def _cards(message) -> list[str]:
    return [item.params["card"].value for item in message.params["cards"].items]


@pytest.mark.parametrize(("text", "language", "words"), [
    ("I need a card with 24 GB or more for training vision models, I can spend 950 usd", "en",
     ("only cards with a catch have the 24 GB", "not CUDA", "GeForce RTX 3090")),
    ("24GB VRAM minimum, up to 1050 dollars, for NLP research", "en", ("Radeon RX 7900 XTX", "not CUDA")),
    ("at least 24gb vram, under 600 dollars, for training transformers", "en",
     ("Tesla P40", "old CUDA, support ending")),
    ("预算1000美元，至少24GB显存，做NLP研究", "zh_Hans", ("都有短板", "不是 CUDA", "GeForce RTX 3090")),
    ("预算900美元，显存至少24GB，训练计算机视觉模型", "zh_Hans", ("CUDA 版本老", "没有短板的最便宜选择")),
    ("預算1000美元，顯存至少24GB，做NLP研究", "zh_Hant", ("都有短板", "支援將終止")),
])
def test_cards_with_a_catch_that_have_the_memory_are_named(advisor, text, language, words):
    r = advisor.ask(text, lang=language).answer
    head = r.shape.headline
    assert head.key == "shape.recommend.nothing-has-catch", head
    said = Renderer(language)(head)
    assert all(w in said for w in words), said
    for card in _cards(head):  # each named card has the memory asked and is within the budget
        assert (advisor.catalog.card(card).memory_gb or 0) >= r.min_memory_gb, card
    prices = [item.params["price"] for item in head.params["cards"].items]
    assert all(getattr(p, "amount", 0) <= r.budget.market_amount for p in prices), prices


def test_the_stretch_stays_the_cheapest_card_without_a_catch(advisor):
    r = advisor.ask("at least 24gb vram, under 1000 dollars, for training transformers").answer
    assert not r.picks and r.stretch is not None and r.stretch.card == "GeForce RTX 3090"
    assert "GeForce RTX 3090" not in _cards(r.shape.headline)


def test_nothing_has_it_when_no_card_within_the_budget_has_the_memory(advisor):
    r = advisor.ask("at least 48gb vram, under 1000 dollars, for nlp research").answer
    assert r.shape.headline.key == "shape.recommend.nothing-has", r.shape.headline
    assert not any(n.message.key == "recommend.floor.catch" for n in r.notes)


@pytest.mark.parametrize(("text", "language"), [
    ("I have $1100 and want to run qwen3 8b and stable diffusion xl at the same time", "en"),
    ("1000 dollars, mistral 7b plus sdxl loaded together on one card", "en"),
    ("budget 1300 usd: llama 3.1 8b chat and sdxl image generation simultaneously", "en"),
    ("$900 for llama 3 8b and sdxl at once", "en"),
    ("预算1200美元，同时跑llama 3 8b和sdxl", "zh_Hans"),
    ("預算1200美元，同時跑llama 3 8b和sdxl", "zh_Hant"),
])
def test_an_image_job_loaded_beside_the_llm_leads_with_the_fastest_cuda_card_within_budget(advisor, text, language):
    """newuser21: "budget 1200 for llama 3 8b and sdxl at once" led with a 400 USD RTX A4000 (ask.jobs_fastest)."""
    r = advisor.ask(text, lang=language).answer
    first = r.picks[0]
    assert first.role == "best" and r.shape.ranking[0].card == first.card
    assert r.shape.headline.params["card"].value == first.card
    singles = [p for p in r.picks if p.gpus == 1 and p.route == "cuda" and p.speed is not None
               and (p.total_cost or p.price.amount) <= r.budget.market_amount]
    assert first.speed.value == max(p.speed.value for p in singles)
    assert (first.total_cost or first.price.amount) <= r.budget.market_amount
    assert first.card != "RTX A4000" and any(p.card == "RTX A4000" for p in r.picks)  # the value pick stays, behind


def test_the_llm_alone_keeps_its_value_lead(advisor):
    alone = advisor.ask("budget 1200 for llama 3 8b").answer
    turns = advisor.ask("budget 1200 for llama 3 8b and sdxl, one at a time").answer
    assert alone.picks[0].card == turns.picks[0].card == "GeForce RTX 3060 12 GB"
