"""mend45b: the int45 merge's comparisons kept — a card asked about as any one of its kind beside the asker's cards
is weighed against the card the job runs on (graded N13), never read as reader48's trouble on the asker's own cards;
a reader48 trouble on the asker's own cards stays a why."""

from __future__ import annotations

import pytest

from advisor.ask.owned_trouble import owned_trouble
from advisor.ask.reader import read


@pytest.mark.parametrize(("text", "asked"), [
    ("my 3060 runs out of memory, my 3080 12gb works fine - why can't a 2080 ti even load it?", "GeForce RTX 2080 Ti"),
    ("我的3060 12g爆显存，3080 12g可以，为什么一张2080ti连模型都加载不了？", "GeForce RTX 2080 Ti"),
])
def test_a_card_asked_as_any_one_of_its_kind_is_compared_not_a_trouble(advisor, text, asked):
    r = read(advisor, text)
    assert not owned_trouble(r, text.lower())
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.cards[0] == asked, (q.read_as.command, q.read_as.cards)


@pytest.mark.parametrize("text", ["the latest driver for my RTX 5090 and GTX 1080 Ti, now ComfyUI won't start",
                                  "works well now on my 4070ti. How could I get it to work on the 5090?"])
def test_a_trouble_on_the_askers_own_cards_stays_a_why(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why", q.read_as.command
