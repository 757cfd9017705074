"""The cheapest way to a memory floor past one consumer card (newuser17 #5: "lowest-cost way to get 96 GB" was
answered with a 16,000 USD RTX PRO 6000 alone): beside the cheapest card with that memory, the cheapest set of 2 to 4
recommended cards whose memory adds up to it (the model split across them: pipeline or tensor parallel, no card
holding it alone), priced with the board and power supply they need as every ranking prices a split
(:func:`advisor.rigs.platform_for`: a 4-card rig is never set against one card on its cards alone, break29 #10),
and the cheapest unified-memory machine whose GPU may use that much (``llm_memory_gb``: Apple's share, a Strix Halo's
96 of 128 GB) — each said only when cheaper than the one card. Pure.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..compare import shown_price
from ..i18n import Message, Money, Number, msg
from ..rigs import platform_for
from ..wording import card_param, gb, join
from .cheaper_card import cheapest

if TYPE_CHECKING:
    from ..api import Advisor

MAX_CARDS = 4
"""The most cards a set is made of (a 4-slot board; more is a server's build)."""


def several_for(advisor: Advisor, market, memory: float, single: float | None) -> Message | None:
    """"Cheaper ways to 96 GB in all: 4 × GeForce RTX 3090 (5,100 USD for the cards, 24 GB each, the model split
    across them); a machine: Framework Desktop (…, 2,459 USD, 96 GB for the GPU)." — ``None`` when neither is cheaper
    than ``single`` (the cheapest one card's price; ``None``: no card has that memory)."""
    if memory <= _largest_geforce(advisor, market):
        return None  # one consumer card has it ("cheapest 24gb card"): no set of cards to build
    limit = single if single is not None else math.inf
    best = None
    for n in range(2, MAX_CARDS + 1):
        found = cheapest(advisor, market, memory_gb=memory / n, for_memory=True)
        if found is None:
            continue
        card, price = found
        total = price.amount * n + platform_for(market, n, card).cost  # the machine that holds them (break29 #10)
        if total < limit and (best is None or total < best[2]):
            best = (card, price, total, n)
    parts: list[Message] = []
    if best is not None:
        card, price, total, n = best
        platform = total - price.amount * n
        parts.append(msg("ask.cheap-floor.cards", "{count} × {card} ({total} for the cards, {each} each, {condition}; "
                         "the model split across them)", count=Number(value=n), card=card_param(card.name),
                         total=Money(amount=total, currency=price.currency), each=gb(card.memory_gb or 0.0),
                         condition=_condition(price)) if platform < 1.0 else msg(
            "ask.cheap-floor.rig", "{count} × {card} ({total} in all: {cards} for the cards, {each} each, {condition}, "
            "and {platform} for the board and power supply they need; the model split across them)",
            count=Number(value=n), card=card_param(card.name), total=Money(amount=total, currency=price.currency),
            cards=Money(amount=total - platform, currency=price.currency), each=gb(card.memory_gb or 0.0),
            condition=_condition(price), platform=Money(amount=platform, currency=price.currency)))
    machine = None
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
        entry = advisor.catalog.card(name)
        shown = shown_price(advisor.catalog.price_of(market.id, name))
        if not entry.is_system or shown is None or not shown.pick or (entry.llm_memory_gb or 0.0) < memory:
            continue
        if shown.amount < limit and (machine is None or shown.amount < machine[1].amount):
            machine = (entry, shown)
    if machine is not None:
        entry, price = machine
        parts.append(msg("ask.cheap-floor.machine", "a machine: {card} ({price} {condition}, {usable} of its "
                         "{memory} for the GPU)", card=card_param(entry.name),
                         price=Money(amount=price.amount, currency=price.currency), condition=_condition(price),
                         usable=gb(entry.llm_memory_gb or 0.0), memory=gb(entry.memory_gb or 0.0)))
    if not parts:
        return None
    return msg("ask.cheap-floor", "Cheaper ways to {memory} in all: {ways}.", memory=gb(memory),
               ways=join(parts, "semicolon"))


def _largest_geforce(advisor: Advisor, market) -> float:
    """The most memory of a GeForce card ``market`` prices, as its maker made it (32 GB: the RTX 5090): the floor
    past which one consumer card is not the way, and several cards or a machine are."""
    names = dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id))
    sizes = [advisor.catalog.card(n).memory_gb or 0.0 for n in names
             if advisor.catalog.card(n).line == "geforce" and "modified-card" not in advisor.catalog.card(n).flags
             and shown_price(advisor.catalog.price_of(market.id, n))]  # a reworked 48 GB RTX 4090 is no card sold
    return max(sizes, default=0.0)


def _condition(price) -> Message:
    return msg("ask.cheaper.used", "used") if price.condition == "used" else msg("ask.cheaper.new", "new")


__all__ = ["MAX_CARDS", "several_for"]
