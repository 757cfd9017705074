"""A pick when neither card of a comparison holds the model alone but a few of each do (break30 #16: "3090 vs 4090
用来跑 llama 70b 哪个好" said "2 张 4090 ≈ 18 / 2 张 3090 ≈ 17 token/s" and no verdict, although the pair of 3090s
costs 2,550 against 4,030 USD for about the same speed).

The pick is the side with more decode tokens/s per money for the cards (the value measure every LLM comparison uses:
``performance_per_price``, tokens/s per 1,000 in the market's currency), each side counted as the fewest of its card
that hold the model (:func:`advisor.several._fewest_holding`) at its card's price. The board and power supply that
several cards need beyond a one-card PC are said beside the sides elsewhere; value is weighed on the cards, as the
comparison of counted sides weighs it. Pure."""

from __future__ import annotations

from typing import Any

from .i18n import Message, Money, Number, msg
from .wording import card_param


def pair_pick(model: str, sides: list[tuple[Any, int, float | None]], facts: list[Any]) -> tuple[str, Message] | None:
    """The card to take for ``model`` and the sentence that says why, from ``sides`` — (card, fewest count that holds
    it, its tokens/s) — and each side's ``facts`` (:class:`~advisor.models.CardFacts`, its price); ``None`` when a
    side has no price or speed, the prices differ in currency, or both sides are the same card."""
    if len(sides) != 2 or len(facts) != 2 or sides[0][0].name == sides[1][0].name:
        return None
    priced = []
    for (card, count, tok_s), f in zip(sides, facts, strict=True):
        if not tok_s or f.price is None:
            return None
        priced.append((card, count, float(tok_s), f.price.amount * count, f.price.currency))
    if priced[0][4] != priced[1][4]:
        return None
    pick, other = sorted(priced, key=lambda s: s[2] / s[3], reverse=True)
    side = msg("compare.several.side", "{count} x {card}", count=pick[1], card=card_param(pick[0].name))
    return pick[0].name, msg(
        "several.model.pair-pick", "For {model}, take {pick}: ≈ {tok_s:.0f} against ≈ {other_tok_s:.0f} tokens/s for "
        "{price} against {other_price} for the cards, more tokens/s for the money.", model=card_param(model),
        pick=side, tok_s=Number(value=pick[2]), other_tok_s=Number(value=other[2]),
        price=Money(amount=pick[3], currency=pick[4]), other_price=Money(amount=other[3], currency=other[4]))


__all__ = ["pair_pick"]
