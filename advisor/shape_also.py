"""One caveat for a sentence true of several cards (issue 28 §6: every caveat names its card).

The short form says one caveat per rule (:func:`advisor.shape_weigh.caveats`): a second sentence of the same rule
is noise — unless it is the same sentence about another card ("GeForce RTX 5090 D V2 is a Blackwell card
(sm_120): it needs CUDA 12.8 …" beside the same of the RTX 5090). Dropping it would say the fact of one card
only (F02: the owner's 5090 D V2 was left out of its own CUDA floor); :func:`also` keeps the first sentence
and says "The same holds for …" with the other cards.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from . import i18n
from .i18n import Message, msg


def _card_param(m: Message) -> str | None:
    """The name in ``m``'s top-level ``card`` parameter, or ``None``."""
    card = m.params.get("card")
    return card.value if isinstance(card, i18n.Card) else None


def same_but_card(a: Message, b: Message) -> bool:
    """Whether ``a`` and ``b`` are one sentence about two cards: the same key and parameters but ``card``."""
    if a.key != b.key or _card_param(a) is None or _card_param(b) in (None, _card_param(a)):
        return False
    rest = lambda m: {k: v for k, v in m.params.items() if k != "card"}  # noqa: E731
    return rest(a) == rest(b)


def also(chosen: list[tuple[float, int, Any]], dropped: tuple[float, int, Any]) -> bool:
    """Fold ``dropped`` (weight, order, :class:`~advisor.shape_weigh.Candidate`) into the chosen caveat it repeats
    for another card, in place: "{text} The same holds for {cards}."; whether it did (it repeats none: no)."""
    c = dropped[2]
    for k, (w, i, first) in enumerate(chosen):
        wrapped = first.message.key == "shape.caveat.also"
        base = first.message.params.get("text") if wrapped else first.message
        if not isinstance(base, (Message, i18n.MessageParam)) or first.rule_id != c.rule_id:
            continue
        base = Message(key=base.key, params=base.params)
        if not same_but_card(base, c.message):
            continue
        cards = list(first.message.params["cards"].items) if wrapped else []
        cards.append(i18n.Card(value=_card_param(c.message) or ""))
        text = msg("shape.caveat.also", "{text} The same holds for {cards}.", text=base,
                   cards=i18n.ListOf(items=cards, style="and"))
        chosen[k] = (w, i, dataclasses.replace(first, message=text))
        return True
    return False
