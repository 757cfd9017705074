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
