"""The acceptance table shared/cases/advice.csv, run through the console with --json.

Each row's checks are interpreted generally (see shared/cases/README.md); no expected value
is copied into code.
"""

from __future__ import annotations

import json
import shlex

import pytest

from advisor.cli import main
from shared_cases import load_cases

CASES = load_cases("advice.csv")


def run_json(capsys, argv: list[str]) -> tuple[int, dict]:
    code = main(argv + ["--json"])
    out = capsys.readouterr().out
    return code, json.loads(out)


def rule_ids(obj) -> set[str]:
    found = set()
    if isinstance(obj, dict):
        if "rule_id" in obj:
            found.add(obj["rule_id"])
        for v in obj.values():
            found |= rule_ids(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= rule_ids(v)
    return found


def check(key: str, value: str, data: dict, code: int) -> None:
    options = value.split("|")
    if key == "error":
        assert code == 2 and data["error"]["code"] in options, data
        return
    assert code == 0, data
    if key == "top":
        top = data["picks"][0]["card"] if data["picks"] else "none"
        assert top in options, [p["card"] for p in data["picks"]]
    elif key == "stretch":
        assert data["stretch"] and data["stretch"]["card"] in options, data["stretch"]
    elif key == "not_in_picks":
        picks = {p["card"] for p in data["picks"]}
        assert not picks & set(value.split(";")), picks
    elif key == "verdict":
        assert data["verdict"] in options, data["verdict"]
    elif key == "rule":
        assert rule_ids(data) & set(options), rule_ids(data)
    elif key == "alt_includes":
        assert {a["card"] for a in data["alternatives"]} & set(options), data["alternatives"]
    elif key in ("faster", "better_value"):
        assert data[key] in options, data[key]
    elif key == "speedup":
        lo, hi = (float(x) for x in value.split(".."))
        assert lo <= data["speedup"] <= hi, data["speedup"]
    else:  # pragma: no cover - a new kind of check in the table
        pytest.fail(f"unknown check {key}")


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_advice(case, capsys):
    argv = [case["command"], *shlex.split(case["args"]), "--market", case["market"]]
    code, data = run_json(capsys, argv)
    for item in case["expect"].split(" & "):
        key, _, value = item.strip().partition("=")
        check(key, value, data, code)
