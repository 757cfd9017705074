"""Prices whose sources disagree (issue 28 round 7, F08; break26 #22): the RTX PRO 6000 is priced at the market's price
on every path, the older street figure never said nor summed on, and an owner's steps up in
memory include the middle step (a 32 GB card clearly faster than theirs) beside the cheapest card of each larger
size."""

from __future__ import annotations

import pytest

from advisor.i18n import render
from advisor.price_ranges import price_range, ranges

F08 = "I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next generation?"


def test_every_range_row_is_a_priced_card_of_its_market_with_dated_ends(advisor):
    for r in ranges():
        assert advisor.catalog.price_of(r.market, r.card) is not None
        assert r.low < r.high and r.low_as_of[:4].isdigit() and r.high_as_of[:4].isdigit()


def test_the_range_is_a_record_no_answer_sums_on():
    r = price_range("current-us", "RTX PRO 6000 Blackwell")
    assert r is not None and r.low < r.high == 16000  # the market's price is the newest, the range's top


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_f08_steps_say_the_markets_price_and_include_the_32_gb_middle_step(advisor, lang):
    q = advisor.ask(F08)
    decides = {c.message.key: c.message for c in q.answer.shape.decides}
    # fix65a: the steps up are said as the first step an expert names (the 32 GB middle step at the market's price)
    # and what the 96 GB card asked about pays for; its 16,000 USD is said by the rent line below (intended change)
    steps = decides["ask.upgrade-steps.first"]
    named = render(steps.key, steps.params, "en")
    assert "GeForce RTX 5090 (32 GB, " in named
    cheapest = advisor.catalog.price_of("current-us", "GeForce RTX 5090")[0]  # the market's price, cheapest first
    assert (steps.params["price"].amount, steps.params["price"].currency) == (cheapest.amount, cheapest.currency)
    assert "RTX PRO 6000 Blackwell's 96 GB" in named
    rent = decides["ask.rent"]
    assert abs(rent.params["hours"].value - round(16000 / 1.57, -2)) <= 100  # the market's price, never 8,000
    assert rent.params["price"].amount == 16000 and "8,000" not in render(rent.key, rent.params, lang)
    assert "ask.wait" in decides
