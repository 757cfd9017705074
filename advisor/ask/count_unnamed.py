"""A count of GPUs said with no card (fix84a #2, break48 M9): "torchrun --nproc_per_node=2 train.py fails with OOM on
llama 8b full finetune", "2 gpus, OOM on llama 8b full finetune", "we have 4 GPUs, can we fine-tune llama 70b",
"4卡全参微调qwen 7b够吗" were answered as if no count had been said (the ``fits`` command takes a count only with
the cards or their memory). The job's need is now said per card over that count: sharded with FSDP or DeepSpeed
ZeRO-3 for training (weights, gradients and optimizer states split over the cards), split by layers to run — and
the memory each card then needs, with the cards asked for a yes or no.

The share is the job's total divided by the count (the rig's own split, :func:`advisor.owned.rig_fit`, shares by
memory; equal cards share equally), each card keeping :data:`advisor.thresholds.HEADROOM_GB` free as a fit does.
Pure: no I/O.
"""

from __future__ import annotations

from typing import Any

from ..i18n import msg
from ..kinds import MAX_RIG
from ..thresholds import HEADROOM_GB
from ..wording import card_param, gb, join
from .models import Question
from .read_as_line import read_as_message

MAX_COUNT = MAX_RIG
"""The largest rig the fits answer weighs (:data:`advisor.kinds.MAX_RIG`)."""


def count_over(q: Question) -> Question:
    """``q`` answered for one card when the question counted more of it than a rig checked here
    (:data:`advisor.kinds.MAX_RIG`; break48 L2: "50x 4090" was one 4090's verdict without a word) with a read-as note
    saying the count was not taken and why; ``q`` itself otherwise (a refusal already says it)."""
    read_as = q.read_as
    if read_as is None or q.answer is None or read_as.command != "why" or not read_as.gpus or (
            read_as.gpus <= MAX_RIG or len(read_as.cards) != 1):
        return q
    note = msg("ask.note.count-over", "The count said ({count}) is not taken: a rig of at most {max} cards is checked "
               "here, so this answer is for one {card}.", count=read_as.gpus, max=MAX_RIG,
               card=card_param(read_as.cards[0]))
    read_as = read_as.model_copy(update={"notes": [*read_as.notes, note]})
    if q.reply is not None and q.reply.key.startswith("ask.read-as"):
        return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})
    return q.model_copy(update={"read_as": read_as})


def count_said(q: Question) -> Question:
    """``q`` (a model's fit with no card and no memory said) with the count of GPUs the question said leading: the
    job's need on each card over that count and the memory each card needs; ``q`` itself when no count above one is
    read, a card or a memory is said (the fit weighs them itself) or the answer is no model's fit."""
    q = count_over(q)  # "50x 4090": the count not taken, said (fix84a #4)
    read_as, answer = q.read_as, q.answer
    count = read_as.gpus if read_as is not None else None
    memory = getattr(answer, "memory", None)
    shape = getattr(answer, "shape", None)
    if answer is None or read_as is None or read_as.command != "fits" or read_as.cards or read_as.memory_gb or (
            count is None) or (
            not 2 <= count <= MAX_COUNT) or read_as.model is None or memory is None or shape is None or (
            shape.headline is None or getattr(answer, "rig", None) is not None):
        return q
    total = memory.total_gb
    per = round(total / count, 1)
    params: dict[str, Any] = dict(count=count, need=gb(round(total, 1)), per=gb(per),
                                  floor=gb(round(per + HEADROOM_GB, 1)))
    if getattr(answer, "task", "inference") == "inference":
        line = msg("ask.count-unnamed.run", "On the {count} GPUs said (their cards not named): split by layers, the "
                   "{need} comes to about {per} on each card, so each card needs about {floor} or more; name the "
                   "cards for a yes or no.", **params)
    else:
        line = msg("ask.count-unnamed.train", "On the {count} GPUs said (their cards not named): sharded over them "
                   "with FSDP or DeepSpeed ZeRO-3 (weights, gradients and optimizer states split), the {need} comes "
                   "to about {per} on each card, so each card needs about {floor} or more; name the cards for a yes "
                   "or no.", **params)
    answer = answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([shape.headline, line])})})
    return q.model_copy(update={"answer": answer})


__all__ = ["MAX_COUNT", "count_over", "count_said"]
