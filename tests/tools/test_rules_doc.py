"""docs/rules.md is generated from data/rules.csv by tools/make_rules_doc.py and must not drift."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

from advisor.i18n import english
from advisor.rules import rule_message

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "make_rules_doc.py"
REGENERATE = "python tools/make_rules_doc.py"


def cell(text: str) -> str:
    """How a CSV value appears in a Markdown table cell (whitespace collapsed, bars escaped)."""
    return " ".join(text.split()).replace("|", "\\|")


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}  # this checkout's advisor, never another one the venv installed
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, cwd=ROOT, env=env)


def test_committed_rules_doc_is_up_to_date():
    result = run("--check")
    assert result.returncode == 0, (
        f"docs/rules.md is out of date with data/rules.csv: run `{REGENERATE}` and commit it.\n{result.stderr}")


def test_doc_lists_every_rule_with_its_text_and_source(tmp_path):
    out = tmp_path / "rules.md"
    assert run("--output", str(out)).returncode == 0
    text = out.read_text(encoding="utf-8")
    with open(ROOT / "data" / "rules.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert rows
    lines = text.splitlines()
    for row in rows:
        [line] = [ln for ln in lines if ln.startswith(f"| `{row['rule_id']}` |")]
        said = english(rule_message(row["rule_id"], row["text"]))  # thresholds filled in
        assert f"| {cell(said)} |" in line
        assert line.endswith(f"| {cell(row['source'])} |")


def test_groups_by_prefix_in_csv_order(tmp_path):
    rules = tmp_path / "rules.csv"
    rules.write_text("rule_id,kind,text,source\n"
                     "zeta.one,check,First z rule.,D17 L1\n"
                     "alpha.one,explanation,An a rule | with a bar.,CN19 L2\n"
                     "zeta.two,check,Second z rule.,MODERN: somewhere\n", encoding="utf-8")
    out = tmp_path / "rules.md"
    assert run("--rules", str(rules), "--output", str(out)).returncode == 0
    text = out.read_text(encoding="utf-8")
    # zeta first (its first rule comes first), both zeta rules together, alpha after them
    assert text.index("zeta.one") < text.index("zeta.two") < text.index("alpha.one")
    assert "An a rule \\| with a bar." in text  # a bar would split the table cell
    assert "3 rules in 2 groups" in text
    # deterministic: the same CSV gives the same bytes
    again = tmp_path / "again.md"
    run("--rules", str(rules), "--output", str(again))
    assert again.read_bytes() == out.read_bytes()


def test_check_fails_on_a_stale_page_and_names_the_command(tmp_path):
    stale = tmp_path / "rules.md"
    stale.write_text("# an old page\n", encoding="utf-8")
    result = run("--output", str(stale), "--check")
    assert result.returncode == 1
    assert REGENERATE in result.stderr
    assert stale.read_text(encoding="utf-8") == "# an old page\n"  # --check writes nothing


def test_a_rule_without_a_source_is_refused(tmp_path):
    rules = tmp_path / "rules.csv"
    rules.write_text("rule_id,kind,text,source\nzeta.one,check,A rule.,\n", encoding="utf-8")
    result = run("--rules", str(rules), "--output", str(tmp_path / "rules.md"))
    assert result.returncode == 1
    assert "line 2" in result.stderr and "source" in result.stderr
