"""Prices whose sources disagree (issue 28 round 7, F08): the RTX PRO 6000's range is said with both dates, the
rent-or-buy sum uses the lower street price, and an owner's steps up in memory include the middle step (a 32 GB
card clearly faster than theirs) beside the cheapest card of each larger size."""

from __future__ import annotations

import pytest

from advisor.i18n import render
from advisor.price_ranges import price_range, ranges, street_price

F08 = "I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next generation?"


def test_every_range_row_is_a_priced_card_of_its_market_with_dated_ends(advisor):
    for r in ranges():
        assert advisor.catalog.price_of(r.market, r.card) is not None
        assert r.low < r.high and r.low_as_of[:4].isdigit() and r.high_as_of[:4].isdigit()


def test_the_sum_uses_the_lower_street_price():
    r = price_range("current-us", "RTX PRO 6000 Blackwell")
    assert r is not None
    assert street_price("current-us", r.card, 16000) == r.low
    assert street_price("current-us", "GeForce RTX 4090", 2015) == 2015


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_f08_rent_says_the_range_and_the_steps_include_the_32_gb_middle_step(advisor, lang):
    q = advisor.ask(F08)
    decides = {c.message.key: c.message for c in q.answer.shape.decides}
    rent = decides["ask.rent.range"]
    text = render(rent.key, rent.params, lang)
    low, high = rent.params["price"].params["low"], rent.params["price"].params["high"]
    assert (low.amount, high.amount) == (8000, 16000)
    assert render(rent.params["price"].key, rent.params["price"].params, lang) in text
    if lang == "en":
        assert "8,000 USD, 2026-04; up to 16,000 USD by 2026-08" in text
    hours = rent.params["hours"].value
    assert abs(hours - round(8000 / 1.57, -2)) <= 100  # the lower street price, never 16,000
    steps = decides["ask.upgrade-steps"]
    named = render(steps.key, steps.params, "en")
    assert "GeForce RTX 5090 (32 GB" in named
    assert "ask.wait" in decides
