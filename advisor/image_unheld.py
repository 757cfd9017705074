"""A card's FLUX.1 dev figure of a setting the card does not hold (break34 #12: "flux takes 20 seconds per image on
my 4070, is that normal?" was told "Yes, about right … about 26 s", then that the 26 s is for FLUX.1 dev in fp8,
which needs 16 GB, more than the 4070's 12 GB).

The published FLUX.1 dev runs (``data/performance/flux_its.csv``) are in fp8 or bf16; a card whose memory holds
neither runs FLUX only as a GGUF quant or with offload, which no run here measures and which is slower than the
published setting. A time or speed an owner measures on such a card is judged against nothing: the answer says the
figure's setting, what it needs, the card's memory, and gives no "normal" or "too slow" — only a run faster even
than that figure is said to be a lighter one. Shared by :mod:`advisor.image_measured` (a time per image) and
:mod:`advisor.ask.measured_image` (an it/s or images a second). Pure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .i18n import Message, Quantity, Text, msg


@dataclass(frozen=True)
class Unheld:
    """The lightest published FLUX.1 dev setting (its words, its need) and the card's memory, which it exceeds."""

    setting: Any
    need: Quantity
    memory: Quantity


def flux_unheld(catalog: Any, card: str) -> Unheld | None:
    """The published FLUX.1 dev setting ``card`` does not hold (module docstring); ``None`` when one fits, the card
    is unknown, or it has no FLUX figure (:func:`advisor.jobs._unrun_setting`, the rule the fit line follows)."""
    from .jobs import _setting, _unrun_setting, rows

    try:
        memory = catalog.card(card).memory_gb
    except KeyError:
        return None
    if not memory:
        return None
    table = [r for r in rows("image-gen") if r.model == "FLUX.1 dev"]
    row = _unrun_setting(catalog, card, table, float(memory))
    if row is None:
        return None
    return Unheld(setting=_setting(row), need=Quantity(value=row.vram_gb, unit="GB"),
                  memory=Quantity(value=float(memory), unit="GB"))


def flux_fitting(catalog: Any, card: str) -> frozenset[str] | None:
    """The published FLUX.1 dev settings (``fp8``, ``bf16``) ``card``'s memory holds, when it holds some but not all
    (a 16 GB card: fp8, never bf16) — its figure is then scaled from those runs only, as the fit line's is (break28
    #16); ``None`` when it holds all or none (:func:`flux_unheld`)."""
    from .image_speed import flux_setting, flux_table
    from .jobs import rows

    try:
        memory = float(catalog.card(card).memory_gb or 0)
    except KeyError:
        return None
    published = {flux_setting(r) for r in flux_table().values()}
    table = [r for r in rows("image-gen") if r.model == "FLUX.1 dev" and r.level == "supported"
             and r.setting.lower() in published]
    held = frozenset(r.setting.lower() for r in table if r.vram_gb <= memory)
    return held if held and held != {r.setting.lower() for r in table} else None


def unheld_speed_line(params: dict, unheld: Unheld, faster: bool) -> Message:
    """The line on an owner's measured FLUX speed (``params``: ``stated``, ``job``, ``card``, ``gives``) when the
    card's figure is of a setting it does not hold: no verdict, and why; ``faster``: the stated speed is well above
    even that figure (a lighter run)."""
    lighter = msg("image.unheld.lighter", " It is well above even that figure, so your run is lighter than the "
                  "published one: fewer steps, a smaller image, or a distilled few-step model such as FLUX.1 "
                  "schnell.") if faster else Text(value="")
    return msg("ask.measured.image-unheld", "Your {stated} on {job} cannot be judged against your {card}'s figure "
               "here (about {gives}): that figure is for {setting}, which needs {need}, more than the card's {memory}. "
               "On it FLUX runs only as a GGUF quant or with offload, slower than that setting by an amount no run "
               "here measures.{lighter}", setting=unheld.setting, need=unheld.need, memory=unheld.memory,
               lighter=lighter, **params)


__all__ = ["Unheld", "flux_fitting", "flux_unheld", "unheld_speed_line"]
