"""fix35a (issues 27, 28): numbers, caps, offers and floors read right (break29 #2, #4, #5, #11, #13, #17, #18).

1. Memory in megabytes beside free/left/vram/显存 ("3500M free", "3500MB free vram", "3500 MiB free") is an amount
   of memory in GB, never a card ("Quadro FX 3500M") and never dropped; free memory with no card is what to fit in.
"""

from __future__ import annotations

import pytest

from advisor.ask.units import in_gigabytes


# --- 1. megabytes of memory -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "gb"), [
    ("I have 3500M free on my gpu, can I run phi-3 mini?", 3.4),
    ("I have 3500MB free vram, can I run phi-3 mini?", 3.4),
    ("3500 MiB free, run qwen2.5 3b?", 3.4),
    ("only 5120 MB of vram left, can I run llama 3 8b?", 5),
    ("free vram: 6144MB, will qwen2.5 7b run?", 6),
    ("I have 12288MB vram, can I run llama 3 8b?", 12),
    ("显存还剩3500M，能跑qwen2.5 3b吗", 3.4),
    ("剩余显存 6144MB，能跑 llama 3 8b 吗", 6),
    ("我有8192M显存，跑得动qwen2.5 7b吗", 8),
])
def test_megabytes_of_memory_are_memory(advisor, text, gb):
    q = advisor.ask(text)
    assert not q.read_as.cards
    assert q.read_as.memory_gb == [gb]
    assert q.read_as.model is not None


@pytest.mark.parametrize("text", ["uses 3500M of vram, can I run phi-3 mini?", "占用3500M的显存，能跑phi-3 mini吗"])
def test_memory_in_use_is_no_card(advisor, text):
    q = advisor.ask(text)
    assert not q.read_as.cards


def test_a_card_named_keeps_its_own_memory(advisor):
    q = advisor.ask("my 4090 has only about 1 GB of VRAM left with gemma 3 27b")
    assert q.read_as.cards == ["GeForce RTX 4090"] and q.read_as.memory_gb in (None, [None])


def test_the_fx_card_is_still_read(advisor):
    assert "3500m" in in_gigabytes("quadro fx 3500m free drivers")
    assert advisor.ask("is a quadro fx 3500m any good?").read_as.cards == ["Quadro FX 3500M"]


# --- 2. a card with no power connector is a 75 W cap, kept with a job named ---------------------------------------
@pytest.mark.parametrize("text", ["best gpu without a power connector for stable diffusion",
                                  "any card with no pcie power, budget 400",
                                  "a slot powered gpu for sdxl, budget 500",
                                  "显卡不接供电，预算3000元",
                                  "免外接供电的显卡，预算2000元"])
def test_no_power_connector_is_the_slot_limit(text):
    from advisor.ask.power_cap import power_cap
    assert power_cap(text) == 75


def test_a_supply_is_still_no_slot_limit():
    from advisor.ask.power_cap import power_cap
    assert power_cap("my psu is 650w, gpu for llama 8b budget 500") is None
    assert power_cap("best gpu for stable diffusion") is None


@pytest.mark.parametrize(("text", "lang"), [("best gpu under 75w for stable diffusion", "en"),
                                            ("gpu without a power connector for stable diffusion", "en"),
                                            ("which gpu under 70 watts for sdxl?", "en"),
                                            ("不接供电的显卡跑stable diffusion", "zh_Hans"),
                                            ("75瓦以内的显卡跑sdxl推荐哪张", "zh_Hans")])
def test_the_limit_survives_the_image_job(advisor, text, lang):
    from advisor import i18n
    q = advisor.ask(text)
    said = i18n.render(q.reply.key, q.reply.params, lang) if q.reply is not None else ""
    for key in ("GeForce RTX 3060", "3060 12"):
        assert key not in said
    assert "75 W" in said or "70 W" in said


# --- 3. an offered price beside a budget: both kept -----------------------------------------------------------------
@pytest.mark.parametrize(("text", "offer", "budget"), [
    ("I'm seeing 700+ on eBay for a 3090, my budget is 1000, what should I buy for llama 70b?", 700, 1000),
    ("3090 for 700 on ebay, my budget is 1000, good for llama 70b?", 700, 1000),
    ("my budget is 1000, a 3090 for 700 on ebay for llama 70b - buy it?", 700, 1000),
    ("found a used 4090 for 1500 on marketplace, budget 2000, is it good for llama 70b?", 1500, 2000),
    ("二手3090闲鱼上卖5000，我预算8000，跑llama 70b值得吗？", 5000, 8000),
])
def test_an_offer_beside_a_budget_keeps_both(advisor, text, offer, budget):
    from advisor import i18n
    q = advisor.ask(text)
    assert q.read_as.offer is not None and q.read_as.offer.amount == offer
    assert q.read_as.budget is not None and q.read_as.budget.amount == budget
    if offer * (1 if q.read_as.offer.currency == "USD" else 0.16) < 1200:
        said = i18n.render(q.reply.key, q.reply.params, "en") if q.reply is not None else ""
        assert "over your budget" not in said


def test_a_budget_alone_is_no_offer(advisor):
    q = advisor.ask("my budget is 1000, is a 3090 good for llama 70b?")
    assert q.read_as.offer is None and q.read_as.budget is not None


# --- 4. the language is the words', not a currency's characters ------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [
    ("budget 5万日元 for stable diffusion", "en"),
    ("best gpu for 3000卢布 for llama 8b", "en"),
    ("what gpu under 1000港币 for gaming and ai", "en"),
    ("is a 3090 for 500英镑 a good deal?", "en"),
    ("a used 2080 ti for 1500元?", "en"),
    ("预算5万日元跑stable diffusion", "zh_Hans"),
    ("3000元的显卡 for sd", "zh_Hans"),
    ("預算5萬日圓跑stable diffusion", "zh_Hant"),
])
def test_the_language_is_the_words(text, lang):
    from advisor.ask.vocabulary import language_of
    assert language_of(text) == lang
