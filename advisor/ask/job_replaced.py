"""A follow-up that names a new job replaces the job before (break36 #3): "best gpu for llama 3 8b under $800" then
"never mind, I want to train a resnet on imagenet" (or "算了，我要訓練 ResNet", "actually it's for image generation") is
a ranking for the CNN training, with the budget, condition and market kept — never "cv-research model:Llama 3 8B
task:full-finetune", a fine-tune of the LLM nobody asks for any more. The LLM's slots (model, task, precision, context,
batch, users, speed), the jobs summed with it and the notes its name made are cleared; a follow-up that only adds (a
budget, a currency, used, a count) names no use case and keeps them. A job *added* ("and I also run sdxl") is
:mod:`advisor.ask.added_job`'s. Pure.
"""
from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..image_needs import find_generator
from .added_job import added_job, added_training
from .card_image_job import card_image_job
from .image_follow import BARE_VIDEO, OTHER_JOB
from .image_jobs_added import added_image_training

if TYPE_CHECKING:
    from .models import ReadAs
    from .reader import Reading

SWITCH = re.compile(r"(?<![a-z])(?:never\s*mind|nvm|actually|instead|forget|scratch\s+that|change[sd]?\s+(?:of|my)\s+"
                    r"mind|rather|no\s+longer|not\s+anymore)(?![a-z])|算了|其实|其實|换成|換成|改成|改为|改為|不用了|不跑了")
"""Words that say the job before is given up ("never mind", "actually", "算了"): with them, even an NLP job (a
model's purpose as well, "fine-tune llama 3 8b for nlp research") replaces the LLM asked about before."""

LLM_SLOTS = ("model", "task", "precision", "context_tokens", "batch", "users", "speed_tps", "jobs", "at_once")
"""The slots that size an LLM (and the jobs summed with it): cleared with the model."""

MODEL_NOTES = ("ask.note.family", "ask.note.size", "ask.note.small-model", "ask.note.largest-size", "ask.note.served",
               "ask.unknown-model", "ask.family-typo", "ask.grpo-sized", "ask.jobs-unsized", "ask.jobs-image-heard",
               "ask.use-case-second",
               "ask.platform.model-assumed", "ask.machine-for-model")
"""Key prefixes of the read-as notes a model's name (or a job heard beside it) made: they go with the model."""


FAMILIES = {"llm": "llm", "nlp-research": "llm", "image": "image"}
"""The job family of a use case whose task (a LoRA, a fine-tune) is its own: an SDXL LoRA is no LLM's LoRA. A follow-up
naming a use case of another family ("and 32b llms?" after "sdxl lora training", "那跑大模型呢") takes that family's
default task (running the model) unless it says one; within a family ("and for flux?" after an SDXL LoRA) the task
stays."""

OTHER_JOBS = frozenset({"cnn", "detector", "gan"})
"""The job kinds (``advisor.kinds.JOB_WORDS``) that train no LLM: named after an LLM's reading ("and for training a
cnn?"), they replace it as a use case does."""


NOT_VIDEO_JOB = re.compile(r"(?<![a-z])videos?\s+(?:cards?|memory|ram|outputs?|editing|edit|encod\w*|render\w*)|"
                           r"视频(?:剪辑|編輯|编辑|渲染|编码|輸出|输出)|視頻(?:剪輯|編輯|渲染)")
""""video card", "video editing", "视频剪辑": the words of a card or of another job, never video generation."""


VISION = re.compile(r"(?<![a-z])(?:detect\w*|segment\w*|track\w*|classif\w*|vision|cv|recogni\w*|analy\w*|"
                    r"understanding|action|pose|surveillance|cctv|opencv)(?![a-z])|识别|檢測|检测|分割|跟踪|追蹤|分析|理解")
"""Words of video understanding (the vision-research list's), beside which bare "video" is no generation."""


def video_after_llm(previous: ReadAs, r: Reading) -> bool:
    """Whether a follow-up names bare video ("那跑视频呢", "what about video?", :data:`BARE_VIDEO`) after a language
    model's reading, with no model, use case or other job of its own: video generation replaces the LLM (fix70a;
    newuser28 #2), as it does after an image generator (:func:`advisor.ask.image_follow.video_switched`)."""
    low = " ".join(r.text.lower().split())
    return bool((previous.use_case == "llm" or previous.model is not None) and previous.use_case != "image"
                and r.model is None and (r.use_case is None or r.use_case == "cv-research" and not VISION.search(low))
                and BARE_VIDEO.search(low)
                and not OTHER_JOB.search(low) and not NOT_VIDEO_JOB.search(low))


def job_replaced(previous: ReadAs, r: Reading, said_notes: list | None = None, job: str | None = None) -> dict:
    """:func:`_replaced`, with a bare video follow-up after an LLM (:func:`video_after_llm`) read as naming the image
    use case (video generation is ranked there), which it then sets."""
    if not video_after_llm(previous, r):
        return _replaced(previous, r, said_notes, job)
    return {**_replaced(previous, dataclasses.replace(r, use_case="image"), said_notes, job), "use_case": "image",
            "job": None}


def _replaced(previous: ReadAs, r: Reading, said_notes: list | None = None, job: str | None = None) -> dict:
    """The slots a follow-up naming a new job clears (module docstring): every LLM slot when it names a use case
    other than an LLM's and no model, or a job kind that trains no LLM (``job``: the follow-up's own, "and for training
    a cnn?"), after a reading with a model (an NLP job only with a word that gives the job before up), with the notes
    before that the model made (``said_notes``: the follow-up's own, said after them); the job kind (``job``) when the
    use case changes and names none; the task before when the use case moves to another family and the follow-up says
    none (:data:`FAMILIES`); after a fit, the ``command`` that judges the new job (the card's verdict, or a ranking
    without one). ``{}`` otherwise."""
    new_job = job in OTHER_JOBS and r.use_case is None and r.model is None and previous.use_case == "llm"
    if (r.use_case is None or r.use_case == previous.use_case) and not new_job:
        return {}
    update: dict = {}
    if previous.job is not None and getattr(r, "job", None) is None:
        update["job"] = None  # "train a resnet" then "actually it's for stable diffusion": no CNN job any more
    if new_job:
        update["use_case"] = None  # "fine-tune llama 3 8b" then "and for training a cnn?": the CNN's ranking
    elif previous.use_case is not None and FAMILIES.get(previous.use_case) != FAMILIES.get(r.use_case or "") and (
            r.task is None and r.job_task in (None, "inference")):
        update["task"] = None  # "sdxl lora training" then "and 32b llms?": the LLMs run (their default), no LoRA
    if previous.model is None or r.model is not None or r.use_case == "llm" or (
            r.use_case == "nlp-research" and not SWITCH.search(r.text.lower())):
        return update
    update.update({slot: None for slot in LLM_SLOTS})
    update["notes"] = said_notes if said_notes else [n for n in previous.notes if not n.key.startswith(MODEL_NOTES)]
    if previous.command == "fits":  # a fit with no model: the card's verdict for the new job, or a ranking for it
        update["command"] = "why" if previous.cards else "recommend"
    return update


__all__ = ["FAMILIES", "LLM_SLOTS", "MODEL_NOTES", "NOT_VIDEO_JOB", "OTHER_JOBS", "SWITCH", "VISION", "job_replaced",
           "video_after_llm"]


def job_switched(previous: ReadAs, r: Reading, said_notes: list | None = None, job: str | None = None) -> dict:
    """The slots a follow-up that switches the job clears or sets: "3090 vs 4090 for llm" → "for training instead" is
    training, not decoding; "$800 for llama 3 8b" → "and for flux instead?" is the image generator, no LLM
    (newuser17); nothing otherwise."""
    added = added_job(previous, r) or card_image_job(previous, r)  # "and if I also run sdxl at the same time?": both
    if added is not None:  # jobs (break33 #2); "I have a 3090, what llms…" → "also images with flux": its image answer
        return added
    if (image_training := added_image_training(previous, r, said_notes)) is not None:  # "also train a LoRA on
        return image_training  # SDXL" after an image ranking: both weighed (fix53c #1)
    if (training := added_training(previous, r)) is not None:  # "and train small models too": both, as asked at once
        return training
    if (previous.use_case == "llm" and previous.model is None and r.use_case is None and r.model is None
            and r.task is None and re.search(r"(?<![a-z])(?:train|training)(?![a-z])|训练|訓練", r.text.lower())):
        return {"use_case": "general"}
    if find_generator(r.text) is not None and r.model is None and previous.model is not None:
        return {"model": None, "task": None, "precision": None}
    return job_replaced(previous, r, said_notes, job)  # "never mind, I want to train a resnet": no LLM (break36 #3)
