"""Buyers for image generation ranked by an image generator's speed (issue 28 round 6): "best gpu under 600 for
stable diffusion xl" was ranked by the training index alone, although ``data/performance/sd_its.csv`` measures
Stable Diffusion it/s per card (vladmandic's AUTOMATIC1111 benchmark medians, SD 1.5 at 512x512, batch 1).

:func:`by_its` says the ranked cards in the order of that speed: a card's measured median where the table has
it, else the training index scaled to the reference card's measured it/s, said as estimated; the fastest by it
first. A deciding sentence of the short form, beside the ranking (which keeps its budget and memory rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Message, Number, msg
from .image_speed import table
from .wording import join

if TYPE_CHECKING:
    from .catalog import Catalog
    from .models import Caveat

REFERENCE = "GeForce RTX 4090"
"""The card the training index is relative to in today's market, and whose measured it/s scales it."""


def its_of(catalog: Catalog, card: str, reference: str = REFERENCE) -> tuple[float, bool] | None:
    """``card``'s Stable Diffusion it/s and whether it is measured: the table's median, else its training index
    relative to ``reference`` times the reference's measured it/s (an estimate); ``None`` with neither."""
    row = table().get(card)
    if row is not None:
        return row.its, True
    ref = table().get(reference)
    perf, ref_perf = catalog.performance.get(card), catalog.performance.get(reference)
    if ref is None or perf is None or ref_perf is None or not ref_perf.relative:
        return None
    return ref.its * perf.relative / ref_perf.relative, False


def by_its(catalog: Catalog, cards: list[str], reference: str | None = None) -> Message | None:
    """The cards ``cards`` (a ranking's, in its order) said by Stable Diffusion speed, fastest first; ``None`` with
    fewer than two figures or when no card's figure is measured."""
    figures = []
    for name in dict.fromkeys(cards):
        found = its_of(catalog, name, reference or REFERENCE)
        if found is not None:
            figures.append((name, *found))
    if len(figures) < 2 or not any(measured for _, _, measured in figures):
        return None
    figures.sort(key=lambda f: -f[1])
    items = [msg("image.rank.measured", "{card} {its:.1f} it/s", card=CardParam(value=n), its=Number(value=round(i, 1)))
             if measured else
             msg("image.rank.estimated", "{card} ≈ {its:.1f} it/s (estimated from the training index)",
                 card=CardParam(value=n), its=Number(value=round(i, 1)))
             for n, i, measured in figures]
    return msg("image.rank", "For image generation, by Stable Diffusion speed (SD 1.5 at 512x512, batch 1; medians "
               "of AUTOMATIC1111 runs, data/performance/sd_its.csv): {items}.", items=join(items, "semicolon"))


def image_decides(catalog: Catalog, answer) -> list[Caveat]:
    """The :func:`by_its` sentence of a shaped buyer's answer's ranking, as a deciding caveat (empty when it
    has none)."""
    from .models import Caveat
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if shape is None or not shape.ranking:
        return []
    reference = next((x.speed.reference for x in shape.ranking if x.speed is not None and x.speed.reference), None)
    said = by_its(catalog, [x.card for x in shape.ranking], reference)
    return [Caveat(rule_id="value.perf-per-price", message=said, weight=CAVEAT_WEIGHT + 3)] if said is not None else []
