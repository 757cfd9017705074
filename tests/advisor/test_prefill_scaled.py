"""A machine's prompt wait is said for the model asked (break10 #5): the chip's measured prefill is scaled by active
parameters when the measured model is another size — the Strix Halo's 90 tok/s on GLM-4.5-Air (12B active) is
never said of a dense 70B — and ``fits`` and ``recommend`` at a long context both say it."""

from __future__ import annotations

from advisor.routes import prefill_of, prefill_speed, prefills


def test_every_prefill_row_says_its_models_active_parameters():
    assert all(p.active_b and p.active_b > 0 for p in prefills())


def test_a_dense_70b_reads_prompts_slower_than_the_moe_measured(advisor):
    halo = next(p for p in prefills() if p.chip == "AMD Ryzen AI Max")
    assert prefill_speed(halo, 70.6) < halo.tok_s / 5  # 12B active against 70.6B: about 6x slower
    assert prefill_speed(halo, 12.0) == halo.tok_s  # the measured size: as measured
    ultra = next(p for p in prefills() if p.chip == "Apple M3 Ultra")
    assert prefill_speed(ultra, 70.6) == ultra.tok_s  # the same size (within 25 %): as measured


def test_recommend_and_fits_at_a_long_context_say_the_scaled_wait(advisor):
    q = advisor.ask("预算1万跑70b，要128k上下文")
    said = [c.message.key for c in q.answer.shape.caveats]
    fw = advisor.catalog.card("Framework Desktop (Ryzen AI Max+ 395, 128 GB)")
    if prefill_of(fw) is not None and any(p.card.startswith("Framework") for p in q.answer.picks):
        assert "routes.prefill.scaled" in said, said
    fit = advisor.fits("70b", context=100000)
    assert any(r.message.key == "routes.prefill.scaled" for r in fit.reasons)
    assert "routes.prefill.scaled" in [c.message.key for c in fit.shape.caveats]
    assert not any(r.message.key.startswith("routes.prefill") for r in advisor.fits("gpt-oss 120b").reasons)


def test_an_old_cards_published_run_is_said_beside_its_estimate(advisor):
    """break9 #14: the Tesla P40's LocalScore 15.7 tok/s on Qwen2.5 14B Q4_K_M (a row the fit leaves out) is said
    beside the ≈ 21 estimated, never only "(estimated)"."""
    from said import said

    fit = advisor.fits("qwen2.5-14b", card="p40")
    text = said(fit.rig.message)
    assert "estimated; 15.7 tok/s measured" in text, text
