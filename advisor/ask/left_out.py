"""Three or more cards in one question ("3060 vs 2080 ti vs 3080 for dl", "7900xtx 4090 还是 3090"; issue 27, round 6):
``compare`` weighs two cards side by side, so every card past the two it weighs is weighed against the faster of
them (or the first, when neither is faster) by the same command, and what decides it is said first in the
answer: which is faster and by how much, which is the better value (the comparison's own rules:
``value.perf-per-price``). Every card named is answered; none is left out. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Card, ListOf, Number, Quantity, msg
from ..models import Caveat
from ..wording import card_param
from .models import ReadAs

LEFT_OUT = "ask.compare-left-out"
"""The read-as note naming the cards a two-card comparison leaves out (:func:`advisor.ask.answer._options_first`)."""


def weigh_left_out(read_as: ReadAs, answer: Any, again: Callable[[ReadAs], Any]) -> list[Caveat]:
    """What decides each card a comparison of ``read_as`` left out against the faster card of ``answer`` (the
    comparison of the first two): ``again`` runs the command on another reading. Empty when nothing was left
    out or ``answer`` is no comparison."""
    note = next((n for n in read_as.notes if n.key == LEFT_OUT), None)
    if note is None or not hasattr(answer, "faster") or len(read_as.cards) < 2:
        return []
    anchor = answer.faster or read_as.cards[0]
    listed = note.params["cards"]
    left = [i.value for i in listed.items if isinstance(i, Card)] if isinstance(listed, ListOf) else []
    out: list[Caveat] = []
    for card in left:
        counts = _counts(read_as, anchor, card)  # "A6000 vs 2x 4090 vs 3x 3090": three 3090s, never one
        try:
            other = again(read_as.model_copy(update={"cards": [anchor, card], "counts": counts, "memory_gb": None,
                                                     "gpus": max(counts) if counts else read_as.gpus, "notes": []}))
        except AdvisorError:
            continue
        out.append(Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT,
                          message=_said(card, anchor, other, dict(zip([anchor, card], counts or [1, 1], strict=True)))))
    return out


def _counts(read_as: ReadAs, anchor: str, card: str) -> list[int] | None:
    """How many of ``anchor`` and of ``card`` the question says (``read_as.counts``, in its cards' order), or None
    when it counts neither."""
    counts = read_as.counts or []
    if len(counts) != len(read_as.cards) or anchor not in read_as.cards or card not in read_as.cards:
        return None
    pair = [counts[read_as.cards.index(anchor)], counts[read_as.cards.index(card)]]
    return pair if max(pair) > 1 else None


def weighed_said(read_as: ReadAs) -> ReadAs:
    """``read_as`` with its note of the cards left out turned into where they are weighed: after the comparison."""
    notes = []
    for n in read_as.notes:
        if n.key == LEFT_OUT:
            n = msg("ask.compare-third.note", "A comparison weighs two cards side by side: {cards} weighed against the "
                    "faster one after it.", cards=n.params["cards"])
        notes.append(n)
    return read_as.model_copy(update={"notes": notes})


def _said(card: str, anchor: str, other: Any, counts: dict[str, int]):
    """The sentence of one left-out ``card`` weighed against ``anchor`` (``other``: their comparison; ``counts``:
    how many of each)."""
    def side(name: str):
        n = counts.get(name, 1)
        return card_param(name) if n == 1 else msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=n),
                                                   card=card_param(name))

    value = other.better_value  # None: no value compared (a side unpriced) — never said to be the better value
    if other.faster is None:
        if value is None:
            return msg("ask.compare-third.even.no-value", "{card} against {other}: about as fast; value not "
                       "compared (a price is missing).", card=side(card), other=side(anchor))
        return msg("ask.compare-third.even", "{card} against {other}: about as fast; {value} is the better value.",
                   card=side(card), other=side(anchor), value=side(value))
    slower = anchor if other.faster == card else card
    params = dict(card=side(card), other=side(anchor), faster=side(other.faster), slower=side(slower),
                  speedup=Quantity(value=round(other.speedup, 2), unit="x", digits=2))
    if value is None:
        return msg("ask.compare-third.no-value", "{card} against {other}: {faster} is about {speedup} as fast as "
                   "{slower}; value not compared (a price is missing).", **params)
    return msg("ask.compare-third", "{card} against {other}: {faster} is about {speedup} as fast as {slower}; "
               "{value} is the better value.", value=side(value), **params)


def after_leading(lines: list[Caveat], decides: list[Caveat]) -> list[Caveat]:
    """``lines`` (a third card weighed, a smaller size's fit) placed in an answer's deciding facts ``decides`` after
    the facts that answer the question itself (:data:`advisor.ask.buying.LEADING`: what a memory mod is and what it
    buys, F01), which the short form keeps first when room is short."""
    from .buying import LEADING

    lead = 0
    while lead < len(decides) and decides[lead].message.key in LEADING:
        lead += 1
    return [*decides[:lead], *lines, *decides[lead:]]
