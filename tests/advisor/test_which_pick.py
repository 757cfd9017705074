"""A comparison asked which card to get leads with the pick and why (break19 #11; advisor/ask/which_pick.py):
"laptop with 4060 or desktop 3060, ~1200" then "which should I get?" repeated the comparison with no verdict."""

from __future__ import annotations

import pytest
from conversation import turns_said as _chain


def test_a_which_follow_up_of_a_comparison_leads_with_the_pick(advisor):
    q, said = _chain(advisor, ["laptop with 4060 or desktop 3060, ~1200", "which should I get?"])[1]
    assert q.read_as.command == "compare" and q.reply.key == "ask.which.memory"
    assert said.startswith("Take GeForce RTX 3060 12 GB: about as fast") and "12 GB against 8 GB" in said, said
    assert "Read as gpu-advisor compare" in said  # the comparison follows, its reading after the pick


@pytest.mark.parametrize(("text", "first"), [
    ("3090 or 4090, which should I buy?", "Take GeForce RTX"),
    ("3060 12g还是4060 8g，买哪个", "选 GeForce RTX"),
])
def test_which_asked_with_the_comparison_leads_with_the_pick(advisor, text, first):
    q, said = _chain(advisor, [text])[0]
    assert q.reply.key.startswith("ask.which.") and said.startswith(first), said
    pick = q.reply.params["card"].value
    assert pick in q.read_as.cards


def test_a_comparison_not_asking_which_keeps_its_reading_first(advisor):
    q, said = _chain(advisor, ["3090 vs 4090"])[0]
    assert q.reply.key == "ask.read-as" and said.startswith("Read as gpu-advisor compare")
