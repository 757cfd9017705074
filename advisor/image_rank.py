"""Buyers for image generation ranked by an image generator's speed (issue 28 round 6): "best gpu under 600 for
stable diffusion xl" was ranked by the training index alone, although ``data/performance/sd_its.csv`` measures
Stable Diffusion it/s per card (vladmandic's AUTOMATIC1111 benchmark medians, SD 1.5 at 512x512, batch 1).

:func:`by_its` says the ranked cards in the order of that speed: a card's measured median where the table has
it, else the training index scaled to the reference card's measured it/s, said as estimated; the fastest by it
first. A deciding sentence of the short form, beside the ranking (which keeps its budget and memory rules).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Message, Number, Quantity, Text, msg
from .image_speed import table
from .wording import join

if TYPE_CHECKING:
    from .catalog import Catalog
    from .models import Caveat

REFERENCE = "GeForce RTX 4090"
"""The card the training index is relative to in today's market, and whose measured it/s scales it."""


def its_of(catalog: Catalog, card: str, reference: str = REFERENCE) -> tuple[float, bool] | None:
    """``card``'s Stable Diffusion it/s and whether it is measured: the table's median, else its training index
    scaled by the measured card of its own architecture whose index is nearest (:func:`_anchor`: a GeForce RTX 4060
    Ti 16 GB from the RTX 4070's 12.2 it/s, not from the RTX 4090's — one anchor far up the line put it below the
    measured RTX 3060 12 GB), else by the it/s per index point of the newest measured architecture of its maker and
    line at its own index (:func:`_borrowed_rate`: a Blackwell GeForce card from the Ada cards of its class — scaled
    from the RTX 4090, whose it/s per index point is a third lower at batch 1, every Blackwell card below it fell
    under the Ada card it outruns), else by ``reference``'s (an estimate); ``None`` with neither."""
    row = table().get(card)
    if row is not None:
        return row.its, True
    perf = catalog.performance.get(card)
    if perf is None or not perf.relative:
        return None
    anchor = _anchor(catalog, card, perf.relative)
    if anchor is None:
        rate = _borrowed_rate(catalog, card, perf.relative)
        if rate is not None:
            return rate * perf.relative, False
    anchor = anchor or reference
    ref, ref_perf = table().get(anchor), catalog.performance.get(anchor)
    if ref is None or ref_perf is None or not ref_perf.relative:
        return None
    return ref.its * perf.relative / ref_perf.relative, False


def _measured(catalog: Catalog) -> list[tuple[str, float, float]]:
    """The measured cards the catalogue rates: (name, training index, it/s)."""
    out = []
    for name, row in table().items():
        perf = catalog.performance.get(name)
        if perf is not None and perf.relative:
            out.append((name, perf.relative, row.its))
    return out


def _anchor(catalog: Catalog, card: str, relative: float) -> str | None:
    """The measured card (``data/performance/sd_its.csv``) of ``card``'s architecture whose training index is
    nearest ``card``'s (by ratio), ``None`` when the table has none of that architecture."""
    try:
        arch = catalog.card(card).architecture
    except KeyError:
        return None
    if arch is None:
        return None
    near = [(abs(math.log(index / relative)), name) for name, index, _ in _measured(catalog)
            if _arch(catalog, name) == arch]
    return min(near)[1] if near else None


def _arch(catalog: Catalog, name: str) -> str | None:
    """``name``'s architecture (``None`` for a name the catalogue lacks)."""
    try:
        return catalog.card(name).architecture
    except KeyError:
        return None


def _borrowed_rate(catalog: Catalog, card: str, relative: float) -> float | None:
    """The it/s per training-index point at ``relative`` of the newest measured architecture of ``card``'s maker and
    line (by the newest release of its measured cards), interpolated in the logarithm of the index between the two
    measured cards around it (the end card's rate outside them) — SD 1.5 at batch 1 does not fill a large card, so
    the rate falls up the line (4.4 on an RTX 4070 Ti, 3.2 on an RTX 4090) and one card's rate misplaces the
    others; ``None`` when the table has no card of that maker and line."""
    try:
        own = catalog.card(card)
    except KeyError:
        return None
    kin: dict[str, list[tuple[float, float]]] = {}
    newest: dict[str, str] = {}
    for name, index, its in _measured(catalog):
        other = catalog.card(name)
        if other.manufacturer != own.manufacturer or other.line != own.line or other.architecture is None:
            continue
        kin.setdefault(other.architecture, []).append((index, its / index))
        newest[other.architecture] = max(newest.get(other.architecture, ""), other.release_date or "")
    if not kin:
        return None
    points = sorted(kin[max(newest, key=lambda a: (newest[a], a))])
    if relative <= points[0][0]:
        return points[0][1]
    if relative >= points[-1][0]:
        return points[-1][1]
    for (lo, lo_rate), (hi, hi_rate) in zip(points, points[1:], strict=False):
        if lo <= relative <= hi:
            share = math.log(relative / lo) / math.log(hi / lo) if hi > lo else 0.0
            return lo_rate + (hi_rate - lo_rate) * share
    return points[-1][1]


def by_its(catalog: Catalog, cards: list[str], reference: str | None = None, sdxl: bool = False) -> Message | None:
    """The cards ``cards`` (a ranking's, in its order) said by Stable Diffusion speed, fastest first; ``None`` with
    fewer than two figures or when no card's figure is measured. ``sdxl``: the question named SDXL (or FLUX), whose
    figures are not in the table: the line says the figures are SD 1.5's."""
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
    if sdxl:
        return msg("image.rank.sdxl", "For image generation, by Stable Diffusion speed — SD 1.5 figures at 512x512, "
                   "batch 1, as no SDXL table is sourced yet (medians of AUTOMATIC1111 runs, "
                   "data/performance/sd_its.csv): {items}.",
                   items=join(items, "semicolon"))
    return msg("image.rank", "For image generation, by Stable Diffusion speed (SD 1.5 at 512x512, batch 1; medians "
               "of AUTOMATIC1111 runs, data/performance/sd_its.csv): {items}.", items=join(items, "semicolon"))


def _within(answer, lines) -> list[str]:
    """The cards of ranking ``lines`` a buyer's budget buys (a line over it — a step up, a stretch — is no card to
    weigh by speed here); every card when the answer has no budget."""
    budget = getattr(answer, "budget", None)
    cap = getattr(budget, "market_amount", None) if budget is not None else None
    if not cap:
        return [x.card for x in lines]
    return [x.card for x in lines if x.price is None or x.price.amount <= cap * (1 + BUDGET_SLACK)]


BUDGET_SLACK = 0.0
"""How far past the budget a ranked card's price may be and still be weighed by speed (none: "under 600" means it)."""


def by_flux(catalog: Catalog, cards: list[str]) -> Message | None:
    """The cards ``cards`` said by FLUX.1 dev speed at 1024x1024, fastest first, each measured
    (``data/performance/flux_its.csv``) or estimated from a measured card by the training index
    (:func:`advisor.image_speed.flux_its`), said which; ``None`` with fewer than two figures."""
    from .image_speed import FLUX_STEPS, flux_its

    figures = []
    for name in dict.fromkeys(cards):
        found = flux_its(catalog, name)
        if found is not None:
            figures.append((name, found[0], found[2]))
    if len(figures) < 2:
        return None
    figures.sort(key=lambda f: -f[1])
    items = [msg("image.rank.flux.measured", "{card} {its:.2f} it/s", card=CardParam(value=n),
                 its=Number(value=round(i, 2)))
             if own else
             msg("image.rank.flux.estimated", "{card} ≈ {its:.2f} it/s (estimated)", card=CardParam(value=n),
                 its=Number(value=round(i, 2)))
             for n, i, own in figures]
    return msg("image.rank.flux", "For FLUX.1 dev, by its own speed at 1024x1024 ({steps:.0f} steps an image: "
               "published runs, data/performance/flux_its.csv; estimated ones scaled from a measured card by the "
               "training index): {items}.", steps=Number(value=FLUX_STEPS), items=join(items, "semicolon"))


def image_decides(catalog: Catalog, answer, sdxl: bool = False, generic: bool = False,
                  flux: bool = False) -> list[Caveat]:
    """The :func:`by_its` sentence of a shaped buyer's answer's ranking — the cards the budget buys — as a deciding
    caveat (for a FLUX question, :func:`by_flux`: FLUX's own figures), with, for a question that named no model
    (:data:`generic`: "comfyui", "ai art"), what the heavier image and video models need (:func:`heavier_models`);
    empty when it has none."""
    from .models import Caveat
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if shape is None or not shape.ranking:
        return []
    reference = next((x.speed.reference for x in shape.ranking if x.speed is not None and x.speed.reference), None)
    cards = _within(answer, shape.ranking)
    said = (by_flux(catalog, cards) if flux else None) or by_its(catalog, cards, reference, sdxl=sdxl)
    out = [Caveat(rule_id="value.perf-per-price", message=said, weight=CAVEAT_WEIGHT + 3)] if said is not None else []
    heavier = heavier_models() if generic else None
    if heavier is not None:
        out.append(Caveat(rule_id="memory.by-task", message=heavier, weight=CAVEAT_WEIGHT + 3))
    return out


IMAGE_RANK_KEYS = ("image.rank", "image.rank.sdxl", "image.rank.flux")
"""The keys of the :func:`by_its` sentence (one said per answer)."""


HEAVIER = (("FLUX.1 dev", "image-gen", ("fp8", "bf16")), ("Wan 2.1 T2V-14B", "video-gen", ("fp8", "bf16")))
"""The heavier models a ComfyUI user loads beside Stable Diffusion, and the settings of ``data/owner_jobs.csv`` said
of each (a product choice: the two most asked about on the image and the video side)."""


def heavier_models() -> Message | None:
    """"Beyond Stable Diffusion, FLUX.1 dev needs about 16 GB in fp8 and 24 GB in bf16, and Wan 2.1 T2V-14B video
    about 16 GB in fp8 and 40 GB in bf16 (data/owner_jobs.csv): for them, buy 16–24 GB." — from the published rows,
    never typed here; ``None`` when a row is missing."""
    from . import jobs

    said: list[Message] = []
    lows: list[float] = []
    highs: list[float] = []
    for model, job, settings in HEAVIER:
        rows = {r.setting: r for r in jobs.rows(job) if r.model == model}
        if any(s not in rows for s in settings):
            return None
        said.append(msg("image.rank.heavier.model", "{model} about {low} in {first} and {high} in {second}",
                        model=CardParam(value=model), low=Quantity(value=rows[settings[0]].vram_gb, unit="GB"),
                        first=Text(value=settings[0]), high=Quantity(value=rows[settings[1]].vram_gb, unit="GB"),
                        second=Text(value=settings[1])))
        lows.append(rows[settings[0]].vram_gb)
        highs.append(rows[settings[1]].vram_gb)
    return msg("image.rank.heavier", "Beyond Stable Diffusion, the models people load in ComfyUI need more memory: "
               "{models} (published peaks, data/owner_jobs.csv). For FLUX or video, buy {low} to {high}; smaller "
               "cards run them only quantised or offloaded, slowly.", models=join(said, "semicolon"),
               low=Quantity(value=min(lows), unit="GB"), high=Quantity(value=highs[0], unit="GB"))
