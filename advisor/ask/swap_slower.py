"""A card that cannot hold the model the owner's device runs is no faster for it (fix72d: "my M2 Max 64GB runs 70b
slowly, would a 4090 be faster?" was led by "take your Mac" or the Mac's own fit, the 4090's 24 GB said last).

The owner's device holds the model whole and the card asked about does not: on that card part of the model runs from
system RAM, so it is slower than what the owner has. That leads, with the offload estimate (``fits --ram``: the
layers left in system RAM read at a mainstream desktop's dual-channel DDR5, :mod:`advisor.offload`), and what would
be faster for the same model: that card with a second beside it (``fits``'s ways beside one card, their decode
estimate), or, for a Mac, a Mac with more memory bandwidth than theirs (the catalogue's figure; decode follows it).
Pure."""

from __future__ import annotations

from typing import Any

from ..errors import AdvisorError
from ..i18n import Message, Quantity, msg
from ..wording import card_param, gb, join
from ..workload import QUANTS

HOLDS = ("alone", "split")
"""The ways of a rig that hold the whole model in device memory."""

_RAM_GB = 128
"""The system RAM assumed for the offload estimate when none is said: enough for the layers left over (the speed
does not depend on the amount, only on its bandwidth)."""


def swap_slower(advisor: Any, read_as: Any, mine: str, target: str) -> tuple[Message, Message | None] | None:
    """(the lead, what would be faster) when the owner's ``mine`` holds ``read_as.model`` whole for inference and
    ``target`` does not (module docstring); ``None`` otherwise (no model or task other than inference, the target
    holds it, the owner's device does not, no speed figure)."""
    if read_as.model is None or (read_as.task or "inference") != "inference" or mine == target:
        return None
    model = read_as.model.name
    try:
        own = advisor.fits(model, precision=read_as.precision, context=read_as.context_tokens, market=read_as.market,
                           card=mine)
        to = advisor.fits(model, precision=read_as.precision, context=read_as.context_tokens, market=read_as.market,
                          card=target, ram=read_as.ram_gb or _RAM_GB)
    except AdvisorError:
        return None
    if own.rig is None or to.rig is None or own.rig.way not in HOLDS or to.rig.way in HOLDS:
        return None
    speed = own.rig.speed.tok_s if own.rig.speed is not None else None
    if not speed:
        return None
    card = advisor.card(target)
    params = dict(card=card_param(target), memory=gb(card.memory_gb or 0), model=card_param(model),
                  quant=QUANTS.get(to.precision, to.precision), need=gb(to.rig.need_gb), mine=card_param(mine),
                  speed=Quantity(value=round(speed, 1), unit="tok/s", digits=1))
    offload = to.rig.speed.tok_s if to.rig.way == "offload" and to.rig.speed is not None else None
    if offload is not None and offload < speed:
        lead = msg("ask.swap-slower.offload", "No: a {card} ({memory}) cannot hold {model} — in {quant} it needs "
                   "about {need} — so the rest would run from system RAM, at about {offload} (an estimate, on "
                   "dual-channel DDR5), slower than your {mine}'s ≈ {speed}.",
                   offload=Quantity(value=round(offload, 1), unit="tok/s", digits=1), **params)
    elif offload is None:
        lead = msg("ask.swap-slower", "No: a {card} ({memory}) cannot hold {model} — in {quant} it needs about "
                   "{need} — so part of it would run from system RAM, slower than your {mine}'s ≈ {speed}.", **params)
    else:
        return None  # the offload would be as fast: not this case
    try:  # the ways beside the card, which the fit on the RAM said leaves out
        alone = advisor.fits(model, precision=read_as.precision, context=read_as.context_tokens,
                             market=read_as.market, card=target)
    except AdvisorError:
        return lead, None
    return lead, _faster(advisor, alone, mine, target, speed)


def _faster(advisor: Any, to: Any, mine: str, target: str, speed: float) -> Message | None:
    """What would be faster for the model than the owner's ``speed``: ``target`` with a second card beside it, and a
    Mac with more bandwidth for a Mac's owner."""
    parts: list[Message] = []
    quicker = [b for b in to.beside if b.speed is not None and b.speed.tok_s > speed]
    beside = next((b for b in quicker if b.verdict == "recommended"), quicker[0] if quicker else None)
    if beside is not None:
        total = (advisor.card(target).memory_gb or 0) + beside.memory_gb * beside.count
        parts.append(msg("ask.swap-slower.pair", "{card} with a {other} beside it ({total} in all) at about {fast}",
                         card=card_param(target), other=card_param(beside.card), total=gb(total),
                         fast=Quantity(value=round(beside.speed.tok_s, 1), unit="tok/s", digits=1)))
    own = advisor.card(mine)
    if own.manufacturer == "Apple" and own.bandwidth_gb_s and "ultra" not in mine.lower():
        parts.append(msg("ask.swap-slower.mac", "a Mac with more memory bandwidth than your {mine}'s {bandwidth}, "
                         "as an Ultra chip has (generating follows bandwidth)", mine=card_param(mine),
                         bandwidth=Quantity(value=round(own.bandwidth_gb_s), unit="GB/s", digits=0)))
    if not parts:
        return None
    return msg("ask.swap-slower.faster", "Faster for it: {ways}.", ways=join(parts, "semicolon"))


__all__ = ["swap_slower"]
