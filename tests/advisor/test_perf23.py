"""Issue 30 §1, perf23: the reader's word lists grouped by first character, the GPU memory's spans found once for
its three readings, and the CPUs looked for only where their note can be said — each the same reading as before."""

from __future__ import annotations

import re
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask import spans as spans_mod
from advisor.ask import vocabulary as vocab_mod
from advisor.ask.gate import required
from advisor.ask.reader import read
from question_words import CORPUS

SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _flat(phrases: list[str]) -> re.Pattern[str]:
    """The word list as one flat alternation, each phrase its own alternative (the form before perf23)."""
    parts = []
    for p in sorted(set(phrases), key=lambda x: (-len(x), x)):
        body = re.escape(p).replace(r"\ ", r"\s+")
        if p[:1].isascii() and p[:1].isalnum():
            body = body[0] + r"(?<![a-z0-9].)" + body[1:]
        if p[-1:].isascii() and p[-1:].isalnum():
            body += r"(?![a-z0-9])"
        parts.append(body)
    return re.compile("|".join(parts) if parts else r"(?!)")


def _lists() -> list[tuple[str, list[str]]]:
    """Every list of words in words.toml, by its path."""
    found: list[tuple[str, list[str]]] = []

    def walk(value: object, path: str) -> None:
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            found.append((path, value))
        elif isinstance(value, dict):
            for key, v in value.items():
                walk(v, f"{path}.{key}")

    walk(tomllib.loads(vocab_mod.WORDS_FILE.read_text(encoding="utf-8")), "")
    return found


LISTS = _lists()
GROUPED = [(path, words) for path, words in LISTS if vocab_mod.pattern(words).pattern != _flat(words).pattern]


def _same(grouped: re.Pattern[str], flat: re.Pattern[str], s: str) -> None:
    assert [m.span() for m in grouped.finditer(s)] == [m.span() for m in flat.finditer(s)], s
    assert grouped.sub("¦", s) == flat.sub("¦", s)
    m, n = grouped.search(s), flat.search(s)
    assert (m and m.span()) == (n and n.span())
    m, n = grouped.match(s), flat.match(s)
    assert (m and m.span()) == (n and n.span())


def test_most_lists_are_grouped_and_read_through_their_flat_form_by_the_gate():
    assert len(GROUPED) > 40  # the intents, use cases, tasks, precisions, words …
    for _path, words in GROUPED:
        grouped = vocab_mod.pattern(words)
        assert required(grouped) == required(_flat(words))  # the gate is the words' own, as before
        assert vocab_mod.flat_pattern(words) == _flat(words).pattern


def test_a_grouped_list_tries_the_phrases_of_one_first_character_in_their_order():
    p = vocab_mod.pattern(["work", "word", "w", "卡", "显卡", "卡的"])
    assert p.pattern == (
        r"w(?<![a-z0-9].)(?:ord(?![a-z0-9])|ork(?![a-z0-9])|(?![a-z0-9]))|卡(?:的|)|显卡")
    assert [m.group() for m in p.finditer("a word, w, my work wx 卡的 显卡 卡")] == [
        "word", "w", "work", "卡的", "显卡", "卡"]
    assert vocab_mod.pattern(["ab", "cd"]).pattern == _flat(["ab", "cd"]).pattern  # nothing shared: the flat form
    assert vocab_mod.pattern([]).pattern == r"(?!)"


def test_every_grouped_list_matches_as_its_flat_form_on_the_corpus():
    for _path, words in GROUPED:
        grouped, flat = vocab_mod.pattern(words), _flat(words)
        for text in CORPUS:
            _same(grouped, flat, text.lower())


@SLOW
@given(data=st.data())
def test_every_grouped_list_matches_as_its_flat_form_on_its_own_phrases(data):
    """Text made of a list's phrases (and their starts) with separators: where phrases overlap and share starts."""
    _path, words = data.draw(st.sampled_from(GROUPED))
    pieces = st.one_of(st.sampled_from(words), st.sampled_from(words).map(lambda w: w[:max(1, len(w) // 2)]),
                       st.sampled_from([" ", "  ", "-", "s", "a", ",", "1", "\n", "的"]))
    s = data.draw(st.lists(pieces, max_size=10).map("".join))
    _same(vocab_mod.pattern(words), _flat(words), s)
    embedded = re.compile(r"^\s*(?:" + vocab_mod.pattern(words).pattern + r")\s*[.!?]*\s*$")  # backtracking into it
    flat_embedded = re.compile(r"^\s*(?:" + _flat(words).pattern + r")\s*[.!?]*\s*$")
    assert (embedded.match(s) is None) == (flat_embedded.match(s) is None)


def test_the_memory_spans_found_once_read_as_found_afresh():
    for text in CORPUS:
        s = text.lower()
        found = spans_mod._spans(spans_mod._VRAM, s)
        for read_, kw in ((spans_mod.read_memory, {"not_after": spans_mod._NEEDED}),
                          (spans_mod.read_memory, {"only_after": spans_mod._NEEDED}),
                          (spans_mod.over_floor, {"only_after": spans_mod._NEEDED})):
            assert spans_mod._first(spans_mod._VRAM, s, read_, take=False, found=found, **kw) == spans_mod._first(
                spans_mod._VRAM, s, read_, take=False, **kw)


@pytest.mark.parametrize(("text", "said"), [
    ("is the Core Ultra 7 265K good for llama 8b?", True),
    ("ryzen 9 7950x for running 7b models?", True),
    ("is the core ultra 7 265k with a 4090 good for llama 8b?", False),  # a card read: its answer, no CPU note
    ("i7-12700 with 64gb ram, which model can I run?", False),  # the RAM said: the CPU-only estimate is asked
])
def test_a_cpu_is_still_noted_only_where_nothing_else_is_read(advisor, text, said):
    notes = [n.key for n in read(advisor, text).notes]
    assert ("ask.cpu-asked" in notes) is said
