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
