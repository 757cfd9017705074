"""Two more pieces of budget-free work kept per rule book (issue 30 §1), each the value made afresh:

- a sized job's splits of several cards (``advisor.llm_pairs.cheapest_split``, kept table ``llm.splits``): the
  split a budget buys is the one the ways give afresh — at each split's own price of cards, a cent under and
  over it, and at random budgets;
- a general ranking's pick without its ``compat.bf16`` reason (kept table ``recommend.trimmed``): the same kept
  pick trimmed is one object answer after answer (so the short form's voice of it is kept too), and each answer
  is the one made with the table off;
- a recommendation's notes kept by what they say (the floor's, Blackwell's minimum stack, the ladder's of an LLM
  answer) and an LLM answer's verdicts per card.

Both tables live in the answering advisor's rule book: a dropped server view frees them (``test_kept``)."""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import random
import weakref

import pytest

from advisor import kept
from advisor.errors import AdvisorError
from advisor.fits.ways import usable
from advisor.llm_pairs import MOST_CARDS, cheapest_split
from advisor.overrides import PriceLayer


def _workload(advisor, model: str):
    return advisor._workload(model, None, None, None)  # as recommend --model sizes it


def _splits_fresh(advisor, market, workload, budget):
    """The split as :func:`cheapest_split` chose it before the table: every way filtered by the budget, the least."""
    from advisor.fits import ways
    from advisor.llm_picks import _usable_offers
    from advisor.rigs import platform_pricer

    est = workload.estimate
    found = [w for w in ways(est, _usable_offers(advisor._usable_cards(market)), advisor.speeds.of,
                             platform_pricer(market))  # the pair's own platform (answers58)
             if 1 < w.count <= MOST_CARDS and usable(w) and w.price is not None and w.price.amount * w.count <= budget]
    return min(found, key=lambda w: ((w.price.amount if w.price else 0.0) * w.count,
                                     -(w.speed.tok_s if w.speed else 0.0), w.card), default=None)


@pytest.mark.parametrize("model", ["70b", "32b", "qwen3-30b-a3b", "gpt-oss-120b", "123b", "8b"])
def test_a_kept_split_is_the_fresh_one(advisor, model):
    rng = random.Random(model)
    for market in advisor.catalog.markets.values():
        workload = _workload(advisor, model)
        first = cheapest_split(advisor, market, workload, float("inf"))
        table = advisor.rules.memo["kept:llm.splits"]
        splits = next(v for k, v in table.items() if k[1].obj is market and k[0][0] == workload.estimate.arch.name)
        costs = sorted({w.price.amount * w.count for w in splits if w.price is not None})
        assert [w.price.amount * w.count for w in splits if w.price] == sorted(
            w.price.amount * w.count for w in splits if w.price)  # cheapest in cards first
        budgets = [b for c in rng.sample(costs, min(12, len(costs))) for b in (c, c - 0.01, c + 0.01)]
        budgets += [10 ** rng.uniform(2, 4.7) for _ in range(12)] + [0.0, float("inf")]
        for budget in budgets:
            got = cheapest_split(advisor, market, workload, budget)
            want = _splits_fresh(advisor, market, workload, budget)
            assert (got.model_dump() if got else None) == (want.model_dump() if want else None), (market.id, budget)
        assert (first.model_dump() if first else None) == (
            w.model_dump() if (w := _splits_fresh(advisor, market, workload, float("inf"))) else None)


def test_a_split_is_kept_once_per_job_and_market(advisor, monkeypatch):
    built = []
    real = kept.keep

    def counting(book, name, key, build):
        return real(book, name, key, lambda: built.append(name) or build())

    import advisor.kept as module

    monkeypatch.setattr(module, "keep", counting)
    market = advisor.catalog.markets[advisor.catalog.default_market]
    workload = _workload(advisor, "70b")
    for budget in (500.0, 800.0, 1200.0, 5000.0):
        cheapest_split(advisor, market, workload, budget)
    assert built.count("llm.splits") <= 1  # one build (none when an earlier test kept it), four budgets


def _answer(advisor, budget: str, **options) -> str:
    try:
        return advisor.recommend(budget, **options).model_dump_json()
    except AdvisorError as err:
        return f"{type(err).__name__}: {err.message}"


def test_a_trimmed_pick_is_one_object_and_the_fresh_one(advisor, monkeypatch):
    rng = random.Random(15)
    seen = 0
    for _ in range(60):
        market = rng.choice(list(advisor.catalog.markets))
        use_case = rng.choice(["general", "beginner", "kaggle", "cv-research", "nlp-research"])
        budget = str(round(10 ** rng.uniform(2.3, 4.3) * (7 if advisor.catalog.markets[market].currency == "CNY"
                                                          else 1)))
        first = _answer(advisor, budget, market=market, use_case=use_case)
        again = _answer(advisor, budget, market=market, use_case=use_case)
        with monkeypatch.context() as m:
            m.setitem(kept.TABLES, "recommend.trimmed", (0, 0))  # trimmed afresh for this answer
            m.setitem(kept.TABLES, "shape.voiced", (0, 0))
            for table in ("notes.floor", "notes.blackwell", "notes.rule"):  # the notes made afresh too
                m.setitem(kept.TABLES, table, (0, 0))
            fresh = _answer(advisor, budget, market=market, use_case=use_case)
        assert first == again == fresh, (market, use_case, budget)
        seen += '"compat.bf16"' not in first
    assert kept.entries(advisor.rules).get("recommend.trimmed", 0) > 0  # some picks were trimmed, and kept
    assert kept.entries(advisor.rules).get("notes.blackwell", 0) > 0  # some answers showed Blackwell cards
    a = advisor.recommend("1200", market="current-us", use_case="general")
    b = advisor.recommend("1200", market="current-us", use_case="general")
    assert all(x is y for x, y in zip(a.picks, b.picks, strict=True))  # the same objects: their voice is kept
    assert seen


def test_a_floor_note_is_kept_and_the_fresh_one(advisor, monkeypatch):
    """The floor's note ("Memory floor for …") of a kept floor is one object answer after answer, equal to one made
    afresh; a different floor (a user's) is another note."""
    a = advisor.recommend("900", market="current-us", use_case="general")
    b = advisor.recommend("1500", market="current-us", use_case="general")
    floor_a = next(n for n in a.notes if n.message.key == "recommend.floor")
    floor_b = next(n for n in b.notes if n.message.key == "recommend.floor")
    assert floor_a is floor_b
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "notes.floor", (0, 0))
        m.setitem(kept.TABLES, "recommend.answer", (0, 0))  # the whole answer made afresh too (advisor.budget_steps)
        fresh = advisor.recommend("900", market="current-us", use_case="general")
    assert fresh.model_dump_json() == a.model_dump_json()
    assert next(n for n in fresh.notes if n.message.key == "recommend.floor") is not floor_a
    asked = advisor.recommend("900", market="current-us", use_case="general", min_memory_gb=16)
    note = next(n for n in asked.notes if n.message.key == "recommend.floor")
    assert note is not floor_a and note.message.params["floor"] != floor_a.message.params["floor"]


def test_kept_llm_verdicts_are_the_rules(advisor):
    """The cards an LLM answer asked the rules about are kept per market with the rules' verdict at the floor."""
    today = [m for m, market in advisor.catalog.markets.items() if market.policy.memory == "decides"]
    assert today  # the markets the LLM engine answers (the guides' markets rank LLM work like the general rankings)
    for market_id in today:
        for budget in ("400", "1200", "5000"):
            with contextlib.suppress(AdvisorError):
                advisor.recommend(budget, market=market_id, use_case="llm")
                advisor.recommend(budget, market=market_id, model="8b")
    table = advisor.rules.memo["kept:llm.recommended"]
    for market_id in today:
        market = advisor.catalog.markets[market_id]
        verdicts = next(v for k, v in table.items() if k.obj is market)
        assert verdicts and not all(verdicts.values())  # some cards asked, some not recommended
        for name, ok in verdicts.items():
            want = advisor.rules.assess(advisor.card(name), market, use_case="llm").verdict == "recommended"
            assert ok is want, (market_id, name)


@pytest.mark.parametrize("options", [dict(use_case="llm"), dict(use_case="llm", gpus=2), dict(model="8b"),
                                     dict(model="70b"), dict(model="32b", task="qlora")])
def test_kept_llm_notes_are_the_fresh_ones(advisor, monkeypatch, options):
    """The ladder's note (what the listed memory runs) and the floor's note of an LLM answer are kept by what they
    say: each answer equals the one made with both tables off, and two budgets whose picks stand on the same rungs
    share the note object."""
    rng = random.Random(str(options))
    notes: dict[str, object] = {}
    for _ in range(24):
        budget = f"{10 ** rng.uniform(2.5, 4.4):.0f}"
        kept_answer = _answer(advisor, budget, market="current-us", **options)
        with monkeypatch.context() as m:
            m.setitem(kept.TABLES, "llm.ladder", (0, 0))
            m.setitem(kept.TABLES, "notes.floor", (0, 0))
            fresh = _answer(advisor, budget, market="current-us", **options)
        assert kept_answer == fresh, budget
        try:
            answer = advisor.recommend(budget, market="current-us", **options)
        except AdvisorError:
            continue
        for n in answer.notes:
            if n.message.key.startswith(("recommend.llm.tiers", "recommend.llm.measure", "recommend.floor")):
                same = notes.setdefault(n.message.identity, n)
                assert same is n  # one object for one sentence
    assert notes


def test_a_kept_assessments_ranking_is_the_fresh_one(advisor):
    """An assessment walked to the end keeps its ranked findings and reasons (a kept assessment is ranked by every
    answer that shows it); a partial walk keeps nothing (the sentences past it stay unmade); each walk after gives
    what a fresh assessment of the same findings gives, and ``reasons`` a new list each time."""
    seen = 0
    for market_id, market in advisor.catalog.markets.items():
        for name in advisor.catalog.dl_names[:60]:
            for use_case in ("general", "llm"):
                a = advisor.rules.assess(advisor.card(name), market, use_case=use_case)
                fresh = dataclasses.replace(a)  # the same findings, nothing kept
                assert "_ranked" not in fresh.__dict__
                next(iter(fresh.ranked()), None)
                assert "_ranked" not in fresh.__dict__  # a partial walk keeps nothing
                want = [(f.rule_id, f.level, f.message.identity) for f in dataclasses.replace(a).ranked()]
                for _ in range(2):
                    assert [(f.rule_id, f.level, f.message.identity) for f in a.ranked()] == want, (market_id, name)
                reasons = a.reasons
                assert reasons is not a.reasons and reasons == a.reasons  # a new list of the kept reasons
                assert [r.model_dump() for r in reasons] == [r.model_dump() for r in dataclasses.replace(a).reasons]
                assert a == fresh  # the kept order is no field: equality and hashing unchanged
                seen += len(want) > 1
    assert seen


def test_a_dropped_views_new_tables_are_collected(advisor):
    """The tables above live in the answering view's rule book: a server view dropped frees them with its rules and
    catalogue (issue 30 F1, as ``test_kept`` shows for the others)."""
    view = advisor.with_prices(PriceLayer())
    for budget in ("900", "1500", "4000"):
        view.recommend(budget, market="current-us")
        view.recommend(budget, market="current-us", use_case="llm")
    view.recommend("800", market="current-us", model="70b")  # no pick within: the cards the budget buys
    tables = {name for name, n in kept.entries(view.rules).items() if n}
    assert {"llm.splits", "recommend.trimmed", "notes.floor", "llm.ladder", "llm.recommended"} <= tables, tables
    refs = [weakref.ref(view.rules), weakref.ref(view.catalog)]
    values = [v for k, t in view.rules.memo.items() if k.startswith("kept:") for v in t.values()]
    refs += [weakref.ref(v) for v in values if type(v).__weakrefoffset__]
    del view, values
    gc.collect()
    assert [r() for r in refs] == [None] * len(refs)
