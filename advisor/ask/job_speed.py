"""A budget buyer who names a training job whose memory need is published (issue 28; newuser13: "i have $2000 and
want to train yolov8" led with a slower RTX 3090 because "memory decides what fits at all", though YOLOv8-class
detectors train at their published batch in 16 GB): the recommendation is made again with the job
(:meth:`advisor.api.Advisor.recommend` ``job``), so memory leads only where the job's need decides
(:func:`advisor.recommend.headroom.memory_decides`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..jobs import BATCH_JOBS
from ..kinds import find_job
from ..models import Recommendation
from .job_count import job_count_said
from .train_time import time_said

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def job_speed_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """:func:`_job_speed_first`, then how many cards and how much system RAM a batch training job on one card takes,
    when asked (:func:`advisor.ask.job_count.job_count_said`, judge30)."""
    return job_count_said(advisor, text, read_as, _job_speed_first(advisor, text, read_as, answer))


def _job_speed_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a recommendation led by memory, role ``memory`` first, for no model) made again for the training
    job ``text`` names (:func:`advisor.kinds.find_job`: ``detector``, ``cnn``, ``gan``) when that job's need does not
    make memory decide; a fine-tune asked how long with what decides the time (:func:`.train_time.time_said`); any
    other answer as it is."""
    answer = time_said(text, answer, read_as.topic)  # "… how long would it take?" of a fine-tune (U18)
    if (not isinstance(answer, Recommendation) or read_as.model is not None or not answer.picks
            or answer.picks[0].role != "memory" or answer.gpus != 1):
        return answer
    job = find_job(text)
    if job not in BATCH_JOBS:
        return answer
    try:
        again = advisor.recommend(f"{answer.budget.amount:g} {answer.budget.currency}", market=answer.market.id,
                                  use_case=answer.use_case, job=job)
    except AdvisorError:
        return answer
    return again if again.picks and again.picks[0].role != "memory" else answer
