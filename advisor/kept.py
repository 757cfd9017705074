"""Bounded memo tables of the budget-free work of answers, kept per rule book (issue 30 §1).

Most of an answer does not depend on the question's budget: an LLM configuration's pick (its
sentences, its speed), the ways a model is held on a market's cards. :func:`keep` computes such a
value once and keeps it in a table of the rule book's memo
(:attr:`advisor.rules.RuleLookups.memo`), least recently used dropped first past the table's bound
(:data:`TABLES`). The tables live and die with the rule book: a server's view has its own rule book
(its prices), so a dropped view frees its tables with its rules and catalogue (issue 30 F1: a
module-level cache keyed by the rule book kept every view alive); nothing here holds a rule book.

A key names what the value is built from. An object that is one of a kind (the catalogue, a market,
the view's offer list, a configuration of the LLM engine's tables) is keyed by identity with
:class:`Same`, which holds it while the entry lives: an equal but different object is another key,
so a table never answers for objects it was not built from. ``tests/advisor/test_kept.py`` checks
that kept answers equal fresh ones, and that a dropped rule book's tables are collected.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

#: name -> (most entries kept, estimated bytes of one entry). The bytes are upper estimates measured with
#: tracemalloc on 2026-12-03 (a view's tables refilled with its other caches warm: 37 picks ~430 KiB; 24 fits
#: in three markets, their ways, options, quality and 8 models' reasons ~955 KiB). ``bot/servers.py``'s
#: ``view_bytes`` counts them (issue 30 F1); its test checks the estimate is never below tracemalloc's.
TABLES: dict[str, tuple[int, int]] = {
    "llm.pick": (1024, 16384),  # llm_said.to_pick: one configuration's Pick (sentences, speed); ~12 KiB
    "llm.dearest-first": (16, 8192),  # llm_said.excluded: a market's usable offers, dearest first
    "llm.avoided": (16, 16384),
    # llm_ladder.note: what the listed memory runs (a Note), by the rungs the picks stand on and their models
    "llm.ladder": (128, 4096),
    # llm_picks.recommend_llm: whether the rules recommend a card for LLM work at the floor, by market (a dict of
    # card name -> bool filled as cards are asked: a few hundred at most)
    "llm.recommended": (16, 16384),  # llm_said.excluded: the lines of the offers shown as left out (by offer)
    "recommend.pick": (2048, 12288),  # recommend.picks.to_pick: an offer's Pick in a role; ~8 KiB
    "notes.capacity": (64, 4096),  # what an LLM floor's memory runs (fits.capacity_message), by floor
    "notes.rule": (128, 4096),  # recommend.notes: a note in its rule's own words (or a fixed sentence), by rule
    "notes.dated": (16, 4096),  # recommend.notes: the market's prices and their date, by market
    "notes.biggest": (16, 512),
    "notes.blackwell": (256, 4096),  # recommend.notes: Blackwell's minimum stack, by the Blackwell cards shown
    # recommend.notes: "Memory floor for <use case>: <n> GB. <why>", by use case, floor and the floor's reason (its
    # rule, sentence and source, by their JSON: a sized job's reason is made per answer, equal each time): the same
    # note answer after answer, its sentence read once by the short form
    "notes.floor": (256, 4096),  # the biggest consumer build's cost per market (recommend.notes)
    "shape.kinds": (4, 32768),  # each rule's kind, as the short form weighs it (one per catalogue)
    "fits.ways": (256, 49152),  # fits: the ways a model is held on a market's cards (FitCards)
    "fits.answer": (256, 40960),  # fits: the whole Fit of a job and market (~29 KiB each, its ways fits.ways')
    "fits.options": (256, 8192),  # fits: the cheaper ways to make a model fit (FitOptions)
    "fits.model": (256, 24576),  # fits: the model's own reasons (its size, the estimate's terms)
    "fits.quality": (256, 2048),  # fits: what a lower precision costs in quality (a message or None)
    # a card's assessment in a market for a use case (RuleBook.assess), kept in the shared core's rule book only
    # (never a view's: RuleLookups.shared): ~3 KiB, ~11 KiB with its sentences made (tracemalloc, 2026-12-03:
    # 1,127 entries made by why, compare and general answers grew the heap 12.5 MB). 5120: every card's in every
    # market for general and llm (2,100 after round 14's machines, made ahead by advisor.warm.prefill) and the other
    # use cases and floors the bench's mix reaches (~1,000 more), with room for the catalogue to grow (at 4096 the
    # prefill passed half the table); at 2048 the two use cases alone filled the table and evicted each other
    "rules.assess": (5120, 11264),
    # perf37 (issue 30 §1): what an owner's rig runs with no model asked (fits --card, FitsFace._runs: a Runs), by
    # rig, cards, market, decode table, models, context and level; the smaller model an ask names beside a 2-3-bit fit
    # (advisor.ask.low_smaller) reads it on every such question. ~48 KiB an entry (tracemalloc, 2026-12-07: 15 rigs'
    # answers made again with the other tables warm, 47.5 KiB each)
    "fits.runs": (128, 49152),
    # perf39 (issue 30 §1): fits on the owner's cards or served to users (FitsFace.fits): the whole answer, by every
    # option as given, catalogue, decode table, offload model and model table; ask reads it for every question naming
    # the owner's cards and a model (~5 ms a build). ~35 KiB an entry (tracemalloc, 2026-12-08: 39 rigs' answers
    # made again with the other tables warm, 35.2 KiB each)
    "fits.owned": (128, 49152),
    "fits.shaped": (256, 16384),  # fits without cards: the whole answer, shaped (~4 KiB beside its Fit, fits.answer)
    "rules.floor": (64, 4096),  # RuleBook.memory_floor: a use case's floor and its reason in a market (a user's floor)
    # a pick without the guides' general sentences that do not hold today (advisor.voiced; shape.in_voice), by the
    # pick: most are kept picks (recommend.pick, llm.pick: shared), the rest a pick made for one answer (~12 KiB)
    "shape.voiced": (1024, 12288),
    # ask.cheaper_card: a market's cards at the price answers show, cheapest first (~2.8 KiB a market, tracemalloc
    # 2026-12-04: a tuple of (price, name) pairs of prices the catalogue holds), by catalogue and market
    "ask.priced": (16, 4096),
    # llm_engine.choice: the picks chosen among the configurations a budget reaches (table and bucket: ~5 lines of
    # configurations, a headroom sentence; ~1.7 KiB an entry, tracemalloc 2026-12-04, other tables filling too;
    # counted at 6 KiB: a choice of a table since dropped still holds its ~5 configurations)
    "llm.chosen": (8192, 6144),
    # llm_pairs.cheapest_split: a sized job's splits of 2-4 cards in a market, cheapest in cards first (up to ~30
    # FitCards; ~25 KiB an entry, tracemalloc 2026-12-04), by job, market, offer list and decode table; as many jobs
    # as the LLM engine's sized tables keep (llm_engine.SIZED_JOBS)
    "llm.splits": (128, 40960),
    # perf22 (issue 30 §1): a sized job's reason for its memory floor (llm_ladder.sized_reason: a Reason, ~2 KiB),
    # by job; a sized job's ways at a last list price, cheapest first (llm_lastlist: mostly none, a few FitCards
    # where a machine is no longer sold new), by job, market, offer list and decode table; the free notebooks'
    # notes (recommend.notes: renting against owning, the free tiers), by catalogue, market and currency
    "llm.sized-reason": (512, 2048),
    "llm.last-list": (128, 8192),
    "notes.cloud": (16, 8192),
    "notes.free-tier": (16, 4096),
    # recommend.picks: a pick without its compat.bf16 reason (shown where every pick shares its precision), by the
    # pick (a kept one, recommend.pick: as many); a shallow copy, its reasons list new (~1 KiB; counted at 2 KiB)
    "recommend.trimmed": (2048, 2048),
    # Advisor.why without an owner: a card's whole answer (verdict, reasons, alternatives, short form) by card,
    # market and use case, in the shared core's rule book only (never a view's: RuleLookups.shared)
    "why.answer": (2048, 24576),
    # advisor.budget_steps: a general ranking's whole answer (picks, notes, short form) per step of its budget among
    # the market's prices, by market, use case and floor, in the shared core's rule book only; ~1,300 steps in all
    "recommend.answer": (2048, 32768),
    "recommend.prices": (16, 4096),  # advisor.budget_steps: a market's distinct prices, cheapest first
    # advisor.llm_steps: an unsized LLM answer (the routes) per step of its budget among its configurations' costs,
    # by market, in the shared core's rule book only
    "recommend.llm": (1024, 32768),
    "llm.offer-prices": (16, 4096),  # advisor.llm_steps: the market's usable offers' distinct prices
    # perf28 (issue 30 §1): compare's per-card parts, made once per card, not per pair — a card's facts in a market
    # (compare.kept_facts: a CardFacts), the sentence saying where its speed figure comes from, an LLM side (its facts
    # with the decode figure on the model compared on: compare_llm._side) and what its memory holds of the ladder
    "compare.facts": (2048, 4096),
    "compare.source": (2048, 2048),
    "compare.llm-side": (2048, 6144),
    "compare.llm-holds": (1024, 2048),
    # compare._standing: why a side can never be the better value (below the use case's floor, held by a rule: a
    # Reason or None), by card, its kept facts, market, use case and whether either side is priced
    "compare.standing": (2048, 2048),
    # shape._pick_parts: a kept pick's ranking line (when it depends on the pick alone) and its caveat candidates, by
    # the pick and whether the picks run one model; as many as the kept picks (recommend.pick, llm.pick)
    "shape.pick": (2048, 3072),
}
DEFAULT = (256, 16384)
"""Bound and bytes of a table :data:`TABLES` does not name."""

_MISSING = object()
_PREFIX = "kept:"


class Same(int):
    """A key part equal only to a key part of the same object, for an object whose equality is costly or too
    loose (a market, a catalogue, an offer list). Holds the object, so its ``id`` is never reused while the
    entry lives.

    It is that ``id`` as an ``int`` (perf34): a table's lookup hashes its key twice (get, move_to_end) and
    compares a hit's key part by part, and an ``int``'s hash and equality run in C, where a class of its own ran
    two Python calls per part (``__hash__``, ``__eq__``; a named model's pick is keyed by seven). So a ``Same``
    also equals the plain ``int`` of its object's ``id``: no table mixes the two in one place of its keys (each
    key is made by one call site), and never equals the object itself."""

    obj: object

    def __new__(cls, obj: object) -> Same:
        """The key part of ``obj`` (holding it)."""
        made = int.__new__(cls, id(obj))
        made.obj = obj
        return made

    def __repr__(self) -> str:
        return f"Same({self.obj!r})"


_PLAIN = (int, float, bool, str, type(None))


def fields_key(obj: Any) -> tuple:
    """A frozen dataclass (an LLM configuration) as a key: its plain fields by value, the others by
    identity (:class:`Same`), so a copy made with ``dataclasses.replace`` from the same parts is the same key."""
    return (type(obj), *(v if isinstance(v, _PLAIN) else Same(v) for v in vars(obj).values()))


_MEMO_KEYS: dict[str, str] = {}
"""A table's name -> its key in a rule book's memo (``kept:<name>``), made once per name, not per lookup."""


def _table(book, name: str) -> OrderedDict:
    memo_key = _MEMO_KEYS.get(name)
    if memo_key is None:
        memo_key = _MEMO_KEYS.setdefault(name, _PREFIX + name)
    table = book.memo.get(memo_key)
    if table is None:
        table = book.memo[memo_key] = OrderedDict()
    return table


def keep(book, name: str, key: Any, build: Callable[[], T]) -> T:
    """The value of ``build()`` kept under ``key`` in the rule book ``book``'s table ``name``: computed on
    the first ask and returned as it is after (never copied: the values are answers' parts, never
    changed in place). ``book`` is a :class:`~advisor.rules.RuleBook` (its ``memo`` and ``memo_lock``);
    the table keeps at most :data:`TABLES`' bound of ``name``, least recently used dropped first. An
    exception of ``build`` is raised, nothing kept. A bound of 0 turns the table off (built afresh)."""
    most = TABLES.get(name, DEFAULT)[0]
    if most <= 0:
        return build()
    with book.memo_lock:
        table = _table(book, name)
        hit = table.get(key, _MISSING)
        if hit is not _MISSING:
            table.move_to_end(key)
            return hit
    value = build()
    with book.memo_lock:
        table = _table(book, name)
        table[key] = value
        table.move_to_end(key)
        while len(table) > most:
            table.popitem(last=False)
    return value


def kept(name: str, key: Callable[..., tuple[Any, Any] | None]) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """A decorator: the function's results kept with :func:`keep`. ``key(*args, **kwargs)`` gives (the rule
    book, the key) of a call, or ``None`` for a call not to keep (computed afresh). The function itself
    is ``fresh`` on the wrapper (tests compare kept answers with fresh ones)."""
    def wrap(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def call(*args: Any, **kwargs: Any) -> T:
            found = key(*args, **kwargs)
            if found is None:
                return fn(*args, **kwargs)
            return keep(found[0], name, found[1], lambda: fn(*args, **kwargs))
        call.fresh = fn  # type: ignore[attr-defined]
        return call
    return wrap


def entries(book) -> dict[str, int]:
    """How many values each of the rule book's tables holds (tests, benchmarks)."""
    with book.memo_lock:
        return {k[len(_PREFIX):]: len(v) for k, v in book.memo.items() if k.startswith(_PREFIX)}


def kept_bytes(book) -> int:
    """An upper estimate of the memory the rule book's tables hold, in bytes (:data:`TABLES`' bytes per
    entry; ``bot/servers.py`` adds it to a view's)."""
    return sum(n * TABLES.get(name, DEFAULT)[1] for name, n in entries(book).items())


def forget(book) -> None:
    """Empty the rule book's tables (tests and benchmarks compare a fresh build)."""
    with book.memo_lock:
        for k in [k for k in book.memo if k.startswith(_PREFIX)]:
            del book.memo[k]
