"""A bare "mac" or "macbook" as one side of a choice with a card (issue 27, break32 #1).

"mac or 5090 for deep learning?", "Should I buy a MacBook for deep learning or build a PC with a 5090?", "深度学习用mac
还是5090" name a Mac with neither its model nor its chip nor its memory, so the reader reads no machine ("macbook" alone
is a laptop word, "mac" names none) and the question became the card's verdict alone: the Mac asked about was lost.
Here such a Mac, set against the one card read by a choice word ("or", "vs", "还是"), is read as the Mac assumed for
its word — a MacBook the current MacBook Pro, any other Mac the current Mac Studio (the catalogue's own defaults for
"macbook pro" and "mac studio", ``data/name_defaults.csv``) — and the question is the comparison of the two, as "mac
studio or a 5090 for deep learning?" is: the training verdict, the PC the card needs. The read-as line says which Mac
was taken and that another changes what is weighed. An owner's Mac ("my macbook", "我的mac"), a Mac with its model or
chip said (read as that machine), a second card, or no choice word leaves the reading as it is. Pure but for the
advisor's own catalogue.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, UserText, msg
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

_LAPTOP = r"mac\s*books?(?:\s*pro)?"
_MAC = re.compile(rf"(?<![a-z])(?P<mac>{_LAPTOP}|macs?|apple\s+silicon)(?![a-z0-9])"
                  r"(?!\s*(?:studio|mini|air|os|pro|m[1-5](?![a-z0-9])|[1-5](?![\d.a-z])|\d{2,3}\s*g))"
                  r"|(?P<zh>(?:苹果|蘋果)(?:电脑|電腦|笔记本|筆記本|筆電))")
"""A Mac said by its kind alone: "mac", "macs", "macbook", "macbook pro", "apple silicon", "苹果电脑", "mac电脑" — never
"mac studio", "mac mini", "macbook air", "macos", nor a MacBook Pro with its chip or memory (read as that machine)."""
_CHOICE = re.compile(r"(?<![a-z])(?:or|vs\.?|versus|against|instead\s+of|(?:better|faster|worse|cheaper)\s+than)"
                     r"(?![a-z])|还是|還是|或者|或是|对比|對比|"
                     r"(?:(?<![a-z])(?:and|with)(?![a-z])|和|跟|与|與).{0,40}(?:which|哪个|哪個|哪一个|哪一個)|"
                     r"(?:which|哪个|哪個).{0,40}(?:和|跟|与|與)")
"""A choice between the two sides ("… or …", "vs", "还是", "mac和5090哪个…")."""
_OWNED = re.compile(r"(?<![a-z])(?:my|our|from|i\s+(?:have|own|use|got))\s+(?:an?\s+)?(?:[a-z0-9]+\s+)?$|"
                    r"(?:我的|我有|手上的|手里的|手裡的)\s*(?:一台|一部)?\s*$")
"""An owner's words right before the Mac ("my macbook", "my old mac", "coming from a mac", "我的mac"): the Mac had,
never a side to buy."""


def _default(advisor: Advisor, typed: str) -> tuple[str, str] | None:
    """The Mac assumed for ``typed`` (a MacBook: the catalogue's "macbook pro"; another: its "mac studio") and a name
    of another Mac to show how one is named."""
    laptop = re.match(_LAPTOP, typed) is not None or "笔记本" in typed or "筆" in typed
    try:
        res = advisor.resolve("macbook pro" if laptop else "mac studio")
    except AdvisorError:
        return None
    if res.match is None:
        return None
    return res.match, "macbook pro m4 max 64gb" if laptop else "mac mini m4 pro 64gb"


def bare_mac_side(advisor: Advisor, text: str, read_as: ReadAs) -> ReadAs | None:
    """``read_as`` as the comparison of the assumed Mac against the one card read (module docstring), or ``None``."""
    if read_as.command not in ("why", "fits", "compare", "recommend") or len(read_as.cards) != 1 or read_as.own or (
            read_as.offer is not None or read_as.card_offers):
        return None
    low = text.lower()
    said = _MAC.search(low)
    if said is None or _OWNED.search(low[:said.start()]) or not _CHOICE.search(low):
        return None
    try:
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return None
    if card.is_system:
        return None  # a machine read already ("mac studio or a 5090"): its own comparison
    found = _default(advisor, (said.group("mac") or said.group("zh") or "").strip())
    if found is None:
        return None
    mac, example = found
    note = msg("ask.mac-bare", "“{typed}” names no model: read as {machine}, the current one; another Mac weighs "
               "other memory and another price (name its chip and memory, e.g. {example}).",
               typed=UserText(value=" ".join(said.group(0).split())), machine=Card(value=mac),
               example=UserText(value=example))
    count = read_as.gpus or 1
    return read_as.model_copy(update={"command": "compare", "cards": [mac, read_as.cards[0]],
                                      "counts": [1, count] if count > 1 else None, "laptop": False,
                                      "notes": [*read_as.notes, note], "gpus": count if count > 1 else None})


__all__ = ["bare_mac_side"]
