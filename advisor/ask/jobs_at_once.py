"""Every job said at once beside an LLM under a budget (fix43b, issues 27 and 28; break34 #5): "run llama 8b, sdxl
and whisper at the same time under $800" summed the LLM and SDXL only and said "Both" — Whisper dropped. All stay
loaded, so the card holds the sum of every job named: the LLM at the ranking's run level plus each other model's
published figure (``data/owner_jobs.csv``, its source said), and the ranking's floor is that sum with a fit's room.
"One at a time" ("轮流", "不同时") undoes it: the largest job sizes the card (:mod:`advisor.ask.budget_jobs`). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Number, Quantity, Text, msg
from ..thresholds import HEADROOM_GB
from .same_time import SAME_TIME, _other_rows, _parts

GENERIC_IMAGE = "stable diffusion"
"""The image job sized when image generation is said with no model (\"comfyui\", \"画图\"): the generic one's row
(:data:`advisor.ask.same_time._DEFAULTS`: SDXL in fp16), as :mod:`advisor.ask.added_job` sizes it."""


def image_heard(read_as: ReadAs) -> bool:
    """Whether ``read_as`` heard image generation beside its LLM and answered it nowhere (the note \"ask about image
    generation alone\": :func:`advisor.ask.vocabulary.second_jobs`)."""
    return any(n.key == "ask.use-case-second" and getattr(n.params.get("dropped"), "key", "") == "ask.job-said.image"
               for n in read_as.notes)

if TYPE_CHECKING:
    from .models import ReadAs

AT_ONCE = "ask.jobs-at-once"
"""The read-as note of the jobs' memory summed into the ranking's floor."""
AT_ONCE_KEYS = (AT_ONCE, AT_ONCE + ".held", AT_ONCE + ".all", AT_ONCE + ".all-held")
"""The notes that say the jobs share the card at once."""
JOB_NOTES = (AT_ONCE, "ask.jobs-one-at-a-time", "ask.jobs-unsized", "ask.jobs-image-heard")
"""The read-as notes this module's jobs make: a follow-up says them again, of its own reading."""
ONE_AT_A_TIME = re.compile(r"(?<![a-z])(?:one\s+(?:at\s+a\s+time|after\s+(?:the\s+)?other)|"
                           r"not\s+at\s+the\s+same\s+time|(?:separately|in\s+turn|by\s+turns|alternately|never\s+together|not\s+together))(?![a-z])|"
                           r"不同时|不同時|轮流|輪流|分开跑|分開跑|一个一个|一個一個|依次|不会同时|不會同時")
"""Words that say the jobs run one at a time, never loaded together."""


def at_once_floor(found: list, llm: float, model: str, floor: float) -> tuple[float, Message]:
    """The ranking's memory floor (the sum with a fit's room) and its read-as note for the LLM ``model`` (``llm`` GB
    at 4-bit) with every job of ``found`` loaded at once; ``floor``: the floor the ranking has without them."""
    total = round(llm + sum(r.vram_gb for r in found), 1)
    room = round(total + HEADROOM_GB, 1)  # the room a fit keeps beyond its need (``memory.llm-task``)
    held = room <= floor  # the LLM's floor holds them all with room: said so (the floor set all the same)
    params = dict(llm=Quantity(value=llm, unit="GB", digits=1), model=Text(value=model),
                  total=Quantity(value=total, unit="GB", digits=1))
    if len(found) > 1:
        every = dict(count=Number(value=len(found) + 1), others=_parts(found), **params)
        if held:
            return room, msg("ask.jobs-at-once.all-held", "All {count:.0f} jobs at the same time on one card, all "
                             "loaded: {llm} for {model} (4-bit) + {others} = about {total}; every card ranked holds "
                             "them all with room.", **every)
        return room, msg("ask.jobs-at-once.all", "All {count:.0f} jobs at the same time on one card, all loaded: "
                         "{llm} for {model} (4-bit) + {others} = about {total}; only cards with room for them all "
                         "({room} or more) are ranked.", room=Quantity(value=room, unit="GB", digits=1), **every)
    row = found[0]
    params |= dict(second=Quantity(value=row.vram_gb, unit="GB", digits=1), second_model=Text(value=row.model),
                   setting=Text(value=row.setting), source=Text(value=row.source.split(" ")[0]))
    if held:
        return room, msg("ask.jobs-at-once.held", "Both at the same time on one card, both loaded: {llm} for {model} "
                         "(4-bit) + {second} for {second_model} ({setting}, {source}) = about {total}; every card "
                         "ranked holds both with room.", **params)
    return room, msg("ask.jobs-at-once", "Both at the same time on one card, both loaded: {llm} for {model} "
                     "(4-bit) + {second} for {second_model} ({setting}, {source}) = about {total}; only cards with "
                     "room for both ({room} or more) are ranked.", room=Quantity(value=room, unit="GB", digits=1),
                     **params)


AT_ONCE_WORDS = re.compile(r"(?<![a-z])(?:at\s+once|all\s+loaded|loaded\s+together|in\s+parallel)(?![a-z])|"
                           r"并行跑|並行跑|同一张卡上跑|同一張卡上跑")
"""Words beside :data:`advisor.ask.same_time.SAME_TIME` that say jobs run at once ("all loaded at once")."""


def said_rule(low: str) -> bool | None:
    """Whether the lower-cased question says its jobs run at once (``True``), one at a time (``False``) or neither."""
    if ONE_AT_A_TIME.search(low):
        return False
    return True if SAME_TIME.search(low) or AT_ONCE_WORDS.search(low) else None


def _params(row) -> dict:
    """One job's published row as a note says it: its memory, model, set-up and source."""
    return dict(second=Quantity(value=row.vram_gb, unit="GB", digits=1), second_model=Text(value=row.model),
                setting=Text(value=row.setting), source=Text(value=row.source.split(" ")[0]))


def one_at_a_time(found: list, llm: float, model: str, floor: float, said: bool) -> tuple[float | None,
                                                                                         Message | None]:
    """One job at a time: the largest of ``found`` sizes the card where it needs more than ``floor`` (the LLM's and
    the ranking's own) — its need and note; else no floor, and a note only when ``said`` ("what if one at a
    time?": the rule heard is answered)."""
    row = max(found, key=lambda r: r.vram_gb)
    params = dict(llm=Quantity(value=llm, unit="GB", digits=1), model=Text(value=model), **_params(row))
    if row.vram_gb > floor:
        return row.vram_gb, msg("ask.jobs-at-once.image", "One job at a time: {second_model} ({setting}, {source}) "
                                "needs about {second}, more than {model} (about {llm} in 4-bit); only cards of "
                                "{second} or more are ranked.", **params)
    if not said:
        return None, None
    return None, msg("ask.jobs-one-at-a-time.held", "One job at a time: the largest, {second_model} ({setting}, "
                     "{source}), needs about {second}, and {model} about {llm} in 4-bit; every card ranked holds "
                     "either.", **params)


def unsized(read_as: ReadAs, low: str, at_once: bool, said: bool) -> ReadAs:
    """``read_as`` of an LLM ranking with no model, with the other jobs said with it at once or one at a time
    (``said``: "best gpu for llm" then "and if I also run sdxl and whisper at the same time?") named with their
    memory, and the LLM's size asked for to sum them; the jobs kept for the follow-up that names it."""
    heard = image_heard(read_as)  # "für llms und comfyui": image generation said with no model (fix51b)
    if not (said or heard) or read_as.command != "recommend" or read_as.use_case != "llm" or read_as.cards:
        return read_as
    if read_as.generator is not None:
        low = f"{low} {str(read_as.generator).lower()}"
    found = _other_rows(low) or (_other_rows(GENERIC_IMAGE) if heard else [])
    if not found:
        return read_as
    total = Quantity(value=round(sum(r.vram_gb for r in found), 1), unit="GB", digits=1)
    if at_once:
        note = msg("ask.jobs-unsized", "Also at the same time: {others} = about {total} beside the LLM; name the "
                   "LLM (7b, llama 3 8b) and only cards that hold them all are ranked.", others=_parts(found),
                   total=total)
    elif heard and not said and len(found) == 1:  # "für llms und comfyui": no rule said, one image job heard
        note = msg("ask.jobs-image-heard", "You named image generation too: one job at a time, {second_model} "
                   "({setting}, {source}) needs about {second}.",
                   **_params(found[0]))
    else:
        row = max(found, key=lambda r: r.vram_gb)
        note = msg("ask.jobs-unsized.one", "Also, one at a time: the largest, {second_model} ({setting}, {source}), "
                   "needs about {second}; name the LLM (7b, llama 3 8b) to weigh it against them.", **_params(row))
    kept = [n for n in read_as.notes if n.key != "ask.use-case-second"]  # every job heard is said
    return read_as.model_copy(update={"notes": [*kept, note], "jobs": [f"{r.model} ({r.setting})" for r in found],
                                      "at_once": at_once})


__all__ = ["AT_ONCE", "AT_ONCE_KEYS", "JOB_NOTES", "ONE_AT_A_TIME", "at_once_floor", "image_heard", "one_at_a_time",
           "said_rule",
           "unsized"]
