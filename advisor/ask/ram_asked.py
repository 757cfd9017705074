"""System RAM asked of an image or video model with no card named (fix83, break48 M4): "how much system RAM do I
need for SDXL", "is 8gb ram enough for stable diffusion", "SDXL需要多少系统内存" were answered with the card's memory.
The answer is :func:`advisor.image_ram.ram_needed`'s: the setting's published memory plus the system's allowance."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_ram import ram_needed
from .gate import gate_module

if TYPE_CHECKING:
    from ..i18n import Message
    from ..image_needs import Generator

SYSTEM_RAM = re.compile(r"(?<![a-z])(?:(?:system\s+)?ram\s+(?:do\s+i\s+need|is\s+needed|needed|(?:is\s+|be\s+)?"
                        r"(?:enough|sufficient|ok|okay|fine))|enough\s+(?:system\s+)?ram|how\s+much\s+(?:system\s+)?"
                        r"ram|system\s+ram|system\s+memory)(?![a-z])|系统内存|系統內存|系統記憶體|系统ram|内存条|記憶體條")
"""System RAM asked ("how much RAM", "8gb ram enough", "系统内存"); ``vram`` never matches (its ``v`` is a letter)."""
CARD_MEMORY = re.compile(r"vram|显存|顯存|gpu\s+memory|video\s+memory")
"""The card's memory said beside: the question is the card's, not the RAM's."""


def ram_asked(g: Generator, text: str, ram_gb: float | None) -> Message | None:
    """The first sentence for system RAM asked (:data:`SYSTEM_RAM`) of ``g`` with no card (``text``, any case;
    ``ram_gb``: the RAM said, GB); ``None`` when it is not asked, or the card's memory is said too."""
    low = " ".join(text.lower().split())
    if g.job not in ("image-gen", "video-gen") or not SYSTEM_RAM.search(low) or CARD_MEMORY.search(low):
        return None
    return ram_needed(g, ram_gb)


__all__ = ["CARD_MEMORY", "SYSTEM_RAM", "ram_asked"]

gate_module(globals())
