"""What the cards of a comparison cost, said first (fix75d #1, newuser29: "compare 3090 and 4090 for llama 70b" then
"how much would it cost?" repeated the comparison): a comparison asked its price (the words of
:data:`advisor.ask.price_first.PRICE_ASKED`) leads with each side's price in the market — amount, new or used, its date
and "estimated" when it is — then, where the comparison picked several of a card (the pair that holds a model neither
card holds alone, :func:`advisor.pair_pick.pair_pick`, or sides counted as asked), what the pick's setup costs: its
count × its price, and with the board and power supply several cards need (``value.platform-cost``) where the
comparison counted them. The comparison follows. Pure."""

from __future__ import annotations

from typing import Any

from ..i18n import Date, Message, Money, Number, msg
from ..models import Comparison
from ..wording import card_param, join
from .compared_pick import PAIR_PICK, compared_pick


def _price(card: str, p: Any) -> Message:
    """"GeForce RTX 3090: 1,275 USD used (2026-08)" — a side's price, its condition and date."""
    params = dict(card=card_param(card), price=Money(amount=p.amount, currency=p.currency), date=Date(value=p.as_of))
    return {("used", False): msg("ask.compare-cost.used", "{card}: {price} used ({date})", **params),
            ("used", True): msg("ask.compare-cost.used-est", "{card}: {price} used ({date}, estimated)", **params),
            ("new", False): msg("ask.compare-cost.new", "{card}: {price} new ({date})", **params),
            ("new", True): msg("ask.compare-cost.new-est", "{card}: {price} new ({date}, estimated)", **params),
            }[(p.condition, p.estimated)]


def _count(answer: Comparison, card: str) -> int:
    """How many of ``card`` the comparison's pick is: the pair its deciding reason takes, else the side's count."""
    pair = next((r.message for r in answer.deciding if r.message.key == PAIR_PICK), None)
    side = pair.params.get("pick") if pair is not None else None
    count = getattr(side, "params", {}).get("count") if side is not None else None
    if count is not None and isinstance(getattr(count, "value", None), int | float):
        return int(count.value)
    names = [f.card for f in answer.cards]
    return answer.counts[names.index(card)] if card in names and len(answer.counts) == len(names) else 1


def _setup(answer: Comparison) -> Message | None:
    """The pick's setup cost when it is several of a card: count × price, and in all with the board and power supply
    where the comparison counted them (:attr:`~advisor.models.Comparison.side_totals`); ``None`` for one card."""
    card = compared_pick(answer)
    facts = next((f for f in answer.cards if f.card == card), None)
    if card is None or facts is None or facts.price is None or (n := _count(answer, card)) < 2:
        return None
    p = facts.price
    cards = Money(amount=p.amount * n, currency=p.currency)
    i = [f.card for f in answer.cards].index(card)
    total = answer.side_totals[i] if len(answer.side_totals) > i and answer.counts[i] == n else None
    if total is not None and total > p.amount * n:
        return msg("ask.compare-cost.setup-all", "The pick, {count} × {card}: {cards} for the cards ({count} × "
                   "{each}), {total} with the board and power supply {count} cards need.", count=Number(value=n),
                   card=card_param(card), cards=cards, each=Money(amount=p.amount, currency=p.currency),
                   total=Money(amount=total, currency=p.currency))
    return msg("ask.compare-cost.setup", "The pick, {count} × {card}: {cards} for the cards ({count} × {each}), "
               "before the board and power supply {count} cards need.", count=Number(value=n), card=card_param(card),
               cards=cards, each=Money(amount=p.amount, currency=p.currency))


def compare_cost_first(answer: Any) -> Any:
    """``answer`` (a comparison whose question asks what it costs; the caller checks the words) headed by each side's
    price and the pick's setup cost (module docstring), its summary after them; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Comparison) or shape is None:
        return answer
    sides = [_price(f.card, f.price) if f.price is not None else msg(
        "ask.compare-cost.none", "{card}: no price here", card=card_param(f.card))
        for f in (answer.cards[:1] if answer.same_card else answer.cards)]
    setup = _setup(answer)
    said = msg("ask.compare-cost.sides", "{sides}.", sides=join(sides, "semicolon"))
    head = join([said, *([setup] if setup is not None else []), shape.headline])
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["compare_cost_first"]
