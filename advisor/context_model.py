"""A context length said with no model keeps the budget's reference model (break34 #2, fix42d).

"best gpu for llm under $1500" ranks on the largest model the budget's cards run (Qwen3 32B on a 3090); "… with 32k
context under $1500" used to size a generic 7B instead, so the answer changed model and card. A context with no model,
task or precision named keeps the model the same budget's ranking is on, and sizes its KV cache at that context.
Pure: the unsized ranking is the caller's."""

from __future__ import annotations

from typing import Any


def reference_model(answer: Any) -> str | None:
    """The model an unsized LLM ranking's decode speeds are on (its first pick with one), ``None`` when none is."""
    for pick in getattr(answer, "picks", None) or []:
        speed = getattr(pick, "speed", None)
        if speed is not None and speed.measure == "decode" and speed.model:
            return str(speed.model)
    return None
