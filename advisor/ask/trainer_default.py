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


__all__ = ["ONE_GPU_STACK", "stack_default"]
