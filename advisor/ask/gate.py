"""A literal gate before the reader's regular expressions (issue 30 §1: the reader's searches). Pure but for reading its
stored table (:data:`STORED`, perf40).

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
import hashlib
import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from pathlib import Path
from re import _constants as C  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any, TypeVar, cast

MAX_LITERALS = 400  # more substrings than this make a gate open on nearly every question: only its cost is left
LOOP_LITERALS = 8  # up to this many are tested one by one (``str.__contains__``); more, by one scan (:func:`scanner`)
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


STORED = Path(__file__).with_name("gate_required.json")
"""What :func:`required` finds for the patterns an ``ask`` gates, stored (perf40): reading each pattern's parse
tree again (``re._parser``) was ~25 % of the CPU of a console ``ask``, paid by every process. Keyed by
:func:`pattern_key`; read only when its ``stamp`` is :func:`analysis_stamp` (this file and the Python version it
was made with), so a change to the analysis, or another ``re`` parser, ignores it; a pattern it does not hold is read
as before. ``python -m tools.make_gate_table`` writes it; ``tests/advisor/test_perf40.py`` checks it is current."""
_STORED: list[dict[str, list[str] | None]] = []  # the stored table, read on first use (one per process)
SEEN: dict[str, tuple[str, int]] = {}
"""The patterns :func:`required` was asked about in this process: key → (text read, flags) (the table's maker)."""


def analysis_stamp() -> str | None:
    """The stamp of the analysis: a hash of this module's source and the Python version (whose ``re`` parser it
    reads), or None when the source cannot be read (then no stored table is used)."""
    try:
        source = Path(__file__).read_bytes()
    except OSError:
        return None
    return hashlib.blake2b(source + repr(sys.version_info[:2]).encode(), digest_size=8).hexdigest()


def pattern_key(text: str, flags: int) -> str:
    """The key of a pattern's text and flags in :data:`STORED` (64 bits of a hash)."""
    return hashlib.blake2b(f"{flags}\0{text}".encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def stored_table() -> dict[str, list[str] | None]:
    """The stored results of :func:`required` (key → strings, or None: no gate), or {} when the file is missing,
    unreadable or of another stamp. Read once per process."""
    if not _STORED:
        table: dict[str, list[str] | None] = {}
        try:
            data = json.loads(STORED.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("stamp") == analysis_stamp() and isinstance(data["required"], dict):
                table = data["required"]
        except (OSError, ValueError, KeyError):
            pass
        _STORED.append(table)
    return _STORED[0]


def analysed(text: str, flags: int) -> tuple[str, ...] | None:
    """:func:`required` of the pattern ``text`` with ``flags`` read from its parse tree (never the stored table)."""
    try:
        found = _sequence(_parser.parse(text, flags).data)
    except Exception:  # noqa: BLE001 - an unreadable tree is no gate, never an error
        return None
    if not found or len(found) > MAX_LITERALS or any(len(f) < MIN_CHARS and f.isascii() for f in found):
        return None
    return tuple(sorted(found, key=lambda s: (-len(s), s)))


def required(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """The strings of which every match of ``pattern`` contains one (longest first), or None where no such
    set is known or it is too large to test (:data:`MAX_LITERALS`). Never wrong: None is the safe answer.
    Read from :data:`STORED` where it holds the pattern (the same answer: :func:`analysed` made it)."""
    if not isinstance(pattern.pattern, str) or pattern.flags & re.IGNORECASE:
        return None
    text = EQUIVALENT.get(pattern.pattern, pattern.pattern)
    key = pattern_key(text, pattern.flags)
    if len(SEEN) < 16384:  # module patterns are some thousands: a bound, never reached by them
        SEEN[key] = (text, pattern.flags)
    table = stored_table()
    if key in table:
        found = table[key]
        return None if found is None else tuple(found)
    return analysed(text, pattern.flags)


def _trie(words: list[str]) -> str:
    """A regular expression matching exactly ``words`` (none a prefix of another), as a trie: the alternatives at
    each step differ in their first character, so the engine tries at most one of them at a position."""
    tree: dict[str, Any] = {}
    for word in words:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})

    def expr(node: dict[str, Any]) -> str:
        steps = [re.escape(ch) + expr(node[ch]) for ch in sorted(node)]
        return "" if not steps else steps[0] if len(steps) == 1 else "(?:" + "|".join(steps) + ")"

    return expr(tree)


def scanner(literals: Iterable[str]) -> re.Pattern[str]:
    """One compiled pattern whose ``search`` finds whether any of ``literals`` is in a text (one scan in C in place
    of a test per string): a string holding another of them is left out (where it stands, the shorter one does)."""
    ordered = sorted(set(literals), key=lambda w: (len(w), w))
    kept: list[str] = []
    for word in ordered:
        if word and not any(k in word for k in kept):
            kept.append(word)
    return re.compile(_trie(kept))


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
        return f"{type(self).__name__}({self.raw!r}, {self.literals!r})"


class Scanned(Gated):
    """A :class:`Gated` pattern of more than :data:`LOOP_LITERALS` required strings: whether one of them is in the
    text is one search of their :func:`scanner` (a trie of them), not a test per string."""

    __slots__ = ("_scan",)

    def __init__(self, pattern: re.Pattern[str], literals: tuple[str, ...]) -> None:
        """Gate ``pattern`` on ``literals``, found by one scan (compiled when first needed: perf40 — most of the
        ~500 scanned patterns are read through a :class:`Table`, which runs their raw pattern, or not at all by one
        question, and compiling each scanner at start cost ~10 % of a console ``ask``)."""
        super().__init__(pattern, literals)
        self._scan: re.Pattern[str] | None = None

    @property
    def scan(self) -> re.Pattern[str]:
        """The :func:`scanner` of the required strings (made on first use, then kept)."""
        scan = self._scan
        if scan is None:
            scan = self._scan = scanner(self.literals)
        return scan

    def may(self, s: str) -> bool:
        """Whether ``s`` holds one of the required strings."""
        return self.scan.search(s) is not None

    def search(self, s: str, *args: int) -> re.Match[str] | None:
        """As :meth:`re.Pattern.search`."""
        return None if self.scan.search(s) is None else self.raw.search(s, *args)

    def match(self, s: str, *args: int) -> re.Match[str] | None:
        """As :meth:`re.Pattern.match`."""
        return None if self.scan.search(s) is None else self.raw.match(s, *args)

    def fullmatch(self, s: str, *args: int) -> re.Match[str] | None:
        """As :meth:`re.Pattern.fullmatch`."""
        return None if self.scan.search(s) is None else self.raw.fullmatch(s, *args)

    def finditer(self, s: str, *args: int) -> Iterator[re.Match[str]]:
        """As :meth:`re.Pattern.finditer`."""
        return iter(()) if self.scan.search(s) is None else self.raw.finditer(s, *args)

    def findall(self, s: str, *args: int) -> list[Any]:
        """As :meth:`re.Pattern.findall`."""
        return [] if self.scan.search(s) is None else self.raw.findall(s, *args)

    def split(self, s: str, maxsplit: int = 0) -> list[str | Any]:
        """As :meth:`re.Pattern.split`."""
        return [s] if self.scan.search(s) is None else self.raw.split(s, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], s: str, count: int = 0) -> str:
        """As :meth:`re.Pattern.sub`."""
        return s if self.scan.search(s) is None else self.raw.sub(repl, s, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], s: str, count: int = 0) -> tuple[str, int]:
        """As :meth:`re.Pattern.subn`."""
        return (s, 0) if self.scan.search(s) is None else self.raw.subn(repl, s, count)


_MADE: dict[int, tuple[re.Pattern[str], re.Pattern[str]]] = {}  # id of a pattern → (it, it gated): one gate each


def gate(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` behind its literal gate, or ``pattern`` itself where nothing is required (typed as a pattern:
    :class:`Gated` answers every method the reader calls). One pattern has one gate wherever it is held (a module's
    name and a tuple of its patterns: ``pattern is _APPLE`` holds after gating as before)."""
    kept = _MADE.get(id(pattern))
    if kept is not None and kept[0] is pattern:
        return kept[1]
    literals = required(pattern)
    gated = pattern if literals is None else cast(
        re.Pattern[str], (Gated if len(literals) <= LOOP_LITERALS else Scanned)(pattern, literals))
    if len(_MADE) >= 16384:  # module patterns are some thousands; a reader's own are made per vocabulary
        _MADE.clear()
    _MADE[id(pattern)] = (pattern, gated)
    return gated


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


_SWEPT: set[str] = set()


def gate_loaded(prefix: str = "advisor.ask.") -> None:
    """Gate the compiled patterns of every module loaded under ``prefix`` not gated yet (:func:`gate_module`), so
    a pattern a new module adds is gated without a line of its own: the reader calls it as it is made. A module
    loaded later (imported inside a function) is gated at the next call."""
    for name, module in list(sys.modules.items()):
        if name.startswith(prefix) and name not in _SWEPT and module is not None:
            _SWEPT.add(name)
            gate_module(vars(module))


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


def _present(literals: Iterable[str]) -> tuple[re.Pattern[str], dict[str, frozenset[str]]]:
    """One pattern whose matches (at every position, a look-ahead) name the longest of ``literals`` starting there,
    and each literal's closure: the literals it holds (a shorter one inside a longer one found is present too)."""
    words = sorted(set(literals))
    tree: dict[str, Any] = {}
    for word in words:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def expr(node: dict[str, Any]) -> str:  # the longest first: a word's end is optional after its longer words
        steps = [re.escape(ch) + expr(node[ch]) for ch in sorted(k for k in node if k)]
        body = "" if not steps else steps[0] if len(steps) == 1 else "(?:" + "|".join(steps) + ")"
        return f"(?:{body})?" if "" in node and body else body

    known = set(words)
    held = {w: frozenset(w[i:j] for i in range(len(w)) for j in range(i + 1, len(w) + 1) if w[i:j] in known)
            for w in words}
    return re.compile(f"(?=({expr(tree)}))"), held


class Table:
    """A table of patterns (a list, a tuple, or a dict's values) read with one scan of a text: which of the gated
    patterns' required strings (:func:`required`) are in it, found at once (:func:`_present`), so only the patterns
    that can match are run — each then as its raw pattern (its gate is open), in the table's order — and the
    patterns without a gate always. Made once per table (:func:`opened`)."""

    __slots__ = ("items", "snapshot", "any", "find", "opens", "always", "made")

    def __init__(self, items: tuple[tuple[Any, Any], ...], snapshot: tuple[Any, ...]) -> None:
        """The table of ``items`` (key, pattern) pairs (a list's keys are its positions); ``snapshot``: what its
        source holds now (a change in place makes it again: :func:`_table`)."""
        self.items = items
        self.snapshot = snapshot
        literals = {lit for _, p in items if isinstance(p, Gated) for lit in p.literals}
        self.any = scanner(literals) if literals else None
        held: dict[str, frozenset[str]] = {}
        self.find: re.Pattern[str] | None = None
        if literals:
            self.find, held = _present(literals)
        self.opens: dict[str, int] = {}
        for word, inside in held.items():  # a string found → the patterns it opens (a bit each)
            self.opens[word] = sum(1 << i for i, (_, p) in enumerate(items) if isinstance(p, Gated)
                                   and not inside.isdisjoint(p.literals))
        self.always = sum(1 << i for i, (_, p) in enumerate(items) if not isinstance(p, Gated))
        self.made: dict[int, list[tuple[Any, Any]]] = {}  # a set of opened patterns → them, in order (bounded)

    def open(self, s: str) -> list[tuple[Any, Any]]:
        """The (key, pattern) pairs whose pattern can match in ``s``, in order: a gated one as its raw pattern (a
        list kept for the next text that opens the same patterns: read, never changed)."""
        mask = self.always
        if self.any is not None and self.find is not None and self.any.search(s) is not None:
            opens = self.opens
            for m in self.find.finditer(s):
                mask |= opens[m.group(1)]
        made = self.made.get(mask)
        if made is None:
            made = [(k, p.raw if isinstance(p, Gated) else p) for i, (k, p) in enumerate(self.items) if mask >> i & 1]
            if len(self.made) < 256:
                self.made[mask] = made
        return made


_TABLES: dict[int, tuple[Any, Table]] = {}  # id of a table → (it, its Table)
_BY_ITEMS: dict[tuple[tuple[Any, Any], ...], Table] = {}  # a table's (key, pattern) pairs → its Table (perf29)
TABLES_MADE = [0]
"""How many :class:`Table` objects were made in this process (tests: reading a question again makes none)."""


def _table(source: Any, pairs: bool = False) -> Table:
    """The :class:`Table` of ``source`` — a list or tuple of patterns, a dict of them, or (``pairs``) a tuple of
    (pattern, …) pairs — kept by it: made again when ``source`` is another object under a reused id or its patterns
    changed in place (a list or a dict; a tuple cannot change). A ``source`` made afresh per call (``a + b``) whose
    (key, pattern) pairs a table had before is given that table (a gate compared by identity, a raw pattern as
    ``re`` compares it: its text and flags), not made again, and is not kept by its id (a fresh object per call
    would fill the table): perf29, issue 30 §1 — ``_USERS + PEOPLE`` made one per question, ~60 % of an ``ask``."""
    kept = _TABLES.get(id(source))
    if kept is not None and kept[0] is source and (type(source) is tuple or kept[1].snapshot == (
            tuple(source.values()) if isinstance(source, dict) else tuple(source))):
        return kept[1]
    items = (tuple(source.items()) if isinstance(source, dict) else
             tuple(enumerate(p[0] for p in source)) if pairs else tuple(enumerate(source)))
    table = _BY_ITEMS.get(items)
    if table is not None:
        return table
    table = Table(items, tuple(source.values()) if isinstance(source, dict) else tuple(source))
    TABLES_MADE[0] += 1
    if len(_TABLES) >= 512:  # the reader's tables are some dozens: a bound, never reached by them
        _TABLES.clear()
    if len(_BY_ITEMS) >= 512:
        _BY_ITEMS.clear()
    _TABLES[id(source)] = (source, table)
    _BY_ITEMS[items] = table
    return table


def opened(patterns: Any, s: str) -> list[re.Pattern[str]]:
    """Of ``patterns`` (a list or tuple of compiled or gated patterns, or a dict of them: its values), those that can
    match in ``s``, in order — one scan of ``s`` for the gates' strings of the whole table (:class:`Table`) in place
    of one test per pattern. ``[p.finditer(s) for p in opened(table, s)]`` finds what the table's patterns find."""
    return [p for _, p in _table(patterns).open(s)]


def opened_items(patterns: dict[V, Any], s: str) -> list[tuple[V, re.Pattern[str]]]:
    """Of the dict ``patterns`` (key → pattern), the (key, pattern) pairs whose pattern can match in ``s``, in order."""
    return _table(patterns).open(s)


def rewritten(pairs: Any, s: str) -> str:
    """``s`` after each (pattern, replacement) pair of ``pairs`` in turn — ``for p, r in pairs: s = p.sub(r, s)`` —
    running only the patterns that can match in the text as it then is: one scan finds them (:class:`Table`), and
    after a pair changes the text, the pairs after it are found again in the new text."""
    table = _table(pairs, pairs=True)
    todo = table.open(s)
    j = 0
    while j < len(todo):
        i, pattern = todo[j]
        new = pattern.sub(pairs[i][1], s)
        j += 1
        if new is not s and new != s:
            s = new
            todo, j = [(k, q) for k, q in table.open(s) if k > i], 0
    return s
