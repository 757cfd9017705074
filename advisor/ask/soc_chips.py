"""Laptop chips asked about as the device, the memory and RAM people state, and product numbers that are no card
(issue 27, reader39). Pure: no I/O.

Questions about an NPU or an integrated GPU name the chip that holds it: "Intel Core Ultra 7 258V" (Lunar Lake, its NPU
and Arc 140V), "Ultra7 155H", "Snapdragon X Elite", "x1e-78-100", "Adreno GPU". The catalogue holds none of them, so
each is reported as typed (``unknown``), never dropped as a CPU nor read as a card or a budget ("x1e-78-100": 100 USD).
An Intel Core Ultra is such a device only where the question is about its NPU or its graphics; beside a card ("Core
Ultra 9 285HX w/ RTX 4000") it stays a CPU (:mod:`advisor.ask.devices`).

The memory stated is read in the forms that say it per device or as what the GPU is given ("两张显卡，各16G", "8 910B
npu chips, each memory is 32GB", "allocated so the GPU can use up to 90GB"); numbers with a unit that is no money are
skipped by the budget reader ("47 TOPS", "192线程", "input token -> output token: 1024->512"); a laptop's or an SSD's
model number is no card ("Framework 13 laptop", "Crucial T500 NVMe"), nor a bare HX CPU number ("the 285HX system");
an owner is said by a machine just got ("I just got a new laptop", "我们公司采购了昆仑芯的硬件").
"""

from __future__ import annotations

import re

# Qualcomm's laptop chips and their GPU and NPU: said unknown, as the phone chips of .devices are
SOC_DEVICES = (
    r"(?:qualcomm\s+)(?:snapdragon\s+)?x\s*(?:elite|plus)(?![a-z])"
    # "x1e-78-100", "x1p-64-100": a Snapdragon X by its part number
    r"|(?<![a-z0-9])x1[ep]?[\s-]\d{2}[\s-]\d{3}(?![0-9])"
    r"|(?:qualcomm\s+)?adreno(?:\s*(?:x\d[\s-]?\d{2}|\d{3}))?(?![a-z0-9])"
    r"|(?:qualcomm\s+)?hexagon(?:\s+npu)?(?![a-z])"
)
# an Intel Core Ultra laptop chip ("core ultra 7 258v", "ultra7 155h", "ultra 5 125h"): a device when its NPU or its
# graphics is what is asked; a desktop part (K, KF, F) or an HX paired with a card is a CPU
_CORE_ULTRA = re.compile(r"(?:intel\s+)?(?:core\s+)?(?<![a-z])ultra\s*[3579][\s-]*\d{3}[uhv]?(?![a-z0-9])")
_ON_CHIP = re.compile(r"(?<![a-z])(?:npu|npus|igpu|ai\s+boost|integrated\s+(?:gpu|graphics)|"
                      r"arc\s+(?:gpu|graphics|igpu)|lunar\s+lake|meteor\s+lake|arrow\s+lake)(?![a-z])")


def chip_spans(s: str) -> list[tuple[int, int]]:
    """The spans of ``s`` (lower case) naming an Intel Core Ultra laptop chip asked about as the device: only where
    the question speaks of an NPU or the chip's graphics (module docstring)."""
    if not _ON_CHIP.search(s):
        return []
    return [m.span() for m in _CORE_ULTRA.finditer(s)]


# product numbers that are no card, blanked before machines and cards are read: a Framework laptop's size ("Framework
# 13 laptop": never a 13-inch MacBook), an SSD's model before its kind ("Crucial T500 NVMe": never the T500 Mobile), a
# laptop CPU's number said alone with HX ("the 285HX system": never a Radeon R9 285)
_NO_CARD = re.compile(
    r"(?<![a-z])framework(?:\s+laptop)?\s+1[36](?![0-9])"
    # an architecture's generation beside a card ("Radeon 860M (RDNA 3.5, gfx1152)", "RX 9070 XT (gfx1201, RDNA4)"):
    # never part of the card's name, nor a count; nor a CPU's ("Ryzen AI 7 350 (Zen 5)": no five cards)
    r"|(?<![a-z])(?:rdna|cdna|zen)\s*\d(?:\.\d)?\+?(?![\d.])"
    r"|(?<![a-z])(?:crucial|samsung|wd|western\s+digital|kingston|sabrent|solidigm|seagate|sk\s*hynix|lexar|teamgroup)"
    r"\s+[a-z]{0,3}\s?\d{3,4}[a-z]{0,3}(?:\s+(?:pro|evo|plus|blue|black))?(?=\s+(?:\d+\s*tb\s+)?(?:nvme|ssd|m\.2|pcie))"
    r"|(?<![a-z0-9])(?<![3579]\s)\d{3,5}hx(?![a-z0-9])"  # never "core ultra 9 285hx", the CPU's whole name
    # a board's line with its fans ("MSI GeForce RTX 3060 VENTUS 2X 12G OC", "WINDFORCE 3X"): no count (reader43)
    r"|(?<![a-z])(?:ventus|windforce|twin\s*frozr|twin\s*edge|eagle|phoenix|gaming)\s+[23]\s*x(?![a-z0-9])")


def blank_products(s: str) -> str:
    """``s`` with each product number of :data:`_NO_CARD` blanked (spaces, so spans keep their places)."""
    return _NO_CARD.sub(lambda m: " " * (m.end() - m.start()), s)


# "arc770", "arcb580": an Arc card's number glued to its family word, read as "arc 770"
_ARC_GLUED = re.compile(r"(?<![a-z])arc(?=[ab]?\d{3}(?![0-9]))")


_ARCHES = (r"(?:kepler|maxwell|pascal|volta|turing|ampere|lovelace|ada|hopper|blackwell|rdna[234]?|cdna[23]?"
           r"|alchemist|battlemage)")
# "hopperh100", "amperea100", "h100hopper": an architecture's word glued to a card's number (fix78d), split off so that
# the card is read and the word, said apart, is dropped as no word of the card's own (advisor.ask.card_words)
_ARCH_GLUED = re.compile(rf"(?<![a-z0-9]){_ARCHES}(?=[a-z]{{0,3}}\d{{2,5}}(?![0-9]))"
                         rf"|(?<![a-z0-9])[a-z]{{0,3}}\d{{2,5}}(?=(?:{_ARCHES})(?![a-z0-9]))")


def unglue(s: str) -> str:
    """``s`` with an Arc card's number split from its family word ("arc770" → "arc 770") and an architecture's word
    from a card's number ("hopperh100" → "hopper h100", "h100hopper" → "h100 hopper")."""
    return _ARCH_GLUED.sub(lambda m: m.group() + " ", _ARC_GLUED.sub("arc ", s))


_NUM = r"(\d+(?:\.\d+)?)"
_GB = r"(?:gbs?|gib|g|gigs?|gigabytes?)(?![a-z])(?!\s*/\s*s(?![a-z]))"
# the memory of each device, or what a GPU is given of the system's: the GPU memory stated
EACH_VRAM = [re.compile(p) for p in (
    rf"(?<![a-z])各\s*(?:有|是|为|為)?\s*{_NUM}\s*{_GB}(?![a-z\d])",  # "两张显卡，各16G"
    rf"(?<![a-z])each(?:\s+(?:one|card|gpu|chip|npu|device))?(?:'s)?\s*(?:memory|vram|with|has|having)?\s*(?:is|of|=|:)?"
    rf"\s*{_NUM}\s*{_GB}(?![a-z\d])",  # "each memory is 32GB", "each with 24GB"
    rf"(?<![a-z])(?:gpu|igpu|graphics)\s+(?:can\s+)?(?:use|uses|gets?|get\s+up\s+to|has)\s+(?:up\s+to\s+)?{_NUM}\s*{_GB}"
    rf"(?![a-z\d])",  # "allocated so the GPU can use up to 90GB"
)]

# a unit right after a number that is no money: compute, threads and cores ("47 TOPS", "192线程", "48c*4"), or a
# length's arrow ("1024->512": tokens in and out)
_UNIT_AFTER = re.compile(r"\s*(?:(?:tops|tflops|gflops|pflops|petaflops|teraflops|threads?|cores?|线程|線程|核心?)"
                         r"(?![a-z])|c\s*[*×x]\s*\d|(?:->|→)\s*\d)")
_ARROW_BEFORE = re.compile(r"\d\s*(?:->|→)\s*$")


# "47 TOPS NPU", "45 tops (int8) of AI": an accelerator's operations a second, read by the budget patterns as "47 at
# most" ("500 tops" is an amount's ceiling); the word after says which
_TOPS_OF = re.compile(r"\s*(?:\(?int8\)?\s*)?(?:npu|ai|of\s+(?:ai|compute|int8)|compute|neural|int8|sparse|dense)"
                      r"(?![a-z])")


def unit_said(s: str, span: tuple[int, int]) -> bool:
    """Whether the number at ``span`` of ``s`` (lower case) is no money by the unit after it or an arrow before it, or
    is an accelerator's TOPS (read with the word "tops" in the span: the comment above)."""
    if re.search(r"\d\s*tops$", s[span[0]:span[1]]) and _TOPS_OF.match(s, span[1]):
        return True
    return bool(_UNIT_AFTER.match(s, span[1]) or _ARROW_BEFORE.search(s[max(0, span[0] - 12):span[0]]))


# a machine the asker just got, or hardware their company bought: theirs
GOT_MACHINE = re.compile(
    r"(?<![a-z])(?:(?:i|we)\s+)?(?:just|recently|finally)\s+(?:got|bought|received|purchased)\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?"
    r"(?:brand[\s-]new\s+|new\s+)?(?:[a-z0-9-]+\s+){0,3}?(?:laptop\d*|notebook|pc|computer|machine|server|workstation|"
    r"rig|desktop|mini\s*pc)(?![a-z])"
    r"|(?:采购了|採購了|购置了|購置了)")

# a run told by what it did, in the forms of reader39's rows: a throughput measured and found low ("Low throughput on
# AMD MI250 using llama 3.1 (6 toks/s)"), two cards that do not work together in one machine ("Tesla p40 24G with
# quadro M6000 24G can not work together"), the memory a run took ("显存占到18G", "显存占用了20G")
RAN_TOLD = re.compile(
    r"(?<![a-z])(?:low|poor|bad|slow)\s+[a-z]{4,12}\s+on\s+[^?!\n]{0,60}?\(?\d+(?:\.\d+)?\s*(?:toks?|tokens?|t)\s*/\s*s"
    r"|(?<![a-z])(?:can\s*not|cannot|can'?t|don'?t|doesn'?t|do\s+not|does\s+not|won'?t)\s+work\s+together"
    r"|(?:显存|顯存)\s*(?:占用|佔用)?\s*(?:占到|佔到|占了|佔了|占用了|佔用了|用了|达到|達到|到了)\s*\d+(?:\.\d+)?\s*(?:g|gb)"
    r"(?![a-z])")

# a card's number typed with one digit too many before its variant ("20808ti", "30900 ti", "40700 super"): the one
# card number of the catalogue sold with that variant that deleting a single digit gives
_EXTRA_DIGIT = re.compile(r"(?<![a-z0-9.])(\d{5})(\s?)(ti|super|xtx|xt)(?![a-z])")


def extra_digit(s: str, ti_numbers: frozenset[str], numbers: frozenset[str]) -> str:
    """``s`` with a five-digit card number before a variant's word read as the four-digit one deleting a digit gives,
    when exactly one such number is a card's (a Ti's for "ti", any card's for the other variants); else as typed."""
    def fix(m: re.Match[str]) -> str:
        typed, known = m.group(1), ti_numbers if m.group(3) == "ti" else numbers
        found = {typed[:i] + typed[i + 1:] for i in range(5)} & known
        return f"{found.pop()}{m.group(2)}{m.group(3)}" if len(found) == 1 else m.group()
    return _EXTRA_DIGIT.sub(fix, s)
