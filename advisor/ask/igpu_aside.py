"""An integrated GPU named beside the asker's graphics card is set aside, never read as a card by its number
(break34 #1, fix42c): "my pc has a 3060 and intel uhd 770, can I run qwen 32b" was read as a 3060 and a GeForce GTX 770
(then the whole PC "runs no model"); "I have a 3060 and intel uhd 770" became a compare with the GTX 770. Pure: no I/O.

- Intel's integrated graphics by name ("Intel UHD 770", "UHD Graphics 630", "Intel HD Graphics 4600", "Iris Xe",
  "Iris Plus", "Arc 140V", "Intel Arc graphics") are blanked before cards are read: their numbers are no card's. The
  Iris Xe MAX and the Arc A/B cards (A770, B580) are discrete cards and stay.
- A card of the catalogue that is an integrated GPU (:func:`advisor.igpu.is_igpu`: "Radeon 780M", "Radeon 890M"),
  read beside a discrete card, is dropped; unless the question weighs the two ("slower than the AMD 780M", "4070 vs
  780M", "比780M慢"): then both are the cards asked about (another machine's iGPU, a comparison).
Either way the note says the integrated GPU was set aside and the answer is for the discrete card. With no discrete card
read, an Intel name is reported as typed, as the devices the catalogue lacks are (:mod:`advisor.ask.devices`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Card as CardParam
from ..i18n import Message, UserText, msg
from ..igpu import is_igpu
from .gate import gate_module
from .theirs import _dropped

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

INTEL_IGPU = re.compile(
    r"(?:intel\s*(?:®\s*)?)?(?<![a-z])u?hd\s*graphics(?:\s*p?\d{3,4})?(?![a-z0-9])"
    r"|intel\s*(?:®\s*)?u?hd(?:\s*p?\d{3,4})?(?![a-z0-9])"
    r"|(?<![a-z])uhd\s*p?\d{3,4}(?![a-z0-9])"
    r"|(?:intel\s*(?:®\s*)?)?(?<![a-z])iris(?!\s*xe\s*max)\s*(?:xe|plus|pro)?(?:\s*graphics)?(?:\s*\d{3,4})?(?![a-z0-9])"
    r"|(?:intel\s*(?:®\s*)?)?(?<![a-z])arc\s*(?:1[34]0[vt]|graphics|igpu)(?![a-z0-9])")
"""Intel's integrated graphics by name (module docstring)."""

_WEIGHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|than|compared|against)(?![a-z])|比(?!如|方)|还是|還是|对比|對比")
"""Words that weigh one card against another: an iGPU card beside them is asked about, never set aside."""


_DISCRETE = re.compile(r"(?<![a-z])(?:rtx|gtx|rx|geforce|quadro|tesla)(?![a-z])|(?<![a-z])arc\s*[ab]\d{3}|"
                       r"(?<![\d.-])(?:[2-5]0[5-9]0|10[5-8]0|16[56]0)(?![\d])")
"""A discrete card named ("rtx 3060", "a 4090", "arc b580"): only beside one is an Intel iGPU set aside; named alone
it is read as the catalogue holds it ("Intel HD Graphics 630": its own entry)."""


def blank_intel_igpus(s: str) -> tuple[list[str], str]:
    """The Intel integrated GPUs named in ``s`` (lower case) beside a discrete card, as typed, and ``s`` with each
    left as the word "igpu" (so a count of GPUs beside it still holds it: :mod:`advisor.ask.integrated_gpu`)."""
    found: list[str] = []
    if not _DISCRETE.search(INTEL_IGPU.sub(" ", s)):
        return found, s
    for m in INTEL_IGPU.finditer(s):
        typed = " ".join(m.group().split())
        if typed not in found:
            found.append(typed)
        s = s[:m.start()] + "igpu".ljust(m.end() - m.start()) + s[m.end():]
    return found, s


def aside_note(igpu: str, card: str, typed: bool) -> Message:
    """"Intel UHD 770 is an integrated GPU: set aside; the answer is for your GeForce RTX 3060 12 GB"."""
    said = UserText(value=igpu) if typed else CardParam(value=igpu)
    return msg("ask.igpu-aside", "{igpu} is an integrated GPU (it uses system RAM): set aside; the answer is for "
               "{card}.", igpu=said, card=CardParam(value=card))


def set_aside(r: Reading, intel: list[str], advisor: Advisor) -> list[str]:
    """``r`` without the integrated GPUs read as cards beside a discrete one, each set aside with its note, as the
    Intel ones blanked before (``intel``) are; returns the Intel names to report as unknown devices (none read beside
    a discrete card)."""
    igpus = [] if _WEIGHED.search(r.text.lower()) else [c for c in r.cards if is_igpu(advisor.card(c))]
    discrete = [c for c in r.cards if c not in igpus]
    if not discrete:
        return intel
    if igpus:
        _dropped(r, igpus)
    r.notes += [aside_note(name, discrete[0], True) for name in intel]
    r.notes += [aside_note(name, discrete[0], False) for name in igpus]
    return []


gate_module(globals())
