"""fix42e (issues 27, 28): an owner's upgrade ranking (break34 #7) — never the owner's own card, never a card that is
both no faster and holds no more memory; nothing within the budget said, with the cheapest upgrade over it; "what
should I upgrade to" beside a card had read as an upgrade in English and Chinese."""
from __future__ import annotations

import pytest

from advisor.i18n import Renderer


def _memory(advisor, card):
    return advisor.card(card).memory_gb


def _no_downgrade(advisor, q):
    """No line of the ranking is the owner's card, or both no faster and no more memory than it."""
    mine = q.read_as.cards[0]
    shape = q.answer.shape
    assert all(x.card != mine for x in shape.ranking), [x.card for x in shape.ranking]
    own_line = advisor.shape_context(q.answer.market.id).speed_of(mine)
    for x in shape.ranking:
        if x.speed is not None and own_line is not None and x.speed.measure == own_line.measure == "training" and (
                x.gpus == 1):
            assert x.speed.value > own_line.value or (x.memory_gb or 0) > _memory(advisor, mine), x.card


@pytest.mark.parametrize("question", [
    "I have a 4090, what should I upgrade to under $4000",
    "i own an rtx 4090 — which card should i buy next with 3500 dollars?",
    "got a 4090 already, want to upgrade, budget $3800",
    "my 4090 feels slow, what should i upgrade to for $3000?",
    "我有一张4090，升级选什么，预算2万5",
    "我的4090想升级，预算两万",
])
def test_an_upgrade_ranking_never_lists_the_card_had_nor_a_slower_one_with_no_more_memory(advisor, question):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.own
    _no_downgrade(advisor, q)
    head = q.answer.shape.headline
    assert head.key in ("ask.owner-has-best-over", "ask.owner-has-best"), head.key
    if head.key == "ask.owner-has-best-over":  # the cheapest upgrade over the budget, named
        assert head.params["other"].value != q.read_as.cards[0]


@pytest.mark.parametrize("question", [
    "I have a 3090, what should I upgrade to for training under $2500",
    "i have a 3090 and train cnns, what should i upgrade to, budget 2400 usd",
    "我有一张3090做训练，升级选什么，预算1万6",
])
def test_a_faster_card_of_the_same_memory_stays_an_upgrade_for_training(advisor, question):
    q = advisor.ask(question)
    cards = [x.card for x in q.answer.shape.ranking]
    assert "GeForce RTX 4090" in cards and "GeForce RTX 3090" not in cards
    _no_downgrade(advisor, q)


@pytest.mark.parametrize(("question", "card"), [
    ("I have a 4060 8gb, what should I upgrade to under $500", "GeForce RTX 4060"),
    ("i have a 4060, which card should i upgrade to for 450 dollars?", "GeForce RTX 4060"),
    ("I've got a 3060 8gb — what should I upgrade to with $600?", "GeForce RTX 3060 8 GB"),
    ("我有一张4060，升级选什么，预算3000", "GeForce RTX 4060"),
    ("我有一张4060，想升级，预算2500元买什么", "GeForce RTX 4060"),
    ("我有张4060，換卡選什麼，預算3000", "GeForce RTX 4060"),
])
def test_what_to_upgrade_to_beside_a_card_had_is_an_upgrade(advisor, question, card):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.own and q.read_as.cards == [card]
    assert any(n.key.startswith("ask.owner-floor") for n in q.read_as.notes), [n.key for n in q.read_as.notes]
    _no_downgrade(advisor, q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_upgrade_sentences_are_said_in_each_language(advisor, lang):
    q = advisor.ask("I have a 4090, what should I upgrade to under $4000")
    text = Renderer(lang)(q.answer.shape.headline)
    assert "5090" in text and "4090" in text
    assert ("over the budget" in text) if lang == "en" else ("超出预算" in text or "超出預算" in text)
    q = advisor.ask("I have a 4060 8gb, what should I upgrade to under $500")
    note = next(n for n in q.read_as.notes if n.key == "ask.owner-floor-upgrade")
    said = Renderer(lang)(note)
    assert "4060" in said and ("upgrade" in said if lang == "en" else ("升级" in said or "升級" in said))


@pytest.mark.parametrize("question", [
    "i own a 4090 and have 3000 to spend, what should i buy next?",
    "I have a 4090, what should I upgrade to for $2500",
    "我有一张4090，升级选什么，预算1万5",
])
def test_nothing_within_the_budget_names_the_cheapest_upgrade_over_it(advisor, question):
    q = advisor.ask(question)
    head = q.answer.shape.headline
    assert head.key == "ask.owner-has-best-over", head.key
    other = head.params["other"].value
    assert other != "GeForce RTX 4090" and advisor.card(other).memory_gb > 24
    assert head.params["price"].amount > q.answer.budget.market_amount
