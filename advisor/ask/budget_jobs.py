"""Two jobs under a budget (fix39e, issues 27 and 28): "budget $1000 for flux and llama 3 8b", "预算8000元，跑sdxl和7b
模型". The ranking was the LLM's alone — its memory floor the LLM's, its headline's level line ("16 GB runs it in
fp16") the LLM's — and the image model said beside it was answered nowhere.

- :func:`jobs_floor` (read time): said to run at once ("at the same time", "同时": :data:`.same_time.SAME_TIME`), both
  stay loaded, so the card holds the sum — the LLM at the ranking's run level (4-bit at a run's context,
  ``memory.llm-task``) plus the image model's published figure (``data/owner_jobs.csv``, its source said) — and the
  ranking's memory floor (``min_memory``) is that sum with a fit's room, said with its arithmetic on the read-as line;
  one job at a time, the image model's own need is the floor where it is above the LLM's ("flux": 16 GB in fp8).
- :func:`jobs_lines` (answer time): the pick's answer says the image job on it — what its memory holds of the
  published image set-ups and its Stable Diffusion speed (:func:`advisor.jobs.job_message`, as
  :mod:`advisor.ask.both_jobs` does for a named card); at once, the level line that weighs the LLM alone on the card
  goes (the card's memory is shared).

Whisper beside an LLM is :mod:`advisor.ask.job_buyer`'s own ranking. Pure: no I/O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import jobs
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import DEFAULT_CONTEXT, estimate, need_gb
from ..i18n import Message, msg
from ..models import Caveat, Recommendation
from .jobs_at_once import AT_ONCE, AT_ONCE_KEYS, JOB_NOTES, at_once_floor, one_at_a_time, said_rule, unsized
from .jobs_cuda import VENDOR, cuda_said
from .same_time import _other_rows

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question, ReadAs

_IMAGE = ("image-gen",)
"""The second jobs weighed here (an image generator); Whisper beside an LLM is :mod:`advisor.ask.job_buyer`'s."""


def _llm_gb(advisor: Advisor, read_as: ReadAs) -> float | None:
    """GB one card needs to run the reading's LLM at 4-bit at a run's context (``None``: no model the table knows)."""
    if read_as.model is None:
        return None
    try:
        arch = advisor.llm_models.resolve(read_as.model.name)
    except (AdvisorError, KeyError, ValueError):
        return None
    return round(need_gb(estimate(arch, "inference", "int4", DEFAULT_CONTEXT["inference"], 1).total), 1)


def _others(read_as: ReadAs, text: str) -> list:
    """Every other model's published row (:func:`advisor.ask.same_time._other_rows`: image generators, Whisper) of a
    ranking for an LLM said beside it, in the order said; empty otherwise."""
    if read_as.command != "recommend" or (read_as.model is None and not read_as.jobs) or read_as.cards or (
            read_as.task not in (None, "inference")):  # no model: the jobs :func:`.jobs_at_once.unsized` sized
        return []
    low = text.lower()
    if read_as.generator is not None:
        low = f"{low} {str(read_as.generator).lower()}"
    return _other_rows(low)


def _second(read_as: ReadAs, text: str):
    """The second model's row of :func:`_others` an image generator first, else Whisper; ``None`` when none."""
    found = _others(read_as, text)
    return next((r for r in found if r.job in _IMAGE), found[0] if found else None)


def jobs_floor(advisor: Advisor, text: str, read_as: ReadAs, market: str | None = None) -> ReadAs:
    """``read_as`` with the ranking's memory floor for every job (module docstring) when it ranks cards for an LLM
    with an image model said beside it (and Whisper, any number: :mod:`.jobs_at_once`): at once, their sum; one at a
    time, the largest model's own published need where it is above the LLM's and the use case's floor ("budget $1000
    for flux and llama 3 8b": FLUX.1 dev in fp8, 16 GB, never a 12 GB card). The jobs and their rule are kept for a
    follow-up ("and if I also run sdxl at the same time?", then "what if one at a time?": break34 #6). Said on the
    read-as line; ``read_as`` unchanged otherwise."""
    low = text.lower()
    before = [n for n in read_as.notes if n.key.startswith(JOB_NOTES)]  # said before the follow-up
    kept_jobs = " ".join(read_as.jobs or []).lower()  # the jobs a question before sized (break34 #6)
    rule = said_rule(low)  # the question says how they run: at once, one at a time, or nothing
    if before or kept_jobs:
        said_before = getattr(before[0].params.get("model"), "value", None) if before else None
        if (read_as.model is not None and said_before == read_as.model.name and rule is None
                and not _other_rows(low)):
            return read_as  # "and used?": the same jobs, the floor kept
        read_as = read_as.model_copy(update={"memory_gb": None, "notes": [n for n in read_as.notes
                                                                          if n not in before]})
    at_once = rule if rule is not None else bool(read_as.at_once)
    if read_as.model is None:
        return unsized(read_as, f"{low} {kept_jobs}", at_once, rule is not None or bool(kept_jobs))
    found = _others(read_as, f"{low} {kept_jobs}")
    if not any(r.job in _IMAGE for r in found):  # none, or Whisper alone beside an LLM: its own ranking
        return read_as  # (advisor.ask.job_buyer)
    llm = _llm_gb(advisor, read_as)  # no second job: its need unread (perf26)
    if llm is None:
        return read_as
    said = [m for m in (read_as.memory_gb or []) if m is not None]
    try:
        floor = advisor.rules.floor_value("llm", advisor.catalog.market(read_as.market or market or None))
    except AdvisorError:
        return read_as
    jobs = {"jobs": [f"{r.model} ({r.setting})" for r in found], "at_once": at_once}
    total: float | None
    note: Message | None
    if at_once:
        total, note = at_once_floor(found, llm, read_as.model.name, max([floor, *said]))
    else:
        total, note = one_at_a_time(found, llm, read_as.model.name, max([floor, llm, *said]),
                                    rule is False or bool(before) or bool(kept_jobs))  # a follow-up's job: said
        if note is None:
            return read_as.model_copy(update=jobs)
    drop = ("ask.use-case-second", *(("ask.note.generator-heavier",) if at_once else ()))  # every job sized: no "ask
    # it alone"; at once no "ranked for the heavier" (each is summed)
    kept = [n for n in read_as.notes if n.key not in drop]
    memory = {"memory_gb": [max([total, *said])]} if total is not None else {}
    return read_as.model_copy(update={**memory, "notes": [*kept, note], **jobs})


def jobs_lines(advisor: Advisor, q: Question) -> Question:
    """``q`` with the image job said on its pick (module docstring) when it ranks cards for an LLM with an image
    generator said beside it; at once, without the level line that weighs the LLM alone on the card. ``q`` unchanged
    otherwise."""
    read_as, answer = q.read_as, q.answer
    if not isinstance(answer, Recommendation) or answer.shape is None or not answer.picks:
        return q
    row = _second(read_as, " ".join([q.text, *(read_as.jobs or [])]))  # with the jobs a question before sized
    if row is None or row.job not in _IMAGE:
        return q
    pick = answer.picks[0]
    card = advisor.card(pick.card)
    if card.is_system or not card.memory_gb or (pick.gpus or 1) > 1:
        return q
    decides = list(answer.shape.decides)
    if any(getattr(d, "message", None) is not None and d.message.key.startswith("jobs.gen.") for d in decides):
        return q
    line = jobs.job_message("image-gen", card, card.memory_gb, None, None, advisor.catalog)
    decides.insert(0, Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=line))
    room = max([m for m in (read_as.memory_gb or []) if m is not None], default=card.memory_gb)
    every = any(n.key in AT_ONCE_KEYS[2:] for n in read_as.notes)  # three jobs or more at once: "them all"
    why = cuda_said(advisor, answer, room, every)  # a first pick without CUDA for an image job: why (fix40b)
    if why:
        decides[:1] = [Caveat(rule_id=VENDOR, weight=DECIDING_WEIGHT, message=why[0]), decides[0],
                       *[Caveat(rule_id=VENDOR, weight=DECIDING_WEIGHT, message=m) for m in why[1:]]]
    answer = answer.model_copy(update={"shape": answer.shape.model_copy(update={"decides": decides})})
    if any(n.key in AT_ONCE_KEYS for n in read_as.notes):  # at once: no level of the LLM alone
        answer = answer.model_copy(update=_without_levels(answer))
    return q.model_copy(update={"answer": answer})


def _without_levels(answer: Recommendation) -> dict[str, Any]:
    """The parts of ``answer`` whose level line ("7B needs about 14.6 GB in fp16 …: 16 GB runs it in fp16", the LLM
    alone on the card: :func:`advisor.llm_headroom.why`) goes when both jobs share the card."""
    shape = answer.shape
    if shape is None or shape.headline.key != "shape.recommend.headroom":
        return {}
    params = {k: v for k, v in shape.headline.params.items() if k != "why"}
    headline = msg("shape.recommend", "For {budget} ({use_case}), buy {card}.", **params)
    return {"headroom": None, "shape": shape.model_copy(update={"headline": headline})}


__all__ = ["AT_ONCE", "jobs_floor", "jobs_lines"]
