"""judge87 F01: an LLM comparison of a card whose memory holds none of the ladder's models (a 6 GB GTX 1060) with
one that holds a 32B gave the small card "≈ 5 tok/s" on the 32B the same answer says it cannot hold. A side whose
memory cannot hold the model the pair is weighed on carries no speed (``compare_llm._side``); the other keeps its."""

from __future__ import annotations

import pytest

from advisor.workload import need_gb
from said import said


@pytest.mark.parametrize(("a", "b"), [
    ("2080 ti 22g", "gtx 1060 6gb"), ("rtx 3090", "gtx 1060 6gb"), ("gtx 1050 ti", "rtx 4090"),
    ("rtx 3090", "rtx 4090"),
])
def test_no_side_gets_a_speed_on_a_model_it_cannot_hold(advisor, a, b):
    c = advisor.compare(a, b, use_case="llm")
    assert any(f.speed is not None for f in c.cards), c.cards
    for f in (f for f in c.cards if f.speed is not None):
        memory = advisor.catalog.card(f.card).llm_memory_gb or 0.0
        model = next(r for r in advisor.ladder.rungs if r.arch.name == f.speed.model)
        assert memory >= need_gb(model.estimate.total), (f.card, f.speed.model)
    small = [f for f in c.cards if (advisor.catalog.card(f.card).llm_memory_gb or 0.0) < 8]
    out = " ".join(said(r.message) for r in c.reasons)
    assert all(f.speed is None for f in small) and "decodes at" not in (out if small else ""), out


def test_the_owned_small_card_is_not_given_the_32b_speed(advisor):
    q = advisor.ask("I own a GTX 1060 6 GB and have little money. For LLM work, should I buy a modded 2080Ti 22G, "
                    "a Tesla P40, or a stock 2080 Ti 11 GB?")
    small = next(f for f in q.answer.cards if "1060" in f.card)
    assert small.speed is None, small.speed
