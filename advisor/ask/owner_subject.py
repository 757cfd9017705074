"""An owner whose card is the comparative's subject (review22 #1): "is my 3090 better than a 4090 for sdxl
training?", "我的3090比4090快吗", "is my 2080 ti faster than a 3060" were answered with the upgrade verdict alone —
"Yes for speed only: the 4090 is 1.55x as fast as your 3090" — whose "Yes" reads as "your card is better".

The asker asks a fact about their card, so the fact leads, its yes or no said of the question as asked ("No: the
4090 is 1.66x as fast as your 3090"; "is my 3060 slower than a 4090" → "Yes: …"), from the comparison's own
measure (the image figures an image comparison ranks by, else its speed ratio); the owner's verdict on switching
follows it (:mod:`advisor.ask.upgrade_verdict`). Pure."""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Message, Quantity, msg
from ..wording import card_param
from .image_ratio import image_speedup

_CARD = r"(?:[a-z]{0,6}\s*)?\d{3,5}(?:\s*(?:ti|super|xtx|xt|gre))?(?:\s*\d{1,3}\s*gb)?"
SUBJECT = re.compile(
    r"(?<![a-z])(?:my|mine)\s+(?:own\s+|current\s+|old\s+|used\s+)?" + _CARD +
    r"\s+(?:(?:is|still|really|much|any|way|a\s+lot|even|actually|be)\s+)*"
    r"(?P<en>better|faster|quicker|stronger|more\s+powerful|slower|worse|weaker|as\s+(?:fast|good)\s+as)"
    r"(?:\s+than)?|"
    r"(?<![a-z])(?:does|can|will|would|could)\s+my\s+" + _CARD + r"\s+(?:still\s+)?(?P<beat>beat|outperform|outrun)|"
    r"我(?:的|那张|这张|這張|那張|现在的|現在的|手上的|手里的|手裡的)?\s*" + _CARD +
    r"[^，。,.?？比和跟与與]{0,6}比(?!较|較)"
    r"(?P<zh>[^，。,.?？]{0,16})")
"""An owner's card as the subject of a comparative: "my 3090 is faster than", "does my 3090 beat", "我的3090比…"."""

_LESS = re.compile(r"slower|worse|weaker|慢|差|弱|不如")
"""A comparative that asks whether the owner's card is the lesser one."""

_SAME = 1.03
"""Two speeds within 3 % are said to be about the same, never a yes or no on a rounding."""


def subject_asked(text: str) -> bool | None:
    """For ``text`` (lower case) whose owner's card is a comparative's subject: whether it asks if theirs is the
    better one (``True``) or the lesser (``False``); ``None`` when the owner's card is no comparative's subject."""
    m = SUBJECT.search(text)
    if m is None:
        return None
    said = m.group("en") or m.group("beat") or m.group("zh") or ""
    return _LESS.search(said) is None


def _ratio(answer: Any, read_as: Any, mine: Any, other: Any) -> float | None:
    """``other``'s speed over ``mine``'s by the comparison's measure (its image figures, else its speed ratio)."""
    image = image_speedup(answer, mine.card, other.card) if getattr(read_as, "use_case", None) == "image" else None
    if image is not None:
        return image
    speedup = getattr(answer, "speedup", None)
    if not speedup:
        return None
    return speedup if answer.faster == other.card else 1 / speedup


def subject_led(text: str, read_as: Any, answer: Any, mine: Any, other: Any, verdict: Message) -> Message:
    """``verdict`` (the owner's yes or no on switching) led by the fact asked when the owner's card is the
    comparative's subject (module docstring); ``verdict`` as it is otherwise."""
    better = subject_asked(text.lower())
    ratio = _ratio(answer, read_as, mine, other) if better is not None else None
    if better is None or not ratio:
        return verdict
    shown = ratio if ratio >= 1 else 1 / ratio
    params: dict[str, Any] = dict(mine=card_param(mine.card), other=card_param(other.card),
                                  speedup=Quantity(value=round(shown, 2), unit="x", digits=2))
    if shown < _SAME:
        fact = msg("ask.owner-subject.same", "About the same: your {mine} and {other} run within 3% of each other "
                   "({speedup}).", **params)
    elif ratio < 1 and better:
        fact = msg("ask.owner-subject.mine-yes", "Yes: your {mine} is {speedup} as fast as {other}.", **params)
    elif ratio < 1:
        fact = msg("ask.owner-subject.mine-no", "No: your {mine} is {speedup} as fast as {other}.", **params)
    elif better:
        fact = msg("ask.owner-subject.other-no", "No: {other} is {speedup} as fast as your {mine}.", **params)
    else:
        fact = msg("ask.owner-subject.other-yes", "Yes: {other} is {speedup} as fast as your {mine}.", **params)
    return msg("ask.owner-subject.led", "{fact} On switching to {other}: {verdict}", fact=fact,
               other=card_param(other.card), verdict=verdict)


__all__ = ["SUBJECT", "subject_asked", "subject_led"]
