"""What a small card runs (breaker, issue 28 §4: "gtx 970 owner, what can i run" listed only a 1.5B model, "best for
coding"): a card of at most 6 GB lists its 4-bit fits without the second GB of headroom (said "tightly"), so 3-4B
models appear, and coding or reasoning is "the best it runs" only for a 7B model or larger (advisor.runs)."""

from __future__ import annotations

import pytest

from said import said


@pytest.mark.parametrize("card", ["gtx 970", "gtx 1050 ti", "rtx 3050 4gb laptop"])
def test_a_small_card_runs_a_3_to_4b_model(advisor, card):
    try:
        runs = advisor.fits(card=card)
    except Exception:
        pytest.skip(f"{card} not in the catalogue")
    largest = next(m for m in runs.models if m.role == "largest-dense")
    assert largest.params_b >= 3.0, said(runs.summary)


@pytest.mark.parametrize("card", ["gtx 970", "gtx 1050 ti", "rtx 4060"])
def test_coding_and_reasoning_only_for_7b_or_larger(advisor, card):
    runs = advisor.fits(card=card)
    for m in runs.models:
        if m.role in ("coding", "reasoning"):
            assert m.params_b >= 7.0, (m.model, m.role)


def test_a_roomy_card_is_not_said_tight(advisor):
    assert "tightly" not in said(advisor.fits(card="rtx 3090").summary)
