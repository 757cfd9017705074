"""One card asked about as good (for a job) at an amount: the amount is the price offered for that card, judged
against its market price — never a budget that buys other cards (newuser31 Q19, fix82 #1)."""

from __future__ import annotations

import pytest

from advisor.ask.offer_ok import good_at


@pytest.mark.parametrize(("text", "card", "amount"), [
    ("is the RTX 5060 Ti 16GB good for LLMs at $450?", "GeForce RTX 5060 Ti 16 GB", 450),
    ("is a used 3090 good at $700?", "GeForce RTX 3090", 700),
    ("is the 4090 decent for training at 1500 dollars?", "GeForce RTX 4090", 1500),
    ("450块的4060Ti值吗", "GeForce RTX 4060 Ti 16 GB", 450),
])
def test_one_card_good_at_an_amount_is_that_cards_offer(advisor, text, card, amount):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == [card], q.read_as
    assert q.read_as.budget is None
    assert q.read_as.offer is not None and q.read_as.offer.amount == amount
    keys = [c.message.key for c in q.answer.shape.decides] + [q.answer.shape.headline.key]
    assert any(k.startswith("ask.offer.") for k in keys), keys  # the offer set against the market


@pytest.mark.parametrize("text", ["best gpu for llms at $450", "is the 4090 good for llms, budget $1500?"])
def test_a_budget_with_no_single_card_judged_stays_a_budget(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.offer is None
    assert q.read_as.budget is not None


def test_good_at_reads_only_the_amount_said_after_the_card_judged():
    assert good_at("is the rtx 5060 ti 16gb good for llms at $450?", 450)
    assert good_at("is a 3090 any good at 1.2k?", 1200)
    assert not good_at("is the rtx 5060 ti 16gb good for llms at $450?", 500)
    assert not good_at("is the 3090 good for 70b models?", 70)
    assert not good_at("best gpu for llms at $450", 450)


def test_after_for_only_an_amount_said_as_money_is_the_cards_price():
    assert good_at("is the 5060 ti good for llms for $450?", 450)
    assert good_at("is a 3090 good for 700 dollars?", 700)
    assert not good_at("is a 3090 good for 1000?", 1000)  # may be a budget of 1000 (test_ask_offers40)
