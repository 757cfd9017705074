"""The asker's PC already takes the cards ("2 x 3090 within $2600, my pc already takes two cards", "I already have a
board and psu for two", "我的主板已经能插两张卡", break33 #3/#4, break34 #3/#4): the ranking of several cards then stood
on cards plus the board and power supply a one-card PC lacks (``value.platform-cost``), 810 USD more for a pair, and
"board and psu" was read as a question about the power supply.

The statement is a typed slot of the reading, ``ReadAs.places`` (the cards that PC takes: :func:`places_said`, one
reader for English and Chinese), said once on the read-as line (:func:`places_note`). When it takes as many cards as
are asked, the ranking's basis is the cards alone: the answer is made on a view of the catalogue whose markets price
no platform for that many cards (:func:`on_own_places`, :attr:`advisor.models.Market.owned_places`,
:func:`advisor.rigs.platform_for`), in the rows and the budget check alike; a PC that takes fewer cards than asked
still needs the platform, and the note says so. Pure.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Number, msg

if TYPE_CHECKING:
    from ..api import Advisor

KEY = "ask.note.places-owned"
SHORT = "ask.note.places-short"
SETS = "ask.note.places-sets"
_N = r"([1-8]|one|two|three|four|five|six|seven|eight|both|dual|[一二两兩三四五六七八双雙])"
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "dual": 2,
           "一": 1, "二": 2, "两": 2, "兩": 2, "双": 2, "雙": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_HOST = (r"(?:pc|computer|desktop|rig|machine|build|system|workstation|tower|server|(?:mother)?board|mobo|case|box|"
         r"set[\s-]?up|platform|psu|power\s+supply)")
_CARDS = r"(?:\s*(?:x\s*)?(?:full[\s-]+size\s+|big\s+|large\s+|more\s+)?(?:cards?|gpus?|graphics\s+cards?|of\s+them))?"
_EN = re.compile(
    # "my pc already takes two cards", "my motherboard can take 4 gpus", "my rig has room for two"
    r"(?<![a-z])(?:my|our)\s+(?:current\s+|existing\s+|own\s+)?" + _HOST
    + r"(?:\s+(?:and|&|\+)\s+(?:my\s+|the\s+)?" + _HOST + r")?\s+(?:(?:already\s+)?(?:can|could|will)\s+(?:already\s+)?"
    r"(?:only\s+)?(?:take|fit|hold|support|accept|handle|carry|power|run)|(?:already\s+|only\s+)?(?:takes|fits|holds|"
    r"supports|accepts|handles|carries|powers|runs|(?:has|have)\s+(?:the\s+)?(?:room|space|slots?|places?)\s+for|"
    r"(?:is|are)\s+(?:ready|built|set\s+up|good|fine|enough|ok)\s+for))\s+(?:up\s+to\s+)?" + _N + _CARDS
    + r"(?![a-z])"
    # "I already have a board and psu for two", "I have a pc that takes two cards"
    r"|(?<![a-z])i\s+(?:already\s+)?(?:have|own|got)\s+(?:already\s+)?(?:a|an|the|my)?\s*(?:multi[\s-]*gpu\s+)?"
    + _HOST + r"(?:\s+(?:and|&|\+)\s+(?:a\s+|an\s+|the\s+)?" + _HOST + r")?\s+(?:that\s+(?:can\s+)?(?:takes?|fits?|"
    r"holds?|supports?)\s+|with\s+(?:room|space|slots?)\s+for\s+|(?:ready\s+)?for\s+|able\s+to\s+(?:take|hold|run)\s+)"
    r"(?:up\s+to\s+)?" + _N + _CARDS + r"(?![a-z])")
_ZH = re.compile(
    # "我的主板已经能插两张卡", "电脑能装两张显卡", "主板和电源都够两张卡", "主板支持双卡"
    r"(?<!什么)(?<!什麼)(?<!哪个)(?<!哪個)(?<!哪种)(?<!哪種)(?<!啥)(?:电脑|電腦|主板|主机板|主機板|机箱|機箱|平台|电源|電源|主机|主機)(?:和|跟|与|與|、)?(?:电源|電源|主板|主机板|主機板|机箱|機箱)?\s*"
    r"(?:已经|已經|本来就|本來就|本身)?(?:都|也)?(?:只)?(?:能|可以|支持|够|夠)?(?:插|装|裝|上|带|帶|放|支持|够|夠|撑|撐)"
    r"(?:得下|得了)?\s*" + _N + r"\s*(?:张|張|块|塊|个|個|路)?(?:卡|显卡|顯卡|gpu)(?!\s*(?:吗|嗎|么|麼|不|没|沒|[?？]))"
    # "已经有能插两张卡的主板", "已有双卡平台"
    r"|(?:已经|已經|已)有\s*(?:能|可以)?(?:插|装|裝|带|帶)?\s*" + _N + r"\s*(?:张|張|块|塊)?(?:卡|显卡|顯卡)?的?"
    r"(?:主板|平台|电源|電源|机箱|機箱|电脑|電腦)")


def places_span(text: str) -> re.Match[str] | None:
    """Where ``text`` says the asker's PC takes a count of cards already (module docstring), or ``None``."""
    low = text.lower()
    return _EN.search(low) or _ZH.search(low)


def places_said(text: str) -> int | None:
    """The cards the asker's PC takes already, as ``text`` says it ("my pc already takes two cards": 2, "我的主板已经能
    插两张卡": 2, "I already have a board and psu for 4 gpus": 4); ``None`` when it says none. "both" is two."""
    found = places_span(text)
    if found is None:
        return None
    word = next(g for g in found.groups() if g)
    return 2 if word == "both" else int(word) if word.isdigit() else _COUNTS[word]


def blank_places(text: str) -> str:
    """``text`` without its statement of the places the PC has (its supply words are no question about the supply)."""
    found = places_span(text)
    if found is None:
        return text
    kept = text if len(text) == len(text.lower()) else text.lower()  # the span's offsets are the lowered text's
    return kept[:found.start()] + " " + kept[found.end():]


def places_note(places: int, gpus: int | None) -> Message:
    """The read-as line's word on the basis: the cards alone (:data:`KEY`) when the PC takes the ``gpus`` asked, else
    that the platform for them is still counted (:data:`SHORT`); with no count asked (``None``), that sets of up to
    ``places`` cards stand on the cards alone and lead, and larger ones pay their platform (:data:`SETS`,
    :mod:`advisor.llm_places`)."""
    if gpus is None:
        return msg("ask.note.places-sets", "Your PC takes {places} cards already, as you said: up to {places} cards "
                   "are priced alone and ranked first; more cards, or a machine, pay the board and power supply they "
                   "need.", places=Number(value=places))
    if places >= gpus:
        return msg("ask.note.places-owned", "Your PC takes {places} cards already, as you said: the cards are "
                   "priced alone, without a board and power supply.", places=Number(value=places))
    return msg("ask.note.places-short", "Your PC takes {places} cards, as you said; {gpus} cards need a board and "
               "power supply that carry them, counted in the prices.", places=Number(value=places),
               gpus=Number(value=gpus))


_REST = re.compile(r"[^a-z一-鿿]+")
ALONE_WORDS = 3
"""A statement of the places with at most this many other words (or twice as many Chinese characters) is said alone:
"my pc takes two already", "btw my rig has room for two"."""


def said_alone(text: str) -> bool:
    """Whether ``text`` is the statement of the places and little else (:data:`ALONE_WORDS`)."""
    rest = _REST.sub(" ", blank_places(text).lower()).split()
    return len([w for w in rest if w.isascii()]) <= ALONE_WORDS and sum(
        len(w) for w in rest if not w.isascii()) <= 2 * ALONE_WORDS


def sets_ranked(read_as: Any) -> bool:
    """Whether a ranking with no count asked weighs sets of several cards (:mod:`advisor.llm_places`): LLM work, or a
    model named; a gaming or image ranking of one card each leaves the PC's places unsaid."""
    return getattr(read_as, "use_case", None) == "llm" or getattr(read_as, "model", None) is not None


def with_places(text: str, read_as: Any, before: Any = None) -> Any:
    """``read_as`` with the places its words say (``places``; else those a follow-up keeps) and the note of the basis
    for the count it asks, for a ranking of several cards; a follow-up saying it alone ("my pc takes two already")
    re-ranks the ranking of several cards before (``before``) on it; ``read_as`` as is otherwise."""
    places = places_said(text)
    if places is None:
        places = read_as.places
        if places is None:
            return read_as
    elif read_as.command != "recommend" and before is not None and before.command == "recommend" and (
            before.gpus or 1) > 1 and said_alone(text):
        read_as = before  # the statement alone after a ranking of several cards: that ranking, on its basis
    gpus = read_as.gpus
    notes = [n for n in read_as.notes if n.key not in (KEY, SHORT, SETS)]
    if read_as.command != "recommend" or (gpus or 1) < 2 and (gpus is not None or places < 2 or not sets_ranked(
            read_as)):
        return read_as.model_copy(update={"places": places, "notes": notes})
    return read_as.model_copy(update={"places": places, "notes": [*notes, places_note(places, gpus)]})


def on_own_places(advisor: Advisor, read_as: Any) -> Advisor:
    """``advisor`` for a ranking whose asker's PC takes the cards asked (:func:`with_places`): a view whose markets
    price no board and power supply for as many cards as it takes (:attr:`advisor.models.Market.owned_places`);
    ``advisor`` itself otherwise."""
    places, gpus = getattr(read_as, "places", None), getattr(read_as, "gpus", None)
    if not places or places < 2 or read_as.command != "recommend" or (places < gpus or gpus < 2 if gpus is not None
                                                                       else not sets_ranked(read_as)):
        return advisor
    catalog = advisor.catalog
    markets = {k: m.model_copy(update={"owned_places": places}) for k, m in catalog.markets.items()}
    view = copy.copy(advisor)
    view.catalog = dataclasses.replace(catalog, markets=markets)
    view.rules = type(advisor.rules)(view.catalog)
    view.llm_models = view.rules.llm_models
    view._fit_offers = {}
    return view


__all__ = ["KEY", "SETS", "SHORT", "blank_places", "on_own_places", "places_note", "places_said", "places_span",
           "said_alone", "sets_ranked", "with_places"]
