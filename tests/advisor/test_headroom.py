"""Memory headroom first for a budget buyer (issue 28 round 7: P01, N12): a card of the next memory step near the
fastest pick's price leads, and the headline says why — for a general budget (memory against the faster card's)
and for a small named model (what it needs in fp16, 8-bit and 4-bit and what each card runs it in)."""

from __future__ import annotations

import pytest

from advisor.llm_headroom import TIERS, held_at
from advisor.recommend.headroom import MEMORY_STEP
from advisor.thresholds import DOMINANCE_PREMIUM, ROOMY_SLOWDOWN


@pytest.mark.parametrize("budget", ["300", "500", "800", "1000", "1500", "2500", "5000"])
def test_a_roomier_card_near_the_fastest_picks_price_leads_a_general_budget(advisor, budget):
    rec = advisor.recommend(budget, market="current-us", use_case="general")
    best = next(p for p in rec.picks if p.role == "best")
    if rec.headroom is None:  # nothing of the next memory step near its price and speed: the fastest leads
        assert rec.picks[0] is best
        return
    lead = rec.picks[0]
    assert lead.role == "memory" and lead.reasons[0].rule_id == "memory.by-task"
    assert (lead.memory_gb or 0) >= (best.memory_gb or 0) * MEMORY_STEP
    assert lead.price.amount <= best.price.amount * (1 + DOMINANCE_PREMIUM)
    assert (lead.relative_performance or 0) * ROOMY_SLOWDOWN >= (best.relative_performance or 0)
    shape = rec.shape
    assert shape is not None and shape.headline.key == "shape.recommend.headroom"


def test_p01_a_500_usd_budget_leads_with_16_gb_not_the_faster_12_gb_card(advisor):
    rec = advisor.recommend("$500", market="current-us")
    assert rec.picks[0].memory_gb == 16 and rec.headroom is not None
    assert any(p.card == "GeForce RTX 3080 Ti" and p.role == "best" for p in rec.picks)  # speed stays, second


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_n12_a_small_named_model_leads_with_the_card_that_runs_it_in_fp16(advisor, lang):
    rec = advisor.recommend("10000 CNY", market="current-us", model="6b")
    first = rec.picks[0]
    assert rec.headroom is not None and rec.headroom.key.startswith("llm.headroom.why")
    est = advisor._workload("6b", None, None, None).estimate
    from advisor.fits import estimate, need_gb

    need = {p: need_gb(estimate(est.arch, "inference", p, est.context, est.batch).total) for p in TIERS}
    assert held_at(advisor.card(first.card).llm_memory_gb or 0, need) == 0  # fp16
    assert any(held_at(advisor.card(p.card).llm_memory_gb or 0, need) > 0 for p in rec.picks[1:])
    assert rec.shape is not None and rec.shape.headline.key == "shape.recommend.headroom"
    from advisor.i18n import render

    text = render(rec.shape.headline.key, rec.shape.headline.params, lang)
    assert "fp16" in text and ("8" in text)


def test_an_explicit_8_bit_run_keeps_decode_per_price(advisor):
    assert advisor.recommend("1500", market="current-us", model="6b", precision="int8").headroom is None
