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
    command's defaults, the market last."""
    spec = BY_NAME.get(read_as.command)
    if spec is None:  # help, none
        return f"/{read_as.command}"
    return " ".join([f"/{spec.name}", *(f"{name}:{value}" for name, value in spec.shown(spec.question(read_as)))])


TOPICS = {"power": msg("ask.topic.power", "about the power supply."),
          "waiting": msg("ask.topic.waiting", "about whether to wait."),
          "overkill": msg("ask.topic.overkill", "about whether the card is more than the job needs."),
          "cheapest": msg("ask.topic.cheapest", "about the cheapest card of that memory."),
          "enough": msg("ask.topic.enough", "about what that memory runs."),
          "nvlink": msg("ask.topic.nvlink", "about linking the cards (NVLink)."),
          "ecc": msg("ask.topic.ecc", "about ECC memory."),
          "fact.power": msg("ask.topic.fact.power", "about the card's board power."),
          "fact.memory": msg("ask.topic.fact.memory", "about the card's memory."),
          "fact.bandwidth": msg("ask.topic.fact.bandwidth", "about the card's memory bandwidth."),
          "fact.connector": msg("ask.topic.fact.connector", "about the card's power connector."),
          "pretrain": msg("ask.topic.pretrain", "about pretraining a model from scratch.")}
"""The topic of a reading (:data:`advisor.ask.topics.TOPICS`) as the read-as line says it, first among its notes: the
command typed alone answers without it, so it is no option of the command."""


def read_as_message(read_as: ReadAs) -> Message:
    """"Read as /recommend budget:800 USD …" (with used or new prices only, when said), then every
    assumption the reading made (``read_as.notes``: the card assumed, a memory corrected, a device unknown)."""
    command = Text(value=read_as_text(read_as))
    topic = [TOPICS[read_as.topic]] if read_as.topic in TOPICS else []  # "… — about the power supply"
    notes = join([*topic, *read_as.notes]) if read_as.notes or topic else None  # sentences: "。" then the next
    if read_as.condition and notes:
        return msg("ask.read-as-condition-notes", "Read as {command}, with {condition} prices only — {notes}",
                   command=command, condition=CONDITIONS[read_as.condition], notes=notes)
    if read_as.condition:
        return msg("ask.read-as-condition", "Read as {command}, with {condition} prices only.", command=command,
                   condition=CONDITIONS[read_as.condition])
    if notes:
        return msg("ask.read-as-notes", "Read as {command} — {notes}", command=command, notes=notes)
    return msg("ask.read-as", "Read as {command}", command=command)
