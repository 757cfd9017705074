"""A follow-up that adds a second job to a ranking (break33 #2): "best gpu for llm under $1500" then "and if I also run
sdxl at the same time?" — the LLM stays the job ranked for, the image model is added beside it (as the one-question
form "best gpu for llm and sdxl at the same time under $1500" reads it), never put in its place. With a model before,
:func:`advisor.ask.budget_jobs.jobs_floor` then sums both at once (or sizes for the heavier one at a time); with no
model, the read-as line says the image job was heard and is not weighed (:func:`advisor.ask.vocabulary.second_jobs`).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_needs import find_generator
from .same_time import _DEFAULTS, _GENERIC, SAME_TIME, _other_rows
from .train_llm import FROM_SCRATCH, TRAIN_WORD, train_note
from .vocabulary import second_jobs

if TYPE_CHECKING:
    from .models import ReadAs
    from .reader import Reading

ADDED = re.compile(r"(?<![a-z])(?:also|too|as\s+well|in\s+addition|on\s+top|besides|plus|both|auch|zusätzlich|"
                   r"ebenfalls|außerdem)(?![a-z])|"
                   r"也|还要|還要|还想|還想|还得|還得|另外|再加|加上|顺便|順便")
"""Words that add a job to the one before rather than switch to it ("and if I also run sdxl", "也要跑sdxl")."""
_INSTEAD = re.compile(r"(?<![a-z])(?:instead|rather|only|just)(?![a-z])|换成|換成|改成|只")


def added_training(previous: ReadAs, r: Reading) -> dict | None:
    """The slots of a follow-up that adds training to an LLM question with no model (fix53c #2): "best gpu for llm
    under $1000" then "and train small models too", "预算5000元跑大模型" then "顺便训练小模型" — read as the one
    question "best gpu for llm and training small models under $1000" is
    (:func:`advisor.ask.train_llm.train_as_finetune`): the LLM kept, the LoRA fine-tune it trains (the heavier job
    decides), the read-as line saying so. ``None`` when the follow-up switches to training ("for training instead"),
    says no added word, or names a job or model of its own, and after anything but a budget's ranking (the one
    question it stands for is a buyer's)."""
    low = r.text.lower()
    if (previous.command != "recommend" or previous.budget is None or previous.use_case != "llm"
            or previous.model is not None or previous.task not in (None, "inference")
            or r.model is not None or r.task is not None or r.use_case not in (None, "llm")
            or not TRAIN_WORD.search(low) or FROM_SCRATCH.search(low) or _INSTEAD.search(low)
            or not ADDED.search(low)):
        return None
    notes = [n for n in previous.notes if n.key != "ask.note.train-llm"]
    return {"use_case": "llm", "task": "lora", "notes": [*notes, train_note()]}


def train_too(r, low: str, full_said: bool) -> None:
    """Set the reading ``r`` to its LLM's LoRA fine-tune, with :func:`advisor.ask.train_llm.train_note`, when
    training is added to running a named model with a bare word and an added one (fix56b #3, as
    :func:`added_training` reads the follow-up): "… for llama 3 8b, and I want to train too" is that model's LoRA
    beside inference — the heavier job, which decides the card for both — never a full fine-tune ("nothing holds
    137 GB") with the inference dropped. ``full_said``: a full fine-tune said in words ("full fine-tune", "全量"),
    which is kept; nor for pretraining or training from scratch."""
    if (r.task != "full-finetune" or full_said or r.model is None or r.use_case not in (None, "llm")
            or not TRAIN_WORD.search(low) or FROM_SCRATCH.search(low) or _INSTEAD.search(low)
            or not ADDED.search(low)):
        return
    r.task = "lora"
    if not any(n.key == "ask.note.train-llm" for n in r.notes):
        r.notes.append(train_note())


def added_job(previous: ReadAs, r: Reading) -> dict | None:
    """The slots of a follow-up that adds an image job to an LLM ranking (module docstring): the LLM's use case and
    model kept, the image generator said; ``None`` when the follow-up switches the job or adds none."""
    low = r.text.lower()
    if previous.command != "recommend" or previous.use_case != "llm" or r.model is not None or r.cards:
        return None
    if find_generator(r.text) is None and r.use_case != "image":
        return None
    if _INSTEAD.search(low) or not (ADDED.search(low) or SAME_TIME.search(low)):
        return None
    update: dict = {"use_case": "llm", "model": previous.model, "task": previous.task,
                    "precision": previous.precision}
    # the job added kept with the jobs before, so that the ranking says it (fix47d): the one named ("also sdxl"), or,
    # image generation said with no model ("我还想用它画图"), the generic one's row ("stable diffusion": SDXL)
    if previous.model is not None:  # with no model, the job heard is said below (ask.use-case-second)
        named = [f"{row.model} ({row.setting})" for row in _other_rows(low) if row.job == "image-gen"]
        generic = [f"{m} ({s})" for word, _, m, s in _DEFAULTS if word == _GENERIC[0]]
        update["jobs"] = [*(previous.jobs or []), *(named or generic)]
    else:  # no model to sum with: the image job heard, the LLM ranking kept (as asked at once)
        heard = second_jobs(["image"], "llm")
        update["notes"] = [*(n for n in previous.notes if n.key != "ask.use-case-second"), *heard]
    return update


__all__ = ["ADDED", "added_job", "added_training", "train_too"]
