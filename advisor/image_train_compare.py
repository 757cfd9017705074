"""Two cards weighed for training an image model (fix48b, issue 28 kind D): "used 3090 or new 5070 Ti for training
diffusion models?" was headed by Stable Diffusion 1.5's *inference* it/s at 512 px, so the 16 GB 5070 Ti won a training
question against the 24 GB 3090. Training a diffusion model is a training job: memory decides first, then training
speed — as :mod:`advisor.image_train` ranks a buyer of one.

:func:`image_train_compare` heads a comparison made on the training index (``compare --use-case image --task lora``,
and the question read so) by the published LoRA training settings (``data/owner_jobs.csv`` ``image-lora`` rows:
kohya-ss/sd-scripts' SDXL and FLUX.1 dev figures): for each model, the heaviest setting each card holds with room
(under :data:`advisor.jobs.EDGE` of its memory, as an owner's card is judged). The first model whose heaviest setting
differs between the cards decides (the larger memory runs it with fewer memory savers, fewer blocks swapped to the
CPU); when both hold every published setting, training speed decides. Nothing new is measured.

A question that names the model trained ("4090 or 5090 for SDXL LoRA training", fix62f #1) is weighed by that
model's settings alone (:func:`named_model`): SDXL's LoRA trains in 10 GB, so both cards hold it and speed for the
price decides — never FLUX.1 dev's heavier settings, which the question did not ask about.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Message, Number, msg
from .image_needs import TRAINING, find_generators
from .image_train import SDXL, training_rows
from .wording import card_param, gb

if TYPE_CHECKING:
    from .models import Comparison

MODELS = (SDXL, "FLUX.1 dev")
"""The image models whose published LoRA settings weigh the cards, lighter model first."""

DROPPED = ("compare.memory.image", "ask.image-memory", "image.compare")
"""Key prefixes of the lines that weigh cards for generating images (a model's inference memory): a training
comparison says its own memory instead."""


def held(model: str, memory_gb: float) -> jobs.JobRow | None:
    """The heaviest published LoRA setting of ``model`` a card of ``memory_gb`` holds (:func:`advisor.jobs.with_room`:
    the class of card kohya names for it, so a 24 GB card holds the 24 GB setting); ``None``: none."""
    fits = [r for r in training_rows(model) if jobs.with_room(r, memory_gb)]
    return fits[-1] if fits else None


def _holds(card: str, memory: float, row: jobs.JobRow | None) -> Message:
    from .image_needs import _setting

    if row is None:
        return msg("image.train-compare.holds-none", "{card} ({memory}) holds none of them", card=card_param(card),
                   memory=gb(memory))
    return msg("image.train-compare.holds", "{card} ({memory}) holds {setting}", card=card_param(card),
               memory=gb(memory), setting=_setting(row, named=False))


def named_model(text: str) -> str | None:
    """The image model of :data:`MODELS` whose LoRA ``text`` asks about (the first named, :func:`find_generators`:
    "sdxl lora" → SDXL, "flux lora" → FLUX.1 dev); ``None`` when it names none of them — "stable diffusion" (whose
    LoRA :mod:`advisor.image_needs` sizes by SDXL's rows) names neither, and is weighed by every model's settings."""
    said = TRAINING.sub(" ", text.lower())  # the generator as named, before its training rows stand in
    return next((g.models[0] for g in find_generators(said) if len(g.models) == 1 and g.models[0] in MODELS), None)


def training_fact(answer: Comparison, model: str | None = None) -> Message | None:
    """The memory-first sentence of a two-card image-training comparison (module docstring), weighed by ``model``'s
    settings alone when one is named (one of :data:`MODELS`); ``None`` when a side is several cards or has no
    memory figure."""
    if len(answer.cards) != 2 or any(n > 1 for n in answer.counts):
        return None
    sides = [(c.card, float(c.memory_gb or 0)) for c in answer.cards]
    if any(memory <= 0 for _, memory in sides):
        return None
    speed = _speed(answer)
    both = {held(model, memory) for _, memory in sides} if model is not None else set()
    same = next(iter(both)) if len(both) == 1 else None
    if model is not None and same is not None:  # the same heaviest setting of the model named: speed (for the price)
        need, value = gb(same.vram_gb), _value(answer)
        if value is None:
            return msg("image.train-compare.same-named", "For training {model}, memory decides first: both hold "
                       "the same published LoRA settings of it (kohya-ss, up to {need}, data/owner_jobs.csv), so "
                       "training speed decides.{speed}", model=card_param(model), need=need, speed=speed)
        return msg("image.train-compare.same-named-value", "For training {model}, memory decides first: both hold "
                   "the same published LoRA settings of it (kohya-ss, up to {need}, data/owner_jobs.csv), so training "
                   "speed for the price decides.{speed}{value}", model=card_param(model), need=need, speed=speed,
                   value=value)
    for weighed in (model,) if model is not None else MODELS:
        rows = [held(weighed, memory) for _, memory in sides]
        vram = [r.vram_gb if r is not None else 0.0 for r in rows]
        if vram[0] != vram[1]:
            big = 0 if vram[0] > vram[1] else 1
            return msg("image.train-compare.memory", "For training an image model, memory decides first, then "
                       "training speed. A LoRA of {model} (kohya-ss's published settings, data/owner_jobs.csv): "
                       "{first}; {second}: the larger memory needs fewer memory savers (fewer blocks swapped to the "
                       "CPU), so {card} is the one for training it.{speed}", model=card_param(weighed),
                       first=_holds(*sides[big], rows[big]), second=_holds(*sides[1 - big], rows[1 - big]),
                       card=card_param(sides[big][0]), speed=speed)
    return msg("image.train-compare.same", "For training an image model, memory decides first: both hold every "
               "published LoRA setting of SDXL and FLUX.1 dev (kohya-ss, data/owner_jobs.csv), so training speed "
               "decides.{speed}", speed=speed)


def _speed(answer: Comparison) -> Message:
    if answer.faster is None or answer.speedup <= 1.0:
        return msg("image.train-compare.speed-even", " By the training index, the two are about as fast.")
    slower = next(c.card for c in answer.cards if c.card != answer.faster)
    return msg("image.train-compare.speed", " By the training index, {fast} is {speedup:.2f}x {slow}.",
               fast=card_param(answer.faster), slow=card_param(slower), speedup=Number(value=answer.speedup))


def _value(answer: Comparison) -> Message | None:
    """" {slow} gives {speed} % of the speed for {price} % of the price": the slower card's share of both when it is
    the cheaper (both priced, the price shown in the answer's market); else ``None``."""
    prices = {c.card: c.price.amount for c in answer.cards if c.price is not None}
    slow = next((c.card for c in answer.cards if c.card != answer.faster), None)
    if answer.faster is None or slow is None or len(prices) != 2 or answer.speedup <= 1.0 or \
            prices[slow] >= prices[answer.faster]:
        return None
    return msg("image.train-compare.value", " {card} gives {speed:.0f} % of the speed for {price:.0f} % of the "
               "price: the better value.", card=card_param(slow), speed=Number(value=100 / answer.speedup),
               price=Number(value=100 * prices[slow] / prices[answer.faster]))


def image_train_compare(answer: Comparison, text: str = "") -> Comparison:
    """``answer`` (two cards compared on the training index) headed by :func:`training_fact` (by the model
    ``text`` names, :func:`named_model`), the lines that weigh the cards for generating images left out; any other
    answer as it is."""
    shape = answer.shape
    fact = training_fact(answer, named_model(text) if text else None)
    if shape is None or fact is None:
        return answer
    decides = [c for c in shape.decides if not c.message.key.startswith(DROPPED)]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": fact, "decides": decides})})

