"""Edge accelerators, mining cards and integrated GPUs the catalogue does not hold, said unknown (issue 27, reader42).
Pure: no I/O.

The hold-out's worst slot was a device the catalogue lacks, dropped or swapped for a card: "Hailo-8L" (a Raspberry Pi's
NPU), "Axelera Metis", "a 2x CMP setup" (NVIDIA's mining cards by their family), "Snapdragon 8s Gen 3" (read as the 8
Gen 3), "5900HX iGPU" (a laptop CPU's graphics named by the CPU), "uhd 520" (Intel graphics the catalogue has no entry
for, read as the GeForce GT 520). Each is read here, before machines, products and cards, kept as typed and blanked,
so it is said unknown (:mod:`advisor.ask.devices`) and never read as a card, a count or a model.

Beside them, "M.2" (a slot: "a PCIe M.2 HAT", "M.2 module") is blanked: never Apple's M2; and a time in milliseconds
("单张图片处理速度 200ms左右"): never the Radeon Xpress 200M.
"""

from __future__ import annotations

import re

from .igpu_aside import INTEL_IGPU
from .spans import blank

_ROWS: tuple[tuple[tuple[str, ...], str], ...] = (
    # Hailo's NPUs ("Hailo-8L", "hailo 8", "Hailo-10H"), Axelera's ("axelera.ai", "Axelera Metis")
    (("hailo",), r"(?<![a-z])hailo(?:[\s-]*\d{1,2}[a-z]?(?![a-z0-9]))?"),
    (("axelera",), r"(?<![a-z])axelera(?:\.ai)?(?:\s+metis)?(?![a-z])"),
    # NVIDIA's CMP mining cards by their family alone ("the CMP vs V100", "a 2x CMP setup", "CMPs"): which one is not
    # said, so no entry of the catalogue is read for them
    (("cmp",), r"(?<![a-z0-9_.])cmp(?=s?\s+(?:vs\.?|versus|or|setup|cards?|gpus?|mining|rigs?)(?![a-z]))"),
    # a phone chip's "s" variant ("Snapdragon 8s Gen 3"): never the 8 Gen 3
    (("snapdragon", "骁龙", "驍龍"), r"(?:qualcomm\s*)?(?:snapdragon|骁龙|驍龍)[\s-]*\d\s*s\s*(?:gen|elite)(?:\s*\d)?"),
    # a laptop CPU's graphics named by the CPU ("5900HX iGPU", "the 7840u's integrated graphics")
    (("igpu", "integrated", "apu"), r"(?<![a-z0-9])(?:(?:amd\s+)?ryzen\s+[3579]\s+)?\d{4}\s?(?:hx|hs|h|u)(?:'s)?"
                                    r"(?=\s*(?:igpu|integrated|apu)(?![a-z]))"),
)
"""Each kind of device read here: the words one of them always holds (the reader's gate) and its pattern. A new device
is one row: its words join :data:`TRIGGERS` (fix47d: the list was written apart from the patterns)."""
_EDGE = re.compile("|".join(pattern for _, pattern in _ROWS))
_SLOT_ROWS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("m.2",), r"(?<![a-z])(?<!apple )(?<!mac )(?<!macbook )m\.2(?![0-9])"),
    # a time in milliseconds ("200ms", "10 ms"): never a card ("Radeon Xpress 200M")
    (("ms",), r"(?<![a-z0-9.])\d+(?:\.\d+)?\s*ms(?![a-z])"),
)
_SLOT = re.compile("|".join(pattern for _, pattern in _SLOT_ROWS))
INTEL_WORDS = ("hd", "iris", "arc")
"""The words every name of Intel's integrated graphics holds (:data:`advisor.ask.igpu_aside.INTEL_IGPU`: "UHD 620",
"Iris Xe", "Arc 140V"), and the families :func:`intel_numbers` reads."""
_INTEL_NUMBER = re.compile(r"(\d{3,4})(?![0-9])")
_DISCRETE = re.compile(r"(?<![a-z])(?:rtx|gtx|rx|geforce|quadro|tesla|radeon)(?![a-z])|(?<![a-z])arc\s*[ab]\d{3}"
                       r"|(?<![\d.-])(?:[1-9]0[5-9]0|16[56]0)(?![\d])")
TRIGGERS = tuple(dict.fromkeys(w for words, _ in (*_ROWS, *_SLOT_ROWS) for w in words)) + INTEL_WORDS
"""The words without which no pattern here can match (the reader's gates, tests/advisor/test_reader_gate.py): each
row's own, and Intel's graphics'."""


def read_edge(s: str, intel_numbers: frozenset[str]) -> tuple[list[str], str]:
    """The devices of ``s`` (lower case) of this module's kinds, as typed, in order, once; and ``s`` with them and
    every "M.2" blanked. An Intel integrated GPU said with no discrete card is one of them only when the catalogue has
    no Intel graphics of its number (``intel_numbers``: "uhd 520" is none, "HD Graphics 630" its own entry)."""
    if not any(w in s for w in TRIGGERS):
        return [], s
    found: list[str] = []
    for m in _SLOT.finditer(s):
        s = blank(s, m.span())
    for m in _EDGE.finditer(s):
        typed = " ".join(m.group().split()).strip(" -")
        if typed.endswith("'s"):
            typed = typed[:-2]
        if typed and typed not in found:
            found.append(typed)
        s = blank(s, m.span())
    if any(w in s for w in INTEL_WORDS) and not _DISCRETE.search(INTEL_IGPU.sub(" ", s)):
        for m in INTEL_IGPU.finditer(s):
            number = _INTEL_NUMBER.search(m.group())
            if number is None or f"{_family(m.group())} {number.group(1)}" in intel_numbers:
                continue
            typed = " ".join(m.group().split())
            if typed not in found:
                found.append(typed)
            s = blank(s, m.span())
    return found, s


# an AMD chip's graphics named by its codename ("the granite ridge GPU", "Phoenix iGPU", "strix point graphics"): never
# IBM's Granite model nor a card; read before models (:func:`read_codenames`)
_CODENAMES = re.compile(r"(?<![a-z])(?:granite\s+ridge|raphael|phoenix|hawk\s+point|strix\s+point|krackan(?:\s+point)?|"
                        r"rembrandt|dragon\s+range|fire\s+range|cezanne|renoir|lucienne)(?:'s)?"
                        r"(?=\s*(?:igpu|gpu|apu|integrated|graphics|radeon|npu)(?![a-z]))")
_CODENAME_WORDS = ("ridge", "raphael", "phoenix", "point", "krackan", "rembrandt", "range", "cezanne", "renoir",
                   "lucienne")


def read_codenames(s: str) -> tuple[list[str], str]:
    """The AMD chips of ``s`` (lower case) whose graphics are named by codename, as typed, once; and ``s`` with each
    blanked, before models are read ("granite ridge GPU": no Granite model)."""
    if not any(w in s for w in _CODENAME_WORDS):
        return [], s
    found: list[str] = []
    for m in _CODENAMES.finditer(s):
        typed = " ".join(m.group().split()).removesuffix("'s")
        if typed not in found:
            found.append(typed)
        s = blank(s, m.span())
    return found, s


def _family(name: str) -> str:
    """The family of an Intel graphics name, lower case: "uhd", "iris", "arc" or "hd"."""
    return next((w for w in ("uhd", *INTEL_WORDS) if w != "hd" and w in name), "hd")


def intel_numbers(names: list[str]) -> frozenset[str]:
    """Intel's integrated graphics the catalogue holds, as family and number ("HD Graphics 630" → "hd 630",
    "UHD Graphics 620 Mobile" → "uhd 620"): "uhd 520" is none of them, though "HD Graphics 520" is."""
    return frozenset(f"{_family(name.lower())} {m.group(1)}" for name in names
                     if re.match(rf"(?:u?hd|{'|'.join(w for w in INTEL_WORDS if w != 'hd')})\b", name, re.I)
                     for m in [re.search(r"(?<![\w])P?(\d{3,4})[vt]?(?![\w])", name, re.I)] if m)  # "Arc 140V"
