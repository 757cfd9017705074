"""A follow-up naming only another variant of the card before (break18 #5): "what's the power draw of a v100 pcie?"
then "and the sxm2 one?" repeated the PCIe card's 250 W and plug, the SXM2 module (300 W, no plug) never read; "how
much vram does a 3080 have" then "and the 12gb one?" likewise. A follow-up that names no card of its own but a form
factor (PCIe, SXM, SXM2…, NVL) or a memory size with a word of a variant ("one", "version", "model", "的", "版", "款")
is the card before in that variant: its name with the form or the size swapped, when the catalogue has that card
(:meth:`advisor.api.Advisor.card`, and the name it gives says the variant). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs
    from .reader import Reading

FORM = re.compile(r"(?<![a-z0-9])(pcie|sxm\d?|nvl)(?![a-z0-9])")
"""A form factor said ("the sxm2 one", "pcie版")."""
MEMORY = re.compile(r"(?<![\d.])(\d{1,3})\s*g(?:b)?\s*(?:one|version|model|variant|card|的|版|款)")
"""A memory size said of a variant ("the 32gb one", "12g的", "16gb version")."""
_NAME_FORM = re.compile(r"\s(?:PCIe|SXM\d?|NVL)(?=\s|$)", re.IGNORECASE)
_NAME_MEMORY = re.compile(r"\s\d{1,3}\s*GB(?=\s|$)")
_MAC_CORES = re.compile(r"\s*\d+C CPU / \d+C GPU,?")  # "Apple Mac Studio (M3 Ultra 32C CPU / 80C GPU, 512 GB)"
_MAC_MEMORY = re.compile(r"\d{1,3}\s*GB\)$")
_NAME_NOTES = ("names.", "name_default.", "ask.unknown", "ask.future-card")
"""Notes a card's name made (as :data:`advisor.ask.answer.NAME_NOTES`): they go with the card before."""


def variant_of_before(advisor: Advisor, r: Reading, before: ReadAs | None, read_as: ReadAs) -> ReadAs:
    """``read_as`` with the card before in the variant ``r`` names alone (module docstring); unchanged when ``r``
    names a card, the reading before had not one card, no variant is said, or the catalogue has no such card. The
    notes on the card before's name (which card a typed name was assumed to be) are dropped with it."""
    if before is None or r.cards or len(before.cards) != 1:
        return read_as
    low = r.text.lower()
    form, memory = FORM.search(low), MEMORY.search(low)
    if form is None and memory is None:
        return read_as
    name = before.cards[0]
    if name.startswith("Apple ") and memory is not None and form is None:  # "mac studio 512gb …" then "and the 256gb
        # one?": the same Mac with that memory, its cores left to the catalogue's tier (break27 #13)
        base = _MAC_MEMORY.sub(f"{memory.group(1)} GB)", _MAC_CORES.sub("", name))
        memory = None
    else:
        base = _NAME_MEMORY.sub("", name)
    if form is not None:
        base = _NAME_FORM.sub("", base) + " " + form.group(1)
    if memory is not None:
        base += f" {memory.group(1)} GB"
    try:
        card = advisor.card(base)
    except (AdvisorError, KeyError):
        return read_as
    said = [form.group(1)] if form is not None else []
    said += [f"{m.group(1)} gb"] if (m := MEMORY.search(low)) is not None else []
    if card.name == name or not all(s in card.name.lower() for s in said) or name.startswith("Apple ") and (
            card.name.split(" (")[0] != name.split(" (")[0]):  # "mac mini … the 32gb one": a Mac mini, never another
        # Mac of that memory (a card's variant, "GeForce RTX 3080 12 GB", is another name of its own)
        return read_as
    notes = [n for n in read_as.notes if name not in n.cards and not n.key.startswith(_NAME_NOTES)]  # "'v100 pcie'
    # fits 5 cards…", "assuming the 16 GB card" (break32 #8): what the card before's name was taken for
    return read_as.model_copy(update={"cards": [card.name], "notes": notes})


__all__ = ["FORM", "MEMORY", "variant_of_before"]
