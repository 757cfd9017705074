"""A comparison with one card the catalogue does not know ("rtx 4090ti vs 3090ti"): the comparison is kept, with the
nearest card it knows in the unknown one's place, said on the read-as line — never a verdict on the other card alone
(newuser13 #4, issue 27 §4: say, never swap silently). Pure; never raises.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Card, UserText, msg
from .future_card import WAITING

if TYPE_CHECKING:
    from .reader import Reading


def compared_with_nearest(r: Reading) -> None:
    """In ``r`` (a reading with its cards and unknown devices noted): one card known and one unknown device that has a
    nearest known card of the same model number, weighed against each other (the comparison's words, ``words.toml``
    ``[intent] compare``), read as the comparison of the two known cards, in the order said; the unknown one's note
    says the nearest is compared in its place. Unchanged otherwise."""
    if len(r.cards) != 1 or len(r.unknown) != 1 or "compare" not in r.intents or len(r.card_at) != 1 or (
            WAITING.search(r.text.lower())):  # "wait for the 5080 super or buy a 4090 now?": a card not out yet,
        return  # the card weighed stays (advisor.ask.future_card)
    typed = r.unknown[0]
    at = next((i for i, n in enumerate(r.notes) if n.key == "ask.unknown-near"
               and str(getattr(n.params.get("typed"), "value", "")) == typed), None)
    if at is None:
        return
    near = getattr(r.notes[at].params.get("card"), "value", None)
    if not isinstance(near, str) or near == r.cards[0] or any(n not in near for n in re.findall(r"\d{3,}", typed)):
        return  # only the same model number ("4090ti": the 4090), never a far name ("gtx 9999": no GTX 970)
    where = r.card_text.find(typed)
    first = where >= 0 and where < r.card_at[0]
    place = 0 if first else 1
    r.cards.insert(place, near)
    r.card_at.insert(place, where if where >= 0 else r.card_at[0] + 1)
    r.card_counts.insert(place, 1)
    r.card_memory.insert(place, None)
    if len(r.card_conditions) == len(r.cards) - 1:
        r.card_conditions.insert(place, None)
    r.notes[at] = msg("ask.unknown-compared", "I do not know “{typed}”; compared with the nearest I know, {card}, in "
                      "its place.", typed=UserText(value=typed), card=Card(value=near))
