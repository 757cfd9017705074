"""Old cards are never ranked upside down by decode (issue 28, break 9 #2: `compare m40 p40 --model 13b` gave the
Maxwell M40, 288 GB/s, 28 tok/s beside the Pascal P40's 23 at 347 GB/s, the P40 alone scaled to its published
runs): a card with no run of its own takes its architecture's factor, or the nearest newer measured
architecture's (advisor.workload.DecodeSpeeds.borrowed_factor), and every factor used is said."""

from __future__ import annotations

import pytest

from advisor.fits import estimate
from said import said

OLD = ("Kepler", "Kepler 2.0", "Maxwell", "Maxwell 2.0", "Pascal")


@pytest.fixture(scope="module")
def thirteen(advisor):
    return estimate(advisor.llm_models.resolve("llama-2-13b"), "inference", "int4", 4096, 1)


def _decode(advisor, architectures, est):
    out = []
    for name, row in advisor.catalog.card_rows.items():
        if row.get("architecture") in architectures and row.get("manufacturer") == "NVIDIA":
            card = advisor.catalog.card(name)
            s = advisor.speeds.of(card, est)
            if s is not None and card.speed_bandwidth_gb_s:
                out.append((card.speed_bandwidth_gb_s, s.tok_s, name, row["architecture"]))
    return sorted(out)


def _inversions(rows):
    # within 5 %: the classes' fitted per-token overheads differ (TITAN Xp 547.6 GB/s ≈ 35.4, P100 12 GB 549.1 ≈ 34.2)
    return [(lo, hi) for i, lo in enumerate(rows) for hi in rows[i + 1:] if hi[0] > lo[0] and hi[1] < lo[1] * 0.95]


def test_within_pascal_decode_follows_bandwidth(advisor, thirteen):
    rows = _decode(advisor, {"Pascal"}, thirteen)
    assert len(rows) > 10
    assert not _inversions(rows)


def test_across_old_architectures_less_bandwidth_never_decodes_faster(advisor, thirteen):
    rows = _decode(advisor, set(OLD), thirteen)
    assert {r[3] for r in rows} >= {"Kepler 2.0", "Maxwell 2.0", "Pascal"}
    assert not _inversions(rows)


def test_a_card_without_runs_says_whose_runs_scale_it(advisor, thirteen):
    m40 = advisor.speeds.of(advisor.catalog.card("Tesla M40 24 GB"), thirteen)
    assert m40 is not None and m40.source.key == "decode.source.architecture-newer"
    ti = advisor.speeds.of(advisor.catalog.card("GeForce GTX 1080 Ti"), thirteen)
    assert ti is not None and ti.source.key == "decode.source.architecture"
    # an architecture whose measured cards sit on the estimate lends nothing (Ampere: the 3090, 3060, A100 ...)
    a10 = advisor.speeds.of(advisor.catalog.card("A10 PCIe"), thirteen)
    assert a10 is not None and a10.source.key == "decode.source.estimated"


def test_compare_says_every_factor_it_used(advisor):
    head = said(advisor.compare("m40", "p40", model="13b").shape.headline)
    # the factors as of fix47c's refit (Intel split by architecture; sm61 0.7152 -> 0.7303, so Pascal 0.66x -> 0.67x)
    assert "0.75x what its bandwidth predicts" in head and "scaled as the Pascal cards' runs (0.67x" in head, head
    assert head.index("Tesla P40 decodes") < head.index("Tesla M40 24 GB at"), head
