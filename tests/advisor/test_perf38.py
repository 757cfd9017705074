"""An Apple chip's Macs kept per name tables and chip, and the unit rewrites' pre-check (issue 30 §1, perf38): the
same Macs, readings and rewrites as a fresh scan of every entry and every pattern."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from advisor.ask import chip_macs, units
from advisor.ask.reader import read

ROOT = Path(__file__).resolve().parents[2]
CHIPS = ["m1", "m1 max", "m2 ultra", "m3 max", "M4  Max", "m4 pro", "m4", "m3 ultra", "m5"]
ASKED = ["is the m4 max good for llms", "70b on an m3 ultra", "m1 max for stable diffusion?",
         "Mac M2 的GPU能跑7b吗", "m2 ultra vs 4090 for llama 70b", "maxed out m3 max for 70b?"]


def _fresh(tables, typed: str) -> list:
    chip = re.escape(" ".join(typed.split()))
    same = re.compile(rf"\({chip}(?!\s*(?:pro|max|ultra))(?![a-z0-9])", re.I)
    return [e for e in tables.entries if same.search(e.name)]


def _texts() -> list[str]:
    texts: list[str] = []
    for path in [*sorted((ROOT / "data" / "questions").glob("public_*.csv")), ROOT / "tests" / "cases" / "ask.csv",
                 ROOT / "tests" / "advisor" / "cases" / "questions.csv"]:
        with open(path, newline="", encoding="utf-8") as fh:
            texts += [row["text"] for row in csv.DictReader(fh) if row.get("text")]
    return texts


@pytest.mark.parametrize("typed", CHIPS)
def test_kept_macs_of_a_chip_are_the_scanned_ones(advisor, typed):
    tables = advisor.names.tables
    assert list(chip_macs.macs_with_chip(tables, typed)) == _fresh(tables, typed)
    assert chip_macs.macs_with_chip(tables, typed) is chip_macs.macs_with_chip(tables, typed.upper())


def test_a_chip_has_its_macs(advisor):
    macs = chip_macs.macs_with_chip(advisor.names.tables, "m2 ultra")
    assert macs and all("M2 Ultra" in e.name for e in macs)
    assert not chip_macs.macs_with_chip(advisor.names.tables, "m9 ultra")


@pytest.mark.parametrize("chip", ["Apple M1 Max", "Apple M2 Ultra", "Apple M4 Max", "Apple M3", "Apple M4 Pro"])
def test_kept_apple_family_is_the_scanned_one(advisor, chip):
    resolver = advisor.names._resolver
    fresh = [i for i, e in enumerate(resolver.t.entries) if e.manufacturer == "Apple" and (
        e.architecture == chip or (e.architecture or "").startswith(chip + " ("))]
    assert resolver._apple_family(chip) == fresh
    assert resolver._apple_families[chip] == fresh


@pytest.mark.parametrize("text", ASKED)
def test_chip_questions_read_the_same_with_the_keeping_emptied(advisor, text):
    first = read(advisor, text)
    chip_macs._KEPT.clear()
    advisor.names._resolver._apple_families.clear()
    assert read(advisor, text) == first
    assert read(advisor, text) == first  # kept this time


def _all_rewrites(s: str) -> str:
    for pattern, rewrite in units.UNIT_REWRITES:
        s = pattern.sub(rewrite, s)
    return s


def test_unit_rewrites_pre_check_changes_no_question():
    texts = [t.lower() for t in _texts()]
    assert len(texts) > 1000
    assert all(units.in_gigabytes(t) == _all_rewrites(t) for t in texts)
    assert any(not units._MAY_REWRITE.search(t) for t in texts)  # the pre-check skips some


@pytest.mark.parametrize("text", ["3500m free on my gpu", "16go de ram", "16vram card", "total vram 8188 mb",
                                  "占用2000~3500m的显存", "3500 mib of vram left"])
def test_memory_said_is_still_rewritten(text):
    assert units._MAY_REWRITE.search(text)
    assert units.in_gigabytes(text) == _all_rewrites(text) != text


def test_no_number_before_a_unit_is_left_as_it_is():
    assert units.in_gigabytes("which gpu for llama 70b on a budget?") == "which gpu for llama 70b on a budget?"
