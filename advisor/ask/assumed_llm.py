"""An image job beside an LLM ranking with no model named ("card for llms, 1200 usd" then "I also want to generate
images with it"; "card for llms and image generation, 1200 usd"): both jobs are weighed on the model the same
budget's LLM ranking runs (:func:`advisor.context_model.reference_model`, as a context said with no model keeps it,
fix42d), said as assumed on the read-as line — never "this answer is for LLMs; ask about image generation alone"
(newuser21 follow-ups). :func:`advisor.ask.budget_jobs.jobs_floor` then sums them or sizes for the larger. A
use case's "named … too" note that no longer matches the reading (the use case switched since) is dropped. Pure but
for the ranking it asks of the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import msg
from .models import ModelSlot
from .vocabulary import JOB_SAID

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

SECOND = "ask.use-case-second"
"""The read-as note of a job heard and not weighed (:func:`advisor.ask.vocabulary.second_jobs`)."""
ASSUMED = "ask.llm-assumed"
"""The read-as note of the LLM assumed here."""


def _image_heard(read_as: ReadAs) -> bool:
    return any(n.key == ASSUMED or n.key == SECOND and _key(n.params.get("dropped")) == JOB_SAID["image"].key
               for n in read_as.notes)


def _key(param: object) -> str | None:
    """The message key a note's parameter carries (a job's name), ``None`` for another parameter."""
    return getattr(param, "key", None)


def assumed_llm(advisor: Advisor, read_as: ReadAs, market: str | None) -> ReadAs:
    """``read_as`` with the budget's reference LLM as its model, and that said, when it ranks cards for LLMs under a
    budget with no model, card or task named and an image job heard beside it (module docstring); with a stale
    "named … too" note dropped; unchanged otherwise."""
    read_as = _fresh_notes(read_as)
    if (read_as.command != "recommend" or read_as.use_case != "llm" or read_as.model is not None or read_as.cards
            or read_as.budget is None or read_as.task not in (None, "inference") or not _image_heard(read_as)):
        return _without(read_as, ASSUMED) if read_as.model is None or read_as.use_case != "llm" else read_as
    from ..context_model import reference_model
    from ..kinds import Given, read_model

    try:
        unsized = advisor.recommend(f"{read_as.budget.amount:g} {read_as.budget.currency}",
                                    market=read_as.market or market or None, use_case="llm", gpus=read_as.gpus)
        name = reference_model(unsized)
        arch = read_model(name, Given(advisor)) if name else None
    except (AdvisorError, TypeError, ValueError):
        return read_as
    if arch is None:
        return read_as
    note = msg("ask.llm-assumed", "No LLM named: both jobs are weighed with {model}, the model this budget's LLM "
               "ranking runs; name yours (7b, qwen3 32b) to weigh it instead.", model=arch.name)
    kept = [n for n in read_as.notes if n.key != ASSUMED and not (n.key == SECOND and _key(n.params.get(
        "dropped")) == JOB_SAID["image"].key)]  # the image job weighed now: no "ask about it alone"
    return read_as.model_copy(update={"model": ModelSlot(name=arch.name, params_b=round(arch.params / 1e9, 2)),
                                      "notes": [*kept, note]})


def assumption_undone(before: ReadAs, said_model: object, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a follow-up's merged reading) without the LLM :func:`assumed_llm` assumed before, unless the
    follow-up names a model: the next job said ("and train small models too") is read as if none were named, and a
    follow-up that keeps the jobs ("and used?") has it assumed again; unchanged otherwise."""
    if said_model is not None or not any(n.key == ASSUMED for n in before.notes) or read_as.model != before.model:
        return read_as
    return read_as.model_copy(update={"model": None})


def _without(read_as: ReadAs, key: str) -> ReadAs:
    """``read_as`` without its notes keyed ``key``."""
    if not any(n.key == key for n in read_as.notes):
        return read_as
    return read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key != key]})


def _fresh_notes(read_as: ReadAs) -> ReadAs:
    """``read_as`` without a "named {dropped} too: this answer is for {kept}" note whose kept job is no longer the
    reading's use case ("and train small models too" after it: the ranking is for training now)."""
    kept = JOB_SAID.get(read_as.use_case or "")
    stale = [n for n in read_as.notes if n.key == SECOND and _key(n.params.get("kept")) != (kept and kept.key)]
    return read_as.model_copy(update={"notes": [n for n in read_as.notes if n not in stale]}) if stale else read_as


__all__ = ["ASSUMED", "assumed_llm", "assumption_undone"]
