"""A model named alone after a fine-tune's need was asked with no model (fix78c): "how much vram to fine tune" then
"llama 3 8b" is that model fine-tuned, never its inference. The turn before (:mod:`advisor.ask.need_finetune`) asked
which model, read no command and kept the training task; a follow-up that names a model and says no task, card or
budget of its own takes that task. Pure."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Context
    from .reader import Reading

TRAINING = ("lora", "qlora", "full-finetune")
"""The tasks a fine-tune's need asked before keeps."""


def tuned_follow_up(r: Reading, before: Context | None) -> Reading:
    """``r`` with the training task of the turn before when that turn asked a fine-tune's need with no model (no
    command read) and ``r`` names a model alone; ``r`` unchanged otherwise."""
    if before is None or before.read_as.command != "none" or before.read_as.model is not None or (
            before.read_as.task not in TRAINING) or r.model is None or r.task is not None or r.cards or (
            r.budget is not None or r.command):
        return r
    return dataclasses.replace(r, task=before.read_as.task, job_task=before.read_as.task)


__all__ = ["tuned_follow_up"]
