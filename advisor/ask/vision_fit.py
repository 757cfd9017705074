"""The owner's or asker's card answer for a vision training job, with the network, image size and batch said
(:mod:`advisor.vision_said`, fix44b, break35 #3): the job's line in the card's answer (``jobs.batch.*``, sized from
the job's heaviest published rows) is replaced by the fit of what was said — "will YOLOv8x train at 1280px batch 16
on a 3060 12GB?" → no, with the batch that fits and the basis of the estimate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import english
from ..jobs import BATCH_JOBS, training_rows
from ..vision_said import fit, said

if TYPE_CHECKING:
    from ..api import Advisor

SAID_JOBS = BATCH_JOBS - {"gan"}
"""The batch jobs whose network, size and batch are read (the GAN rows are StyleGAN's and GET3D's own)."""


def said_fit(advisor: Advisor, text: str, answer):
    """``answer`` with its batch job's line (``owner.runs``) remade from what ``text`` said of the network, image
    size and batch; ``answer`` as it is when it is no card's answer for a CNN or detector job, or nothing was said."""
    owner = getattr(answer, "owner", None)
    if owner is None or owner.job not in SAID_JOBS or not owner.memory_gb:
        return answer
    at = next((i for i, m in enumerate(owner.runs) if m.key.startswith("jobs.batch.")), None)
    s = said(text)
    if at is None or not s.anything:
        return answer
    if s.width is None and s.batch is None and not s.stand_in and s.row is not None and s.row in english(
            owner.runs[at]):  # "can my 4090 train resnet-50?": the job's line already sizes that network, with its
        return answer  # speed (test_named_project); a size or batch said remakes it
    try:
        card = advisor.card(owner.card)
    except AdvisorError:
        return answer
    line = fit(owner.job, s, owner.memory_gb, training_rows(owner.job, card))
    if line is None:
        return answer
    old, runs = owner.runs[at], [*owner.runs[:at], line, *owner.runs[at + 1:]]
    update: dict = {"owner": owner.model_copy(update={"runs": runs})}
    shape = getattr(answer, "shape", None)
    if shape is not None and shape.headline == old:  # the short form leads with the job's line (advisor.shape)
        update["shape"] = shape.model_copy(update={"headline": line})
    return answer.model_copy(update=update)
