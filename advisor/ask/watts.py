"""A wattage read by what it is attached to (issue 28; break27 #1, #2): "5090 32gb 575w vs 4090 24gb 450w" was
answered as a 575 W power supply, "rtx 3090 with 350w tdp" as a 350 W supply, "70 watts card" as 70 GPUs.

- A card's spec — a wattage written in a card's spec list ("32gb 575w", "4090 450w"), beside "tdp", "tgp", "board
  power", "功耗", or before "card", "gpu", "显卡" ("a 70 watts card") — is never the user's supply
  (:func:`spec_spans`, :func:`unspecced` blanks them for the supply's readers).
- A supply is a wattage attached to supply words: "my psu is 750w", "550w psu", "a 1000 watt power supply",
  "我的电源650W", "650W电源" (:func:`supply_watts`).

Pure.
"""

from __future__ import annotations

import re

from ..i18n import Message, Quantity, msg
from ..said_once import said_once
from .psu_name import named_supply_w

_WATTS = r"(\d{2,4})\s*(?:w(?:atts?)?(?![a-z/])|瓦)"
_SUPPLY = r"(?:psu|power\s+supply|supply|电源|電源|供电|供電)"
SUPPLY_BEFORE = re.compile(rf"(?<![a-z]){_SUPPLY}\s*(?:(?:(?:is|was|of|has|rated|at|a|an|only|just|about|around)"
                           rf"(?![a-z])|[:=~]|是|有|为|為|只有|才|大概|约|約)\s*){{0,3}}{_WATTS}")
"""A supply's wattage after its name ("psu is 750w", "psu 1000w", "电源650W", "电源是650瓦")."""
SUPPLY_AFTER = re.compile(rf"{_WATTS}\s*(?:(?:gold|platinum|titanium|bronze|80\+?\s*\w*|atx|sfx|modular|金牌|白金|"
                          rf"铜牌|銅牌|钛金|鈦金)\s*)?{_SUPPLY}")
"""A supply's wattage before its name ("550w psu", "1000 watt power supply", "650W电源")."""
_CARD_POWER = (r"(?:(?<![a-z])(?:(?:draws?|drawing|pulls?|pulling|uses?|using|consum(?:es|ing)|peaks?\s+at|"
               r"peaking\s+at)(?:\s+(?:only|just|barely|about|around|like|roughly|nearly))?|at|@|running\s+at|runs?\s+at|limited\s+to|capped\s+(?:at|to)|power[\s-]*(?:limit|cap|"
               r"target)(?:ed)?(?:\s+(?:of|is|at|to|set\s+to))?|pl)|跑在|运行在|運行在|限制在|限制到|锁在|鎖在|功率墙|"
               r"功率牆|功耗墙|功耗牆|功率|限功耗|限功率|\d{1,3}\s*%\s*(?:gpu\s+)?(?:use|usage|util\w*|load|占用|佔用|利用率)?"
               r"\s*(?:and|,|，|/|和|、)?)\s*(?:about\s+|around\s+|~|约|約)?\s*")
"""What makes a wattage the card's own power (limit) rather than a supply (fix69b, judge28 #7): "at 300W",
"draws only 100w" (fix78a), "power limit 300W", "capped at 250w", "100% GPU use and 300W", "跑在300W",
"功率墙250W"; a supply only with supply words."""
SPEC = re.compile(rf"(?:(?<=\d)\s*gb?\s*,?\s*|(?<=gb/s)\s*,?\s*|(?<![\d.x])(?:[a-z]{{0,3}}\d{{3,5}}[a-z]{{0,3}})"
                  rf"(?:\s*[(（@]\s*|\s+(?:at|@|rated\s+at|running\s+at|drawing|pulling)\s+(?:about\s+|around\s+|~)?|\s+)"
                  rf"|(?:tdp|tgp|board\s+power|power\s+draw|功耗)\s*(?:of|is|:|=|为|為|是)?\s*"
                  rf"|{_CARD_POWER}"
                  rf"|(?<![\d.])\d{{1,4}}\s*w\s*/\s*)?{_WATTS}"  # nvidia-smi's "49W / 390W": the card's draw / cap
                  rf"(?P<after>\s*(?:tdp|tgp|board\s+power|power\s+(?:use|usage|draw|consumption)(?![a-z])|功耗|(?:gpus?|cards?|"
                  rf"graphics\s+cards?|显卡|顯卡|卡)"
                  rf"(?![a-z])|\s*/\s*\d{{2,4}}\s*w(?![a-z])))?")
"""A wattage with what may make it a card's spec: a memory size, bandwidth or card number before it, a power word
before or after ("110 watt power use", fix79d), a card word after, or a draw / cap pair as a pasted nvidia-smi row
shows them ("49W / 390W", fix33a:
the card's draw and power cap, never the user's supply)."""


_DRAW = re.compile(r"\d{1,4}\s*w\s*/")
"""The draw before a card's power cap in a pasted nvidia-smi row ("49W / 390W")."""


def spec_spans(low: str) -> list[tuple[int, int]]:
    """The spans of the wattages in ``low`` (lower case) that are a card's spec (module docstring), never one attached
    to supply words."""
    supplies = [m.span(1) for p in (SUPPLY_BEFORE, SUPPLY_AFTER) for m in p.finditer(low)]
    spans = []
    for m in SPEC.finditer(low):
        if any(s <= m.start(1) < e for s, e in supplies):
            continue
        before = low[m.start():m.start(1)]
        if before.strip() or m.group("after"):  # a spec's neighbour said
            spans.append((m.start() if _DRAW.match(before) else m.start(1), m.end()))  # "49w / 390w": both
    return spans


@said_once  # read once a text (advisor.said_once, perf33)
def unspecced(low: str) -> str:
    """``low`` with a card spec's wattages (:func:`spec_spans`) blanked: what the supply's readers read."""
    for start, end in spec_spans(low):
        low = low[:start] + " " * (end - start) + low[end:]
    return low


WATTS_SAID = re.compile(r"(?<![\d.])(\d{3,4})\s*(?:w(?:att)?s?(?![a-z/])|瓦)")  # "3090 w/ waterblock": "with", no watts
"""A wattage said alone ("750w", "a 1000 watt psu", "850瓦"), read as a supply only once a card's spec is blanked."""


_RANGE = re.compile(r"(?<![\d.])(\d{3,4})\s*(?:w(?:atts?)?|瓦)?\s*(?:~|～|-|–|—|to|or|到|至|或)\s*(\d{3,4})\s*"
                    r"(?=w(?:atts?)?(?![a-z/])|瓦)")
"""A wattage said as a range ("650~850w", "650-850 watts", "650w to 850w", "650到850瓦"): its number pair, the unit
after the high end."""
_SUPPLY_NEAR = re.compile(rf"(?<![a-z]){_SUPPLY}(?![a-z])")


def _ranges(low: str) -> list[tuple[re.Match[str], int, int]]:
    """The wattage ranges of ``low`` said of a supply (a supply's word within 30 characters), with their two ends
    (W, 200-5,000 W)."""
    found = []
    for m in _RANGE.finditer(low):
        a, b = int(m.group(1)), int(m.group(2))
        if 200 <= min(a, b) < max(a, b) <= 5000 and _SUPPLY_NEAR.search(low[max(0, m.start() - 30):m.end() + 30]):
            found.append((m, a, b))
    return found


_NEGATIVE = re.compile(r"(?<![\d.])[-−]\s*(\d{1,5})\s*(?=w(?:atts?)?(?![a-z/])|瓦)")
"""A wattage said below zero ("a -500w psu"): a minus sign no digit comes before."""
_LOW_RANGE = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:w(?:atts?)?|瓦)?\s*(?:~|～|-|–|—|to|到|至)\s*(\d{3,4})\s*"
                        r"(?=w(?:atts?)?(?![a-z/])|瓦)")
"""A wattage range whose low end is under any supply sold ("0-1000w psu")."""
SMALLEST_SUPPLY_W = 200
"""The smallest supply rating read as a user's supply (W): the floor :func:`supply_watts` keeps (SFX/TFX units start
at 300 W, OEM boxes at about 180-250 W)."""


def supply_refused(text: str) -> Message | None:
    """The one sentence refusing a supply said with no load it surely carries (fix56c #1): a wattage below zero ("I
    have a -500W psu") or a range whose low end is under :data:`SMALLEST_SUPPLY_W` ("a 0-1000W PSU": judged at its
    low end, which carries nothing); ``None`` when no such supply is said. Either is said of a supply only with a
    supply's word within 30 characters."""
    low = text.lower()
    for m in _NEGATIVE.finditer(low):
        if _SUPPLY_NEAR.search(low[max(0, m.start() - 30):m.end() + 30]):
            return msg("ask.power.supply-negative", "A power supply is not rated {said}: its rating is a wattage "
                       "above zero (on its label, such as 650 W). Say it and the supply is judged.",
                       said=Quantity(value=-float(m.group(1)), unit="W", digits=0))
    for m in _LOW_RANGE.finditer(low):
        a, b = int(m.group(1)), int(m.group(2))
        if a < SMALLEST_SUPPLY_W <= b and _SUPPLY_NEAR.search(low[max(0, m.start() - 30):m.end() + 30]):
            return msg("ask.power.supply-range-low", "Your power supply was said as {low}–{high}: judged at its low "
                       "end, {low}, the load it surely carries, it carries nothing. Say its rating (on its label, "
                       "such as 650 W) and the supply is judged.", low=Quantity(value=float(a), unit="W", digits=0),
                       high=Quantity(value=float(b), unit="W", digits=0))
    return None


def supply_range(text: str) -> tuple[float, float] | None:
    """The range a supply's wattage is said as ("I have a 650~850w PSU": (650.0, 850.0), fix53a #1), low end first;
    ``None`` when the supply is said as one figure, or no supply is said. The readers judge the low end
    (:func:`low_end`): the load the supply surely carries."""
    return next(((float(min(a, b)), float(max(a, b))) for _, a, b in _ranges(text.lower())), None)


def low_end(low: str) -> str:
    """``low`` (lower case) with each wattage range said of a supply (:func:`supply_range`) written as its low end,
    the same length ("650~850w" → blanks and "650w"): the one figure the supply's readers judge."""
    for m, a, b in _ranges(low):
        low = low[:m.start()] + str(min(a, b)).rjust(m.end() - m.start()) + low[m.end():]
    return low


def supply_blanked(low: str) -> str:
    """``low`` (lower case) with a supply's wattage blanked, a range's at its low end first ("电源650到850瓦",
    "电源650瓦": a supply, never a GTX 650; fix53a): what the card reader reads."""
    low = low_end(low)
    for said in (SUPPLY_BEFORE, SUPPLY_AFTER):
        low = said.sub(lambda m: m.group()[:m.start(1) - m.start()] + " " * len(m.group(1))
                       + m.group()[m.end(1) - m.start():], low)
    return low


def range_note(text: str) -> Message | None:
    """The read-as line's word on a supply said as a range (:func:`supply_range`): judged at its low end, said so;
    ``None`` when none is said."""
    said = supply_range(text)
    if said is None:
        return None
    return msg("ask.note.supply-range", "Your power supply was said as {low}–{high}: judged at its low end, {low}, "
               "the load it surely carries.", low=Quantity(value=said[0], unit="W", digits=0),
               high=Quantity(value=said[1], unit="W", digits=0))


@said_once  # read once a text (advisor.said_once, perf33)
def wattage_said(text: str) -> float | None:
    """The supply's wattage ``text`` says where a wattage alone is the supply (a power question: "is 750w enough for a
    4090?"): the one attached to supply words first (:func:`supply_watts`), else the first wattage that is not a
    card's spec (:func:`unspecced`: "3090 (350w) or 4090 (450w)" says none); ``None`` when none is said."""
    if (supply := supply_watts(text)) is not None:
        return supply
    said = WATTS_SAID.search(unspecced(low_end(text.lower())))
    if said is None:  # "will my corsair rm850x run a 4090?": the supply named by its model (break30 #8)
        return named_supply_w(text.lower())
    return float(said.group(1))


@said_once  # read once a text (advisor.said_once, perf33)
def supply_watts(text: str) -> float | None:
    """The wattage of the user's supply ``text`` says with supply words (module docstring), or ``None``; a range
    ("650~850w psu") at its low end (:func:`low_end`)."""
    low = low_end(text.lower())
    found = [m for p in (SUPPLY_BEFORE, SUPPLY_AFTER) if (m := p.search(low)) is not None]
    if not found:
        return None
    watts = float(min(found, key=lambda m: m.start()).group(1))
    return watts if 200 <= watts <= 5000 else None


_COUNTS = {"two": 2, "2": 2, "dual": 2, "双": 2, "雙": 2, "两": 2, "兩": 2, "three": 3, "3": 3, "三": 3}
SUPPLIES_SAID = re.compile(r"(?<![a-z0-9.])(two|2|dual|three|3|双|雙|两|兩|三)\s*(?:x\s*|×\s*|个|個|台)?\s*"
                           r"(\d{3,4})\s*(?:w(?:atts?)?|瓦)\s*(?:(?:gold|platinum|atx|sfx|modular|金牌)\s*)?"
                           r"(?:power\s+supplies|psus|supplies|电源|電源)(?![a-z])")
"""Several supplies said with their wattage ("two 850w power supplies", "2x 1000w psus", "两个850W电源")."""


def supplies_said(low: str) -> tuple[int, float] | None:
    """How many supplies ``low`` says and the wattage of each (break30 #8: "on two 850W power supplies" was read as
    one 850 W supply), or ``None`` when one or none is said."""
    m = SUPPLIES_SAID.search(low)
    return (_COUNTS[m.group(1)], float(m.group(2))) if m is not None else None


__all__ = ["SMALLEST_SUPPLY_W", "SPEC", "SUPPLIES_SAID", "SUPPLY_AFTER", "SUPPLY_BEFORE", "WATTS_SAID", "low_end",
           "range_note", "spec_spans", "supplies_said", "supply_blanked", "supply_range", "supply_refused",
           "supply_watts", "unspecced", "wattage_said"]
