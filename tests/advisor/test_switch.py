"""An owner weighing a switch ("should I sell my 3090 and get a 5080?") is told first what it gives and takes: the
memory given up or gained, the speed, and the cost after selling theirs at the market's prices."""

from __future__ import annotations

import pytest

from product import advisor as loaded
from said import said


def _first_fact(text: str, language: str = "en") -> str:
    from advisor.i18n import Renderer

    q = loaded().ask(text)
    return Renderer(language)(q.answer.shape.decides[0].message)


def test_selling_a_24_gb_card_for_a_16_gb_one_says_the_memory_given_up():
    said_ = _first_fact("should i sell my 3090 and get a 5080?")
    assert said_.startswith("Switching from your GeForce RTX 3090 to GeForce RTX 5080"), said_
    assert "give up 8 GB" in said_, said_
    assert "1.34x faster" in said_ and "costs about" in said_, said_


@pytest.mark.parametrize(("text", "words"), [("sell my 2080 ti for a 3090?", "gain 13 GB"),
                                             ("把我的3090卖了换4090值吗", "显存一样是 24 GB")])
def test_a_switch_says_the_memory_either_way(text, words):
    lang = "zh_Hans" if "卖" in text else "en"
    assert words in _first_fact(text, lang)


def test_a_buyers_comparison_has_no_switch_line():
    q = loaded().ask("3090 vs 5080 for training")
    assert not any(c.message.key == "ask.switch" for c in q.answer.shape.decides)
    assert "Selling" not in said(q.answer.shape.headline)


@pytest.mark.parametrize(("text", "lang"), [("4090还是等5090降价", "zh_Hans"),
                                             ("buy a 4090 now or wait for the 5090 to drop?", "en")])
def test_waiting_for_the_other_card_of_two_to_get_cheaper_gets_its_price_trend(text, lang):
    q = loaded().ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys and keys[0].startswith("ask.wait-price"), keys
    assert "GeForce RTX 5090" in _first_fact(text, lang)


@pytest.mark.parametrize(("text", "words"), [("upgrade from 3060 to 3090 worth it?", "gain 12 GB"),
                                             ("is it worth upgrading from a 2080 ti to a 4090?", "gain 13 GB")])
def test_an_upgrade_from_one_card_to_another_compares_them_for_the_owner(text, words):
    """break20 #8: "upgrade from 3060 to 3090" was a verdict on the 3090 alone (the 3060 dropped as not had)."""
    q = loaded().ask(text)
    assert q.read_as.command == "compare" and len(q.read_as.cards) == 2, q.read_as
    assert words in _first_fact(text)


@pytest.mark.parametrize(("text", "mine"), [
    ("i have a 3090, should i upgrade to a 5080?", "GeForce RTX 3090"),
    ("i have a 4090, should i upgrade to a 5080?", "GeForce RTX 4090"),
    ("我有一张3090，想换5080值得吗", "GeForce RTX 3090"),
])
def test_an_owner_going_to_less_memory_is_told_what_is_lost_first(text, mine):
    """break23 #4: "i have a 3090, should i upgrade to a 5080?" said "Better value: 5080" with no owner line; the
    switch to less memory (24 → 16 GB) is now the first deciding fact, in both languages."""
    out = _first_fact(text)
    assert out.startswith(f"Switching from your {mine} to GeForce RTX 5080"), out
    assert "give up 8 GB" in out, out
