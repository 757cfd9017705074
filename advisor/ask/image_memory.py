"""What memory buys in an image or video comparison (issue 28, round 7, the breaker: "3090 vs 4080 for image
generation" said which LLM sizes only the 24 GB card runs): for a comparison asked about image or video generation
(:func:`advisor.kinds.find_job`), the memory line says the heaviest published set-up each card's memory holds
without CPU offload (``data/owner_jobs.csv``), and the LLM-sizes line gives way to it. Pure: no I/O beyond the
table read once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import jobs
from ..concerns import DECIDING_WEIGHT
from ..fast_memory import gpu_share_facts
from ..i18n import Card as CardParam
from ..i18n import Message, msg
from ..image_needs import find_generator
from ..kinds import find_job
from ..models import Caveat, Comparison
from ..wording import card_param, gb
from .models import ReadAs
from .video_editing import blank_editing

if TYPE_CHECKING:
    from ..api import Advisor

GENERATION = ("image-gen", "video-gen")
LLM_LINES = ("compare.memory.llm",)
"""The memory lines an image or video answer does not say (the LLM sizes one card runs and the other does not)."""


def _setup(job: str, memory: float) -> tuple[float, Message] | None:
    """The heaviest published set-up of ``job`` that ``memory`` GB holds (without CPU offload when one is), as its
    need and its words; ``None`` when none is."""
    return jobs.heaviest_setup(job, memory)


def _named_setups(text: str, job: str, big_gb: float, small_gb: float):
    """For a question naming a generator of ``job`` ("sdxl 3060 or 4060"): the heaviest of its own published
    set-ups (no CPU offload) the bigger card holds with room, the one the smaller holds with room, and the one the
    smaller holds at all (its peak within the card's memory: SDXL's fp16 peak of about 8 GB, Stability's stated
    minimum, on an 8 GB card) — each as (need, words) or ``None``; ``None`` when no generator of ``job`` is named or
    the bigger card holds none of its set-ups. Issue 28: "GeForce RTX 4060 at most FLUX.1 dev (GGUF Q4)" said an
    8 GB card cannot run SDXL in fp16, which ``data/owner_jobs.csv`` lists as supported at 8 GB."""
    g = find_generator(text) or (find_generator(text, unnamed_video=True) if job == "video-gen" else None)
    if g is None or g.job != job:  # video generation with no model named: its stand-in's set-ups (fix72d)
        return None
    rows = [r for r in jobs.rows(job, named=True) if r.model in g.models and r.level == "supported"
            and r.speed_note != "offload"]

    def best(limit: float) -> tuple[float, Message] | None:
        fit = [r for r in rows if r.vram_gb <= limit]
        if not fit:
            return None
        r = max(fit, key=lambda r: r.vram_gb)
        return r.vram_gb, msg("ask.laptop.job", "{model} at {resolution} ({setting})", model=CardParam(value=r.model),
                              resolution=jobs.resolution_said(r), setting=jobs.setting_said(r))

    top = best(jobs.EDGE * big_gb)
    if top is None:
        return None
    return top, best(jobs.EDGE * small_gb), best(small_gb)


def image_memory(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The memory line of a comparison asked about image or video generation (module docstring), or nothing (the
    same memory, no set-up published, or another job)."""
    if not isinstance(answer, Comparison) or len(answer.cards) != 2:  # the answer first: the job is read only for it
        return []
    job = find_job(blank_editing(text)[0])  # "video editing and llms": editing is no video generation (break48 L7)
    if job not in GENERATION:
        return []
    (big, small) = sorted((gpu_share_facts(advisor.catalog.card(f.card), f) for f in answer.cards),
                          key=lambda f: -(f.memory_gb or 0))  # a machine's GPU share, never its whole RAM (break30 #3)
    if not big.memory_gb or not small.memory_gb or big.memory_gb == small.memory_gb:
        return []
    named = _named_setups(text, job, big.memory_gb, small.memory_gb)
    if named is not None:  # "sdxl 3060 or 4060": the model asked, not the heaviest of every image model
        top, low, edge = named
    else:
        top, low, edge = _setup(job, big.memory_gb), _setup(job, small.memory_gb), None
    if top is None:
        return []
    params = dict(card=card_param(big.card), memory=gb(big.memory_gb), other=card_param(small.card),
                  other_memory=gb(small.memory_gb), setup=top[1])
    if named is None and job == "video-gen" and find_generator(text, unnamed_video=True) is None:
        # the job read from a tool the table does not hold ("this video upscaler", grade87 F08): its sizes, never a
        # model the asker did not name (a video upscaler is not Wan)
        if low is None or low[0] >= top[0]:
            return []
        del params["setup"]
        said = msg("ask.image-memory.unnamed", "{card} has {memory} vs {other_memory}: video-model set-ups "
                   "published here need up to {need} without offload; {other} holds ones up to {other_need}.",
                   need=gb(top[0]), other_need=gb(low[0]), **params)
        return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]
    if edge is not None and edge[0] == top[0] and (low is None or low[0] != top[0]):
        said = msg("ask.image-memory.edge", "{card} has {memory} vs {other_memory}: both hold {setup}, {other} only at "
                   "the edge of its memory (a published peak of about {need}), {card} with room.",
                   need=gb(top[0]), **params)
    elif low is not None and low[0] == top[0]:
        said = msg("ask.image-memory.same", "{card} has {memory} vs {other_memory}; the heaviest set-up published "
                   "that both hold without offload is {setup}.", **params)
    elif low is not None:
        said = msg("ask.image-memory", "{card} has {memory} vs {other_memory}: it holds {setup}; {other} at most "
                   "{other_setup}.", other_setup=low[1], **params)
    else:
        said = msg("ask.image-memory.only", "{card} has {memory} vs {other_memory}: it holds {setup}; {other} holds "
                   "none of the set-ups published.", **params)
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]


def video_led(text: str, answer):
    """``answer`` (a comparison of two cards) headed by its memory line (:func:`image_memory`) when the question is
    about video generation, the image speed after it (fix72d: "comfyui video, 5080 or 4090?" led with Stable
    Diffusion it/s, while what each card's memory holds of a video model — Wan 2.x 14B in fp8 at about 16 GB at
    720p, ``data/owner_jobs.csv`` — decides a video job; the tables hold no video speed by card); else as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or find_job(text) != "video-gen":
        return answer
    line = next((c for c in shape.decides if c.message.key.startswith("ask.image-memory")), None)
    if line is None:
        return answer
    was = Caveat(rule_id="memory.by-task", weight=line.weight, message=shape.headline)
    decides = [was, *(c for c in shape.decides if c is not line)]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": line.message,
                                                                       "decides": decides})})
