"""A follow-up about an upgrade weighs the pick against the card owned (break19 #10; advisor/ask/conversation_cards.py
``upgrade_compared``): "upgrade from 1080 ti, budget 1000" then "is that worth it over keeping the 1080 ti?", "how much
faster?" or "快多少" compares the owned card with the recommendation's first pick (its speed ratio), never a buying
verdict on the owned card."""

from __future__ import annotations

import pytest
from conversation import turns_said as _chain


@pytest.mark.parametrize("follow", ["is that worth it over keeping the 1080 ti?", "how much faster?", "快多少",
                                    "值得升级吗"])
def test_an_upgrade_follow_up_compares_the_pick_with_the_owned_card(advisor, follow):
    (first, _), (q, said) = _chain(advisor, ["upgrade from 1080 ti, budget 1000", follow])
    pick = first.answer.picks[0].card
    assert q.read_as.command == "compare" and q.read_as.cards == ["GeForce GTX 1080 Ti", pick], (follow, q.read_as)
    assert "faster" in said or "快" in said, said


def test_the_comparison_holds_for_the_next_follow_up(advisor):
    said = _chain(advisor, ["upgrade from 1080 ti, budget 1000", "is that worth it over keeping the 1080 ti?",
                            "how much faster?"])
    assert said[2][0].read_as.command == "compare" and "GeForce GTX 1080 Ti" in said[2][0].read_as.cards


@pytest.mark.parametrize("follow", ["mainly for stable diffusion", "and 1500?"])
def test_other_follow_ups_of_an_upgrade_stay_rankings(advisor, follow):
    q = _chain(advisor, ["upgrade from 1080 ti, budget 1000", follow])[1][0]
    assert q.read_as.command == "recommend", (follow, q.read_as)
