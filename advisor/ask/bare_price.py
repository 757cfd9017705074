"""A bare number said right after a card is that card's price, never a workstation card (issue 28; break21 #2).

"二手3090 5000", "3090 6000 值吗", "4090 8000 二手", "3090 4000", "二手3090一张4500", "两张魔改2080ti 22g 一共5000": the
number after the card is what the card costs; the name index also reads "5000" as the Quadro RTX 5000, "6000" as the RTX
6000 Ada, "4500" as the RTX PRO 4500. A workstation card is said with its brand ("quadro rtx 5000", "rtx a6000", "rtx
pro 4500") or its generation ("5000 ada"); its number alone, where the price pattern of :mod:`advisor.ask.offers` reads
it as the card before's price, names no card. :func:`drop_priced_workstations` takes such a card out of the reading so
that the offer reader reads the number as the offer. A number after "vs", "or", "还是" stays a card ("3090 vs 5000").

Pure: the reading and the catalogue's product lines.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .budgets import drop_card
from .offer_before import price_before
from .offer_pattern import attached_number, price_lead

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

WORKSTATION_LINE = "quadro"
"""The catalogue's product line of the workstation cards (Quadro, RTX A-series, RTX Ada, RTX PRO)."""
# what makes the number a workstation card's own name after all: its generation or line said after it ("5000 ada")
_NAMED_AFTER = re.compile(r"\s*(?:ada|blackwell|generation|gen|pro|max-q|mobile|laptop|sff|ti|super|xtx?|d)(?![a-z])")


def _line(advisor: Advisor, card: str) -> str | None:
    """The catalogue's product line of ``card`` (``None`` for a name it lacks)."""
    try:
        return advisor.catalog.card(card).line
    except (KeyError, LookupError, ValueError):
        return None


def drop_priced_workstations(r: Reading, advisor: Advisor) -> None:
    """Take out of ``r`` each card typed as a bare number that the offer patterns read as another card's price: a
    workstation card (its catalogue line is :data:`WORKSTATION_LINE`) right after another card ("二手3090 5000": the
    GeForce RTX 3090 at ¥5,000, no Quadro RTX 5000) or right before the card it buys ("5000买3090值吗"); any card
    after a price's own sign or word ("3090 @ 650": no GTX 650). The resolver's notes about it go with it. ``r``
    unchanged when its cards' places are not known."""
    if len(r.card_at) != len(r.cards) or len(r.cards) < 2 or not r.card_text:
        return
    text = r.card_text
    for i in range(len(r.cards) - 1, -1, -1):
        card, at = r.cards[i], r.card_at[i]
        number = re.match(r"\d{3,5}(?![\d.])", text[at:])
        if number is None or r.cards.count(card) > 1:
            continue
        if re.match(r"[a-z]", text[at + number.end():]) or _NAMED_AFTER.match(text[at + number.end():]):
            continue  # "5000ada", "4000 ada": the card named with its generation
        if any(not text[c[1]:at].strip() and _COUNTED.fullmatch(r.text.lower()[c[0]:c[1]].strip())
               for c in r.spans.counts if c[1] <= at):
            continue  # "sell two 3080s for one 4090": a number counted is a card, never a price (fix75c #5); "二手
            # 3090一张4500" still a price for one card (:func:`_price_count_dropped`)
        workstation = _line(advisor, card) == WORKSTATION_LINE
        said = text[r.card_at[i - 1]:at + number.end()] if i else ""
        after = bool(said) and attached_number(said) == number.group() and (
            workstation or price_lead(said) in _PRICE_SIGNS or (
                price_lead(said) in _PRICE_WORDS and not _SWAP_BEFORE.search(text[:r.card_at[i - 1]])
                and not CARD_NOUN_AFTER.match(text[at + number.end():])))
        paid = price_before(text, r.card_at[i + 1]) if workstation and i + 1 < len(r.cards) else None
        before = paid is not None and re.sub(r"\D", "", paid) == number.group()  # "5000买3090", "5000块收一张3090"
        if not (after or before):
            continue  # "3090 vs 5000": the number said as an option, not as a card's price
        drop_card(r, card)
        r.notes = [n for n in r.notes if not (n.key.startswith("name_default.") and number.group() in n.key)]
        _price_count_dropped(r, at)


_PRICE_SIGNS = frozenset({"@", "要", "卖", "賣", "一共", "总共", "總共", "合计", "合計", "每张", "每張"})
"""The words after a card that make the number after them its price, whatever card that number also names."""
_PRICE_WORDS = frozenset({"for", "at", "costs", "cost", "asking", "asks", "wants", "want"})
"""The English words after a card that make the bare number after them its price ("used 3090 for 700 or new 5070 ti
for 750": $750, no GTX 750; "4090 for 1600 or 5080 for 1080?": no GTX 1080; break23 #1), unless a swap is said
before the card (:data:`_SWAP_BEFORE`)."""
# a card traded for another: "trade my 3090 for 4090?", "swap 3080 for 3090", "upgrade 3060 for 4070": the number
# after "for" is the other card
# the number said as a card's yardstick: "a 3090 at 4090 prices", "3080 for 3090 money", "at 4090 level"
CARD_NOUN_AFTER = re.compile(r"\s*(?:'s\s+)?(?:prices?|money|cost|costs|level|tier|class|territory|range|speed|"
                              r"performance|perf|equivalent|numbers|pricing)(?![a-z])")
_COUNTED = re.compile(r"one|a\s+single|single|two|three|four")
"""An English count right before the number: it counts cards ("for one 4090"), a price is never counted."""
_SWAP_BEFORE = re.compile(r"(?<![a-z])(?:trad(?:e|ing)|swap(?:ping)?|exchang(?:e|ing)|switch(?:ing)?|upgrad(?:e|ing)|"
                          r"replac(?:e|ing)|instead|rather)(?![a-z])|换|換")


def _price_count_dropped(r: Reading, at: int) -> None:
    """``r`` without the count said right before the price at ``at`` ("二手3090一张4500，两张跑70b": "一张" says the
    price is for one card, no count of cards; the count is the one said after: two)."""
    per_card = [c for c in r.spans.counts if c[2] == 1 and not r.card_text[c[1]:at].strip()]
    if not per_card:
        return
    r.spans.counts = [c for c in r.spans.counts if c not in per_card]
    if r.spans.counts:
        r.gpus, r.count_at = r.spans.counts[0][2], r.spans.counts[0][:2]


__all__ = ["CARD_NOUN_AFTER", "WORKSTATION_LINE", "drop_priced_workstations"]
