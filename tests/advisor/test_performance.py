"""The performance index: the targets the issue and the guides set (rules spec.same-arch,
spec.cross-arch, perf.tensor-cores)."""

from __future__ import annotations

import pytest

from advisor.i18n import english


def ratio(advisor, a: str, b: str) -> float:
    perf = advisor.catalog.performance
    return perf[a].relative / perf[b].relative


def test_reference_is_titan_x_pascal(advisor):
    assert advisor.catalog.performance["TITAN X Pascal"].relative == 1.0


def test_same_architecture_is_bandwidth(advisor):
    # D17 L35: 320 vs 256 GB/s = 25 % faster, and that is about what you get.
    assert ratio(advisor, "GeForce GTX 1080", "GeForce GTX 1070") == pytest.approx(1.25, abs=0.03)


def test_the_compute_weight_is_the_measured_pascal_pairs(advisor):
    """Issue 28 §4 (P14): the bandwidth weight without tensor cores is fitted on jcjohnson/cnn-benchmarks'
    TITAN X Pascal = 1.42 x GTX 1080 (8 models, cuDNN 5.1), so cards of equal bandwidth differ by their
    compute: the GTX 1070 Ti (27 % more FP32, the same 256 GB/s) is about 6 % faster, not 2 %."""
    from advisor.performance import BANDWIDTH_WEIGHT, COMPUTE_WEIGHT

    assert BANDWIDTH_WEIGHT + COMPUTE_WEIGHT == 1.0
    cat = advisor.catalog
    titan, gtx = cat.card("TITAN X Pascal"), cat.card("GeForce GTX 1080")
    bw, fp = titan.speed_bandwidth_gb_s / gtx.speed_bandwidth_gb_s, titan.fp32_gflops / gtx.fp32_gflops
    assert bw ** BANDWIDTH_WEIGHT * fp ** COMPUTE_WEIGHT == pytest.approx(1.424, rel=0.01)  # the measured geo mean
    assert ratio(advisor, "GeForce GTX 1070 Ti", "GeForce GTX 1070") == pytest.approx(1.06, abs=0.01)
    said = english(advisor.compare("1070 ti", "1070").summary)
    assert "≈ 6 % faster" in said and "8,186 GFLOPS vs 6,463 GFLOPS" in said


def test_gtx_980_is_the_guides_figure(advisor):
    assert ratio(advisor, "GeForce GTX 980", "TITAN X Pascal") == pytest.approx(0.35, abs=0.03)


def test_measured_tensor_core_generation(advisor):
    # Lambda: 1.66; bandwidth alone would say about 1.08.
    assert ratio(advisor, "GeForce RTX 4090", "GeForce RTX 3090") == pytest.approx(1.66, abs=0.1)


@pytest.mark.parametrize("fast,slow", [
    ("GeForce RTX 2080", "GeForce RTX 2070"),
    ("GeForce GTX 1070 Ti", "GeForce GTX 1070"),
    ("GeForce GTX 1070", "GeForce GTX TITAN X"),  # D17 L51: the 1070 is faster than a Maxwell Titan X
    ("GeForce GTX 1080 Ti", "GeForce GTX 1080"),
    ("GeForce GTX 1060 6 GB", "GeForce GTX 970"),  # D17 L59: the 1060 is faster
    ("GeForce GTX 1080", "Tesla P4"),  # CN19 L7/L11: a 1080 trains better than a P4
    ("GeForce RTX 2080 Ti", "GeForce RTX 2080"),
])
def test_order(advisor, fast, slow):
    assert ratio(advisor, fast, slow) > 1.0


def test_every_overlay_card_with_bandwidth_has_a_figure_with_a_source(advisor):
    cat = advisor.catalog
    missing = []
    for name in cat.dl_names:
        row = cat.card_rows[name]
        if row["line"] in ("xeon-phi", "system") or not row["bandwidth_gb_s"]:  # systems: no training index
            continue
        perf = cat.performance.get(name)
        if perf is None or not perf.source or perf.kind not in ("published", "estimated"):
            missing.append(name)
    assert not missing


def test_published_figures_are_marked_published(advisor):
    perf = advisor.catalog.performance
    assert perf["GeForce RTX 3090"].kind == "published"
    assert perf["GeForce RTX 3060 12 GB"].kind == "estimated"
    assert "Lambda" in english(perf["GeForce RTX 3090"].source)


def test_mixed_and_fp32_shown_separately_for_tensor_core_cards(advisor):
    p = advisor.catalog.performance["GeForce RTX 3090"]
    assert p.mixed and p.fp32 and p.mixed > p.fp32 * 1.2


# -- other vendors, measured (issue 17 §3) ---------------------------------------------------
def _vendor_rows():
    from advisor import facts
    from advisor.catalog import data_dir

    return facts.load_vendor_measured(data_dir())


def test_vendor_measurements_against_a_card_are_published_ratios(advisor):
    # every row of vendor_measured.csv measured against a card of the index sets the device's
    # figure: device = ratio x that card's figure (a time: the inverse ratio), cited to its source
    perf = advisor.catalog.performance
    compared = [r for r in _vendor_rows() if r.compared_with]
    assert compared, "vendor_measured.csv has no row measured against a card"
    for r in compared:
        ratio = r.compared_value / r.value if r.unit in ("ms", "s") else r.value / r.compared_value
        p, ref = perf[r.device], perf[r.compared_with]
        assert p.kind == "published", r.device
        assert p.mixed == pytest.approx(ratio * ref.mixed, rel=1e-3)
        assert r.source in english(p.source)


def test_the_7900_xtx_is_measured_not_bandwidth_scaled_from_pascal(advisor):
    p = advisor.catalog.performance["Radeon RX 7900 XTX"]
    assert p.kind == "published" and "TITAN X Pascal" not in english(p.source)
    assert "rocm_lab/issues/14" in english(p.source) and "relative to GeForce RTX 3090" in english(p.source)
    # the measured fp16 train step: 120.95 / 111.61 ms of the RTX 3090's
    assert ratio(advisor, "Radeon RX 7900 XTX", "GeForce RTX 3090") == pytest.approx(120.95 / 111.61, rel=1e-3)


@pytest.mark.parametrize("card", ["Radeon RX 9070 XT", "Radeon RX 7900 XT", "Radeon RX 7800 XT"])
def test_rdna_cards_with_matrix_units_are_scaled_from_the_measured_rdna_card(advisor, card):
    p = advisor.catalog.performance[card]
    assert p.kind == "estimated" and p.anchor == "Radeon RX 7900 XTX"
    assert "same RDNA family" in english(p.source)


def test_a_vendor_family_without_a_measurement_stays_estimated_and_says_why(advisor):
    # Arc (Xe): XMX engines, but no published training measurement of any Xe card to scale from
    for card in ("Arc B580", "Arc A770"):
        p = advisor.catalog.performance[card]
        assert p.kind == "estimated" and p.anchor == "TITAN X Pascal"
        assert "no published training measurement of any Xe card" in english(p.source)
    # a card without matrix units (RDNA 2) keeps the FP32 path and is never scaled from the RDNA 3 card
    assert advisor.catalog.performance["Radeon RX 6800 XT"].anchor != "Radeon RX 7900 XTX"


def test_vendor_published_ratios_from_rows():
    from types import SimpleNamespace as Row

    from advisor.performance import vendor_published

    base = {"workload": "w", "framework": "f", "source": "https://example.org/x", "source_date": "2025"}
    rows = [Row(device="A", compared_with="B", value=50.0, compared_value=100.0, unit="ms", precision="fp16", **base),
            Row(device="C", compared_with="B", value=300.0, compared_value=200.0, unit="img/s", precision="fp32",
                **base),
            Row(device="D", compared_with=None, value=9.0, compared_value=None, unit="ms", precision="fp16", **base)]
    out = {r.name: r for r in vendor_published(rows)}
    assert set(out) == {"A", "C"}  # a row with nothing to compare against is no ratio
    assert out["A"].mixed == 2.0 and out["A"].fp32 is None  # half the time: twice as fast
    assert out["C"].fp32 == 1.5 and out["C"].mixed is None
    assert out["A"].reference == "B" and out["A"].set == "vendor-measured"
