"""Issue 27 (reader29): the kinds a blind batch of 40 Chinese questions (Z366–Z405) was read wrong in, each fixed as a
kind and tested on other wordings than the rows'.

- A card named by a letter and its number glued to "卡" ("8张T4卡", "P40卡", "K80卡") is that card, never a count of
  4 or 40 or 80 cards (advisor/ask/spans.py _CN_COUNT).
- A number before a measure word of things or people ("3-5个请求", "10人", "32并发") is no yuan (advisor/ask/budgets.py
  NOT_AMOUNT); requests served at once ("32并发", "50路并发", "并发数20") are the users a server is for
  (advisor/ask/spans.py _USERS).
- A run reported on the device is the asker's hardware: "它跑ollama都很慢", "生成的时候 CPU100%，GPU 没有负载",
  "部署……成功但调用失败" (advisor/ask/ran_it.py), on an unknown accelerator too (advisor/ask/reader.py).
- "每个24g" is each card's memory; "单卡还是多卡" weighs a way of running, no count of one card (advisor/ask/spans.py).
- A model family with its version glued ("glm5.1") is a model named with no size the table knows, and the memory it
  needs asked of it is what holding it takes (advisor/ask/reader.py, advisor/ask/answer.py).
- China's accelerators the catalogue lacks (Iluvatar BI-V150, MetaX C500, Biren BR104) are unknown devices, never a
  card or a budget; "天数" alone is a number of days (advisor/ask/devices.py).
"""

from __future__ import annotations

import pytest


def _read(advisor, text):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(("text", "card", "count"), [
    ("两张L4卡能跑qwen2.5 14b吗", "L4", 2),
    ("8张P40卡部署70b很慢", "Tesla P40", 8),
    ("我用A10卡跑7b", "A10 PCIe", None),
    ("K80卡还能用来训练吗", "Tesla K80", None),
    ("4张T4卡够不够跑32b", "Tesla T4", 4),
])
def test_a_lettered_card_glued_to_ka_is_the_card_never_a_count(advisor, text, card, count):
    r = _read(advisor, text)
    assert r.cards == [card], (text, r.cards)
    assert r.gpus == count, (text, r.gpus)


@pytest.mark.parametrize("text", ["4卡4090跑70b爆显存", "8卡A100能跑671b吗", "2080ti 4卡"])
def test_a_count_before_ka_still_counts(advisor, text):
    r = _read(advisor, text)
    assert r.gpus in (4, 8) and len(r.cards) == 1, (text, r.gpus, r.cards)


@pytest.mark.parametrize("text", [
    "两张4090，同时发大约3-5个请求就很慢",
    "3090给10人用，每次2-3个请求",
    "a100 with 3-5 requests at once is slow",
])
def test_things_or_people_counted_are_no_budget(advisor, text):
    assert _read(advisor, text).budget is None, text


@pytest.mark.parametrize(("text", "budget"), [
    ("预算5000 买什么卡", 5000.0), ("预算3-5k买显卡", 5000.0),
    ("预算5000人民币买什么显卡", 5000.0), ("3000个人民币买什么显卡好", 3000.0),
])
def test_a_budget_still_reads(advisor, text, budget):
    r = _read(advisor, text)
    assert r.budget is not None and r.budget.amount == budget, (text, r.budget)


@pytest.mark.parametrize(("text", "users"), [
    ("两张4090部署qwen2.5-32b，要支持50路并发", 50),
    ("二十个并发，4090够吗", 20),
    ("4090 并发数20 够吗", 20),
    ("L20上qwen3 32b 16个并发够吗", 16),
])
def test_requests_at_once_are_the_users_served(advisor, text, users):
    assert _read(advisor, text).users == users, text


def test_a_card_before_the_word_for_at_once_is_no_user_count(advisor):
    r = _read(advisor, "4090 高并发够吗")
    assert r.users is None and r.cards == ["GeForce RTX 4090"]


@pytest.mark.parametrize("text", [
    "P40这种老卡还能用吗？它跑7b都很慢",
    "mac mini m4 跑cosyvoice，CPU占用100%，GPU 没有负载",
    "3090部署qwen3 32b成功但调用失败",
    "两张MI50启动失败，能用吗",
    "910B部署qwen2.5 72b成功但是推理报错",
])
def test_a_run_reported_on_the_device_is_the_askers(advisor, text):
    assert _read(advisor, text).own is True, text


@pytest.mark.parametrize("text", ["3060跑sd都很慢吗", "4090跑起来会很慢吗", "想买4090，跑sd会很慢吗"])
def test_slowness_asked_is_no_run(advisor, text):
    assert _read(advisor, text).own is False, text


def test_each_ones_memory_and_single_or_many_weighed(advisor):
    r = _read(advisor, "我有4个gpu，每个24g，模型也要24g，单卡快还是多卡快？")
    assert r.gpus == 4 and r.memory_gb == [24.0] and r.command == "fits", (r.gpus, r.memory_gb, r.command)
    r = _read(advisor, "我有两张3090，单卡快还是多卡快")
    assert r.gpus == 2 and r.cards == ["GeForce RTX 3090"]


def test_a_single_card_said_alone_is_still_one(advisor):
    r = _read(advisor, "单卡4090能跑32b吗")
    assert r.cards == ["GeForce RTX 4090"] and r.gpus in (1, None)


@pytest.mark.parametrize(("text", "name"), [
    ("glm5.1 需要多少显存", "glm5.1"),
    ("GLM5.1完整版本700g+，内存需要满足700+吗", "glm5.1"),
    ("deepseek4 需要多大显存", "deepseek4"),
])
def test_a_family_with_its_version_glued_is_a_model_named(advisor, text, name):
    r = _read(advisor, text)
    assert r.model is not None and r.model.name == name and r.command == "fits", (text, r.model, r.command)
    assert r.budget is None, text


@pytest.mark.parametrize(("text", "typed"), [
    ("天数 Iluvatar BI-V150能跑qwen3 32b吗", "bi-v150"),
    ("BI-V100显卡部署7b可以吗", "bi-v100"),
    ("沐曦C500能跑qwen3 32b吗", "c500"),
    ("壁仞BR104 能训练吗", "br104"),
])
def test_chinas_accelerators_are_unknown_devices(advisor, text, typed):
    r = _read(advisor, text)
    assert r.cards == [] and any(typed in u.replace(" ", "") for u in r.unknown), (text, r.unknown, r.cards)
    assert r.budget is None, text


def test_days_are_no_device(advisor):
    r = _read(advisor, "4090训练的天数大概多少")
    assert r.unknown == [] and r.cards == ["GeForce RTX 4090"]


def test_a_heavy_cross_counts(advisor):
    r = _read(advisor, "8✖4090 跑 70b 够吗")
    assert r.gpus == 8 and r.cards == ["GeForce RTX 4090"]
