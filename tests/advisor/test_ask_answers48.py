"""Readings the last breaker and a new user found (issue 27/28; break23 #1, #2, #7).

A bare number said right after "for"/"at" following a card is that card's price, never a third card ("used 3090 for
700 or new 5070 ti for 750": no GTX 750), unless a swap is said ("trade my 3090 for 4090?"); ".7k" is 700."""

from __future__ import annotations

import pytest


def offers(q):
    """The offers read, by card, as (amount, currency)."""
    ra = q.read_as
    if ra.card_offers:
        return {c: (o.amount, o.currency) for c, o in zip(ra.cards, ra.card_offers, strict=False) if o is not None}
    return {ra.cards[0]: (ra.offer.amount, ra.offer.currency)} if ra.offer is not None else {}


@pytest.mark.parametrize(("text", "expected"), [
    ("used 3090 for 700 or new 5070 ti for 750", {"GeForce RTX 3090": 700, "GeForce RTX 5070 Ti": 750}),
    ("3090 for 700 or 4070 for 580?", {"GeForce RTX 3090": 700, "GeForce RTX 4070": 580}),
    ("4090 for 1600 or 5080 for 1080?", {"GeForce RTX 4090": 1600, "GeForce RTX 5080": 1080}),
    ("4090 for 0.5k or 3090 for .7k", {"GeForce RTX 4090": 500, "GeForce RTX 3090": 700}),
    ("3090 at 700 or 4060 ti 16gb at 450", {"GeForce RTX 3090": 700, "GeForce RTX 4060 Ti 16 GB": 450}),
])
def test_a_second_offers_price_is_never_a_third_card(advisor, text, expected):
    q = advisor.ask(text)
    assert q.read_as.cards == list(expected), q.read_as
    assert offers(q) == {c: (a, "USD") for c, a in expected.items()}


@pytest.mark.parametrize("text", ["trade my 3090 for 4090?", "swap my 3080 for 3090"])
def test_a_card_swapped_for_another_stays_a_card(advisor, text):
    assert len(advisor.ask(text).read_as.cards) == 2


@pytest.mark.parametrize("text", [
    "rent or buy a 4090 if I use it 10 hours a week", "rent or buy a 4090 if i use it 4 hours a day",
    "should i rent or buy a 3090 if i use it every day", "buy or rent a 5090 when i'd use it on weekends",
    "租还是买4090，如果我每周用10小时",
])
def test_use_said_in_a_condition_owns_no_card(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and not q.read_as.own, q.read_as


def test_use_said_as_a_fact_still_owns_the_card(advisor):
    assert advisor.ask("i use a 3090 for llms, what can it run?").read_as.own


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("闲鱼3090 4800包邮，靠谱吗", 4800, "CNY"), ("3090 4800包邮", 4800, "CNY"), ("3090 4800 顺丰到付", 4800, "CNY"),
    ("二手3090 4800可小刀", 4800, "CNY"), ("3090 4800 不议价 值吗", 4800, "CNY"),
    ("3090 700 free shipping, good deal?", 700, "USD"), ("3090 700 local pickup", 700, "USD"),
])
def test_a_sellers_terms_after_the_price_keep_the_offer(advisor, text, amount, currency):
    q = advisor.ask(text)
    assert offers(q) == {"GeForce RTX 3090": (amount, currency)}, q.read_as


def test_a_free_shipping_offer_on_xianyu_gets_its_scam_check(advisor):
    q = advisor.ask("闲鱼3090 4800包邮，靠谱吗")
    assert q.answer.shape.headline.key.startswith("ask.offer.scam."), q.answer.shape.headline


def test_a_use_reported_with_when_still_owns_the_cards(advisor):
    q = advisor.ask("when i use 2 gpus(1080ti) to train this code, the time per epoch is 0.35 hour. why so slow?")
    assert q.read_as.own


@pytest.mark.parametrize(("text", "budget", "use"), [
    ("我有一张4060 8g，预算4000升级跑大模型", 4000, "llm"),
    ("我手上有块3060 12g，预算5000想升级，跑stable diffusion", 5000, "image"),
    ("i have a 4060 8gb, upgrade for llm under 600?", 600, "llm"),
])
def test_an_owner_with_a_budget_and_an_upgrade_gets_a_recommendation(advisor, text, budget, use):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.budget.amount == budget, q.read_as
    assert q.read_as.use_case == use
    assert q.answer.picks and q.answer.picks[0].memory_gb >= 12, q.answer.picks


@pytest.mark.parametrize(("text", "model"), [
    ("deepseek v3 671b on mac studio 512gb", "DeepSeek V3"), ("deepseek-v3 671b vram", "DeepSeek V3"),
    ("deepseek v3 671b 需要多少显存", "DeepSeek V3"), ("deepseek v3.1 671b vram", "DeepSeek V3.1"),
    ("qwen3 235b on 2x 3090?", "Qwen3 235B-A22B"), ("llama 3.1 405b how many 4090", "Llama 3.1 405B"),
    ("kimi k2 1t vram", "Kimi K2"),
])
def test_a_model_named_with_its_size_is_that_model(advisor, text, model):
    assert advisor.ask(text).read_as.model.name == model


def test_a_size_that_is_not_the_named_models_stays_the_size(advisor):
    assert advisor.ask("deepseek v3 7b vram").read_as.model.params_b == 7


@pytest.mark.parametrize("text", ["1080 vs", "4090 versus?", "3090还是", "3090 對比", "should i buy a 4090 or"])
def test_an_unfinished_comparison_asks_the_second_card(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.reply is not None and q.reply.key == "ask.missing.second-card"


@pytest.mark.parametrize("text", ["gpu", "GPU?", "显卡", "graphics card"])
def test_a_gpu_word_alone_gets_the_help(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "ask.help", q.reply


def test_value_for_money_in_chinese_is_no_unfinished_comparison(advisor):
    assert advisor.ask("3090的性价比").read_as.command != "compare"


@pytest.mark.parametrize(("text", "task"), [
    ("LoRA微调 预算1万", "lora"), ("budget 1500 for lora fine tuning", "lora"),
    ("想训练LoRA微调，预算1万，推荐显卡", "lora"), ("best gpu for qlora under 1500", "qlora"),
])
def test_a_lora_said_beside_a_budget_ranks_for_the_llm_fine_tune(advisor, text, task):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.use_case == "llm" and q.read_as.task == task, q.read_as


def test_an_image_lora_beside_a_budget_stays_an_image_job(advisor):
    assert advisor.ask("budget 1500 for sdxl lora training").read_as.use_case == "image"


@pytest.mark.parametrize("text", ["budget 1000 to train a lora of my face", "预算5000 训练角色lora"])
def test_a_picture_lora_beside_a_budget_is_never_the_llm_fine_tune(advisor, text):
    assert advisor.ask(text).read_as.use_case != "llm"


@pytest.mark.parametrize("text", ["sdxl vs flux what card for $500", "sdxl还是flux，预算3000买什么卡"])
def test_two_generators_beside_a_budget_say_the_ranking_is_for_the_heavier(advisor, text):
    from advisor import i18n

    q = advisor.ask(text)
    note = next(n for n in q.read_as.notes if n.key == "ask.note.generator-heavier")
    assert q.read_as.command == "recommend" and q.read_as.generator == "flux"
    assert "SDXL" in i18n.render(note.key, note.params, "en") and "FLUX.1 dev" in str(note.params)
    for lang in ("zh_Hans", "zh_Hant"):
        said = i18n.render(note.key, note.params, lang)
        assert "SDXL" in said and "{" not in said and "named" not in said


def test_one_generator_adds_no_such_note(advisor):
    q = advisor.ask("best gpu for flux under 700")
    assert not any(n.key == "ask.note.generator-heavier" for n in q.read_as.notes)


@pytest.mark.parametrize("text", ["is a 3090 at 4090 prices worth it", "3090 for 4090 money?",
                                  "3080 for 3090 price, which one"])
def test_a_card_said_as_a_price_yardstick_stays_a_card(advisor, text):
    assert len(advisor.ask(text).read_as.cards) == 2
