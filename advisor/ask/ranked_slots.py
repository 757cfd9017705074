"""The slots a budget's ranking is made with, the same wherever it is made again (break35 #7: "best gpu for training a
ResNet on ImageNet for 1500" picked a 5080 — the ``cnn`` ranking — and "what about 2 of them?" said "the ranking here
picks GeForce RTX 3090", the use case's ranking without the job). A follow-up's "the ranking here picks" is the
ranking of the reading it keeps: its use case, model and task, and its training job
(:func:`advisor.ask.command_slots.ranked_job`). Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..jobs import BATCH_JOBS

if TYPE_CHECKING:
    from .models import ReadAs


def ranked_for(read_as: ReadAs, model: str | None) -> str | None:
    """The training job ``recommend`` ranks ``read_as``'s budget for: the job the reading keeps (``cnn``, ``detector``,
    ``gan``), none when a model is named (its fit and speed rank it)."""
    return read_as.job if model is None and read_as.job in BATCH_JOBS else None


__all__ = ["ranked_for"]
