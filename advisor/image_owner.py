"""An owner's image job answered yes or no first (newuser19 #23, fix37b): "我有一张4090，能训练SDXL的LoRA吗" was one
dense paragraph — the reading, the job's settings, the published figures and "the cheapest card here that runs it" —
with no answer to the question asked, while the LLM owner answers lead with it.

:func:`owner_verdict` is that first sentence, from the model's own published rows (``data/owner_jobs.csv``, the rows
:func:`advisor.image_needs.sizing` says) against the card's memory and its training speed:

* **yes** — the card holds the heaviest published setting with room (under :data:`advisor.jobs.EDGE` of its memory);
* **yes, at a lighter setting** — it holds a lighter one with room, not the heaviest (which it names);
* **yes, slowly** — either of those on a card whose training speed is slow for today
  (:func:`advisor.jobs.pace`: under 0.35x of the market's reference card);
* **only just** — a setting fits the memory, none with room;
* **no** — no published setting fits (the lightest's memory said).

The shop tip ("the cheapest card here that runs it well") is for a buyer: an owner whose card runs the job well
hears none (:func:`advisor.image_needs.sizing` ``owned``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Message, Number, Quantity, msg
from .wording import card_param

if TYPE_CHECKING:
    from .api import Advisor
    from .image_needs import Generator
    from .models import Card, Market

SLOW = 0.35
"""Under this training speed relative to the market's reference card an owner hears "slowly" (the lower bound of
:data:`advisor.jobs.PACES`' "at a fair pace")."""


def _job_said(g: Generator) -> Message:
    """What the owner asks of the model: running it, or training its LoRA."""
    model = card_param(g.models[0])
    if g.job in ("image-lora", "video-lora"):
        return msg("image.owner.job.lora", "train a LoRA of {model}", model=model)
    return msg("image.owner.job.run", "run {model}", model=model)


def owner_verdict(advisor: Advisor, g: Generator, card: Card, market: Market) -> Message | None:
    """The yes/no sentence an owner of ``card`` hears first for ``g`` (module docstring); ``None`` without published
    rows or the card's memory."""
    from .image_needs import _rows
    from .recommend.picks import training_speed

    rows = sorted((r for r in _rows(g) if r.level == "supported"), key=lambda r: r.vram_gb)
    memory = card.memory_gb
    if not rows or not memory:
        return None
    held = [r for r in rows if jobs.with_room(r, memory)]
    job, name, gb = _job_said(g), card_param(card.name), Quantity(value=memory, unit="GB")
    edge = [r for r in rows if r.vram_gb <= memory]
    if not held and edge:  # "only on the edge": it fits, with no room for a larger image or batch
        return msg("image.owner.edge", "Only just: {card}'s {memory} holds what it takes to {job} at its lightest "
                   "published setting (about {need}) only on the edge, with no room for a larger image, batch or "
                   "another program on the card.", card=name, memory=gb, job=job,
                   need=Quantity(value=edge[-1].vram_gb, unit="GB"))
    if not held:
        return msg("image.owner.no", "No: {card}'s {memory} is short of what it takes to {job} — the lightest "
                   "published setting needs about {need}.", card=name, memory=gb, job=job,
                   need=Quantity(value=rows[0].vram_gb, unit="GB"))
    speed = training_speed(advisor.catalog, market, card.name)
    slow = speed is not None and speed.value < SLOW
    best, top = held[-1], rows[-1]
    params = dict(card=name, memory=gb, job=job, need=Quantity(value=best.vram_gb, unit="GB"))
    pace = Quantity(value=speed.value if speed is not None else 0.0, unit="x", digits=2)
    if best is top and slow:
        return msg("image.owner.yes-slowly", "Yes, slowly: {card} ({memory}) holds what it takes to {job} with room, "
                   "at every published setting (up to about {need}), but it trains at about {speed} of today's "
                   "reference card.", speed=pace, **params)
    if best is top:
        return msg("image.owner.yes", "Yes: {card} ({memory}) holds what it takes to {job} with room, at every "
                   "published setting (up to about {need}).", **params)
    heaviest = Quantity(value=top.vram_gb, unit="GB")
    if slow:
        return msg("image.owner.lighter-slowly", "Yes, slowly and at a lighter setting: {card} ({memory}) can {job} "
                   "with a setting of about {need}, not the heaviest published one (about {top}), and it trains at "
                   "about {speed} of today's reference card.", top=heaviest, speed=pace, **params)
    return msg("image.owner.lighter", "Yes, at a lighter setting: {card} ({memory}) can {job} with a setting of about "
               "{need}, not the heaviest published one (about {top}).", top=heaviest, **params)


def memory_oom(g: Generator, memory_gb: float, batch_tried: bool = False) -> Message | None:
    """The first sentence for an out-of-memory report that names the card only by its memory ("CUDA out of memory …
    (11.76 GiB total capacity) running sdxl", fix72a #4): as :func:`owner_oom`, said of the owner's card by its
    memory — never "fits with room" against the reported failure. ``None`` when no published setting fits it."""
    return _oom(g, None, memory_gb, None, batch_tried)


def owner_oom(g: Generator, card: Card, batch: int | None, batch_tried: bool = False) -> Message | None:
    """The first sentence for an owner who says the job runs out of memory on ``card`` (fix64e: "my 3090 keeps
    OOMing on sdxl lora training at batch 4" was told "Yes … with room"): the published settings' memory (their
    batch is 1 unless the row says one, ``data/owner_jobs.csv``) against the card's, so what fills it is the batch, the
    resolution or the flags run, and the levers that take it back in the order they cost least. ``None`` when no
    published setting fits the card (its "No" stands) or without rows or the card's memory. ``batch_tried``: the owner
    says the batch was lowered already (:func:`advisor.ask.tried_levers.tried`): never offered again (fix78c)."""
    return _oom(g, card.name, card.memory_gb, batch, batch_tried)


def _oom(g: Generator, name: str | None, memory: float | None, batch: int | None,
         batch_tried: bool = False) -> Message | None:
    """:func:`owner_oom`'s sentence for the card ``name`` (``None``: said by its ``memory`` alone, GB)."""
    from .image_needs import _rows

    rows = sorted((r for r in _rows(g) if r.level == "supported"), key=lambda r: r.vram_gb)
    held = [r for r in rows if r.vram_gb <= memory] if memory else []
    if not held or memory is None:
        return None
    params = dict(memory=Quantity(value=memory, unit="GB"), job=_job_said(g),
                  need=Quantity(value=held[-1].vram_gb, unit="GB"))
    if g.job in ("image-lora", "video-lora") and batch_tried:  # "I lowered batch size and still OOM" (fix78c)
        levers = msg("image.owner.oom.train-levers.batch-tried", "gradient checkpointing, an 8-bit optimizer "
                     "(AdamW8bit) and cached latents and text encoder outputs — the batch you already lowered is "
                     "spent (keep it at 1 with gradient accumulation for the effective batch), and then a lower "
                     "training resolution")
    elif g.job in ("image-lora", "video-lora"):
        levers = msg("image.owner.oom.train-levers", "batch 1 or 2 with gradient accumulation for the same effective "
                     "batch, gradient checkpointing, an 8-bit optimizer (AdamW8bit) and cached latents and text "
                     "encoder outputs")
    elif g.job == "video-gen":  # kijai's ComfyUI-WanVideoWrapper issue 562: block swap, then 720p x 81 fits 24 GB
        levers = msg("image.owner.oom.video-levers", "block swap (the wrapper's BlockSwap node, or ComfyUI's own "
                     "offloading: the model's blocks wait in system RAM and come to the card in turn), fewer frames or "
                     "a lower resolution, and tiled VAE decoding")
    elif name is not None and name.startswith("Apple"):  # PyTorch's MPS has no float8 dtype (pytorch#132624)
        levers = msg("image.owner.oom.mac-levers", "batch 1, a lower resolution, tiled VAE decoding, or the model's "
                     "GGUF weights — never fp8, which PyTorch's MPS backend does not support "
                     "(https://github.com/pytorch/pytorch/issues/132624)")
    else:
        levers = msg("image.owner.oom.run-levers", "batch 1, a lower resolution, tiled VAE decoding, or the model's "
                     "fp8 or GGUF weights")
    if name is None:  # said by its memory alone: "your card"
        return msg("image.owner.oom.memory", "Out of memory, though your card's {memory} holds what it takes to {job} "
                   "at the published settings (about {need}, batch 1): the resolution, batch or flags you run take "
                   "more. Bring it back with {levers}.", levers=levers, **params)
    if batch is not None and batch > 1:
        return msg("image.owner.oom.batch", "Out of memory at batch {batch:.0f}, not for the model: {card} ({memory}) "
                   "holds what it takes to {job} at the published settings (about {need}, batch 1); each image "
                   "more in a batch adds its activations. Bring it back with {levers}.",
                   batch=Number(value=batch), levers=levers, card=card_param(name), **params)
    return msg("image.owner.oom", "Out of memory, though {card} ({memory}) holds what it takes to {job} at the "
               "published settings (about {need}): the resolution, batch or flags you run take more. Bring it back "
               "with {levers}.", levers=levers, card=card_param(name), **params)

