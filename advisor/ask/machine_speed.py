"""A unified-memory machine's speed asked of its verdict (fix61c #6; newuser24: "is the dgx spark fast for llm
inference?" was answered "RECOMMENDED — a good buy for running LLMs" with gpt-oss 120b's ≈ 59 tok/s, and its slow
decode — 273 GB/s, the DGX Spark's bound — only in the details).

A machine (a DGX Spark, a Mac, a Strix Halo box) is bought for its memory; its drawback is speed, said by the
answer's own prefill reason (:func:`advisor.routes.prefill_message`: "reads prompts fast … but generates slowly:
decode is bound by its 273 GB/s", or its slow prompt reading, each measured and sourced in
``data/performance/prefill.csv``). When the question asks about speed ("fast", "slow", "tok/s", "速度", "快吗"), that
reason is what decides the answer: it is said right after the headline (``Shape.decides``), not as a caveat left out
for room. Pure: the answer and the question's words.
"""

from __future__ import annotations

import re

from ..models import Verdict
from .models import Question

_SPEED = re.compile(r"(?<![a-z])(?:fast(?:er)?|slow(?:er)?|speed|speedy|quick(?:ly)?|tok(?:ens)?\s*/\s*s|t/s|"
                    r"tokens?\s+(?:per|a)\s+sec(?:ond)?|tps|decode|decoding)(?![a-z])|速度|多快|快吗|快嗎|快不快|慢")
"""Speed asked: "is it fast", "how many tok/s", "速度怎么样"."""
_PREFILL = "routes.prefill."
"""The key prefix of a machine's prompt-reading reason (:mod:`advisor.routes`), which says its drawback."""


def speed_first(q: Question) -> Question:
    """``q`` with its machine's speed drawback leading its caveats (module docstring) when it answers a ``why`` of one
    unified-memory machine for LLMs (or no use said) and asks about speed; unchanged otherwise."""
    answer = q.answer
    if not isinstance(answer, Verdict) or answer.shape is None or (  # a prefill reason: a machine's alone
            q.read_as.use_case not in (None, "llm")) or not _SPEED.search(q.text.lower()):
        return q
    shape = answer.shape
    drawback = next((c for c in shape.caveats if c.message.key.startswith(_PREFILL)), None)
    if drawback is None or any(c.message.key.startswith(_PREFILL) for c in shape.decides):
        return q
    shape = shape.model_copy(update={"decides": [drawback, *shape.decides],
                                     "caveats": [c for c in shape.caveats if c is not drawback]})
    return q.model_copy(update={"answer": answer.model_copy(update={"shape": shape})})


__all__ = ["speed_first"]
