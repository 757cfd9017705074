"""Issue 30 §1 (perf22): a named model's budget-free parts kept, not made for every budget.

Three parts of a sized LLM answer (``recommend --model``) depend on the job and the market, never on the budget,
yet were made for every question: the reason its memory floor gives ("Sized for Qwen3 32B: …", and its JSON the
floor's note is kept by: ``llm_ladder.sized_reason``, kept table ``llm.sized-reason``); the ways at a last list
price when nothing else is within the budget (``llm_lastlist.last_list_ways``, ``llm.last-list``: the budget only
cuts them); the free notebooks' notes of an answer with no pick (``recommend.notes``: ``notes.cloud``,
``notes.free-tier``). Kept answers equal the ones made with those tables off, at any budget; the kept parts are
the fresh ones; the tables live in the answer's rule book and are bounded."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import kept, llm_ladder, llm_lastlist, llm_said
from advisor.errors import AdvisorError
from advisor.i18n import render

MINE = ("llm.sized-reason", "llm.last-list", "notes.cloud", "notes.free-tier")
MODELS = ["7b", "70b", "gpt-oss-120b", "qwen3-30b-a3b", "llama-3.1-8b", "deepseek-r1", "405b", "1.5b"]


def _answer(adv, budget: str, model: str, market: str | None = None, task: str | None = None) -> object:
    try:
        return adv.recommend(budget, model=model, market=market, task=task).model_dump(mode="json")
    except AdvisorError as err:  # a refusal in words is an answer too
        return ("refused", type(err).__name__, str(err))


def _without(adv, monkeypatch, *args) -> object:
    with monkeypatch.context() as m:  # this pass's tables off: each part made for this answer alone
        for table in MINE:
            m.setitem(kept.TABLES, table, (0, 0))
        return _answer(adv, *args)


def _today(adv) -> list[str]:
    return [m for m, market in adv.catalog.markets.items() if market.policy.memory == "decides"]


@pytest.mark.parametrize("model", MODELS)
def test_a_models_answers_at_many_budgets_are_the_ones_made_without_the_tables(advisor, monkeypatch, model):
    for market in _today(advisor):
        for budget in ("150", "400", "900", "2500", "6000", "15000", "60000"):
            kept_one = _answer(advisor, budget, model, market)
            assert kept_one == _without(advisor, monkeypatch, budget, model, market), (model, market, budget)
            assert kept_one == _answer(advisor, budget, model, market)  # asked again: from the tables, unchanged


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(budget=st.floats(min_value=50, max_value=80000), model=st.sampled_from(MODELS),
       task=st.sampled_from([None, "qlora", "lora"]))
def test_any_budget_is_the_answer_made_without_the_tables(advisor, monkeypatch, budget, model, task):
    typed = f"{budget:.2f}"
    _answer(advisor, typed, model, None, task)  # the tables filled for this job
    assert _answer(advisor, typed, model, None, task) == _without(advisor, monkeypatch, typed, model, None, task)


@pytest.mark.parametrize("model", ["7b", "70b", "deepseek-r1", "qwen3-30b-a3b"])
@pytest.mark.parametrize("task", [None, "lora"])
def test_the_kept_sized_reason_is_the_fresh_one_and_kept_once(advisor, model, task):
    workload = advisor._workload(model, task, None, None)
    one = llm_ladder.sized_reason(advisor.rules, workload, llm_said.sized_message)
    fresh = advisor.rules.reason("memory.llm-task", llm_said.sized_message(workload))
    assert one.model_dump(mode="json") == fresh.model_dump(mode="json")
    assert llm_ladder.sized_reason(advisor.rules, workload, llm_said.sized_message) is one
    for lang in ("en", "zh_Hans", "zh_Hant"):  # said as the fresh one in every language
        assert render(one.message.key, one.message.params, lang) == render(fresh.message.key, fresh.message.params,
                                                                            lang)


def test_another_job_is_another_reason(advisor):
    a = llm_ladder.sized_reason(advisor.rules, advisor._workload("7b", None, None, None), llm_said.sized_message)
    b = llm_ladder.sized_reason(advisor.rules, advisor._workload("7b", None, None, None, "64k"),
                                llm_said.sized_message)  # the same model with a longer context needs more memory
    assert a.message.identity != b.message.identity


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(budget=st.floats(min_value=0, max_value=100000), model=st.sampled_from(["deepseek-r1", "deepseek-v3", "405b"]))
def test_last_list_ways_kept_are_the_ones_made_for_the_budget(advisor, budget, model):
    market = advisor.catalog.market("current-us")
    offers = advisor._usable_cards(market)
    workload = advisor._workload(model, None, None, None)
    fresh = llm_lastlist.last_list_ways(market, offers, workload, advisor.speeds, budget)
    assert llm_lastlist.last_list_ways(market, offers, workload, advisor.speeds, budget, advisor.rules) == fresh
    assert isinstance(fresh, list)


def test_a_machine_at_its_last_list_price_is_found_from_the_kept_ways(advisor):
    market = advisor.catalog.market("current-us")
    offers = advisor._usable_cards(market)
    workload = advisor._workload("deepseek-r1", None, None, None)
    every = llm_lastlist.last_list_ways(market, offers, workload, advisor.speeds, float("inf"), advisor.rules)
    assert every, "DeepSeek R1 is held by a machine no longer sold new (the 512 GB Mac Studio)"
    totals = [w.total_price or 0.0 for _, w in every]
    assert totals == sorted(totals)
    cut = totals[0]
    assert llm_lastlist.last_list_ways(market, offers, workload, advisor.speeds, cut - 0.01, advisor.rules) == []
    assert llm_lastlist.last_list_ways(market, offers, workload, advisor.speeds, cut, advisor.rules)[0] == every[0]


def test_the_free_notebooks_notes_are_kept_per_market_and_currency(advisor):
    # a 7B: a job a free notebook's T4 holds (a 70B hears no "start for free" line: fix38d, break31 #15)
    answers = [advisor.recommend(b, model="7b", market="current-us") for b in ("150", "160")]
    assert not answers[0].picks and not answers[1].picks  # nothing within: the free notebooks are said
    same = [n for n in answers[0].notes if any(n is m for m in answers[1].notes)]
    assert any(n.rule_id == "cloud.free-tier" for n in same)
    assert kept.entries(advisor.rules).get("notes.cloud", 0) >= 1


def test_the_tables_are_bounded(advisor):
    for table in MINE:
        most = kept.TABLES[table][0]
        assert 0 < most <= 1024
        assert kept.entries(advisor.rules).get(table, 0) <= most
