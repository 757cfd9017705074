"""A follow-up that changes the job after a fit ("can my 3090 run llama 3 8b?" → "training a yolo model instead",
"what about training a cnn?", "换成训练yolo呢"; fix72b #3): the fit's slots read no job kind (a fit's command takes
none), so the new job was dropped and the card's generic summary answered. The job kind is read as a verdict's slots
read it, and kept when the follow-up becomes the card's verdict for the new job (the owner's job answer: a detector's
or a CNN's training on the card).

:func:`card_after_job` is the other way round (judge32 C5, fix85b #1): "训练 yolov8 需要多大显存?"
(https://github.com/bubbliiiing/yolov8-pytorch/issues/47) then "我有一张 RTX 3060 12GB" got the card's own review, which
asked for the task again — the detector of turn 1 lost. The batch training job (a CNN, a detector, a GAN:
:data:`advisor.jobs.BATCH_JOBS`) of a card-less question is carried to a follow-up that names one owned card and no job,
model or use case of its own: the card's answer for that job (``why --job detector``). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..jobs import BATCH_JOBS
from ..kinds import find_job
from .command_slots import _slots

if TYPE_CHECKING:
    from .models import Context, ReadAs
    from .reader import Reading


def job_read(previous: ReadAs, r: Reading, said: str | None) -> str | None:
    """The job kind a follow-up ``r`` names (``said``: the one its slots for the command before read), read as a
    verdict reads it when the command before is a fit (whose slots take no job kind)."""
    return said or (_slots(r, "why").job if previous.command == "fits" else None)


def job_kept(previous: ReadAs, command: str, job: str | None, update: dict) -> dict:
    """The job slot of a follow-up after a fit that becomes the card's verdict (``command`` ``why``) for the job kind
    ``job`` it names: ``{"job": job}``; ``{}`` otherwise, or when the switch cleared the job (``update``)."""
    if job is None or command != "why" or previous.command != "fits" or update.get("job", job) is None:
        return {}
    return {"job": job}


def card_after_job(r: Reading, read_as: ReadAs, before: Context | None) -> ReadAs:
    """``read_as`` with the batch job (and use case) of ``before`` when ``r`` names only the asker's card (module
    docstring); ``read_as`` as it is otherwise."""
    if before is None or before.read_as.job not in BATCH_JOBS or before.read_as.cards or before.read_as.model:
        return read_as
    if (read_as.job is not None or read_as.model is not None or read_as.use_case is not None or len(read_as.cards) != 1
            or not read_as.own or read_as.command not in ("why", "fits") or find_job(r.text) is not None):
        return read_as
    return read_as.model_copy(update={"command": "why", "job": before.read_as.job,
                                      "use_case": before.read_as.use_case})


__all__ = ["card_after_job", "job_kept", "job_read"]
