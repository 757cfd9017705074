"""One FLUX.1 dev figure a card (fix79d #3): with no setting asked, a card's it/s comes from the published runs in the
settings it holds (``data/owner_jobs.csv``: fp8 about 16 GB, bf16 about 24 GB) — a 16 GB RTX 4070 Ti SUPER was
1.08 it/s scaled from a bf16 run it cannot hold in one answer, 1.01 from the fp8 run it runs in another. Its own
module: :mod:`advisor.jobs` (the published needs) reaches :mod:`advisor.image_speed` through
:mod:`advisor.sd_estimate`. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .image_speed import FluxSpeed, flux_its, flux_setting, flux_table

if TYPE_CHECKING:
    from .catalog import Catalog


def fitting_settings(catalog: Catalog, card: str) -> frozenset[str] | None:
    """The measured settings of FLUX.1 dev (:func:`advisor.image_speed.flux_setting`) whose published need fits
    ``card``'s memory; ``None`` when none does or the card is unknown (then every run is weighed, as before)."""
    try:
        memory = catalog.card(card).memory_gb or 0.0
    except KeyError:
        return None
    measured = {flux_setting(r) for r in flux_table().values()}
    fits = frozenset(r.setting.lower() for r in jobs.rows("image-gen")
                     if r.model == "FLUX.1 dev" and r.setting.lower() in measured and r.vram_gb <= memory)
    return fits or None


def held_flux_its(catalog: Catalog, card: str) -> tuple[float, FluxSpeed, bool] | None:
    """``card``'s FLUX.1 dev it/s at 1024x1024 from the runs in the settings it holds (:func:`fitting_settings`;
    :func:`advisor.image_speed.flux_its`): the one figure every answer says with no setting asked."""
    return flux_its(catalog, card, fitting_settings(catalog, card))


__all__ = ["fitting_settings", "held_flux_its"]
