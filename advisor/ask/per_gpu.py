"""Several of one card asked for a job that runs one copy per card (fix36a, issue 28): "two 4090s for stable diffusion"
answered one 4090 with no word on the second, "2x 3090 for a small cnn" the same.

Image and video generation does not pool two cards' memory for one picture: ComfyUI and AUTOMATIC1111 run one job per
GPU (one instance per card, ``--cuda-device`` / ``CUDA_VISIBLE_DEVICES``), so n cards make n pictures at once — about
n times the pictures per hour — and a model too big for one card fits no better. Training a small CNN across the cards
(PyTorch DistributedDataParallel) keeps a whole copy of the model on each card: up to about n times the speed (less
the gradient exchange), never more memory for the model or the batch per card. The answer stays one card's; the
read-as line (or the reply's end) says what the count gives. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Message, Number, Quantity, msg
from ..wording import card_param
from .both_jobs import both_jobs
from .budget_jobs import jobs_lines
from .detector_size import detector_size_said
from .image_jobs_added import generation_on_pick
from .jobs_fastest import fastest_first
from .models_named import image_beside_llm
from .read_as_line import read_as_message
from .rig_asked import PER_CARD_TRAINING as TRAIN_JOBS  # the training jobs each card holds whole
from .same_time import same_time

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question

LLAMA_SPLIT_SOURCE = "https://github.com/ggml-org/llama.cpp/tree/master/tools/server"
"""llama.cpp's server options: "-sm, --split-mode {none,layer,row} … layer (default): split layers and KV across
GPUs"."""
IMAGE_JOBS = ("image-gen", "video-gen")
"""The jobs whose picture or clip is one card's (a job's own words: :func:`advisor.kinds.find_job`)."""


def count_note(advisor: Advisor, read_as) -> Message | None:
    """What ``read_as``'s count of its one card gives its job (module docstring), or ``None`` when it names one card, no
    count, an LLM (its layers split across the cards), or asks about the power or the link."""
    count = read_as.gpus or 1
    if count < 2 or len(set(read_as.cards)) != 1 or read_as.model is not None or read_as.topic is not None:
        return None
    card = read_as.cards[0]
    memory = advisor.card(card).memory_gb
    if memory is None:
        return None  # an integrated GPU (no memory of its own: "780M核显") has no per-card memory to say
    params = dict(count=Number(value=count), card=card_param(card),
                  memory=Quantity(value=advisor.card(card).memory_gb, unit="GB", digits=0))
    training = read_as.task not in (None, "inference") or read_as.job in TRAIN_JOBS
    if not training and (read_as.generator or read_as.job in IMAGE_JOBS or (
            read_as.use_case in ("image", "video") and read_as.job is None and read_as.command != "fits")):
        return msg("ask.count.image-per-gpu", "{count:.0f} × {card}: image and video generation does not pool the "
                   "cards' memory for one picture (ComfyUI and AUTOMATIC1111 run one job per GPU), so they make "
                   "{count:.0f} pictures at once, about {count:.0f}× the pictures per hour; a model too big for one "
                   "card's {memory} fits no better.", **params)
    if not training and read_as.command == "why" and (read_as.job == "llm" or read_as.use_case == "llm"):
        # "I have a dual A770 system" asked whether LLMs run: the verdict is one card's, the pair's memory said (judge31
        # E11); llama.cpp's server splits layers and KV across GPUs by default (-sm layer, LLAMA_SPLIT_SOURCE)
        # the note is short (its source, LLAMA_SPLIT_SOURCE, cited here, not linked): a long one leaves the answer's
        # deciding line (llama.cpp's road on Intel, judge31 E11) out of the short form
        return msg("ask.count.llm-split", "{count:.0f} × {card}: llama.cpp splits a model's layers across them by "
                   "default, so together they hold up to about {total}; the sizes below are one card's {memory}.",
                   total=Quantity(value=count * memory, unit="GB", digits=0), **params)
    if training and (read_as.job in TRAIN_JOBS or read_as.generator or read_as.use_case in ("image", "video")):
        return msg("ask.count.train-per-gpu", "{count:.0f} × {card}: training across them (PyTorch "
                   "DistributedDataParallel) keeps a whole copy of the model on each card, so they train up to about "
                   "{count:.0f}× as fast (less the gradient exchange), but the model and each card's batch still fit "
                   "in one card's {memory}.", **params)
    return None


def per_gpu(advisor: Advisor, q: Question) -> Question:
    """``q`` with :func:`count_note` said: on the read-as line of an answer, else after the reply; ``q`` unchanged when
    there is none or ``q`` is a refusal or a question asked back."""
    if q.error is not None or q.reply is None or q.reply.key.startswith(("ask.missing.", "split-asked.")):  # the
        # split asked is said by its own answer (advisor.ask.split_asked)
        return q
    q = same_time(advisor, q)  # "whisper and a 13b llm at the same time": both models' memory (advisor.ask.same_time)
    q = both_jobs(advisor, q)  # "9070 xt for SD and llms": a line for each job (advisor.ask.both_jobs)
    q = image_beside_llm(advisor, q)  # "can my 3060 run sdxl and llama 3 8b?": SDXL's verdict too (fix68b #2)
    q = fastest_first(advisor, q)  # an image job loaded beside the LLM: the fastest within budget first (.jobs_fastest)
    q = jobs_lines(advisor, q)  # "budget $1000 for flux and llama 3 8b": the image job on the pick (.budget_jobs)
    q = generation_on_pick(advisor, q)  # "also train a LoRA on SDXL" after an image ranking: what the pick generates
    q = detector_size_said(q)  # "YOLOv8 on a 4K dataset": the size said against the batches' 640 px (judge31 E13)
    note = count_note(advisor, q.read_as)
    if note is None or any(n.key == note.key for n in q.read_as.notes) or (
            note.key == "ask.count.llm-split" and q.answer is None):  # a reply of its own (vLLM's concurrency)
        return q
    if q.answer is not None and q.reply.key.startswith("ask.read-as"):
        read_as = q.read_as.model_copy(update={"notes": [*q.read_as.notes, note]})
        return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})
    if q.reply.key == "image.needs.reply":  # "Read as: SDXL on GeForce RTX 4090.": the count said right after it
        reading = msg("answer.join.sentences", "{first} {second}", first=q.reply.params["reading"], second=note)
        return q.model_copy(update={"reply": msg("image.needs.reply", "{reading} {answer}", reading=reading,
                                                 answer=q.reply.params["answer"])})
    return q.model_copy(update={"reply": msg("answer.join.sentences", "{first} {second}", first=q.reply,
                                             second=note)})


__all__ = ["count_note", "per_gpu"]
