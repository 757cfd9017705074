"""A one-GPU fine-tuning stack named ("fine-tune qwen3 8b with unsloth, budget $1000": fix62e #2, ranked for a 16-bit
LoRA that no 16 GB card holds, so two 4060 Ti led with FSDP): Unsloth's open-source library fine-tunes on one GPU
and loads the model in 4 bits unless told otherwise (``FastLanguageModel.from_pretrained(..., load_in_4bit=True)``
in its notebooks and README; https://github.com/unslothai/unsloth, "Unsloth — fast LoRA and QLoRA fine-tuning"
https://www.skills.sh/terminalskills/skills/unsloth: 4-bit by default, 8B QLoRA on a 16 GB card). So a fine-tune
said with it and no precision is read as its QLoRA, and the read-as line says so. Pure: no I/O."""

from __future__ import annotations

import re
from typing import Any

from ..i18n import msg

ONE_GPU_STACK = re.compile(r"(?<![a-z])unsloth(?![a-z])")
"""A fine-tuning stack whose open-source version trains on one GPU, loading the model in 4 bits by default."""
SPLIT_KEYS = ("fits.split",)
"""The key prefix of a fit's split over several cards (:mod:`advisor.fits`), no way for a one-GPU stack."""
ADAPTED = frozenset({"lora", "full-finetune"})
"""Tasks read before the stack's default applies: a fine-tune ("fine-tune": LoRA) or training said alone ("train")."""


def stack_default(r: Any, low: str, full_said: bool) -> Any:
    """The reading ``r`` (:class:`advisor.ask.reader.Reading`) with its fine-tune read as QLoRA when ``low`` (the
    lower-cased question) names a one-GPU stack (:data:`ONE_GPU_STACK`) and says no precision; a full fine-tune
    said in words (``full_said``: "full fine-tune with unsloth") is kept. ``r`` unchanged otherwise; never raises."""
    if r.task not in ADAPTED or r.precision is not None or full_said or not ONE_GPU_STACK.search(low):
        return r
    r.task = "qlora"
    r.notes.append(msg("ask.note.unsloth-qlora", "Unsloth read as its default, QLoRA (the model loaded in 4 bits) on "
                       "one GPU; say 16-bit LoRA for the other"))
    return r


def one_gpu_ranking(text: str, answer: Any) -> Any:
    """``answer`` with its ranking kept to single cards when ``text`` names a one-GPU stack (:data:`ONE_GPU_STACK`)
    and a single card is ranked (judge27 #01: "fine-tune Llama 3 70B with Unsloth" ranked 2 × RTX 3090 first beside
    "QLoRA … on one GPU", and its own caveat that GeForce pairs don't suit one training job; the maintainer: 48 GB
    for 70B, one card): the stack splits no job over cards, so a pair is no way to run it. ``answer`` as it is
    otherwise (no single card ranked: the pairs stay, the reader's note says the stack's default)."""
    shape = getattr(answer, "shape", None)
    if shape is None or not shape.ranking or not ONE_GPU_STACK.search(" ".join(text.lower().split())):
        return answer
    single = [line for line in shape.ranking if (line.gpus or 1) <= 1]
    if not single or len(single) == len(shape.ranking):
        return answer
    kept = {line.card for line in single}
    caveats = [c for c in shape.caveats if (c.card is None or c.card in kept) and not c.message.key.startswith(
        SPLIT_KEYS)]  # nor the split over cards the stack does not do
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": single, "caveats": caveats})})


__all__ = ["ONE_GPU_STACK", "one_gpu_ranking", "stack_default"]
