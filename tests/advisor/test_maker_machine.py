"""answers38 #8: "beelink gtr9 pro" (a Ryzen AI Max+ 395 mini-PC) was no GPU question. A maker's machine listed in
``data/machine_chips.csv`` by its chip is read as the machine here with that chip, said on the read-as line; one of a
listed maker the table lacks is said unknown with the maker's machine that is known (``advisor/ask/machines.py``),
English and Chinese."""

from __future__ import annotations

import csv
import re

import pytest

from advisor import i18n
from advisor.catalog.inputs import data_dir
from said import said


def _rows():
    with open(data_dir() / "machine_chips.csv", newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def test_the_rows_are_sourced_and_name_a_chip_the_catalogue_has_a_machine_for(advisor):
    for r in _rows():
        assert r["source_url"].startswith("https://") and r["note"] and r["as_of"], r
        found = advisor.catalog.name_index().resolve(r["chip_query"])
        assert found.match is not None and advisor.catalog.card(found.match).is_system, r


@pytest.mark.parametrize("text", ["beelink gtr9 pro for 70b", "is the gtr9 pro good for llms",
                                  "Beelink GTR9 Pro 跑70b怎么样", "bosgame m5 128gb 能跑70b吗"])
def test_a_makers_machine_is_read_as_the_machine_with_its_chip(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards, (text, q.read_as)
    card = advisor.catalog.card(q.read_as.cards[0])
    assert card.is_system and "Ryzen AI Max+ 395" in card.name, (text, card.name)
    note = next(n for n in q.read_as.notes if n.key == "ask.maker-machine")
    assert card.name in said(note) and "Ryzen AI Max+ 395" in said(note), said(note)
    zh = i18n.render(note.key, note.params, "zh_Hans")
    assert re.search(r"[\u4e00-\u9fff]", zh), zh
    assert not q.read_as.unknown, q.read_as.unknown  # "m5" is no Apple M5 here


def test_a_makers_machine_the_table_lacks_is_unknown_with_the_known_one_said(advisor):
    q = advisor.ask("beelink ser5 vs 3090")
    assert "beelink ser5" in q.read_as.unknown, q.read_as.unknown
    note = next(n for n in q.read_as.notes if n.key == "ask.maker-machine.other")
    assert "Beelink GTR9 Pro" in said(note), said(note)
    assert not any("Ryzen AI Max" in c for c in q.read_as.cards), q.read_as.cards  # never swapped in
