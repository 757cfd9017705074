""""Is that enough?" for a model the table sizes, asked of two set-ups (fix69a, issue 28 §1: the deciding fact
first; judge28 #13, #14 as a kind with a known model).

"I only have 2x RTX 4090 or 2x A100, is that enough to fine-tune llama 3 8b?" led with the comparison's speeds and
prices ("2 x GeForce RTX 4090 against 2 x A100 …, Better value: 2 x GeForce RTX 4090") and said "Both are enough"
only after it. The question asks whether the cards are enough: the comparison's fine-tune fact
(:func:`advisor.compare_job.fine_tune_fact`: both hold it, only one does, neither does — ``memory.by-task``) is its
answer, so :func:`enough_job_first` makes it the headline and keeps the comparison's own headline right after it.
Pure."""

from __future__ import annotations

import unicodedata

from ..concerns import DECIDING_WEIGHT
from ..models import Caveat, Comparison
from .enough import ENOUGH

JOB_KEYS = ("ask.job.both", "ask.job.one", "ask.job.neither", "ask.job.sharded", "ask.job.sharded.qlora")
"""The comparison's fine-tune facts (:func:`advisor.compare_job.fine_tune_fact`, :func:`advisor.pair_train.
sharded_said`)."""
RULE = "memory.by-task"


def enough_job_first(text: str, answer):
    """``answer`` (a comparison) with its fine-tune fact as the headline when ``text`` asks whether the cards are
    enough (:data:`advisor.ask.enough.ENOUGH`'s words) and the comparison has that fact; ``answer`` itself
    otherwise."""
    shape = getattr(answer, "shape", None)
    low = unicodedata.normalize("NFKC", text).lower()
    if shape is None or not isinstance(answer, Comparison) or not any(w in low for w in ENOUGH):
        return answer
    fact = next((c for c in shape.decides if c.message.key in JOB_KEYS), None)
    if fact is None:
        return answer
    compared = Caveat(rule_id=RULE, message=shape.headline, weight=max(fact.weight, DECIDING_WEIGHT))
    rest = [c for c in shape.decides if c is not fact]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": fact.message,
                                                                       "decides": [compared, *rest]})})


__all__ = ["JOB_KEYS", "enough_job_first"]
