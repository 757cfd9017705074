"""The question corpus (data/questions/) and its harness (tools/eval.py, ``make eval``).

The corpus is read by the session's advisor once; each file's share read RIGHT must stay at or
above the floor recorded in data/questions/floor.json (``python -m tools.eval --record`` writes it;
never lowered by hand), and every row must be well-formed. The harness's own rules (grades,
follow-ups, the floor's ratchet, what a malformed corpus is) are checked on rows written here.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from tools.eval import (
    FIELDS,
    Row,
    judge,
    load_corpus,
    main,
    public_view,
    read_floors,
    record_floors,
    render,
    row_problems,
    run,
    share,
    summarise,
)


@pytest.fixture(scope="module")
def corpus() -> list[Row]:
    return load_corpus()


@pytest.fixture(scope="module")
def summary(advisor, corpus) -> dict:
    return summarise(run(advisor, corpus))


def test_every_row_is_well_formed(advisor, corpus):
    assert len(corpus) >= 200
    problems = row_problems(corpus, lambda name: name in advisor.catalog.card_rows)
    assert not problems, "\n".join(problems)


def test_no_file_falls_below_its_recorded_floor(summary):
    floors = read_floors()
    for name, got in summary["by_file"].items():
        assert name in floors, f"{name} has no floor: run python -m tools.eval --record"
        assert share(got) + 1e-12 >= floors[name], (
            f"{name}: {got['right']} of {got['rows']} read right ({got['right_share']:.1%}), "
            f"below the floor {floors[name]:.1%}: python -m tools.eval lists the failures")


def test_the_report_adds_up(summary):
    assert summary["right"] + summary["partly"] + summary["wrong"] == summary["rows"]
    assert sum(g["rows"] for g in summary["by_file"].values()) == summary["rows"]
    assert summary["checks"]["passed"] <= summary["checks"]["written"]


# ------------------------------------------------------------------------------ the harness's rules
def row(rid="E900", **cols) -> Row:
    base = dict(id=rid, lang="en", date="2025-01-02", source="https://github.com/o/r/issues/1", topic="llm",
                text="will 70b run on my two 3090s", expect="command=fits", checks="", note="", file="t.csv")
    return Row(**{**base, **cols})


def answer(**read) -> dict:
    base = {"command": "fits", "budget": None, "cards": [], "model": None, "task": None, "precision": None,
            "use_case": None, "gpus": None, "market": None, "condition": None, "own": False, "counts": None}
    return {"text": "q", "read_as": {**base, **read}, "missing": [], "answer": None, "reply": "Read as /fits"}


def test_grades():
    right = judge(row(expect="command=fits & cards=2x GeForce RTX 3090 & model~70b & own=true"),
                  answer(cards=["GeForce RTX 3090"], gpus=2, model={"name": "70B", "params_b": 70}, own=True))
    assert right.grade == "RIGHT"
    owner_lost = judge(row(expect="command=fits & cards=2x GeForce RTX 3090 & model~70b & own=true"),
                       answer(cards=["GeForce RTX 3090"], gpus=2, model={"name": "70B", "params_b": 70}))
    assert owner_lost.grade == "PARTLY" and [k for o in owner_lost.failed for k in o.kinds] == ["owner lost"]
    budget_from_batch = judge(row(expect="command=fits & model~70b"),
                              answer(model={"name": "70B", "params_b": 70}, budget={"amount": 32.0, "currency": "USD"}))
    assert budget_from_batch.grade == "WRONG"
    extra_card = judge(row(expect="command=fits & model~70b"),
                       answer(model={"name": "70B", "params_b": 70}, cards=["XPert XL AGP 2X"]))
    assert extra_card.grade == "WRONG"
    wrong_command = judge(row(expect="command=compare"), answer())
    assert wrong_command.grade == "WRONG"


def test_answer_checks_search_the_answer_never_the_question_itself():
    asked = {**answer(), "text": "is the H20 enough?", "answer": {"picks": []}, "reply": "What is your budget?"}
    result = judge(row(expect="command=fits", checks="text~H20"), asked)
    assert result.checks == [("text~H20", False)]
    said = {**asked, "reply": "No card called H20 is known."}
    assert judge(row(expect="command=fits", checks="text~H20"), said).checks == [("text~H20", True)]


def test_a_follow_up_is_asked_with_the_question_it_follows():
    asked: list[tuple[str, object]] = []

    class Advisor:
        def ask(self, text, context=None):
            asked.append((text, context))
            return SimpleNamespace(model_dump=lambda mode: answer(), tag=text)

    first = row("E901", text="can a 3090 finetune a 7b?")
    second = row("E902", text="how about 3060?", note="follows E901: the card changes")
    run(Advisor(), [second], [first, second])  # asked alone (--ids E902): the first is asked too
    assert [t for t, _ in asked] == [first.text, second.text]
    assert asked[0][1] is None and asked[1][1].tag == first.text


def test_a_malformed_corpus_is_refused():
    rows = [row("E001"), row("E001"), row("E002", source="github.com/o/r/issues/2"), row("E003", topic="gaming"),
            row("E004", date="2027-01-01"), row("E005", lang="fr"), row("E006", expect="command=fits & cardz=X"),
            row("E007", expect="cards=GeForce RTX 9090"), row("E008", checks="top=GeForce RTX 9090"),
            row("E009", note="follows E999: nothing"), row("E010", expect="model~("),
            row("E011", expect="budget=500usd")]
    problems = "\n".join(row_problems(rows, lambda name: name.startswith("GeForce RTX 3")))
    for said in ("E001: id used 2 times", "E002: source is not an http(s) URL", "E003: topic 'gaming'",
                 "E004: date 2027-01-01 is after", "E005: lang 'fr'", "E006: unknown reading check 'cardz=X'",
                 "'GeForce RTX 9090' is no card", "E008: 'top=GeForce RTX 9090'", "E009: follows E999",
                 "E010: 'model~(': bad regex", "E011: 'budget=500usd': a budget is"):
        assert said in problems, (said, problems)
    assert row_problems([row("E012"), row("P01", source="parsing-stress")], lambda n: True) == []


def test_the_floor_is_only_lowered_on_purpose(tmp_path):
    path = tmp_path / "floor.json"
    high = {"by_file": {"a.csv": {"rows": 10, "right": 8, "right_share": 0.8}}}
    low = {"by_file": {"a.csv": {"rows": 10, "right": 5, "right_share": 0.5}, "b.csv": {"rows": 4, "right": 2,
                                                                                       "right_share": 0.5}}}
    assert record_floors(high, path) == []
    assert record_floors(low, path) == ["a.csv"] and read_floors(path) == {"a.csv": 0.8}  # nothing written
    assert record_floors(low, path, allow_lower=True) == [] and read_floors(path) == {"a.csv": 0.5, "b.csv": 0.5}
    assert json.loads(path.read_text())["files"]["b.csv"]["rows"] == 4


def test_the_columns_are_the_documented_ones():
    assert FIELDS == ("id", "lang", "date", "source", "topic", "text", "expect", "checks", "note")


def test_the_hold_out_shows_only_its_counts_unless_asked(capsys):
    """The hold-out's rows (holdout.csv) are never shown by default: no text, reading or failure,
    and no part in the breakdowns; only its counts, and its file's share for the floors."""
    secret = row("H901", text="secret question about a 3090", file="holdout.csv")
    seen = row("E901", text="an open question about a 3090", file="public_en.csv")
    results = [judge(secret, answer(command="why")), judge(seen, answer(command="why"))]
    summary, shown = public_view(results)
    assert [r.row.id for r in shown] == ["E901"]
    assert summary["rows"] == 1 and summary["holdout"] == {"rows": 1, "right": 0, "partly": 0, "wrong": 1,
                                                           "right_share": 0.0}
    assert set(summary["by_file"]) == {"holdout.csv", "public_en.csv"}
    report = render(summary, shown, {}, 0.0)
    assert "H901" not in report and "secret" not in report and "E901" in report
    assert "Hold-out (holdout.csv, counts only" in report and "RIGHT 0 (0.0 %)" in report
    assert "H901" in render(summarise(results), results, {}, 0.0)  # what --show-holdout prints


def test_the_command_line_hides_the_hold_out_by_default(capsys):
    held = [r.id for r in load_corpus() if r.file == "holdout.csv"][:2]
    assert main(["--ids", ",".join(held)]) == 0
    out = capsys.readouterr().out
    assert "Hold-out (holdout.csv, counts only" in out and not any(f"\n{h} " in out for h in held)
    assert main(["--ids", ",".join(held), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["results"] == [] and data["holdout"]["rows"] == 2
