"""The walk of ``in_voice`` visits only the fields whose annotations may hold a cited sentence
(issue 30 §1, :mod:`advisor.model_walk`); the answers are those of a walk over every field."""

from __future__ import annotations

import itertools
from unittest import mock

import pytest

from advisor import shape
from advisor.models import Fit, FitCard, Recommendation
from product import MARKETS


def _every_field(cls):
    return tuple(cls.model_fields)


def _answers(advisor) -> list[str]:
    out = []
    for market, budget in itertools.product(MARKETS, ["300", "900", "2500", "9000"]):
        out.append(advisor.recommend(budget, market=market).model_dump_json())
        out.append(advisor.recommend(budget, market=market, use_case="llm").model_dump_json())
        out.append(advisor.recommend(budget, market=market, model="70b").model_dump_json())
    for market, model in itertools.product(MARKETS, ["7b", "32b", "gpt-oss-120b"]):
        out.append(advisor.fits(model, market=market).model_dump_json())
    out.append(advisor.fits("32b", card="2x 4060 ti 16gb").model_dump_json())
    out.append(repr(advisor.fits("8b", users=8)))  # its JSON dump fails on main (a str source in serving)
    out.append(advisor.fits(card="3090").model_dump_json())
    for market, (a, b) in itertools.product(MARKETS, [("3090", "4090"), ("p40", "a100"), ("2x 3060", "4090")]):
        out.append(advisor.compare(a, b, market=market, use_case="llm").model_dump_json())
    for market, card in itertools.product(MARKETS, ["970", "1080 ti", "tesla p40", "rx 7900 xtx", "rtx 4090"]):
        out.append(advisor.why(card, market=market).model_dump_json())
        out.append(advisor.why(card, market=market, own=True, model="13b").model_dump_json())
    return out


def test_answers_are_those_of_a_walk_over_every_field(advisor):
    pruned = _answers(advisor)
    with mock.patch.object(shape, "walked_fields", _every_field):
        full = _answers(advisor)
    assert pruned == full


@pytest.mark.parametrize(("model", "walked", "skipped"), [
    (Recommendation, {"picks", "stretch", "notes"}, {"budget", "avoided", "market"}),
    (Fit, {"reasons"}, {"cards", "memory"}),
    (FitCard, set(), {"price", "speed"}),
])
def test_only_fields_that_may_hold_a_cited_sentence_are_walked(model, walked, skipped):
    fields = set(shape.walked_fields(model))
    assert walked <= fields and not skipped & fields
