"""A named vision training job asked of a memory alone (break23 #3, issue 28): "is 8gb enough for training yolo?",
"8gb vram enough for yolov8?", "8G显存能训练yolov8吗", "is 8gb enough for training a resnet on cifar10?" — that
job's fit in that memory (:func:`advisor.jobs.batch_job`: the published batches scaled by memory), never the budget
question nor an LLM's answer. Only the batch jobs with published figures (``cnn``, ``detector``, ``gan`` in
``data/owner_jobs.csv``); a card named is the card's own answer (:func:`advisor.ask.command_slots._job`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Message, Quantity, msg
from ..image_needs import memory_said
from ..jobs import BATCH_JOBS, JOB_NAMES, batch_job, training_rows
from ..kinds import find_job
from ..needs_words import BUDGET_AFTER, with_reading
from ..vision_said import fit, said
from ..wording import join
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor


def memory_job(advisor: Advisor, r, read_as) -> Message | None:
    """The reply to a batch training job (:data:`advisor.jobs.BATCH_JOBS`) named with a memory and no card, no
    budget and no LLM (reading ``r``, ``read_as``): "Training a detector in 8 GB: yes, YOLOv5x at 640 px … at a batch
    of about 7" with the reading line; ``None`` for any other question. Memory in GB, from the question's words."""
    if r.cards or r.budget is not None or read_as.cards or r.model is not None or "oom" in r.intents:  # out of
        # memory on a card not named: which card is asked first (its levers follow)
        return None
    low = " ".join(r.text.lower().split())
    job = find_job(low)
    if job not in BATCH_JOBS or cues.LLM_SAID.search(low) or (
            cues.INFERENCE_PHASE.search(low) and not cues.TRAINING_SAID.search(low)):  # the figures train
        return None
    memory = r.spans.memory_gb or r.memory_gb or memory_said(r.text)
    if not memory:
        return None
    del advisor  # the job's published rows answer; no card's figures
    reading = msg("needs.read-as.job-memory", "Read as: {job} in {memory}, with no card and no budget named.",
                  job=JOB_NAMES[job], memory=Quantity(value=float(memory), unit="GB"))
    line = fit(job, said(r.text), float(memory), training_rows(job, None)) if job != "gan" else None  # "yolov8x at
    # 1280px": that network, size and batch (fix44b)
    return with_reading(reading, join([line or batch_job(job, None, float(memory), None), BUDGET_AFTER], "sentences"))
