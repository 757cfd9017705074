"""A mini PC named by its soldered memory is a unified-memory machine (fix53b, issues 27 and 28): "mini PC with 128GB
LPDDR5X, can it run llama 70b?" was answered CPU-only, its 128 GB read as system RAM (and once also as VRAM).

Soldered LPDDR5(X) of :data:`LEAST_GB` or more in a mini PC is what the AMD Ryzen AI Max (Strix Halo) boxes are sold
with (``data/systems.csv``, ``data/machine_chips.csv``: 64, 96 and 128 GB of LPDDR5X-8000): their memory is the
integrated GPU's, counted once, never as system RAM beside it. The box is read as the catalogue's Ryzen AI Max+ 395
machine with the memory said, as "strix halo 128gb" is (:mod:`advisor.ask.machines`), and the assumption is said on
the read-as line, since the chip is not. A smaller soldered memory (an ordinary laptop chip's 16-32 GB) is left as it
is: its iGPU is no such machine. Pure but for the name index.
"""

from __future__ import annotations

import re

from ..errors import AdvisorError
from ..i18n import Card, Message, Number, Text, UserText, msg
from ..kinds import Given, read_card
from .spans import blank

LEAST_GB = 64
"""The least soldered memory read as a Strix Halo box (its smallest Ryzen AI Max+ 395 configuration in
``data/systems.csv``; the Ryzen AI Max 385's 32 GB is also sold with ordinary laptop chips, so never assumed)."""
CHIP_QUERY = "ryzen ai max+ 395"
"""The chip a mini PC's large soldered memory is assumed to be (``data/machine_chips.csv``'s mini PCs all have it)."""

_BOX = re.compile(
    r"(?<![a-z])(?:mini[\s-]?pcs?|mini\s+(?:computer|desktop|box|workstation)s?)(?![a-z])|"
    r"迷你主机|迷你主機|迷你电脑|迷你電腦|小主机|小主機"
)
"""A mini PC said ("mini PC", "mini-pc", "迷你主机", "小主机")."""
_SOLDERED = r"(?:lpddr5x?|unified\s+(?:memory|ram)|soldered\s+(?:memory|ram)|统一内存|統一內存|統一記憶體)"
_MEMORY = re.compile(
    rf"(?<![\d.])(\d{{2,3}})\s*(?:gb|g)(?![a-z/])\s*(?:of\s+)?(?:的\s*)?{_SOLDERED}"
    rf"(?:[\s-]*\d{{4}}(?:\s*mt/s)?)?(?:\s*(?:ram|memory|内存|內存))?|"
    rf"{_SOLDERED}(?:[\s-]*\d{{4}}(?:\s*mt/s)?)?\s*(?:ram|memory|内存|內存)?\s*[:：]?\s*"
    rf"(\d{{2,3}})\s*(?:gb|g)(?![a-z/])"
)
"""The soldered memory said with its size ("128GB LPDDR5X", "128 GB of LPDDR5X-8000", "LPDDR5X 128GB",
"128GB unified memory", "128G统一内存")."""


def read_soldered_box(
    s: str, given: Given, notes: list[Message] | None
) -> tuple[list[tuple[tuple[int, int], str | None, str]], str]:
    """The mini PC ``s`` (lower case, machines already read and blanked) names by a soldered memory of at least
    :data:`LEAST_GB` (module docstring): ``[(span, catalogue name, as typed)]`` (at most one) and ``s`` with the memory
    blanked, so that it is never read as system RAM; the assumption said in ``notes``. ``([], s)`` otherwise."""
    box = _BOX.search(s)
    mem = _MEMORY.search(s)
    if box is None or mem is None:
        return [], s
    size = int(mem.group(1) or mem.group(2))
    if size < LEAST_GB:
        return [], s
    try:
        name = read_card(f"{CHIP_QUERY} {size}gb", given).match
    except AdvisorError:
        name = None
    if name is None or f"{size} gb" not in name.lower():
        return [], s  # no Strix Halo box of that memory here: left to the RAM reader, never another memory's box
    if notes is not None:
        notes.append(unified_box_note(" ".join(mem.group().split()), size, name))
    return [(mem.span(), name, name.lower())], blank(s, mem.span())  # typed as named: no second "fits 5 cards"


def unified_box_note(typed: str, size: int, name: str) -> Message:
    """ "A mini PC with 128 GB of LPDDR5X read as …": the assumption of :func:`read_soldered_box`, said."""
    return msg(
        "ask.note.unified-box",
        "A mini PC with {typed} read as a unified-memory machine: {size:.0f} GB of "
        "soldered memory is what the {chip} (Strix Halo) boxes are sold with, and it is the integrated GPU's "
        "memory, counted once (no system RAM beside it). Assumed {card}, as the chip is not said: name it for "
        "another.",
        typed=UserText(value=typed),
        size=Number(value=size),
        chip=Text(value="AMD Ryzen AI Max+ 395"),
        card=Card(value=name),
    )


def kind_beside(kind: str | None, notes: list[Message]) -> str | None:
    """The system RAM's kind said (``kind``, :func:`advisor.ask.ram_kind.ram_kind_said`), or ``None`` when the memory
    it names is a mini PC's unified memory read by :func:`read_soldered_box` (``notes`` hold its note): no system RAM
    beside the GPU's, so no RAM kind either."""
    return None if any(n.key == "ask.note.unified-box" for n in notes) else kind


__all__ = ["LEAST_GB", "kind_beside", "read_soldered_box", "unified_box_note"]
