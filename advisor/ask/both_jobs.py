"""A named card asked about for two jobs ("9070 xt for SD and llms, good?", "4060 ti 16gb for llm and image
generation") — fix36a, issue 28. The verdict was for LLMs, and the read-as line said "You named image generation too:
this answer is for LLMs; ask about image generation alone", although the card's answer can say both. Now it does: the
LLM verdict (the headline) and the image job's own line — what the card's memory holds of the published image
set-ups and its Stable Diffusion speed (:func:`advisor.jobs.job_message`, ``data/owner_jobs.csv``) — and no note sends
the member to ask again. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import jobs
from ..concerns import DECIDING_WEIGHT
from ..i18n import msg
from ..models import Caveat
from .read_as_line import read_as_message

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question

SECOND = "ask.use-case-second"
"""The read-as note of a job heard and not answered (:func:`advisor.ask.vocabulary.second_jobs`)."""
BOTH = "ask.both-jobs"
"""The read-as note of both jobs answered on the card: it stays on the reading, so a follow-up on the same card or
another ("what about the 8gb one?", "and the 4080?") keeps both jobs (break32 #8)."""


def _image_said(n) -> bool:
    return n.key in (SECOND, BOTH) and getattr(n.params.get("dropped"), "key", "") == "ask.job-said.image"


def image_too(read_as) -> bool:
    """Whether ``read_as`` is one card's LLM question with image generation said too ("3090适合跑大模型和stable
    diffusion吗"): :func:`both_jobs` answers it, so no image-only reply on the card may stand in for it (fix38a: the
    Chinese wording, with no buying word, got the image job's reply alone)."""
    return read_as.use_case == "llm" and len(read_as.cards) == 1 and (read_as.gpus or 1) == 1 and any(
        _image_said(n) for n in read_as.notes)


def both_jobs(advisor: Advisor, q: Question) -> Question:
    """``q`` answering both jobs on its one card (module docstring) when it is a card's LLM verdict with image
    generation said too; ``q`` unchanged otherwise."""
    read_as, answer = q.read_as, q.answer
    dropped = [n for n in read_as.notes if _image_said(n)]
    if not dropped:
        return q
    if answer is None or answer.shape is None or read_as.command != "why" or len(read_as.cards) != 1 or (
            read_as.use_case != "llm") or (read_as.gpus or 1) > 1 or (card := advisor.card(read_as.cards[0])
                                                                    ).is_system or not card.memory_gb:
        return _unsaid(q, [n for n in dropped if n.key == BOTH])  # both answered before, not in this answer
    shape = answer.shape
    decides = list(shape.decides)
    if not any(getattr(d, "message", None) is not None and d.message.key.startswith("jobs.gen.") for d in decides):
        line = jobs.job_message("image-gen", card, card.memory_gb, None, None, advisor.catalog)
        decides.insert(0, Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=line))
    both = msg("ask.both-jobs", "You named {dropped} too: the verdict is for {kept}; a line below is for {dropped}.",
               dropped=dropped[0].params["dropped"],
               kept=dropped[0].params.get("kept", msg("ask.job-said.llm", "LLMs")))
    read_as = read_as.model_copy(update={"notes": [*(n for n in read_as.notes if n not in dropped), both]})
    answer = answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})
    reply = read_as_message(read_as) if q.reply is not None and q.reply.key.startswith("ask.read-as") else q.reply
    return q.model_copy(update={"read_as": read_as, "answer": answer, "reply": reply})


def _unsaid(q: Question, stale: list) -> Question:
    """``q`` without the ``stale`` notes of both jobs answered before (a follow-up whose answer is no longer the one
    card's LLM verdict: "and for training?", "2 of them?")."""
    if not stale:
        return q
    read_as = q.read_as.model_copy(update={"notes": [n for n in q.read_as.notes if n not in stale]})
    reply = read_as_message(read_as) if q.reply is not None and q.reply.key.startswith("ask.read-as") else q.reply
    return q.model_copy(update={"read_as": read_as, "reply": reply})


__all__ = ["both_jobs", "image_too"]
