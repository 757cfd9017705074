"""What fine-tuning needs when the question names no model (fix75b #1, closing29): "how much vram to fine tune",
"微调需要多少显存", "how much vram do i need for lora" were refused as not about GPUs, while "how much vram to run an
llm" asks which model.

:func:`need_finetune` answers: which model, since the need goes by its parameters and the method; the rule
(``memory.llm-task``, ``data/rules.csv``: full fine-tuning with AdamW in mixed precision about 18 bytes a parameter
before activations; LoRA the 16-bit weights plus adapters, their optimizer states and activations; QLoRA the same on
4-bit weights); and one example size worked out by the project's own memory model (``fits``: :mod:`advisor.fits`),
so its figures are the ones ``fits`` gives for that model. Pure but for the advisor's estimates.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, cast

from ..errors import AdvisorError
from ..i18n import Message, Number, Text, msg
from ..image_needs import VIDEO_WORDS, find_generator
from ..models import Fit
from ..wording import gb
from .project_need import AMOUNT, ASKS_NEED

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

EXAMPLE = "Llama 3 8B"
"""The example size: an 8B model, the size most fine-tuned on one card (``memory.llm-task`` names 7-8B)."""
_FINE_TUNE = re.compile(r"(?<![a-z])(?:fine[\s-]?tun\w*|finetun\w*|q?lora|sft)(?![a-z])|微调|微調")
_OTHER = re.compile(r"(?<![a-z])(?:images?|pictures?|photos?|art|style|characters?|faces?|diffusion|sdxl|sd\s*1\.5|"
                    r"flux|dreambooth|yolo|detect\w*|segment\w*|classif\w*|resnet|vit|bert|whisper|tts|voice)"
                    r"(?![a-z])|图片|圖片|画风|畫風|绘画|繪畫|检测|檢測|分类|分類|语音|語音")
"""A job of another kind said ("a LoRA of my art style", "fine-tune yolo"): its own figures, never an LLM's."""
"""A fine-tune said: fine-tuning, LoRA, QLoRA, SFT."""


def need_finetune(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """"Which model?" with the fine-tuning rule and an example size worked out (module docstring) for a question
    that asks what fine-tuning needs and names no model, card, memory, owned rig, budget or image or video job;
    ``None`` otherwise."""
    low = unicodedata.normalize("NFKC", text).lower()
    if (read_as.model is not None or read_as.cards or read_as.budget is not None or read_as.unknown
            or read_as.memory_gb or read_as.own  # "我有两张24G的卡，能微调什么模型": the rig's ladder (fix42b)
            or not _FINE_TUNE.search(low) or not (AMOUNT.search(low) or ASKS_NEED.search(low))
            or find_generator(low) is not None or VIDEO_WORDS.search(low) or _OTHER.search(low)
            or read_as.use_case not in (None, "llm")):
        return None
    try:
        sized = {task: advisor.fits(EXAMPLE, task=task) for task in ("full-finetune", "lora", "qlora")}
    except AdvisorError:
        return None
    if not all(isinstance(f, Fit) for f in sized.values()):
        return None
    fit, full, qlora = (cast(Fit, sized[t]) for t in ("lora", "full-finetune", "qlora"))
    return msg("need-finetune.which", "Which model? What fine-tuning needs goes by the model's parameters and the "
               "method: full fine-tuning with AdamW in mixed precision takes about 18 bytes a parameter before the "
               "activations; LoRA about the 16-bit weights (2 bytes a parameter) plus its adapters, their optimizer "
               "states and the activations; QLoRA the same on 4-bit weights (about half a byte a parameter). For "
               "example, {model} ({params:,.0f}B parameters) at {context:,.0f} tokens, batch 1: full fine-tuning "
               "about {full}, LoRA about {lora}, QLoRA about {qlora}. Name your model (“fine-tune qwen2.5 7b”) and I "
               "will size it and say which cards hold it.", model=Text(value=EXAMPLE),
               params=Number(value=round(fit.model.params_b)), context=Number(value=fit.context_tokens),
               full=gb(round(full.memory.total_gb, 1)), lora=gb(round(fit.memory.total_gb, 1)),
               qlora=gb(round(qlora.memory.total_gb, 1)))


__all__ = ["need_finetune"]
