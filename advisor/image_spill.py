"""An owner's image or video model spilling out of the card, answered by its cause (judge27 #13, #14; issue 28 §2).

"Flux in ComfyUI on my 3060 12GB with 16 GB RAM is very slow and uses my RAM" was told "Yes, slowly … the card itself
is slow", and "ComfyUI keeps loading Flux in low VRAM mode on my 3080 Ti 12GB, is something wrong?" was told "Yes: GGUF
Q4 fits with room": an owner's trouble contradicted with a fit. When the model's heavier published settings
(``data/owner_jobs.csv``) are more than the card holds with room, the tool keeps the rest in system RAM — low-VRAM mode
is that, by design, and it is slow — so :func:`spill_first` leads with that cause and its lever:

* **system RAM short** — the system RAM said is under what spills (the lightest setting the card does not hold) plus
  :data:`SYSTEM_GB`: it pages to disk; the lever is more RAM (:data:`RAM_SIZES`' first that holds both) or the setting
  the card holds whole;
* **low-VRAM mode** — normal, nothing is wrong; the setting the card holds whole keeps it off;
* **slow or in system RAM** — it offloads; the setting the card holds whole is the lever.

``None`` when the card's memory holds every published setting, if only on the edge (the spill is not the model's
size: the owner's other answers stand). Pure: the caller reads the words (:mod:`advisor.ask.owner_spill`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Message, Quantity, msg
from .wording import card_param

if TYPE_CHECKING:
    from .image_needs import Generator
    from .models import Card

SYSTEM_GB = 8.0
"""System RAM the operating system, the UI and the text encoder's copy take beside the offloaded weights (GB; judge27
#14, ComfyUI issue 6425, ltdrdata: 16 GB of RAM is too small for the T5 fp8 text encoder's 4.9 GB plus FLUX fp8's
11.9 GB — severe swapping; a product bound, the Windows desktop and a browser take about 4-6 GB of their own)."""

RAM_SIZES = (16, 32, 48, 64, 96, 128, 192, 256)
"""System RAM sold as a whole kit (GB): the advice names the first that holds the spill and :data:`SYSTEM_GB`."""


def _offloaded(row: jobs.JobRow) -> bool:
    """Whether ``row``'s setting itself offloads to system RAM ("low-VRAM mode, offloaded to the CPU",
    "--offload_model True"): no setting the card holds whole."""
    return row.speed_note == "offload" or any(w in row.setting.lower() for w in ("offload", "lowvram", "low-vram",
                                                                                 "low vram", "novram"))


def spill_first(g: Generator, card: Card, ram_gb: float | None, low_vram: bool, precision: str | None = None
                ) -> Message | None:
    """The first sentence for the owner of ``card`` whose ``g`` runs slowly, in system RAM or in low-VRAM mode
    (module docstring). ``ram_gb``: the system RAM said (GB) or ``None``; ``low_vram``: low-VRAM mode said;
    ``precision``: the setting said ("fp8"), its row then the one that spills. ``None`` when the card's memory holds
    every published setting (if only on the edge), or without rows or the card's memory."""
    from .image_needs import _rows

    rows = sorted((r for r in _rows(g) if r.level == "supported"), key=lambda r: r.vram_gb)
    memory = card.memory_gb
    if not rows or not memory:
        return None
    over = [r for r in rows if r.vram_gb > memory]  # on the edge is no spill: the owner's other answers stand
    if not over:
        return None
    said = [r for r in over if precision and precision.lower() in r.setting.lower()]
    spilled = said[0] if said else over[0]
    whole = [r for r in rows if not _offloaded(r)]
    held = [r for r in whole if jobs.with_room(r, memory)]
    params = dict(setting=jobs._setting(spilled), card=card_param(card.name),
                  need=Quantity(value=spilled.vram_gb, unit="GB"), memory=Quantity(value=memory, unit="GB"))
    if held:
        lever = msg("image.spill.lever.held", "to keep it on the card, run {setting} (about {need}), which the card "
                    "holds whole", setting=jobs._setting(held[-1]), need=Quantity(value=held[-1].vram_gb, unit="GB"))
    else:
        lever = msg("image.spill.lever.none", "no published setting fits the card whole, so the offloading stays "
                    "(slower) short of a card of {need} or more",
                    need=Quantity(value=whole[0].vram_gb if whole else spilled.vram_gb, unit="GB"))
    if ram_gb is not None and ram_gb < spilled.vram_gb + SYSTEM_GB:
        target = next((s for s in RAM_SIZES if s >= spilled.vram_gb + SYSTEM_GB), RAM_SIZES[-1])
        return msg("image.spill.ram", "Your {ram} of system RAM is the cause: {setting} takes about {need}, more than "
                   "{card} ({memory}) holds, so the rest waits in system RAM — and with the system and the text "
                   "encoder that outgrows {ram} and pages to disk. Add system RAM ({target} or more); {lever}.",
                   ram=Quantity(value=ram_gb, unit="GB"), target=Quantity(value=float(target), unit="GB"),
                   lever=lever, **params)
    if low_vram:
        return msg("image.spill.low-vram", "Nothing is wrong: {setting} takes about {need}, more than {card} "
                   "({memory}) holds, so the tool loads it in low-VRAM mode by design (parts wait in system RAM: "
                   "slower); {lever}.", lever=lever, **params)
    return msg("image.spill.slow", "It is offloading: {setting} takes about {need}, more than {card} ({memory}) "
               "holds, so parts of it wait in system RAM and each step waits for them; {lever}. With 16 GB of system "
               "RAM or less, add RAM too.", lever=lever, **params)

__all__ = ["RAM_SIZES", "SYSTEM_GB", "spill_first"]
