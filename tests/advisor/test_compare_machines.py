"""Session 11, a new user's question: "dgx spark vs mac studio m4 max 128gb" said "No deep-learning speed figure
… compare bandwidth" — a unified-memory machine is bought to run LLMs, so a question comparing one with no use case
given is read for LLMs (``ask.machine_llm.machines_for_llms``; the command's default stays general); and when the decode
figures shown stray far from the bandwidths' ratio (a measured run
beside a device class's estimate), the line does not say "decode follows memory bandwidth" against them."""

from __future__ import annotations

import pytest

from advisor.compare_llm import _off_bandwidth
from said import said


def test_machines_with_no_use_case_are_compared_on_llm_decode(advisor):
    q = advisor.ask("dgx spark vs mac studio m4 max 128gb")
    assert q.read_as.use_case == "llm", q.read_as
    c = q.answer
    assert c.measure == "decode" and all(f.speed is not None for f in c.cards), c.measure
    out = " ".join(said(r.message) for r in c.reasons)
    assert "No deep-learning speed figure" not in out, out


def test_a_decode_gap_unlike_the_bandwidth_gap_is_not_said_to_follow_bandwidth(advisor):
    c = advisor.compare("dgx spark", "mac studio m4 max 128gb", use_case="llm")
    out = " ".join(said(r.message) for r in c.reasons)
    hi, lo = sorted(c.cards, key=lambda f: -f.speed.value)
    if _off_bandwidth(hi.speed.value / lo.speed.value, hi.bandwidth_gb_s, lo.bandwidth_gb_s):
        assert "decode follows memory bandwidth" not in out and "bandwidth alone would mislead" in out, out
    else:
        assert "decode follows memory bandwidth" in out, out


def test_two_graphics_cards_keep_the_general_comparison(advisor):
    assert advisor.ask("3090 vs 4090").read_as.use_case is None


@pytest.mark.parametrize(("speedup", "hi", "lo", "off"), [
    (1.01, 273.0, 546.0, True), (1.01, 546.0, 273.0, True), (1.19, 936.2, 736.3, False), (3.44, 1010.0, 273.0, False),
    (1.5, None, 273.0, False),
])
def test_off_bandwidth(speedup, hi, lo, off):
    assert _off_bandwidth(speedup, hi, lo) is off


@pytest.mark.parametrize("text", ["mac studio m3 ultra vs dgx spark for training",
                                  "dgx spark vs mac studio for training"])
def test_machines_weighed_for_training_are_not_read_for_decode(advisor, text):
    """break16 #2: "… for training" was read for LLM decode ("Better value: Apple Mac Studio" on gpt-oss); the side
    that trains (CUDA on the DGX Spark) leads, as for a fine-tune."""
    q = advisor.ask(text)
    assert q.read_as.use_case != "llm", q.read_as
    assert q.answer.shape.headline.key == "ask.worth.trains", q.answer.shape.headline.key
    assert "DGX Spark" in said(q.answer.shape.headline)
