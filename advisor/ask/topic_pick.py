"""A follow-up about the card a recommendation answered with ("best pc build for training under $5000" then "what psu
for that?", "and with two cards?"): break19 #8 — the build was repeated with no wattage, since the power supply's
answer (:mod:`advisor.ask.power_asked`) needs a card and the recommendation's pick was not in the conversation.

The pick is kept in the conversation (:attr:`advisor.ask.models.Context.picked`); a follow-up whose topic is a card's
(the power supply, NVLink) and that names no card of its own is asked of that card, counted as it says ("with two
cards"), with a note saying which card it took.
"""

from __future__ import annotations

from ..i18n import msg
from ..wording import card_param
from .fitted import WHOLE_NOTES
from .models import Context, ReadAs
from .power_cap import SUPPLY_KEY

TOPICS = ("power", "nvlink")
"""The topics asked of a card (:mod:`advisor.ask.topics`) a recommendation's pick answers."""


def on_pick(read_as: ReadAs, before: Context | None, named: bool = False) -> ReadAs:
    """``read_as`` asked of the pick before (module docstring) when it is a recommendation's follow-up about one of
    :data:`TOPICS` naming no card, or a comparison's whose pick was asked ("which one should I get?" → "Take GeForce
    RTX 3090" → "what psu for that?": break22 #9) and ``named`` is false (the follow-up names no card of its own);
    itself otherwise."""
    if before is None or before.picked is None or read_as.topic not in TOPICS:
        return read_as
    chosen = read_as.command == "compare" and not named and before.picked in read_as.cards and not before.inferred
    # a comparison's pick the user never asked for (fix75d #3) leaves the supply of either card (mend53c)
    if not chosen and (read_as.cards or read_as.command != "recommend"):
        return read_as
    note = msg("ask.note.picked", "Asked of {card}, the card recommended before.", card=card_param(before.picked))
    kept = [] if chosen else [n for n in read_as.notes if n.key not in (*WHOLE_NOTES, SUPPLY_KEY)]  # the supply is
    # asked of the pick, no limit on a ranking (break28 #12)  # the budget's share is no longer
    # the question; a comparison's own notes (its offers, a third card ranked with them) are not the pick's (break23
    # #11: "what psu for that?" ran them on into one line)
    return read_as.model_copy(update={"command": "why", "cards": [before.picked], "budget": None, "counts": None,
                                      "notes": [*kept, note]})


__all__ = ["TOPICS", "on_pick"]
