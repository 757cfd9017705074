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


def _mb_in_gb(m: re.Match) -> str:
    """Megabytes of free or whole memory ("3500M free", "3500 MiB free", "12288MB total") in gigabytes, one decimal
    ("3.4gb"): an amount of memory, never a card's name (break29 #2); what is in use stays the reader37 rewrite's."""
    if _IN_USE.search(m.string[max(0, m.start() - 14):m.start()]):
        return m.group()
    return f"{m.group('pre') or ''}{round(int(m.group('mb').strip()) / 1024, 1):g}gb"


# what is in use ("uses 3500MB of vram", "占用3500M显存", a range "2000~3500M"): no memory had, left to the
# reader37 rewrite below
_IN_USE = re.compile(r"(?:(?:us(?:es|ed|ing)|use|占用|佔用|用了)\s*(?:about\s+|~)?|"
                     r"\d\s*m?\s*(?:[~～\-–]|到|至)|(?<![\d.])\d{4,6}\s*m?\s)\s*$")
# megabytes: "3500mb", "512 mib", or a bare "m" on four digits or more ("3500m"; a mobile card's "980m" is no memory)
_MB = r"(?P<mb>\d{3,6}\s?(?=mi?b)|\d{4,6}\s?(?=m(?![a-z0-9])))(?:mib|mb|m)(?![a-z0-9])"
_FREE = r"(?:free|left|remaining|available|spare|total)(?![a-z])"
_FREE_BEFORE = r"(?:free|left|remaining|available|spare)(?![a-z])"

UNIT_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match], str]], ...] = (
    # "4go vram", "8 go de ram", "16go": French gigaoctets, before a memory word or at a clause's end
    (re.compile(r"(?<![a-z0-9.])(\d{1,4})\s?go(?=\s+(?:de\s+)?(?:v?ram|m[ée]moire|gddr\w*|ddr\w*)(?![a-z])|\s*[,.;)]|\s*$)"),
     r"\1gb"),
    # "16vram": a number glued to vram, with no unit, is its gigabytes
    (re.compile(r"(?<![a-z0-9.])(\d{1,3})(?=vram(?![a-z]))"), r"\1gb "),
    # "total vram 8188 mb", "total ram 16011 mb": a log's megabytes, in gigabytes
    (re.compile(r"(?<![a-z])(v?ram)\s*[:=]?\s*(\d{4,7})\s*mi?b(?![a-z])"), _in_gb),
    # "3500M free on my gpu", "3500 MiB of vram left", "3500MB free vram", "剩余3500M显存", "free vram: 3500MB":
    # megabytes of memory (break29 #2), in gigabytes, before any card is read ("Quadro FX 3500M" needs its "fx")
    (re.compile(rf"(?<![a-z0-9.])(?<!fx\s)(?<!gtx\s)(?<!rtx\s)(?<!gt\s)(?<!hd\s)(?<!quadro\s)(?<!radeon\s)(?<!geforce\s)(?P<pre>)(?<!\d){_MB}"
                rf"(?=\s*(?:of\s+)?(?:gpu\s+|the\s+)?(?:vram\s+|gpu\s+memory\s+)?{_FREE}|"
                r"\s*(?:of\s+)?(?:free\s+|total\s+)?(?:vram|gpu\s+memory|显存|顯存)(?![a-z])|\s*的?\s*(?:显存|顯存))"),
     _mb_in_gb),
    (re.compile(rf"(?P<pre>(?:{_FREE_BEFORE}|剩余|剩餘|剩下|还剩|還剩|可用|空闲|空閒)\s*(?:vram|gpu\s+memory|显存|顯存)?\s*[:：=]?\s*"
                rf"(?:of\s+|only\s+|about\s+)?){_MB}"), _mb_in_gb),
    # "占用2000~3500M的显存", "uses 3500M of vram": megabytes of memory in use, written with a bare "m" — never a
    # mobile card's name ("Quadro FX 3500M"; reader37): the unit spelled out, so no card is read from it
    (re.compile(r"(?<![a-z0-9.])(?<!fx\s)(?<!gtx\s)(?<!gt\s)(?<!hd\s)(?<!quadro\s)(?<!radeon\s)"
                r"(?<!geforce\s)(?:(\d{4,6})\s*m?\s*([~～\-–]|到|至|\s)\s*)?(\d{4,6})\s?m(?=\s*的?\s*(?:显存|顯存|内存|內存|v?ram(?![a-z])|memory)|"
                r"\s+(?:of\s+)?(?:gpu\s+)?(?:v?ram|memory)(?![a-z]))"), _mib),
)
"""Each pattern and its rewrite, applied in order (:meth:`advisor.ask.reader.Reader.read`)."""


# every pattern of UNIT_REWRITES matches a digit then, past any spaces, "g" ("go"), "m" ("mb", "m") or "v" ("vram"):
# a question without one is left as it is, none of their lookbehinds tried (issue 30 §1; a rewrite only runs on a
# match, so a question none matches stays unchanged for every later pattern)
_MAY_REWRITE = re.compile(r"\d\s*[gmv]")


def in_gigabytes(s: str) -> str:
    """``s`` (the question in lower case) with its memory rewritten in the reader's "N gb" (:data:`UNIT_REWRITES`)."""
    if not _MAY_REWRITE.search(s):
        return s
    for pattern, rewrite in UNIT_REWRITES:
        s = pattern.sub(rewrite, s)
    return s


gate_module(globals())
