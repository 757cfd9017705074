"""fix43a (issues 27, 28): "my PC already takes two cards" (break33 #3/#4, break34 #3/#4) — the ranking of several
cards stands on the cards alone when the asker's PC takes them (a typed slot of the reading, ``ReadAs.places``, said
on the read-as line), never read as a question about the power supply; a PC that takes fewer still needs the
platform, said; the cards-alone sentence beside a budget in another currency, weighed in it."""
from __future__ import annotations

import pytest

from advisor.ask.places_owned import places_said
from advisor.i18n import Renderer


def _keys(q):
    return [n.key for n in q.read_as.notes]


def _said(q):
    shape = q.answer.shape
    return [c.message for c in [*shape.decides, *shape.caveats]]


def _cards_alone(q):
    """Every line of the ranking totals its cards alone: no board and power supply counted."""
    lines = [x for x in q.answer.shape.ranking if x.gpus > 1 and x.total is not None and x.price is not None]
    assert lines, "a ranking of several cards"
    for x in lines:
        assert x.total == pytest.approx(x.price.amount * x.gpus), (x.card, x.total, x.price.amount)


@pytest.mark.parametrize(("text", "places"), [
    ("2 x 3090 within $2600, my pc already takes two cards", 2),
    ("my rig has room for two", 2),
    ("our workstation can take 4 gpus", 4),
    ("I already own a motherboard and power supply for 2 gpus", 2),
    ("my mobo supports dual gpus", 2),
    ("my pc can only take one card", 1),
    ("主板和电源都够两张卡", 2),
    ("已经有能插两张卡的主板", 2),
    ("我的電腦已經能插兩張卡", 2),
    ("我的主板只能插一张卡", 1),
])
def test_the_places_a_pc_has_are_read(text, places):
    assert places_said(text) == places


@pytest.mark.parametrize("text", [
    "can my pc take two cards?", "my pc can't take two cards", "does the case hold 2 cards?", "my pc takes a 4090",
    "我的主板能插两张卡吗", "什么主板能插两张卡", "I have a 4090, what about two?",
])
def test_a_question_or_a_denial_is_no_places_said(text):
    assert places_said(text) is None


@pytest.mark.parametrize("question", [
    "two 4070 ti supers under $2000, my computer already takes 2 cards",
    "best pair of gpus for $2400, I already have a mobo and psu for two",
    "2x gpus for deep learning, budget 2200 usd, my build has room for 2 cards",
    "need two cards for training within $2500 — my workstation can already take two gpus",
    "两张显卡预算1万5，我的电脑已经能装两张卡",
    "兩張顯卡預算1萬6，我的主機板已經能插兩張卡",
])
def test_a_pc_that_takes_the_cards_ranks_them_alone(advisor, question):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.gpus == 2 and q.read_as.places == 2
    assert "ask.note.places-owned" in _keys(q) and q.read_as.topic != "power"
    _cards_alone(q)


def test_the_cards_alone_rank_what_the_platform_left_out(advisor):
    q = advisor.ask("best 2 gpus for llm under $3000, I already have a board and psu for two")
    assert q.read_as.topic is None and q.read_as.places == 2
    assert "GeForce RTX 3090" in [x.card for x in q.answer.shape.ranking]  # 2,550 USD: out with 810 USD of platform
    _cards_alone(q)


def test_a_pc_that_takes_fewer_cards_than_asked_still_pays_the_platform(advisor):
    q = advisor.ask("4 x 3090 under $6000, my pc takes two cards")
    assert q.read_as.places == 2 and "ask.note.places-short" in _keys(q)
    lines = [x for x in q.answer.shape.ranking if x.gpus == 4]
    assert lines and all(x.total > x.price.amount * 4 for x in lines)


@pytest.mark.parametrize(("question", "currency"), [
    ("two 3090s under 20000 cny", "CNY"),
    ("2 x 3090 under 2400 eur", "EUR"),
    ("两张3090预算2万", "CNY"),
    ("2x rtx 3090 budget 240000 inr", "INR"),
    ("2 × 3090 für 2400 euro", "EUR"),
])
def test_the_cards_alone_sentence_is_said_for_a_converted_budget(advisor, question, currency):
    q = advisor.ask(question)
    said = [m for m in _said(q) if m.key in ("ask.within-budget.rig", "ask.over-budget.rig")]
    assert said, [m.key for m in _said(q)]
    cards = said[0].params["cards"]
    assert cards.key == "ask.offer.converted" and cards.params["converted"].currency == currency
    assert said[0].params["budget"].currency == currency


@pytest.mark.parametrize("question", [
    "2 x 3090 within $2600, my pc already takes two cards",
    "两张3090预算2万，我的主板已经能插两张卡",
])
def test_the_pair_asked_is_said_within_the_budget_on_the_cards_alone(advisor, question):
    q = advisor.ask(question)
    keys = [m.key for m in _said(q)]
    assert "ask.within-budget.rig.alone" in keys and "ask.within-budget.rig" not in keys
    _cards_alone(q)


@pytest.mark.parametrize(("first", "then"), [
    ("best 2 gpus under $2600", "my pc takes two already"),
    ("两张显卡预算2万", "我的主板已经能插两张卡"),
    ("2 x 3090 within $2600", "my rig has room for two"),
    ("two gpus for training, budget 2500 usd", "I already have a board and psu for both"),
    ("兩張顯卡預算2萬", "我的電腦已經能插兩張卡"),
])
def test_a_follow_up_saying_the_pc_takes_them_re_ranks_on_the_cards_alone(advisor, first, then):
    before = advisor.ask(first)
    q = advisor.ask(then, context=before.context())
    assert q.read_as.command == "recommend" and q.read_as.places == 2 and q.read_as.budget == before.read_as.budget
    _cards_alone(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_basis_is_said_in_each_language(advisor, lang):
    say = Renderer(lang)
    q = advisor.ask("2 x 3090 within $2600, my pc already takes two cards")
    note = next(n for n in q.read_as.notes if n.key == "ask.note.places-owned")
    assert ("priced alone" in say(note)) if lang == "en" else ("不含" in say(note))
    alone = next(m for m in _said(q) if m.key == "ask.within-budget.rig.alone")
    assert ("cards alone" in say(alone)) if lang == "en" else ("只算卡本身" in say(alone))
    power = next(c.message for c in q.answer.shape.caveats if c.message.key.startswith("rig.short.own"))
    assert ("Your own power supply" in say(power)) if lang == "en" else ("电源" in say(power) or "電源" in say(power))
    short = next(n for n in advisor.ask("4 x 3090 under $6000, my pc takes two cards").read_as.notes
                 if n.key == "ask.note.places-short")
    assert ("counted in the prices" in say(short)) if lang == "en" else ("计入" in say(short) or "計入" in say(short))


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_full_answer_counts_no_platform_and_asks_the_own_supply(advisor, lang):
    say = Renderer(lang)
    q = advisor.ask("two gpus for training under $2600, my board and psu can handle two cards")
    keys = [n.message.key for n in q.answer.notes]
    assert "rig.platform.owned" in keys and "rig.platform.pair" not in keys
    owned = next(n.message for n in q.answer.notes if n.message.key == "rig.platform.owned")
    text = say(owned)
    assert ("the whole budget" in text) if lang == "en" else ("整笔预算" in text or "整筆預算" in text)


@pytest.mark.parametrize(("first", "then"), [
    ("2 gpus under $5000, my pc already takes two cards", "what about 4 gpus?"),
    ("两张显卡预算3万，我的主板已经能插两张卡", "那四张呢"),
])
def test_a_follow_up_asking_more_cards_than_the_pc_takes_counts_the_platform_again(advisor, first, then):
    before = advisor.ask(first)
    _cards_alone(before)
    q = advisor.ask(then, context=before.context())
    assert q.read_as.gpus == 4 and q.read_as.places == 2
    assert "ask.note.places-short" in _keys(q) and "ask.note.places-owned" not in _keys(q)
    lines = [x for x in q.answer.shape.ranking if x.gpus == 4]
    assert lines and all(x.total > x.price.amount * 4 for x in lines)


def test_a_new_question_beside_the_places_is_answered_as_asked(advisor):
    before = advisor.ask("best 2 gpus under $2600")
    q = advisor.ask("my pc already takes two cards, what psu do i need for two 3090s?", context=before.context())
    assert q.read_as.topic == "power" and q.read_as.cards == ["GeForce RTX 3090"]
