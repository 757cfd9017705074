"""Whether an owner's system RAM is enough for an image or video model on their card (fix79b #2: "is 16gb ram enough
with a 3090 for stable diffusion" was answered with the card's fit, the RAM asked about left unanswered).

A checkpoint is read into system RAM before it goes to the card, beside the system, the UI and the text encoders
(ComfyUI issue 3566, ltdrdata: "Your 8GB RAM is too small. Once the SDXL checkpoint is loaded while the OS or other
applications are running, it is already a miracle that it holds up"; AUTOMATIC1111 issue 12081: SDXL failing to load
until Windows' page file was set to automatic; ComfyUI issue 6425: 16 GB of RAM too small for FLUX fp8 with its T5
text encoder). So the RAM a setting wants is its published memory (``data/owner_jobs.csv``) plus
:data:`advisor.image_spill.SYSTEM_GB`, the same bound :func:`advisor.image_spill.spill_first` judges a spill by:

* the card holds the heaviest setting of the model asked with room: **yes** when the RAM holds that setting and the
  system beside it, else **short** (it pages to disk while loading) and the kit that holds it
  (:data:`advisor.image_spill.RAM_SIZES`); for Stable Diffusion asked (SD 1.5, SDXL) the heavier FLUX.1 dev in fp8,
  which the card also holds, is said when the RAM is short for it;
* the card holds no setting of the heaviest model asked whole (SDXL of "SD" on a 6 GB card): the spill's own answer
  (:func:`advisor.image_spill.spill_first`), where system RAM holds what the card does not.
Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Message, MessageParam, Quantity, msg
from .image_spill import RAM_SIZES, SYSTEM_GB, _offloaded, spill_first
from .wording import card_param, join

if TYPE_CHECKING:
    from .image_needs import Generator
    from .models import Card

HEAVIER = ("FLUX.1 dev", "fp8")
"""The heavier image model a Stable Diffusion owner loads next (``data/owner_jobs.csv``: about 16 GB in fp8)."""


RAM_NO_LEVERS = frozenset({"jobs.lever.offload-tools", "jobs.lever.vae"})
"""Job levers no help to system RAM that is short (:mod:`advisor.ask.card_job` drops them beside a RAM verdict): parts
of the model offloaded to system RAM need more of it, and tiled VAE decoding saves the card's memory only."""


def ram_verdict(message: Message | MessageParam) -> bool:
    """Whether ``message`` (a headline) is a verdict on the system RAM (:func:`ram_enough`'s, or the spill's "Your
    RAM is the cause"), alone or leading a join."""
    while message.key == "answer.join.sentences":
        first = message.params["first"]
        if not isinstance(first, Message | MessageParam):
            return False
        message = first
    return message.key.startswith("image.ram.") or message.key == "image.spill.ram"


def ram_wanted(row: jobs.JobRow) -> float:
    """The system RAM (GB) loading ``row``'s setting wants: its published memory plus :data:`SYSTEM_GB`."""
    return row.vram_gb + SYSTEM_GB


def kit_for(need_gb: float) -> float:
    """The first whole RAM kit (:data:`RAM_SIZES`, GB) that holds ``need_gb``."""
    return float(next((s for s in RAM_SIZES if s >= need_gb), RAM_SIZES[-1]))


def _held(rows: list[jobs.JobRow], memory: float) -> list[jobs.JobRow]:
    return [r for r in rows if r.level == "supported" and not _offloaded(r) and jobs.with_room(r, memory)]


def ram_enough(g: Generator, card: Card, ram_gb: float, precision: str | None = None) -> Message | None:
    """The first sentence for the owner of ``card`` asking whether ``ram_gb`` GB of system RAM is enough for ``g``
    (module docstring); ``None`` without the card's memory or published rows."""
    from .image_needs import _rows

    memory = card.memory_gb
    rows = _rows(g)
    if not memory or not rows:
        return None
    held = _held(rows, memory)
    heaviest = [r for r in held if r.model == g.models[-1]]  # "SD": SDXL's rows, the heavier model of the two
    if not heaviest and ((spilled := spill_first(g, card, ram_gb, False, precision)) is not None or not held):
        return spilled  # the card holds no setting of it whole: what spills waits in system RAM
    said = [r for r in held if precision and precision.lower() in r.setting.lower()]
    top = said[-1] if said else (heaviest or held)[-1]
    need = ram_wanted(top)
    params = dict(ram=Quantity(value=ram_gb, unit="GB"), setting=jobs._setting(top), card=card_param(card.name),
                  vram=Quantity(value=top.vram_gb, unit="GB"), need=Quantity(value=need, unit="GB"))
    if ram_gb < need:
        return msg("image.ram.short", "No: {ram} of system RAM is short for {setting} on {card}. The card holds it "
                   "(about {vram}), but the model is read into system RAM on its way, beside the system, the UI and "
                   "the text encoders — about {need} in all — so it pages to disk (slow loads, stalls). Take "
                   "{target} of RAM or more.", target=Quantity(value=kit_for(need), unit="GB"), **params)
    enough = msg("image.ram.enough", "Yes: {ram} of system RAM is enough for {setting} on {card}: the card holds it "
                 "whole (about {vram}), and loading it through system RAM with the system and the UI beside it takes "
                 "about {need}.", **params)
    if g.job != "image-gen" or any(m.startswith("FLUX") for m in g.models):
        return enough
    heavy = [r for r in _held(jobs.rows("image-gen"), memory) if (r.model, r.setting) == HEAVIER]
    if not heavy or ram_gb >= ram_wanted(heavy[0]):
        return enough
    return join([enough, msg("image.ram.heavier", "{setting} (about {vram}), which the card also holds, would want "
                             "about {need}: {target} of RAM for it.", setting=jobs._setting(heavy[0]),
                             vram=Quantity(value=heavy[0].vram_gb, unit="GB"),
                             need=Quantity(value=ram_wanted(heavy[0]), unit="GB"),
                             target=Quantity(value=kit_for(ram_wanted(heavy[0])), unit="GB"))], "sentences")


def ram_needed(g: Generator, ram_gb: float | None) -> Message | None:
    """The first sentence for system RAM asked of ``g`` with no card named ("how much system RAM do I need for SDXL",
    "is 8gb ram enough for stable diffusion", fix83): the heaviest model's heaviest whole setting's published memory
    plus :data:`SYSTEM_GB` (:func:`ram_wanted`), judged against ``ram_gb`` (GB) when said, the smaller models' said
    after it when no RAM is said; ``None`` without rows."""
    from .image_needs import _rows

    whole = [r for r in _rows(g) if r.level == "supported" and not _offloaded(r)]
    if not whole:
        return None
    tops = {r.model: r for r in sorted(whole, key=lambda r: r.vram_gb)}  # each model's heaviest whole setting
    top = max(tops.values(), key=lambda r: r.vram_gb)  # the heaviest model, whatever its place in the name
    # (Wan 2.1's 14B before its 1.3B: fix84c, break48 — never the lighter one unsaid)
    lighter = [r for r in tops.values() if r is not top]
    main = _needed(top, ram_gb)
    if ram_gb is not None or not lighter:
        return main
    return join([main, *(msg("image.ram.lighter", "The smaller {setting} (about {vram} on the card) wants about "
                             "{need}.", setting=jobs._setting(r), vram=Quantity(value=r.vram_gb, unit="GB"),
                             need=Quantity(value=ram_wanted(r), unit="GB")) for r in lighter)], "sentences")


def _needed(top: jobs.JobRow, ram_gb: float | None) -> Message:
    """:func:`ram_needed`'s sentence for the setting ``top``, judged against ``ram_gb`` (GB) when said."""
    need = ram_wanted(top)
    params = dict(setting=jobs._setting(top), vram=Quantity(value=top.vram_gb, unit="GB"),
                  need=Quantity(value=need, unit="GB"), target=Quantity(value=kit_for(need), unit="GB"))
    if ram_gb is None:
        return msg("image.ram.needed", "System RAM for {setting}: about {need}. The model (about {vram} on the card) "
                   "is read into system RAM on its way to the card, beside the system, the UI and the text encoders: "
                   "take {target} of RAM or more.", **params)
    if ram_gb < need:
        return msg("image.ram.short-any", "No: {ram} of system RAM is short for {setting}. The model (about {vram} on "
                   "the card) is read into system RAM on its way, beside the system, the UI and the text encoders — "
                   "about {need} in all — so it pages to disk (slow loads, stalls). Take {target} of RAM or more.",
                   ram=Quantity(value=ram_gb, unit="GB"), **params)
    return msg("image.ram.enough-any", "Yes: {ram} of system RAM is enough for {setting}: loading the model (about "
               "{vram} on the card) through system RAM with the system and the UI beside it takes about {need}.",
               ram=Quantity(value=ram_gb, unit="GB"), **{k: v for k, v in params.items() if k != "target"})


def ram_on_card(g: Generator, card: Card) -> Message | None:
    """The first sentence for system RAM asked of ``g`` on ``card`` with no RAM said ("how much RAM for flux on a
    3060", fix84c): the RAM the heaviest setting the card holds with room wants (:func:`ram_wanted`); the card-less
    answer (:func:`ram_needed`) when it holds none whole; ``None`` without the card's memory or published rows."""
    from .image_needs import _rows

    memory = card.memory_gb
    rows = _rows(g)
    if not memory or not rows:
        return None
    held = _held(rows, memory)
    if not held:
        return ram_needed(g, None)
    top = max(held, key=lambda r: r.vram_gb)
    need = ram_wanted(top)
    return msg("image.ram.on-card", "System RAM for {setting} on {card}: about {need}. The card holds it (about "
               "{vram}), but the model is read into system RAM on its way, beside the system, the UI and the text "
               "encoders: take {target} of RAM or more.", setting=jobs._setting(top), card=card_param(card.name),
               vram=Quantity(value=top.vram_gb, unit="GB"), need=Quantity(value=need, unit="GB"),
               target=Quantity(value=kit_for(need), unit="GB"))


__all__ = ["HEAVIER", "RAM_NO_LEVERS", "ram_verdict", "kit_for", "ram_enough", "ram_needed", "ram_on_card",
           "ram_wanted"]
