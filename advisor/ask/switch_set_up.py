"""An owner going from one card to others is answered for the new set-up, never the two pooled (issue 27, break32
#9).

"going from my 3060 to 2 3090s for llama 70b", "upgrading from a 3060 to two 3090s, what can I run", "从3060换成两张
3090，能跑什么" read both cards as the owner's rig and fitted the model on "3060 + 2 × 3090 (60 GB in all)" — while the
3060 is the card being replaced. When a fit is asked on two kinds of card the words set as a switch — "from X to Y",
"X with Y" after "replace", "X → Y", "从X换成Y", "把X换成Y", "X升级到Y" — the old card (X) is dropped and the answer is
the fit on the new set-up alone (Y, as many as said; also when the switch was read as the comparison of the two and
only what runs is asked), with a read-as note saying the old card is replaced, not pooled,
and what changes: the memory of the new set-up against the old card's. A rig said as had ("I have a 3060 and 2
3090s") is pooled as before. Pure but for the advisor's own catalogue.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import msg
from ..wording import card_param, gb
from .models import ReadAs
from .owner_going import model_of

if TYPE_CHECKING:
    from ..api import Advisor

_EN = re.compile(r"(?<![a-z])(?:(?:going|go|went|switch(?:ing|ed)?|mov(?:e|ing|ed)|upgrad(?:e|ing|ed)|jump(?:ing|ed)?|"
                 r"step(?:ping|ped)?\s+up|chang(?:e|ing|ed))\s+from|from)\s+(?P<old>[^,.;!?]{1,40}?)\s+"
                 r"(?:to|into)\s+(?P<new>[^,.;!?]{1,40})"
                 r"|(?<![a-z])replac(?:e|ing|ed)\s+(?P<old2>[^,.;!?]{1,40}?)\s+(?:with|by|for)\s+(?P<new2>[^,.;!?]{1,40})"
                 r"|(?P<old3>[a-z]{0,4}\s*\d{3,4}[^,.;!?→>]{0,12}?)\s*(?:→|->|=>)\s*(?P<new3>[^,.;!?]{1,40})")
_ZH = re.compile(r"(?:从|從|把|由)\s*(?:我的|我那|这张|這張)?\s*(?P<old>[^，,。；;！？!?]{1,20}?)\s*"
                 r"(?:换成|換成|换到|換到|升级到|升級到|升级成|升級成|升级为|升級為|换为|換為|换|換)\s*"
                 r"(?P<new>[^，,。；;！？!?]{1,24})"
                 r"|(?P<old2>[a-z]{0,4}\s*\d{3,4}[^，,。；;！？!?]{0,8}?)\s*(?:换成|換成|升级到|升級到|升级成|升級成)\s*"
                 r"(?P<new2>[^，,。；;！？!?]{1,24})")


def _names(segment: str, card: str) -> bool:
    """Whether the words ``segment`` name ``card`` by its model number."""
    said, name = model_of(segment), model_of(re.sub(r"\b\d+\s*gb\b", " ", card.lower()))
    return said is not None and name is not None and said[0] == name[0]


def switched(text: str, old: str, new: str) -> bool:
    """Whether ``text`` says a switch from the card ``old`` to the card ``new`` (module docstring)."""
    low = text.lower()
    for pattern in (_EN, _ZH):
        for m in pattern.finditer(low):
            groups = m.groupdict()
            pairs = [(groups.get(f"old{i}"), groups.get(f"new{i}")) for i in ("", "2", "3")]
            if any(a and b and _names(a, old) and _names(b, new) for a, b in pairs):
                return True
    return False


def switched_rig(advisor: Advisor, text: str, read_as: ReadAs, fits_only: bool = False) -> ReadAs:
    """``read_as`` with the card being replaced dropped from a fit on two kinds of card (module docstring), or from
    the comparison of the two a switch reads as when the question asks only what runs (``fits_only``: "went from a
    3060 to two 3090s, what models can I run now?" — the new set-up's fit); as it is otherwise."""
    counts = read_as.counts or ([1] * len(read_as.cards))  # none said: one of each ("from a 3060 to a 4090")
    if read_as.command not in ("fits", "compare") or len(read_as.cards) != 2 or len(counts) != 2 or (
            read_as.command == "compare" and not fits_only):
        return read_as
    old, new = read_as.cards
    if old == new or not switched(text, old, new):
        return read_as
    try:
        old_card, new_card = advisor.card(old), advisor.card(new)
    except AdvisorError:
        return read_as
    if old_card.is_system or new_card.is_system:
        return read_as
    n, had = counts[1], counts[0]
    side = msg("compare.several.side", "{count} x {card}", count=n, card=card_param(new)) if n > 1 else card_param(new)
    old_side = (msg("compare.several.side", "{count} x {card}", count=had, card=card_param(old)) if had > 1
                else card_param(old))
    note = msg("ask.switch-set-up", "Read as a switch: {new} ({memory} in all) in place of your {old} ({old_memory}), "
               "not beside it — the answer is for the new set-up alone, and the memory goes from {old_memory} to "
               "{memory}.", new=side, old=old_side, memory=gb((new_card.memory_gb or 0.0) * n),
               old_memory=gb((old_card.memory_gb or 0.0) * had))
    return read_as.model_copy(update={"command": "fits", "cards": [new], "counts": None, "gpus": n if n > 1 else None,
                                      "own": True, "notes": [*read_as.notes, note]})


__all__ = ["switched", "switched_rig"]
