"""Session 11 (issue 28): a card that does not exist yet, asked about waiting ("should I wait for the rtx 6090?", "is
the 5080 super worth waiting for") said "No card matches"; now it is read as the card of that tier on sale now, the
read-as line says it is not announced, and the wait line says what data/next_generation.csv holds; a generation
named with no card ("等50系super还是现在买") gets that line and the budget asked (advisor/ask/future_card.py)."""

from __future__ import annotations

import pytest

from advisor.ask.future_card import current_card
from said import said


@pytest.mark.parametrize(("text", "card"), [("should I wait for the rtx 6090?", "GeForce RTX 5090"),
                                            ("is the 5080 super worth waiting for", "GeForce RTX 5080"),
                                            ("要不要等5080 super", "GeForce RTX 5080"),
                                            ("should I wait for the 6070 ti?", "GeForce RTX 5070 Ti")])
def test_a_future_card_is_read_as_its_tier_on_sale_and_waiting_is_answered(advisor, text, card):
    q = advisor.ask(text)
    assert q.error is None and q.read_as.cards == [card], (q.read_as, q.reply)
    assert any(n.key == "ask.future-card" for n in q.read_as.notes), q.read_as.notes
    keys = [d.message.key for d in q.answer.shape.decides]
    assert "ask.wait" in keys, keys


@pytest.mark.parametrize("text", ["等50系super还是现在买", "should I wait for the rtx 60 series?"])
def test_a_generation_with_no_card_gets_the_next_generation_and_the_budget_asked(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "ask.future-series", q.reply
    assert "RTX 60" in said(q.reply)


def test_current_card(advisor):
    assert current_card(advisor, "rtx 6090") == "GeForce RTX 5090"
    assert current_card(advisor, "5080 super") == "GeForce RTX 5080"
    assert current_card(advisor, "gtx 9999") is None


def test_an_unknown_card_not_about_waiting_is_still_said_unknown(advisor):
    q = advisor.ask("rtx 6090")
    assert not q.read_as.cards and q.error is not None, q.read_as
