"""An owner setting their card against another (issue 27, fix47d: "is a 4090 faster than my 3090 for llama 8b" was
answered as a buyer's comparison, "Better value: 3090", while the asker has the 3090 and weighs the 4090).

A comparison of two cards where the asker says one is theirs ("my 3090", "我有一张3090") and the words set the two
against each other ("faster than", "better than", "vs", "比…快", "区别") is the owner's upgrade question, as much as
"worth upgrading?" is: :func:`advisor.ask.owner_going.owner_going` takes it, so the owner's yes or no on going to the
other card leads (:mod:`advisor.ask.upgrade_verdict`: the speed for the job, the memory gained) with the switch's line
(:func:`advisor.ask.switch.switch_said`: memory, speed, what it costs after selling theirs), the comparison below.
A question whether the owner's slowness is normal ("my 3060比4090慢这么多正常吗") is a symptom, never an upgrade.
Pure."""

from __future__ import annotations

import re
from typing import Any

from .measured_own import NORMAL_ASKED

COMPARED = re.compile(r"(?<![a-z])(?:faster|slower|quicker|better|worse|beats?|outperforms?|vs\.?|versus|"
                      r"compared?\s+(?:to|with)|comparison|difference|gain|speed\s*up)(?![a-z])|"
                      r"比(?!较|較)|更快|更好|快多少|强多少|強多少|提升多少|区别|區別|差别|差別|差距")
"""Words setting two cards against each other."""


def owner_compares(text: str, read_as: Any) -> bool:
    """Whether an owner (``read_as.own``) sets the card they have against another (module docstring); ``text`` in
    lower case. A normal-or-slow question is not one."""
    return bool(getattr(read_as, "own", False) and COMPARED.search(text) and not NORMAL_ASKED.search(text))





WORTH_SWITCH = re.compile(r"(?:换|換|升级|升級)\s*(?:成|到)?\s*(?:一张|一張|张|張|个|個)?\s*[a-z]{0,4}\s*\d{3,5}"
                          r"[^，。,.;；?？!！]{0,12}(?:值得|值不值|值吗|值嗎|划算|劃算|有必要|有没有必要|有沒有必要)|"
                          r"(?<![a-z])(?:worth|make\s+sense)\s+(?:it\s+)?(?:to\s+)?(?:switch|upgrad|swap|mov|go)\w*"
                          r"(?:\s+(?:up\s+)?to)?\s+(?:an?\s+)?[a-z]{0,4}\s*\d{3,5}")
"""An owner asking whether going to a card they name is worth it ("换4090值得吗", "升级到5090划算吗", "worth
switching to a 4090"): the two cards weighed, never only what the owner's card holds of the job said beside."""


def switch_weighed(text: str) -> bool:
    """Whether ``text`` (lower case) asks if going to a named card is worth it (:data:`WORTH_SWITCH`)."""
    return WORTH_SWITCH.search(text) is not None
__all__ = ["COMPARED", "WORTH_SWITCH", "owner_compares", "switch_weighed"]
