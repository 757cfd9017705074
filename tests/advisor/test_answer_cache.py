"""Assessments are computed once per (market, use case, memory floor) and kept in a bounded
cache (issue 12): answers with the cache are the answers without it, over a grid."""

from __future__ import annotations

import itertools

import pytest

from advisor.recommend import ranking as recommend_module  # the offers cache (OFFERS_CACHE_SIZE)
from advisor.rules import RuleBook
from product import MARKETS
from said import said

USE_CASES = ["general", "beginner", "kaggle", "cv-research", "nlp-research", "llm"]


def _count_assessments(monkeypatch) -> list[int]:
    calls = [0]
    original = RuleBook.assess

    def counted(self, *args, **kwargs):
        calls[0] += 1
        return original(self, *args, **kwargs)

    monkeypatch.setattr(RuleBook, "assess", counted)
    return calls


def test_a_repeated_question_assesses_no_card_again(advisor, monkeypatch):
    calls = _count_assessments(monkeypatch)
    advisor.recommend("777", market="2017-us", use_case="kaggle", min_memory_gb=7.5)
    advisor.recommend("777", market="2017-us", use_case="kaggle")
    first = calls[0]
    advisor.recommend("1234", market="2017-us", use_case="kaggle", min_memory_gb=7.5)  # same keys, other budgets
    advisor.recommend("1234", market="2017-us", use_case="kaggle")
    advisor.why("1080", market="2017-us", use_case="kaggle")

    assert first > 10  # every priced card of the market was assessed once…
    assert calls[0] - first <= 1  # …and not again (why assesses its own card, its alternatives come cached)


def test_the_cache_is_bounded(advisor, monkeypatch):
    monkeypatch.setattr(recommend_module, "OFFERS_CACHE_SIZE", 5)
    for floor in range(1, 30):
        advisor.recommend("900", market="current-us", min_memory_gb=floor)
    assert 0 < recommend_module.cached_keys(advisor.rules) <= 5


def _answers(advisor) -> list[str]:
    out = []
    budgets = ["150", "480", "1200", "5k", "¥9000", "1w"]
    for market, use_case, budget in itertools.product(MARKETS, USE_CASES, budgets):
        out.append(advisor.recommend(budget, market=market, use_case=use_case).model_dump_json())
    for market, floor, gpus in itertools.product(MARKETS, [None, 8, 11.5, 24], [1, 2, 4]):
        try:
            out.append(advisor.recommend("9000", market=market, min_memory_gb=floor, gpus=gpus).model_dump_json())
        except Exception as err:  # a multi-GPU budget that cannot pay for the platform: the same error
            out.append(repr(err))
    for market, task in itertools.product(MARKETS, ["inference", "qlora"]):
        out.append(advisor.recommend("2500", market=market, model="13b", task=task).model_dump_json())
    for market, card in itertools.product(MARKETS, ["1080 ti", "3090", "970", "titan v", "rx 7900 xtx"]):
        out.append(advisor.why(card, market=market).model_dump_json())
        out.append(advisor.compare(card, "2080 ti", market=market).model_dump_json())
    return out


def test_cached_and_uncached_answers_are_equal_over_a_grid(advisor, monkeypatch):
    warm = _answers(advisor)  # fills the cache
    cached = _answers(advisor)  # served from it
    monkeypatch.setattr(recommend_module, "OFFERS_CACHE_SIZE", 0)
    uncached = _answers(advisor)
    assert len(cached) == len(uncached) > 150
    assert cached == warm
    for a, b in zip(cached, uncached, strict=True):
        assert a == b


def test_another_catalogue_never_gets_these_answers(advisor, catalog_db):
    """The cache belongs to one RuleBook (one catalogue): a second advisor computes its own."""
    from advisor import Advisor

    advisor.recommend("900", market="current-us")
    other = Advisor.load(catalog_db)
    assert recommend_module.cached_keys(other.rules) == 0
    assert other.recommend("900", market="current-us") == advisor.recommend("900", market="current-us")


def _seen(offers) -> list[tuple]:
    """What an answer can show of each offer: card, price, speed, verdict and reasons."""
    return [(o.card.name, o.price, o.performance, o.assessment.verdict,
             [(r.rule_id, said(r.message)) for r in o.assessment.reasons]) for o in offers]


@pytest.mark.parametrize("floor", [None, 12.0])
def test_a_market_that_differs_is_not_served_from_the_cache(advisor, monkeypatch, floor):
    market = advisor.catalog.market("2017-us")
    before = recommend_module.offers(advisor.catalog, advisor.rules, market, "general", floor)
    later = market.model_copy(update={"era": "modern"})  # same id, other rules: another market

    served = recommend_module.offers(advisor.catalog, advisor.rules, later, "general", floor)

    monkeypatch.setattr(recommend_module, "OFFERS_CACHE_SIZE", 0)
    fresh = recommend_module.offers(advisor.catalog, advisor.rules, later, "general", floor)
    assert _seen(served) == _seen(fresh)
    assert _seen(served) != _seen(before)  # today's rules judge the same cards otherwise
