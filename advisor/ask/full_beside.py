"""Full fine-tuning's memory beside a LoRA comparison both cards hold (fix79c #5: "1 H100 or 1 RTX 5090 for
fine-tuning a 7B" said "Both are enough for 7B, LoRA fine-tuning … memory does not decide", and never where the 80 GB
against 32 GB does decide).

"Fine-tuning" with no way named is read as LoRA (``compare --task lora``), which both cards hold; but full fine-tuning
(every weight trained) is the other reading, and there the memory decides. When the question names no way (no
LoRA, QLoRA, PEFT, adapter or full), both cards hold the LoRA job, and the larger card holds the model's full
fine-tuning — with AdamW in mixed precision (``fits``' own estimate), or else with 8-bit Adam
(:data:`advisor.ask.memory_savers.ADAM8_MIXED_BYTES`, 10 bytes a parameter, with ``fits``' activations and CUDA
context) — where the smaller does not, that is said among the deciding facts, after the LoRA fact. Any other answer is
left as it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..compare_job import fit_need
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import GIB
from ..fits.memory import need_gb
from ..i18n import msg
from ..llm_need import usable_gb
from ..models import Caveat, Comparison, Fit
from ..thresholds import HEADROOM_GB
from ..wording import card_param, gb
from .memory_savers import ADAM8_MIXED_BYTES

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

WAY_SAID = re.compile(r"lora|peft|adapter|(?<![a-z])full|every\s+weight|all\s+(?:the\s+)?weights|"
                      r"全量|全参|全參")
"""A fine-tuning way named ("lora", "qlora", "full fine-tune", "全量微调"): the question's own reading stands."""


def full_beside(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a two-card LoRA comparison, no way named) with full fine-tuning's memory among its deciding facts
    when it decides between the cards (module docstring); ``answer`` as it is otherwise."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Comparison) or shape is None or len(answer.cards) != 2 or read_as.task != "lora"
            or read_as.model is None or (answer.counts or [1, 1]) != [1, 1] or WAY_SAID.search(text.lower())
            or not any(c.message.key == "ask.job.both" for c in shape.decides)):
        return answer
    full = fit_need(advisor, answer, read_as.model.name, "full-finetune")
    try:
        fit = advisor.fits(read_as.model.name, task="full-finetune", market=answer.market.id)
        arch = advisor.llm_models.resolve(read_as.model.name)
    except AdvisorError:
        return answer
    if full is None or not isinstance(fit, Fit):
        return answer
    adam8 = arch.params * ADAM8_MIXED_BYTES / GIB + fit.memory.activations_gb + fit.memory.overhead_gb
    big, small = sorted((advisor.card(c.card) for c in answer.cards), key=lambda c: -usable_gb(c))
    params = dict(model=card_param(read_as.model.name), full=gb(need_gb(full)), big=card_param(big.name),
                  big_memory=gb(usable_gb(big)), small=card_param(small.name), small_memory=gb(usable_gb(small)))
    if usable_gb(big) >= full + HEADROOM_GB > usable_gb(small):
        said = msg("ask.full-beside.full", "Memory decides only for full fine-tuning (every weight trained): {model} "
                   "then needs about {full}, which {big} ({big_memory}) holds and {small} ({small_memory}) does not.",
                   **params)
    elif usable_gb(big) >= adam8 + HEADROOM_GB > usable_gb(small):
        said = msg("ask.full-beside.adam8", "Memory decides only for full fine-tuning (every weight trained): {model} "
                   "then needs about {full} with AdamW in mixed precision, more than either, and about {adam8} with "
                   "8-bit Adam, which {big} ({big_memory}) holds and {small} ({small_memory}) does not.",
                   adam8=gb(round(adam8, 1)), **params)
    else:
        return answer
    at = next(i for i, c in enumerate(shape.decides) if c.message.key == "ask.job.both") + 1
    fact = Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "decides": [*shape.decides[:at], fact, *shape.decides[at:]]})})
