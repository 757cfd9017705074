"""A time per image asked of one card ("flux dev under 10 seconds per image on a 4060 ti 16gb?"): the yes or no first,
at the setting that fits the card (break28 #16: the time was said only for bf16, which a 16 GB card cannot hold, and
no verdict was given).

The setting is the heaviest of the published runs' settings (``data/performance/flux_its.csv``: fp8, bf16) that fits
the card's memory (``data/owner_jobs.csv``'s peaks); its speed is the card's own run or one scaled from a run in that
setting by the training index (:func:`advisor.image_speed.flux_its`). SDXL's runs are fp16, which any card of 8 GB or
more holds (:func:`advisor.image_speed.sdxl_its`). When no published run is in a setting that fits, one sentence says
so; nothing new is measured.

Pure: the catalogue's figures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import jobs
from ..i18n import Card, Message, Number, Text, msg
from ..image_needs import find_generator
from ..image_speed import flux_its, flux_setting, flux_table, sdxl_its
from ..image_target import STEPS, _model_said, seconds_wanted

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def _secs(value: float) -> Number:
    return Number(value=round(value, 1) if value < 10 else round(value))


def card_time(advisor: Advisor, text: str, read_as: ReadAs, reply: Message) -> Message:
    """``reply`` (the answer on one card and an image generator) led by the verdict on the time per image asked
    (module doc); ``reply`` unchanged without a time asked, one card, or FLUX.1 dev / SDXL named."""
    if len(read_as.cards) != 1 or (target := seconds_wanted(text)) is None:
        return reply
    g = find_generator(text)
    flux = g is not None and g.models == ("FLUX.1 dev",)
    sdxl = g is not None and g.models == ("SDXL",)
    if not (flux or sdxl):
        return reply
    card = read_as.cards[0]
    try:
        memory = advisor.catalog.card(card).memory_gb or 0.0
    except KeyError:
        return reply
    wanted, model = _secs(target.seconds), _model_said(sdxl, flux)
    if flux:
        measured = {flux_setting(r) for r in flux_table().values()}
        fitting = [r for r in sorted(jobs.rows("image-gen"), key=lambda r: r.vram_gb)
                   if r.model == "FLUX.1 dev" and r.setting.lower() in measured and r.vram_gb <= memory]
        if not fitting:
            return msg("ask.card-time.unmeasured", "{card} cannot be weighed against your {wanted:g} s: the settings "
                       "of FLUX.1 dev that fit its {memory:g} GB have no published speed. {reply}",
                       card=Card(value=card), wanted=wanted, memory=Number(value=memory), reply=reply)
        found = flux_its(advisor.catalog, card, frozenset(r.setting.lower() for r in fitting))
        setting = Text(value=flux_setting(found[1]) if found is not None else fitting[-1].setting)  # the run's
    else:  # SDXL's runs are fp16, about 8 GB (data/owner_jobs.csv)
        setting, found = Text(value="fp16"), sdxl_its(advisor.catalog, card) if memory >= 8 else None
    if found is None:
        return reply
    seconds = STEPS / found[0]
    params = dict(card=Card(value=card), model=model, seconds=_secs(seconds), wanted=wanted, setting=setting,
                  reply=reply)
    if seconds <= target.seconds:
        return msg("ask.card-time.yes", "Yes: in {setting}, which fits, {card} makes {model} in about {seconds:g} s, "
                   "within the {wanted:g} s asked. {reply}", **params)
    return msg("ask.card-time.no", "No: in {setting}, which fits, {card} makes {model} in about {seconds:g} s, over "
               "the {wanted:g} s asked (that needs about {need:g} it/s). {reply}",
               need=Number(value=round(STEPS / target.seconds, 1)), **params)


__all__ = ["card_time"]
