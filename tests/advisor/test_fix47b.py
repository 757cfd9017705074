"""fix47b (issue 28): several-card sets for an asker whose PC takes a count of cards already, no count asked ("my PC
already takes two cards, what should I put in it for 70b, budget 2500 dollars"): the sets that go in the PC stand on
the cards alone and lead; a set of more cards pays its board and power supply; a CUDA set a little over the budget
on its cards alone is said as a stretch (advisor.llm_places); the basis said on the read-as line in each language."""
from __future__ import annotations

import pytest

from advisor.i18n import Renderer

QUESTIONS = [
    "my motherboard can take 2 gpus, budget $2000, best setup for llama 70b",
    "my rig has room for two cards, what gpus for 70b with $2400",
    "I have a pc that takes two cards, $2300 for running a 70b model",
    "our workstation can take 2 gpus; what should we buy to run a 70b llm for 2200 usd",
    "我的主板能插两张卡，预算1.8万，跑70B",
    "我的主機板能插兩張卡，預算1.8萬，跑70B",
    "电脑能装两张显卡，预算1万5，想跑70b",
]


def _keys(q):
    return [n.key for n in q.read_as.notes]


def _system(advisor, name):
    return advisor.catalog.card(name).is_system


@pytest.mark.parametrize("question", QUESTIONS)
def test_the_sets_that_go_in_the_pc_lead_on_the_cards_alone(advisor, question):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.places == 2 and q.read_as.gpus in (None, 2)
    assert ("ask.note.places-sets" if q.read_as.gpus is None else "ask.note.places-owned") in _keys(q)
    ranking = q.answer.shape.ranking
    assert ranking and ranking[0].gpus <= 2 and not ranking[0].rest_of_pc, ranking[0]
    assert not _system(advisor, ranking[0].card)
    for x in ranking:
        if x.total is None or x.price is None or x.gpus < 2:
            continue
        if x.gpus <= 2:  # in the PC: the cards alone
            assert x.total == pytest.approx(x.price.amount * x.gpus), (x.card, x.total)
        else:  # more cards than the PC takes: their board and power supply counted
            assert x.total > x.price.amount * x.gpus, (x.card, x.total)


def test_a_cuda_pair_a_little_over_on_its_cards_alone_is_the_stretch(advisor):
    q = advisor.ask("my PC already takes two cards, what should I put in it for 70b, budget 2500 dollars")
    stretch = q.answer.stretch
    assert stretch is not None and stretch.card == "GeForce RTX 3090" and stretch.gpus == 2
    assert stretch.total_cost == pytest.approx(stretch.price.amount * 2)  # 2,550 USD: 50 over, no platform
    line = next(x for x in q.answer.shape.ranking if x.card == "GeForce RTX 3090")
    assert line.role == "stretch" and line.total == pytest.approx(stretch.total_cost)


def test_a_count_asked_keeps_its_own_basis(advisor):
    q = advisor.ask("4 x 3090 under $6000, my pc takes two cards")
    assert "ask.note.places-short" in _keys(q) and "ask.note.places-sets" not in _keys(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_sets_basis_is_said_in_each_language(advisor, lang):
    q = advisor.ask("my rig has room for two cards, what gpus for 70b with $2400")
    note = next(n for n in q.read_as.notes if n.key == "ask.note.places-sets")
    text = Renderer(lang)(note)
    assert "2" in text
    assert ("priced alone" in text) if lang == "en" else ("只按卡本身计价" in text or "只按卡本身計價" in text)
