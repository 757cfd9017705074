"""Issue 30 §1, perf27: the reader's patterns run only where their words are (advisor.ask.gate) — a gate of many
strings found by one scan (:class:`~advisor.ask.gate.Scanned`), a table of patterns read with one scan of the text
(:func:`~advisor.ask.gate.opened`, :func:`~advisor.ask.gate.rewritten`), every loaded ask module gated
(:func:`~advisor.ask.gate.gate_loaded`). Each answers exactly as the patterns run one by one, and the reader reads
every question as with every gate open."""

from __future__ import annotations

import re
import sys
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask import budgets, context_said, spans
from advisor.ask import gate as gate_mod
from advisor.ask import reader as reader_mod
from advisor.ask.gate import (
    Gated,
    Scanned,
    Table,
    gate,
    gate_loaded,
    opened,
    opened_items,
    required,
    rewritten,
    scanner,
)
from advisor.ask.reader import Reader
from question_words import CORPUS, questions

SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
SOME = CORPUS[::5]  # every fifth of the project's questions (the whole corpus: tests/advisor/test_reader_gate.py)


def _raw(p):
    return p.raw if isinstance(p, Gated) else p


def _tables(advisor) -> list:
    """The tables the reader reads with one scan: the spans', the budgets', the vocabulary's word lists."""
    vocab = Reader(advisor).vocab
    return [spans._VRAM, spans._RAM, context_said._CONTEXT, spans._BATCH, spans._USERS, budgets._BUDGETS,
            vocab.intents, vocab.use_cases, vocab.conditions, vocab.precisions, vocab.tasks, vocab.tasks_with_model]


@contextmanager
def _every_gate_open():
    """Every gate open and every table read pattern by pattern: each pattern runs, as before any gate."""
    with pytest.MonkeyPatch.context() as mp:
        for cls in (Gated, Scanned):
            for name in ("search", "match", "fullmatch", "finditer", "findall", "split", "sub", "subn"):
                mp.setattr(cls, name, lambda self, *args, _name=name: getattr(self.raw, _name)(*args))
        mp.setattr(Table, "open", lambda self, s: [(k, _raw(p)) for k, p in self.items])
        yield


def _strings(advisor) -> list[str]:
    return sorted({lit for t in _tables(advisor) for p in (t.values() if isinstance(t, dict) else t)
                   if isinstance(p, Gated) for lit in p.literals})


@given(words=st.lists(st.text("abcdeé预算 ", min_size=1, max_size=4), min_size=1, max_size=12),
       text=st.text("abcdeé预算 x", max_size=30))
def test_a_scanner_finds_whether_any_string_is_in_the_text(words, text):
    assert (scanner(words).search(text) is not None) == any(w in text for w in words)


@given(words=st.lists(st.text("abcab ", min_size=1, max_size=4), min_size=1, max_size=12),
       text=st.text("abcab x", max_size=30))
def test_the_present_strings_are_exactly_those_in_the_text(words, text):
    find, held = gate_mod._present(words)
    found = set().union(*(held[m.group(1)] for m in find.finditer(text)))
    assert found == {w for w in set(words) if w in text}  # a string inside another found, or at its start, too


def test_a_gate_of_many_strings_is_one_scan_and_answers_as_its_pattern():
    words = ["budget", "money", "spend", "price", "cost", "cheap", "dear", "afford", "pay", "buy", "sell", "deal",
             "offer", "quote", "rent", "lease", "grand", "bucks", "euro", "yuan"]
    p = re.compile(r"(?<![a-z])(?:" + "|".join(words) + r")\s*\d+")
    g = gate(p)
    assert isinstance(g, Scanned) and set(g.literals) == set(words)
    for s in ("budget 12", "budge 12", "spay 3", "", "rent 1 and money 2"):
        assert (g.search(s) and g.search(s).span()) == (p.search(s) and p.search(s).span())
        assert g.sub("_", s) == p.sub("_", s) and list(map(re.Match.span, g.finditer(s))) == [
            m.span() for m in p.finditer(s)]
    assert isinstance(gate(re.compile("(?:budget|money)")), Gated) and not isinstance(
        gate(re.compile("(?:budget|money)")), Scanned)  # a few strings: tested one by one


def test_one_pattern_has_one_gate_wherever_it_is_held():
    p = re.compile(r"(?<![a-z])budget\s*\d+")
    ns = {"ONE": p, "BOTH": (p, re.compile("money"))}
    gate_mod.gate_module(ns)
    assert ns["ONE"] is ns["BOTH"][0] is gate(p)  # "pattern is ONE" holds after gating as before


def test_a_kept_table_equals_a_fresh_one_and_is_made_again_when_changed(advisor):
    for table in _tables(advisor):
        kept = gate_mod._table(table)
        assert gate_mod._table(table) is kept  # made once
        items = tuple(table.items()) if isinstance(table, dict) else tuple(enumerate(table))
        fresh = Table(items, tuple(p for _, p in items))
        for text in SOME:
            s = text.lower()
            assert kept.open(s) == fresh.open(s)
    listed = [gate(re.compile("budget")), gate(re.compile("money"))]
    assert opened(listed, "money") == [listed[1].raw]
    listed.append(gate(re.compile("mon")))  # a list changed in place: its table is made again
    assert opened(listed, "money") == [listed[1].raw, listed[2].raw]


def test_every_table_opens_exactly_the_patterns_whose_gate_is_open(advisor):
    for table in _tables(advisor):
        values = list(table.values()) if isinstance(table, dict) else list(table)
        for text in SOME:
            s = text.lower()
            expected = [_raw(p) for p in values if not isinstance(p, Gated) or p.may(s)]
            assert opened(table, s) == expected, s
            if isinstance(table, dict):
                assert [k for k, _ in opened_items(table, s)] == [k for k, p in table.items()
                                                                  if not isinstance(p, Gated) or p.may(s)]


@SLOW
@given(data=st.data())
def test_every_table_opens_its_patterns_on_text_made_of_their_strings(advisor, data):
    pieces = _strings(advisor)
    s = data.draw(st.lists(st.one_of(st.sampled_from(pieces), st.text(" 0123456789gbx$", max_size=5)),
                           max_size=10).map("".join))
    for table in _tables(advisor):
        values = list(table.values()) if isinstance(table, dict) else list(table)
        assert opened(table, s) == [_raw(p) for p in values if not isinstance(p, Gated) or p.may(s)], s


def _one_by_one(pairs, s: str) -> str:
    for p, rewrite in pairs:
        s = _raw(p).sub(rewrite, s)
    return s


def test_the_rewrites_run_as_one_by_one_on_the_corpus():
    pairs = reader_mod._REWRITES
    for text in CORPUS:
        s = text.lower()
        assert rewritten(pairs, s) == _one_by_one(pairs, s), s


@given(s=st.lists(st.sampled_from(["ab", "b", "abc", "x", " ", "1", "c"]), max_size=12).map("".join))
def test_a_rewrite_that_makes_the_words_of_a_later_one_is_followed_by_it(s):
    pairs = ((gate(re.compile("ab")), "xyz"), (gate(re.compile("xyz")), "b"), (gate(re.compile("bc")), "q"))
    assert rewritten(pairs, s) == _one_by_one(pairs, s)


def test_every_loaded_ask_module_is_gated_after_a_reading(advisor):
    advisor.ask("best gpu for llama 3 8b under $1500")
    gate_loaded()
    left = [(name, key) for name, module in list(sys.modules.items()) if name.startswith("advisor.ask.")
            for key, value in vars(module).items() if isinstance(value, re.Pattern) and required(value) is not None]
    assert left == []


def _read(advisor, text: str) -> str:
    return repr(Reader(advisor).read(text))


def test_the_reader_reads_the_corpus_as_with_every_gate_open(advisor):
    gated = [_read(advisor, text) for text in SOME]
    with _every_gate_open():
        assert [_read(advisor, text) for text in SOME] == gated


@SLOW
@given(text=st.one_of(questions, st.sampled_from(CORPUS).flatmap(
    lambda q: st.integers(0, len(q)).map(lambda i: q[:i] + " " + q[i:][::-1]))))
def test_the_reader_reads_generated_questions_as_with_every_gate_open(advisor, text):
    gated = _read(advisor, text)
    with _every_gate_open():
        assert _read(advisor, text) == gated, text


@pytest.mark.parametrize("text", ["best gpu for llama 3 8b under $1500", "预算8000元，跑qwen2.5 7b用什么显卡",
                                  "I have a 3090 and 64gb ram, can I run 70b?", "我有两张3090，想再加两张"])
def test_the_answers_are_those_with_every_gate_open(advisor, text):
    gated = advisor.ask(text).model_dump_json()
    with _every_gate_open():
        assert advisor.ask(text).model_dump_json() == gated
