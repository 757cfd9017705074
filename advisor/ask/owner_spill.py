"""An owner's image or video model said to spill out of the card, read (judge27 #13, #14): low-VRAM mode ("ComfyUI keeps
loading Flux in low VRAM mode"), the model in system RAM ("uses my RAM, not the GPU", "占用内存") or slow ("very slow",
"很慢"), with no out-of-memory said (that is :func:`advisor.image_owner.owner_oom`'s). The answer is
:func:`advisor.image_spill.spill_first`'s; its words are ``words.toml``'s ``[trouble]`` ``low_vram``, ``in_ram`` and
``in_ram_zh`` (read once, when the reader is first loaded), and :data:`advisor.ask.speed_complaint.SLOW`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_ram import ram_enough
from ..image_spill import spill_first
from .gate import gate_module
from .speed_complaint import SLOW
from .vocabulary import alternation, vocabulary, word_lists

if TYPE_CHECKING:
    from ..i18n import Message
    from ..image_needs import Generator
    from ..models import Card

_W = word_lists("trouble")

_ZH = [w for w in _W["low_vram"] if not w.isascii()]
LOW_VRAM = re.compile(rf"(?<![a-z])(?:{alternation(_W['low_vram'])})(?![a-z])|{alternation(_ZH)}")
"""Low-VRAM mode said (the Chinese words need no edges)."""
IN_RAM = re.compile(rf"(?<![a-z])(?:{alternation(_W['in_ram'])})(?![a-z])|{alternation(_W['in_ram_zh'])}")
"""The model said to sit in system RAM."""
RAM_ASKED = re.compile(r"(?<![a-z])(?:(?:system\s+)?ram\s+(?:is\s+|be\s+)?(?:enough|sufficient|suffice|ok|okay|fine)|"
                       r"enough\s+(?:system\s+)?ram|how\s+much\s+(?:system\s+)?ram|more\s+(?:system\s+)?ram)(?![a-z])|"
                       r"内存(?:是否|够不够|夠不夠|够吗|夠嗎|够|夠|足够|足夠)|記憶體(?:是否|够不够|夠不夠|夠嗎|夠|足夠)|"
                       r"(?:需要|要)多少(?:系统|系統)(?:内存|內存|記憶體)")
"""Whether the system RAM is enough asked ("is 16gb ram enough with a 3090 for stable diffusion", "32g内存够吗",
"SDXL需要多少系统内存，我有16G内存和3060" in fix83):
the RAM's verdict leads (:func:`advisor.image_ram.ram_enough`, fix79b #2)."""
CPU_OOM = re.compile(r"(?<![a-z])(?:defaultcpuallocator|alloc_cpu|cpu\s+allocator|not\s+enough\s+(?:system\s+)?ram|"
                     r"out\s+of\s+(?:system\s+)?ram|(?:system\s+)?ram\s+(?:ran|runs?)\s+out)(?![a-z])|内存不足|内存不够|"
                     r"記憶體不足|記憶體不夠", re.IGNORECASE)
"""An out of memory that is the system RAM's ("DefaultCPUAllocator: not enough memory", "ran out of RAM", "内存不足"):
with the RAM said, its verdict answers it, not the card's levers (fix79b #2: a GTX 1660 SUPER with 8 GB of RAM
failing to load SDXL was told to lower the batch)."""


def owner_spill(g: Generator, card: Card, text: str, ram_gb: float | None, precision: str | None) -> Message | None:
    """The first sentence for an owner whose ``g`` on ``card`` is said (``text``, any case) to run in low-VRAM mode, in
    system RAM or slowly, or who asks whether their system RAM is enough (:data:`RAM_ASKED`) or reports it run out
    (:data:`CPU_OOM`), with no other out of memory said (:func:`advisor.image_spill.spill_first`,
    :func:`advisor.image_ram.ram_enough`; ``ram_gb``: the system RAM said, GB); ``None`` otherwise, or when the card
    holds every published setting with room."""
    low = text.lower()
    if ram_gb is not None and CPU_OOM.search(low):  # "DefaultCPUAllocator: not enough memory" with 8 GB of RAM said
        return ram_enough(g, card, ram_gb, precision)
    if vocabulary().intents["oom"].search(low):
        return None
    if ram_gb is not None and RAM_ASKED.search(low):  # "is 16gb ram enough …": the RAM asked about answered first
        return ram_enough(g, card, ram_gb, precision)
    low_vram = LOW_VRAM.search(low) is not None
    if not (low_vram or IN_RAM.search(low) or SLOW.search(low)):
        return None
    return spill_first(g, card, ram_gb, low_vram, precision)


__all__ = ["CPU_OOM", "IN_RAM", "LOW_VRAM", "RAM_ASKED", "owner_spill"]

gate_module(globals())
