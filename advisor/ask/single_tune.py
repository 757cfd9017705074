"""A fine-tune on one card before several (fix68d #8, issue 28): "预算8000元，微调Qwen2.5-7B" ranked 2 × RTX 4060 Ti
16 GB with FSDP + LoRA first, because no single card within the budget holds 16-bit LoRA (18.8 GB); an expert buys one
card and fine-tunes with QLoRA (the 4-bit weights of Dettmers et al. 2023, Unsloth's default), which one 16 GB card
holds — FSDP over several cards is no beginner's first set-up (the guide's ``multi.parallel-hard``: one job spread over
several cards is hard to make fast; ``value.platform-cost``: the board and supply several cards need).

When the question says "fine-tune" without naming the method (the reader's ``task_word``: LoRA read from "fine-tune"
alone, said so on the read-as line) and the ranking's first pick splits the LoRA job over several cards
(:data:`advisor.split_over.SPLIT_TRAIN`), the ranking is made again for QLoRA; when its first pick is one card, that
answer is the one given, read as QLoRA with the reason said on the read-as line. A method named ("lora", "16-bit
lora", "fsdp"), a precision said ("with unsloth in 16-bit") or a count of cards said keeps the ranking as it is.
Pure but for the re-ranking ``again`` runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import AdvisorError
from ..i18n import msg
from ..split_over import SPLIT_TRAIN
from . import cues
from .models import ReadAs

_SPLIT_SAID = cues.VAGUE_COUNT
"""Several cards said without a number ("several 3090s", "多张"): a split asked for, kept."""


def _split_first(answer: Any) -> bool:
    """Whether ``answer``'s first pick trains the job split over several cards (FSDP)."""
    picks = getattr(answer, "picks", None)
    top = picks[0] if picks else None
    return bool(top is not None and top.gpus > 1 and top.label is not None and top.label.key in SPLIT_TRAIN)


def single_tune(text: str, read_as: ReadAs, answer: Any, task_named: bool,
                again: Callable[[ReadAs], Any]) -> tuple[ReadAs, Any]:
    """``read_as`` and ``answer`` as they are, unless a fine-tune's ranking with no method named leads with a split
    (module docstring): then the QLoRA reading and its ranking, when that leads with one card. ``task_named``: LoRA
    named as such, or a precision said; ``again`` runs a reading's command."""
    if (read_as.command != "recommend" or read_as.task != "lora" or task_named or read_as.gpus is not None
            or read_as.cards or read_as.model is None or not _split_first(answer)
            or _SPLIT_SAID.search(text.lower())):
        return read_as, answer
    qlora = read_as.model_copy(update={"task": "qlora", "precision": None})
    try:
        single = again(qlora)
    except AdvisorError:
        return read_as, answer
    picks = getattr(single, "picks", None)
    if not picks or picks[0].gpus != 1:
        return read_as, answer
    top = answer.picks[0]
    note = msg("ask.note.single-tune", "“fine-tune” read as QLoRA (4-bit weights): one card within the budget does "
               "it, where 16-bit LoRA needs {count:.0f} cards split with FSDP — one card before several for a "
               "first fine-tune; say “16-bit LoRA” for that ranking.", count=top.gpus)
    return qlora.model_copy(update={"notes": [*qlora.notes, note]}), single


__all__ = ["single_tune"]
