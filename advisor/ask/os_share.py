"""What a unified-memory machine's GPU may use under the operating system said (fix53b, issue 28): a Strix Halo box's
GPU is given 96 of its 128 GB by AMD's Windows driver (``data/systems.csv`` ``gpu_memory_gb``, the figure the fits
use), while on Linux amdgpu's GTT maps more of the same memory (``data/gpu_memory_by_os.csv``: 120 GB measured with
llama.cpp ROCm, with its sources). A question that says Linux about such a machine gets that figure on its read-as
line, with its source; the answer's sizing stays the Windows figure (the catalogue's one), said so. Pure but for
reading the table once.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from functools import cache

from ..catalog.inputs import data_dir
from ..i18n import Card, Message, Quantity, Text, msg

TABLE = "gpu_memory_by_os.csv"
_LINUX = re.compile(r"(?<![a-z])(?:linux|ubuntu|fedora|debian|arch\s+linux|nixos|pop!?_?os|mint|rocm)(?![a-z])")
"""Linux said (a distribution, or ROCm, which runs there on these chips)."""


@cache
def _rows() -> tuple[dict[str, str], ...]:
    with open(data_dir() / TABLE, newline="", encoding="utf-8") as fh:
        rows = tuple(csv.DictReader(fh))
    for r in rows:
        if not r["source"].strip():
            raise ValueError(f"{TABLE}: the {r['chip']} row has no source")
    return rows


def os_share_notes(text: str, cards: list[str]) -> list[Message]:
    """For each machine of ``cards`` (catalogue names) whose chip and memory a row of :data:`TABLE` holds for the OS
    ``text`` (the question) says, the note of what its GPU may use there, with the source; ``[]`` otherwise."""
    if not _LINUX.search(text.lower()):
        return []
    out = []
    for name in dict.fromkeys(cards):
        for r in _rows():
            low = name.lower()
            if r["os"] == "linux" and r["chip"].lower().removeprefix("amd ") in low and f"{r['memory_gb']} gb" in low:
                out.append(
                    msg(
                        "ask.note.os-share",
                        "On Linux, as you said, the {card}'s GPU can use more of its "
                        "memory than the {default} Windows' driver gives it: amdgpu's GTT (raised with "
                        "ttm.pages_limit or amd-ttm --set) has given llama.cpp {linux} of the {memory} "
                        "(source: {source}). The sizes below use the {default}; a model up to about {linux} less "
                        "its context also loads on Linux.",
                        card=Card(value=name),
                        linux=Quantity(value=float(r["gpu_memory_gb"]), unit="GB", digits=0),
                        default=Quantity(value=float(r["default_gpu_memory_gb"]), unit="GB", digits=0),
                        memory=Quantity(value=float(r["memory_gb"]), unit="GB", digits=0),
                        source=Text(value=r["source"].split(" ")[0]),
                    )
                )
    return out


def share_total(typed: str, memory: str | None, names: Sequence[str]) -> float | None:
    """The memory (GB) of the Strix Halo machines a memory said with one ("strix halo with 120gb vram", "ai max+ 395
    110gb", fix62c) is the GPU's share of when no such machine (of ``names``, catalogue names; the chip's number said
    kept) is sold with it: the least memory above it — set in the BIOS, or on Linux by amdgpu's GTT (:data:`TABLE`:
    120 of 128 GB). None when ``typed`` is no Strix Halo, no memory is said, a machine has exactly it, or none more."""
    low = typed.lower()
    if memory is None or not re.search(r"strix\s*halo|ai\s*max|framework\s+desktop|evo-x2|z2\s*mini", low):
        return None
    said = float(memory)
    chip = re.search(r"ai\s*max\+?\s*(?:pro\s*)?(\d{3})", low)
    sizes = {float(m.group(1)) for n in names if "Ryzen AI Max" in n and (m := re.search(r", (\d+) GB\)$", n))
             and (chip is None or chip.group(1) in n)}
    return None if said in sizes or not (larger := [g for g in sizes if g > said]) else min(larger)


def share_note(said: float, total: float, name: str, default: float | None) -> Message:
    """ "No Strix Halo machine is sold with 120 GB: read as …": the reading of :func:`share_total`, said, with the GPU
    memory ``default`` (GB, the catalogue's share, ``data/systems.csv`` ``gpu_memory_gb``) the sizes use."""
    return msg("ask.strix-halo-share", "No Strix Halo machine is sold with {said}: read as {card}, {said} being the "
               "share of its {memory} given to the GPU (set in the BIOS, or on Linux by amdgpu's GTT). The sizes below "
               "use the {default} the catalogue gives it; a model up to about {said} less its context also loads with "
               "that share.", said=Quantity(value=said, unit="GB", digits=0), card=Card(value=name),
               memory=Quantity(value=total, unit="GB", digits=0),
               default=Quantity(value=default or total, unit="GB", digits=0))


__all__ = ["os_share_notes", "share_note", "share_total"]
