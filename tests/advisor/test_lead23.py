"""Round 23's merge mends (lead23): what the merged branches broke between them, tested as kinds."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text", [
    "my 7900 can't load llama 70b. my 7900 xt has 20gb",
    "my 7900 xt has 20gb, my 7900 is slow on 70b",
    "my 4070 runs out of memory. my 4070 super has 12gb",
])
def test_a_bare_number_and_its_variant_both_mine_are_one_card_the_fuller(advisor, text):
    """A bare number read by its name default ("7900" → the XTX, reader45) beside the same number with a variant word,
    both said as "my", is one card named loosely: the name said in full is kept (reader43's kind)."""
    read = advisor.ask(text).read_as
    assert len(read.cards) == 1, read.cards
    assert read.cards[0].endswith(("XT", "SUPER")), read.cards


def test_a_bare_number_weighed_against_its_variant_stays_two(advisor):
    """Weighed ("better than"), the two names are two cards."""
    read = advisor.ask("is my 7900 better than a 7900 xt?").read_as
    assert len(read.cards) == 2, read.cards
