"""The model a ranking's speeds are on, said when it is not the one asked (issue 28; newuser13: "4090 vs 5090 for
llama 3 70b" showed tokens/s "on Qwen3 32B" with no word that the model changed): the answer's speed unit says the
speeds are on another model and why (:func:`advisor.shape_speed.other_model`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..shape_speed import other_model

if TYPE_CHECKING:
    from .models import ReadAs


def speed_model_said(read_as: ReadAs, answer: Any) -> Any:
    """``answer`` with its unit saying the model its decode speeds are on when the question named another
    (``read_as.model``); unchanged when no model was named, the speeds are on it, or the ranking has no decode
    speed."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.model is None or not shape.ranking:
        return answer
    said = other_model(shape.unit, shape.ranking, read_as.model.name)
    if said is shape.unit:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"unit": said})})
