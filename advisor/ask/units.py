"""Memory written in the units and forms bug reports and other languages use (issue 27, round 14). Pure: no I/O.

Rewrites of the question (lower case) into the reader's "N gb" before the spans are read: French gigaoctets ("RTX
A1000 4Go VRAM", "8 Go de RAM"), a number glued to "VRAM" with no unit ("RTX 4090 16VRAM": 16 GB), and a log's
megabytes ("Total VRAM 8188 MB, total RAM 16011 MB", ComfyUI's start-up line: 8 GB of VRAM and 16 GB of RAM, in
GiB rounded, as the cards are sold). The patterns are behind the reader's literal gate (:mod:`advisor.ask.gate`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .gate import gate_module


def _in_gb(m: re.Match) -> str:
    return f"{m.group(1)} {round(int(m.group(2)) / 1024)}gb"


def _mib(m: re.Match) -> str:
    """Megabytes written with a bare "m", one or a range ("2000~3500m"), with the unit spelled out on each."""
    return (f"{m.group(1)} mib{m.group(2)}" if m.group(1) else "") + f"{m.group(3)} mib"


UNIT_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match], str]], ...] = (
    # "4go vram", "8 go de ram", "16go": French gigaoctets, before a memory word or at a clause's end
    (re.compile(r"(?<![a-z0-9.])(\d{1,4})\s?go(?=\s+(?:de\s+)?(?:v?ram|m[ée]moire|gddr\w*|ddr\w*)(?![a-z])|\s*[,.;)]|\s*$)"),
     r"\1gb"),
    # "16vram": a number glued to vram, with no unit, is its gigabytes
    (re.compile(r"(?<![a-z0-9.])(\d{1,3})(?=vram(?![a-z]))"), r"\1gb "),
    # "total vram 8188 mb", "total ram 16011 mb": a log's megabytes, in gigabytes
    (re.compile(r"(?<![a-z])(v?ram)\s*[:=]?\s*(\d{4,7})\s*mi?b(?![a-z])"), _in_gb),
    # "占用2000~3500M的显存", "uses 3500M of vram": megabytes of memory in use, written with a bare "m" — never a
    # mobile card's name ("Quadro FX 3500M"; reader37): the unit spelled out, so no card is read from it
    (re.compile(r"(?<![a-z0-9.])(?<!fx\s)(?<!gtx\s)(?<!gt\s)(?<!hd\s)(?<!quadro\s)(?<!radeon\s)"
                r"(?<!geforce\s)(?:(\d{4,6})\s*m?\s*([~～\-–]|到|至|\s)\s*)?(\d{4,6})\s?m(?=\s*的?\s*(?:显存|顯存|内存|內存|v?ram(?![a-z])|memory)|"
                r"\s+(?:of\s+)?(?:gpu\s+)?(?:v?ram|memory)(?![a-z]))"), _mib),
)
"""Each pattern and its rewrite, applied in order (:meth:`advisor.ask.reader.Reader.read`)."""


def in_gigabytes(s: str) -> str:
    """``s`` (the question in lower case) with its memory rewritten in the reader's "N gb" (:data:`UNIT_REWRITES`)."""
    for pattern, rewrite in UNIT_REWRITES:
        s = pattern.sub(rewrite, s)
    return s


gate_module(globals())
