"""Training added to image generation (fix53c #1, issue 28): "best gpu for stable diffusion under $800" then "also
train a LoRA on SDXL" was answered for one job alone — the LoRA's ranking with no word of generating, where the
asker keeps both jobs. The follow-up that adds the LoRA with an added word (:data:`advisor.ask.added_job.ADDED`:
"also", "too", "顺便", "也想"; never "instead", "换成") is ranked by the LoRA's memory and training speed — the
heavier job, which decides the card for both — and the read-as line says so (:func:`added_image_training`); the
answer then says what its pick generates (:func:`generation_on_pick`: the published image set-ups its memory holds
and its Stable Diffusion speed, :func:`advisor.jobs.job_message`). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import jobs
from ..concerns import DECIDING_WEIGHT
from ..i18n import msg
from ..image_train import LEFT_OUT_RULE
from ..models import Caveat, Recommendation
from .added_job import _INSTEAD, ADDED

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question, ReadAs
    from .reader import Reading

NOTE = "ask.image-train-added"
"""The read-as note of generation and a LoRA weighed together."""


def added_image_training(previous: ReadAs, r: Reading, notes: list | None) -> dict | None:
    """The slots of a follow-up that adds a LoRA's training to an image-generation ranking (module docstring): the
    image use case kept, the task said, the note; ``notes``: the notes the follow-up's merge kept so far (``None``:
    the ones before). ``None`` when the follow-up switches the job or adds no training."""
    low = r.text.lower()
    if (
        previous.command != "recommend"
        or previous.use_case != "image"
        or previous.task not in (None, "inference")
        or r.task not in ("lora", "full-finetune")
        or r.model is not None
        or r.cards
        or _INSTEAD.search(low)
        or not ADDED.search(low)
    ):
        return None
    kept = [n for n in (previous.notes if notes is None else notes) if n.key != NOTE]
    return {"use_case": "image", "task": r.task, "notes": [*kept, _note()]}


def _note():
    """The read-as note of :data:`NOTE`."""
    return msg(
        "ask.image-train-added",
        "generating images and training a LoRA: ranked by the LoRA's memory and training speed, the "
        "heavier job, which decides the card for both; a line below says what the pick generates",
    )


GENERATING = re.compile(r"(?<![a-z])(?:generat\w*|render\w*|inference|run(?:s|ning)?)(?![a-z])|"
                        r"出图|出圖|生图|生圖|跑图|跑圖|生成")
"""Words of generating with an image model, said beside its LoRA ("generate images with flux and also train a
LoRA", "用flux出图，也想训练lora")."""


def image_jobs_said(r: Reading, low: str) -> None:
    """The one-question form of :func:`added_image_training` (fix56b #1): a question read as an image model's LoRA
    (use case ``image``, task ``lora``) that also says generating with it and an added word ("also", "too", "也") —
    "I want to generate images with flux and also train a LoRA on flux, budget $2000" — gets the note, so the answer
    says what its pick generates (:func:`generation_on_pick`), as the follow-up does. Nothing for an owner's card
    or cards named. Sets ``r.notes``."""
    if (r.use_case != "image" or r.task not in ("lora", "full-finetune") or r.cards or r.own
            or not GENERATING.search(low) or not ADDED.search(low) or any(n.key == NOTE for n in r.notes)):
        return
    r.notes.append(_note())


def generation_on_pick(advisor: Advisor, q: Question) -> Question:
    """``q`` with the image-generation line of its first pick first among what decides, when its reading weighs a
    LoRA added to generation (:data:`NOTE`); ``q`` unchanged otherwise."""
    answer = q.answer
    if (
        not isinstance(answer, Recommendation)
        or answer.shape is None
        or not answer.picks
        or not any(n.key == NOTE for n in q.read_as.notes)
    ):
        return q
    card = advisor.card(answer.picks[0].card)
    if card.is_system or not card.memory_gb:
        return q
    decides = list(answer.shape.decides)
    if any(getattr(d, "message", None) is not None and d.message.key.startswith("jobs.gen.") for d in decides):
        return q
    line = jobs.job_message("image-gen", card, card.memory_gb, None, None, advisor.catalog)
    at = min(1, next((i for i, d in enumerate(decides) if d.rule_id == LEFT_OUT_RULE), len(decides)))
    decides.insert(at, Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=line))
    answer = answer.model_copy(update={"shape": answer.shape.model_copy(update={"decides": decides})})
    return q.model_copy(update={"answer": answer})


__all__ = ["GENERATING", "NOTE", "added_image_training", "generation_on_pick", "image_jobs_said"]
