"""The asker's own bid far below the market is answered as a bid (round 31, after mend55c: "收3090 2500" had been
told "too cheap to take on trust: almost certainly not what it seems", a seller's warning)."""

import pytest

from tests.asked import find_message


def _said(q):
    return [q.answer.shape.headline, *(c.message for c in q.answer.shape.decides)]


@pytest.mark.parametrize("text", ["收3090 2500", "I'm offering $300 for a used 3090"])
def test_a_low_bid_is_a_bid_not_a_card_to_distrust(advisor, text):
    q = advisor.ask(text)
    assert any(n.key == "ask.offer.bid" for n in q.read_as.notes), q.read_as.notes
    said = _said(q)
    assert any(find_message(m, "ask.offer.bid-low") is not None for m in said)
    assert not any(find_message(m, "ask.offer.too-low.head") is not None for m in said)


def test_a_low_price_offered_to_the_asker_is_still_distrusted(advisor):
    q = advisor.ask("3090 for $300, legit?")
    assert not any(n.key == "ask.offer.bid" for n in q.read_as.notes)
    assert any(find_message(m, "ask.offer.too-low.head") is not None or find_message(m, "ask.offer.too-low")
               is not None for m in _said(q))
