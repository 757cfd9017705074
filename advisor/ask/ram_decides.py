"""An offload run whose system RAM decides (fix74b #2: "can I run deepseek locally on my 4090" led with "Yes, slowly …
5.3 tok/s" while the ~369 GB of system RAM the experts need, which no desktop has, came only further down).

When a fit runs with part of the model in system RAM and the RAM it needs is more than the asker said they have, or,
with no RAM said, more than a normal desktop takes (:data:`DESKTOP_RAM_GB`), the RAM need is the answer's yes or no:
"Only with about 369 GB of system RAM beside the card — more than a desktop takes (64–128 GB); without it, no." The
speed follows it in the headline as before. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Message, Number, Quantity, Text, msg
from ..wording import gb, join

if TYPE_CHECKING:
    from ..api import Advisor

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


def ram_smaller(advisor: Advisor, read_as: Any, answer: Any) -> Any:
    """``answer`` whose headline :func:`ram_lead` led with a desktop's RAM, that lead naming what the one card runs
    alone: the largest dense model it holds whole, its quant level, memory and tokens/s (``fits --card``,
    :mod:`advisor.owned`); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    head = getattr(shape, "headline", None)
    first = head.params.get("first") if head is not None and head.key == "answer.join.sentences" else None
    if (shape is None or head is None or first is None or getattr(first, "key", None) != "ask.fit.offload.ram-desktop"
            or len(read_as.cards) != 1):
        return answer
    try:
        runs = advisor.fits(None, card=read_as.cards[0])
    except AdvisorError:
        return answer
    small = next((m for m in getattr(runs, "models", []) if m.role == "largest-dense" and m.speed is not None), None)
    if small is None:
        return answer
    digits = 1 if small.speed.tok_s < 10 else 0
    lead = msg("ask.fit.offload.ram-desktop-smaller", "Only with about {ram} of system RAM beside the card, more than "
               "a normal desktop has ({low}–{high}); without it, no: on the card alone, {small} in {quant} (about "
               "{need}) runs at about {speed}.", ram=first.params["ram"], low=first.params["low"],
               high=first.params["high"], small=Text(value=small.model), quant=Text(value=small.quant),
               need=gb(small.need_gb), speed=Quantity(value=round(small.speed.tok_s, digits), unit="tok/s",
                                                      digits=digits))
    second = head.params["second"]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([lead, Message(
        key=second.key, params=second.params)])})})


RAM_LEAD_KEYS = frozenset({"ask.fit.offload.ram-had", "ask.fit.offload.ram-desktop",
                           "ask.fit.offload.ram-desktop-smaller"})
"""The keys of :func:`ram_lead`'s leads."""

__all__ = ["DESKTOP_RAM_GB", "RAM_LEAD_KEYS", "ram_lead", "ram_smaller"]
