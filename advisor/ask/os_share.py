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


__all__ = ["os_share_notes"]
