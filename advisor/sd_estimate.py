"""Stable Diffusion 1.5 speed of a card the measured table lacks (issue 28; split from :mod:`advisor.image_rank` so the
generation answers of :mod:`advisor.jobs` can say it without an import cycle): :func:`its_of` — the table's median,
else the training index scaled by a measured card of the card's own line — and :func:`sd15_estimated`, the clause
that says such an estimate, labelled SD 1.5 and estimated (image26 #2)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .i18n import Message, Number, msg
from .image_speed import table

if TYPE_CHECKING:
    from .catalog import Catalog

REFERENCE = "GeForce RTX 4090"
"""The card the training index is relative to in today's market, and whose measured it/s scales it."""


def its_of(catalog: Catalog, card: str, reference: str = REFERENCE) -> tuple[float, bool] | None:
    """:func:`estimated_its` of ``card`` and ``reference``, kept in the catalogue's memo
    (:attr:`advisor.catalog.Catalog.sd_its_memo`; an image buyer's answer asks ~60 times, ~20 µs each afresh: the
    training index's anchor walks every measured card). Kept only for a card and reference of the catalogue (two
    references at most a card: the memo is bounded by :data:`MEMO_PER_CARD` times its cards)."""
    memo = catalog.sd_its_memo
    key = (card, reference)
    if key in memo:
        return memo[key]
    found = estimated_its(catalog, card, reference)
    if card in catalog.card_rows and reference in catalog.card_rows and len(memo) < MEMO_PER_CARD * len(
            catalog.card_rows):
        memo[key] = found
    return found


MEMO_PER_CARD = 2
"""The most entries :func:`its_of` keeps per card of the catalogue (the references answers use: the RTX 4090, and
another a comparison names)."""


def estimated_its(catalog: Catalog, card: str, reference: str = REFERENCE) -> tuple[float, bool] | None:
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


def sd15_estimated(catalog: Catalog, card: str) -> Message | None:
    """"at about 9.1 it/s for Stable Diffusion 1.5 at 512x512 (estimated from the training index: no run of this
    card is in data/performance/sd_its.csv)" for a card the SD 1.5 table lacks (:func:`its_of`);
    ``None`` for a measured card (:func:`its_clause` says it) or one without a figure."""
    found = its_of(catalog, card)
    if found is None or found[1]:
        return None
    return msg("image.its.estimated", "at about {its:.1f} it/s for Stable Diffusion 1.5 at 512x512 (estimated from "
               "the training index: no run of this card is in data/performance/sd_its.csv)",
               its=Number(value=round(found[0], 1)))
