"""NVIDIA's Jetson modules (fix42a): the CPU, GPU and OS share one memory, so a model never has all of it — the
Orin Nano 8 GB was said to hold a model "in its 8 GB … with room". The catalogue sizes a Jetson on its memory less
what the OS and runtime keep (``data/memory_reserve.csv`` ``jetson-os``, applied as ``Card.gpu_memory_gb`` by
:func:`advisor.catalog.inputs._apply_unified_reserve`); the answer says so, and a model past it is held by a larger
module (one device, its memory soldered), never "4 cards of 6.5 GB". Pure."""

from __future__ import annotations

from collections.abc import Iterable

from .catalog.inputs import JETSON_RESERVE
from .i18n import Card as CardParam
from .i18n import Message, Quantity, msg
from .models import Card


def is_jetson(card: Card) -> bool:
    """Whether ``card`` is a Jetson module sized on what its OS leaves of its memory."""
    return card.name.startswith(JETSON_RESERVE[1]) and bool(card.gpu_memory_gb) and bool(card.memory_gb)


def jetson_note(card: Card) -> Message:
    """"Jetson Orin Nano 8 GB's CPU, GPU and OS share its 8 GB: the OS and runtime keep about 1.5 GB, so about
    6.5 GB is left for a model" — what the fit is sized on, said."""
    memory, share = card.memory_gb or 0.0, card.gpu_memory_gb or 0.0
    return msg("jetson.note", "On the {card} the CPU, GPU and OS share one {memory} memory: the OS and runtime keep "
               "about {reserve} of it (more with a desktop session), so about {share} is left for a model.",
               card=CardParam(value=card.name), memory=Quantity(value=memory, unit="GB", digits=0),
               reserve=Quantity(value=round(memory - share, 1), unit="GB"), share=Quantity(value=share, unit="GB"))


def jetson_released(full: Message, card: Card, cards: Iterable[Card]) -> Message:
    """The 16-bit need said against a Jetson's share (``full``: ``fits.own.as-released.more``'s need and total): the
    smallest Jetson module whose share holds it, else none does — one module, never a count of cards."""
    need = float(getattr(full.params["need"], "value", 0.0))
    bigger = [c for c in cards if is_jetson(c) and c.name != card.name and (c.gpu_memory_gb or 0.0) >= need]
    if bigger:
        best = min(bigger, key=lambda c: (c.gpu_memory_gb or 0.0, c.name))
        return msg("jetson.as-released.bigger", "In 16 bits, as its weights are released, it needs about {need}, "
                   "more than {total} left for a model: the {module} holds it (about {share} left for a model).",
                   need=full.params["need"], total=full.params["total"], module=CardParam(value=best.name),
                   share=Quantity(value=best.gpu_memory_gb or 0.0, unit="GB"))
    return msg("jetson.as-released.none", "In 16 bits, as its weights are released, it needs about {need}, more than "
               "{total} left for a model, and more than any Jetson module holds.", need=full.params["need"],
               total=full.params["total"])


__all__ = ["is_jetson", "jetson_note", "jetson_released"]
