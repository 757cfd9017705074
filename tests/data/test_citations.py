"""Every guide line that data/ cites has a stored quote (data/citations.csv), so that
tests/test_shared_drift.py can check the line against the guide text beside the checkout."""

from __future__ import annotations

import csv
import re

from case_tables import ROOT

DATA = ROOT / "data"
CITATION = re.compile(r"\b(D17|CN19)((?:[ ,;]+L\d+(?:[-–]\d+)?)+)")
LINES = re.compile(r"L(\d+)(?:[-–](\d+))?")
#: verbatim copies of the team's tables: their citations are the team's, checked in shared/
COPIED = {DATA / "prices", DATA / "performance" / "README.md", DATA / "performance" / "lambda_relative.csv"}


def cited_lines() -> dict[tuple[str, int], list[str]]:
    """(guide, line) -> the files that cite it; a range "L12-15" cites its two ends."""
    out: dict[tuple[str, int], list[str]] = {}
    for path in sorted(DATA.rglob("*")):
        if not path.is_file() or path.suffix not in {".csv", ".json", ".md"} or path.name == "citations.csv":
            continue
        if any(path == c or c in path.parents for c in COPIED):
            continue
        for guide, refs in CITATION.findall(path.read_text(encoding="utf-8")):
            for start, end in LINES.findall(refs):
                for line in {int(start), int(end or start)}:
                    out.setdefault((guide, line), []).append(str(path.relative_to(ROOT)))
    return out


def stored() -> dict[tuple[str, int], str]:
    with open(DATA / "citations.csv", newline="", encoding="utf-8") as fh:
        return {(r["guide"], int(r["line"])): r["quote"] for r in csv.DictReader(fh)}


def test_every_cited_guide_line_has_a_quote():
    missing = {k: v for k, v in cited_lines().items() if k not in stored()}
    assert not missing, f"add a quote to data/citations.csv for: {missing}"


def test_quotes_are_short_and_cited():
    quotes = stored()
    assert all(0 < len(q) <= 30 for q in quotes.values())  # a short quote, not the guide's text
    unused = set(quotes) - set(cited_lines())
    assert not unused, f"data/citations.csv holds lines nothing cites: {sorted(unused)}"


def test_cn19_citations_use_the_corrected_lines():
    # RULES.md's CN19 line numbers were one too low from L6 on; the GeForce / Quadro / Tesla
    # rules now cite L7, L9, L11, L12-15 (docs/guide/RULES.md).
    with open(DATA / "rules.csv", newline="", encoding="utf-8") as fh:
        source = {r["rule_id"]: r["source"] for r in csv.DictReader(fh)}
    assert source["line.geforce"] == "CN19 L7"
    assert source["line.quadro"] == "CN19 L9"
    assert source["line.tesla"] == "CN19 L11"
    assert source["line.tesla-why"] == "CN19 L12-15"
