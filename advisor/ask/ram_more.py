"""System RAM said in two more ways no other RAM reader of :mod:`advisor.ask.spans` reads (reader41):

- in terabytes, with a word of RAM beside it: "2T的内存", "2TB RAM", "1.5 TB of DDR5", "内存：1T", "RAM is 1TB" (a
  server's; "1TB SSD", "2T tokens" and a disk are never RAM);
- as one part of a configuration joined by "+", a bare size with no word of GPU memory: "我的配置是16G+1060 6G显存",
  "4090+192G", "i5+32G+3060 12G", "16gb + 3060 12gb" — a card's memory is written on it ("3060 12G", "4060 8G+32G":
  the 8G is the 4060's), never joined to it by "+".

Pure: no I/O."""

from __future__ import annotations

import re

from ..errors import AdvisorError
from ..kinds import read_ram
from .gate import gate_module

_NUM = r"(\d+(?:\.\d+)?)"
_TERA = r"(?:tb|tib|t)(?![a-z])"
# a word of RAM (its kind written before it too: "DDR5", "ECC", "RECC")
_RAM_WORD = (r"(?:(?:(?:lp)?ddr\d[a-z0-9]*|r?ecc|reg)\s*)*(?:(?:运行)?内存|運行內存|內存|(?<!v)d?ram(?![a-z])|"
             r"system\s+memory|dimms?(?![a-z])|ddr\d[a-z0-9]*)")

TERA_RAM = [re.compile(p) for p in (
    # the size first: "2t的内存", "2tb ram", "1.5 tb of ddr5", "1t ddr4 内存"
    rf"(?<![\d.]){_NUM}\s*{_TERA}\s*(?:of\s+)?(?:的\s*)?{_RAM_WORD}",
    # the word of RAM first: "内存：1t", "内存为2t", "ram: 1tb", "ram is 1.5tb", "memory ram 2tb"
    rf"(?:(?:运行)?内存|內存|(?<![a-z])(?<!v)d?ram(?![a-z])|system\s+memory)\s*(?:[:：=]|is|of|为|為|是|有|共|总共|總共)?\s*"
    rf"{_NUM}\s*{_TERA}(?!\s*(?:ssd|hdd|nvme|disk|硬盘|硬碟|固态|固態))",
)]
"""RAM said in terabytes (module docstring); group 1 is the size in TB."""

# a bare size joined to another part by "+" ("16G+1060", "4090+192G"), with no word of GPU memory, storage or sharing
# after it; group 1 is the size in GB
JOINED = re.compile(r"(?<![a-z0-9.])(\d{1,4})\s*(?:gb?|gib)(?![a-z0-9])(?=\s*\+)|"
                    r"(?<=\+)\s*(\d{1,4})\s*(?:gb?|gib)(?![a-z0-9])")
_NOT_RAM_AFTER = re.compile(r"\s*(?:的\s*)?(?:显存|顯存|vram|gpu|video|ssd|hdd|nvme|disk|storage|硬盘|硬碟|固态|固態|"
                            r"共享|shared|unified|统一|統一)")
# a card's number right before the size: the size is that card's memory ("4060 8g+32g内存": the 8g is the 4060's);
# and a card's memory right before the "+": the size after it is another memory of that card ("a100 40g + 80g")
_CARD_BEFORE = re.compile(r"\d{3,5}\s*(?:ti|super|s|xt|xtx|d)?\s*(?:\d{1,3}\s*(?:gb?|gib)\s*\+\s*)?$")


def ram_in_tera(s: str) -> float | None:
    """The system RAM said in terabytes in ``s`` (the question, lower case), in GB, or None."""
    for pattern in TERA_RAM:
        for m in pattern.finditer(s):
            try:
                return read_ram(float(m.group(1)) * 1024)
            except AdvisorError:
                continue
    return None


def ram_joined(s: str) -> float | None:
    """The system RAM said as a bare part of a configuration joined by "+" in ``s`` (the question, lower case), in
    GB, or None (module docstring)."""
    for m in JOINED.finditer(s):
        start, end = m.span(1) if m.group(1) else m.span(2)
        if _NOT_RAM_AFTER.match(s, m.end()) or _CARD_BEFORE.search(s[max(0, start - 12):start]):
            continue
        try:
            return read_ram(float(m.group(1) or m.group(2)))
        except AdvisorError:
            continue
    return None


def more_ram(s: str) -> float | None:
    """The system RAM said in terabytes or as a "+"-joined part of a configuration (module docstring), or None."""
    tera = ram_in_tera(s)
    return tera if tera is not None else ram_joined(s)


gate_module(globals())
