"""A training job on a set of linked cards (fix44b, break35 #14, issue 28): "Can I train a ViT-L on 4x RTX 3090
with NVLink?" was answered only about NVLink ("Not for most work: …"), which reads as "no" to the job. The job is
answered first — its fit on one card (:mod:`advisor.vision_said`, else the job's published batches), as data
parallel keeps a whole copy and its own batch on every card — and the link second. Vision batch jobs (a CNN or a
detector) only: an LLM's fit on several cards is ``fits``' own answer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, Number, msg
from ..jobs import BATCH_JOBS, batch_job, training_rows
from ..kinds import find_job
from ..vision_said import fit, said
from ..wording import card_param, gb
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

LINK_JOBS = BATCH_JOBS - {"gan"}


def job_first(advisor: Advisor, text: str, read_as: ReadAs, link: Message) -> Message:
    """``link`` (the NVLink answer) after the fit of the vision training job ``text`` names on ``read_as``'s cards,
    one card's memory each; ``link`` as it is when no such job is named."""
    low = " ".join(text.lower().split())
    job = find_job(low)
    if read_as.topic != "nvlink" or not read_as.cards or job not in LINK_JOBS or not cues.TRAINING_SAID.search(low):
        return link
    try:
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return link
    memory = card.memory_gb or 0.0
    if not memory:
        return link
    table = training_rows(job, card)
    line = fit(job, said(text), memory, table) or batch_job(job, card, memory, None)
    return msg("ask.link.job-first", "{fit} On {count} × {card}, data-parallel training keeps a whole copy of the "
               "model and its own batch on every card, so each card trains what one {memory} card trains. The link: "
               "{link}", fit=line, count=Number(value=max(read_as.gpus or 2, 2)), card=card_param(card.name),
               memory=gb(memory), link=link)
