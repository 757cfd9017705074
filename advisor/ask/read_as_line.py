"""The read-as line of an answer: the slash command a reading amounts to ("Read as /recommend budget:800 USD
use_case:llm"), with the prices' condition and every assumption the reading made (:mod:`advisor.ask.answer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..i18n import Message, Text, msg
from ..wording import join

if TYPE_CHECKING:
    from .models import ReadAs

CONDITIONS = {"used": msg("ask.condition.used", "used"), "new": msg("ask.condition.new", "new")}
"""The prices' condition as the read-as line says it."""


def read_as_text(read_as: ReadAs) -> str:
    """The slash command a reading amounts to, as typed ("/recommend budget:800 USD use_case:llm"):
    the arguments its slots give (:meth:`~advisor.commands.CommandSpec.question`) that are not the
    command's defaults, the market last; then the topic asked about (``topic:power``, :mod:`advisor.ask.topics`),
    which a follow-up keeps."""
    spec = BY_NAME.get(read_as.command)
    if spec is None:  # help, none
        return f"/{read_as.command}"
    topic = [f"topic:{read_as.topic}"] if read_as.topic else []
    return " ".join([f"/{spec.name}", *(f"{name}:{value}" for name, value in spec.shown(spec.question(read_as))),
                     *topic])


def read_as_message(read_as: ReadAs) -> Message:
    """"Read as /recommend budget:800 USD …" (with used or new prices only, when said), then every
    assumption the reading made (``read_as.notes``: the card assumed, a memory corrected, a device unknown)."""
    command = Text(value=read_as_text(read_as))
    notes = join(list(read_as.notes)) if read_as.notes else None  # sentences: "。" then the next, never "。、"
    if read_as.condition and notes:
        return msg("ask.read-as-condition-notes", "Read as {command}, with {condition} prices only — {notes}",
                   command=command, condition=CONDITIONS[read_as.condition], notes=notes)
    if read_as.condition:
        return msg("ask.read-as-condition", "Read as {command}, with {condition} prices only.", command=command,
                   condition=CONDITIONS[read_as.condition])
    if notes:
        return msg("ask.read-as-notes", "Read as {command} — {notes}", command=command, notes=notes)
    return msg("ask.read-as", "Read as {command}", command=command)
