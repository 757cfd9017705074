"""The PyTorch wheels' architecture facts have one source, ``data/wheel_builds.csv`` (answers44 #5).

``compat.pytorch-wheels`` said "cu128 … from PyTorch 2.8 … Volta from 2.11 … cu126 … 2.14" in its own words while the
table held the same releases: a change to one left the other wrong. The rule's text now says each row's wheels and
releases through placeholders filled from the table (:func:`advisor.thresholds.wheel_params`)."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from advisor.i18n import english, placeholders, render
from advisor.wording import rule_message

ROOT = Path(__file__).resolve().parents[2]


def _rows(name: str) -> list[dict[str, str]]:
    with open(ROOT / "data" / name, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def _rule() -> str:
    return next(r["text"] for r in _rows("rules.csv") if r["rule_id"] == "compat.pytorch-wheels")


def test_the_rule_text_writes_no_release_or_wheel_the_table_holds():
    text, rows = _rule(), _rows("wheel_builds.csv")
    bare = re.sub(r"\{[^}]*\}", " ", text)
    for r in rows:
        for column in ("since", "last"):
            assert not re.search(rf"(?<![\d.]){re.escape(r[column])}(?![\d.])", bare), (column, r[column])
        for column in ("without", "pin"):
            assert r[column] not in bare, (column, r[column])
        word = r["generation"].split()[0].lower()
        assert {f"{word}_without", f"{word}_since"} <= placeholders(text), word
        assert r["generation"].split()[0] in text  # the generation it says the release of
    # one pin and one last release are said for all the rows: the table must agree
    assert len({r["pin"] for r in rows}) == 1 and len({r["last"] for r in rows}) == 1


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
def test_the_rule_says_what_the_table_holds_in_every_language(language):
    message = rule_message("compat.pytorch-wheels", _rule())
    said = english(message) if language == "en" else render(message.key, message.params, language)
    for r in _rows("wheel_builds.csv"):
        for column in ("without", "since", "pin", "last"):
            assert r[column] in said, (language, column, said)


def test_rows_that_name_two_pins_are_refused_not_said_as_one(tmp_path, monkeypatch):
    from advisor.thresholds import wheel_params

    rows = _rows("wheel_builds.csv")
    rows[-1] = {**rows[-1], "pin": "cu118"}
    with open(tmp_path / "wheel_builds.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(tmp_path))
    with pytest.raises(ValueError, match="pin"):
        wheel_params()
