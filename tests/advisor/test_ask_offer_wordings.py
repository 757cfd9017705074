"""Offers and money written in new ways are read as such (issue 27; break20 #2, #6).

An offer weighed against renting ("3090 for $700 or rent?"), said with where it is sold between the card and its price
("4090 on ebay for 1400"), in Chinese numerals ("4090 一万二 全新") or with the currency's sign after the amount
("3090 600€ used") is the card's offer, never a budget; a card's number before a sign that starts the price ("rtx 3090
$700") is no amount; "facebook marketplace" is no MacBook, "notebook" is a laptop, "budget: nothing" is nothing to
spend, and a card named in a link's path is read."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("text", "card", "amount", "currency"), [
    ("3090 for $700 or rent?", "GeForce RTX 3090", 700, "USD"),
    ("4090 for 1500 vs renting for a year", "GeForce RTX 4090", 1500, "USD"),
    ("4090 on ebay for 1400", "GeForce RTX 4090", 1400, "USD"),
    ("used 4090 on marketplace for 1400", "GeForce RTX 4090", 1400, "USD"),
    ("4090 一万二 全新", "GeForce RTX 4090", 12000, "CNY"),
    ("二手3090 在闲鱼上 五千 值吗", "GeForce RTX 3090", 5000, "CNY"),
    ("3090 600€ used", "GeForce RTX 3090", 600, "EUR"),
    ("3090 for 600€", "GeForce RTX 3090", 600, "EUR"),
    ("is this worth it https://www.ebay.com/itm/1234567 rtx 3090 $700", "GeForce RTX 3090", 700, "USD"),
    ("rtx 3090 $700 worth it?", "GeForce RTX 3090", 700, "USD"),
    ("5090 for 999 new on facebook marketplace", "GeForce RTX 5090", 999, "USD"),
])
def test_an_offer_in_a_new_wording_is_the_cards_offer_never_a_budget(advisor, text, card, amount, currency):
    q = advisor.ask(text)
    assert q.read_as.budget is None, q.read_as
    assert q.read_as.command == "why" and q.read_as.cards == [card]
    assert (q.read_as.offer.amount, q.read_as.offer.currency) == (amount, currency)


def test_two_offers_in_chinese_numerals_are_each_cards_own(advisor):
    q = advisor.ask("二手4090 一万二 还是 全新5080 八千")
    assert q.read_as.command == "compare" and q.read_as.budget is None
    assert [(o.amount, o.currency) for o in q.read_as.card_offers] == [(12000, "CNY"), (8000, "CNY")]


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("budget 600€ for deep learning", 600, "EUR"),
    ("600$ gpu for ml", 600, "USD"),
    ("best gpu for 800 € or less", 800, "EUR"),
])
def test_a_sign_after_an_amount_is_still_its_currency(advisor, text, amount, currency):
    q = advisor.ask(text)
    assert (q.read_as.budget.amount, q.read_as.budget.currency) == (amount, currency)


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("would you pay 700 for a 3090", 700, "USD"),
    ("is 700 for a 3090 good?", 700, "USD"),
    ("would you pay 650€ for a used 3090?", 650, "EUR"),
    ("5000块收一张3090 值吗", 5000, "CNY"),
])
def test_a_price_said_before_the_card_is_its_offer(advisor, text, amount, currency):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == ["GeForce RTX 3090"] and q.read_as.budget is None
    assert (q.read_as.offer.amount, q.read_as.offer.currency) == (amount, currency)


def test_a_count_before_a_card_is_no_price(advisor):
    from advisor.ask.offer_before import price_before

    text = "i have 2 for a 3090 rig"
    assert price_before(text, text.index("3090")) is None
    assert advisor.ask(text).read_as.offer is None


@pytest.mark.parametrize(("text", "offers"), [
    ("4090 1万2 全新", [12000]),
    ("3090 700 used, good?", [700]),
    ("二手3090 5500 全新4090 12000 选哪个", [5500, 12000]),
])
def test_a_bare_price_before_a_condition_or_a_choice_is_the_cards_offer(advisor, text, offers):
    q = advisor.ask(text)
    said = q.read_as.card_offers if q.read_as.command == "compare" else [q.read_as.offer]
    assert q.read_as.budget is None and [o.amount for o in said] == offers
