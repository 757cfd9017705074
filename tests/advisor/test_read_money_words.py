"""Three letters after an amount are an ISO currency code only when one is in use and, for a code that is also an
English word, only where the market converts it: "why is the 970 bad" was refused as a budget in Bosnian dinars
of 1992-1994 ("no exchange rate for BAD"), the GTX 970 unread."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read


@pytest.mark.parametrize("text", ["why is the 970 bad", "why is the gtx 970 bad", "is a 1060 all i need",
                                  "the 3090 top pick?", "is the 1080 ti bad for llms"])
def test_a_word_after_a_card_number_is_no_currency(advisor, text):
    r = read(advisor, text)
    assert r.budget is None and r.budget_error is None, (r.budget, r.budget_error)
    assert r.cards


@pytest.mark.parametrize(("text", "currency"), [("500 chf for a gpu", "CHF"), ("5000 inr gpu for ml", "INR"),
                                                ("best gpu for 800 eur", "EUR")])
def test_a_currency_code_after_an_amount_is_still_read(advisor, text, currency):
    r = read(advisor, text)
    assert r.budget is not None and r.budget.currency == currency


def test_ask_why_970_bad_answers_for_the_gtx_970(advisor):
    a = advisor.ask("why is the 970 bad")
    assert a.read_as.command == "why" and a.read_as.cards == ["GeForce GTX 970"]
