"""A training project named by its own name is answered from its own row, never as another model of its family
(issue 28, graded real question U22).

"Will training GET3D fit in its 24 GB?" on a planned RTX 4090 was answered as a GAN job with StyleGAN3's figures —
a model nobody asked about. ``data/owner_jobs.csv`` holds a project's own reported requirement (level ``reported``:
GET3D's README and issue 85: more than 16 GB trains it, four images a GPU, about 40 days for a full pretrain on one
RTX 3090) beside the family's published rows. :func:`named_project` answers from that row when the question names the
project: whether the card's memory holds what was reported, at what batch, and the reported time. A project
without a row stays the reader's and the family answer's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import jobs
from ..i18n import Message, MessageParam, Number, Quantity, Text, msg

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def _named(text: str) -> jobs.JobRow | None:
    """The ``reported`` training row (a batch job) of ``data/owner_jobs.csv`` whose model ``text`` names as a word
    ("get3d", "GET3D"), or ``None``."""
    low = text.lower()
    for row in jobs._rows():
        if row.level == "reported" and row.batch is not None and re.search(
                rf"(?<![a-z0-9]){re.escape(row.model.lower())}(?![a-z0-9])", low):
            return row
    return None


def named_project(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` led by the named project's own reported requirement (module docstring) when ``text`` names one
    and one card is read; what the answer said before (another model's figures) leaves the short form. Unchanged
    otherwise."""
    shape = getattr(answer, "shape", None)
    row = _named(text)
    if shape is None or row is None or len(read_as.cards) != 1:
        return answer
    card = advisor.catalog.card(read_as.cards[0])
    memory = card.llm_memory_gb or card.memory_gb or 0.0
    note = jobs.SPEED_NOTES.get(row.speed_note)
    time: Message | Text = (msg("named-project.time", "; reported time: {note}", note=MessageParam(
        key=note.key, params=note.params)) if note is not None else Text(value=""))
    params = dict(model=Text(value=row.model), need=Quantity(value=row.vram_gb, unit="GB"),
                  batch=Number(value=row.batch or 0), memory=Quantity(value=memory, unit="GB"), time=time)
    head = (msg("named-project.holds", "{model} is reported to train in more than {need}, {batch:.0f} images a GPU: "
                "the card's {memory} holds that{time}.", **params) if memory > row.vram_gb else
            msg("named-project.short", "{model} is reported to train in more than {need}, {batch:.0f} images a GPU: "
                "the card's {memory} is under that, and no report says it trains there{time}.", **params))
    keep = [c for c in shape.decides if not _other_model(c.message, row)]
    new = shape.model_copy(update={"headline": head, "decides": keep, "caveats": [],
                                   "details": shape.details + 1 + len(shape.caveats)})
    return answer.model_copy(update={"shape": new})


def _other_model(message: Message, row: jobs.JobRow) -> bool:
    """Whether ``message`` speaks of another model of ``row``'s job (a StyleGAN3 figure beside GET3D)."""
    others = {r.model for r in jobs.rows(row.job)} - {row.model}
    return any(m in str(message.model_dump()) for m in others)
