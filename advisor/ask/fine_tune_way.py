"""Which way of fine-tuning leads a rig's answer (fix42b): ``fits --task full-finetune`` on a rig leads with full
fine-tuning, the usual way (LoRA or QLoRA) second (:func:`advisor.runs.full_first`); a question that says only
"fine-tune" ("two 24gb gpus, what can I fine-tune?") leads with the usual way (fix40b), and one that names full
fine-tuning ("what can I full fine-tune on two 24gb gpus", "全参微调") keeps full fine-tuning first. Pure."""

from __future__ import annotations

from ..models.owned import Runs
from ..runs import way_unsaid
from . import cues
from .models import ReadAs
from .vocabulary import vocabulary


def full_named(text: str) -> bool:
    """``text`` names full fine-tuning ("full fine-tune", "全参", "fully fine-tune", "without lora")."""
    low = text.lower()
    return bool(vocabulary().tasks["full-finetune"].search(low) or cues.FULLY_TUNED.search(low))


def fine_tune_way(text: str, read_as: ReadAs, answer):
    """``answer`` with the usual way first when it is a rig's full fine-tuning answer to a question that never named
    full fine-tuning; else ``answer`` as it is."""
    if (not isinstance(answer, Runs) or read_as.command != "fits" or read_as.task != "full-finetune"
            or full_named(text)):
        return answer
    summary = way_unsaid(answer.summary)
    if summary == answer.summary:
        return answer
    reasons = [r.model_copy(update={"message": summary}) if r.message == answer.summary else r for r in answer.reasons]
    shape = answer.shape
    if shape is not None and shape.headline == answer.summary:
        shape = shape.model_copy(update={"headline": summary})
    return answer.model_copy(update={"summary": summary, "reasons": reasons, "shape": shape})
