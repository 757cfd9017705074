"""An owner's upgrade question followed up with another card (break29 #9: "I own a 3070, should I upgrade to a
5070 ti for sd?" then "what about a 3090 instead?" lost the yes or no and called the 3070, the card they have, the
best value).

The follow-up keeps the owner's card and swaps the one they would go to, so it is still the owner's comparison
(:func:`owner_kept`, the reading's ``own``), and the upgrade's verdict is said of the card the follow-up names
against the one it kept (:func:`follow_sides`). Pure.
"""

from __future__ import annotations

from typing import Any

from .switch import _OWNED_AFTER, _names


def owner_kept(previous: Any, command: str, cards: list[str]) -> bool:
    """Whether a follow-up comparison is still the owner's: the comparison before was an owner's (``own``) and the
    follow-up keeps exactly one of its two cards (the one they have), the other swapped for the card now named."""
    if not (command == previous.command == "compare" and previous.own and len(cards) == 2
            and len(previous.cards) == 2):
        return False
    return sum(c in previous.cards for c in cards) == 1


def follow_sides(text: str, read_as: Any, cards: list) -> tuple[Any, Any] | None:
    """(the owner's card, the one the follow-up names) of an owner's comparison asked again with one card named
    ("what about a 3090 instead?"): the card the words name is the one they would go to, the other theirs; ``None``
    when the words name both or neither."""
    if not read_as.own or len(cards) != 2:
        return None
    tokens = _OWNED_AFTER.findall(text.lower())
    named = [c for c in cards if any(_names(t, c.card) for t in tokens)]
    if len(named) != 1:
        return None
    going = named[0]
    return (cards[1] if going is cards[0] else cards[0]), going


__all__ = ["follow_sides", "owner_kept"]
