"""One card named twice with two counts among a comparison's options (judge31 E01, round 32 fix84e #1).

judge31's real question: "Dual 4090 vs dual 3090 vs single 4090: I like to run Stable Video Diffusion, Tortoise TTS,
Falcon 7B LLM, OpenAI Whisper and be able to fine tune them locally. Which is the best consumer AI setup?"
(https://discuss.pytorch.org/t/dual-4090-vs-dual-3090-vs-single-4090/192681) names three options; the reader keeps one
entry a card, so "dual 4090" and "single 4090" were one card counted two, and the single 4090 — the expert's pick,
every job fitting one 24 GB card — disappeared. :func:`again_note` finds a card the comparison counts several of that
the question also names alone ("single 4090", "one 4090", "a 4090 alone", "1x 4090", "单张4090") and returns the note
that adds it as an option: :func:`advisor.ask.left_out.weigh_left_out` weighs one of it against the comparison and
:func:`advisor.ask.left_out.ranked_left_out` ranks it with them, as any third card named. Pure: the question's words.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..i18n import Card, ListOf, Message, msg
from .made_patterns import compiled

if TYPE_CHECKING:
    from .reader import Reading

AGAIN = "ask.compare-again"
"""The read-as note naming a compared card also asked about alone (:func:`again_note`)."""
_NUMBER = re.compile(r"(\d{3,4})(\s+(?:ti|super|xtx|xt))*(?![a-z0-9])", re.IGNORECASE)
_ONE = (r"(?<![a-z0-9])(?:(?:a\s+)?single|one|just\s+one|only\s+one|1\s*[x×])\s*"
        r"(?:(?:nvidia|geforce|rtx|gtx|rx)\s*)*")
_ONE_ZH = r"(?:单张|單張|单块|單塊|单卡|單卡|一张|一張|一块|一塊|单个|單個)\s*(?:(?:nvidia|geforce|rtx|gtx|rx)\s*)*"


def again_note(r: Reading) -> Message | None:
    """The note naming each card of a two-card comparison's reading ``r`` counted several that the question also names
    alone (module docstring); ``None`` when none is."""
    if len(r.cards) != 2 or len(r.card_counts) != 2:
        return None
    low = unicodedata.normalize("NFKC", r.text).lower()
    again = []
    for card, count in zip(r.cards, r.card_counts, strict=True):
        number = _NUMBER.search(card)
        if count < 2 or number is None:
            continue
        said = re.escape(number.group(0).lower()).replace(r"\ ", r"\s*")
        alone = compiled(rf"(?:{_ONE}|{_ONE_ZH}){said}(?![a-z0-9])(?!\s*(?:ti|super|xt)(?![a-z]))(?!\s*s(?![a-z]))")
        if alone.search(low):
            again.append(Card(value=card))
    if not again:
        return None
    return msg("ask.compare-again", "One {cards} alone, named too, weighed with them.",
               cards=ListOf(items=again, style="and"))


__all__ = ["AGAIN", "again_note"]
