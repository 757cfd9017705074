"""A card the asker no longer has (issue 27 §3, break25 #7): "my 3090 died, replacement under $1000?", "my 3090 is
broken", "我的3090坏了，预算八千换什么", "I sold my 3090 last year…" — the card is no card they have: never "Keep it"
nor a fit on it. The card leaves the cards read, the asker is a buyer, and the read-as line says the answer is for a
replacement of that card. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from ..wording import card_param
from .cues import I_HAVE_CARD
from .sale_asked import sale_asked_at

if TYPE_CHECKING:
    from .reader import Reading

# said after the card, in its clause: "my 3090 died", "is broken", "just fried", "坏了", "烧了"
_GONE_AFTER = re.compile(
    r"^[^,.;!?，。；！？\d]{0,24}?(?<![a-z])(?:(?:just|recently|finally|has|have|had|was|is|got|went)\s+)*"
    r"(?:died|dead|broke(?:\s+down)?|broken|fried|bricked|burn(?:ed|t)\s+(?:out|up)|blew\s+up|stopped\s+working|"
    r"quit\s+on\s+me|gave\s+out|gave\s+up\s+the\s+ghost|kicked\s+the\s+bucket|stolen|sold|gone\s+for\s+good|"
    r"failed(?=\s*(?:[,.;!?]|$|and|so|last|yesterday|today)))(?![a-z])|"
    r"^[^,.;!?，。；！？\d]{0,8}?(?:坏了|壞了|坏掉|壞掉|烧了|燒了|烧坏|燒壞|挂了|掛了|报废|報廢|死了|被偷|丢了|丟了|"
    r"(?:卖了|賣了|卖掉|賣掉|出掉了)(?!\s*(?:换|換|去|再|来|來|买|買|升级|升級))|不亮了|点不亮|點不亮)")
# ("卖了换4090": a switch planned, advisor.ask.switch — the card still had)
# said before the card: "I sold my 3090", "lost my 4090", "fried my 3060", "卖了我的3090"
_GONE_BEFORE = re.compile(
    r"(?<![a-z])(?:sold|lost|fried|bricked|killed|broke|returned|gave\s+away|traded(?:\s+in)?|burn(?:ed|t)\s+out)\s+"
    r"(?:my|our|the|a|an|both|two|all)?\s*(?:(?:old|used|beloved|trusty|only|two|2)\s+)?"
    r"(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+|rtx\s+|gtx\s+|rx\s+){0,2}$|"
    r"(?:卖了|賣了|卖掉了|賣掉了|丢了|丟了)(?:我的)?\s*$")

# whose the card is, said before it: "my (old) 3090 died", "我的3090坏了", "3090坏了" (Chinese says the owner's card
# bare) — never "is a 3090 broken if it shows artifacts?", a question about a card
_MINE_BEFORE = re.compile(r"(?<![a-z])(?:my|our)\s+(?:[a-z0-9-]+\s+){0,3}$|[\u3400-\u9fff，,：:]\s*$|^\s*$")


def lost_cards(r: Reading) -> Reading:
    """``r`` without the cards its text says are sold, lost or broken (module docstring): each leaves the cards
    (and its count, memory and place), the asker owns none of them, and a note says the answer is for a replacement
    of the first one. ``r`` unchanged when no card read is said gone."""
    low = r.card_text
    if not r.cards or len(r.card_at) != len(r.cards) or not low:
        return r
    gone = []
    for i, at in enumerate(r.card_at):
        before = low[max(0, at - 40):at]
        after = low[at:]
        number = re.match(r"[^\d]{0,16}?\d+[a-z]*(?:\s*(?:ti|super|xtx|xt|\d+\s?g[b]?))*", after)
        rest = after[number.end():] if number else after
        if (_GONE_AFTER.search(rest) and _MINE_BEFORE.search(before) or _GONE_BEFORE.search(before)) and not (
                sale_asked_at(low, at)):  # "要不要卖掉", "是不是该把2080卖了": a sale asked, the card still had
            gone.append(i)
    if not gone:
        return r
    first = r.cards[gone[0]]
    kept = [i for i in range(len(r.cards)) if i not in gone]
    n = len(r.cards)
    for name in ("cards", "card_counts", "card_memory", "card_at", "card_conditions"):
        values = getattr(r, name)
        if len(values) == n:
            setattr(r, name, [values[i] for i in kept])
    if not r.cards:  # the one card had is gone: a buyer, with no owner's floor or verdict
        r.gpus, r.count_at = None, None
        r.intents -= {"why", "own"}
        r.intents.add("recommend")  # "my 3090 died": what to buy, the budget asked back
    if not r.cards or not I_HAVE_CARD.search(low):  # "my 1080 ti broke, is a used 3090 for 700 good?": the 3090 is
        r.own, r.upgraded_from = False, False  # weighed, not had; "I have a 4090 and my 3090 died": the 4090 is had
    r.notes.append(msg("ask.lost-card", "Your {card} is read as gone (sold, lost or broken): the answer is for a "
                       "replacement, not a card you have.", card=card_param(first)))
    return r
