"""An LLM answer's note of what the listed memory runs, kept per rule book (issue 30 §1).

:func:`advisor.llm_picks._ladder_note` says, once per answer, the speed measure of an LLM answer and, for an
unsized one, what each memory tier of the picks runs ("For LLMs memory decides what runs: Qwen3 32B (Q4_K_M)
needs 20 GB, …"). The note depends only on which rungs of the ladder the picks stand on and the model and
precision each rung's first pick runs — not on the budget — so :func:`note` keeps it in the rule book (kept
table ``llm.ladder``) by those: the same note object answer after answer, whose sentence the short form reads
once. ``tests/advisor/test_kept_splits.py`` sets kept notes against fresh ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .kept import Same, keep

if TYPE_CHECKING:
    from .llm_picks import Config
    from .models import Note
    from .rules import RuleBook


def key(chosen: list[Config], sized: bool, training: bool) -> tuple:
    """What :func:`advisor.llm_picks._ladder_note` says depends on: the measure's kind, else each rung the picks
    stand on (highest first) with the model and precision of its first pick in ``chosen``."""
    if training:
        return ("train",)
    if sized or not chosen:
        return ("measure",)
    first = {c.rung.index: c for c in reversed(chosen) if c.rung is not None}
    return ("tiers", *((Same(c.rung), c.job.arch.name, c.job.precision)
                       for c in (first[t] for t in sorted(first, reverse=True))))


def note(rules: RuleBook, chosen: list[Config], sized: bool, training: bool,
         build: Callable[[RuleBook, list[Config], bool, bool], Note]) -> Note:
    """``build(rules, chosen, sized, training)`` (:func:`advisor.llm_picks._ladder_note`, passed in: this module
    imports nothing of the LLM engine), kept by :func:`key` in ``rules``."""
    return keep(rules, "llm.ladder", key(chosen, sized, training), lambda: build(rules, chosen, sized, training))


__all__ = ["key", "note"]
