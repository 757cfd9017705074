"""A follow-up that changes the job after a fit ("can my 3090 run llama 3 8b?" → "training a yolo model instead",
"what about training a cnn?", "换成训练yolo呢"; fix72b #3): the fit's slots read no job kind (a fit's command takes
none), so the new job was dropped and the card's generic summary answered. The job kind is read as a verdict's slots
read it, and kept when the follow-up becomes the card's verdict for the new job (the owner's job answer: a detector's
or a CNN's training on the card). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .command_slots import _slots

if TYPE_CHECKING:
    from .models import ReadAs
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


__all__ = ["job_kept", "job_read"]
