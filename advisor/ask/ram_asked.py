"""System RAM asked of an image or video model with no card named (fix83, break48 M4): "how much system RAM do I
need for SDXL", "is 8gb ram enough for stable diffusion", "SDXL需要多少系统内存" were answered with the card's memory.
The answer is :func:`advisor.image_ram.ram_needed`'s: the setting's published memory plus the system's allowance."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_needs import find_generator
from ..image_ram import ram_needed, ram_on_card
from ..needs_words import read_line, with_reading
from .gate import gate_module

if TYPE_CHECKING:
    from ..api import Advisor
    from ..i18n import Message
    from ..image_needs import Generator

SYSTEM_RAM = re.compile(r"(?<![a-z])(?:(?:system\s+)?ram\s+(?:do\s+i\s+need|is\s+needed|needed|(?:is\s+|be\s+)?"
                        r"(?:enough|sufficient|ok|okay|fine))|enough\s+(?:system\s+)?ram|how\s+much\s+(?:system\s+)?"
                        r"ram|system\s+ram|system\s+memory)(?![a-z])|系统内存|系統內存|系統記憶體|系统ram|内存条|記憶體條|"
                        r"内存|內存|記憶體")
"""System RAM asked ("how much RAM", "8gb ram enough", "系统内存"; a bare 内存 is system RAM in Chinese usage, the
card's being 显存: fix84c); ``vram`` never matches (its ``v`` is a letter)."""
CARD_MEMORY = re.compile(r"vram|显存|顯存|gpu\s+memory|video\s+memory|"
                         r"(?:显卡|顯卡|gpu|gpu的|显卡的|顯卡的)(?:内存|內存|記憶體)")
"""The card's memory said beside ("显卡内存": the card's): the question is the card's, not the RAM's."""


def ram_asked(g: Generator, text: str, ram_gb: float | None) -> Message | None:
    """The first sentence for system RAM asked (:data:`SYSTEM_RAM`) of ``g`` with no card (``text``, any case;
    ``ram_gb``: the RAM said, GB); ``None`` when it is not asked, or the card's memory is said too."""
    low = " ".join(text.lower().split())
    if g.job not in ("image-gen", "video-gen") or not SYSTEM_RAM.search(low) or CARD_MEMORY.search(low):
        return None
    return ram_needed(g, ram_gb)


def ram_on_card_asked(advisor: Advisor, text: str, cards: list[str], ram_gb: float | None) -> Message | None:
    """The reply to system RAM asked of an image or video model on one card with no RAM said ("how much RAM for flux
    on a 3060", "跑flux 3060要多少内存", fix84c): the RAM the setting the card holds wants
    (:func:`advisor.image_ram.ram_on_card`), never the card's fit alone; ``None`` otherwise."""
    low = " ".join(text.lower().split())
    g = find_generator(text)
    if g is None or g.job not in ("image-gen", "video-gen") or len(cards) != 1 or ram_gb is not None or (
            not SYSTEM_RAM.search(low)) or CARD_MEMORY.search(low):
        return None
    card = advisor.catalog.card(cards[0])
    if card is None or card.is_system:
        return None
    said = ram_on_card(g, card)
    return None if said is None else with_reading(read_line(g.said, g.job, card=card.name), said)


__all__ = ["CARD_MEMORY", "SYSTEM_RAM", "ram_asked", "ram_on_card_asked"]

gate_module(globals())
