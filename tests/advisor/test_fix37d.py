"""fix37d (issues 27, 28; break30 #1-#7, #17).

1. An offered price said beside a budget: the offer is judged against the used market and the budget is kept, in every
   order and wording ("for $700", "at 700", "asking 650", "700刀卖一张", "4800包邮"); without a budget the offer is still
   judged (:mod:`advisor.ask.offer_first`).
"""

from __future__ import annotations

import pytest


# --- 1. an offer beside a budget --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "offer", "budget", "currency"), [
    ("found a 3090 for $700 on ebay, budget 900, good deal?", 700, 900, "USD"),
    ("is a 3090 for $700+ on ebay a good deal, my budget is 900", 700, 900, "USD"),
    ("a 3090 for 700 bucks on marketplace, my budget is 900, should I?", 700, 900, "USD"),
    ("got offered a 3090 at $700, I can spend 900, take it?", 700, 900, "USD"),
    ("someone is asking $650 for a 3090, budget 900", 650, 900, "USD"),
    ("asking 650 for a 3090, budget 900", 650, 900, "USD"),
    ("budget 900, found a 3090 for $700 on ebay, good deal?", 700, 900, "USD"),
    ("有人700刀卖一张3090，我预算900刀，值吗", 700, 900, "USD"),
    ("闲鱼3090 4800包邮，预算6000，值吗", 4800, 6000, "CNY"),
])
def test_an_offer_beside_a_budget_keeps_both(advisor, text, offer, budget, currency):
    q = advisor.ask(text)
    assert not q.error
    ra = q.read_as
    assert ra.cards == ["GeForce RTX 3090"]
    assert ra.budget is not None and ra.budget.amount == budget and ra.budget.currency == currency
    assert ra.offer is not None and ra.offer.amount == offer and ra.offer.currency == currency


@pytest.mark.parametrize(("text", "offer"), [("3090 on ebay for 700, worth it?", 700),
                                             ("guy is asking 650 for a 3090, good deal?", 650),
                                             ("seller wants 650 for a 3090, worth it?", 650)])
def test_an_offer_without_a_budget_is_judged_and_no_card_is_its_number(advisor, text, offer):
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 3090"]  # never a GTX 650 from the asking price
    assert q.read_as.offer is not None and q.read_as.offer.amount == offer
