"""Video editing as the whole question (fix75c #6, issues 27/28): "I use DaVinci Resolve with my 3060, should I upgrade
to a 4070" got "Yes for speed only: 2.30x as fast" — deep-learning training speed, as if asked — and "which GPU is best
for video editing in Premiere" asked for a budget to rank deep-learning cards. The advisor is about deep learning: when
editing (:data:`advisor.ask.video_editing.EDITING`) is said and no deep-learning job beside it (no use case, model,
task or job read, no model spoken of), the reply says so in a line and gives what carries over — each card's memory
and its architecture (the generation its hardware encoder and decoder, NVENC/NVDEC, come with; the card table's
columns, no encoder figure of ours) — and points to the editor's own hardware guide. No ranking. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, msg
from ..wording import card_param, gb
from .video_editing import EDITING

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_MODEL_SAID = re.compile(r"(?<![a-z])(?:models?|ai|llms?|lora|train|training|inference|stable\s+diffusion|comfyui|"
                         r"upscal\w*|topaz)(?![a-z])|模型|训练|訓練|推理|大模型", re.IGNORECASE)
"""Words of a deep-learning job beside the editing ("run this video editing model", "and some AI upscaling")."""


_GENERATING = re.compile(r"(?<![a-z])(?:generat\w*|text[\s-]*to[\s-]*video|image[\s-]*to[\s-]*video|t2v|i2v|"
                         r"animat\w*|diffusion)(?![a-z])|生成", re.IGNORECASE)
"""Words of a video generated, not edited: with them, "video" is the video-generation job."""


def _video_read(text: str, read_as: ReadAs) -> bool:
    """Whether the only deep-learning job read is video generation taken from the edited video's own words ("I edit
    4K video in Premiere": the video edited, fix78d), with no word of generating one."""
    return read_as.job == "video-gen" and read_as.use_case in (None, "cv-research") and (
        _GENERATING.search(text) is None)


def editing_alone(text: str, read_as: ReadAs) -> bool:
    """Whether ``text`` asks about video editing and nothing the advisor ranks (module docstring)."""
    video = _video_read(text, read_as)
    return (EDITING.search(text) is not None and (read_as.use_case is None or video) and read_as.model is None
            and read_as.task is None and (read_as.job is None or video) and getattr(read_as, "generator", None)
            is None and _MODEL_SAID.search(EDITING.sub(" ", text)) is None)


def editing_reply(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The reply to a video-editing question (module docstring): the cards named with their memory and architecture,
    or what matters for editing when none is; ``None`` when a deep-learning job is said too, or no editing is."""
    if not editing_alone(text, read_as):
        return None
    cards = [advisor.card(name) for name in read_as.cards]
    if not cards:
        return msg("ask.editing.none", "I advise on GPUs for deep learning, not video editing, so I don't rank "
                   "cards for it. What matters there: memory for timelines, and the generation of the card's hardware "
                   "encoder and decoder (NVENC/NVDEC; the editor's GPU guide lists what it uses). Running AI models "
                   "too? Say which and I will rank cards for them.")
    said = [msg("ask.editing.card", "{card} ({memory}, {architecture})", card=card_param(c.name),
                memory=gb(c.memory_gb or 0), architecture=c.architecture or "?") for c in cards]
    return msg("ask.editing.cards", "I advise on GPUs for deep learning, not video editing: no editing verdict "
               "here. What carries over: {cards} — memory for timelines, and the architecture, whose hardware encoder "
               "and decoder (NVENC/NVDEC) set which codecs export fast (the editor's GPU guide lists them). Running "
               "AI models too? Say which and I will weigh the cards for them.", cards=said)


__all__ = ["editing_alone", "editing_reply"]
