"""An owner's rig a model does not fit at the level asked hears the ladder further down — the 2-bit i-quants, a
shorter context — with the GB and the quality cost, and the RAM route (breaker, issue 28 §2: "llama 3 70b IQ3_XXS on
2x 3060 12gb" was told only "does not fit"; advisor.owned_low)."""

from __future__ import annotations

import pytest

from advisor.fits import bits_of
from said import said


@pytest.mark.parametrize(("card", "precision"), [("2x 3060 12gb", "iq3_xxs"), ("3090", "q3_k_m"),
                                                 ("4090", "q2_k")])
def test_a_dense_model_over_the_rig_at_the_level_asked_gets_a_lower_level_that_fits(advisor, card, precision):
    fit = advisor.fits("llama 3 70b", precision=precision, card=card)
    text = said(fit.rig.message)
    assert "does not fit" in text or "more than it holds" in text, text
    assert any(level in text for level in ("IQ2_M", "IQ2_XS", "IQ2_XXS")), text
    assert "quality cost" in text, text


def test_the_level_offered_is_below_the_one_asked_and_really_fits(advisor):
    fit = advisor.fits("llama 3 70b", precision="iq3_xxs", card="2x 3060 12gb")
    lower = fit.rig.message.params["lower"]
    level = lower.params["level"].value.lower()
    context = int(lower.params["context"].value)
    assert bits_of(level) < bits_of("iq3_xxs")
    again = advisor.fits("llama 3 70b", precision=level, context=context, card="2x 3060 12gb")
    assert again.rig.way in ("alone", "split")


def test_a_model_no_level_brings_within_reach_gets_no_lower_level(advisor):
    fit = advisor.fits("llama 3 70b", card="3060 12gb")
    assert "Lower down the ladder" not in said(fit.rig.message)
