"""How long a fine-tune takes, when asked (issue 28, U18: "would an RTX 3060 do for LoRA on a 7B LLaMA, and how
long would it take?" answered the memory and left the time unanswered).

No measured LoRA or QLoRA throughput (tokens a second a card trains at) is in the tables
(``data/performance/pretrain_rate.csv`` holds pretraining's), so the answer says what decides the time instead of
a figure it cannot source: the tokens trained on (examples × tokens each × epochs) over the card's training rate,
measured on the member's own first steps.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Card, msg
from ..models import Caveat, Fit
from ..shape_limits import CAVEAT_WEIGHT

HOW_LONG = re.compile(r"(?<![a-z])(?:how\s+long|how\s+many\s+(?:hours|days|minutes)|how\s+much\s+time|"
                      r"time\s+(?:would|will|does)\s+it\s+take)(?![a-z])|多久|多长时间|多長時間|多少(?:小时|小時|天|分钟|分鐘)|"
                      r"几个?(?:小时|天)|幾個?(?:小時|天)|要跑多|训练时间|訓練時間")
"""A question that asks how long a job takes ("how long would it take", "多久能训完")."""
TRAINED = frozenset({"lora", "qlora", "full-finetune"})
"""The fine-tuning tasks of a ``fits`` answer."""


def time_said(text: str, answer: Any, topic: str | None = None) -> Any:
    """``answer`` (a ``fits`` answer of a fine-tune, :data:`TRAINED`, asked how long: :data:`HOW_LONG`) with what
    decides the time said among its deciding facts, about the card the answer is on (the member's, else the first
    it ranks); any other answer as it is, and pretraining (``topic`` ``pretrain``, or a pretraining line said
    already: :mod:`advisor.ask.pretrain_count` sizes its days from Chinchilla's tokens and the card's FLOPs)."""
    if not isinstance(answer, Fit) or answer.task not in TRAINED or answer.shape is None or topic == "pretrain" \
            or any(c.message.key.startswith("ask.pretrain") for c in answer.shape.decides) \
            or not HOW_LONG.search(" ".join(str(text).lower().split())):
        return answer
    card = (answer.rig.rig.cards[0].card if answer.rig is not None and answer.rig.rig.cards
            else answer.shape.ranking[0].card if answer.shape.ranking else None)
    if card is None:
        return answer
    line = Caveat(rule_id="memory.llm-task", weight=CAVEAT_WEIGHT + 3, message=msg(
        "ask.train-time", "How long: tokens trained on (examples × tokens × epochs) ÷ {card}'s rate, unmeasured "
        "here: time your first steps.", card=Card(value=card)))
    shape = answer.shape
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*shape.decides, line]})})
