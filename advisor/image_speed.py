"""Stable Diffusion speed per card, measured: ``data/performance/sd_its.csv`` (issue 28: image-generation owners were
told the training speed index, not an image generator's speed).

The rows are medians of the crowd-submitted runs of vladmandic's System Info extension for the AUTOMATIC1111
webui (its default benchmark: 512x512 at batch 1, Stable Diffusion 1.5-class checkpoints, it/s of the sampler),
single-GPU runs in half precision without ``--medvram``/``--lowvram``, as published on 2023-04-19 (the repository's
``pages/benchmark-data.json`` at commit 0a93d2eb). An answer about image generation says a card's figure where the
table has it, beside the same figure of the reference card, and says the training index was used where it has
not (:func:`its_clause`).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache

from .i18n import Card as CardParam
from .i18n import Date, Message, Number, msg


@dataclass(frozen=True)
class ImageSpeed:
    """A card's measured Stable Diffusion speed: ``its`` it/s at batch 1 (512x512), the median of ``runs`` runs."""

    card: str
    its: float
    runs: int
    source: str
    date: str


@cache
def table() -> dict[str, ImageSpeed]:
    """The rows of ``data/performance/sd_its.csv`` by catalogue card name (read once)."""
    from .catalog import data_dir

    with (data_dir() / "performance" / "sd_its.csv").open(encoding="utf-8", newline="") as f:
        return {r["card"]: ImageSpeed(r["card"], float(r["its_batch1"]), int(r["runs"]), r["source"],
                                      r["source_date"]) for r in csv.DictReader(f)}


def ratio(card: str, reference: str | None) -> float | None:
    """``card``'s measured it/s over ``reference``'s (``None`` unless the table has both)."""
    row, ref = table().get(card), table().get(reference or "")
    return row.its / ref.its if row is not None and ref is not None and ref.its else None


def its_clause(card: str, reference: str | None) -> Message | None:
    """"at about 6.3 it/s for Stable Diffusion 1.5 at 512x512 (median of 159 AUTOMATIC1111 runs, 2023-04-19),
    0.30x a GeForce RTX 4090's 21.3" for a card the table has (the reference's figure when it has that too);
    ``None`` for a card it has not."""
    row = table().get(card)
    if row is None:
        return None
    ref = table().get(reference or "")
    params = dict(its=Number(value=round(row.its, 1)), runs=Number(value=row.runs), date=Date(value=row.date))
    if ref is None or ref.card == card:
        return msg("image.its", "at about {its:.1f} it/s for Stable Diffusion 1.5 at 512x512 (median of {runs:,.0f} "
                   "AUTOMATIC1111 runs, vladmandic's benchmark data, {date})", **params)
    return msg("image.its.ref", "at about {its:.1f} it/s for Stable Diffusion 1.5 at 512x512, {ratio:.2f}x a "
               "{reference}'s {ref_its:.1f} (medians of AUTOMATIC1111 runs, vladmandic's benchmark data, {date})",
               ratio=Number(value=round(row.its / ref.its, 2)), reference=CardParam(value=ref.card),
               ref_its=Number(value=round(ref.its, 1)), **params)
