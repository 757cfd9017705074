"""How many of one card a model needs ("how many 4090s for 405b", "llama3.1 405b 需要几张4090"): the count is the
question, so the fit is answered on the fewest of that card that hold the job split by layers — the multi-card
arithmetic of ``fits`` — not on one card that does not hold it (newuser13 #3, issue 27 §4: say, never drop). Pure;
never raises.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Number, msg
from ..wording import card_param
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

COUNT_NOTES = ("ask.how-many", "ask.how-many.nodes", "ask.how-many.over")
"""The read-as notes that say a count asked for (:func:`how_many`)."""

MAX_COUNTED = 64
"""Product choice: the most cards a count is said for (past it, one card's answer and its "does not fit" stand)."""
# a count past the largest rig an answer checks (advisor.kinds.MAX_RIG) is said, and the fit stays on one card
# (break20 #1: "how many 3090s to run deepseek r1" asked the card "17x GeForce RTX 3090" and failed)


def fewest(advisor: Advisor, read_as: ReadAs) -> int | None:
    """The fewest of ``read_as``'s one card that hold its model's job split by layers (each card keeps its own
    activations and overhead, :meth:`advisor.fits.Estimate.per_gpu`), from ``fits``' memory breakdown (GB); None when
    one card holds it, none could, or a figure is missing."""
    if read_as.model is None or len(read_as.cards) != 1:
        return None
    try:
        fit = advisor.fits(read_as.model.name, task=read_as.task or "inference", precision=read_as.precision,
                           context=read_as.context_tokens)
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return None
    m, mem = getattr(fit, "memory", None), card.llm_memory_gb or card.memory_gb or 0.0
    if m is None or card.is_system or mem <= 0 or m.total_gb <= mem:
        return None
    own = m.activations_gb + m.overhead_gb  # what each card keeps for itself
    if own >= mem:
        return None
    n = max(2, math.ceil((m.total_gb - own) / (mem - own) - 1e-9))
    return n if n <= MAX_COUNTED else None


def how_many(advisor: Advisor, read_as: ReadAs, text: str) -> ReadAs:
    """``read_as`` with the count of its card that holds the model (:func:`fewest`) said on its read-as line, when the
    question asks how many of it (:data:`advisor.ask.cues.COUNT_ASKED`) and says no count: the reading keeps the card
    as said (no count was typed), the answer is the fit on that many (:func:`counted`)."""
    carried = [n for n in read_as.notes if n.key in COUNT_NOTES]  # a follow-up's reading keeps the turn before's
    # count: recounted for what this turn changed ("and in fp8?", "and with 5090s?": break21 #3)
    if read_as.command != "fits" or (read_as.gpus or 1) > 1 or read_as.counts or read_as.topic is not None or (
            not carried and not cues.COUNT_ASKED.search(text.lower())):
        return read_as  # a topic asked of the count ("what psu for that?") keeps it
    read_as = read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key not in COUNT_NOTES]})
    n = fewest(advisor, read_as)
    if n is None:  # one card holds it now ("and in 2 bits?"), or none could
        return read_as
    from ..kinds import MAX_GPUS, MAX_RIG

    card = card_param(read_as.cards[0])
    if n <= MAX_GPUS:
        note = msg("ask.how-many", "You asked how many: {count:.0f} × {card} is the fewest that hold it.", count=n,
                   card=card)
    elif n <= MAX_RIG:  # the arithmetic on that many stands; no one server takes them (break21 #11)
        note = msg("ask.how-many.nodes", "You asked how many: {count:.0f} × {card} is the fewest that hold it — more "
                   "than the {most:.0f} one server takes, so two machines or more (a multi-node job).", count=n,
                   card=card, most=MAX_GPUS)
    else:
        note = msg("ask.how-many.over", "You asked how many: {count:.0f} × {card} would be the fewest that hold it — "
                   "more cards than one machine takes ({most:.0f} at most here), so it is a multi-node or data-centre "
                   "job.", count=n, card=card, most=MAX_GPUS)
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


def counted(read_as: ReadAs) -> ReadAs:
    """The reading a how-many question's fit is run with (:func:`how_many`): the count its read-as line says."""
    said = next((n for n in read_as.notes if n.key in ("ask.how-many", "ask.how-many.nodes")), None)
    if said is None or (read_as.gpus or 1) > 1:
        return read_as
    count = said.params["count"]
    return read_as.model_copy(update={"gpus": int(count.value)}) if isinstance(count, Number) else read_as


def rig_count(read_as: ReadAs) -> int | None:
    """The cards a reading counts: the count said (``gpus``, one card's ``counts``) or the count a how-many question
    was answered with (the read-as note :data:`advisor.ask.how_many.COUNT_NOTES`); ``None`` below two."""
    said = next((n for n in read_as.notes if n.key in COUNT_NOTES), None)
    count = said.params.get("count") if said is not None else None
    n = int(count.value) if isinstance(count, Number) else max([read_as.gpus or 1, *(read_as.counts or [])])
    return n if n >= 2 else None
