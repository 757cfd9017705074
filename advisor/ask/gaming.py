"""Gaming asked (issue 27 §5, fix68b #1): "what about for gaming" after an SDXL LoRA ranking was answered as "(general)"
with the LoRA task still in the reading, and "best gpu for gaming under $1000" said nothing of the games. This advisor
weighs cards for deep learning: a question or follow-up whose purpose is gaming is answered with what it can (the
general ranking, by deep-learning speed) and says that games' frame rates are not weighed; a follow-up naming gaming
alone replaces the job before (no LoRA, no LLM, no generator kept). A gaming laptop or PC ("游戏本", "my gaming pc")
names a machine, not the purpose, and is left to the laptop readers. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from .image_follow import generator_words
from .job_replaced import LLM_SLOTS
from .word_gate import needs

if TYPE_CHECKING:
    from .models import ReadAs
    from .reader import Reading

GAMING = re.compile(r"(?<![a-z])(?:(?:for|about|and|or|plus|also|with|mostly|mainly|some)\s+(?:\w+\s+)?"
                    r"(?:gaming|games)|"
                    r"play(?:ing|s)?\s+(?:\w+\s+){0,2}games?|gaming\s+(?:too|as\s+well|also|only)|"
                    r"(?:just|only)\s+gaming|^\s*gaming\s*\??$)(?![a-z])|"
                    r"(?:玩|打|跑)(?:\w{0,4})?(?:游戏|遊戲)|(?:游戏|遊戲)(?:呢|用|的话|的話|也|为主|為主)")
"""Words whose purpose is games ("what about for gaming", "gaming too", "玩游戏", "那游戏呢"), never a machine's kind
("gaming laptop", "游戏本", "my gaming pc": the laptop readers' words)."""

GAMING_NOTE_KEY = "ask.note.gaming"


def gaming_said(text: str) -> bool:
    """Whether ``text`` says gaming is a purpose of the card (:data:`GAMING`)."""
    return GAMING.search(" ".join(text.lower().split())) is not None


@needs(GAMING, text="r.text", unchanged="read_as")  # gaming said, or the reading as it is (perf35)
def gaming_read(r: Reading, read_as: ReadAs, merged: bool) -> ReadAs:
    """``read_as`` with gaming said (:func:`gaming_said`) noted: the games' frame rates are not weighed, the cards
    ranked for deep learning. A follow-up (``merged``) naming gaming and no deep-learning job (no use case, model or
    generator of its own) drops the job before: the general ranking, never the LoRA or the LLM asked before.
    ``read_as`` unchanged when gaming is not said."""
    if not gaming_said(r.text) or any(n.key == GAMING_NOTE_KEY for n in read_as.notes):
        return read_as
    update: dict = {"notes": [*read_as.notes, msg(
        "ask.note.gaming", "Games are not weighed here: this advisor compares cards for deep learning, so the cards "
        "are ranked by deep-learning speed and memory, not by frame rates.")]}
    if merged and r.use_case is None and r.model is None and r.task is None and generator_words(r.text) is None:
        # "what about for gaming": the job before goes
        update |= {slot: None for slot in LLM_SLOTS} | {"use_case": None, "generator": None, "job": None}
        update["training"] = False
    return read_as.model_copy(update=update)


__all__ = ["GAMING", "gaming_read", "gaming_said"]
