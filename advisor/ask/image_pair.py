"""More cards for image generation (issue 28, break27 #8: "best card for sdxl, budget 800" then "and two of them?"
ranked 2 × GeForce RTX 3060 12 GB at 6.3 it/s above the GeForce RTX 4070 Ti SUPER at 15.3 it/s just shown, and never
said that one image does not split over two cards).

Stable Diffusion, SDXL and FLUX make one image on one card: the usual tools (ComfyUI, AUTOMATIC1111, diffusers) do
not split one image's steps over cards, so a second card makes a second image at the same time — throughput, not
speed — at that card's own pace. :func:`image_pair` reads a follow-up that asks for more cards after a recommendation
for image generation ("and two of them?", "what if I buy two?", "再加一张呢") — or after a card's answer for it ("can a
3060 run sdxl?") — as that answer again, one card each, the reason on the read-as line (:data:`NOTE`); the add-a-card
readings (:mod:`advisor.ask.buy_two`, :mod:`advisor.ask.added_follow`) then leave it alone. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Quantity, msg
from ..several import NO_P2P, scaling
from .added_follow import added_words
from .models import ReadAs

if TYPE_CHECKING:
    from .models import Context
    from .reader import Reading

NOTE = "ask.image-pair"
"""The read-as note of a recommendation kept at one card for an image job."""
TRAIN_NOTE = "ask.image-pair-train"
"""The read-as note of a recommendation kept at one card for an image model's training (:func:`_trained`)."""


def _image(read_as: ReadAs) -> bool:
    return read_as.use_case == "image" or (read_as.job or "").startswith("image")


def _training(read_as: ReadAs) -> bool:
    return read_as.task in ("lora", "qlora", "full-finetune") or read_as.job == "image-lora"


def _trained(count: int):
    """The read-as note of an image model's training asked on ``count`` cards: data-parallel (PyTorch DDP, each card
    a whole copy), so more cards train faster by the measured share (:func:`advisor.several.scaling` on GeForce cards
    without peer-to-peer, ``data/performance/multi_gpu_scaling.csv``: 2 cards 1.77–1.87×), while each card must still
    hold the whole run (break41: "what if I use 2 gpus?" after an SDXL LoRA ranking got the inference reason)."""
    low, high = scaling("multi.measured-scaling", count, NO_P2P)
    return msg("ask.image-pair-train", "Training splits over cards by data parallelism (PyTorch DDP, as "
               "kohya-ss/sd-scripts and diffusers run it through accelerate): {count} cards train about "
               "{low}–{high} as fast as one (GeForce cards without peer-to-peer: "
               "data/performance/multi_gpu_scaling.csv), but each card holds the whole run, so its memory still "
               "decides; the answer is for one card.", count=count,
               low=Quantity(value=round(max(low, 1.0), 2), unit="x"),
               high=Quantity(value=round(max(high, 1.0), 2), unit="x"))


def image_pair(before: Context | None, r: Reading, read_as: ReadAs, merged: bool) -> ReadAs:
    """``read_as`` kept at one card, said why (module docstring), after a recommendation for image generation that
    a follow-up asks more cards of; unchanged otherwise."""
    if not merged or before is None or before.read_as.command not in ("recommend", "why", "fits") or (
            read_as.command != before.read_as.command) or not _image(before.read_as) or not _image(read_as) or (
            r.cards and any(c not in before.read_as.cards for c in r.cards)):
        return read_as
    had = before.read_as.gpus or 1
    more = (read_as.gpus or 1) > had or (r.gpus or 1) > had or added_words(r.text, had, False) is not None
    if not more:
        return read_as
    count = max(read_as.gpus or 1, r.gpus or 1, had + 1)
    if _training(read_as):
        return read_as.model_copy(update={"gpus": None if had == 1 else had,
                                          "notes": [*read_as.notes, _trained(count)]})
    note = msg("ask.image-pair", "One image does not split over cards (Stable Diffusion, SDXL, FLUX run each image "
               "on one card): more cards make more images at once, each at one card's speed, never one image faster; "
               "the answer is for one card.")
    return read_as.model_copy(update={"gpus": None if had == 1 else had, "notes": [*read_as.notes, note]})


def kept_one(read_as: ReadAs) -> bool:
    """Whether :func:`image_pair` kept ``read_as`` at one card."""
    return any(n.key in (NOTE, TRAIN_NOTE) for n in read_as.notes)


__all__ = ["NOTE", "TRAIN_NOTE", "image_pair", "kept_one"]
