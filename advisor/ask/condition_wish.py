"""The condition a buyer wishes, with its negation and scope (issue 27, newuser19 top 1).

The words of ``words.toml`` ``[condition]`` say a condition where they stand ("used cards", "二手", "新卡"); a wish
around them can turn it round or widen it: "no used cards", "nothing second hand", "不要二手" ask for new cards (a
warranty), not used prices only; "used only", "只要二手" ask for used; "二手也行", "used is fine", "either" accept both.
:func:`wished_condition` reads such a wish and decides the condition before the plain words are looked at; it gives
``set()`` when no wish is said (the plain words decide), ``{"new"}`` or ``{"used"}`` for one, ``{"new", "used"}`` for
both (no one condition: both prices are shown). The text is the reader's (lower-cased, NFKC).
"""

from __future__ import annotations

import re

_USED = (r"(?:used|second[\s-]?hand|secondhand|pre-?owned|refurb(?:ished)?|ex-?mining|mining|ebay|"
         r"二手|旧卡|舊卡|矿卡|礦卡|闲鱼|閒魚)")
_NEW = r"(?:new|brand[\s-]?new|全新|新卡|新的)"
_CARD = r"(?:\s+(?:ones?|cards?|gpus?|graphics\s+cards?|stuff|parts?|units?|3090s?|p40s?))?"

# a used card refused: "no used cards", "nothing second hand", "not used ones", "don't want a used one",
# "avoid used", "never buying used", "不要二手", "不买矿卡", "拒绝二手" — never the verb ("not used for gaming",
# "I have never used a GPU": "used" followed by a preposition or an article, or after "never"/"not" alone)
_REFUSED = re.compile(
    r"(?<![a-z])(?:(?:no|nothing|without|avoid(?:ing)?|not)\s+(?:an?\s+|any\s+)?|"
    r"(?:do\s*n[o']?t|don't|dont|won't|wont|will\s+not|would\s*n[o']?t|wouldn't|rather\s+not|never|not|no)\s+"
    r"(?:want|wanna|buy|buying|get|getting|trust|consider|considering|like)\s+(?:(?:for|with)\s+)?"
    r"(?:an?\s+|any\s+)?)" + _USED + r"(?![a-z])(?!\s+(?:for|to|in|by|as|with|on|at|a|an|the|it|them|this|that|"
    r"my|your|cuda|pytorch)(?![a-z]))" + _CARD +
    r"|(?:不要|不买|不買|不收|不考虑|不考慮|不想要|不想买|不想買|拒绝|拒絕|别买|別買|不用|非)\s*" + _USED)
# mining cards refused: a used card may still be fine ("no mining cards"), so no one condition
_NO_MINING = re.compile(r"(?<![a-z])(?:no|not|avoid|never|without)\s+(?:an?\s+|any\s+)?(?:ex-?)?mining"
                        r"|(?:不要|不买|不買|拒绝|拒絕|别买|別買)\s*(?:矿卡|礦卡)")
_ONLY_NEW = re.compile(
    r"(?<![a-z])(?:only\s+(?:buy(?:ing)?\s+|want\s+|consider(?:ing)?\s+)?" + _NEW + r"(?![a-z])|"
    + _NEW + _CARD + r"\s+only(?![a-z])|"
    r"(?:best|cheapest|fastest|good|decent)\s+" + _NEW + r"\s+(?:gpus?|cards?|graphics\s+cards?)(?![a-z]))"
    r"|(?:只买|只買|只要|只考虑|只考慮|只收|只想买|只想買|要买|要買)\s*(?:全新|新卡|新的|新)")
_VERB_OBJECT = (r"(?!\s+(?:for|to|in|by|as|with|on|at|a|an|the|it|them|this|that|these|those|my|your|our|his|her|"
                r"their|cuda|pytorch|\d)(?![a-z]))")
# "I only used the zip file", "we have only used one gpu": the verb, never a wish
_ONLY_USED = re.compile(
    r"(?<![a-z])(?<!i\s)(?<!we\s)(?<!you\s)(?<!they\s)(?<!have\s)(?<!has\s)(?<!had\s)(?<!\bi've\s)"
    r"(?:only\s+(?:buy(?:ing)?\s+|want\s+|consider(?:ing)?\s+)?" + _USED + r"(?![a-z])" + _VERB_OBJECT + _CARD +
    r"|" + _USED + _CARD + r"\s+only(?![a-z]))"
    r"|(?:只买|只買|只要|只考虑|只考慮|只收|只看)\s*" + _USED)
# a warranty wished: new, unless a used card is said too ("refurbished with warranty")
_WARRANTY = re.compile(r"(?<![a-z])(?:want|need|needs|with)\s+(?:a\s+|the\s+)?"
                       r"(?:full\s+|manufacturer'?s?\s+|maker'?s\s+)?warranty|"
                       r"(?:要|需要|带|帶|想要)\s*(?:原厂|原廠)?(?:保修|质保|質保|保固)")
# a new card refused: "no new cards", "not new", "nothing new", "don't want a new one", "不要新卡", "不买全新" — a used
# card wished (break31 #1); never "I'm not new to this", "not new at all", "my card is not new", "not newer"
_REFUSED_NEW = re.compile(
    r"(?<![a-z])(?<!is\s)(?<!'s\s)(?<!are\s)(?<!was\s)(?<!were\s)(?<!i'm\s)(?<!am\s)"
    r"(?:(?:no|nothing|without|avoid(?:ing)?|not)\s+(?:an?\s+|any\s+)?|"
    r"(?:do\s*n[o']?t|don't|dont|won't|wont|will\s+not|would\s*n[o']?t|wouldn't|rather\s+not|never|not|no)\s+"
    r"(?:want|wanna|need|buy|buying|get|getting|consider|considering)\s+(?:an?\s+|any\s+)?)"
    r"(?:brand[\s-]?)?new(?![a-z])"
    r"(?!\s+(?:to|at|in|with|about|since|yet|here|user|member|player|poster)(?![a-z]))" + _CARD +
    r"|(?:不要|不买|不買|不考虑|不考慮|不想要|不想买|不想買|别买|別買|不用|非|不是)\s*(?:全新|新卡|新的|新品|新显卡|新顯卡)")
_ANY_USED = re.compile(r"(?<![a-z])" + _USED + r"(?![a-z])")
# both accepted: "new or used", "used is fine", "don't mind used", "open to used", "either", "二手也行", "新旧都行"
_EITHER = re.compile(
    r"(?<![a-z])(?:" + _NEW + r"\s+or\s+" + _USED + r"|" + _USED + r"\s+or\s+" + _NEW + r"|"
    r"either\s+new\s+or|new\s*/\s*used|used\s*/\s*new|"
    + _USED + _CARD + r"\s+(?:is|are|would\s+be|'s)\s+(?:also\s+)?(?:fine|ok|okay|good|acceptable|welcome)|"
    r"(?:don't|dont|do\s+not)\s+mind\s+(?:an?\s+)?" + _USED + r"|open\s+to\s+(?:an?\s+)?" + _USED + r"|"
    + _USED + r"\s+(?:ok|okay|fine)(?![a-z]))"
    r"|" + _USED + r"(?:显卡|顯卡|卡|的)?\s*(?:也行|也可以|也可|也ok|也没关系|也沒關係|亦可|都行|都可以)"
    r"|新旧都|新舊都|新的旧的都|不介意\s*" + _USED)


def wished_condition(text: str) -> set[str]:
    """The condition(s) a wish in ``text`` asks for: ``{"new"}``, ``{"used"}``, ``{"new", "used"}`` (both
    accepted, or a wish each way), or ``set()`` when no wish is said (the plain condition words decide)."""
    if _EITHER.search(text):
        return {"new", "used"}
    wished = set()
    refused = list(_REFUSED.finditer(text))
    if any(not _NO_MINING.match(text, m.start()) for m in refused) or _ONLY_NEW.search(text):
        wished.add("new")
    if _ONLY_USED.search(text) or _REFUSED_NEW.search(text):
        wished.add("used")
    if not wished and refused:  # only mining cards refused: used cards may still do, so no one condition
        return {"new", "used"}
    if not wished and _WARRANTY.search(text) and not _ANY_USED.search(text):
        wished.add("new")
    return wished


__all__ = ["wished_condition"]
