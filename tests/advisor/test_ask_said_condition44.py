"""The word before a card sets that card's condition in a comparison (issue 28, answers44 #2).

"used 3090 for $700 or new 5070 ti?" showed the 5070 Ti at its used price; "new 5070 ti or used 3090?" priced both
used (the reader saw one of the two words). Each card said new or used is priced in that condition when it has such
a price here, offered or not, in English and Chinese; a comparison said in no condition is priced as before."""

from __future__ import annotations

import pytest

MARKET = "current-us"


@pytest.mark.parametrize(("text", "said"), [
    ("used 3090 for $700 or new 5070 ti?", {"GeForce RTX 3090": "used", "GeForce RTX 5070 Ti": "new"}),
    ("new 4090 or used 3090 for 700?", {"GeForce RTX 4090": "new", "GeForce RTX 3090": "used"}),
    ("new 5070 ti or used 3090?", {"GeForce RTX 5070 Ti": "new", "GeForce RTX 3090": "used"}),
    ("brand new 5080 or a used 4090?", {"GeForce RTX 5080": "new", "GeForce RTX 4090": "used"}),
    ("全新4090还是二手3090 700美元？", {"GeForce RTX 4090": "new", "GeForce RTX 3090": "used"}),
    ("全新5070ti还是二手3090？", {"GeForce RTX 5070 Ti": "new", "GeForce RTX 3090": "used"}),
])
def test_each_card_is_priced_in_the_condition_said_before_it(advisor, text, said):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.condition is None
    assert dict(zip(q.read_as.cards, q.read_as.offer_conditions or [], strict=True)) == said
    for f in q.answer.cards:
        has = {p.condition for p in advisor.catalog.price_of(MARKET, f.card)}
        assert f.price is not None
        assert f.price.condition == (said[f.card] if said[f.card] in has else f.price.condition), (f.card, f.price)
    # the unoffered card said new: its new price here, never the cheaper used one
    new = [c for c, w in said.items() if w == "new"]
    for f in q.answer.cards:
        if f.card in new and not any(q.read_as.card_offers or []):
            assert f.price.amount == min(p.amount for p in advisor.catalog.price_of(MARKET, f.card)
                                         if p.condition == "new")


def test_a_card_with_no_price_in_the_condition_said_keeps_its_other_price(advisor):
    from advisor.ask.models import ReadAs
    from advisor.ask.said_condition import priced_as_said

    card = next(n for (m, n), ps in advisor.catalog.prices_by_card.items()
                if m == MARKET and {p.condition for p in ps} == {"used"})
    view = priced_as_said(advisor, ReadAs(command="compare", cards=[card, "GeForce RTX 4090"],
                                          offer_conditions=["new", "used"]))
    assert [p.condition for p in view.catalog.price_of(MARKET, card)] == ["used"]
    assert {p.condition for p in view.catalog.price_of(MARKET, "GeForce RTX 4090")} == {"used"}
    assert {p.condition for p in advisor.catalog.price_of(MARKET, "GeForce RTX 4090")} == {"new", "used"}


@pytest.mark.parametrize("text", ["3090 or 4090?", "used 3090 or 4090?", "3090还是4090？"])
def test_one_condition_or_none_said_is_read_as_before(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.offer_conditions is None
