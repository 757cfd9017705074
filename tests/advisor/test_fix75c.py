"""fix75c: buyers' situations (issues 27/28) — a GPU paid with debt (#1), a lab's budget (#2, #3), two owned cards sold
for a third (#4), several sold for one (#5), video editing (#6), keep both or sell one (#7), a cluster's card beside
the asker's own (#8). English and Chinese, console and core."""

from __future__ import annotations

import re

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    text = render_question(q, View(language=q.language))
    return re.sub(r"\s+", "", text) if q.language != "en" else re.sub(r"\s+", " ", text)


def _keys(q) -> list[str]:
    shape = q.answer.shape if q.answer is not None else None
    keys = [n.key for n in q.read_as.notes]
    if shape is not None:
        keys += [shape.headline.key, *(c.message.key for c in shape.decides)]
    if q.reply is not None:
        keys.append(q.reply.key)
    return keys


# 1. debt for a GPU: the word against it first, renting by the hour and a used card within one's means
@pytest.mark.parametrize("text, lang, said", [
    ("should I sell my car to buy a 4090", "en", "Don't go into debt"),
    ("should I take out a loan to buy a 4090", "en", "0.60 USD an hour"),
    ("I'll put a 5090 on my credit card, good idea?", "en", "RunPod on-demand"),
    ("贷款买4090值得吗", "zh", "不要为了显卡借钱"),
])
def test_debt_for_a_gpu_is_advised_against_first(advisor, text, lang, said):
    q = advisor.ask(text)
    assert q.answer is not None and q.answer.shape.headline.key == "ask.debt.first"
    console = _console(q)
    assert said.replace(" ", "") in console.replace(" ", "")
    assert "RECOMMENDED —" not in console and "推荐—" not in console


def test_debt_beside_a_budget_leads_the_ranking(advisor):
    q = advisor.ask("I'll use my savings to buy a gpu, budget 1500")
    assert q.answer.shape.headline.key == "ask.debt.first"
    assert q.answer.picks  # the ranking still follows


def test_no_debt_said_no_debt_line(advisor):
    q = advisor.ask("should I buy a 4090")
    assert "ask.debt.first" not in _keys(q)


# 2, 3. a lab's budget: one shared box at the whole budget, the seat plan weighed in a line
@pytest.mark.parametrize("text, card, total_max", [
    ("our lab of 4 students has a 5k budget", "GeForce RTX 4090", 5000),
    ("our lab of 4 students has a budget of 10k, what GPUs should we buy", "GeForce RTX 5090", 10000),
])
def test_a_labs_budget_buys_one_shared_box(advisor, text, card, total_max):
    q = advisor.ask(text)
    first = q.answer.picks[0]
    assert first.card == card and first.gpus == 2 and total_max / 2 < first.total_cost <= total_max
    assert q.answer.shape.decides[0].message.key == "ask.lab.box"
    assert "one a student, only if every student's job fits one card" in _console(q)


def test_a_labs_budget_in_chinese(advisor):
    q = advisor.ask("实验室4个学生，预算3万元，买什么显卡")
    assert q.answer.picks[0].gpus == 2 and "ask.lab.box" in _keys(q)
    assert "对实验室来说" in _console(q)


def test_a_class_keeps_its_seats(advisor):
    q = advisor.ask("which gpu for 30 students doing deep learning, budget $20000")
    assert "ask.lab.box" not in _keys(q)


# 4. two owned cards sold for a third: the upgrade from the better one, the other's sale said
@pytest.mark.parametrize("text, sold_line", [
    ("sell my 3060 and 2060 for a 4070", "Selling GeForce RTX 2060 too"),
    ("卖掉我的3060和2060换4070", "再卖掉GeForceRTX2060"),
])
def test_two_cards_sold_for_a_third_is_the_upgrade_from_the_better(advisor, text, sold_line):
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 3060 12 GB", "GeForce RTX 4070"] and q.read_as.own
    keys = _keys(q)
    assert "ask.sold-together" in keys and "ask.switch" in keys
    assert any(k.startswith("ask.sold-too") for k in keys)
    console = _console(q)
    assert sold_line.replace(" ", "") in console.replace(" ", "") and "weighed as cards to buy" not in console


# 5. several sold for one: a counted number is a card; the owner's board and supply never priced
def test_two_sold_for_one_is_the_owners_switch_without_a_platform(advisor):
    q = advisor.ask("sell two 3080s for one 4090")
    assert q.read_as.cards == ["GeForce RTX 3080", "GeForce RTX 4090"] and q.read_as.counts == [2, 1]
    assert q.read_as.own and q.answer.shape.headline.key.startswith("ask.switch-rig")
    assert all(c.rule_id != "value.platform-cost" for c in [*q.answer.shape.decides, *q.answer.shape.caveats])
    console = _console(q)
    assert "yours sell for about" in console and "810 USD" not in console


def test_a_card_price_after_for_is_still_a_price(advisor):
    q = advisor.ask("used 3090 for 700 or new 5070 ti for 750?")
    assert "GeForce GTX 750" not in q.read_as.cards


# 6. video editing alone: no deep-learning verdict, what carries over said
@pytest.mark.parametrize("text, cards", [
    ("I use DaVinci Resolve with my 3060, should I upgrade to a 4070", True),
    ("which GPU is best for video editing in Premiere", False),
    ("视频剪辑用什么显卡 预算3000元", False),
])
def test_video_editing_gets_no_deep_learning_verdict(advisor, text, cards):
    q = advisor.ask(text)
    assert q.answer is None and q.reply.key == ("ask.editing.cards" if cards else "ask.editing.none")
    console = _console(q)
    assert "NVENC" in console and "faster" not in console.split("Read as")[0]
    if q.language != "en":
        assert "不管视频剪辑" in console


def test_video_editing_beside_a_model_is_still_answered(advisor):
    q = advisor.ask("gpu for video editing and some stable diffusion, $800")
    assert q.answer is not None and q.read_as.use_case == "image"


# 7. keep both or sell one: the owner's verdict
@pytest.mark.parametrize("text, said", [
    ("I have a 3090 and a 3060, keep both or sell one", "Keep GeForce RTX 3060 12 GB too only if"),
    ("我有一张3090和一张3060，两张都留还是卖一张？", "才把GeForceRTX306012GB也留着"),
])
def test_keep_both_or_sell_one_is_the_owners_verdict(advisor, text, said):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert head.key == "ask.owned-keep.both" and head.params["pick"].value == "GeForce RTX 3090"
    console = _console(q)
    assert said.replace(" ", "") in console.replace(" ", "")
    assert "Between them" not in console and "两者之间" not in console and "Better value" not in console


# 8. a cluster's card is not in the asker's box
@pytest.mark.parametrize("text, lang", [
    ("my university cluster has H100s but I have my own 3060", "en"),
    ("我们学校集群有H100，我自己有一张3060", "zh"),
])
def test_a_clusters_card_is_context_not_the_rig(advisor, text, lang):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == ["GeForce RTX 3060 12 GB"] and q.read_as.own
    assert "ask.asker-card" in _keys(q)
    console = _console(q)
    assert ("someone else's" in console) if lang == "en" else ("是别人的" in console)
