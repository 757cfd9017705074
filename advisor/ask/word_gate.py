"""The words a reader needs, read once per question for every reader (issue 30 §1, perf35). Pure: no I/O.

``ask`` runs some eighty small readers on every question, after the reading and after the command's answer; each
tests the text with its own regular expressions and nearly every one says nothing for nearly every question. A reader
that cannot apply unless its text holds one of a few words ("watt", "psu", "电源") declares them with :func:`needs`:

    @needs(_ASKED, "psu", text="text", unchanged="answer")
    def supply_first(advisor, text, read_as, answer): ...

A cue is a word (matched in the question lower-cased, whatever its case in the reader) or a compiled pattern, whose
words are derived from its parse tree (:func:`advisor.ask.gate.required`: strings one of which every match holds; a
pattern with none raises at import, so a word list must be written). The gate is shut — the reader not called, its
``unchanged`` argument returned (the answer or reading it was given), or ``nothing()`` (``None``, ``[]``) — when
none of the words is in the question and ``open_if`` (the reader's arguments → whether something other than words
lets it apply, e.g. an out-of-memory intent) is false.

Every gate's words are found in one scan of the question (:func:`present`: one compiled pattern of all of them, a trie
run once per text and kept for the last texts), so a reader's test is a set intersection. The text scanned is the
reader's argument lower-cased, also with its runs of white space made one space and NFKC-normalised where that
changes it (readers read all three forms): a word found only where the forms are joined opens a gate, never shuts one.

A gate is sound by the reader's code: its words are those its first test needs (the pattern it searches before it
can say anything). ``tests/advisor/test_perf35.py`` checks it: over the corpus' questions every call a gate shut is
run ungated and must return what the gate returned, and the answers with the gates on equal those with them off
(:func:`ungated`: the switch).
"""

from __future__ import annotations

import contextlib
import inspect
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import wraps
from typing import Any, TypeVar

from .gate import Gated, _present, required

F = TypeVar("F", bound=Callable[..., Any])
ON = [True]
"""The switch: ``ON[0] = False`` runs every reader (the equivalence test, :func:`ungated`)."""


@dataclass
class WordGate:
    """One reader behind the words it needs: ``reader`` (ungated), ``words``, the text argument's position and
    attribute (``r.text``), what it returns shut (``unchanged`` argument's position, else ``nothing()``) and
    ``open_if``."""

    name: str
    reader: Callable[..., Any]
    words: frozenset[str]
    text_at: int
    text_name: str
    attribute: str | None
    unchanged_at: int | None
    unchanged: str | None
    nothing: Callable[[], Any]
    open_if: Callable[..., bool] | None

    def text(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
        """The text the reader reads, from its arguments."""
        value = args[self.text_at] if self.text_at < len(args) else kwargs[self.text_name]
        return getattr(value, self.attribute) if self.attribute else value

    def shut_value(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """What the reader returns when it cannot apply."""
        if self.unchanged_at is None:
            return self.nothing()
        return args[self.unchanged_at] if self.unchanged_at < len(args) else kwargs[self.unchanged]  # type: ignore[index]


GATES: dict[str, WordGate] = {}
"""Every reader behind its words, by module and name (tests, the scan)."""
_SCAN: list[Any] = [0, None, {}]  # gates counted when made, the trie pattern, each literal → the literals it holds
_SEEN: dict[str, frozenset[str]] = {}  # a text → the words found in it (the last texts)


def words_of(cue: str | re.Pattern[str]) -> frozenset[str]:
    """The lower-case words of a cue: a word itself, or a pattern's required strings. Raises ValueError for a pattern
    with no such set (write its words) or a word of one Latin letter (open in nearly every question)."""
    if isinstance(cue, str):
        found: tuple[str, ...] | None = (cue,)
    else:
        found = required(cue.raw if isinstance(cue, Gated) else cue)
    if not found:
        raise ValueError(f"no words derived from {getattr(cue, 'pattern', cue)!r}: declare them")
    return frozenset(w.lower() for w in found)


def _scanner() -> tuple[re.Pattern[str], dict[str, frozenset[str]]]:
    if _SCAN[0] != len(GATES) or _SCAN[1] is None:
        _SCAN[1], _SCAN[2] = _present({w for g in GATES.values() for w in g.words})
        _SCAN[0] = len(GATES)
        _SEEN.clear()
    return _SCAN[1], _SCAN[2]


def present(text: str) -> frozenset[str]:
    """Every gate's word found in ``text`` (lower-cased; its white space made single and NFKC where that changes
    it): one scan of the text for all the readers, kept for the last 64 texts."""
    scan, held = _scanner()
    kept = _SEEN.get(text)
    if kept is not None:
        return kept
    low = text.lower()
    forms = [low]
    spaced = " ".join(low.split())
    if spaced != low:
        forms.append(spaced)
    if not unicodedata.is_normalized("NFKC", text):
        forms += [unicodedata.normalize("NFKC", text).lower(), unicodedata.normalize("NFKC", spaced)]
    found: set[str] = set()
    for m in scan.finditer("\n".join(forms)):
        found |= held[m.group(1)]
    if len(_SEEN) >= 64:
        _SEEN.clear()
    out = _SEEN[text] = frozenset(found)
    return out


def needs(*cues: str | re.Pattern[str], text: str = "text", unchanged: str | None = None,
          nothing: Callable[[], Any] = lambda: None, open_if: Callable[..., bool] | None = None) -> Callable[[F], F]:
    """A decorator: the reader runs only when its text (the argument ``text``, or an attribute of one: ``"r.text"``)
    holds one of the words of ``cues`` (module docstring) or ``open_if`` (called with the reader's arguments) is true;
    else it returns its argument named ``unchanged``, or ``nothing()``. Raises ValueError for an argument the reader
    lacks or a cue without words."""

    def wrap(reader: F) -> F:
        names = list(inspect.signature(reader).parameters)
        base, _, attribute = text.partition(".")
        for name in (base, unchanged):
            if name is not None and name not in names:
                raise ValueError(f"{reader.__name__} has no parameter {name!r}")
        gate = WordGate(f"{reader.__module__}.{reader.__qualname__}", reader,
                        frozenset().union(*(words_of(c) for c in cues)), names.index(base), base, attribute or None,
                        names.index(unchanged) if unchanged is not None else None, unchanged, nothing, open_if)
        GATES[gate.name] = gate

        @wraps(reader)
        def call(*args: Any, **kwargs: Any) -> Any:
            if ON[0] and gate.words.isdisjoint(present(gate.text(args, kwargs))) and not (
                    gate.open_if is not None and gate.open_if(*args, **kwargs)):
                return gate.shut_value(args, kwargs)
            return reader(*args, **kwargs)

        return call  # type: ignore[return-value]

    return wrap


@contextlib.contextmanager
def ungated() -> Iterator[None]:
    """Every reader run, as without gates (the equivalence test)."""
    was = ON[0]
    ON[0] = False
    try:
        yield
    finally:
        ON[0] = was


__all__ = ["GATES", "ON", "WordGate", "needs", "present", "ungated", "words_of"]
