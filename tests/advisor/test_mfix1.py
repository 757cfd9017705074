"""mfix1: offers said in follow-ups after the round's merges — a price supposed of it ("what if it's $650?") is the new
offer (reader35's "they're $700 on eBay" is a statement, no budget); a bare follow-up amount beside a count of the cards
and its scope ("三张总共13500呢", "two of them for 1300 total?") is read whole,
while gibberish beside it stays unread."""

from __future__ import annotations

import pytest
from conversation import asked_in_turn as chain


@pytest.mark.parametrize("follow", ["what if it's $650?", "suppose it's $650?", "and if they're $650?"])
def test_a_price_supposed_of_it_is_the_new_offer(advisor, follow):
    q = chain(advisor, "should I buy a used 3090 for $700", follow)
    assert q.read_as.cards == ["GeForce RTX 3090"] and q.read_as.offer.amount == 650


@pytest.mark.parametrize(("follow", "each", "count"), [
    ("三张总共13500呢", 4500, 3),
    ("2张一共9000呢", 4500, 2),
])
def test_a_count_and_a_total_beside_a_bare_amount_are_read_whole(advisor, follow, each, count):
    q = chain(advisor, "二手3090 5500值得入吗", follow)
    assert q.read_as.cards == ["GeForce RTX 3090"]
    assert q.read_as.offer.amount == each and q.read_as.gpus == count


def test_gibberish_beside_a_bare_amount_is_still_no_amount(advisor):
    q = chain(advisor, "should I buy a used 3090 for $700", "asdf 1234 ???")
    assert q.read_as.offer.amount == 700
