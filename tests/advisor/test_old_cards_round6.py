"""Old cards (break9 #14, break10 #10): the Tesla K80 is two GPUs of 12 GB each, said; GGUF models still run on it
through llama.cpp built from source (never "runs no model you would download today"); the MI50 has a 32 GB card,
assumed for "mi50" and said so."""

from __future__ import annotations

from said import said


def test_the_k80_owner_hears_the_llama_cpp_build_and_its_two_gpus(advisor):
    fit = advisor.fits(card="k80")
    text = said(fit.summary)
    assert "built from source" in text and "12 GB on each of its two GPUs" in text, text
    assert "runs no model you would download today" not in text


def test_the_k80_is_two_gpus_in_why(advisor):
    v = advisor.why("k80")
    assert any(r.rule_id == "spec.dual-gpu-board" for r in v.reasons)


def test_the_mi50_32_gb_is_a_card_and_mi50_says_which_is_assumed(advisor):
    card = advisor.card("mi50 32gb")
    assert card.name == "Radeon Instinct MI50 32 GB" and card.memory_gb == 32
    base = advisor.card("Radeon Instinct MI50")
    assert card.bandwidth_gb_s == base.bandwidth_gb_s and base.memory_gb == 16
    res = advisor.resolve("mi50")
    assert res.match == "Radeon Instinct MI50 32 GB" and res.note is not None
    assert "16 GB MI50" in said(res.note)
