"""The reader's literal gates (advisor.ask.gate, issue 30 §1): a gated pattern answers exactly as the pattern, and
the gated reader reads every question exactly as the ungated one — on the project's questions and on generated ones."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask import gate as gate_mod
from advisor.ask import model_reading, word_reading
from advisor.ask import reader as reader_mod
from advisor.ask.gate import Gated, gate, gate_module, required
from advisor.ask.reader import Reader
from question_words import CORPUS, questions

SLOW = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])



def _gated(advisor) -> list[Gated]:
    """Every gated pattern the reader uses: its modules' and its vocabulary's."""
    found: list[Gated] = []

    def add(value: object) -> None:
        if isinstance(value, Gated):
            found.append(value)
        elif isinstance(value, (list, tuple)):
            for v in value:
                add(v[0] if isinstance(v, tuple) and v else v)
        elif isinstance(value, dict):
            for v in value.values():
                add(v)

    for module in (reader_mod, model_reading, word_reading,  # the Reader's mixins' own patterns
                   *(vars(reader_mod)[n] for n in ("budgets", "card_reading", "card_words", "cues", "devices", "era",
                                                   "families", "machines", "money", "several", "spans"))):
        for value in vars(module).values():
            add(value)
    vocab = Reader(advisor).vocab
    for f in dataclasses.fields(vocab):
        add(getattr(vocab, f.name))
    return found


@pytest.mark.parametrize(("pattern", "literals"), [
    (r"(?<![a-z])(?:buy|purchase)(?![a-z])", ("purchase", "buy")),
    (r"b(?<![a-z0-9].)uy(?![a-z0-9])", ("buy",)),  # a look-behind consumes nothing: the run goes on across it
    (r"\d+\s*(?:gb|g)\b", None),  # the parser takes the branches' common "g" out in front: one Latin letter, no gate
    (r"(?:我|再)\d", ("再", "我")),  # one Chinese character is a gate
    (r"(?:rtx|gtx)?\s*\d{4}", None),  # the names are optional: nothing is required
    (r"x|\d", None),  # a branch requiring nothing
    (r"(?i)budget", None),  # case-insensitive: no gate
    (r"a(?:bc)+d", ("bc",)),  # a repeat of at least one requires its body; the longest requirement is taken
    (r"[a×]\s*\d", None),
    (r"\d[张張]", ("张", "張")),  # a class of at most three characters requires one of them
    (r"(ab)\1", ("ab",)),
])
def test_required_strings(pattern, literals):
    assert required(re.compile(pattern)) == literals


def test_a_pattern_with_nothing_required_is_left_as_it_is():
    p = re.compile(r"\d+")
    assert gate(p) is p
    assert isinstance(gate(re.compile("budget")), Gated)


def test_gate_module_gates_values_lists_dicts_and_pairs():
    ns: dict[str, object] = {"A": re.compile("abc"), "L": [re.compile("xy\\d")], "D": {"k": re.compile("zz")},
                             "R": ((re.compile("qq"), "r"),), "N": re.compile(r"\d")}
    kept = ns["L"]
    gate_module(ns)
    assert isinstance(ns["A"], Gated) and isinstance(ns["D"]["k"], Gated)  # type: ignore[index]
    assert ns["L"] is kept and isinstance(kept[0], Gated)  # type: ignore[index]
    assert isinstance(ns["R"][0][0], Gated) and ns["R"][0][1] == "r"  # type: ignore[index]
    assert isinstance(ns["N"], re.Pattern)


def test_a_gated_pattern_copies_and_pickles_as_a_pattern():
    import copy
    import pickle

    g = gate(re.compile(r"(?<![a-z])budget\s*\d+"))
    assert copy.copy(g) is g and copy.deepcopy({"g": g})["g"] is g
    back = pickle.loads(pickle.dumps(g))
    assert back.raw == g.raw and back.literals == g.literals == ("budget",) and back.pattern == g.pattern


def test_every_gated_pattern_answers_as_its_pattern_on_the_corpus(advisor):
    """On the project's questions (as typed and lower-cased), each gated pattern's search, every match and
    substitution are the pattern's own."""
    patterns = _gated(advisor)
    assert len(patterns) > 150  # the reader's modules and vocabulary are gated
    for text in CORPUS:
        s = text.lower()
        for g in patterns:
            m, raw = g.search(text), g.raw.search(text)
            assert (m and m.span()) == (raw and raw.span()), (g.raw.pattern, text)
            assert [x.span() for x in g.finditer(s)] == [x.span() for x in g.raw.finditer(s)], (g.raw.pattern, s)
            assert g.sub("¦", s) == g.raw.sub("¦", s)


def _alphabet(advisor) -> str:
    chars = {c for g in _gated(advisor) for lit in g.literals for c in lit}
    return "".join(sorted(chars | set(" 0123456789.,?-$")))


@SLOW
@given(data=st.data())
def test_every_gated_pattern_answers_as_its_pattern_on_generated_text(advisor, data):
    """On text made of the gates' own characters and of their strings (where a gate is nearly open)."""
    patterns = _gated(advisor)
    pieces = sorted({lit for g in patterns for lit in g.literals})
    s = data.draw(st.lists(st.one_of(st.sampled_from(pieces), st.text(_alphabet(advisor), max_size=6)),
                           max_size=12).map("".join))
    for g in patterns:
        m, raw = g.search(s), g.raw.search(s)
        assert (m and m.span()) == (raw and raw.span()), (g.raw.pattern, s)
        assert g.findall(s) == g.raw.findall(s)
        assert g.sub("_", s) == g.raw.sub("_", s)
        assert g.split(s) == g.raw.split(s)
        assert (g.match(s) is None) == (g.raw.match(s) is None)


def _both(advisor, text: str, monkeypatch) -> tuple[str, str]:
    """The reading of ``text`` gated and ungated, each as its repr (an error read compares by its words)."""
    gated = repr(Reader(advisor).read(text))
    with monkeypatch.context() as mp:  # every gate open: each pattern runs, as before the gates
        for cls in (gate_mod.Gated, gate_mod.Scanned):  # a gate tested string by string, or by one scan (perf27)
            for name in ("search", "match", "fullmatch", "finditer", "findall", "split", "sub", "subn"):
                mp.setattr(cls, name, lambda self, *args, _name=name: getattr(self.raw, _name)(*args))
        mp.setattr(gate_mod.Table, "open", lambda self, s: list(self.items))  # every pattern of a table run (perf27)
        ungated = repr(Reader(advisor).read(text))
    return gated, ungated


def test_the_gated_reader_reads_the_corpus_as_the_ungated_one(advisor, monkeypatch):
    for text in CORPUS:
        gated, ungated = _both(advisor, text, monkeypatch)
        assert gated == ungated, text


@SLOW
@given(text=st.one_of(questions, st.sampled_from(CORPUS).flatmap(
    lambda q: st.integers(0, len(q)).map(lambda i: q[:i] + " " + q[i:][::-1]))))
def test_the_gated_reader_reads_generated_questions_as_the_ungated_one(advisor, text):
    with pytest.MonkeyPatch.context() as mp:
        gated, ungated = _both(advisor, text, mp)
    assert gated == ungated, text
