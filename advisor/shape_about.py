"""A caveat speaks only of cards the answer shows (fix57b, breaker: "I have a 3060 12GB and 32GB RAM, can I run llama
70b?" ended on "! Radeon RX 7900 XTX is on AMD's ROCm support list" — a card of the buyer's list the owner's answer
hides, its note kept).

An answer's caveats are chosen against the ranking first built (:func:`advisor.shape_weigh.caveats`); a shape whose
ranking is then replaced (an owner's cards in place of the ways to buy, :func:`advisor.shape._fit`) or cut kept notes
about cards no longer in it. :func:`of_shown` drops each caveat whose every named card (its sentence's card
parameters, at any depth, and the card it is said of) is none the answer shows — its headline, reading, deciding
facts or ranking (each line's card and reason) — and counts it among the details (``--verbose`` still says it). A
caveat that names no card (a general lever, the 16-bit need) stays. Pure."""

from __future__ import annotations

from .models import Caveat, Shape


def shown_cards(shape: Shape) -> frozenset[str]:
    """Every card ``shape`` shows outside its caveats: named in its headline, reading or deciding facts, or a ranking
    line's card or reason."""
    out: set[str] = set(shape.headline.cards)
    for m in shape.reading:
        out |= m.cards
    for c in shape.decides:
        out |= c.message.cards | ({c.card} if c.card else set())
    for x in shape.ranking:
        out.add(x.card)
        if x.reason is not None:
            out |= x.reason.cards
    return frozenset(out)


def about_shown(caveat: Caveat, shown: frozenset[str]) -> bool:
    """Whether ``caveat`` names no card, or at least one of ``shown``."""
    named = caveat.message.cards | ({caveat.card} if caveat.card else set())
    return not named or not named.isdisjoint(shown)


def of_shown(shape: Shape) -> Shape:
    """``shape`` without the caveats about cards it does not show (module docstring), each counted in ``details``;
    ``shape`` itself when every caveat speaks of a card shown or of none."""
    shown = shown_cards(shape)
    kept = [c for c in shape.caveats if about_shown(c, shown)]
    if len(kept) == len(shape.caveats):
        return shape
    return shape.model_copy(update={"caveats": kept, "details": shape.details + len(shape.caveats) - len(kept)})


__all__ = ["about_shown", "of_shown", "shown_cards"]
