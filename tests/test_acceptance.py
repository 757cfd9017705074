"""The acceptance tables advice.csv, fits.csv and cli.csv, run through the console.

Each row's checks are interpreted generally (see tests/cases/README.md); no expected value is
copied into code. advice/fits rows run ``gpu-advisor COMMAND ARGS --market M --json``; cli
rows run ``gpu-advisor ARGV`` as typed.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Callable

import pytest

from advisor.cli import main
from case_tables import case_params

CHECK = re.compile(r"^(?P<key>[a-z_]+)(?P<op>>=|<=|~|=)(?P<value>.*)$", re.S)


def texts(obj) -> list[str]:
    """Every string anywhere in a JSON answer."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [t for v in obj.values() for t in texts(v)]
    if isinstance(obj, list):
        return [t for v in obj for t in texts(v)]
    return []


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


def check(item: str, data: dict | None, code: int, output: str, stdout: str = "") -> None:
    """Apply one check (``key=value``, ``key>=N``, ``text~REGEX``) to an answer.

    ``data`` is the parsed JSON (None for a text-only console row), ``output`` the printed text
    (stdout + stderr), ``stdout`` what went to stdout alone (``lines<=N``)."""
    m = CHECK.match(item.strip())
    assert m, f"unreadable check {item!r}"
    key, op, value = m["key"], m["op"], m["value"]
    options = value.split("|")
    if key == "exit":
        assert code == int(value), (code, output)
        return
    if key == "lines" and op == "<=":
        printed = stdout.splitlines()
        assert len(printed) <= int(value), (len(printed), stdout)
        return
    if key in ("text", "notext"):
        haystack = "\n".join(texts(data)) if data is not None else output
        found = re.search(value, haystack, re.IGNORECASE)
        assert bool(found) == (key == "text"), (item, haystack[:2000])
        return
    if key == "error":
        assert code == 2 and data["error"]["code"] in options, data
        return
    assert code == 0, data if data is not None else output
    answer_check = ANSWER_CHECKS.get(key + op) or ANSWER_CHECKS.get(key)
    if answer_check is None:  # a new kind of check in the table: fail loudly rather than pass silently
        pytest.fail(f"unknown check {item!r}")
    answer_check(data, value, options)


# --------------------------------------------------------------------------- checks of an answer
# Each takes the answer's JSON, the check's value and its |-separated options; a key with an
# operator (``top_memory>=``) holds for that operator only.
def _top(data: dict, value: str, options: list[str]) -> None:
    top = data["picks"][0]["card"] if data["picks"] else "none"
    assert top in options, [p["card"] for p in data["picks"]]


def _stretch(data: dict, value: str, options: list[str]) -> None:
    assert data["stretch"] and data["stretch"]["card"] in options, data["stretch"]


def _not_in_picks(data: dict, value: str, options: list[str]) -> None:
    picks = {p["card"] for p in data["picks"]}
    assert not picks & set(value.split(";")), picks


def _field_in(field: str) -> Callable[[dict, str, list[str]], None]:
    def check_field(data: dict, value: str, options: list[str]) -> None:
        assert data[field] in options, data[field]
    return check_field


def _rule(data: dict, value: str, options: list[str]) -> None:
    assert rule_ids(data) & set(options), rule_ids(data)


def _alt_includes(data: dict, value: str, options: list[str]) -> None:
    assert {a["card"] for a in data["alternatives"]} & set(options), data["alternatives"]


def _speedup(data: dict, value: str, options: list[str]) -> None:
    lo, hi = (float(x) for x in value.split(".."))
    assert lo <= data["speedup"] <= hi, data["speedup"]


def _budget(data: dict, value: str, options: list[str]) -> None:
    amount, currency = value.split()
    assert (data["budget"]["amount"], data["budget"]["currency"]) == (float(amount), currency), data["budget"]


def _top_memory(data: dict, value: str, options: list[str]) -> None:
    assert data["picks"] and data["picks"][0]["memory_gb"] >= float(value), data["picks"][:1]


def _picks_memory(data: dict, value: str, options: list[str]) -> None:
    assert data["picks"] and all(p["memory_gb"] >= float(value) for p in data["picks"]), data["picks"]


def _alts_memory(data: dict, value: str, options: list[str]) -> None:
    alts = data["alternatives"]
    assert alts and all(a["memory_gb"] >= float(value) for a in alts), alts


def _picks_include(data: dict, value: str, options: list[str]) -> None:
    assert {p["card"] for p in data["picks"]} & set(options), [p["card"] for p in data["picks"]]


def _rank(data: dict, value: str, options: list[str]) -> None:
    first, second = value.split("<")
    names = [p["card"] for p in data["picks"]]
    assert first in names, names
    assert second not in names or names.index(first) < names.index(second), names


def _nocard(data: dict, value: str, options: list[str]) -> None:
    named = [x["card"] for part in ("picks", "cards", "alternatives") for x in data.get(part) or []]
    named += [data["stretch"]["card"]] if data.get("stretch") else []
    assert not [n for n in named if re.search(value, n, re.IGNORECASE)], named


def _split_includes(data: dict, value: str, options: list[str]) -> None:
    name, count = value.rsplit("*", 1)
    rows = data.get("cards") or data.get("picks") or []
    assert any(r["card"] == name and r.get("count", r.get("gpus")) == int(count) for r in rows), rows


def _total_gb(data: dict, value: str, options: list[str]) -> None:
    lo, hi = (float(x) for x in value.split(".."))
    assert lo <= data["memory"]["total_gb"] <= hi, data["memory"]


def _fits_alone(data: dict, value: str, options: list[str]) -> None:
    assert any(c["card"] in options and c["count"] == 1 for c in data["cards"]), data["cards"]


def _not_alone(data: dict, value: str, options: list[str]) -> None:
    assert not any(c["card"] in options and c["count"] == 1 for c in data["cards"]), data["cards"]


ANSWER_CHECKS: dict[str, Callable[[dict, str, list[str]], None]] = {
    "top": _top, "stretch": _stretch, "not_in_picks": _not_in_picks, "verdict": _field_in("verdict"),
    "rule": _rule, "alt_includes": _alt_includes, "faster": _field_in("faster"),
    "better_value": _field_in("better_value"), "speedup": _speedup, "budget": _budget,
    "top_memory>=": _top_memory, "picks_memory>=": _picks_memory, "alts_memory>=": _alts_memory,
    "picks_include": _picks_include, "rank": _rank, "nocard": _nocard, "split_includes": _split_includes,
    "total_gb": _total_gb, "fits_alone": _fits_alone, "not_alone": _not_alone,
}
"""The checks of an answer (``key=value``; tests/cases/README.md says what each means)."""


def run(capsys, advisor, argv: list[str]) -> tuple[int, dict | None, str, str]:
    code = main(argv, advisor=advisor)
    captured = capsys.readouterr()
    output = captured.out + captured.err
    data = json.loads(captured.out) if "--json" in argv and captured.out.strip() else None
    return code, data, output, captured.out


def run_row(capsys, advisor, argv: list[str], expect: str) -> None:
    code, data, output, stdout = run(capsys, advisor, argv)
    for item in expect.split(" & "):
        check(item, data, code, output, stdout)


@pytest.mark.parametrize("case", case_params("advice.csv"))
def test_advice(case, capsys, advisor):
    argv = [case["command"], *shlex.split(case["args"]), "--market", case["market"], "--json"]
    run_row(capsys, advisor, argv, case["expect"])


@pytest.mark.parametrize("case", case_params("fits.csv"))
def test_fits(case, capsys, advisor):
    argv = [case["command"], *shlex.split(case["args"]), "--market", case["market"], "--json"]
    run_row(capsys, advisor, argv, case["expect"])


@pytest.mark.parametrize("case", case_params("cli.csv"))
def test_cli(case, capsys, advisor, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")  # the table's line counts are at 80 columns
    run_row(capsys, advisor, shlex.split(case["argv"]), case["expect"])


def check_question(item: str, data: dict) -> None:
    """One check of ask.csv (tests/cases/README.md) on a ``Question`` (``gpu-advisor ask TEXT --json``)."""
    m = CHECK.match(item.strip())
    assert m, f"unreadable check {item!r}"
    key, op, value = m["key"], m["op"], m["value"]
    read = data["read_as"]
    if key == "command":
        assert read["command"] in value.split("|"), read
    elif key == "budget":
        amount, currency = value.split()
        said = read["budget"] or {}
        assert (said.get("amount"), said.get("currency")) == (float(amount), currency), read
    elif key in ("use_case", "task"):
        assert read[key] in value.split("|"), read
    elif key == "gpus":
        assert read["gpus"] == int(value), read
    elif key == "model" and op == "~":
        model = read["model"] or {}
        said = f"{model.get('name', '')} {model.get('params_b', '')}b"
        assert re.search(value, said, re.IGNORECASE), read
    elif key == "cards":
        cards = list(read["cards"])
        slots = [s.split("|") for s in value.split(";")]
        assert len(cards) == len(slots), read
        for slot in slots:
            hit = next((c for c in cards if c in slot), None)
            assert hit is not None, (slot, read)
            cards.remove(hit)
    elif key == "missing":
        assert value in data["missing"], data["missing"]
    else:
        pytest.fail(f"unknown check {item!r}")


@pytest.mark.parametrize("case", case_params("ask.csv"))
def test_ask(case, capsys, advisor):
    code, data, output, _ = run(capsys, advisor, ["ask", case["text"], "--json"])
    assert code == 0 and data is not None, output
    for item in case["expect"].split(" & "):
        check_question(item, data)
