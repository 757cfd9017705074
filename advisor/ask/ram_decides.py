"""An offload run whose system RAM decides (fix74b #2: "can I run deepseek locally on my 4090" led with "Yes, slowly …
5.3 tok/s" while the ~369 GB of system RAM the experts need, which no desktop has, came only further down).

When a fit runs with part of the model in system RAM and the RAM it needs is more than the asker said they have, or,
with no RAM said, more than a normal desktop takes (:data:`DESKTOP_RAM_GB`), the RAM need is the answer's yes or no:
"Only with about 369 GB of system RAM beside the card — more than a desktop takes (64–128 GB); without it, no." The
speed follows it in the headline as before. Pure."""

from __future__ import annotations

from typing import Any

from ..i18n import Message, Number, Quantity, msg

DESKTOP_RAM_GB = 128.0
"""The most system RAM a normal desktop has (product choice: four 32 GB DDR5 modules; two modules, 64 GB, the common
build): :data:`advisor.offload.RAM_KITS_GB` lists the kits people buy."""
DESKTOP_COMMON_GB = 64.0
"""The common desktop's system RAM, the low end said beside :data:`DESKTOP_RAM_GB` (two 32 GB modules)."""


def ram_lead(rig: Any) -> Message | None:
    """The lead of an offload fit (``rig``: :class:`~advisor.models.RigFit`, way ``offload``) whose system RAM need
    (``ram_needed_gb``) is over the RAM the owner said (``rig.rig.ram_gb``) or, unsaid, over :data:`DESKTOP_RAM_GB`;
    ``None`` when the RAM is no obstacle."""
    need = getattr(rig, "ram_needed_gb", None)
    if getattr(rig, "way", None) != "offload" or not need:
        return None
    had = getattr(getattr(rig, "rig", None), "ram_gb", None)
    ram = Quantity(value=round(need), unit="GB")
    if had:
        if need <= had:
            return None
        return msg("ask.fit.offload.ram-had", "Not with your {had} of system RAM: it needs about {ram} of system RAM "
                   "beside the card; only with that much, as below.", ram=ram,
                   had=Quantity(value=round(had), unit="GB"))
    if need <= DESKTOP_RAM_GB:
        return None
    return msg("ask.fit.offload.ram-desktop", "Only with about {ram} of system RAM beside the card, more than a normal "
               "desktop has ({low}–{high}); without it, no: on the card alone, run a smaller model.", ram=ram,
               low=Number(value=DESKTOP_COMMON_GB), high=Quantity(value=DESKTOP_RAM_GB, unit="GB"))


RAM_LEAD_KEYS = frozenset({"ask.fit.offload.ram-had", "ask.fit.offload.ram-desktop"})
"""The keys of :func:`ram_lead`'s leads."""

__all__ = ["DESKTOP_RAM_GB", "RAM_LEAD_KEYS", "ram_lead"]
