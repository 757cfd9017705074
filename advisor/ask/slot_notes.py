"""A read-as note goes with the slot it explains (break36 #13): "best gpu for llm under $1500" → "in euros" says
"1,500 USD is about 1,343 EUR at the market's exchange rate"; "那6000呢" then changes the budget, and that conversion
is no longer the reading's. "best gpu for qwen 14b" says "“qwen 14b” read as Qwen3 14B"; "is it good for llama 3 8b?"
changes the model, and the note is the old model's. A note carried from the turn before is dropped once the slot it
explains changed; the follow-up's own notes stay. Pure.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .job_replaced import MODEL_NOTES

if TYPE_CHECKING:
    from .models import ReadAs

BUDGET_NOTES = ("ask.converted",)
"""Key prefixes of the notes a budget's conversion made: they go with that budget."""


def _model_name(read_as: ReadAs) -> str | None:
    return read_as.model.name if read_as.model is not None else None


def stale_dropped(previous: ReadAs, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a follow-up merged with ``previous``) without the notes carried from ``previous`` whose slot
    changed (module docstring); unchanged otherwise."""
    stale: tuple[str, ...] = ()
    if read_as.budget != previous.budget:
        stale += BUDGET_NOTES
    if _model_name(read_as) != _model_name(previous):
        stale += MODEL_NOTES
    if not stale:
        return read_as
    kept = [n for n in read_as.notes if not (n.key.startswith(stale) and n in previous.notes)]
    return read_as if len(kept) == len(read_as.notes) else read_as.model_copy(update={"notes": kept})


__all__ = ["BUDGET_NOTES", "stale_dropped"]
