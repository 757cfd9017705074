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

from ..i18n import MessageParam, Number, Quantity, msg
from ..needs_words import BUDGET_AFTER
from ..wording import card_param, join
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
    return picture_size_said(flux_full_too(_full_image_tune(advisor, q)))


FLUX_FULL_GB = 24.0
"""FLUX.1 dev's full fine-tune with kohya's savers: "This will work with 24GB VRAM GPUs, and 64GB main memory is
recommended" (kohya-ss/sd-scripts README, sd3 branch, "FLUX.1 fine-tuning": ``flux_train.py`` with ``--full_bf16
--fused_backward_pass --blocks_to_swap 8``, Adafactor, batch 1; https://github.com/kohya-ss/sd-scripts/tree/sd3)."""
FLUX_FULL_SWAP_GB = 12.0
"""The same swapping 28 blocks to system RAM ("may be working with 12GB VRAM GPUs", the same README), slower."""
FLUX_PARAMS_B = 12.0
"""FLUX.1 dev's transformer: 12 billion parameters (Black Forest Labs' model card,
https://huggingface.co/black-forest-labs/FLUX.1-dev: "a 12 billion parameter rectified flow transformer")."""
ADAMW_BYTES = 18
"""Bytes a parameter to train every weight with AdamW in mixed precision (the rule :mod:`advisor.ask.need_unnamed`
says: weights, gradients, two fp32 moments and a master copy)."""
_LORA = re.compile(r"(?<![a-z])(?:lora|loras|lycoris|locon|dora)(?![a-z])")


def flux_full_too(q: Question) -> Question:
    """``q`` with the full fine-tune's need said after FLUX's LoRA figures when the question trains FLUX without
    saying LoRA (judge32 C2: "训练FLUX模型需要的显存是多少？" — CatVTON trains the model itself, and got LoRA figures
    alone): about :data:`FLUX_FULL_GB` with kohya's savers, and the 12B weights with AdamW unsaved; as it is for any
    other question."""
    r = q.read_as
    if q.answer is not None or q.reply is None or q.reply.key != "image.needs.reply" or (
            (r.generator or "").lower() != "flux") or r.task != "lora" or _LORA.search(q.text.lower()):
        return q
    full = msg("image.full.flux", "Training the model itself (a full fine-tune, not a LoRA) needs about {need} with "
               "kohya's flux_train.py savers (bf16 weights and gradients, Adafactor fused into the backward pass, "
               "8 blocks swapped to 64 GB of system RAM; about {swap} swapping 28, slower); without them, AdamW takes "
               "about {bytes:.0f} bytes a parameter, about {plain} for its {params:.0f} billion — several 80 GB cards.",
               need=Quantity(value=FLUX_FULL_GB, unit="GB"), swap=Quantity(value=FLUX_FULL_SWAP_GB, unit="GB"),
               bytes=Number(value=ADAMW_BYTES), plain=Quantity(value=FLUX_PARAMS_B * ADAMW_BYTES, unit="GB"),
               params=Number(value=FLUX_PARAMS_B))
    said = q.reply.params["answer"]
    last = said.params.get("second") if isinstance(said, MessageParam) else None
    if isinstance(said, MessageParam) and said.key == "answer.join.sentences" and isinstance(last, MessageParam) and (
            last.key == BUDGET_AFTER.key):  # the budget question stays last (advisor.needs_words.BUDGET_AFTER)
        answer = join([msg("answer.join.sentences", "{first} {second}", first=said.params["first"], second=full),
                       BUDGET_AFTER])
    else:
        answer = join([msg("image.needs.part", "{said}", said=said), full])
    reply = msg("image.needs.reply", "{reading} {answer}", reading=q.reply.params["reading"], answer=answer)
    return q.model_copy(update={"reply": reply})


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


__all__ = ["FLUX_FULL_GB", "SDXL_FULL_GB", "flux_full_too", "full_image_tune"]
