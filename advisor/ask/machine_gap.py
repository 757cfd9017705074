"""A card weighed against a whole machine (a Mac, a DGX Spark) is priced as a card; the machine's price is a whole
computer's (newuser19 #15: "mac studio m4 max or a 5090 pc" compared a 4,131 USD card with a 1,999 USD Mac). The
comparison says what the PC around the card adds — the rest of a deep-learning PC, ``data/platforms.csv``
``workstation-1gpu`` (:func:`advisor.ask.whole_pc.rest_usd`), as :mod:`advisor.several` counts it for several cards —
and the whole PC's price against the machine's. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, msg
from ..models import Caveat, Comparison
from ..wording import card_param
from .whole_pc import _usd_per, rest_usd

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def pc_gap(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> list[Caveat]:
    """The PC a single card needs, against a machine in a comparison of the two (module docstring); nothing for
    other comparisons, counts of cards (:mod:`advisor.several` says theirs), an owned card or an unpriced side."""
    if not isinstance(answer, Comparison) or len(answer.cards) != 2 or read_as.own or any(
            c != 1 for c in (answer.counts or [1, 1])):
        return []
    sides = [(f, advisor.card(f.card)) for f in answer.cards]
    systems = [s for s in sides if s[1].is_system]
    cards = [s for s in sides if not s[1].is_system]
    if len(systems) != 1 or len(cards) != 1:
        return []
    (card, _), (system, _) = cards[0], systems[0]
    if card.price is None or system.price is None or card.price.currency != system.price.currency:
        return []
    rate = _usd_per(card.price.currency)
    if not rate:
        return []
    usd, date = rest_usd()
    rest = round(usd / rate, -1)
    each = card.price.currency
    said = msg("compare.machine-gap", "{card} is a card and {system} a whole computer: a PC to hold the card adds "
               "about {rest} (CPU, board, RAM, SSD, supply and case, an itemised build of {date}, "
               "data/platforms.csv), about {whole} in all against {price} for {system}.",
               card=card_param(card.card), system=card_param(system.card), rest=Money(amount=rest, currency=each),
               date=Date(value=date), whole=Money(amount=card.price.amount + rest, currency=each),
               price=Money(amount=system.price.amount, currency=each))
    return [Caveat(rule_id="value.platform-cost", weight=DECIDING_WEIGHT, message=said)]


__all__ = ["pc_gap"]
