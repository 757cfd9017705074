"""What decides a recommended card's ``why`` (newuser31 Q2, Q15; fix82 #2): "Is a used RTX 3090 still worth it?" was
answered "RECOMMENDED — is a good deep-learning buy" with no reason, the headline only restating the question.

A recommended card's short answer carries the facts the answer already holds elsewhere, said right after the verdict
(:attr:`advisor.models.Verdict.deciding`, :func:`advisor.deciding.verdict_deciding` leaves it empty for a card that
needs nothing special):

- the memory it keeps against the next option: when no card the rules recommend at its price keeps its memory
  (``why.alternatives.give-up``, ``memory.never-less``: "No card … keeps GeForce RTX 3090's 24 GB; the recommended
  alternatives give up memory: …"), that is why it is the buy;
- the used-card checks, when its price is a used one: the sentence a used pick of ``recommend`` says
  (``recommend.pick.used``: no warranty, so check the seller and the card's history).

Pure: functions of the verdict's reasons and price.
"""

from __future__ import annotations

from typing import Any

from .i18n import Date, msg
from .models import Reason

KEPT_MEMORY = "why.alternatives.give-up"
"""The reason that says no recommended card at the asked card's price keeps its memory (:mod:`advisor.explain`)."""


def recommended_deciding(rules: Any, verdict: str, price: Any, reasons: list[Reason],
                         deciding: list[Reason]) -> list[Reason]:
    """``deciding`` for a card of ``verdict`` ``recommended`` with the memory it keeps against the alternatives and,
    for a used ``price``, the used-card checks after what decides it already (module docstring); the used-card
    reason is appended to ``reasons`` too. ``deciding`` unchanged for any other verdict."""
    if verdict != "recommended":
        return deciding
    out = list(deciding)
    kept = next((r for r in reasons if r.message.key == KEPT_MEMORY), None)
    if kept is not None and kept not in out:
        out.append(kept)
    if price is not None and price.condition == "used" and not any(
            r.message.key == "recommend.pick.used" for r in reasons):
        used = rules.reason("value.used-market", msg(
            "recommend.pick.used", "A used price ({as_of}): no warranty, so check the seller and the card's history.",
            as_of=Date(value=price.as_of)))
        reasons.append(used)
        out.append(used)
    return out


__all__ = ["KEPT_MEMORY", "recommended_deciding"]
