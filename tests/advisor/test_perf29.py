"""perf29 (issue 30 §1): the cards an LLM answer leaves out (``llm_said.excluded``) are found from the first offer
within the budget per card (a bisection over the kept offers it may name, dearest first), not by walking every dearer
offer. Set against the walk it replaces, at every price of each offer list the answers met, just below and above it,
and at any budget (hypothesis); the answers that name them, in English and Chinese, are unchanged."""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import kept, llm_picks, llm_said
from advisor.errors import AdvisorError
from advisor.i18n import render
from advisor.recommend import MAX_AVOIDED

MODELS = ["7b", "13b", "32b", "70b", "llama-3.1-8b", "qwen2.5-14b", "gpt-oss-120b", "3b"]


def _walked(offers, chosen: set[str], per_gpu: float) -> list[tuple]:
    """The walk ``excluded`` made before perf29: every offer dearest first, the first ``MAX_AVOIDED`` it may name."""
    out = []
    for o in sorted(offers, key=lambda x: (-(x.price.amount if x.price else 0.0), x.card.name)):
        if o.price is None or o.price.amount > per_gpu or o.card.name in chosen or o.takes or not o.why:
            continue
        out.append(
            (
                o.card.name,
                o.why[0][0],
                o.why[0][1],
                o.price,
                "not_recommended" if o.verdict == "not_recommended" else "situational",
            )
        )
        if len(out) == MAX_AVOIDED:
            break
    return out


def _found(rules, market, offers, chosen, per_gpu) -> list[tuple]:
    return [
        (a.card, a.rule_id, a.message, a.price, a.verdict)
        for a in llm_said.excluded(rules, market, offers, chosen, per_gpu)
    ]


def _calls(advisor, monkeypatch) -> list[tuple]:
    """The arguments of ``excluded`` in LLM answers of today's markets, sized and unsized, at several budgets."""
    seen: list[tuple] = []
    real = llm_picks.excluded

    def spy(rules, market, offers, chosen, per_gpu):
        seen.append((rules, market, offers, set(chosen), per_gpu))
        return real(rules, market, offers, chosen, per_gpu)

    monkeypatch.setattr(llm_picks, "excluded", spy)
    markets = [m for m in advisor.catalog.markets if advisor.catalog.markets[m].policy.memory == "decides"]
    for market in markets:
        for budget in ("300", "900", "2500", "8000"):
            for model in (None, *MODELS[:4]):
                with contextlib.suppress(AdvisorError):
                    advisor.recommend(budget, market=market, use_case="llm", model=model)
    assert seen, "no LLM answer left cards out"
    return seen


def test_excluded_matches_the_walk_at_every_price(advisor, monkeypatch) -> None:
    calls = _calls(advisor, monkeypatch)
    checked = 0
    for rules, market, offers, chosen, _ in calls[:: max(1, len(calls) // 12)]:
        prices = sorted({o.price.amount for o in offers if o.price is not None})
        budgets = [0.0, float("inf"), *prices, *(p - 0.01 for p in prices), *(p + 0.01 for p in prices)]
        for per_gpu in budgets:
            assert _found(rules, market, offers, chosen, per_gpu) == _walked(offers, chosen, per_gpu), per_gpu
            checked += 1
        # the cards an answer chose are never named, whatever the budget
        some = {o.card.name for o in offers[::3]}
        assert _found(rules, market, offers, some, float("inf")) == _walked(offers, some, float("inf"))
    assert checked > 100


def test_the_kept_list_is_the_offer_lists_own(advisor, monkeypatch) -> None:
    """Kept per offer list (by identity): another list of the same market is read afresh, and the rule book's table
    is bounded and emptied with it."""
    rules, market, offers, chosen, per_gpu = _calls(advisor, monkeypatch)[0]
    first = _found(rules, market, offers, chosen, per_gpu)
    copy = list(offers)
    assert _found(rules, market, copy, chosen, per_gpu) == first
    keyed = kept._table(rules, "llm.dearest-first")
    assert any(k.obj is copy for k in keyed) and any(k.obj is offers for k in keyed)
    assert len(keyed) <= kept.TABLES["llm.dearest-first"][0]
    fewer = [o for o in offers if o.card.name != (first[0][0] if first else "")]
    assert _found(rules, market, fewer, chosen, per_gpu) == _walked(fewer, chosen, per_gpu)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(per_gpu=st.floats(min_value=0, max_value=200_000, allow_nan=False), seed=st.integers(0, 10_000))
def test_any_budget(advisor, monkeypatch, per_gpu: float, seed: int) -> None:
    if not _OFFERS:  # the offer lists the engine keeps, read once through the answers
        _OFFERS.extend(_calls(advisor, monkeypatch))
    rules, market, offers, _, _ = random.Random(seed).choice(_OFFERS)
    chosen = {o.card.name for o in random.Random(seed).sample(offers, min(5, len(offers)))}
    assert _found(rules, market, offers, chosen, per_gpu) == _walked(offers, chosen, per_gpu)


_OFFERS: list[tuple] = []


def test_answers_name_the_same_cards_in_both_languages(advisor) -> None:
    """The cards left out, as an answer says them, in English and Chinese (a low budget leaves some out)."""
    market = next(m for m in advisor.catalog.markets if advisor.catalog.markets[m].policy.memory == "decides")
    said = 0
    for model in MODELS:
        for budget in ("250", "600", "1500"):
            try:
                answer = advisor.recommend(budget, market=market, use_case="llm", model=model)
            except AdvisorError:
                continue
            m = advisor.catalog.market(market)
            offers_cards = [a.card for a in answer.avoided]
            assert len(offers_cards) == len(set(offers_cards)) <= MAX_AVOIDED
            assert not set(offers_cards) & {p.card for p in answer.picks}
            for a in answer.avoided:
                assert a.price is not None and a.price.amount <= answer.budget.market_amount / max(1, answer.gpus or 1)
                for lang in ("en", "zh_Hans"):
                    assert render(a.message.key, a.message.params, lang)
                said += 1
            assert m is not None
    assert said > 0


# --- the reader's pattern tables (advisor.ask.gate): one Table per table of patterns, never one per question


def _questions() -> list[str]:
    import csv
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    out: list[str] = []
    for path, column in ((root / "cases" / "ask.csv", "text"), (root / "advisor" / "cases" / "questions.csv", "text")):
        with open(path, newline="", encoding="utf-8") as fh:
            out += [row[column] for row in csv.DictReader(fh)]
    return out


def test_asking_again_makes_no_table(advisor) -> None:
    """Every question read and answered twice: the second time makes no pattern table (a list of patterns made per
    call, ``_USERS + PEOPLE``, made one per question: ~60 % of an ``ask``)."""
    from advisor.ask import gate

    questions = _questions()[::3] + ["预算5000个人用", "a 20-user vllm server for a team of 12", "serve 50 students"]
    for q in questions:
        with contextlib.suppress(AdvisorError):
            advisor.ask(q)
    made = gate.TABLES_MADE[0]
    for q in questions:
        with contextlib.suppress(AdvisorError):
            advisor.ask(q)
    assert gate.TABLES_MADE[0] == made


def test_a_table_made_afresh_per_call_is_read_by_its_patterns() -> None:
    """A list of patterns made per call is given the table of the same patterns (a gate by identity), finds what its
    patterns find, and a list of other patterns (or another order) has a table of its own."""
    import re

    from advisor.ask import gate

    words = [gate.gate(re.compile(rf"(\d+)\s*{w}")) for w in ("users", "people", "students", "gpus")]
    text = "serve 20 users and 30 students on 2 gpus"
    first = gate._table([*words])
    made = gate.TABLES_MADE[0]
    for _ in range(5):
        fresh = [*words]
        assert gate._table(fresh) is first
        assert [p.pattern for p in gate.opened(fresh, text)] == [p.pattern for p in words if p.search(text)]
    assert gate.TABLES_MADE[0] == made
    other = gate._table([*reversed(words)])
    assert other is not first and gate.TABLES_MADE[0] == made + 1
    assert [p.pattern for p in gate.opened([*reversed(words)], text)] == [
        p.pattern for p in reversed(words) if p.search(text)
    ]
