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
from ..i18n import Quantity, Text, msg
from ..models import Caveat, Recommendation
from ..thresholds import HEADROOM_GB
from .jobs_cuda import VENDOR, cuda_said
from .same_time import SAME_TIME, _other_rows

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question, ReadAs

AT_ONCE = "ask.jobs-at-once"
"""The read-as note of both jobs' memory summed into the ranking's floor."""
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


def _second(read_as: ReadAs, text: str):
    """The second model's published row (:func:`advisor.ask.same_time._other_rows`: an image generator first, else
    Whisper) of a ranking for an LLM with it said beside it; ``None`` otherwise."""
    if read_as.command != "recommend" or read_as.model is None or read_as.cards or read_as.task not in (
            None, "inference"):
        return None
    low = text.lower()
    if read_as.generator is not None:
        low = f"{low} {str(read_as.generator).lower()}"
    found = _other_rows(low)
    return next((r for r in found if r.job in _IMAGE), found[0] if found else None)


def jobs_floor(advisor: Advisor, text: str, read_as: ReadAs, market: str | None = None) -> ReadAs:
    """``read_as`` with the ranking's memory floor for both jobs (module docstring) when it ranks cards for an LLM with
    an image model said beside it: at once, their sum; one at a time, the image model's own published need
    where it is above the LLM's and the use case's floor ("budget $1000 for flux and llama 3 8b": FLUX.1 dev in fp8,
    16 GB, never a 12 GB card). Said on the read-as line; ``read_as`` unchanged otherwise."""
    before = next((n for n in read_as.notes if n.key.startswith(AT_ONCE)), None)  # said before the follow-up
    if before is not None:
        if read_as.model is not None and getattr(before.params.get("model"), "value", None) == read_as.model.name:
            return read_as  # "and used?": the same jobs, the floor kept
        said_at_once = before.key != AT_ONCE + ".image"  # "and for 13b?": the sum again, of the new model
        read_as = read_as.model_copy(update={"memory_gb": None, "notes": [n for n in read_as.notes if n != before]})
    else:
        said_at_once = False
    row = _second(read_as, text)
    llm = _llm_gb(advisor, read_as) if row is not None else None  # no second job: its need unread (perf26)
    if row is None or llm is None or read_as.model is None:
        return read_as
    if row.job not in _IMAGE:  # Whisper beside an LLM: its own ranking (advisor.ask.job_buyer)
        return read_as
    said = [m for m in (read_as.memory_gb or []) if m is not None]
    try:
        floor = advisor.rules.floor_value("llm", advisor.catalog.market(read_as.market or market or None))
    except AdvisorError:
        return read_as
    params = dict(llm=Quantity(value=llm, unit="GB", digits=1), model=Text(value=read_as.model.name),
                  second=Quantity(value=row.vram_gb, unit="GB", digits=1), second_model=Text(value=row.model),
                  setting=Text(value=row.setting), source=Text(value=row.source.split(" ")[0]))
    if said_at_once or SAME_TIME.search(text.lower()):
        total = round(llm + row.vram_gb, 1)
        room = round(total + HEADROOM_GB, 1)  # the room a fit keeps beyond its need (``memory.llm-task``)
        if room <= max([floor, *said]):  # the LLM's floor holds both with room: said so (the floor set all the same:
            # a small model's ranking may go below the use case's floor, "a 3b model": a 10 GB card)
            note = msg("ask.jobs-at-once.held", "Both at the same time on one card, both loaded: {llm} for {model} "
                       "(4-bit) + {second} for {second_model} ({setting}, {source}) = about {total}; every card "
                       "ranked holds both with room.", total=Quantity(value=total, unit="GB", digits=1), **params)
        else:
            note = msg("ask.jobs-at-once", "Both at the same time on one card, both loaded: {llm} for {model} "
                       "(4-bit) + {second} for {second_model} ({setting}, {source}) = about {total}; only cards with "
                       "room for both ({room} or more) are ranked.", total=Quantity(value=total, unit="GB", digits=1),
                       room=Quantity(value=room, unit="GB", digits=1), **params)
        total = room
    else:
        total = row.vram_gb
        if total <= max([floor, llm, *said]):
            return read_as
        note = msg("ask.jobs-at-once.image", "One job at a time: {second_model} ({setting}, {source}) needs about "
                   "{second}, more than {model} (about {llm} in 4-bit); only cards of {second} or more are ranked.",
                   **params)
    kept = [n for n in read_as.notes if n.key != "ask.use-case-second"]  # both sized: no "ask it alone"
    return read_as.model_copy(update={"memory_gb": [max([total, *said])], "notes": [*kept, note]})


def jobs_lines(advisor: Advisor, q: Question) -> Question:
    """``q`` with the image job said on its pick (module docstring) when it ranks cards for an LLM with an image
    generator said beside it; at once, without the level line that weighs the LLM alone on the card. ``q`` unchanged
    otherwise."""
    read_as, answer = q.read_as, q.answer
    if not isinstance(answer, Recommendation) or answer.shape is None or not answer.picks:
        return q
    row = _second(read_as, q.text)
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
    why = cuda_said(advisor, answer, room)  # a first pick without CUDA for an image job: why (fix40b)
    if why:
        decides[:1] = [Caveat(rule_id=VENDOR, weight=DECIDING_WEIGHT, message=why[0]), decides[0],
                       *[Caveat(rule_id=VENDOR, weight=DECIDING_WEIGHT, message=m) for m in why[1:]]]
    answer = answer.model_copy(update={"shape": answer.shape.model_copy(update={"decides": decides})})
    if any(n.key in (AT_ONCE, AT_ONCE + ".held") for n in read_as.notes):  # at once: no level of the LLM alone
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
