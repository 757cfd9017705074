"""A budget that holds no card for the fine-tuning asked: the cheaper way of the same job, ranked instead.

``recommend 2000 --model 13b --task lora`` said "nothing within 2,000 USD is worth buying" and showed a
2,623 USD workstation card (breaker 2026-12-03, #6): 16-bit LoRA of a 13B model needs about 30 GB, which no
card within the budget has, while the way people fine-tune a 13B model on one card of that price is QLoRA (the
base in 4-bit: about 9.8 GB, :func:`advisor.fits.estimate`), which ``fits 13b --task qlora`` itself shows
holding on a used 24 GB card. When no pick within the budget holds the task asked and the precision was not
asked, the answer is ranked for the next cheaper way of the same job (full fine-tuning → LoRA → QLoRA,
``memory.llm-task``; Dettmers et al. 2023, QLoRA) and its headline says both: what the asked way needs and that
nothing within the budget holds it, and the way that does.

Pure: a function of the recommendation and a way to rank another workload.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .fits import need_gb
from .fits.parsing import TASK_LABEL_MESSAGES, TASK_PRECISIONS
from .i18n import Quantity, Text, msg

if TYPE_CHECKING:
    from .models import Recommendation
    from .workload import Workload

CHEAPER_TASK = {"full-finetune": "lora", "lora": "qlora"}
"""The next cheaper way of the same fine-tuning job (less memory, same model): full → LoRA → QLoRA."""


def with_cheaper_task(rec: Recommendation, rank: Callable[[Workload], Recommendation], workload: Workload,
                      precision: str | None, cheaper: Callable[[str], Workload]) -> Recommendation:
    """``rec`` when it has a pick within the budget, when the job is no fine-tuning with a cheaper way, or when the
    precision asked is not one the cheaper way takes (kept as asked: bf16 LoRA never becomes 4-bit QLoRA; bf16 full
    fine-tuning may become bf16 LoRA); else the first cheaper way (``cheaper(task)`` its workload, same precision,
    ``rank`` its recommendation) that has a pick within the budget, with :attr:`Recommendation.stepped` saying
    the asked way's need (GB) and the way taken; ``rec`` when none has."""
    est = workload.estimate
    if rec.picks or est is None:
        return rec
    task = est.task
    while task in CHEAPER_TASK:
        task = CHEAPER_TASK[task]
        if precision is not None and precision not in TASK_PRECISIONS[task]:
            return rec  # the precision asked is kept: QLoRA's 4-bit base is not the bf16 asked
        taken = cheaper(task)
        other = rank(taken)
        if other.picks and taken.estimate is not None:
            asked, way = (msg("recommend.stepped.way", "{model} {task} in {precision} (about {need})",
                              model=Text(value=e.arch.name), task=TASK_LABEL_MESSAGES[e.task],
                              precision=Text(value=e.precision), need=Quantity(value=need_gb(e.total), unit="GB"))
                          for e in (est, taken.estimate))
            return other.model_copy(update={"stepped": [asked, way]})
    return rec


__all__ = ["CHEAPER_TASK", "with_cheaper_task"]
