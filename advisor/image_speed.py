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
from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Date, Message, Number, Text, msg

if TYPE_CHECKING:
    from .catalog import Catalog


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


@dataclass(frozen=True)
class FluxSpeed:
    """A card's published FLUX.1 dev speed: ``its`` it/s at 1024x1024, batch 1, in ``setting``."""

    card: str
    its: float
    setting: str
    source: str
    date: str


@cache
def flux_table() -> dict[str, FluxSpeed]:
    """The rows of ``data/performance/flux_its.csv`` by catalogue card name (read once)."""
    from .catalog import data_dir

    with (data_dir() / "performance" / "flux_its.csv").open(encoding="utf-8", newline="") as f:
        return {r["card"]: FluxSpeed(r["card"], float(r["its"]), r["setting"], r["source"], r["source_date"])
                for r in csv.DictReader(f)}


def flux_its(catalog: Catalog, card: str,
             settings: frozenset[str] | None = None) -> tuple[float, FluxSpeed, bool] | None:
    """``card``'s FLUX.1 dev it/s at 1024x1024, the published row it comes from, and whether that row is the card's
    own: its row of :func:`flux_table`, else the row of the measured card nearest by training index (of ``card``'s
    own architecture where one is measured, else any) scaled by the training index (FLUX at 1024x1024 keeps a card
    busy, as training does; never scaled from Stable Diffusion 1.5's batch-1 figures, which a large card does not
    fill); ``None`` when the catalogue rates neither. ``settings``: only the runs in these settings (the first word
    of a row's setting: ``fp8``, ``bf16``) — those that fit the card (break28 #16: a 16 GB card's time is fp8's,
    never one scaled from a bf16 run it cannot hold)."""
    rows = flux_table()
    if settings is not None:
        rows = {c: r for c, r in rows.items() if flux_setting(r) in settings}
    return scaled_its(catalog, card, rows)


def flux_setting(row: FluxSpeed) -> str:
    """The setting of a published FLUX run as the jobs table names it (``fp8``, ``bf16``)."""
    return row.setting.split(" ")[0].lower()


def scaled_its(catalog: Catalog, card: str, rows: dict[str, FluxSpeed]) -> tuple[float, FluxSpeed, bool] | None:
    """``card``'s it/s from ``rows`` (a generator's published runs by card: :func:`flux_table`, :func:`sdxl_table`),
    the row it comes from and whether that row is the card's own: its own row, else the row of the measured card
    nearest by training index (of ``card``'s architecture where one is measured, else any) scaled by the training
    index; ``None`` when the catalogue rates neither."""
    import math

    row = rows.get(card)
    if row is not None:
        return row.its, row, True
    perf = catalog.performance.get(card)
    if perf is None or not perf.relative:
        return None
    try:
        arch = catalog.card(card).architecture
    except KeyError:
        return None
    near: list[tuple[bool, float, str]] = []
    for name in rows:
        other = catalog.performance.get(name)
        if other is None or not other.relative:
            continue
        try:
            same = catalog.card(name).architecture == arch
        except KeyError:
            continue
        near.append((not same, abs(math.log(other.relative / perf.relative)), name))
    if not near:
        return None
    anchor = rows[min(near)[2]]
    return anchor.its * perf.relative / catalog.performance[anchor.card].relative, anchor, False


@cache
def sdxl_table() -> dict[str, FluxSpeed]:
    """The rows of ``data/performance/sdxl_its.csv`` (published SDXL base 1.0 runs at 1024x1024, fp16, batch 1) by
    catalogue card name (read once)."""
    from .catalog import data_dir

    with (data_dir() / "performance" / "sdxl_its.csv").open(encoding="utf-8", newline="") as f:
        return {r["card"]: FluxSpeed(r["card"], float(r["its"]), r["setting"], r["source"], r["source_date"])
                for r in csv.DictReader(f)}


def sdxl_its(catalog: Catalog, card: str) -> tuple[float, FluxSpeed, bool] | None:
    """``card``'s SDXL it/s at 1024x1024 (fp16, batch 1), its row and whether the row is the card's own: measured
    (``data/performance/sdxl_its.csv``) or scaled from the nearest measured card (:func:`scaled_its`)."""
    return scaled_its(catalog, card, sdxl_table())


def _maker(catalog: Catalog, card: str) -> str:
    """``card``'s maker ("" when the catalogue lacks it)."""
    try:
        return catalog.card(card).manufacturer or ""
    except KeyError:
        return ""


SDXL_STEPS = 20
"""The steps of an SDXL image said in seconds (the published runs' own count: 20 steps at 1024x1024)."""


def sdxl_clause(catalog: Catalog, card: str) -> Message | None:
    """"at about 6.8 it/s for SDXL at 1024x1024, about 3 s for a 20-step image (estimated from the GeForce RTX
    4090's measured 8.44 it/s by the training index; data/performance/sdxl_its.csv)" — or measured, with its source
    and date; ``None`` without a figure."""
    found = sdxl_its(catalog, card)
    if found is None:
        return None
    its, row, own = found
    mine, theirs = table().get(card), table().get(row.card)
    vendor = not own and mine is not None and theirs is not None and _maker(catalog, card) != _maker(catalog, row.card)
    if vendor:  # another maker's card (fix36c: a 7900 XTX scaled from a 3090 by NVIDIA's training index): scaled by
        assert mine is not None and theirs is not None  # its own measured SD 1.5 speed against the anchor's
        its = row.its * mine.its / theirs.its
    params = dict(its=Number(value=round(its, 1)), seconds=Number(value=max(1, round(SDXL_STEPS / its))),
                  steps=Number(value=SDXL_STEPS))
    if vendor:
        assert mine is not None
        return msg("image.sdxl.own-sd15", "at about {its:.1f} it/s for SDXL at 1024x1024 in fp16, about {seconds:.0f} "
                   "s for a {steps:.0f}-step image (estimated: its own measured {own:.2f} it/s in Stable Diffusion "
                   "1.5, data/performance/sd_its.csv, scaled by the {anchor}'s SDXL and SD 1.5 figures, "
                   "{anchor_its:.2f} it/s in SDXL; no measured SDXL run of this card)", own=Number(value=mine.its),
                   anchor=CardParam(value=row.card), anchor_its=Number(value=row.its), **params)
    if own:
        return msg("image.sdxl.measured", "at about {its:.1f} it/s for SDXL at 1024x1024 in fp16, about {seconds:.0f} "
                   "s for a {steps:.0f}-step image (measured: {source}, {date}; data/performance/sdxl_its.csv)",
                   source=Text(value=row.source.split(" ")[0]), date=Text(value=row.date), **params)
    return msg("image.sdxl.estimated", "at about {its:.1f} it/s for SDXL at 1024x1024 in fp16, about {seconds:.0f} s "
               "for a {steps:.0f}-step image (estimated from the {anchor}'s measured {anchor_its:.2f} it/s by the "
               "training index; data/performance/sdxl_its.csv)", anchor=CardParam(value=row.card),
               anchor_its=Number(value=row.its), **params)


FLUX_STEPS = 20
"""The steps of a FLUX.1 dev image said in seconds (the published runs' own count: 20 steps at 1024x1024)."""


RUN_SETTINGS: dict[str, Message] = {
    "fp8 (ComfyUI through SwarmUI)": msg("image.run.swarm-fp8", "fp8 (ComfyUI through SwarmUI)"),
    "fp8 (ComfyUI through SwarmUI; an overclocked card: +300 MHz core, +1,500 memory)": msg(
        "image.run.swarm-fp8-oc", "fp8 (ComfyUI through SwarmUI; an overclocked card: +300 MHz core, +1,500 memory)"),
    "bf16 (BFL reference code)": msg("image.run.bfl-bf16", "bf16 (BFL reference code)"),
    "fp8 weights (BFL reference code)": msg("image.run.bfl-fp8", "fp8 weights (BFL reference code)"),
    "fp16 (diffusers PyTorch baseline)": msg("image.run.diffusers-fp16", "fp16 (diffusers PyTorch baseline)"),
}
"""The settings of the measured image runs (``flux_its.csv``, ``sdxl_its.csv``) in words, translated (break20 #12:
the Chinese FLUX answer kept "(ComfyUI through SwarmUI; an overclocked card: …)" in English); a setting not here
is said as written."""


def run_setting(setting: str) -> Message | Text:
    """A measured run's setting as said (:data:`RUN_SETTINGS`), else as written."""
    return RUN_SETTINGS.get(setting) or Text(value=setting)


def flux_clause(catalog: Catalog, card: str, steps: int | None = None,
                settings: frozenset[str] | None = None) -> Message | None:
    """"at about 0.8 it/s for FLUX.1 dev at 1024x1024 (about 25 s for a 20-step image; measured: …)" — measured, or
    "estimated from the GeForce RTX 4090's measured 1.7 it/s by the training index"; ``None`` without a figure.
    ``steps``: FLUX.1 schnell's steps an image (:data:`advisor.image_needs.SCHNELL_STEPS`): the same it/s (its 12B
    transformer is FLUX.1 dev's) said for a schnell image of that many steps (:func:`schnell_clause`)."""
    found = flux_its(catalog, card, settings)
    if found is None:
        return None
    its, row, own = found
    if steps is not None:
        return schnell_clause(its, row, own, steps)
    params = dict(its=Number(value=round(its, 2)), seconds=Number(value=round(FLUX_STEPS / its)),
                  steps=Number(value=FLUX_STEPS))
    if own:
        return msg("image.flux.measured", "at about {its:.2f} it/s for FLUX.1 dev at 1024x1024, about {seconds:.0f} s "
                   "for a {steps:.0f}-step image (measured: {source}, {date}, in {setting}; "
                   "data/performance/flux_its.csv)",
                   setting=run_setting(row.setting), source=Text(value=row.source.split(" ")[0]),
                   date=Text(value=row.date), **params)
    return msg("image.flux.estimated", "at about {its:.2f} it/s for FLUX.1 dev at 1024x1024, about {seconds:.0f} s "
               "for a {steps:.0f}-step image (estimated from the {anchor}'s measured {anchor_its:.2f} it/s in "
               "{setting} by the training index; data/performance/flux_its.csv)", anchor=CardParam(value=row.card),
               anchor_its=Number(value=row.its), setting=run_setting(row.setting), **params)


def schnell_clause(its: float, row: FluxSpeed, own: bool, steps: int) -> Message:
    """"at about 1.70 it/s (a FLUX.1 dev step: schnell is the same 12B transformer, distilled to 1 to 4 steps), about
    2.4 s for a 4-step FLUX.1 schnell image at 1024x1024 (measured: …)" — the seconds of ``steps`` steps at FLUX.1
    dev's it/s (``row``: the card's own run, ``own``, or the run it is scaled from), never a 20-step dev time."""
    how = (msg("image.flux.how.measured", "measured: {source}, {date}, in {setting}; data/performance/flux_its.csv",
               setting=run_setting(row.setting), source=Text(value=row.source.split(" ")[0]),
               date=Text(value=row.date))
           if own else
           msg("image.flux.how.estimated", "estimated from the {anchor}'s measured {anchor_its:.2f} it/s in "
               "{setting} by the training index; data/performance/flux_its.csv", anchor=CardParam(value=row.card),
               anchor_its=Number(value=row.its), setting=run_setting(row.setting)))
    return msg("image.flux.schnell", "at about {its:.2f} it/s (a FLUX.1 dev step: FLUX.1 schnell is the same 12B "
               "transformer, distilled to run in 1 to 4 steps, black-forest-labs/FLUX.1-schnell model card), about "
               "{seconds:.1f} s for a {steps:.0f}-step FLUX.1 schnell image at 1024x1024 ({how})",
               its=Number(value=round(its, 2)), seconds=Number(value=round(steps / its, 1)),
               steps=Number(value=steps), how=how)
