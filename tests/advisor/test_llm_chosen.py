"""The picks an LLM answer chooses among the configurations its budget reaches are kept per table and bucket
(advisor.llm_engine.choice, issue 30 §1): two budgets that reach the same configurations share one choice, and
every answer is the answer chosen afresh — at the costs themselves, just under and over them, in every market,
sized and unsized, one card or several."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from advisor import kept, llm_engine
from advisor.errors import AdvisorError


def _answer(advisor, budget: float, **options) -> str:
    try:
        return advisor.recommend(f"{budget:.2f}", **options).model_dump_json()
    except AdvisorError as err:
        return f"{type(err).__name__}: {err.message}"


def _budgets(advisor, rng: random.Random, n: int = 14) -> list[float]:
    """Budgets at, just under and just over configuration costs of the rule book's tables, and random ones."""
    totals = sorted({c.total for name in (llm_engine.UNSIZED, llm_engine.SIZED)
                     for t in advisor.rules.memo.get(name, {}).values() for c in t.configs if c.total < 60_000})
    picked = rng.sample(totals, min(n, len(totals)))
    return [b for t in picked for b in (t, t - 0.01, t + 0.01)] + [10 ** rng.uniform(2.3, 4.6) for _ in range(n)]


@pytest.mark.parametrize("options", [dict(use_case="llm"), dict(use_case="llm", gpus=2), dict(model="8b"),
                                     dict(model="70b"), dict(model="qwen3-30b-a3b"), dict(model="32b", task="qlora"),
                                     dict(model="14b", task="lora", gpus=2), dict(model="123b")])
def test_a_kept_choice_is_the_fresh_one(advisor, monkeypatch, options):
    rng = random.Random(str(options))
    markets = [m for m, market in advisor.catalog.markets.items() if market.policy.memory == "decides"]
    _answer(advisor, 1000, market=markets[0], **options)  # the tables exist, their costs known
    budgets = _budgets(advisor, rng)
    for market in markets:
        for budget in budgets:
            kept_answer = _answer(advisor, budget, market=market, **options)
            again = _answer(advisor, budget, market=market, **options)  # from the kept choice
            with monkeypatch.context() as m:
                m.setitem(kept.TABLES, "llm.chosen", (0, 0))  # chosen afresh for this answer
                fresh = _answer(advisor, budget, market=market, **options)
            assert kept_answer == again == fresh, (market, budget)


def test_a_bucket_is_the_configurations_a_budget_reaches(advisor):
    advisor.recommend("1000", market="current-us", use_case="llm")
    key, table = next(iter(advisor.rules.memo[llm_engine.UNSIZED].items()))
    assert table.totals == tuple(sorted(c.total for c in table.configs))
    distinct = sorted({c.total for c in table.configs})
    step = min([0.01, *((b - a) / 2 for a, b in pairwise(distinct))])  # below the nearest two costs (a laptop at
    # 2,799.99 beside a card at 2,800: 0.01 apart, so 2,799.99 + 0.01 reached the next bucket)
    for total in distinct[:40]:
        at, under, over = (llm_engine._within(table, b) for b in (total, total - step, total + step))
        near = [(c.offer.card.name, c.total) for c in table.configs if abs(c.total - total) < 1 or c.total != c.total]
        assert at.bucket == over.bucket == under.bucket + sum(c.total == total for c in table.configs), (key, near)
        assert [id(c) for c in at] == [id(c) for c in over] == [id(c) for c in table.configs if c.total <= total]
        assert all(c.total <= total for c in at) and not any(c.total == total for c in under)


def test_one_choice_serves_a_bucket(advisor, monkeypatch):
    """Two budgets in one bucket ask one kept choice, and the second makes none; a budget past the next cost
    asks another."""
    asked, built = [], []
    real_keep, real_choice = llm_engine.keep, llm_engine.choice

    def counting(book, name, key, build):
        asked.append(key)
        return real_keep(book, name, key, lambda: built.append(key) or build())

    def seen(rules, found, key, build):
        asked.append(found.table)
        return real_choice(rules, found, key, build)

    monkeypatch.setattr(llm_engine, "choice", seen)
    _answer(advisor, 1000, market="current-us", model="8b")
    totals = sorted({c.total for c in asked[0].configs})
    low, high = next((a, b) for a, b in zip(totals, totals[1:], strict=False) if b - a > 2)
    asked.clear()
    monkeypatch.setattr(llm_engine, "keep", counting)
    _answer(advisor, low + 0.5, market="current-us", model="8b")
    made = len(built)
    _answer(advisor, high - 0.5, market="current-us", model="8b")
    assert asked[3] == asked[1] and len(built) == made  # the same bucket: the first budget's choice
    _answer(advisor, high + 0.5, market="current-us", model="8b")
    assert asked[5] != asked[1] and asked[5][1] > asked[1][1] and asked[4] is asked[0]  # the same table


def test_a_kept_choice_does_not_keep_its_table(advisor):
    """A table dropped from the rule book's tables is freed though choices made from it are still kept (issue 30
    F1: the tables are bounded, SIZED_JOBS; a kept choice names its table by a serial number, not the table)."""
    import gc
    import weakref

    tables = []
    real = llm_engine.choice

    def seen(rules, found, key, build):
        tables.append(weakref.ref(found.table))
        return real(rules, found, key, build)

    llm_engine.choice = seen
    try:
        _answer(advisor, 1234, market="current-us", model="13b")
    finally:
        llm_engine.choice = real
    assert tables and tables[0]() is not None and kept.entries(advisor.rules).get("llm.chosen")
    llm_engine.forget(advisor.rules)  # the tables dropped; the kept choices stay in their own bounded table
    gc.collect()
    assert tables[0]() is None
