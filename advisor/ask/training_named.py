"""A general ranking asked for training names the job (fix32c, break28 #11: "best 4 gpu setup for training, budget
20000" said "For 20,000 USD (general)", the word "training" lost). The general use case is the one ranked by training
throughput (``guide rules``, :mod:`advisor.recommend`), so the headline's use case is said as "training" where the
question says it. Pure."""

from __future__ import annotations

import re
from typing import Any

from ..i18n import MessageParam, msg

TRAINING = re.compile(r"(?<![a-z])(?:train(?:ing|s)?|fine[\s-]?tun(?:e|ing)|finetun(?:e|ing)|pre[\s-]?train(?:ing)?)"
                      r"(?![a-z])|训练|訓練|微调|微調")
"""Words that name a training job."""


def training_named(text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` with its headline's use case said as training (module docstring), or ``answer`` itself."""
    shape = getattr(answer, "shape", None)
    head = getattr(shape, "headline", None)
    named = getattr(read_as, "training", False) or TRAINING.search(text.lower()) is not None  # kept by a follow-up
    if getattr(read_as, "command", None) != "recommend" or getattr(answer, "use_case", None) != "general" or (
            shape is None or head is None or not named):
        return answer
    said = head.params.get("use_case")
    if not isinstance(said, MessageParam) or said.key != "answer.use_case.general":
        return answer
    training = msg("answer.use_case.training", "training")
    params = {**head.params, "use_case": MessageParam(key=training.key, params=training.params)}
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head.model_copy(
        update={"params": params})})})


def training_kept(text: str, read_as: Any) -> Any:
    """``read_as`` marked ``training`` when ``text`` asks a general ranking for training, so a follow-up that changes
    only the budget keeps the job's name (break30 #13: "best gpu for training under 1000" then "bump it to 1.8k" went
    from "(training)" to "(general)"); a follow-up keeps it as every slot it does not change."""
    if read_as.command == "recommend" and read_as.use_case in (None, "general") and not read_as.training and (
            TRAINING.search(text.lower())):
        return read_as.model_copy(update={"training": True})
    return read_as


__all__ = ["TRAINING", "training_kept", "training_named"]
