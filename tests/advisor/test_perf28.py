"""perf28 (issue 30 §1): compare's per-card parts and a kept pick's ranking line and caveat candidates, kept per rule
book (advisor/kept.py: ``compare.facts``, ``compare.source``, ``compare.llm-side``, ``compare.llm-holds``,
``compare.standing``, ``shape.pick``). A kept answer is the answer made afresh, in both languages; a card's side is
made once and shared by the comparisons it is in; a server's view keeps its own (its prices)."""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import kept
from advisor.errors import AdvisorError
from advisor.i18n import render
from advisor.models import RankLine
from advisor.overrides import PriceLayer, PriceOverride
from advisor.rules import checks
from advisor.shape import _pick_line
from advisor.shape_weigh import Context

PROPERTY = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
CARDS = ["GeForce RTX 3090", "GeForce RTX 4090", "GeForce GTX 970", "Tesla P40", "Radeon RX 7900 XTX", "Arc A770",
         "GeForce RTX 3060 12 GB", "Tesla K80", "GeForce GTX 1080 Ti", "GeForce RTX 4060 Ti 16 GB", "2x 3090"]
MARKETS = ["current-us", "2017-us", "2019-cn"]
MODELS = ["7b", "13b", "32b", "70b", "llama-3.1-8b", "qwen2.5-14b", "gpt-oss-20b", "gpt-oss-120b", "qwen3-30b-a3b"]
NEW = ("compare.facts", "compare.source", "compare.llm-side", "compare.llm-holds", "compare.standing", "shape.pick")


def _said(answer) -> object:
    """An answer as data and its short form's sentences rendered in English and Chinese (or a refusal)."""
    if isinstance(answer, AdvisorError):
        return ("refused", type(answer).__name__, str(answer))
    shape = answer.shape
    sentences = [shape.headline, *(c.message for c in shape.caveats), *(x.reason for x in shape.ranking if x.reason)]
    return (answer.model_dump(mode="json"),
            [render(m.key, m.params, lang) for m in sentences for lang in ("en", "zh_Hans", "zh_Hant")])


def _both(advisor, monkeypatch, ask) -> tuple[object, object]:
    """``ask(advisor)`` twice from the kept tables (the second from what the first kept), then afresh: the new tables
    (:data:`NEW`) bounded to nothing and every assessment made where it is asked."""
    def answered() -> object:
        try:
            return _said(ask(advisor))
        except AdvisorError as err:
            return _said(err)

    answered()
    warm = answered()
    with monkeypatch.context() as m:
        for name in NEW:
            m.setitem(kept.TABLES, name, (0, kept.TABLES[name][1]))
        m.setattr(checks, "answer_scope", contextlib.nullcontext)
        fresh = answered()
    return warm, fresh


def _market(advisor, market: str) -> str:
    return market if market in advisor.catalog.markets else advisor.catalog.default_market


@PROPERTY
@given(a=st.sampled_from(CARDS), b=st.sampled_from(CARDS), market=st.sampled_from(MARKETS),
       use_case=st.sampled_from(["general", "llm", "beginner"]), model=st.sampled_from([None, "8b", "32b"]))
def test_a_comparison_from_kept_sides_is_the_fresh_one(advisor, monkeypatch, a, b, market, use_case, model):
    market = _market(advisor, market)
    warm, fresh = _both(advisor, monkeypatch, lambda x: x.compare(a, b, market=market, use_case=use_case, model=model))
    assert warm == fresh


@PROPERTY
@given(budget=st.integers(min_value=300, max_value=30000), model=st.sampled_from(MODELS),
       market=st.sampled_from(MARKETS))
def test_a_named_models_ranking_from_kept_pick_lines_is_the_fresh_one(advisor, monkeypatch, budget, model, market):
    market = _market(advisor, market)
    warm, fresh = _both(advisor, monkeypatch, lambda x: x.recommend(str(budget), market=market, model=model))
    assert warm == fresh


def test_a_cards_side_is_made_once_for_every_comparison_it_is_in(advisor):
    """The 3090's facts are one object in each comparison it is in (kept by card and market), and its LLM side the same
    object wherever the model compared on is the same (the ladder's largest both hold: two 24 GB cards beside it)."""
    market = advisor.catalog.default_market
    one = advisor.compare("3090", "4090", market=market)
    two = advisor.compare("3090", "3080", market=market)
    assert one.cards[0] is two.cards[0]
    llm = [advisor.compare("3090", other, market=market, use_case="llm") for other in ("4090", "3090 ti")]
    assert llm[0].cards[0] is llm[1].cards[0] and llm[0].cards[0].speed.measure == "decode"
    entries = kept.entries(advisor.rules)
    assert entries.get("compare.facts", 0) > 0 and entries.get("compare.llm-side", 0) > 0


def test_a_views_comparison_says_its_own_price_and_keeps_it_in_its_own_rule_book(advisor):
    market = advisor.catalog.default_market
    currency = advisor.catalog.markets[market].currency
    core = advisor.compare("3090", "4090", market=market).model_dump_json()
    cheap = PriceOverride(market=market, card="GeForce RTX 3090", condition="new", amount=450.0, currency=currency,
                          set_at="2026-12-06T00:00:00+00:00")
    view = advisor.with_prices(PriceLayer.build(advisor.catalog, [cheap]))
    for use_case in ("general", "llm"):
        answer = view.compare("3090", "4090", market=market, use_case=use_case)
        assert next(f for f in answer.cards if f.card == "GeForce RTX 3090").price.amount == 450.0
    assert kept.entries(view.rules).get("compare.facts", 0) > 0
    assert advisor.compare("3090", "4090", market=market).model_dump_json() == core


def test_a_labelled_runner_ups_line_does_not_depend_on_the_first_pick(advisor):
    """A runner-up that says its route (an LLM pick's label) has the same line whatever the first pick is: the line
    kept by the pick alone (``shape.pick``) is the line made beside the first pick."""
    seen = 0
    for budget in ("900", "1800", "3500", "7000", "15000"):
        for model in ("8b", "32b", "70b"):
            try:
                answer = advisor.recommend(budget, model=model)
            except AdvisorError:
                continue
            top = answer.picks[0] if answer.picks else None
            for p in answer.picks:
                if p.role == "runner-up" and p.label is not None:
                    seen += 1
                    line = _pick_line(p, top, Context(), True)
                    assert isinstance(line, RankLine) and line == _pick_line(p, None, Context(), True)
                    assert line.reason == p.label
    assert seen
