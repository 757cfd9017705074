"""A rig's power note held to mainland China's sockets for a question asked in Simplified Chinese or with a budget in
yuan (fix64a, newuser26: "预算3万元，想组4卡训练平台" was told of "a US 15 A / 120 V home circuit" and NEC 210.19).

The ``multi.power`` note (:func:`advisor.recommend.notes.rig_notes`) is built on the market's circuits (today's market
is the US one); for an asker in mainland China (:func:`advisor.home_circuits.in_china`) the note and its short form are
said again on the same rig held to China's sockets at a long load's margin (:func:`advisor.rigs.china_load_circuits`),
and every place of the short form that quoted them is changed with them. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..home_circuits import in_china
from ..i18n import Message
from ..rigs import china_load_circuits, rig_for, rig_messages, rig_summary, shown_rig
from ..wording import join

if TYPE_CHECKING:
    from ..api import Advisor

POWER = "multi.power"
"""The rule of a rig's power note."""


def _swapped(items: list, old: list[tuple[Message, Message]]) -> list:
    """``items`` (caveats) with any whose message is one of ``old``'s firsts given its second, the new message."""
    out = []
    for x in items:
        new = next((b for a, b in old if x.message == a), None)
        out.append(x if new is None else x.model_copy(update={"message": new}))
    return out


def china_power(advisor: Advisor, answer: Any, language: str | None, currency: str | None) -> Any:
    """``answer`` with its rig's power note held to mainland China's sockets where the asker is there (module
    docstring; ``language`` the question's, ``currency`` its budget's); ``answer`` as it is otherwise (no note, no
    several-card pick, or no rig to size)."""
    notes = getattr(answer, "notes", None)
    if not notes or not in_china(language, currency):
        return answer
    note = next((n for n in notes if n.rule_id == POWER), None)
    pick = shown_rig(list(getattr(answer, "picks", None) or []))
    market_ref = getattr(answer, "market", None)
    if note is None or pick is None or market_ref is None:
        return answer
    market = advisor.catalog.market(market_ref.id)
    rig = rig_for(market, advisor.catalog.card(pick.card), pick.gpus, china_load_circuits())
    if rig is None:
        return answer
    new = note.model_copy(update={"message": join(rig_messages(rig)), "short": rig_summary(rig)})
    old: list[tuple[Message, Message]] = [(note.message, new.message)]
    if note.short is not None and new.short is not None:
        old.append((note.short, new.short))
    update: dict[str, Any] = {"notes": [new if n is note else n for n in notes]}
    shape = getattr(answer, "shape", None)
    if shape is not None:
        update["shape"] = shape.model_copy(update={"caveats": _swapped(list(shape.caveats), old),
                                                   "decides": _swapped(list(shape.decides), old)})
    return answer.model_copy(update=update)


__all__ = ["china_power"]
