"""A GPU memory need said beyond any floor read (break28 #5: "need 1000000gb vram budget 5000"): said, never dropped
silently. :func:`over_floor` reads the number a need span holds when it is above :data:`advisor.kinds.MAX_MEMORY_GB`
(the spans' reader, :func:`advisor.kinds.read_memory`, refuses it); :func:`over_note` says it. Pure."""

from __future__ import annotations

from ..i18n import Message, Quantity, msg
from ..kinds import MAX_MEMORY_GB


def over_floor(text: str) -> float:
    """The GB of a need span's number when it is over :data:`MAX_MEMORY_GB`; ValueError for any other."""
    gb = float(text)
    if not gb > MAX_MEMORY_GB or gb != gb or gb == float("inf"):
        raise ValueError(text)
    return gb


def over_note(gb: float) -> Message:
    """The note on a need no card or machine has: said, and the picks not held to it."""
    return msg("ask.need-over", "You said you need {need} of GPU memory: no card or machine has that much (a need is "
               "read up to {most}), so the picks below are not held to it.",
               need=Quantity(value=gb, unit="GB", digits=0), most=Quantity(value=MAX_MEMORY_GB, unit="GB"))
