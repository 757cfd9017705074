"""fix40a (issues 27, 28): what the reader left — an owner's upgrade with a budget, offers beside budgets, follow-ups
to image generation, no GPU with RAM, cards' memory said in total."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


def _chain(advisor, texts: str):
    q = None
    for text in texts.split(" || "):
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


# --- 1. an owner's card with its suffix ("4060ti", "7900xtx") beside a budget to upgrade: upgrades ranked ----------
@pytest.mark.parametrize(("text", "memory"), [
    ("我有一张4060ti 16g，预算6000升级跑大模型", 16),
    ("我现在用4060ti 16g，预算6000想升级跑本地大模型", 16),
    ("目前在用7900xtx，预算1万升级跑大模型", 24),
    ("我有一張7900xt，預算8000升級跑大模型", 20),
    ("現在用的是3080ti，預算6000升級跑大模型", 12),
    ("I have a 4060ti 16gb, 900 dollars to upgrade for llms", 16),
    ("currently using a 4070ti super, budget 1500 to upgrade for local llms", 16),
])
def test_an_owner_with_a_budget_to_upgrade_gets_upgrades_ranked(advisor, text, memory):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend", _text(q)
    assert q.read_as.budget is not None and q.read_as.own
    assert q.read_as.memory_gb and q.read_as.memory_gb[0] > memory  # no card of the owner's memory or less
    for language in ("en", "zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "ask.owner-floor" not in said and ("upgrade" in said or "升级" in said or "升級" in said), said


# --- 2. a card someone sells, its price after a comma, then the budget: the budget is the budget, the price the offer
@pytest.mark.parametrize(("text", "budget", "offer"), [
    ("朋友出一张4090，12000元，我预算15000", 15000, 12000),
    ("同事转让一张3090，4500元，我预算6000", 6000, 4500),
    ("朋友賣一張4090，12000元，我預算15000", 15000, 12000),
    ("网友出3090 5000元，我预算6000", 6000, 5000),
    ("有人卖4090 1.2万，我预算1.5万", 15000, 12000),
    ("预算2000美元，只要全新，有人出4090 1500美元", 2000, 1500),
    ("a friend is selling his 4090, 1500, my budget is 2000", 2000, 1500),
])
def test_an_offer_beside_a_budget_keeps_both(advisor, text, budget, offer):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend", _text(q)
    assert not q.read_as.own
    assert q.read_as.budget is not None and q.read_as.budget.amount == budget
    assert q.read_as.offer is not None and q.read_as.offer.amount == offer
    assert "GeForce RTX 4090" in q.read_as.cards or "GeForce RTX 3090" in q.read_as.cards
    for language in ("en", "zh_Hans"):
        said = _text(q, language)
        assert "RTX 6000" not in said and "modified" not in said, said


@pytest.mark.parametrize("text", ["我的3090有人出4000收，卖吗", "我的4090有人出1万2，卖吗"])
def test_a_buyer_of_the_askers_card_is_still_a_sale(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own, _text(q)


# --- 3. no GPU with system RAM: the CPU-only fit, never a budget asked nor "not about GPUs" ---------------------------
@pytest.mark.parametrize(("text", "ram"), [
    ("no gpu at all, 512gb of ram, best llm to run?", 512),
    ("no gpu, 64gb ram, which llm is best to run?", 64),
    ("我沒有顯示卡，16G記憶體可以跑什麼", 16),
    ("32 GB of RAM, what can I run?", 32),
    ("64gb ram, which llm can i run locally?", 64),
    ("I have 128 GB of RAM, what models can I run?", 128),
    ("16G記憶體可以跑什麼模型", 16),
])
def test_no_gpu_with_ram_gets_the_cpu_fit(advisor, text, ram):
    q = advisor.ask(text)
    assert q.missing == [] and q.read_as.command == "fits", _text(q)
    assert q.read_as.ram_gb == ram and not q.read_as.cards
    for language in ("en", "zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "budget" not in said.lower() and "预算" not in said and "預算" not in said, said
        assert "question about GPUs" not in said, said


def test_ram_alone_says_it_is_read_as_the_cpu(advisor):
    q = advisor.ask("32 GB of RAM, what can I run?")
    assert "CPU alone" in _text(q)
    assert "只用 CPU" in _text(q, "zh_Hans") and "系統記憶體" in _text(q, "zh_Hant")


@pytest.mark.parametrize("text", ["沒有顯示卡，能跑什麼模型", "我沒有顯示卡，想跑大模型"])
def test_no_display_card_is_no_gpu(advisor, text):
    q = advisor.ask(text)
    assert q.missing == [] and q.answer is not None, _text(q, "zh_Hant")
    assert any(n.key == "ask.no-gpu" for n in q.read_as.notes)


def test_a_budget_beside_no_gpu_still_ranks_cards(advisor):
    q = advisor.ask("no gpu, 32gb ram, what gpu should I buy for 500?")
    assert q.read_as.command == "recommend" and q.read_as.budget is not None


# --- 4. the cards' memory said only as their total: each card's share ----------------------------------------------
@pytest.mark.parametrize(("text", "each"), [
    ("two cards, a total of 24gb, what llm can I run", 12),
    ("2 gpus, 24gb in total, what can I run", 12),
    ("dual gpus with 32 gb combined, which llm fits", 16),
    ("两张卡一共24G，能跑什么模型", 12),
    ("兩張卡總共32G，可以跑什麼模型", 16),
])
def test_memory_said_as_a_total_is_shared(advisor, text, each):
    q = advisor.ask(text)
    assert q.missing == [] and q.read_as.command == "fits", _text(q)
    assert q.read_as.gpus == 2 and q.read_as.memory_gb == [each]
    for language in ("en", "zh_Hans"):
        assert f"2 × {each} GB" in _text(q, language)


@pytest.mark.parametrize("text", ["no gpu, 32gb ram, which gpu would you recommend for training?",
                                  "没有显卡，32G内存，推荐什么显卡"])
def test_no_gpu_with_ram_asking_a_card_is_a_recommendation(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend", _text(q)


# --- 5. "跑图", "生图": image generation, in a follow-up too; "跑图像分类" stays vision ---------------------
@pytest.mark.parametrize("chain", [
    "预算6000买什么显卡跑大模型 || 那跑图呢",
    "預算6000買什麼顯卡跑大模型 || 那跑圖呢",
    "预算6000买什么显卡跑大模型 || 那画图呢",
    "3090跑大模型够吗 || 那生图呢",
    "budget 1000 for llms || and for stable diffusion?",
])
def test_a_follow_up_to_image_generation_keeps_the_rest(advisor, chain):
    first = _chain(advisor, chain.split(" || ")[0])
    q = _chain(advisor, chain)
    assert q.read_as.use_case == "image", _text(q)
    assert q.read_as.command == first.read_as.command and q.read_as.cards == first.read_as.cards
    assert (q.read_as.budget is None) == (first.read_as.budget is None)


@pytest.mark.parametrize("text", ["预算5000跑图像分类买什么卡", "生图像数据集用什么卡，预算5000"])
def test_image_classification_is_no_image_generation(advisor, text):
    assert advisor.ask(text).read_as.use_case == "cv-research"
