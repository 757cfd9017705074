"""An image owner's upgrade list keeps a card of no more memory only when it is much faster, and says why (fix68c,
issue 28 §2: "I own a 3060 12gb, which card should I upgrade to for sdxl?" listed the 12 GB 3080 Ti, 4070 Ti and
5070 beside the 16 GB pick with no word of them having the owner's own memory).

An owner's recommendation for image generation (``recommend`` with the one card had, ``own``; its memory the floor,
:func:`advisor.ask.owner_buys.owned_floor`): a ranked card with no more memory than the owner's is an upgrade of speed
only, so it stays only at :data:`FASTER_ENOUGH` or more of the owner's Stable Diffusion speed
(``data/performance/sd_its.csv`` through :func:`advisor.image_rank.its_of`: measured, else estimated from the training
index) and its line says so ("same 12 GB as yours, 2.1x its speed"); the others leave the ranking, the picks and the
Stable Diffusion speed line (:func:`advisor.image_rank.by_its`, :func:`~advisor.image_rank.by_flux`). The lead pick is
never dropped (it is the headline's). Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Quantity, msg
from ..image_rank import IMAGE_RANK_KEYS, REFERENCE, _within, by_flux, by_its, its_of
from ..models import Recommendation
from ..wording import gb

if TYPE_CHECKING:
    from ..api import Advisor

FASTER_ENOUGH = 1.5
"""The share of the owner's Stable Diffusion speed a card of no more memory must reach to be listed as an upgrade
(a product choice, fix68c: less is not worth a swap that adds no memory)."""


def same_memory_steps(advisor: Advisor, read_as: Any, answer: Any) -> Any:
    """``answer`` (an image owner's recommendation) with its cards of no more memory than the owner's kept only when
    :data:`FASTER_ENOUGH` faster, each said so (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or not shape.ranking or read_as.command != "recommend"
            or not read_as.own or len(read_as.cards) != 1 or answer.use_case != "image"):
        return answer
    try:
        card = advisor.card(read_as.cards[0])
    except KeyError:
        return answer
    owned = (read_as.memory_gb or [None])[0] or card.memory_gb
    catalog = advisor.catalog
    reference = next((x.speed.reference for x in shape.ranking if x.speed is not None and x.speed.reference),
                     None) or REFERENCE
    mine = its_of(catalog, card.name, reference)
    if not owned or mine is None or not mine[0]:
        return answer
    lines, dropped, kept = [], set(), []
    for line in shape.ranking:
        if (line.memory_gb or 0.0) > owned or line.card == card.name:
            lines.append(line)
            continue
        its = its_of(catalog, line.card, reference)
        times = its[0] / mine[0] if its is not None else 0.0
        if times < FASTER_ENOUGH:
            dropped.add(line.card)
            continue
        said = dict(memory=gb(line.memory_gb or 0.0), times=Quantity(value=round(times, 1), unit="x", digits=1))
        reason = msg("ask.owner-same-memory.reason", "{reason}; the same {memory} as yours, {times} its speed",
                     reason=line.reason, **said) if line.reason is not None else msg(
            "ask.owner-same-memory", "the same {memory} as yours, {times} its speed", **said)
        lines.append(line.model_copy(update={"reason": reason}))
        kept.append((line.card, times))
    if not lines or lines[0].card != shape.ranking[0].card:
        return answer  # the lead pick stays: it is the headline's
    decides = []
    for c in shape.decides:
        if c.message.key in IMAGE_RANK_KEYS and kept:  # the cards of the owner's memory said, after the line
            decides.extend(_kept_said(c, card.name, owned, kept, dropped, catalog, answer, lines, reference))
            continue
        if c.message.key in IMAGE_RANK_KEYS and dropped:
            cards = _within(answer, lines)
            again = by_flux(catalog, cards) if c.message.key == "image.rank.flux" else by_its(
                catalog, cards, reference, sdxl=c.message.key == "image.rank.sdxl")
            if again is None:
                continue
            c = c.model_copy(update={"message": again})
        decides.append(c)
    picks = [p for p in answer.picks if p.card not in dropped] or answer.picks
    return answer.model_copy(update={"picks": picks, "shape": shape.model_copy(update={
        "ranking": lines, "decides": decides})})


def _kept_said(c: Any, mine: str, owned: float, kept: list, dropped: set, catalog: Any, answer: Any, lines: list,
               reference: str) -> list:
    """The speed line ``c`` rebuilt without the ``dropped`` cards, each card ``kept`` of the owner's memory marked in
    it with why it is listed ("GeForce RTX 3080 Ti 13.5 it/s (your 12 GB, 2.1x yours)"); its key kept (a later step
    words it by its key)."""
    line = c.message
    if dropped:
        cards = _within(answer, lines)
        line = (by_flux(catalog, cards) if c.message.key == "image.rank.flux" else by_its(
            catalog, cards, reference, sdxl=c.message.key == "image.rank.sdxl")) or line
    marks = {n: msg("ask.owner-same-memory.item", "your {memory}, {times} yours", memory=gb(owned),
                    times=Quantity(value=round(t, 1), unit="x", digits=1)) for n, t in kept}
    return [c.model_copy(update={"message": _marked(line, marks)})]


ITEM_KEYS = ("image.rank.measured", "image.rank.estimated", "image.rank.flux.measured", "image.rank.flux.estimated")
"""The keys of a card's figure in the speed line (:func:`advisor.image_rank.by_its`, :func:`~.by_flux`)."""


def _marked(m: Any, marks: dict) -> Any:
    """``m`` with each card figure of a card in ``marks`` followed by its mark in brackets."""
    params = getattr(m, "params", None)
    if not isinstance(params, dict):
        return m
    card = params.get("card")
    name = getattr(card, "value", None)
    if getattr(m, "key", "") in ITEM_KEYS and name in marks:
        return msg("ask.owner-same-memory.marked", "{item} ({mark})", item=m, mark=marks[name])
    return m.model_copy(update={"params": {k: _marked(v, marks) for k, v in params.items()}})


__all__ = ["FASTER_ENOUGH", "same_memory_steps"]
