"""The budget-free work kept per rule book (advisor/kept.py, issue 30 §1): an answer made from kept
tables is the answer made afresh — rankings, picks, ways and sentences unchanged — and a dropped rule
book's tables go with it."""

from __future__ import annotations

import contextlib
import gc
import weakref

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import kept
from advisor.errors import AdvisorError
from advisor.overrides import PriceLayer
from advisor.rules import checks

PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
MODELS = ["7b", "8b", "13b", "32b", "70b", "1.5b", "llama-3.1-8b", "qwen2.5-14b", "gpt-oss-20b", "gpt-oss-120b",
          "mistral-small-24b", "qwen3-30b-a3b"]
USE_CASES = ["general", "beginner", "kaggle", "cv-research", "nlp-research", "llm"]
TASKS = [None, "qlora", "lora"]


def _dump(answer_or_error) -> object:
    if isinstance(answer_or_error, AdvisorError):
        return ("refused", type(answer_or_error).__name__, str(answer_or_error))
    return answer_or_error.model_dump(mode="json")


def _both(advisor, monkeypatch, ask) -> tuple[object, object]:
    """``ask(advisor)`` answered twice from the kept tables (the second from what the first kept), then
    afresh: every table bounded to nothing, so each value is built for this answer alone."""
    def answered() -> object:
        try:
            return _dump(ask(advisor))
        except AdvisorError as err:
            return _dump(err)

    answered()
    warm = answered()
    with monkeypatch.context() as m:
        m.setattr(kept, "TABLES", {})
        m.setattr(kept, "DEFAULT", (0, 0))
        m.setattr(checks, "answer_scope", contextlib.nullcontext)  # every assessment made where it is asked
        fresh = answered()
    return warm, fresh


@PROPERTY
@given(budget=st.integers(min_value=150, max_value=20000), market=st.sampled_from(["current-us", "2017-us", "2019-cn"]),
       use_case=st.sampled_from(USE_CASES))
def test_a_kept_recommendation_is_the_fresh_one(advisor, monkeypatch, budget, market, use_case):
    if market not in advisor.catalog.markets:
        market = advisor.catalog.default_market
    warm, fresh = _both(advisor, monkeypatch, lambda a: a.recommend(str(budget), market=market, use_case=use_case))
    assert warm == fresh


@PROPERTY
@given(budget=st.integers(min_value=300, max_value=40000), model=st.sampled_from(MODELS),
       task=st.sampled_from(TASKS))
def test_a_kept_sized_llm_recommendation_is_the_fresh_one(advisor, monkeypatch, budget, model, task):
    warm, fresh = _both(advisor, monkeypatch, lambda a: a.recommend(str(budget), model=model, task=task))
    assert warm == fresh


@PROPERTY
@given(model=st.sampled_from(MODELS), task=st.sampled_from(["inference", "qlora", "lora"]),
       market=st.sampled_from(["current-us", "2017-us", "2019-cn"]))
def test_a_kept_fit_is_the_fresh_one(advisor, monkeypatch, model, task, market):
    if market not in advisor.catalog.markets:
        market = advisor.catalog.default_market
    warm, fresh = _both(advisor, monkeypatch, lambda a: a.fits(model, task=task, market=market))
    assert warm == fresh


@pytest.mark.parametrize("question", ["best gpu for $800 for llama 3 8b", "used 3090 or new 4070 ti super?",
                                      "can a 4060 ti 16gb run 32b?", "why is the 970 bad?"])
def test_a_kept_answer_to_a_question_is_the_fresh_one(advisor, monkeypatch, question):
    warm, fresh = _both(advisor, monkeypatch, lambda a: a.ask(question))
    assert warm == fresh


CARDS = ["GeForce RTX 3090", "GeForce RTX 4090", "GeForce GTX 970", "Tesla P40", "Radeon RX 7900 XTX", "Arc A770",
         "GeForce RTX 3060 12 GB", "Tesla K80", "Radeon Instinct MI50", "GeForce GTX 1080 Ti"]


@PROPERTY
@given(a=st.sampled_from(CARDS), b=st.sampled_from(CARDS), market=st.sampled_from(["current-us", "2017-us", "2019-cn"]),
       use_case=st.sampled_from(["general", "llm"]))
def test_a_comparison_and_a_verdict_from_kept_assessments_are_the_fresh_ones(advisor, monkeypatch, a, b, market,
                                                                             use_case):
    """``compare`` and ``why`` read cards' assessments kept by the core's rule book (``rules.assess``) and
    made once per answer (``checks.answer_scope``): the answers are those made with every assessment afresh."""
    if market not in advisor.catalog.markets:
        market = advisor.catalog.default_market
    warm, fresh = _both(advisor, monkeypatch, lambda x: x.compare(a, b, market=market, use_case=use_case))
    assert warm == fresh
    warm, fresh = _both(advisor, monkeypatch, lambda x: x.why(a, market=market, use_case=use_case))
    assert warm == fresh


def test_only_the_shared_core_keeps_assessments(advisor):
    """A server's view assesses afresh (its rule book would hold the assessments against its share of the
    view cache: issue 30 F1); the shared core keeps them, and one answer assesses a card once."""
    view = advisor.with_prices(PriceLayer())
    for adv in (advisor, view):
        adv.compare("3090", "4090", use_case="llm")
        adv.why("970")
    assert advisor.rules.shared and not view.rules.shared
    assert kept.entries(advisor.rules).get("rules.assess", 0) > 0
    assert "rules.assess" not in kept.entries(view.rules)
    made = []
    fresh = type(view.rules).assess_fresh

    def counted(self, card, market, **kw):
        made.append((card.name, market.id, kw.get("use_case"), kw.get("min_memory_gb")))
        return fresh(self, card, market, **kw)

    with pytest.MonkeyPatch.context() as m:
        m.setattr(type(view.rules), "assess_fresh", counted)
        view.compare("3080", "3070", use_case="llm")
    assert made and len(made) == len(set(made))  # each card, market, use case and floor once in the answer


def test_the_tables_are_bounded(advisor, monkeypatch):
    monkeypatch.setitem(kept.TABLES, "fits.ways", (2, 65536))
    view = advisor.with_prices(PriceLayer())
    for model in ("7b", "8b", "13b", "70b"):
        view.fits(model)
    assert kept.entries(view.rules)["fits.ways"] == 2
    assert kept.kept_bytes(view.rules) >= 2 * 65536


def test_a_dropped_rule_books_tables_are_collected(advisor):
    view = advisor.with_prices(PriceLayer())
    view.recommend("1500")
    view.recommend("2500", use_case="llm")
    view.recommend("3000", model="70b")
    view.fits("13b")
    tables = {name: n for name, n in kept.entries(view.rules).items() if n}
    assert {"llm.pick", "fits.ways"} <= tables.keys()  # the answers kept their budget-free work…
    refs = [weakref.ref(view.rules), weakref.ref(view.catalog)]
    kept_values = [v for k, t in view.rules.memo.items() if k.startswith("kept:") for v in t.values()]
    refs += [weakref.ref(v) for v in kept_values if type(v).__weakrefoffset__]
    del view, kept_values
    gc.collect()
    assert [r() for r in refs] == [None] * len(refs)  # …and it went with the rule book


def test_the_indexed_measurements_are_the_scanned_ones(advisor):
    """``DecodeModel.measured`` finds a published row through an index of the measurements: for every device
    (cards, machines and the chips measurements name), count, model and quantisation of the data it finds
    what a scan of every row finds."""
    from advisor.decode import model_key, quant_key

    model = advisor.speeds.model

    def scanned(device: str, count: int, model_name: str, quant: str):
        key, q, shape = model_key(model_name), quant_key(quant), model.shapes.get(model_name)
        return [r for r in model.measurements
                if r.calibrate and r.count == count and quant_key(r.quant) == q and model._same_device(r, device)
                and (model_key(r.model) == key or (shape is not None and model.shapes.get(r.model) == shape))]

    devices = {r.device for r in model.measurements} | set(model.devices.chip_of)
    asked = {(r.count, r.model, r.quant) for r in model.measurements}
    checked = 0
    for device in sorted(devices):
        for count, model_name, quant in sorted(asked):
            rows = scanned(device, count, model_name, quant)
            found = model.measured(device, count, model_name, quant)
            assert (found is None) == (not rows), (device, count, model_name, quant)
            if rows:
                newest = sorted(rows, key=lambda r: (r.source_date, r.source), reverse=True)[0]
                assert (found.tok_s, found.citation) == (newest.decode_tok_s, newest.source)
                checked += 1
    assert checked > 50


def test_a_kept_model_resolution_is_the_fresh_one(advisor):
    """``ModelTable.resolve`` keeps the names it read (issue 30 §1): the same architecture as read afresh,
    a refusal raised every time, and no more than ``RESOLVED`` kept."""
    from advisor.errors import InvalidOption, UnknownModel
    from advisor.fits import table

    models = advisor.llm_models
    for name in [*MODELS, "500m", "1,5b", "qwen 32b", "100b-a6b", "llama 3 8b", "Llama-3.1-8B-Instruct"]:
        assert models.resolve(name) == models.resolve(name) == models._resolve(name)
    for bad in ["0b", "-7b", "no such model at all", ""]:
        for _ in range(2):
            with pytest.raises((InvalidOption, UnknownModel)):
                models.resolve(bad)
        assert bad not in models._resolved
    for i in range(table.RESOLVED + 10):
        models.resolve(f"{1 + i / 100:g}b")
    assert len(models._resolved) <= table.RESOLVED
