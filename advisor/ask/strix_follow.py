"""The memory said after it was asked of a Ryzen AI Max chip no machine here has (fix61c): "ai max 390" is answered
"Which memory does yours have? … 32, 64 or 128 GB" (:func:`advisor.ask.machines.strix_halo_memory_asked`), and the
follow-up "64gb" (or "it has 128gb, can it run llama 3 70b?") is that chip with that memory — read again as
"ryzen ai max 390 with 64gb, …", whose GPU share the reader sizes — never "Which card?". Pure: the texts only.
"""

from __future__ import annotations

import re

from .models import Context

_MEMORY = re.compile(r"(?<![\d.])(\d{2,3})\s*(?:(?:gb|g)(?![a-z])\s*(?:of\s+)?(?:内存|內存|記憶體|ram|memory|"
                     r"unified)?|内存|內存|記憶體)")
"""A memory said: "64gb", "128 GB", "64g", "64g内存"."""
_ASKED = "ask.strix-halo-memory"


def strix_memory_said(text: str, before: Context | None) -> str | None:
    """``text`` written whole as the chip asked about before with the memory it says ("64gb" after "ai max 390":
    "ryzen ai max 390 with 64gb"; "it has 128gb, can it run …": "ryzen ai max 390 with 128gb, it has 128gb, can it
    run …"), or ``None`` when the question before asked no Ryzen AI Max chip's memory, ``text`` says no memory, or it
    names the chip already."""
    if before is None:
        return None
    asked = next((n for n in before.read_as.notes if n.key == _ASKED), None)
    if asked is None or (said := _MEMORY.search(text.lower())) is None:
        return None
    typed = str(getattr(asked.params.get("typed"), "value", "") or "")
    if not typed or "max" in text.lower():
        return None
    rest = (text[:said.start()] + text[said.end():]).strip(" ,.;:!?，。；：！？的")
    return f"{typed} with {said.group(1)}gb" + (f", {text}" if rest else "")  # "64G内存": the memory alone, never
    # also read as system RAM


__all__ = ["strix_memory_said"]
