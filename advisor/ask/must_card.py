"""A card asked about, not owned, for a model more than one server of it holds (break48 M13): "how many H100 to serve
DeepSeek R1 in FP8 with vLLM" said "9 × H100 … the fewest" on its read-as line, then answered on one H100 as its owner's
card ("On an H100 … weights alone do not fit (ask … without your card)"). The count of a card not owned is no owner's
fit: when it is more than one server takes (:data:`OVER`), the answer is the configurations that hold the model (the
fit with no card: several cards and their prices), the count of the card asked about said on the read-as line
(:func:`configurations`). Whether a card must be used ("do we have to use H100", "必须是H100吗") is the same kind of
card asked about, never owned (:func:`asked_not_owned`, read by :mod:`advisor.ask.needed_card`). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message

if TYPE_CHECKING:
    from .models import ReadAs

MUST_ASKED = re.compile(r"(?<![a-z])(?:must\s+(?:it|we|i|they|that|this)\s+(?:be|use|have|buy|get)|(?:do|does)\s+(?:we|"
                        r"i|one)\s+(?:really\s+)?have\s+to\s+(?:use|buy|get|have|go\s+with)|(?:it|that|this)\s+(?:has|"
                        r"have)\s+to\s+be)(?![a-z])|必须是|必須是|必须用|必須用|一定要(?:用|是)|非得(?:用|是)|只能(?:用|是)")
"""Words asking whether a card must be used ("must it be H100?", "do we have to use H100", "must I use an A100",
"必须是H100吗"): the card is a choice asked about."""

OWNED_TOO = re.compile(r"(?<![a-z])(?:my|our|mine)(?![a-z])|(?<![a-z])(?:we|i)\s+(?:have|own|got|bought|already\s+"
                       r"have)(?!\s+to)(?![a-z])|(?<![a-z])(?:we'?ve|i'?ve)\s+got|我有|我们有|我們有|我的|我们的|我們的|"
                       r"手上|手里|手裡|现有|現有|已有|已经有|已經有")
"""Words that own a card beside a :data:`MUST_ASKED` question ("we have 4 A100, must we use H100?")."""

OVER = ("ask.how-many.users.over",)
"""The count notes of more cards than one server takes to serve its users (:mod:`advisor.ask.users_count`): a serving
question's configurations answer it. A count with no users ("how many 3090s to run deepseek r1") keeps its card: its
follow-ups price, power and rent that many (:mod:`advisor.ask.how_many`, lead14)."""


def asked_not_owned(text: str) -> bool:
    """Whether ``text`` asks if a card must be used (:data:`MUST_ASKED`) and no word of it owns one
    (:data:`OWNED_TOO`): "do we have to use H100" reads "we have" as owning it, "must I use an A100" "I use"."""
    low = text.lower()
    return MUST_ASKED.search(low) is not None and OWNED_TOO.search(low) is None


def configurations(read_as: ReadAs, count: Message) -> ReadAs:
    """``read_as`` answered with the configurations that hold its model (its card dropped, the fit asked with no card)
    when its one card is not owned and ``count`` (the how-many note) is more than one server takes (:data:`OVER`);
    ``read_as`` as it is otherwise."""
    if read_as.own or read_as.command != "fits" or len(read_as.cards) != 1 or count.key not in OVER:
        return read_as
    return read_as.model_copy(update={"cards": [], "gpus": None, "counts": None})


__all__ = ["MUST_ASKED", "OVER", "OWNED_TOO", "asked_not_owned", "configurations"]
