"""The card an owner has is never "the better value" to buy (break30 #7: "going from my 3090 to a 5090, how much
faster for training?" was told "Better value: GeForce RTX 3090", and "I'm going from a 3060 to a 4070 super" "Better
value for LLMs: GeForce RTX 3060 12 GB"). A buyer weighs the two prices; an owner pays only for the other card (what
the switch costs is said on its own line, :mod:`advisor.ask.switch`). So once an owner's upgrade is answered
(:func:`advisor.ask.upgrade_verdict.upgrade_answered`), the comparison's value sentences that name the owner's card as
the value — in the headline or in the lines that decide — are left out. Pure.
"""

from __future__ import annotations

from typing import Any

from ..i18n import Message

VALUE_PREFIXES = ("compare.better-value", "compare.llm.value", "compare.value.")
"""The keys of the comparison's sentences that name one of the two cards the better value."""


def _names_value(m: Any, mine: str) -> bool:
    """Whether ``m`` is a value sentence whose card (the value) is ``mine``."""
    card = m.params.get("card")
    return m.key.startswith(VALUE_PREFIXES) and getattr(card, "value", None) == mine


def without_owned_value(m: Any, mine: str) -> Any:
    """``m`` (a headline, possibly sentences joined: a message or a message parameter) without the value sentences
    naming ``mine``; ``None`` when nothing is left."""
    if m.key.startswith("answer.join") and set(m.params) >= {"first", "second"}:
        first, second = (without_owned_value(m.params[k], mine) if hasattr(m.params[k], "key") else m.params[k]
                         for k in ("first", "second"))
        if first is None or second is None:
            kept = first if second is None else second
            return kept if kept is None or isinstance(m, Message) is isinstance(kept, Message) else Message(
                key=kept.key, params=dict(kept.params))  # a part left alone, as the kind of message it stands in for
        return m.model_copy(update={"params": {**m.params, "first": first, "second": second}})
    return None if _names_value(m, mine) else m


def owned_value_dropped(shape: Any, mine: str) -> Any:
    """``shape`` with no sentence calling the owner's card ``mine`` the better value (module docstring)."""
    headline = without_owned_value(shape.headline, mine) if shape.headline is not None else None
    decides = [d for d in shape.decides if not _names_value(d.message, mine)]
    return shape.model_copy(update={"headline": headline or shape.headline, "decides": decides})


__all__ = ["owned_value_dropped", "without_owned_value"]
