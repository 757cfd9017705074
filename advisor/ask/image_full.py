"""A full fine-tune of an image model is never answered for a LoRA (fix70c, newuser28 #2: "is my 5070 ti enough to
train an sdxl finetune (full, not lora)?" was told "Yes … holds what it takes to train a LoRA of SDXL"). When the
question reads a full fine-tune (``read_as.task == "full-finetune"``: "full", "not lora", "全参") of SDXL and its reply
is the card-less or one-card image answer (``image.needs.reply``), that answer is replaced by the full fine-tune's
own published need: kohya-ss sd-scripts, ``docs/train_SDXL-en.md`` "Tips for SDXL training" (commit 9bbb28c,
2024-03-24): "The fine-tuning can be done with 24GB GPU memory with the batch size of 1", training the U-Net only with
gradient checkpointing, cached text-encoder outputs and latents and Adafactor — said against the card asked (holds it
or not, and what it does train: a LoRA), the reading kept. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Quantity, msg
from ..wording import card_param
from .image_size import picture_size_said

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question

FULL = re.compile(r"(?<![a-z])full(?:y)?\b.{0,24}?(?:fine[\s-]?tun|finetun|train)|"
                  r"(?<![a-z])(?:not|no|without)\s+(?:a\s+)?lora(?![a-z])|全参|全參|全量")
"""A full fine-tune said in words the reader's task may miss ("a full sdxl fine-tune", "not lora", "全参")."""
SDXL_FULL_GB = 24.0
"""SDXL's full fine-tune at batch 1 with kohya's memory savers (module docstring: kohya-ss sd-scripts)."""
SDXL_LORA_GB = 10.0
"""SDXL's LoRA with the same savers, recommended memory (``data/owner_jobs.csv``, the same README)."""


def full_image_tune(advisor: Advisor, q: Question) -> Question:
    """``q`` as it is unless it asks for a full fine-tune of SDXL and its reply is an image answer in words; then
    that answer said for the full fine-tune (module docstring): the need, and the card asked against it. A picture
    size asked ("at 4K") is said against the published size (:mod:`advisor.ask.image_size`, fix78d)."""
    return picture_size_said(_full_image_tune(advisor, q))


def _full_image_tune(advisor: Advisor, q: Question) -> Question:
    r = q.read_as
    full = r.task == "full-finetune" or FULL.search(q.text.lower()) is not None
    if q.answer is not None or q.reply.key != "image.needs.reply" or not full or (
            (r.generator or "").lower() not in ("sdxl", "sd xl", "stable diffusion xl")):
        return q
    need = Quantity(value=SDXL_FULL_GB, unit="GB")
    how = msg("image.full.how", "U-Net only, gradient checkpointing, cached latents and text-encoder outputs, "
              "Adafactor; kohya-ss sd-scripts")
    if r.cards:
        card = advisor.card(r.cards[0])
        memory = Quantity(value=card.memory_gb or 0.0, unit="GB")
        if (card.memory_gb or 0.0) * (r.gpus or 1) >= SDXL_FULL_GB and (r.gpus or 1) == 1:
            said = msg("image.full.holds", "Yes, for a full fine-tune of SDXL (not a LoRA), as asked: it needs about "
                       "{need} at batch 1 ({how}), and {card} ({memory}) holds that.", need=need, how=how,
                       card=card_param(card.name), memory=memory)
        else:
            said = msg("image.full.short", "No, not a full fine-tune of SDXL (not a LoRA), as asked: it needs about "
                       "{need} at batch 1 even with the memory savers ({how}), more than {card} ({memory}) holds. "
                       "It trains SDXL LoRAs (about {lora}); the full fine-tune wants a 24 GB card or more, or one "
                       "rented by the hour.", need=need, how=how, card=card_param(card.name), memory=memory,
                       lora=Quantity(value=SDXL_LORA_GB, unit="GB"))
    else:
        said = msg("image.full.need", "A full fine-tune of SDXL (not a LoRA), as asked, needs about {need} at batch 1 "
                   "with the memory savers ({how}): a 24 GB card or more; a LoRA of it needs about {lora}.",
                   need=need, how=how, lora=Quantity(value=SDXL_LORA_GB, unit="GB"))
    reply = msg("image.needs.reply", "{reading} {answer}", reading=q.reply.params["reading"], answer=said)
    return q.model_copy(update={"reply": reply})


__all__ = ["SDXL_FULL_GB", "full_image_tune"]
