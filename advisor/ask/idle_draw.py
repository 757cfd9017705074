"""A card's draw at idle asked (fix84c #1, break48 M14): "how much power does a 4090 use at idle?", "7900 XTX idle
power draw", "显卡待机功耗多少 4090" were answered with the board power and a supply sized for full load (450 W,
676 W), and "idle power of AMD vs Nvidia cards" with the maker's deep-learning verdict — the idle draw never said.

The reply says, for each card named, its published idle draw on one monitor (and with two, where given) from
``data/idle_power.csv`` (each row with its source URL), and for a card with no published figure that none is
published here, its board power being the full-load ceiling, not its idle draw. It ends with the rule of thumb the
figures show: a desktop card idles at a few tens of watts at most. With no card named ("AMD vs Nvidia"), the
published figures of every card listed are said, by maker. Pure; :func:`idle_draw_reply` returns ``None`` for any
other question (no idle said, no power asked, a supply, a model or a budget asked about).
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..i18n import Message, Quantity, Text, msg
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

IDLE_WORDS = re.compile(r"(?<![a-z])(?:idle|idles|idling|at\s+rest|standby|doing\s+nothing|on\s+the\s+desktop)"
                        r"(?![a-z])|待机|待機|空载|空載|闲置|閒置|空闲|空閒")
"""Words saying the card does nothing."""
POWER_WORDS = re.compile(r"(?<![a-z])(?:power|watts?|wattage|draws?|drawing|consum\w*|electricity|energy)(?![a-z])|"
                         r"功耗|耗电|耗電|功率|电费|電費|多少瓦|几瓦|幾瓦")
"""Words asking about power (never a use's share: "5% usage when idle" is :mod:`advisor.ask.idle_use`'s)."""
_SUPPLY = re.compile(r"(?<![a-z])(?:psu|psus|power\s+suppl(?:y|ies))(?![a-z])|电源|電源")
"""A supply asked about: :mod:`advisor.ask.power_asked`'s."""


@cache
def idle_rows() -> dict[str, dict[str, str]]:
    """``data/idle_power.csv`` by card name (each row's idle and two-monitor draw in W, and its source)."""
    with open(data_dir() / "idle_power.csv", newline="", encoding="utf-8") as fh:
        return {row["card"]: row for row in csv.DictReader(fh)}


def idle_asked(text: str) -> bool:
    """Whether ``text`` asks a card's draw at idle: an idle word and a power word, no supply."""
    low = text.lower()
    return bool(IDLE_WORDS.search(low) and POWER_WORDS.search(low)) and not _SUPPLY.search(low)


def _w(watts: str | float) -> Quantity:
    return Quantity(value=round(float(watts)), unit="W", digits=0)


def _card_line(row: dict[str, str], name: str) -> Message:
    """The published idle draw of card ``name`` (its ``data/idle_power.csv`` row), with two monitors where given."""
    if row["multi_monitor_w"]:
        return msg("ask.idle-draw.card.multi", "{card} draws about {idle} at idle on one monitor and about {multi} "
                   "with two ({source}).", card=card_param(name), idle=_w(row["idle_w"]),
                   multi=_w(row["multi_monitor_w"]), source=Text(value=row["source"]))
    return msg("ask.idle-draw.card", "{card} draws about {idle} at idle ({source}).", card=card_param(name),
               idle=_w(row["idle_w"]), source=Text(value=row["source"]))


def idle_draw_reply(advisor: Advisor, text: str, read_as: ReadAs, asked: bool = False) -> Message | None:
    """The reply to a card's idle draw asked (module docstring), ``None`` for any other question. ``asked``: the
    reading's topic says the idle draw is asked (a follow-up, "and the 3090?", keeps ``fact.idle``)."""
    if not (asked or idle_asked(text)) or read_as.model is not None or read_as.budget is not None:
        return None
    rows = idle_rows()
    lines: list[Message] = []
    for name in read_as.cards:
        card = advisor.card(name)
        if card.is_system:
            return None  # a machine: its own supply and figures
        if (row := rows.get(card.name)) is not None:
            lines.append(_card_line(row, card.name))
        elif card.tdp_w:
            lines.append(msg("ask.idle-draw.unpublished", "No idle figure for {card} is published in the sources "
                             "here; its board power, {tdp}, is what it may draw under full load, not at idle.",
                             card=card_param(card.name), tdp=_w(card.tdp_w)))
        else:
            lines.append(msg("ask.idle-draw.unknown", "No idle figure for {card} is published in the sources here.",
                             card=card_param(card.name)))
    if not read_as.cards:  # "idle power of AMD vs Nvidia cards": every published figure, by maker
        makers: dict[str, list[str]] = {}
        for name in rows:
            makers.setdefault(advisor.card(name).manufacturer, []).append(name)
        lines.extend(_card_line(rows[name], name) for maker in sorted(makers) for name in makers[maker])
    lines.append(msg("ask.idle-draw.rule", "A desktop card idles at a few tens of watts at most — a second monitor "
                     "or a video playing adds some; the board power is the full-load ceiling, never the idle draw."))
    return msg("ask.idle-draw.reply", "{said}", said=join(lines))


__all__ = ["IDLE_WORDS", "POWER_WORDS", "idle_asked", "idle_draw_reply", "idle_rows"]
