"""Decode at a long context reads the KV cache for every token (advisor.workload.DecodeSpeeds.at_context), and a
bare size is read within the window of the models it is sized like (advisor.fits.parsing.BARE_WINDOW)."""

from __future__ import annotations

import pytest

from advisor.errors import InvalidOption
from said import said


def _rig_speed(advisor, model, card, context=None):
    f = advisor.fits(model, card=card, context=context)
    assert f.rig is not None and f.rig.speed is not None, f.rig
    return f.rig.speed


def test_a_long_context_slows_decode_by_the_kv_cache_it_reads(advisor):
    start = _rig_speed(advisor, "llama-3.1-8b", "4090")
    mid = _rig_speed(advisor, "llama-3.1-8b", "4090", 32768)
    full = _rig_speed(advisor, "llama-3.1-8b", "4090", 131072)
    assert start.tok_s > mid.tok_s > full.tok_s
    # 128k tokens of Llama 3.1 8B's f16 cache are 16 GiB, three times its Q4_K_M weights: well under half the speed
    assert full.tok_s < start.tok_s / 2
    assert full.source.key == "decode.source.context" and full.kind == "estimated"


def test_the_kv_term_meets_a_measurement_at_depth(advisor):
    """llama.cpp's benches/dgx-spark.md: gpt-oss-120b MXFP4 tg32 59.02 t/s, 41.35 t/s at 32k depth
    (data/performance/facts_2026_12.csv); the 59.02 calibrates, the 41.35 is not fitted on."""
    s = _rig_speed(advisor, "gpt-oss-120b", "dgx spark", 32768)
    assert s.tok_s == pytest.approx(41.35, rel=0.15)


def test_the_default_context_is_the_start_of_a_reply_as_benchmarks_measure(advisor):
    s = _rig_speed(advisor, "gpt-oss-120b", "dgx spark")
    assert s.kind == "measured" and s.tok_s == pytest.approx(59.02)


def test_ask_and_fits_say_the_same_long_context_speed(advisor):
    q = advisor.ask("how fast does llama 3.1 8b run on my 4090 with a 131072 token context?")
    f = advisor.fits("llama-3.1-8b", card="4090", context=131072)
    if q.read_as.command == "fits" and q.answer.rig is not None and q.answer.rig.speed is not None:
        assert q.answer.rig.speed.tok_s == f.rig.speed.tok_s
    assert "with the context full" in said(f.rig.message)


def test_a_bare_size_is_read_within_a_typical_window_and_says_so(advisor):
    with pytest.raises(InvalidOption) as e:
        advisor.fits("70b", context=1_000_000)
    assert "bare size" in str(e.value) and "131,072" in str(e.value)
    assert advisor.fits("70b", context=131072).context_tokens == 131072
    with pytest.raises(InvalidOption):  # a named model keeps its own window
        advisor.fits("llama-3.1-8b", context=1_000_000)
