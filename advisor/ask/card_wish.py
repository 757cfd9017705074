"""A reference card with a wish (fix78a #3): "I want something like a 4090 but with more vram, budget 3000" was
answered "buy RTX 4090" and 16 GB cards; "I want a card as fast as a 3090 but cheaper" got the 3090's own verdict.
A card said with "but more vram / faster / cheaper" or "as fast as" is a constraint on a ranking, never the pick:

- more memory: cards with more memory than the reference, fastest first (the performance table's training speed),
  with the pair of cards of at least its memory that a layer split adds up (one model over two cards);
- faster: cards faster than it (over :data:`FASTER` of its speed) with at least its memory, cheapest first;
- cheaper: cards with at least its memory the market prices for less, fastest first; with "as fast as", at least
  :data:`AS_FAST_SHARE` of its speed instead of its memory, cheapest first;

each card one the rules recommend (a workstation card held back only for its memory counts when memory is the wish,
:func:`advisor.ask.cheaper_card._memory_pick`), within the budget said. Pure; :func:`wish_reply` returns ``None`` for
any other question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..compare import shown_price
from ..i18n import Message, Money, Quantity, msg
from ..recommend.picks import training_speed
from ..wording import card_param, gb, join
from .cheaper_card import _catalogue_card, _memory_pick, _priced, card_and_market, cheapest, priced_cheapest_first

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

LIKE = re.compile(r"(?<![a-z])(?:like|similar\s+to|comparable\s+to|equivalent\s+to|alternative\s+to|on\s+par\s+with|"
                  r"as\s+(?:fast|good|quick|powerful|strong)\s+as)(?![a-z])|像|类似|類似|一样|一樣|差不多")
"""The card said as a reference ("something like a 4090", "as fast as a 3090", "像4090")."""
AS_FAST = re.compile(r"(?<![a-z])as\s+(?:fast|quick|powerful|strong)\s+as(?![a-z])|一样快|一樣快")
"""The reference's speed kept ("as fast as a 3090 but cheaper")."""
WISH = {
    "memory": re.compile(r"(?<![a-z])but\s+(?:with\s+|has\s+|having\s+)?(?:more|bigger|larger)\s+(?:vram|memory)|"
                         r"(?:但|但是|可是)\s*(?:显存|顯存)\s*(?:更大|更多)|(?:但|但是|可是)\s*(?:更大|更多)\s*(?:的)?\s*(?:显存|顯存)"),
    "faster": re.compile(r"(?<![a-z])but\s+(?:a\s+bit\s+|even\s+)?(?:faster|quicker|more\s+powerful)(?![a-z])|"
                         r"(?:但|但是|可是)\s*更快"),
    "cheaper": re.compile(r"(?<![a-z])but\s+(?:a\s+bit\s+|much\s+)?(?:cheaper|less\s+expensive|for\s+less|"
                          r"at\s+a\s+lower\s+price)(?![a-z])|(?:但|但是|可是)\s*(?:更)?便宜"),
}
"""The wish said after the reference: more memory, faster, cheaper."""
FASTER = 1.05
"""Faster means over 5 % above the reference's training speed (product choice: the speed table's figures are
within a few percent of each other for one card's measurements)."""
AS_FAST_SHARE = 0.95
""""As fast as" keeps at least 95 % of the reference's training speed (product choice, as :data:`FASTER`)."""
SHOWN = 4
"""How many cards are named."""


def wish_of(text: str) -> str | None:
    """The wish ``text`` says of a reference card (:data:`WISH`: ``memory``, ``faster``, ``cheaper``), or ``None``
    when it says none, or no reference (:data:`LIKE`)."""
    low = text.lower()
    if not LIKE.search(low):
        return None
    return next((kind for kind, words in WISH.items() if words.search(low)), None)


def wish_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None) -> Message | None:
    """The cards that meet a reference card's wish (module docstring), or ``None`` for another question (no wish,
    not exactly one card named, a model named)."""
    kind = wish_of(text)
    found_card = card_and_market(advisor, read_as, market_id) if kind is not None else None
    if found_card is None or read_as.model is not None or read_as.counts:
        return None
    ref, market = found_card
    ref_price = shown_price(advisor.catalog.price_of(market.id, ref.name))
    speed = _speed(advisor, market, ref.name)
    budget = read_as.budget.amount if read_as.budget is not None and read_as.budget.currency == market.currency \
        else None
    as_fast = AS_FAST.search(text.lower()) is not None
    if kind == "cheaper" and ref_price is None or kind == "faster" and not speed:
        return None
    found = []
    for price, name in priced_cheapest_first(advisor, market):
        card = _catalogue_card(advisor, name)
        if card.name == ref.name or card.is_system or "modified-card" in card.flags or (
                budget is not None and price.amount > budget):
            continue
        rel = _speed(advisor, market, name)
        if kind == "memory" and (card.memory_gb or 0.0) <= (ref.memory_gb or 0.0) or not as_fast and (
                card.memory_gb or 0.0) < (ref.memory_gb or 0.0):  # "like a 3060 but faster": its memory kept
            continue
        if kind == "faster" and rel <= speed * FASTER:
            continue
        if kind == "cheaper" and (ref_price is None or price.amount >= ref_price.amount or (
                as_fast and rel < speed * AS_FAST_SHARE)):
            continue
        assessment = advisor.rules.assess(card, market)
        if not (_memory_pick(assessment) if kind == "memory" else assessment.verdict == "recommended"):
            continue
        found.append((rel, card, price))
    if kind == "memory" or kind == "cheaper" and not as_fast:
        found.sort(key=lambda t: -t[0])  # fastest first: the nearest to the reference
    shown = found[:SHOWN]
    said_speed = Quantity(value=round(speed, 2), unit="x", digits=2)
    within = msg("ask.card-wish.within", "within {budget}", budget=Money(amount=budget, currency=market.currency)) \
        if budget is not None else msg("ask.card-wish.anywhere", "here")
    if not shown:  # before the list is joined: an empty one has no items to join (fix79d)
        return msg("ask.card-wish.none", "No card the rules recommend here meets that {within}: the {ref} ({memory}, "
                   "{speed} training speed) stays the nearest.", within=within, ref=card_param(ref.name),
                   memory=gb(ref.memory_gb or 0.0), speed=said_speed)
    items = join([msg("ask.card-wish.item", "{pick} · {speed}", pick=_priced(card, price),
                      speed=Quantity(value=round(rel, 2), unit="x", digits=2)) for rel, card, price in shown],
                 "semicolon")
    params = dict(ref=card_param(ref.name), memory=gb(ref.memory_gb or 0.0), speed=said_speed, items=items,
                  base=card_param(market.policy.speed_reference))
    if kind == "memory":
        pair = _pair(advisor, market, ref, budget)
        said = msg("ask.card-wish.memory", "The {ref} is the reference, not the pick: cards with more memory than its "
                   "{memory} {within}, fastest first (training speed, {base} = 1.00x; the {ref} {speed}): {items}.",
                   within=within, **params)
        return said if pair is None else msg("ask.card-wish.memory.pair", "{said} {pair}", said=said, pair=pair)
    if kind == "faster":
        return msg("ask.card-wish.faster", "The {ref} is the reference, not the pick: cards faster than its {speed} "
                   "(training speed, {base} = 1.00x) with at least its {memory} {within}, cheapest first: "
                   "{items}.", within=within, **params)
    assert ref_price is not None
    ref_money = Money(amount=ref_price.amount, currency=ref_price.currency)
    if as_fast:
        return msg("ask.card-wish.as-fast", "The {ref} is the reference, not the pick: cards at its speed ({speed} "
                   "training speed, {base} = 1.00x) or faster for less than its {price} {within}, cheapest first: "
                   "{items}.", price=ref_money, within=within, **params)
    return msg("ask.card-wish.cheaper", "The {ref} is the reference, not the pick: cards the rules recommend with at "
               "least its {memory} for less than its {price} {within}, fastest first: {items}.",
               price=ref_money, within=within, **params)


def _speed(advisor: Advisor, market, name: str) -> float:
    """``name``'s training speed against the market's reference card (:func:`advisor.recommend.picks.training_speed`,
    the figure every ranking shows), 0.0 without one."""
    speed = training_speed(advisor.catalog, market, name)
    return speed.value if speed is not None else 0.0


def _pair(advisor: Advisor, market, ref, budget: float | None) -> Message | None:
    """Two of the cheapest recommended card with at least ``ref``'s memory (the reference itself included) within
    ``budget`` (:func:`advisor.ask.cheaper_card.cheapest`, each at most half of it): more memory in all for a model
    split by layers; ``None`` when none is."""
    one = cheapest(advisor, market, memory_gb=ref.memory_gb or 0.0, max_price=None if budget is None else budget / 2)
    if one is None:
        return None
    card, price = one
    return msg("ask.card-wish.pair", "Or two cards: 2 × {card} ({total} in all, {price}) hold a model split by "
               "layers (llama.cpp, or vLLM), though one job that does not split still sees {memory} per card.",
               card=card_param(card.name), total=gb(2 * (card.memory_gb or 0.0)),
               price=Money(amount=2 * price.amount, currency=price.currency), memory=gb(card.memory_gb or 0.0))


__all__ = ["WISH", "wish_of", "wish_reply"]
