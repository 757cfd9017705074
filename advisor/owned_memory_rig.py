"""The owner's cards known only by their memory, of different sizes (issue 28 §3, fix51a): ``fits --vram 22+24``,
"我的两张卡显存分别22G和24G", "I have two cards, 22gb and 24gb": one rig of GPUs sized by memory alone
(:func:`advisor.owned.vram_card`), the layers split over them, no speed figure."""

from __future__ import annotations

from .kinds import read_memory
from .models import Card, OwnedRig
from .owned import owned_rig, vram_card
from .text import read_text


def memory_rig(vram: str, ram_gb: float | None) -> tuple[OwnedRig, dict[str, Card]]:
    """The rig of ``vram``'s sizes joined by "+" (each 1 GB to the most a card has), the same size counted."""
    sizes = [read_memory(read_text(part), vram=True) for part in vram.split("+") if part.strip()]
    counts: dict[float, int] = {}
    for gb in sizes:
        counts[gb] = counts.get(gb, 0) + 1
    gpus = [(vram_card(gb), n) for gb, n in counts.items()]
    return owned_rig(gpus, ram_gb), {c.name: c for c, _ in gpus}
