"""Two jobs in one question (issue 27 §3, break25 #11): "I have a gtx 1080, want to run qwen 32b and LoRA a 7b model,
budget 1200" says two (model, task) pairs — running the 32B and a LoRA of the 7B. Each is read from its own part of
the question (the parts joined by "and", a comma, "还要"…): the answer is for the first pair, with its own task (never
"32B, LoRA": the second pair's task on the first model), and the read-as line says the second pair was read, to be
asked alone. Pure: no I/O."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..fits.parsing import TASK_LABEL_MESSAGES
from ..i18n import MessageParam, Text, UserText, msg

if TYPE_CHECKING:
    from .reader import Reading

_SIZE = re.compile(r"(?<![a-z0-9_.])(\d+(?:\.\d+)?)\s*b(?![a-z])")
_JOIN = re.compile(r"(?<![a-z])(?:and|also|plus|then|as\s+well\s+as)(?![a-z])|[,，;；]|和|还要|還要|再|并且|並且|以及|"
                   r"同时|同時|然后|然後")
_TOLERANCE = 0.1
"""How far the model read may be from the first size said and still be that size ("qwen 32b": 32.8B)."""


def _param(task: str | None):
    label = TASK_LABEL_MESSAGES.get(task or "inference")
    return MessageParam(key=label.key, params=label.params) if label is not None else Text(value=task or "")


def second_job(r: Reading, task_of: Callable[[str], str | None]) -> None:
    """Split the reading's job when the question says two (model, task) pairs (module docstring): ``r.task`` becomes
    the first pair's (``task_of`` reads a task from a part of the question), and a note says the second. ``r``
    unchanged when one model is said, both pairs share a task, or the model read is not the first size said."""
    if r.model is None:
        return
    low = r.text.lower()
    sizes = list(_SIZE.finditer(low))
    if len(sizes) < 2:
        return
    first = sizes[0]
    later = next((m for m in sizes[1:] if m.group(1) != first.group(1)), None)
    params_b = r.model.params / 1e9
    if later is None or abs(params_b - float(first.group(1))) > _TOLERANCE * float(first.group(1)):
        return
    joins = list(_JOIN.finditer(low, first.end(), later.start()))
    if not joins:
        return
    split = joins[-1].end()
    head = list(_JOIN.finditer(low, 0, first.start()))
    own_part = low[head[-1].end() if head else 0:joins[-1].start()]
    mine, theirs = task_of(own_part), task_of(low[split:])
    if theirs is None or theirs == (mine or "inference") or r.task != theirs:
        return
    r.task = r.job_task = mine
    end = re.search(r"[,，.。;；?？!！]", low[later.end():])
    said = r.text[split:later.end() + (end.start() if end else len(low) - later.end())].strip()
    r.notes.append(msg("ask.second-job", "You asked two jobs: this answer is for {first} of {model}; “{said}” "
                       "({second}) was read too — ask it alone for its own answer.", first=_param(mine),
                       model=Text(value=f"{first.group(1)}B"), said=UserText(value=said), second=_param(theirs)))
