"""A card said as a requirement the asker wonders about, not one they have (judge27 #19):
"7B模型做推理最低显卡配置要求是什么？也是A100 40G以上吗？" ("what is the minimum card for 7B inference — an A100
40G or more as well?") was read as "7B on an A100 40 GB: yes", and "do I need an A100 for 7b inference?" as
whether an A100 runs it. Such a card is the asker's guess at the floor: the question is what the job needs. With a
model named and the card not the asker's, the card is set aside and the question answered as the model's own need
and the cheapest cards that meet it, the card asked about said in the read-as line. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, msg
from ..wording import card_param
from .must_card import asked_not_owned

if TYPE_CHECKING:
    from .reader import Reading

_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:do|does|would|will|did|should)\s+(?:i|we|you|it|one|this|that|they)\s+(?:really\s+|actually\s+|"
    r"absolutely\s+|still\s+|also\s+)?(?:need|require|have\s+to\s+(?:use|buy|get|have|go\s+with))|(?<![a-z])(?:is|are)"
    r"\s+(?:it|one)\s+(?:necessary|required|needed)\s+to\s+(?:have|use|buy|get)|(?<![a-z])must\s+(?:i|we)\s+(?:have|"
    r"use|buy|get)|(?<![a-z])(?:must\s+(?:it|that|this)|(?:it|that|this)\s+(?:has|have)\s+to)\s+be)\s+(?:an?\s+|"
    r"the\s+|one\s+|at\s+least\s+(?:an?\s+)?)?$|(?:需要|需|要|得用|得要|必须|必須|必需|非得|一定要|也是|就是|是不是|"
    r"难道要|難道要|只能)\s*(?:用|上|买|買|是)?\s*(?:一?[张張块塊])?\s*$")
"""Words right before a card that ask whether it is needed ("do I need an", "is it necessary to have a", "需要",
"也是"), or must be used ("do we have to use", "must it be", "必须是": break48 M13)."""
_AFTER = re.compile(r"[a-z0-9 .\-]{0,24}?(?:\s*\d{2,3}\s*g[b]?)?\s*(?:以上|级别|級別|这种|這種|那种|那種)?\s*"
                    r"(?:的)?(?:卡|显卡|顯卡)?\s*(?:吗|嗎|么|麼|呢|\?|？|才能|才可以|才行|才够|才夠)")
"""After the card in Chinese: the question's end ("A100 40G以上吗", "A100吗"), or the job it is the condition of
("必须用A100才能跑llama 70b")."""
_REQUIRED_AFTER = re.compile(r"[a-z0-9 .\-]{0,24}?\s+(?:is\s+|are\s+)?(?:really\s+)?"
                             r"(?:needed|required|necessary|a\s+must)(?![a-z])")
_IS_BEFORE = re.compile(r"(?<![a-z])(?:is|are)\s+(?:an?\s+|the\s+)?$")
""""is an H100 required …": the card between "is" and "required"."""


_OTHER_WAY = re.compile(r"还是|還是|或者|或是|(?<![a-z])(?:or|instead|rather)(?![a-z])")
"""Another way offered after the card ("一定要2080ti吗？还是8块8G的显卡也可以", "do I need an A100 or will two 3090s
do?"): the card is one of the options weighed, kept."""


def needed_cards(r: Reading) -> list[str]:
    """The cards of ``r`` said as a requirement asked about (module docstring), when a model is named, the asker
    does not own them and no other way is offered after them; ``[]`` otherwise."""
    if r.model is None or r.own and not asked_not_owned(r.card_text) or not r.cards or len(r.card_at) != len(r.cards):
        return []
    text = r.card_text
    found = []
    for card, at in zip(r.cards, r.card_at, strict=True):
        before, after = text[max(0, at - 40):at], text[at:at + 40]
        if _OTHER_WAY.search(text[at:]):
            continue
        zh_asked = re.search(r"[\u4e00-\u9fff]\s*$", before) is not None and _AFTER.match(after) is not None
        if _BEFORE.search(before) and (zh_asked or re.search(r"[a-z]", before[-12:]) is not None) or (
                _IS_BEFORE.search(before) and _REQUIRED_AFTER.match(after)):
            found.append(card)
    return found


def needed_note(cards: list[str]) -> Message:
    """The read-as note of the cards asked about as a requirement and set aside (module docstring)."""
    return msg("ask.card-needed", "You asked whether you need the {cards}: below is what the job itself needs and the "
               "cheapest cards that meet it.", cards=card_param(cards[0]) if len(cards) == 1 else card_param(
                   " / ".join(cards)))


__all__ = ["needed_cards", "needed_note"]
