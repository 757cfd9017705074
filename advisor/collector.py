"""The cyclic garbage collector in a process that answers for a long time (issue 30 §1).

An answer allocates thousands of container objects (messages, their parameters, picks) that all
die by reference counting when it is done; only the memo tables' new entries and a few cycles (at
most a few dozen objects an answer, ``bench/kinds.py``'s kinds measured on 2026-12-03) outlive it.
With CPython's default thresholds (700, 10, 10) a young-generation pass ran every two or three
answers and a middle-generation pass, walking ~10,000 objects (1.2–1.8 ms of CPU), in about one
answer in 25 — inside that answer's time (the slowest compare and why answers of a run had one).
A full pass over the loaded catalogue took 80–180 ms.

:func:`settle` is the well-known remedy the :mod:`gc` module documents: collect once and
:func:`gc.freeze` what is loaded (the catalogue, rules, name index and modules live as long as the
process: the collector never walks them again), and raise the young generation's threshold to
:data:`YOUNG`, so a pass runs once per some hundreds of answers rather than inside every few. The
garbage that waits longer is only the cycles (a few dozen objects an answer); everything else is
still freed at once by reference counting. Rankings and answers are untouched: only when the
collector runs changes.

Call it in a long-running process after its long-lived data is loaded (the bot, ``python -m bot``;
the benchmarks, as the bot runs) — never in a library call, and not in the console, which turns
the collector off for its one answer (:mod:`advisor.console`).
"""

from __future__ import annotations

import gc

YOUNG = 50_000
"""The young generation's threshold (CPython's default: 700). An answer leaves ~150–450 new tracked
objects behind (mostly memo entries; ``bench/kinds.py``'s kinds, 2026-12-03), so a young pass
comes once per ~100–300 answers, below the p99 of any kind; the cycles waiting for it hold a few
thousand objects at most."""


def settle(young: int = YOUNG) -> int:
    """Collect, freeze everything alive now out of the collector's reach (:func:`gc.freeze`), and
    set the young generation's threshold to ``young`` (the older generations' stay CPython's).

    Args:
        young: allocations (net of deallocations) of tracked objects between young passes.
    Returns:
        How many objects are frozen (:func:`gc.get_freeze_count`).
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(young, *gc.get_threshold()[1:])
    return gc.get_freeze_count()
