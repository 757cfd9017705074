"""The one test that looks beside the checkout: the project's copies of the team's shared facts
(acceptance tables, price tables, published speeds, the guides' rule digests) must equal the
originals in ``../shared/`` when that folder exists (it does in CI). A published clone has no
``../shared``; then these tests are skipped with the reason shown."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"

#: our copy -> the shared original (a folder: every file in the original must be copied).
COPIES: dict[str, str] = {
    "tests/cases": "cases",
    "data/prices": "data/prices",
    "data/performance/lambda_relative.csv": "data/performance/lambda_relative.csv",
    "data/performance/README.md": "data/performance/README.md",
    "data/performance/llm_decode_measured.csv": "data/performance/llm_decode_measured.csv",
    "data/performance/FACTS_2026-12.md": "data/performance/FACTS_2026-12.md",
    "data/performance/facts_2026_12.csv": "data/performance/facts_2026_12.csv",
    "docs/guide/RULES.md": "guide/RULES.md",
    "docs/guide/MODERN.md": "guide/MODERN.md",
}

needs_shared = pytest.mark.skipif(
    not SHARED.is_dir(), reason="no ../shared beside this checkout: the copies cannot be checked for drift here")


def pairs() -> list[tuple[str, str]]:
    out = []
    for ours, theirs in COPIES.items():
        if (SHARED / theirs).is_dir():
            files = sorted(p for p in (SHARED / theirs).iterdir() if p.is_file())
            out += [(f"{ours}/{p.name}", f"{theirs}/{p.name}") for p in files]
        else:
            out.append((ours, theirs))
    return out


@needs_shared
@pytest.mark.parametrize("ours, theirs", pairs() if SHARED.is_dir() else [("-", "-")])
def test_copy_matches_shared(ours, theirs):
    mine, original = ROOT / ours, SHARED / theirs
    assert mine.exists(), f"{ours} is missing: copy {theirs} from shared/ into the project"
    assert mine.read_bytes() == original.read_bytes(), f"{ours} differs from shared/{theirs}: copy it again"


@needs_shared
@pytest.mark.parametrize("ours", [o for o, t in COPIES.items() if (ROOT / o).is_dir()])
def test_no_stale_files_in_copied_folders(ours):
    theirs = COPIES[ours]
    extra = sorted(p.name for p in (ROOT / ours).iterdir()
                   if p.is_file() and p.suffix in {".csv", ".md"} and not (SHARED / theirs / p.name).exists())
    assert not extra, f"{ours} holds files that shared/{theirs} no longer has: {extra}"


#: the guide texts the rule ids cite (docs/guide/RULES.md): they live only in ../shared/sources
GUIDE_FILES = {"D17": "000_c72fc1b597ed1003.txt", "CN19": "002_eedc5df0140b1701.txt"}


def _citations() -> list[dict[str, str]]:
    import csv

    with open(ROOT / "data" / "citations.csv", newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


@needs_shared
@pytest.mark.parametrize("row", _citations(), ids=lambda r: f"{r['guide']}-L{r['line']}")
def test_each_cited_guide_line_contains_its_quote(row):
    # data/citations.csv stores a short quote beside every guide line that data/ cites, so a
    # citation that points at the wrong line (CN19's were off by one from L6 on) fails here.
    lines = (SHARED / "sources" / GUIDE_FILES[row["guide"]]).read_text(encoding="utf-8").split("\n")
    line = int(row["line"])
    assert row["quote"] in lines[line - 1], f"{row['guide']} L{line} does not contain {row['quote']!r}"
