"""The card a comparison picked, the one a follow-up's "it" means (fix75d #3, closing29: "4090 vs 5090 for llama 70b"
then "is it worth it over a 3090?" answered ``why 3090``, as if "it" were the 3090): the pair the comparison said to
take where neither card holds the model alone (:func:`advisor.pair_pick.pair_pick`, "take 2 x GeForce RTX 4090"), else
the card :func:`advisor.ask.which_pick.which_pick` takes from its own figures (memory at about the same speed, the
better value, the faster). Kept as :attr:`advisor.ask.models.Context.picked`. Pure."""

from __future__ import annotations

from ..i18n import Card, Message, MessageParam
from ..models import Comparison, Fit
from .which_pick import which_pick

PAIR_PICK = "several.model.pair-pick"
"""The deciding reason of a comparison of several of each card that says which pair to take."""


def _card_of(m: Message | MessageParam | None) -> str | None:
    """The first card named in ``m`` (its ``card`` parameter, or a nested message's)."""
    stack: list[object] = [m]
    while stack:
        value = stack.pop(0)
        if isinstance(value, Message | MessageParam):
            card = value.params.get("card")
            if isinstance(card, Card):
                return card.value
            stack.extend(value.params.get(k) for k in ("pick",) if k in value.params)
    return None


def compared_pick(answer: object) -> str | None:
    """The card ``answer`` (a :class:`~advisor.models.Comparison`) says to take (module docstring); ``None`` for
    another answer, a card compared with itself, or a comparison that picks none."""
    if not isinstance(answer, Comparison) or answer.same_card:
        return None
    pair = next((r.message for r in answer.deciding if r.message.key == PAIR_PICK), None)
    if pair is not None:
        return _card_of(pair.params.get("pick"))  # type: ignore[arg-type]
    return _card_of(which_pick(answer))


def fit_pick(answer: object, read_as: object) -> tuple[str, int] | None:
    """The card (and how many of it) a fit ``answer`` (a :class:`~advisor.models.Fit`) ranks first to buy — the first
    row of its ranking that is no card the question named (the asker's own, listed first as theirs) — when the question
    named no card or only the asker's own ("can my 3060 run llama 3 70b?" → 2 x GeForce RTX 3090); ``None`` otherwise
    (a fit asked of a card: that card is the one meant). "How much would it cost?" after it is asked of that pick
    (fix79a #5)."""
    cards = list(getattr(read_as, "cards", None) or [])
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Fit) or shape is None or not shape.ranking or (cards and not getattr(read_as, "own",
                                                                                                    False)):
        return None
    row = next((r for r in shape.ranking if r.card not in cards and r.role != "rig"), None)
    return (row.card, row.gpus or 1) if row is not None else None


__all__ = ["compared_pick", "fit_pick"]
