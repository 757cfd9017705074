"""A whole machine named with a card or with another machine as the owner's rig (break36 #7: ``fits --card 'dgx
spark' --card 5090`` answered "145.7 GB runs Qwen3 235B ≈ 19 tok/s", as if the two were one pool of memory).

A unified-memory machine (a Mac, a DGX Spark, a Strix Halo box) is a whole computer: its memory is its own, and a
card sits in another computer. Cards in one PC share its PCIe bus, and a layer split over them is what llama.cpp does
by default; two computers share only a network, and a model split across them runs only through llama.cpp's RPC
back-end (or exo), each token's activations crossing that network, at the slower side's speed or below — no figure
here. So such a rig is answered for one of its computers alone (the one with the most memory for a model), and the
answer says the rest: that they are separate computers, what they have together, and how a split across them runs.
Two or more NVIDIA GB10 machines alone (two DGX Sparks, which NVIDIA links over ConnectX-7) are left as they are
(:mod:`advisor.machine_pool`). Pure.
"""

from __future__ import annotations

from .i18n import ListOf, Message, MessageParam, Number, Param, Text, msg
from .models import Card, OwnedRig, RigCard
from .wording import card_param, gb

RPC_DOCS = "https://github.com/ggml-org/llama.cpp/blob/master/tools/rpc/README.md"
"""llama.cpp's RPC back-end: ``rpc-server`` exposes a host's devices over TCP for distributed inference (the
README calls it a proof of concept, fragile and insecure)."""


def _gb10(card: Card) -> bool:
    """An NVIDIA GB10 machine (DGX Spark and its kin), which links to a second one over ConnectX-7."""
    return card.is_system and bool(card.compute_capability)


def is_apart(rig: OwnedRig | None, cards: dict[str, Card]) -> bool:
    """Whether ``rig`` joins a whole machine with a card or with another machine (any but GB10 machines alone)."""
    if rig is None or rig.count < 2:
        return False
    named = [cards[c.card] for c in rig.cards if c.card in cards]
    if not any(c.is_system for c in named):
        return False
    return not all(_gb10(c) for c in named)


def _memory(row: RigCard) -> float:
    """What one unit of the rig row gives a model (GB)."""
    return row.memory_gb


def _named(row: RigCard) -> Param:
    """"2 × GeForce RTX 3090" or "GeForce RTX 3090": a rig row by its count and card."""
    return MessageParam(key="owned.rig.count", params={"count": Number(value=row.count), "card": card_param(
        row.card)}) if row.count > 1 else card_param(row.card)


def _pc_apart(rig: OwnedRig, cards: dict[str, Card], pc: list[RigCard], machines: list[RigCard]
              ) -> tuple[OwnedRig, dict[str, Card], Message]:
    """``rig`` whose cards sit in one PC (``pc``, pooled by layers over its PCIe bus) beside whole ``machines``
    (review22 #2: "2x 3090 and a mac mini" was split into one 3090, named twice): the PC or the machine with the
    most memory for a model, alone, each computer named once."""
    pc_memory = sum(r.memory_gb * r.count for r in pc)
    best = max(machines, key=_memory)
    in_pc = ListOf(items=[_named(r) for r in pc], style="and")
    if pc_memory >= best.memory_gb:
        alone = OwnedRig(cards=pc, memory_gb=round(pc_memory, 1), ram_gb=rig.ram_gb)
        note = msg("machine-apart.pc-best", "Your PC ({cards}) and the {others} are separate computers, not one "
                   "memory: a model split across them runs only through llama.cpp's RPC back-end (or exo) over the "
                   "network, no faster than the slower side. Answered for your PC; ask again for the {others}.",
                   cards=in_pc, others=ListOf(items=[_named(r) for r in machines], style="and"))
        return alone, {r.card: cards[r.card] for r in pc}, note
    card = cards[best.card]
    alone = OwnedRig(cards=[best.model_copy(update={"count": 1})], memory_gb=round(best.memory_gb, 1))
    rest = [r for r in machines if r.card != best.card] + ([best.model_copy(update={"count": best.count - 1})]
                                                           if best.count > 1 else [])
    note = msg("machine-apart.machine-best", "The {machine} and your PC ({cards}){more} are separate computers, "
               "not one memory: a model split across them runs only through llama.cpp's RPC back-end (or exo) over "
               "the network, no faster than the slower side. Answered for the {machine}; ask again for your PC.",
               machine=card_param(best.card), cards=in_pc,
               more=msg("machine-apart.more", " and the {others}", others=ListOf(
                   items=[_named(r) for r in rest], style="and")) if rest else Text(value=""))
    return alone, {card.name: card}, note


def apart(rig: OwnedRig, cards: dict[str, Card]) -> tuple[OwnedRig, dict[str, Card], Message]:
    """``rig`` (:func:`is_apart`) as the one computer of it with the most memory for a model, alone, its cards, and
    the sentence that says why: "{rig} are {n} computers, not one pool …" with the others named. The cards of a rig
    sit in one PC (:func:`_pc_apart`)."""
    pc = [r for r in rig.cards if not cards[r.card].is_system]
    if pc:
        return _pc_apart(rig, cards, pc, [r for r in rig.cards if cards[r.card].is_system])
    best = max(rig.cards, key=_memory)
    card = cards[best.card]
    alone = OwnedRig(cards=[best.model_copy(update={"count": 1})], memory_gb=round(best.memory_gb, 1))
    if len(rig.cards) == 1:  # "2x mac studio": the same machine twice
        note = msg("machine-apart.same", "Your {count:.0f} × {machine} are {count:.0f} computers, not one memory "
                   "({total} together): a model split across them runs only through llama.cpp's RPC back-end (or "
                   "exo) over the network, slower than one machine. Answered for one of them.",
                   count=Number(value=best.count), machine=card_param(best.card), total=gb(rig.memory_gb))
        return alone, {card.name: card}, note
    others = [r for r in rig.cards if r.card != best.card] + ([best.model_copy(update={"count": best.count - 1})]
                                                              if best.count > 1 else [])
    note = msg("machine-apart.note", "The {machine} and the {others} are separate computers, not one memory "
               "({total} together): a model split across them runs only through llama.cpp's RPC back-end (or exo) "
               "over the network, at the slower side's speed or below. Answered for the {machine} alone; ask again "
               "for the {others} alone.", machine=card_param(best.card), others=ListOf(
                   items=[_named(r) for r in others], style="and"), total=gb(rig.memory_gb))
    return alone, {card.name: card}, note


__all__ = ["RPC_DOCS", "apart", "is_apart"]
