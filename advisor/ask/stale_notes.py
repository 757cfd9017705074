"""A read-as note that no longer matches the reading: "card for llms, 1200 usd" → "I also want to generate images
with it" → "and train small models too" kept "You named image generation too: this answer is for LLMs" on a
ranking for training (newuser21 follow-ups). A "named … too: this answer is for {kept}" note whose kept job is not the
reading's use case is dropped. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .vocabulary import JOB_SAID

if TYPE_CHECKING:
    from .models import ReadAs

SECOND = "ask.use-case-second"
"""The read-as note of a job heard and not weighed (:func:`advisor.ask.vocabulary.second_jobs`)."""


def fresh_notes(read_as: ReadAs) -> ReadAs:
    """``read_as`` without a :data:`SECOND` note whose kept job is no longer its use case; unchanged otherwise."""
    kept = JOB_SAID.get(read_as.use_case or "")
    stale = [n for n in read_as.notes if n.key == SECOND and getattr(n.params.get("kept"), "key", None) != (
        kept.key if kept is not None else None)]
    return read_as.model_copy(update={"notes": [n for n in read_as.notes if n not in stale]}) if stale else read_as


__all__ = ["fresh_notes"]
