"""The card a question asks about when it names other cards as context (graded N13: "out of memory on a 3060 12GB,
on a 3080 12GB it works with one image per prompt - why can't a 2080 Ti (11GB) even load the model?"; "I have a
3060 and a 3080, is a 4090 worth it?"): the one card said in the clause that asks — a clause opened by a question
word (why, can, is, should…) or holding one anywhere (worth, 为什么, 吗, 值得…) — while the others are said before it,
in clauses that state (what the asker has, where the job runs or fails). A comparison of more than two cards then
weighs that card against the context card said nearest before it (:func:`asked_order`), never two context cards
against each other."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from ..models import Comparison

if TYPE_CHECKING:
    from .reader import Reading

# a clause ends at a stop (never a decimal point), a dash set off by spaces, or a "but"/"so"
_BREAK = re.compile(r"[,;!?，。；！？]|\.(?!\d)|\s[-–—]+\s|(?:^|\s)(?:but|however|so)\s|但是?|可是")
# a clause that goes on with a list of options: "…, a 5090 or two 3090s", "…, 5090 or 2x 3090?" (no verb of its own)
_LIST_GOES_ON = re.compile(r"^\s*(?:(?:a|an|the|one|two|three|four|\d\s*x?)\s+)?[\w.+-]*\d[\w.+-]*s?\s*(?:or\s|$)")
# a clause that asks: opened by a question word, or holding a word that asks anywhere in it
_ASKS = re.compile(r"^\s*(?:and\s+|so\s+|then\s+|now\s+)?(?:why|how\s+come|can|could|is|are|should|would|will|does|"
                   r"do|did|what\s+about|how\s+about)(?![a-z])|(?<![a-z])worth(?![a-z])|为什么|為什麼|为何|為何|"
                   r"能不能|能否|可以吗|可以嗎|吗|嗎|值得|值不值|划算|劃算")


def options_asked(r: Reading) -> bool:
    """Whether the question asks about two of three or more cards, the others said before it as context ("I have a
    3060, should I upgrade to a 4090 or two 3090s?"): :func:`asked_order`'s first reading."""
    inside = _asked_inside(r)
    return inside is not None and len(inside) == 2 and len(r.cards) > 2 and inside != [0, 1]


def _asked_inside(r: Reading) -> list[int] | None:
    """The indices of ``r.cards`` said inside the question's asking sentence; ``None`` without the cards' places."""
    if len(r.card_at) != len(r.cards) or len(r.cards) < 2 or not r.card_text:
        return None
    s = r.card_text
    bounds = [0, *(m.end() for m in _BREAK.finditer(s)), len(s)]
    clauses = [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a]
    asking: list[tuple[int, int]] = []
    for a, b in clauses:  # "should i get a 4090, a 5090 or two 3090s": the list after a comma goes on asking (fix62a)
        goes_on = bool(asking) and asking[-1][1] == a and s[a - 1] in ",，" and _LIST_GOES_ON.search(s[a:b])
        if _ASKS.search(s[a:b]) or goes_on:
            asking.append((a, b))
    return [i for i, at in enumerate(r.card_at) if any(a <= at < b for a, b in asking)]


def asked_order(r: Reading) -> list[int] | None:
    """The order of ``r.cards`` (indices) that puts the card asked about first and the context card said nearest
    before it second (module docstring); ``None`` when no single card is asked about with others said before it as
    context, or when the reader kept no place for each card (``r.card_at``)."""
    inside = _asked_inside(r)
    if inside is None:
        return None
    if len(inside) == 2 and len(r.cards) > 2 and inside != [0, 1]:  # "…an old GTX 1070 … should I get a used 3090 or
        return [*inside, *(i for i in range(len(r.cards)) if i not in inside)]  # a new 5070 Ti?": those two (break25)
    if len(inside) != 1:
        return None
    asked = inside[0]
    before = [i for i in range(len(r.cards)) if i != asked and r.card_at[i] < r.card_at[asked]]
    if not before:
        return None  # the other cards said after the question: the reader's own order stands
    near = max(before, key=lambda i: r.card_at[i])
    return [asked, near, *(i for i in range(len(r.cards)) if i not in (asked, near))]



# "why can't the 2080 Ti load it?", "为什么2080ti跑不了": why a card fails where another runs the job
_WHY_FAILS = re.compile(r"(?:(?<![a-z])why|how\s+come|为什么|為什麼|为何|為何)[^.;!?。；！？]{0,80}?(?:can'?t|cannot|"
                        r"can\s+not|won'?t|doesn'?t|does\s+not|isn'?t|fails?|out\s+of\s+memory|oom|不能|跑不|加载不|"
                        r"載入不|装不|裝不|不行|爆显存|爆顯存|不够|不夠)")
LESS_MEMORY = "ask.owned-less-memory"
"""The line that says the smaller card's memory against the larger's
(:func:`advisor.ask.verdicts.owned_less_memory`)."""


def why_less_first(text: str, answer):
    """``answer`` led by why the smaller card fails when the question asks why a card cannot load or run what
    another runs, and the comparison says the smaller card's memory against the larger's (graded N13: "why can't a
    2080 Ti (11GB) even load the model?" beside a 12 GB card it runs on): that memory is the answer, with what makes
    the job smaller, as the headline; the speed comparison nobody asked for goes to the details. ``answer`` itself
    otherwise."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Comparison) or shape is None or not _WHY_FAILS.search(text.lower()):
        return answer
    less = next((c for c in shape.decides if c.message.key == LESS_MEMORY), None)
    if less is None:
        return answer
    head = msg("ask.why-less-memory", "{card} has {have}, less than the {more} the job runs in on the {other}: "
               "whatever precision it loads in, what was sized for {more} must shrink to fit on it — a smaller batch "
               "(one image), CPU offload, tiling or a smaller quantization.", **less.message.params)
    decides = [c for c in shape.decides if c is not less]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides,
                                                                         "details": shape.details + 1})})


__all__ = ["LESS_MEMORY", "asked_order", "why_less_first"]
