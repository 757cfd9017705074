"""A Mac named by its chip alone (issue 27, reader51b): "mac m1", "m1 mac", "苹果m1", "Mac M1芯片电脑",
"mac m1 32g". The word Mac (or Apple) beside the chip says the asker's machine, so it is a machine to size:
the catalogue's Mac with that chip (its least memory, or the memory said — the lowest tier of that
generation sold with it when the base chip never was), the assumption said on the read-as line. The chip's
GPU asked about ("Mac M2 的GPU 什么时候支持") is no machine: left to the reader's unknown devices.
"""

from __future__ import annotations

import re

from ..i18n import Card, Message, UserText, msg
from ..kinds import Given

# the Mac word right before the chip ("mac m1", "苹果m1", "macos m1") or right after it ("m1 mac", "m1 macbook")
_MAC_BEFORE = re.compile(r"(?<![a-z])(?:mac(?:os)?|apple|苹果)\s*$")
_MAC_AFTER = re.compile(r"\s*(?:mac|苹果)(?![a-z])")
_CHIP_GPU = re.compile(r"\s*(?:的\s*)?(?:gpu|显卡|顯卡)")  # "mac m2 的gpu": the chip's GPU, never a machine
_TYPED = re.compile(r"(m[1-5])(?:\s*(pro|max|ultra))?(?:\s+(\d+)gb)?")
_TIERS = ("", "pro", "max", "ultra")


def mac_beside(s: str, span: tuple[int, int]) -> bool:
    """Whether the word Mac (or Apple, 苹果) stands right before or after the chip at ``span`` of ``s`` (lower
    case): "mac m4电脑" is Apple's M4, never the Tesla M4."""
    return bool(_MAC_BEFORE.search(s[max(0, span[0] - 8):span[0]]) or _MAC_AFTER.match(s, span[1]))


_DESKTOP_MAC = re.compile(r"mac\s*mini|mac\s*studio")
"""The desktop Macs a chip is said with ("m1 mac mini 16gb"); a MacBook of a chip held in another MacBook stays
unknown (corpus E940: a MacBook said bare, then with its memory, is two Macs)."""


def product_lacks_chip(typed: str, chip: str, given: Given) -> bool:
    """Whether ``typed`` (a Mac as read, lower case) names a desktop Mac (:data:`_DESKTOP_MAC`) the catalogue holds
    none of with ``chip``, a base chip ("m1 mac mini 16gb": no M1 Mac mini, fix72a #5): sized then by the same chip
    and memory, as a product the catalogue holds none of is (:func:`advisor.ask.machines._form_by_chip`)."""
    product = _DESKTOP_MAC.search(typed)
    if product is None or given.advisor is None or re.search(r"pro|max|ultra", chip):
        return False  # a Pro, Max or Ultra chip comes with other GPU core counts in each product (the Mac Studio's M1
        # Max with 24 or 32): only a base chip's GPU and memory are one across Macs
    word = re.sub(r"mac\s*", "mac ", product.group())  # "macmini", "mac  mini": the catalogue's "Apple Mac mini"
    said = " ".join(chip.split())
    exact = re.compile(rf"\({re.escape(said)}(?!\s*(?:pro|max|ultra))(?![a-z0-9])", re.I)
    return not any(e.name.lower().startswith(f"apple {word}") and exact.search(e.name)
                   for e in given.advisor.names.tables.entries)


def mac_by_chip(typed: str, s: str, span: tuple[int, int], given: Given,
                notes: list[Message] | None, *, apple: bool = True) -> str | None:
    """The catalogue name of the Mac a chip said beside the word Mac is (see the module docstring), or None.

    ``typed`` is the chip as read ("m1", "m1 32gb"), ``s`` the question (lower case) and ``span`` where the chip
    stands in it; ``notes`` gets the assumption (``names.fits``: how many Macs fit, which is assumed) when
    several Macs have the chip; None when ``apple`` is false (a machine of another platform). Sources:
    ``data/systems.csv`` through the name index's entries."""
    m = _TYPED.fullmatch(typed.strip())
    if not apple or m is None or given.advisor is None or _CHIP_GPU.match(s, span[1]) or not mac_beside(s, span):
        return None
    gen, tier, memory = m.group(1), m.group(2) or "", m.group(3)
    if re.search(rf"(?:mac\s*mini|mac\s*studio|macbook(?:\s*(?:pro|air))?|imac)\s*{gen}(?![0-9])", s[span[1]:]):
        return None  # "macOS M4 … I just got a Mac Mini M4 Pro with 24GB": the Mac named in full later is the one
    macs = []
    for e in given.advisor.names.tables.entries:
        chip = re.match(r"apple (m[1-5])(?: (pro|max|ultra))?(?![a-z0-9])", (e.architecture or "").lower())
        if e.manufacturer == "Apple" and chip is not None and chip.group(1) == gen:
            macs.append((_TIERS.index(chip.group(2) or ""), e.memory_gb or 0.0, e.name))
    exact = [t for t in macs if t[0] == _TIERS.index(tier)]
    if memory is not None:  # "mac m1 32g": that memory, the lowest tier sold with it when the chip said never was
        sized = [t for t in exact if t[1] == float(memory)] or (
            [t for t in macs if t[1] == float(memory) and t[0] > 0] if not tier else [])
        exact = sized
    if not exact:
        return None
    exact.sort()
    if len(exact) > 1 and notes is not None:
        notes.append(msg("names.fits", "'{query}' fits {count:.0f} cards; assuming {card}.",
                         query=UserText(value=typed), count=len(exact), card=Card(value=exact[0][2])))
    return exact[0][2]
