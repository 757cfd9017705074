"""The readers behind the words they need (advisor.ask.word_gate, issue 30 §1, perf35): one scan of a question for
every gate's words, each gate shut only where its reader says nothing, and every answer of the corpus the same with
the gates on and off."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

import advisor.ask.answer  # noqa: F401  (every gated reader loaded)
from advisor.ask import word_gate
from advisor.ask.word_gate import GATES, needs, present, ungated, words_of

ROOT = Path(__file__).resolve().parents[2]


def _corpus() -> list[str]:
    """Every question of data/questions/*.csv and tests/cases/ask.csv."""
    texts: list[str] = []
    for path in [*sorted((ROOT / "data" / "questions").glob("*.csv")), ROOT / "tests" / "cases" / "ask.csv"]:
        with open(path, newline="", encoding="utf-8") as fh:
            texts += [row["text"] for row in csv.DictReader(fh) if row.get("text")]
    return texts


def test_readers_are_gated():
    names = {name.rsplit(".", 1)[1] for name in GATES}
    assert {"telemetry_reply", "egpu_reply", "gaming_read", "rented_upgrade_first", "stack_first",
            "tool_support_first", "across_nodes"} <= names
    assert all(g.words and all(w == w.lower() for w in g.words) for g in GATES.values())


def test_present_reads_every_form_of_the_text():
    words = present("My  GAMING rig, 450Ｗ／450Ｗ, an EXTERNAL\tgpu")
    assert {"gaming", "external", "/"} <= words  # lower case; a full-width slash as NFKC reads it
    assert present("what gpu for llama 3 8b?").isdisjoint({"gaming", "/", "thunderbolt"})
    assert present("") == frozenset()


def test_words_are_derived_or_refused():
    assert words_of(re.compile(r"(?<![a-z])(?:rent|rented)\s+gpu")) in ({"rent"}, {"rent", "rented"}, {"gpu"})
    assert words_of("PSU") == {"psu"}
    with pytest.raises(ValueError):
        words_of(re.compile(r"\d+\s*w"))  # one letter required: a word list must be written


def test_a_shut_gate_returns_what_the_reader_returns(monkeypatch):
    monkeypatch.setattr(word_gate, "GATES", dict(GATES))  # these readers gated for this test alone

    @needs("watt", unchanged="answer")
    def reader(text, answer):
        return answer + 1 if "watt" in text.lower() else answer

    @needs("watt", text="q.text", nothing=list)
    def other(q):
        return ["said"] if "watt" in q.text else []

    class Q:
        text = "how many WATTS"

    assert reader("no word here", 1) == 1 and reader("850 Watt psu", 1) == 2
    assert other(Q()) == [] and other(type("R", (), {"text": "850 watt"})()) == ["said"]
    with ungated():
        assert not word_gate.ON[0]
        assert reader("no word here", 1) == 1
    assert word_gate.ON[0]
    with pytest.raises(ValueError):
        needs("x", unchanged="missing")(lambda text, answer: answer)


@pytest.mark.slow
def test_every_corpus_answer_is_the_same_with_the_gates_off(advisor, monkeypatch):
    """For every question of the corpus (English and Chinese): every call a gate shuts, run ungated, returns what the
    gate returned; the whole answer (its reading, reply and answer) equals the one with every reader run; and each
    gate is shut for some question and open for another."""
    shut: dict[str, int] = dict.fromkeys(GATES, 0)
    wrong: list[tuple[str, str]] = []
    for name, gate in GATES.items():
        def checked(args, kwargs, gate=gate, name=name, made=gate.shut_value):
            value = made(args, kwargs)
            ran = gate.reader(*args, **kwargs)
            if not (ran is value or ran == value):
                wrong.append((name, gate.text(args, kwargs)))
            shut[name] += 1
            return value
        monkeypatch.setattr(gate, "shut_value", checked)
    texts = _corpus()
    assert len(texts) > 1900
    for text in texts:
        with ungated():
            plain = advisor.ask(text).model_dump_json()
        assert advisor.ask(text).model_dump_json() == plain, text
    assert not wrong, wrong[:5]
    calls: dict[str, int] = dict.fromkeys(GATES, 0)
    for gate in GATES.values():  # open for some question: the words are found in it
        calls[gate.name] = sum(1 for t in texts if not gate.words.isdisjoint(present(t)))
    assert all(shut[name] > 0 for name in GATES), shut
    assert all(calls[name] > 0 for name in GATES), calls


def test_made_patterns_are_kept_and_match_as_re():
    from advisor.ask.made_patterns import compiled

    made = compiled(r"(?<!\d)3090(?!\d)")
    assert made is compiled(r"(?<!\d)3090(?!\d)")  # made once
    for text in ("two 3090s and a 13090", "rtx 3090 ti", "我有一张3090", ""):
        assert [m.span() for m in made.finditer(text)] == [m.span() for m in re.finditer(r"(?<!\d)3090(?!\d)", text)]
    assert compiled("rtx", re.IGNORECASE).search("RTX 4090") is not None
