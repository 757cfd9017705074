"""fix72a (round 29): kinds a breaker found on main — users who are a lab's members, not a server's; a follow-up's
"it" keeping the owned card; a thing sold that is not a card; a reported OOM's capacity as the owner's card; Macs by
chip; a requirement question with a budget leading with the need; a card a program mistook the owner's for."""

from __future__ import annotations

import pytest

from tests.asked import question_faces


# kind 7: the device a program mistakes the owner's card for is context, never a second device
@pytest.mark.parametrize(("text", "language", "card"), [
    ("TensorRT-LLM warns it treats my T4 as an L40", "en", "Tesla T4"),
    ("TensorRT-LLM warns it treats my Tesla T4 as an L40", "en", "Tesla T4"),
    ("the driver shows my 2080 ti as a Quadro RTX 6000", "en", "GeForce RTX 2080 Ti"),
    ("TensorRT-LLM 警告把我的T4当成L40", "zh_Hans", "Tesla T4"),
])
def test_the_card_a_program_mistakes_is_the_owners_alone(advisor, text, language, card):
    q, console, _ = question_faces(advisor, text, language)
    assert q.read_as.command == "why" and q.read_as.cards == [card] and q.read_as.own, console


def test_a_chart_showing_cards_still_weighs_both(advisor):
    q, console, _ = question_faces(advisor, "benchmarks show the 4090 as twice the 3090")
    assert q.read_as.command == "compare" and len(q.read_as.cards) == 2, console


# kind 3: something sold that is not a card makes no card had
@pytest.mark.parametrize(("text", "language"), [
    ("sell my car to buy a 4090", "en"),
    ("should I sell my car to buy a 4090?", "en"),
    ("thinking of selling my motorcycle for a 5090", "en"),
    ("I'd sell my kidney for an H100", "en"),
    ("卖车买4090", "zh_Hans"),
    ("我想卖掉我的车买4090", "zh_Hans"),
    ("把车卖了买一张4090值得吗", "zh_Hans"),
])
def test_a_thing_sold_that_is_no_card_owns_no_card(advisor, text, language):
    q, console, _ = question_faces(advisor, text, language)
    assert not q.read_as.own, console
    assert not any(n.key.startswith("ask.sale") for n in q.read_as.notes), console


@pytest.mark.parametrize("text", ["should I sell my 3090 to buy a 4090?", "卖掉两张3090换5090"])
def test_a_card_sold_for_another_is_still_a_switch(advisor, text):
    q, console, _ = question_faces(advisor, text, "zh_Hans" if "卖" in text else "en")
    assert q.read_as.command == "compare", console


def test_a_card_sold_alone_is_still_a_sale(advisor):
    q, console, _ = question_faces(advisor, "should i sell my 3090?")
    assert q.read_as.own and any(n.key.startswith("ask.sale") for n in q.read_as.notes), console
