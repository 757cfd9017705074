"""An LLM answer's note of what the listed memory runs, kept per rule book (issue 30 §1).

:func:`advisor.llm_said._ladder_note` says, once per answer, the speed measure of an LLM answer and, for an
unsized one, what each memory tier of the picks runs ("For LLMs memory decides what runs: Qwen3 32B (Q4_K_M)
needs 20 GB, …"). The note depends only on which rungs of the ladder the picks stand on and the model and
precision each rung's first pick runs — not on the budget — so :func:`note` keeps it in the rule book (kept
table ``llm.ladder``) by those: the same note object answer after answer, whose sentence the short form reads
once. ``tests/advisor/test_kept_splits.py`` sets kept notes against fresh ones. A sized job's reason for its
memory floor ("Sized for Qwen3 32B: inference in 4-bit … needs about 20.1 GB"), likewise budget-free, is kept per
job (:func:`sized_reason`; ``tests/advisor/test_perf22.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .fits.answer import job_key
from .kept import Same, keep

if TYPE_CHECKING:
    from .i18n import Message
    from .llm_picks import Config
    from .models import Note, Reason
    from .rules import RuleBook
    from .workload import Workload


def key(chosen: list[Config], sized: bool, training: bool) -> tuple:
    """What :func:`advisor.llm_said._ladder_note` says depends on: the measure's kind, else each rung the picks
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
    """``build(rules, chosen, sized, training)`` (:func:`advisor.llm_said._ladder_note`, passed in: this module
    imports nothing of the LLM engine), kept by :func:`key` in ``rules``."""
    return keep(rules, "llm.ladder", key(chosen, sized, training), lambda: build(rules, chosen, sized, training))


def sized_reason(rules: RuleBook, workload: Workload, build: Callable[[Workload], Message]) -> Reason:
    """``build(workload)`` (:func:`advisor.llm_said.sized_message`: how the job was sized) cited as
    ``memory.llm-task``, kept per job in ``rules`` (kept table ``llm.sized-reason``, issue 30 §1): the sentence
    depends only on the job — its model, task, precision and context (:func:`advisor.fits.answer.job_key`) and the
    memory they need on one card — yet was made for every budget, and the floor's note (``notes.floor``, keyed by
    the sentence's JSON) wrote that JSON again each time; kept, the same reason's JSON is written once."""
    est = workload.estimate
    if est is None:
        raise ValueError("only a sized job has a sized message")
    return keep(rules, "llm.sized-reason", (job_key(est), workload.need(1)),
                lambda: rules.reason("memory.llm-task", build(workload)))


__all__ = ["key", "note", "sized_reason"]
