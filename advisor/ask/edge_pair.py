"""A Jetson weighed against a desktop card for edge use (fix73b, judge29 #21).

"which GPU works best for real-time edge computing: RTX 4060 or Jetson Orin 16GB?", "嵌入式部署用Jetson Orin NX还是
4060": the Jetson is the embedded board — a whole computer on a module at its power (``Card.tdp_w``, the catalogue's
sourced figure), small enough for a robot or a camera — while the desktop card needs a PC around it and draws more
itself; for what fits its memory the desktop card is faster, and the Jetson's memory holds larger models when it has
more. Said first; "is not a deep-learning card" and "never the better value" (a desktop buyer's rules) leave the
short form of an edge question. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Number, Text, msg
from ..jetson import is_jetson
from ..models import Caveat
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

EDGE = re.compile(r"(?<![a-z])(?:edge|embedded|on[\s-]?device|robots?|robotics|drones?|uavs?|cameras?|in\s+a\s+car|"
                  r"vehicles?|low[\s-]power|battery|portable)(?![a-z])|嵌入式|边缘|邊緣|端侧|端側|机器人|機器人|无人机|"
                  r"無人機|车载|車載|低功耗")
"""Words of edge or embedded use."""
_DESKTOP_RULES = ("catalog.not-dl", "memory.never-less")
"""A desktop buyer's rules that say nothing to an edge question about a Jetson."""


def edge_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a comparison of a Jetson and a desktop card) led by what each is for at the edge (module
    docstring); ``answer`` itself when the question says no edge use or the two are not one Jetson and one card."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.command != "compare" or len(read_as.cards) != 2 or not EDGE.search(text.lower()):
        return answer
    cards = [advisor.card(n) for n in read_as.cards]
    jetsons = [c for c in cards if is_jetson(c) or c.name.startswith("Jetson ")]
    if len(jetsons) != 1:
        return answer
    jetson = jetsons[0]
    desk = next(c for c in cards if c is not jetson)
    if not jetson.tdp_w or not desk.tdp_w or desk.name.startswith("Jetson "):
        return answer
    jm, dm = jetson.memory_gb or 0.0, desk.memory_gb or 0.0
    held = (msg("fix73b.edge.more", " The {jetson}'s {jmem} holds larger models than the {desk}'s {dmem}.",
                jetson=card_param(jetson.name), jmem=gb(jm), desk=card_param(desk.name), dmem=gb(dm))
            if jm > dm else Text(value=""))
    lead = msg("fix73b.edge", "For edge use the {jetson} is the embedded board: a whole computer on a module at about "
               "{jw:.0f} W, small enough for a robot or a camera; the {desk} needs a PC around it and draws about "
               "{dw:.0f} W itself. For what fits its {dmem} the {desk} is faster.{held}",
               jetson=card_param(jetson.name), jw=Number(value=jetson.tdp_w), desk=card_param(desk.name),
               dw=Number(value=desk.tdp_w), dmem=gb(dm), held=held)
    caveats = [c for c in shape.caveats if c.rule_id not in _DESKTOP_RULES]
    decides = [c for c in shape.decides if c.rule_id not in _DESKTOP_RULES]
    dropped = len(shape.caveats) - len(caveats) + len(shape.decides) - len(decides)
    shape = shape.model_copy(update={"decides": [Caveat(rule_id="spec.params", message=lead, weight=10.0), *decides],
                                     "caveats": caveats, "details": shape.details + dropped})
    return answer.model_copy(update={"shape": shape})


__all__ = ["EDGE", "edge_first"]
