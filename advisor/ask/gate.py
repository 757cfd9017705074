"""A literal gate before the reader's regular expressions (issue 30 §1: the reader's searches). Pure: no I/O.

Most of the reader's patterns can only match where one of a few fixed strings stands: ``_FACTOR`` needs
"budget", "money", "spend", "预算", … somewhere in the text, a rewrite of "魔改22g" needs "魔改",
"modified" or "modded". :func:`required` reads each pattern's parse tree (the standard library's own
parser, ``re._parser``) for such a set — strings of which every match contains at least one — and
:class:`Gated` answers "no match" without running the pattern when none of them is in the text: a few
substring tests in C (``str.__contains__``) instead of a scan that tries the pattern at every position.

The analysis is sound by construction and errs towards no gate: a run of literal characters in a
sequence is required (an anchor or a look-around inside it consumes nothing, so the run goes on across it:
``b(?<![a-z0-9].)uy`` requires "buy"); a group, an atomic group or a repeat of at least one is required as its body is;
an alternation requires the union of its branches' sets, and nothing when one branch requires nothing;
look-arounds and anchors themselves, back-references, classes of more than three characters and a case-insensitive
flag require nothing (a pattern with nothing required is left as it is, unwrapped). Of the sets a
sequence offers, the one with the longest shortest string is taken (then the fewest strings), and a
set of more than :data:`MAX_LITERALS` strings, or with a Latin string shorter than :data:`MIN_CHARS`, is no gate (its
tests would cost more than the scans they spare).

The gate only ever skips a pattern that could not have matched, so every call answers exactly what the
pattern answers (``tests/advisor/test_reader_gate.py`` sets a gated reader against an ungated one on the
corpus and on generated questions, and each gate against its pattern).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, MutableMapping
from re import _constants as C  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any, TypeVar, cast

MAX_LITERALS = 40  # more substrings than this cost more than most scans they would spare
MIN_CHARS = 2  # a gate on one Latin character ("g", "s") is open in nearly every question: only its cost is left
_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT))
_ATOMIC = getattr(C, "ATOMIC_GROUP", None)
EQUIVALENT: dict[str, str] = {}
"""A pattern's text → the text of a pattern that matches exactly the same strings, read in its place by
:func:`required`: a word list grouped by first character (``w(?<![a-z0-9].)(?:ord|ork)``,
:func:`advisor.ask.vocabulary.pattern`) has the words of its flat form (``word``, ``work``) as its gate."""
V = TypeVar("V")
_ZERO_WIDTH = (C.AT, C.ASSERT, C.ASSERT_NOT)  # anchors and look-arounds


def _best(options: list[frozenset[str]]) -> frozenset[str] | None:
    """Of several sets each of which is required, the most selective: longest shortest string, then fewest."""
    if not options:
        return None
    return max(options, key=lambda o: (len(o) <= MAX_LITERALS, min(map(len, o)), -len(o)))


def _class(items: list[tuple[Any, Any]]) -> frozenset[str] | None:
    """A character class of at most three plain characters (``[xX×]``): one of them is required."""
    if len(items) > 3 or any(op is not C.LITERAL for op, _ in items):
        return None
    return frozenset(chr(av) for _, av in items)


def _sequence(items: Any) -> frozenset[str] | None:
    """The strings one of which every match of the parsed sequence ``items`` contains, or None (none known)."""
    options: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        if op is C.LITERAL:
            run.append(chr(av))
            continue
        if op in _ZERO_WIDTH:  # consumes nothing: the characters either side of it stand side by side in a match
            continue
        if run:
            options.append(frozenset({"".join(run)}))
            run = []
        found: frozenset[str] | None = None
        if op is C.SUBPATTERN:
            _group, add_flags, _del_flags, body = av
            found = None if add_flags & re.IGNORECASE else _sequence(body.data)
        elif _ATOMIC is not None and op is _ATOMIC:
            found = _sequence(av.data)
        elif op is C.BRANCH:
            branches = [_sequence(b.data) for b in av[1]]
            found = None if any(b is None for b in branches) else frozenset().union(*cast(
                list[frozenset[str]], branches))
        elif op in _REPEATS:
            low, _high, body = av
            found = _sequence(body.data) if low >= 1 else None
        elif op is C.IN:
            found = _class(av)
        if found:
            options.append(found)
    if run:
        options.append(frozenset({"".join(run)}))
    return _best(options)


def required(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """The strings of which every match of ``pattern`` contains one (longest first), or None where no such
    set is known or it is too large to test (:data:`MAX_LITERALS`). Never wrong: None is the safe answer."""
    if not isinstance(pattern.pattern, str) or pattern.flags & re.IGNORECASE:
        return None
    try:
        found = _sequence(_parser.parse(EQUIVALENT.get(pattern.pattern, pattern.pattern), pattern.flags).data)
    except Exception:  # noqa: BLE001 - an unreadable tree is no gate, never an error
        return None
    if not found or len(found) > MAX_LITERALS or any(len(f) < MIN_CHARS and f.isascii() for f in found):
        return None
    return tuple(sorted(found, key=lambda s: (-len(s), s)))


class Gated:
    """``pattern`` behind its literal gate (:func:`required`): each method answers as the pattern does, and
    without running it when the text holds none of the required strings. Other attributes (``pattern``,
    ``flags``, ``groups``) are the pattern's."""

    __slots__ = ("raw", "literals")

    def __init__(self, pattern: re.Pattern[str], literals: tuple[str, ...]) -> None:
        """Gate ``pattern`` on ``literals`` (one of them is in every match: :func:`required`)."""
        self.raw = pattern
        self.literals = literals

    def may(self, s: str) -> bool:
        """Whether ``s`` holds one of the required strings (if not, the pattern cannot match in it)."""
        return any(map(s.__contains__, self.literals))  # the loop in C

    def search(self, s: str, *args: int) -> re.Match[str] | None:
        """As :meth:`re.Pattern.search`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.search(s, *args)
        return None

    def match(self, s: str, *args: int) -> re.Match[str] | None:
        """As :meth:`re.Pattern.match`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.match(s, *args)
        return None

    def fullmatch(self, s: str, *args: int) -> re.Match[str] | None:
        """As :meth:`re.Pattern.fullmatch`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.fullmatch(s, *args)
        return None

    def finditer(self, s: str, *args: int) -> Iterator[re.Match[str]]:
        """As :meth:`re.Pattern.finditer`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.finditer(s, *args)
        return iter(())

    def findall(self, s: str, *args: int) -> list[Any]:
        """As :meth:`re.Pattern.findall`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.findall(s, *args)
        return []

    def split(self, s: str, maxsplit: int = 0) -> list[str | Any]:
        """As :meth:`re.Pattern.split`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.split(s, maxsplit)
        return [s]

    def sub(self, repl: str | Callable[[re.Match[str]], str], s: str, count: int = 0) -> str:
        """As :meth:`re.Pattern.sub`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.sub(repl, s, count)
        return s

    def subn(self, repl: str | Callable[[re.Match[str]], str], s: str, count: int = 0) -> tuple[str, int]:
        """As :meth:`re.Pattern.subn`."""
        for literal in self.literals:
            if literal in s:
                return self.raw.subn(repl, s, count)
        return (s, 0)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in Gated.__slots__:  # copy's and pickle's probes of a bare instance
            raise AttributeError(name)
        return getattr(self.raw, name)

    def __copy__(self) -> Gated:
        return self  # immutable, as a compiled pattern is

    def __deepcopy__(self, memo: dict[int, Any]) -> Gated:
        return self

    def __repr__(self) -> str:
        return f"Gated({self.raw!r}, {self.literals!r})"


def gate(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` behind its literal gate, or ``pattern`` itself where nothing is required (typed as a pattern:
    :class:`Gated` answers every method the reader calls)."""
    literals = required(pattern)
    return pattern if literals is None else cast(re.Pattern[str], Gated(pattern, literals))


def gate_module(namespace: MutableMapping[str, Any]) -> None:
    """Gate a module's compiled patterns in place (``gate_module(globals())`` at its end): each
    :class:`re.Pattern` value; each list, tuple or dict of patterns (a list and a dict changed in place, so that
    whatever holds it sees the gated ones); and the patterns that open the pairs of a tuple such as ``_REWRITES``."""
    for name, value in list(namespace.items()):
        if isinstance(value, re.Pattern):
            namespace[name] = gate(value)
        elif isinstance(value, list) and value and all(isinstance(v, re.Pattern) for v in value):
            value[:] = [gate(v) for v in value]
        elif isinstance(value, dict) and value and all(isinstance(v, re.Pattern) for v in value.values()):
            value.update({k: gate(v) for k, v in value.items()})
        elif isinstance(value, tuple) and value and all(isinstance(v, re.Pattern) for v in value):
            namespace[name] = tuple(gate(v) for v in value)
        elif isinstance(value, tuple) and value and all(
                isinstance(v, tuple) and v and isinstance(v[0], re.Pattern) for v in value):
            namespace[name] = tuple((gate(v[0]), *v[1:]) for v in value)


_VOCABULARIES: dict[int, tuple[Any, Any]] = {}  # id of a vocabulary → (it, its gated copy): one copy per vocabulary


def gated_vocabulary(vocab: V) -> V:
    """A copy of the reader's ``vocab`` (:class:`advisor.ask.vocabulary.Vocabulary`, a frozen dataclass) with its
    patterns, and the patterns of its dicts of patterns, gated (:func:`gate`); made once per vocabulary."""
    kept = _VOCABULARIES.get(id(vocab))
    if kept is not None and kept[0] is vocab:
        return cast(V, kept[1])
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(cast(Any, vocab)):
        value = getattr(vocab, f.name)
        if isinstance(value, re.Pattern):
            changes[f.name] = gate(value)
        elif isinstance(value, dict) and value and all(isinstance(v, re.Pattern) for v in value.values()):
            changes[f.name] = {k: gate(v) for k, v in value.items()}
    copy = dataclasses.replace(cast(Any, vocab), **changes)
    _VOCABULARIES[id(vocab)] = (vocab, copy)
    return cast(V, copy)
