"""Perf40 (issue 30 §6, a console ``ask``'s start): the literal gates' required strings read from a stored table
(``advisor/ask/gate_required.json``) instead of each pattern's parse tree, and a scanned gate's scanner compiled on
first use. Neither may change a gate: the table holds what the analysis finds, and the scanner is the same."""

from __future__ import annotations

import json
import re

from advisor.ask import gate as gate_mod
from advisor.ask.gate import Scanned, analysed, gate, gate_loaded, required, scanner


def test_the_stored_table_is_of_this_analysis():
    data = json.loads(gate_mod.STORED.read_text(encoding="utf-8"))
    assert data["stamp"] == gate_mod.analysis_stamp(), "stale: run python -m tools.make_gate_table"
    assert gate_mod.stored_table() == data["required"]


def test_every_stored_gate_is_what_the_parse_tree_gives(advisor):
    advisor.ask("best gpu for llama 3 8b under $1500")
    advisor.ask("预算5000元，买什么显卡跑深度学习？")
    gate_loaded()
    table = gate_mod.stored_table()
    seen = dict(gate_mod.SEEN)
    stored = [key for key in seen if key in table]
    assert len(stored) >= 0.95 * len(seen), "the table lacks many patterns: run python -m tools.make_gate_table"
    for key in stored:
        text, flags = seen[key]
        found = analysed(text, flags)
        assert table[key] == (None if found is None else list(found)), text


def test_required_answers_from_the_table_as_from_the_tree():
    pattern = re.compile(r"(?<![a-z])(?:buy|purchase)(?![a-z])")
    key = gate_mod.pattern_key(pattern.pattern, pattern.flags)
    kept = list(gate_mod._STORED)
    try:
        gate_mod._STORED[:] = [{key: ["purchase", "buy"]}]
        assert required(pattern) == ("purchase", "buy") == analysed(pattern.pattern, pattern.flags)
        gate_mod._STORED[:] = [{}]  # not stored: read from the tree
        assert required(pattern) == ("purchase", "buy")
        assert gate_mod.SEEN[key] == (pattern.pattern, pattern.flags)
    finally:
        gate_mod._STORED[:] = kept


def test_a_table_of_another_stamp_is_not_read(tmp_path, monkeypatch):
    path = tmp_path / "gate_required.json"
    path.write_text(json.dumps({"stamp": "0" * 16, "required": {"k": ["x"]}}), encoding="utf-8")
    monkeypatch.setattr(gate_mod, "STORED", path)
    monkeypatch.setattr(gate_mod, "_STORED", [])
    assert gate_mod.stored_table() == {}


def test_a_scanned_gate_compiles_its_scanner_when_first_needed():
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo"]
    g = gate(re.compile("(?:" + "|".join(words) + r")\d"))
    assert isinstance(g, Scanned)
    assert g._scan is None  # nothing compiled yet
    assert g.search("a golf9 b") is not None and g.search("no words here") is None
    assert g.scan.pattern == scanner(g.literals).pattern and g.scan is g._scan  # made once, the same scanner
