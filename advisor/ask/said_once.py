"""A command's refusal said after what the reader could not read, each said once (fix36a, issue 28): "can glm5.1 run
on 2 3090s" said the model unknown twice — the read-as note ("I do not know the model “glm5.1” (nearest: …)") and the
model table's refusal ("No model in the table matches 'glm5.1' … Did you mean …"). When the note says the model
unknown, with its nearest, the table's refusal of that model adds nothing: the note alone is the reply. Pure.
"""

from __future__ import annotations

from typing import Any

from ..i18n import Message, Text, msg
from .unlisted import UNKNOWN_NOTES

MODEL_REFUSALS = ("error.fits.unknown-model", "error.fits.unknown-model-suggest")
"""The model table's refusals of a model it lacks (:meth:`advisor.fits.ModelTable.find`)."""


def refused_reply(read_as: Any, refused: Any) -> Message:
    """The reply to a command's refusal ``refused`` (an :class:`~advisor.errors.AdvisorError`): its message after the
    read-as notes of what was not read (a device, a model), or those notes alone when the refusal is the model table's
    of the model a note already says unknown."""
    said = refused.msg or msg("ask.refused", "{text}", text=Text(value=refused.message))
    unknown = [n for n in read_as.notes if n.key.startswith("ask.unknown")]
    if unknown and said.key in MODEL_REFUSALS and any(n.key in UNKNOWN_NOTES for n in unknown):
        said, unknown = unknown[-1], unknown[:-1]  # the model said unknown once (module docstring)
    if unknown:  # "I only have one H20 - …": the device it could not read is said before what it needs
        said = msg("ask.refused-unknown", "{unknown} {refusal}", unknown=unknown, refusal=said)
    return said


__all__ = ["MODEL_REFUSALS", "refused_reply"]
