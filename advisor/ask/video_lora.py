"""A video model's LoRA is sized as that job, never as an LLM of the same parameter count (issue 28, F12).

"LoRA training of Wan 2.1 14B on my 3090" was read as a 14B *language model* (31.8 GB in bf16, QLoRA 10.4 GB) and
"a HunyuanVideo LoRA on a 4060 Ti 16 GB" got the LLM sizes the card fine-tunes. A video diffusion model's LoRA
is trained by its own tools at its own settings: musubi-tuner (kohya-ss), the trainer of HunyuanVideo, Wan 2.1
and FramePack LoRAs, asks 24 GB or more for video training, and trains from 12 GB at 960x544 or lower with block
swapping and an fp8 base (``data/owner_jobs.csv`` rows ``video-lora``). :func:`video_lora` answers such a question
from those rows; :func:`unnamed_lora` says, for a LoRA question that names no model and no LLM word ("how much VRAM
does LoRA training need here?"), what a video model's LoRA needs beside the LLM sizes the answer gives.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import jobs
from ..i18n import Message, Quantity, msg
from ..wording import card_param
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

VIDEO_MODEL = re.compile(r"(?<![a-z])(?:wan\s?2(?:\.\d)?|wan(?=\s+(?:lora|video|model|i2v|t2v))|hunyuan[\s-]?video|"
                         r"cogvideox?|ltx[\s-]?video|framepack|"
                         r"mochi|open[\s-]?sora|stable\s+video\s+diffusion|animatediff|text[\s-]to[\s-]video|"
                         r"image[\s-]to[\s-]video|video\s+(?:generation|diffusion)\s+models?)(?![a-z])|视频生成|视频模型|"
                         r"視頻生成|影片生成")
"""A video diffusion model named (Wan, HunyuanVideo, CogVideoX, LTX-Video, FramePack…)."""
LLM_NAMED = re.compile(r"(?<![a-z])(?:llms?|language\s+models?|gpt|chat\w*|tokens?|llama|qwen|mistral|gemma|phi|"
                       r"deepseek|glm|baichuan|yi|falcon|bert|t5)(?![a-z])|大模型|语言模型|語言模型")
"""An LLM said in words or by family: a LoRA question that says one is the LLM's."""
TRAINS = re.compile(r"(?<![a-z])(?:q?lora|fine[\s-]?tun\w*|train\w*|finetun\w*)(?![a-z])|训练|訓練|微调|微調")


def _rows() -> tuple[jobs.JobRow, jobs.JobRow] | None:
    """The lightest and the full ``video-lora`` rows of ``data/owner_jobs.csv``, or ``None``."""
    rows = sorted(jobs.rows("video-lora"), key=lambda r: r.vram_gb)
    return (rows[0], rows[-1]) if len(rows) >= 2 else None


def _not_fit_or_why(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`video_lora` says nothing: no short form, or neither a fit nor a card's verdict."""
    return getattr(answer, "shape", None) is None or read_as.command not in ("fits", "why")


@gated(_not_fit_or_why, "answer")
def video_lora(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with a video model's LoRA sized as that job (module docstring) when ``text`` names a video model
    and training; its LLM sizing and ways leave the short form. Unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    rows = _rows()
    if shape is None or rows is None or read_as.command not in ("fits", "why") or not (
            VIDEO_MODEL.search(low) and TRAINS.search(low)) or LLM_NAMED.search(low):
        return answer
    light, full = rows
    figures = dict(full=Quantity(value=full.vram_gb, unit="GB"), light=Quantity(value=light.vram_gb, unit="GB"),
                   resolution=light.resolution, setting=light.setting)
    if not read_as.cards:
        head = msg("video-lora.sized", "A video model's LoRA (HunyuanVideo, Wan 2.1 14B with musubi-tuner) needs "
                   "{full} or more; from {light} it trains at {resolution} or lower with {setting} (slower). It is "
                   "no LLM: its parameter count does not size it.", **figures)
    else:
        card = advisor.catalog.card(read_as.cards[0])
        mem = card.llm_memory_gb or card.memory_gb or 0.0  # one card: musubi-tuner trains on one GPU
        params = dict(figures, card=card_param(card.name), memory=Quantity(value=mem, unit="GB"))
        if mem >= full.vram_gb:
            head = msg("video-lora.yes", "{card} ({memory}): yes, a video model's LoRA (HunyuanVideo, Wan 2.1 14B with "
                       "musubi-tuner) needs {full} or more, which it has.", **params)
        elif mem >= light.vram_gb:
            head = msg("video-lora.light", "{card} ({memory}): only with memory savers — a video model's LoRA "
                       "(HunyuanVideo, Wan 2.1 14B with musubi-tuner) needs {full} or more; from {light} it trains at "
                       "{resolution} or lower with {setting} (slower).", **params)
        else:
            head = msg("video-lora.no", "{card} ({memory}): no — a video model's LoRA (HunyuanVideo, Wan 2.1 14B with "
                       "musubi-tuner) needs {light} at the least ({resolution} with {setting}), {full} in full.",
                       **params)
    new = shape.model_copy(update={"headline": head, "decides": [], "ranking": [], "caveats": [], "unit": None,
                                   "details": shape.details + 1 + len(shape.ranking) + len(shape.caveats)})
    return answer.model_copy(update={"shape": new})


def unnamed_lora(advisor: Advisor, read_as: ReadAs, text: str, answer):
    """``answer`` led by what LoRA needs for each kind of model, when a LoRA question names no model and no LLM
    word (F12: "how much VRAM does LoRA training need here, and is a V100 enough?", asked in a video model's
    repository). The model is unknown, so neither the LLM sizes nor a pace are THE answer: the headline asks which
    model and gives both — a video model's LoRA from ``data/owner_jobs.csv`` (``video-lora`` rows, with the asked
    card's memory against them) and the language-model sizes the answer had, without its "Yes, at a fair pace"
    (a pace for a job nobody named). Unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    rows = _rows()
    low = text.lower()
    if shape is None or rows is None or read_as.command != "fits" or read_as.model is not None or read_as.task not in (
            "lora", "qlora") or LLM_NAMED.search(low) or VIDEO_MODEL.search(low):
        return answer
    light, full = rows
    figures = dict(full=Quantity(value=full.vram_gb, unit="GB"), light=Quantity(value=light.vram_gb, unit="GB"),
                   resolution=light.resolution, setting=light.setting)
    video: Message = msg("video-lora.unnamed.video", "a video model's LoRA (HunyuanVideo, Wan 2.1 with musubi-tuner) "
                         "needs {full} or more, {light} at {resolution} with {setting}", **figures)
    if read_as.cards:
        card = advisor.catalog.card(read_as.cards[0])
        mem = card.llm_memory_gb or card.memory_gb or 0.0  # one card: musubi-tuner trains on one GPU
        params = dict(video=video, card=card_param(card.name), memory=Quantity(value=mem, unit="GB"))
        video = (msg("video-lora.unnamed.video-yes", "{video}: {card}'s {memory} is enough", **params)
                 if mem >= full.vram_gb else
                 msg("video-lora.unnamed.video-light", "{video}: {card}'s {memory} only with those savers", **params)
                 if mem >= light.vram_gb else
                 msg("video-lora.unnamed.video-no", "{video}: {card}'s {memory} is too little", **params))
    head = shape.headline
    llm = head.params.get("summary") if head is not None and head.key.startswith("runs.train.") else None
    llm_part = llm if llm is not None else head
    if llm_part is None:
        return answer
    headline = msg("video-lora.unnamed.head", "Which model? LoRA memory depends on it, and none is named: {video}. "
                   "For a language model: {llm}", video=video, llm=llm_part)
    new = shape.model_copy(update={"headline": headline})
    return answer.model_copy(update={"shape": new})
