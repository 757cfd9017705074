"""The asker's own card beside someone else's (fix74c #5): "i'm a phd student, lab has a 4x a100 server but I want to
fine-tune llama 3 8b on my own 4090, will it work?" was read as the fit on an A100 PCIe 80 GB and a 4090, answered with
a buy list. The card said as the asker's ("my own 4090", "my 4090") decides; a card said as another's (the lab's,
work's, a friend's server) is context: the fit is asked of the asker's card alone, and the read-as line says the other
was heard. Pure."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import TYPE_CHECKING

from ..i18n import msg
from ..wording import card_param
from .owner_going import card_named

if TYPE_CHECKING:
    from .models import ReadAs

_THEIRS = (r"lab|labs|work|school|uni|university|company|office|friend|friend's|boss|team|department|employer|group|"
           r"supervisor|advisor|cluster|clusters|hpc|cloud|colab|kaggle|runpod|aws|campus|college|institute")
"""Whose a card is when it is not the asker's: a lab, an employer, a school's cluster, a cloud."""
_MINE = re.compile(rf"(?<![a-z])my\s+(?:own\s+)?(?!(?:{_THEIRS})(?![a-z]))|我自己的|我的|我自己(?:有|用)|"
                   r"我(?:手上|家里|家裡)有|(?<![a-z])i(?:\s+(?:have|own|use)|'ve\s+got|\s+got)\s+(?:an?\s+|one\s+)?"
                   r"(?=(?:rtx|gtx|geforce|radeon|rx|arc|\d))")
"""Words of the asker's own card, right before it ("my 3060", "I have a 3060 at home": fix78b #4)."""
_OTHERS = re.compile(rf"(?<![a-z])(?:(?:the|our|my)\s+)?(?:{_THEIRS})(?:'s)?\s+"
                     r"(?:has|have|had|got|owns|uses|with|server|servers|cluster|clusters|machine|node|nodes|box|"
                     r"gives\s+(?:me|us))?\s*(?:(?:has|have|with|gives\s+(?:me|us))\s+)?|实验室|實驗室|公司|学校|學校|"
                     r"老板|老闆|导师|導師|集群")
"""Words of a card that is someone else's, before it ("lab has a 4x a100 server", "work's h100 node")."""


_REMOTE = re.compile(r"(?<![a-z])(?:cluster|clusters|hpc|cloud|colab|kaggle|runpod|aws|server|servers|node|nodes)"
                     r"(?![a-z])|集群")
"""Words of compute reached from afar (a cluster, a cloud, a server): never in the asker's box, so two cards compared
with one of them are no comparison ("my university cluster has H100s but I have my own 3060", fix75c #8); a friend's
or the office PC's card beside the asker's may be one they weigh (eval E591, E639)."""

_CLAUSE = re.compile(r"[,.;!?，。；！？]|\s+(?:and|but|so)\s+")
_UPGRADE = re.compile(r"(?<![a-z])(?:upgrade|upgrading|better|buy|buying|get\s+a|new)(?![a-z])|升级|升級|换|換|买|買")
"""Words of an upgrade asked for the asker's own card."""


def _named_after(text: str, pattern: re.Pattern[str], cards: list[SimpleNamespace], remote: bool = False
                 ) -> list[str]:
    found: list[str] = []
    for m in pattern.finditer(text):
        if remote and _REMOTE.search(m.group()) is None and _REMOTE.search(_CLAUSE.split(text[m.end():])[0]) is None:
            continue  # "my university's A100 cluster": the remote word after the card (fix78b #4)
        c = card_named(text[m.end():m.end() + 32], cards)
        if c is not None and c.card not in found:
            found.append(c.card)
    return found


def own_card_alone(text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a fit on two cards) asked of the asker's own card alone when the other is said as someone else's
    (module docstring); ``read_as`` as it is otherwise."""
    if read_as.command not in ("fits", "compare") or len(read_as.cards) != 2:
        return read_as
    low = text.lower()
    cards = [SimpleNamespace(card=c) for c in read_as.cards]
    mine, others = _named_after(low, _MINE, cards), _named_after(low, _OTHERS, cards, read_as.command == "compare")
    if len(mine) != 1 or len(others) != 1 or mine == others:
        return read_as
    at = read_as.cards.index(mine[0])
    note = msg("ask.asker-card", "{other} is someone else's, heard as context: this answer is for your own {mine}.",
               other=card_param(others[0]), mine=card_param(mine[0]))
    if read_as.command == "compare" and _UPGRADE.search(low):  # "a 3060 at home and the university's A100 cluster,
        # should I buy a better gpu?": the owner's upgrade, the cluster never priced as a purchase (fix78b #4)
        note = msg("ask.asker-card.remote-upgrade", "{other} is shared, remote and never priced here: heavy jobs "
                   "there, prototyping on your {mine}; upgrade only if the queue holds you back (steps up below).",
                   other=card_param(others[0]), mine=card_param(mine[0]))
    command = "why" if read_as.command == "compare" else read_as.command  # compared: the verdict on theirs
    return read_as.model_copy(update={
        "command": command, "cards": [mine[0]], "own": True, "counts": None, "card_offers": None,
        "offer_conditions": None,
        "memory_gb": [read_as.memory_gb[at]] if read_as.memory_gb and len(read_as.memory_gb) == 2 else None,
        "gpus": None, "notes": [*(n for n in read_as.notes if not n.key.startswith("name_default")), note]})


__all__ = ["own_card_alone"]
