"""A Mac is one machine, and its raised wired-memory limit is a way to run a model (breaker, issue 28 §3: a 256 GB
Mac Studio was offered only IQ1_S for DeepSeek R1, and told "4 cards of 179.2 GB" / "your card"; advisor.owned_low,
advisor.asked_rig.machine_words)."""

from __future__ import annotations

from advisor.cli.render import View, render_fit
from advisor.fits import bits_of
from said import said


def test_a_mac_over_its_default_share_gets_the_largest_level_its_raised_limit_holds(advisor):
    fit = advisor.fits("deepseek r1", card="mac studio m3 ultra 256gb")
    text = said(fit.rig.message)
    assert "wired-memory limit raised" in text, text
    lower = fit.rig.message.params["lower"]
    level = lower.params["level"].value.lower()
    assert bits_of(level) > bits_of("iq1_s"), text


def test_a_mac_is_a_machine_never_cards(advisor):
    for card, text in (("mac studio m3 ultra 256gb", "deepseek r1"), ("2x mac studio m3 ultra 512gb", "deepseek r1")):
        short = render_fit(advisor.fits(text, card=card), View(width=400))
        assert " cards of " not in short and "your card" not in short, short
        assert "machine" in short, short


def test_a_level_the_default_share_holds_comes_before_the_raised_limit(advisor):
    """break13 #1: 'can my 128gb m4 max run llama 3 70b fp16' dropped to Q3_K_M with the wired limit raised, while
    Q8_0 (about 72 GB) fits its default 89.6 GB share with no change."""
    fit = advisor.fits("llama 3 70b", precision="fp16", card="mac studio m4 max 128gb")
    text = said(fit.rig.message)
    assert "Q8_0" in text and "wired-memory limit raised" not in text, text
