"""A budget said after a turn about a job is a budget for that job (break36 #4): "I want to run qwen3 coder 30b for
coding" (a fit) then "my budget is 2000 euros" is a ranking for Qwen3-Coder 30B within 2,000 EUR — use case llm, the
model and task kept — never a fresh general (training) ranking; "best gpu for sdxl?" then "我的预算是一万" ranks for
SDXL. Such a reply names a budget and nothing else of a job: no card, no model, no use case, no job word, no device
unknown (those make it a question of its own). Pure.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Context
    from .reader import Reading


def budget_for_job(before: Context | None, r: Reading) -> bool:
    """Whether ``r`` gives a budget for the job of the turn before (module docstring): it says a budget and no card,
    model, family, use case, job word or unknown device, after a reading with a model or a use case."""
    if before is None or r.budget is None or r.help or r.chatter:
        return False
    ra = before.read_as
    job_before = ra.model is not None or ra.use_case is not None or ra.generator is not None
    return job_before and not r.cards and r.model is None and r.model_family is None and r.use_case is None and (
        r.job_task is None and r.task is None and not r.unknown)


__all__ = ["budget_for_job"]
