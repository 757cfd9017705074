"""A training question that names a deep-learning framework and no model (break26 #24): "I have an RX 9070 XT,
can I train with pytorch?" asks whether the framework trains on the card at all — its PyTorch (CUDA, ROCm)
standing and what it trains — never an LLM's full fine-tune of the smallest model that fits."""

from __future__ import annotations

import re

from . import cues

FRAMEWORK = re.compile(r"(?<![a-z])(?:py\s?torch|torch|tensorflow|tf2|keras|jax|flax|paddle(?:paddle)?|mxnet)"
                       r"(?![a-z])|飞桨|飛槳")
"""A deep-learning framework named ("with pytorch", "用tensorflow")."""


def framework_training(text: str, *, model_named: bool, llm_use: bool) -> bool:
    """Whether ``text`` asks about training with a named framework and names no model (``model_named``: a model
    or a family read), no LLM (``llm_use``: the LLM use case read; :data:`cues.LLM_SAID`) and no fine-tune: the
    general training a card does (its overview), not an LLM's fit."""
    low = text.lower()
    return bool(FRAMEWORK.search(low) and cues.TRAINING_SAID.search(low)) and not (
        model_named or llm_use or cues.LLM_SAID.search(low)
        or re.search(r"fine[\s-]?tun|finetun|微调|微調|(?<![a-z])(?:sft|models?)(?![a-z])|模型", low))
