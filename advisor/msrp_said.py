"""A used price above the card's launch MSRP, said in the short form where the card is the answer (break29 #14).

:mod:`advisor.used_msrp` (fix32b) writes the sentence ("GeForce RTX 5090 used, at 4,131 USD, costs more than its
1,999 USD launch MSRP …") as a reason of the pick, the verdict or the comparison that weighs such a price; it was only
said with ``--verbose``, while the short form said "RECOMMENDED" (``why``), "Yes" (an owner's upgrade) or "buy" (a
recommendation) of that card at that price. Here it becomes one of the facts said right after the headline
(:attr:`~advisor.models.Shape.decides`) whenever the card the answer tells someone to buy carries it: the first pick
of a recommendation, the card a ``why`` is about, the card an owner's upgrade goes to. Pure.
"""

from __future__ import annotations

from typing import Any

from .models import Caveat, Reason
from .shape_limits import CAVEAT_WEIGHT, MAX_CAVEATS

KEYS = frozenset({"price.used-over-msrp", "price.used-over-msrp.new"})
"""The keys of :func:`advisor.used_msrp.used_over_msrp`'s sentences."""

WEIGHT = CAVEAT_WEIGHT + 3
"""A deciding fact's weight (:data:`advisor.shape.DECIDING_WEIGHT`)."""


def over_msrp(reasons: list[Reason], card: str) -> Reason | None:
    """The used-over-MSRP reason said of ``card`` among ``reasons``, or ``None``."""
    for r in reasons:
        named = r.message.params.get("card")
        if r.message.key in KEYS and getattr(named, "value", named) == card:
            return r
    return None


def with_over_msrp(shape: Any, reason: Reason | None) -> Any:
    """``shape`` with ``reason`` among the facts said after the headline (after the first one there), unless it
    says it already; the same caveat taken out of the caveats below."""
    if reason is None or shape is None:
        return shape
    if any(c.message.key in KEYS for c in shape.decides):
        return shape
    fact = Caveat(rule_id=reason.rule_id, message=reason.message, weight=WEIGHT)
    caveats = [c for c in shape.caveats if c.message.key not in KEYS]
    return shape.model_copy(update={"decides": [*shape.decides[:1], fact, *shape.decides[1:]], "caveats": caveats})


def verdict_over_msrp(catalog: Any, rules: Any, market: Any, asked: tuple[str, Any, str], reasons: list[Reason],
                      deciding: list[Reason]) -> list[Reason]:
    """A ``why``'s deciding reasons with the card's used price above MSRP among them (``asked``: the card, its
    price, the verdict): first for a recommended card (before a stack note), after what holds back another;
    the reason appended to ``reasons`` too. ``deciding`` as it is when the price says nothing of it."""
    from .used_msrp import used_over_msrp

    card, price, verdict = asked
    over = used_over_msrp(catalog, market.id, card, price) if price is not None else None
    if over is None:
        return deciding
    said = rules.reason("value.used-market", over)
    reasons.append(said)
    first = 0 if verdict == "recommended" else 1
    return [*deciding[:first], said, *deciding[first:]]


BUY_WEIGHT = CAVEAT_WEIGHT + 0.25
"""The used-over-MSRP sentence's weight among a recommendation's caveats: under a support caveat (Blackwell's CUDA
12.8 / PyTorch 2.7, 3.5 and up), over the pick's plain used-price note (3.0)."""


def recommendation_said(answer: Any, shape: Any) -> Any:
    """A recommendation's shape with the first pick's used-over-MSRP sentence said (module docstring). "Which to
    buy" is answered by the ranking (issue 28 §1; graded N04, N12: the sentence took the room of a ranking line and
    of the 5060 Ti's Blackwell caveat): the sentence is a caveat here, after the rows and after a support caveat —
    said when the room holds it. A ``why`` or an owner's upgrade ("is it worth it") keeps it as a deciding fact
    (:func:`with_over_msrp`)."""
    picks = getattr(answer, "picks", None) or []
    reason = over_msrp(picks[0].reasons, picks[0].card) if picks else None
    if reason is None or shape is None or any(c.message.key in KEYS for c in shape.decides):
        return shape
    fact = Caveat(rule_id=reason.rule_id, message=reason.message, weight=BUY_WEIGHT)
    caveats = [c for c in shape.caveats if c.message.key not in KEYS and c.rule_id != reason.rule_id]  # one sentence
    # a rule in the short form: the pick's plain used-price note gives way to it (hypothesis found both, round 19)
    at = next((i for i, c in enumerate(caveats) if c.weight < BUY_WEIGHT), len(caveats))
    caveats = [*caveats[:at], fact, *caveats[at:]]
    kept = caveats[:MAX_CAVEATS]
    return shape.model_copy(update={"caveats": kept, "details": shape.details + len(caveats) - len(kept)})


__all__ = ["BUY_WEIGHT", "KEYS", "over_msrp", "recommendation_said", "verdict_over_msrp", "with_over_msrp"]
