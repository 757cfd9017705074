"""Every card's assessment made ahead when the bot starts (advisor/warm.py, issue 30 §1): the shared core
keeps them all within its table's bound, a server's view makes none, and answers from prefilled assessments
are the answers made afresh."""

from __future__ import annotations

import random

from advisor import Advisor, kept
from advisor.overrides import PriceLayer
from advisor.warm import USE_CASES, prefill


def test_prefill_keeps_every_card_in_every_market_for_each_use_case(catalog_db):
    adv = Advisor.load(catalog_db)  # a core of its own: the session's one keeps what other tests made
    made = prefill(adv)
    assert made == len(adv.catalog.dl_names) * len(adv.catalog.markets) * len(USE_CASES)
    assert kept.entries(adv.rules)["rules.assess"] == made
    assert made <= kept.TABLES["rules.assess"][0] // 2  # room for the other use cases and floors
    before = kept.entries(adv.rules)["rules.assess"]
    for name in random.Random(4).sample(adv.catalog.dl_names, 20):  # a why and a comparison: nothing new to assess
        adv.why(name)
        adv.compare(name, "4090", use_case="llm")
    assert kept.entries(adv.rules)["rules.assess"] == before


def test_a_view_prefills_nothing(advisor):
    view = advisor.with_prices(PriceLayer())
    assert prefill(view) == 0
    assert "rules.assess" not in kept.entries(view.rules)


def test_answers_after_prefill_are_the_fresh_ones(catalog_db):
    fresh, warm = Advisor.load(catalog_db), Advisor.load(catalog_db)
    prefill(warm)
    rng = random.Random(30)
    for _ in range(30):
        a, b = rng.sample(fresh.catalog.dl_names, 2)
        market = rng.choice(list(fresh.catalog.markets))
        assert warm.why(a, market=market).model_dump() == fresh.why(a, market=market).model_dump()
        assert (warm.compare(a, b, market=market, use_case="llm").model_dump()
                == fresh.compare(a, b, market=market, use_case="llm").model_dump())
