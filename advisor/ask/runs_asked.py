"""What a card still runs, asked beside its worth ("What is a GTX 970 worth for deep learning today, and which models
can it run?", judge87 U05; fix84d): the buyer's verdict answers the worth, and the owner's line (``owner.keep``: keep
it for first tutorials and small models in its memory, on the last builds that support it) answers what it runs. That
line was a caveat under the short form's cut, so the second half of the question went unanswered: when the question
asks what the card runs, it is said among the deciding facts. Pure: it moves a message of the answer's own shape.
"""

from __future__ import annotations

import re
from typing import Any

from ..concerns import DECIDING_WEIGHT

RUNS_ASKED = re.compile(
    r"(?<![a-z])(?:which|what)\s+(?:(?:ai\s+|ml\s+|kinds?\s+of\s+|sorts?\s+of\s+)?(?:models?|llms?|networks?|jobs?|"
    r"tasks?|things?|work)\s+)?(?:can|could|will|would|does|do)\s+(?:it|this\s+card|that\s+card|the\s+card|one)\s+"
    r"(?:still\s+|even\s+|actually\s+)?(?:run|handle|train|do)(?![a-z])|"
    r"(?:能|可以|还能|還能)(?:跑|运行|運行|训练|訓練)(?:什么|什麼|哪些)")
"""A question asking what the card named runs ("which models can it run", "what can it still do", "能跑哪些模型")."""

OWNER_KEEP = "owner.keep"


def runs_said(text: str, answer: Any) -> Any:
    """``answer`` (a card's verdict for a buyer) with the owner's line (what the card is still good for) among its
    deciding facts when ``text`` asks what the card runs (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not RUNS_ASKED.search(text.lower()):
        return answer
    kept = next((c for c in shape.caveats if c.rule_id == OWNER_KEEP), None)
    if kept is None or any(c.rule_id == OWNER_KEEP for c in shape.decides):
        return answer
    said = kept.model_copy(update={"weight": DECIDING_WEIGHT})
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "decides": [said, *shape.decides], "caveats": [c for c in shape.caveats if c is not kept]})})


__all__ = ["RUNS_ASKED", "runs_said"]
