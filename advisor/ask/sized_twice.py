"""The asker's one card said twice, once bare and once with its memory (reader53, issue 27): "我现在拥有一块2080ti …
因为实验室没有条件，我目前用的是2080ti22GB显存的" is one 2080 Ti, the modified 22 GB one — the bare mention and the
sized one were read as two cards and weighed ("compare"), though the second only says which variant the first is.

Two cards read, where one's name is the other's with a memory after it (" 22 GB (modified)", " 16 GB"), said by an
owner, one of each, with no word weighing them ("vs", "or", "还是", "比", "和") nor a change of card ("换", "升级",
"buy", "upgrade"): the sized name is kept, the memory said being the one the asker has. As
:mod:`advisor.ask.said_again` does for a machine said bare and with its memory. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .mine_twice import _WEIGHED
from .theirs import _dropped

if TYPE_CHECKING:
    from .reader import Reading

_SIZED = re.compile(r"\s+\d{1,3}\s*GB(?:\s+\(modified\))?")
"""What a memory variant's name adds to its card's name ("GeForce RTX 2080 Ti" → "… 22 GB (modified)")."""
_CHANGED = re.compile(r"换|換|升级|升級|买|買|入手|(?<![a-z])(?:buy\w*|purchas\w*|get|getting|replac\w*|sell\w*)"
                      r"(?![a-z])")


def sized_of(a: str, b: str) -> str | None:
    """The one of ``a`` and ``b`` that is the other with a memory after its name, ``None`` when neither is."""
    short, long_ = sorted((a, b), key=len)
    return long_ if long_.startswith(short) and _SIZED.fullmatch(long_[len(short):]) else None


def keep_sized(r: Reading) -> None:
    """``r`` with the bare one of the asker's card said bare and sized dropped (module docstring)."""
    if len(r.cards) != 2 or not r.own or (r.gpus or 1) > 1 or any(n > 1 for n in r.card_counts):
        return
    sized = sized_of(*r.cards)
    text = (r.card_text or r.text).lower()
    if sized is None or _WEIGHED.search(text) or _CHANGED.search(text):
        return
    _dropped(r, [c for c in r.cards if c != sized])


__all__ = ["keep_sized", "sized_of"]
