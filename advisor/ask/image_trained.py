"""Training an image model said in words (fix48b, issue 28 kind D): "used 3090 or new 5070 Ti for training diffusion
models?", "best GPU under 1500 USD for training diffusion models" read the image
use case with no task, so two cards were weighed — and a budget ranked — by Stable Diffusion 1.5's inference it/s.
A buyer who trains an image model is read with the task ``lora`` (the job :mod:`advisor.image_train` ranks and
:mod:`advisor.image_train_compare` weighs: memory first, then training speed) — never an owner of one card (their
answer is the card's own; an owner setting theirs against another card is weighed so, review22 #1: "is my 3090 better
than a 4090 for sdxl training?" was SD 1.5 inference it/s), never a model named (an LLM's fine-tune), never video.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_needs import VIDEO_WORDS, find_generator

if TYPE_CHECKING:
    from .reader import Reading

TRAINING = re.compile(r"(?<![a-z])(?:train|trains|training|trained|loras?|dreambooth|fine[\s-]?tun\w*|finetun\w*)"
                      r"(?![a-z])|训练|訓練|炼丹|煉丹|微调|微調")
"""Words that train the image model a buyer asks about."""


def image_trained(r: Reading, low: str) -> None:
    """Read a buyer's image-model training as the task ``lora`` (module docstring)."""
    if r.use_case not in (None, "image") or r.model is not None or r.own and len(r.cards) < 2 or r.task not in (
            None, "lora", "qlora", "full-finetune"):
        return
    if r.budget is None and len(r.cards) < 2 or not TRAINING.search(low) or VIDEO_WORDS.search(low):
        return
    g = find_generator(r.text)
    if g is not None and g.job not in ("image-lora", "image-gen") or r.use_case is None and (
            g is None or g.job != "image-lora") and "dreambooth" not in low:  # "dreambooth: 4070 ti super or 3080?"
        return
    r.use_case, r.task = "image", "lora"
