"""The acceptance tables (``tests/cases/*.csv``, the product's contract) and their pending rows.

The tables are byte-for-byte copies of the team's shared tables; ``test_shared_drift.py`` is
the one test that compares them with the originals when those are beside the checkout. Tests
read the copies here and never copy an expected value into code.

A row can arrive before the issue that makes it pass. Such a row is listed in :data:`PENDING`
with that issue and runs as a *strict* xfail: it must fail until the issue lands, and the
mark is removed in the commit that lands it (a pending row that starts passing fails the
suite, so a mark cannot outlive its issue). Rows are never edited or dropped.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CASES = ROOT / "tests" / "cases"

#: (table, row key) -> the open issue that makes the row pass. Keys: see :func:`row_key`.
I17 = "issue 17 (what an expert would still correct)"
I18 = "issue 18 (short explanations with rankings)"
I19 = "issue 19 (questions asked in words)"

PENDING: dict[tuple[str, str], str] = {
    **{("cli.csv", f"C0{n}"): I18 for n in (5, 6, 7)},
}


def row_key(table: str, row: dict[str, str]) -> str:
    """A stable key of one row: its ``id`` where the table has one, else the query and
    expectation (names.csv) or the market and input (budgets.csv)."""
    if "id" in row:
        return row["id"]
    if table == "names.csv":
        return f"{row['query']}={row['expected']}"
    if table == "budgets.csv":
        return f"{row['market']}:{row['input']}"
    raise KeyError(table)


def load_cases(table: str) -> list[dict[str, str]]:
    """Every row of ``tests/cases/<table>`` as a dict (header = keys)."""
    with open(CASES / table, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def case_params(table: str, *, ids=None) -> list:
    """The rows of ``table`` as ``pytest.param`` s: pending rows carry a strict xfail naming
    their issue. ``ids`` maps a row to its test id (default: :func:`row_key`)."""
    out = []
    for row in load_cases(table):
        key = row_key(table, row)
        issue = PENDING.get((table, key))
        marks = [pytest.mark.xfail(strict=True, reason=f"pending: {issue}")] if issue else []
        out.append(pytest.param(row, id=(ids or (lambda r, k=key: k))(row), marks=marks))
    return out


def pending_rule(rule_id: str) -> list:
    """Marks for a guide rule id whose rule lands with an open issue (see :data:`PENDING_RULES`)."""
    issue = PENDING_RULES.get(rule_id)
    return [pytest.mark.xfail(strict=True, reason=f"pending: {issue}")] if issue else []


#: Guide rule ids (docs/guide/MODERN.md) that an open issue introduces -> that issue.
PENDING_RULES: dict[str, str] = {}
