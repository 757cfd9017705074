"""A budget ranking for a vision training job with its image size and batch said (fix45b, newuser21 #10 and #18,
issues 27 and 28): "train yolov8x at 1280px with batch 16, budget 1000" — the job's memory at that size and batch
(:func:`advisor.vision_need.need`) becomes the ranking's memory floor, said on the read-as line; with no budget the
need is said before the budget is asked (:data:`NEED_KEYS`, :func:`advisor.ask.unlisted.with_unlisted`)."""

from __future__ import annotations

from ..vision_need import need
from ..vision_said import said
from .models import ReadAs

NEED_KEYS = ("jobs.need.one", "jobs.need.range", "jobs.need.unfigured")
"""The need's sentences, said on the read-as line and before a budget asked back."""


def vision_floor(text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` with the vision job's need at the size and batch said (module docstring) when it ranks cards;
    ``read_as`` unchanged otherwise."""
    if read_as.command != "recommend" or read_as.model is not None or any(n.key in NEED_KEYS for n in read_as.notes):
        return read_as
    low = " ".join(text.lower().split())
    found = need(low, said(low))
    if found is None:
        return read_as
    gb, note = found
    update: dict = {"notes": [*read_as.notes, note], "use_case": read_as.use_case or "cv-research"}  # a vision job
    if gb is not None:
        said_gb = [m for m in (read_as.memory_gb or []) if m is not None]
        update["memory_gb"] = [round(max([gb, *said_gb]), 1)]
    return read_as.model_copy(update=update)
