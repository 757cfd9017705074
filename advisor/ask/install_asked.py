"""Putting a card in a PC: a buyer's question about installing it, not an owner's (break35 #4: "Can I put an L40S in
my home tower for training?" and "… can I put one in my workstation?" of an H100 were read as owning the card — "my"
— and told to "try the levers first", with no word on what the question asks: whether it goes in a tower).

:data:`INSTALL` — "can I put / fit / install / use X in my workstation / tower / PC", "把 X 装进我的机箱" — names the
asker's machine, not a card they have: :func:`without_install` takes those words out before the reader looks for an
owner's (:mod:`advisor.ask.word_reading`). The answer then opens with what installing the card takes
(:func:`install_first`), from the catalogue's sourced facts: a server module (``line.server-module``: SXM/OAM) mounts
only on a data-centre baseboard, never in a PC, and the PCIe form of the same chip is named where the catalogue has
it; a data-centre PCIe card fits the slot but is passively cooled (``data/card_facts.csv`` ``cooling``, the maker's
product brief; else the data-centre line's rule, ``line.individual-avoid-pro``) and takes the power plug its
``power_connector`` row states. The card's own verdict follows. A card with its own fans (GeForce, a workstation
card) needs no such line: the answer is left as it is. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from ..i18n import Message, Quantity, Text, msg
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Card
    from .models import ReadAs

_MACHINE = (r"(?:home\s+|own\s+|current\s+|old\s+|new\s+|gaming\s+|desktop\s+|little\s+|small\s+)?"
            r"(?:workstation|tower|pc|desktop|case|rig|computer|build|machine|box|atx\s+case)")
INSTALL = re.compile(
    r"(?<![a-z])(?:(?:can|could|would|will|should|do|does)\s+(?:i|we|one|it|they)|is\s+it\s+(?:ok|okay|possible|safe|"
    r"fine)\s+to|how\s+(?:(?:do|can|would|should)\s+(?:i|we)|to)\s|(?=installing|mounting|fitting))\s*"
    r"(?:still\s+|even\s+|just\s+)?"
    r"(?:put|fit|install|mount|stick|slot|plug|drop|use|run|add|installing|mounting|fitting)\s+(?:[^.?!;,]{0,40}?\s)?(?:in|into|inside|in\s+to)\s+"
    r"(?:my|our|a|the)\s+" + _MACHINE + r"(?![a-z])|"
    r"(?<![a-z])(?:fit|fits|go|goes|work|works)\s+(?:in|into|inside)\s+(?:my|our|a)\s+" + _MACHINE
    + r"(?![a-z])(?=[^.!]*\?)|"
    r"(?:装进|装到|装在|放进|放到|塞进|插到|插在|裝進|裝到|裝在|放進|塞進)\s*(?:我的|我们的|我們的|家里的|家裡的)?\s*"
    r"(?:机箱|电脑|主机|台式机|工作站|機箱|電腦|主機|桌機|工作站)")
"""Words asking whether a card goes into the asker's machine (module docstring)."""


def install_said(text: str) -> bool:
    """Whether ``text`` asks about putting a card into a PC (:data:`INSTALL`)."""
    return INSTALL.search(text.lower()) is not None


_MINE = re.compile(r"(?<![a-z])(?:my|our)(?![a-z])|我的|我们的|我們的")


def without_install(s: str) -> str:
    """``s`` (lower case) without the owner's word of the machine :data:`INSTALL` names: "in my tower" names no card
    had ("can I use my 3090 in my new build" keeps "my 3090")."""
    def _blank(m: re.Match[str]) -> str:
        said = m.group()
        last = list(_MINE.finditer(said))
        if not last:
            return said
        at = last[-1]
        return said[:at.start()] + " " * (at.end() - at.start()) + said[at.end():]
    return INSTALL.sub(_blank, s)


def _source(row: dict[str, str]) -> Text:
    """A ``data/card_facts.csv`` row's source said short: the site of its first address ("manuals.plus")."""
    first = row["source"].split(" ")[0]
    return Text(value=urlsplit(first).netloc.removeprefix("www.") or first)


def _pcie_form(advisor: Advisor, card: Card) -> str | None:
    """The PCIe card of a server module's chip ("H100 SXM5 80 GB" → "H100 PCIe 80 GB") where the catalogue has it."""
    name = re.sub(r"\bSXM\d?\b", "PCIe", card.name)
    if name == card.name:
        return None
    try:
        return advisor.card(name).name
    except Exception:  # noqa: BLE001  # no such card here: nothing named
        return None


def _module_form(advisor: Advisor, card: Card) -> str | None:
    """The server module of a PCIe card's chip ("H100 PCIe 80 GB" → "H100 SXM5 80 GB") where the catalogue has it."""
    return next((n for n in advisor.catalog.card_rows if "SXM" in n and re.sub(r"\bSXM\d?\b", "PCIe", n) == card.name),
                None)


def _plug(advisor: Advisor, card: Card) -> Message | None:
    """The card's power plug where ``data/card_facts.csv`` states it, with its source."""
    row = advisor.catalog.card_fact(card.name, "power_connector")
    if row is None:
        return None
    if row["value"] == "eps12v-8pin":
        return msg("ask.card-fact.connector.eps", "It takes one 8-pin CPU (EPS-12V) power plug, not a PCIe 8-pin "
                   "({source}): from a desktop supply, use an adapter from two PCIe 8-pin plugs to one EPS-12V 8-pin "
                   "(or a spare EPS-12V lead).", source=_source(row))
    if row["value"] == "pcie-cem5-16pin":
        return msg("ask.install.connector.16pin", "It takes one 16-pin PCIe CEM5 (12VHPWR) power plug ({source}): "
                   "an ATX 3.x supply's 16-pin lead, or the adapter from PCIe 8-pin plugs.", source=_source(row))
    return None


def install_line(advisor: Advisor, card: Card, module_said: bool = False) -> Message | None:
    """What putting ``card`` in a PC takes (module docstring); ``None`` for a card with its own fans. ``module_said``:
    the answer already says a server module mounts only on a server's baseboard (``rules.server-module``): only the
    PCIe form is added."""
    name = card_param(card.name)
    if "server-module" in card.flags:
        pcie = _pcie_form(advisor, card)
        if module_said:
            return msg("ask.install.pcie-form", "For a workstation, the {pcie} is the same chip on a PCIe card.",
                       pcie=card_param(pcie)) if pcie is not None else None
        if pcie is not None:
            return msg("ask.install.module.pcie", "{card} is a server module, not a card: it mounts only on a "
                       "data-centre server's baseboard (an HGX board), never in a workstation; the {pcie} is the form "
                       "that fits a PCIe slot.", card=name, pcie=card_param(pcie))
        return msg("ask.install.module", "{card} is a server module, not a card: it mounts only on a data-centre "
                   "server's baseboard (an HGX board), never in a workstation.", card=name)
    if card.line != "datacenter" or card.is_system:
        return None
    row = advisor.catalog.card_fact(card.name, "cooling")
    cooled = (msg("ask.install.passive.sourced", "In a tower, {card} needs air pushed through its heat sink — a "
                  "blower or ducted high-pressure fan — as it has no fans of its own (passive cooling: {source}), or "
                  "it throttles and overheats.", card=name, source=_source(row))
              if row is not None else
              msg("ask.install.passive", "In a tower, {card} needs air pushed through its heat sink — a blower or "
                  "ducted high-pressure fan — as a data-centre card has no fans of its own, or it throttles and "
                  "overheats.", card=name))
    parts = [cooled]
    module = _module_form(advisor, card)
    if module is not None:
        parts.append(msg("ask.install.not-module", "The {module} is the server module of the same chip: it mounts only "
                         "on a data-centre server's baseboard (an HGX board), never in a workstation.",
                         module=card_param(module)))
    if card.tdp_w:
        parts.append(msg("ask.install.power", "Its board power is {tdp}.",
                         tdp=Quantity(value=round(card.tdp_w), unit="W", digits=0)))
    plug = _plug(advisor, card)
    if plug is not None:
        parts.append(plug)
    return join(parts)


def install_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` opened with what installing its card(s) takes when the question asks about putting one in a PC
    (:data:`INSTALL`); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or shape.headline is None or not read_as.cards or not install_said(text):
        return answer
    said = any(c.message.key == "rules.server-module" for c in [*shape.decides, *shape.caveats])
    lines = [line for name in dict.fromkeys(read_as.cards)
             if (line := install_line(advisor, advisor.card(name), module_said=said))]
    if not lines:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([shape.headline, *lines])})})


__all__ = ["INSTALL", "install_first", "install_line", "install_said", "without_install"]
