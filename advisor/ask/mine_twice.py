"""One card of the asker's said twice by near names (issue 27, reader43): "I can run the 1.3 B model on my Ada L40 …
its too large for my NVIDIA L40s 48 VRAM" — an L40 and an L40S both said as "my" are one card named loosely once,
never two cards weighed nor two of them.

Two cards read, each said as the asker's where it stands ("my", "on my", "I have a"), whose names are one name and the
same with a variant word after it (S, Ti, Super, XT), with no word weighing them ("vs", "or", "than", "compare",
"还是", "比") nor a count: the later name is kept (the body of a post names it more fully than its title). Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .theirs import _dropped

if TYPE_CHECKING:
    from .reader import Reading

_MINE_BEFORE = re.compile(r"(?<![a-z])(?:my|i\s+(?:have|own|use|got)\s+(?:an?\s+)?|i'm\s+(?:on|using)\s+(?:an?\s+)?)"
                          r"[^.,;?!]{0,16}$")
_VARIANT = re.compile(r"\s*(?:s|ti|super|xt)$", re.IGNORECASE)
_WEIGHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|or|than|which|compare\w*|better|faster|slower|upgrade\w*|switch\w*|"
                      r"both|two|2x|and\s+(?:i\s+(?:also\s+)?(?:have|own)\s+)?(?:an?\s+|my\s+)?(?:nvidia\s+)?[a-z]?\d)"
                      r"(?![a-z])|还是|還是|对比|對比|比|和|两|兩|哪")


def _variant_of(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with a variant word after it ("L40" and "L40S"), or the other way round."""
    short, long_ = sorted((a, b), key=len)
    return long_.lower().startswith(short.lower()) and _VARIANT.fullmatch(long_[len(short):]) is not None


_TYPED = re.compile(r"(?:[a-z]+\s?)?\d{2,5}(?:\s?(?:super|xtx|xt|ti|s)(?![a-z]))?")


def _typed(r: Reading) -> tuple[str, str]:
    """The two cards' names as typed where they were read (``card_at`` in ``card_text``): "7900" and "7900 xt" when a
    bare number was read by its name default (the XTX) beside its XT."""
    names = [(m.group(0) if (m := _TYPED.match(r.card_text, at)) else "") for at in r.card_at]
    return names[0], names[1]


def keep_one_of_mine(r: Reading) -> None:
    """``r`` with the first of two near names of the asker's one card dropped (module docstring)."""
    if len(r.cards) != 2 or len(r.card_at) != 2 or not r.card_text or (r.gpus or 1) > 1:
        return
    typed = _typed(r)
    loose = all(typed) and _variant_of(*typed)  # "my 7900 … my 7900 xt": the bare number's default read (reader45)
    if not (_variant_of(*r.cards) or loose) or _WEIGHED.search(r.card_text.lower()):
        return
    text = r.card_text.lower()
    if not all(_MINE_BEFORE.search(text[max(0, at - 30):at]) for at in r.card_at):
        return
    if loose:  # the name said in full is kept, wherever it stands
        first = r.cards[0] if len(typed[0]) < len(typed[1]) else r.cards[1]
    else:
        first = r.cards[0] if r.card_at[0] < r.card_at[1] else r.cards[1]
    _dropped(r, [first])
