"""Which of two compared cards an owner has, and whether they ask about going to the other (fix33b, issue 27:
"my 3060 12gb, is a 4070 ti super worth it for sdxl", "I have an rtx 4060 8gb, should i get a 4060 ti 16gb",
"我有3060，换4070值得吗" got a comparison with no yes or no, while "I own a 3070, should I upgrade to a 5070 ti" got
one).

The card had is the one named right after an owner's words ("my", "I have", "我有"), matched on its model number and
the suffix words said after it ("4060" is the RTX 4060, never the 4060 Ti 16 GB the same number is inside; "4070 ti
super" the Ti SUPER); the question is an owner's going to the other card when it also says a going word ("worth",
"upgrade", "should I get", "换", "值得"). Pure.
"""

from __future__ import annotations

import re
from typing import Any

from .owner_compared import owner_compares

_MODEL = re.compile(r"(?<![a-z0-9])([a-z]{0,2}\d{2,5})\s*((?:ti|super|xtx|xt|s)(?:\s*(?:super|s))?)?(?![a-z0-9])")
"""A model number and the suffix words after it ("4070 ti super", "4080s", "7900 xtx", "a100")."""

_SUFFIX = {"s": "super"}

_CLAUSE = re.compile(r"[,.?!;，。？！；]")

OWNED_WORDS = re.compile(r"(?<![a-z])(?:i\s+(?:have|own|got|run|use|'ve\s+got|already\s+have|currently\s+have)|"
                         r"i'm\s+(?:on|running|using)|my|got|have|own)(?![a-z])|我有|我的|也有|手上|手里|手裡|家里|家裡|"
                         r"目前用|现在用|現在用|我用")
"""An owner's words before the card they have."""

GOING_WORDS = re.compile(r"(?<![a-z])(?:worth|upgrad\w*|should\s+(?:i|we)\s+(?:get|buy|grab|go|pick|switch|move)|"
                         r"make\s+sense|pay\s+off|go\s+for|(?<=[,;])\s*(?:get|buy|grab))(?![a-z])|值得|值不值|值吗|值嗎|"
                         r"换|換|升级|升級|划算|劃算|有必要|有没有必要|有沒有必要")
"""Words of an owner asking about going to another card ("I have a 4090, get a PRO 6000 for flux lora?": a clause
that opens on "get", fix68c)."""


def model_of(text: str) -> tuple[str, frozenset[str]] | None:
    """The first model number said in ``text`` with its suffix words ("4070 ti super" → ("4070", {ti, super}))."""
    found = _MODEL.search(text.lower())
    if found is None:
        return None
    words = re.findall(r"ti|super|xtx|xt|s", (found.group(2) or "").replace(" ", ""))
    return found.group(1), frozenset(_SUFFIX.get(w, w) for w in words)


def _card_model(name: str) -> tuple[str, frozenset[str]] | None:
    """A catalogue name's model number and suffix words ("GeForce RTX 4060 Ti 16 GB" → ("4060", {ti}))."""
    return model_of(re.sub(r"\b\d+\s*gb\b", " ", name.lower()))


def card_named(text: str, cards: list[Any]) -> Any | None:
    """The one of ``cards`` whose model ``text`` names first: number and suffixes alike, else the one card with the
    number; ``None`` when none or both."""
    said = model_of(text)
    if said is None:
        return None
    models = [(c, _card_model(c.card)) for c in cards]
    exact = [c for c, m in models if m == said]
    if len(exact) == 1:
        return exact[0]
    number = [c for c, m in models if m is not None and m[0] == said[0]]
    return number[0] if len(number) == 1 else None


def _said_had(after: str) -> list[str]:
    """The cards said as had in the words after an owner's word: the first, and those joined to it ("a 3090 and a
    4090", "3090和4090": both had, so no upgrade between them), up to the clause's end."""
    return [p for p in _had_parts(after) if _MODEL.search(p.lower())]


def _had_parts(after: str) -> list[str]:
    """The words after an owner's word cut at the clause's end, and into the parts joined ("a 3090 and a 4090")."""
    clause = _CLAUSE.split(after)[0]
    if re.search(r"(?:和|跟|与|與)[^和跟与與]{0,16}?(?:比|相比)(?!较|較)", clause):
        clause = re.split(r"和|跟|与|與", clause)[0]  # "我的3060和4070比": 和 sets the other against it (fix47d)
    return re.split(r"\s+(?:and|&|\+|plus)\s+|和|跟|与|與|\+", clause)


_GENERIC = frozenset({"nvidia", "geforce", "rtx", "gtx", "radeon", "rx", "amd", "intel", "arc", "apple", "pro", "max",
                      "ti", "super", "xt", "founders", "edition", "inch", "gb", "blackwell", "workstation", "server",
                      "mobile", "laptop", "gpu", "the", "and", "with", "ada", "generation", "max-q", "sxm", "pcie"})
"""Words of catalogue names that name no one device ("GeForce", "Pro", "Edition")."""

_SET_AGAINST = re.compile(r"(?<![a-z])(?:vs\.?|versus|than|or|compared|against)(?![a-z])|比|还是|還是|或|对比|對比")
"""Words after which a device said is set against the one had, never had itself ("my 4090 vs a dgx spark")."""


_ACTION = re.compile(r"\s*(?:(?:i|we)\s+)?(?:(?:get|buy|grab|add|want|need|sell|trade|upgrade|go|switch|replace|pick|"
                     r"should|would|could|will|to|then)(?![a-z])|想|要|买|買|换|換|加|再|卖|賣)")
"""A part joined by "and" that opens on a deed ("my 3090 and get a 5080", "我有3090和想买的4090"): a card to get,
never one had."""


def _named_by_words(said: str, cards: list[Any]) -> Any | None:
    """The one of ``cards`` a part of an owner's clause names by a word of its name with no model number ("a dgx
    spark", "我有一台mac studio", "my m2 max"), before any word setting another against it; ``None`` when none or
    both."""
    head = _SET_AGAINST.split(said.lower())[0]
    said_words = set(re.findall(r"[a-z][a-z0-9-]*|\d+[a-z][a-z0-9-]*", head))
    named = [c for c in cards if {w for w in re.findall(r"[a-z][a-z0-9-]*|\d+[a-z][a-z0-9-]*", c.card.lower())
                                  if len(w) >= 2 and w not in _GENERIC} & said_words]
    return named[0] if len(named) == 1 else None


def had_cards(text: str, cards: list[Any]) -> list[Any]:
    """The ones of ``cards`` an owner's words say are had: by model number ("my 4090", "a 3090 and a 4090") or by a
    word of the name ("I have a dgx spark", fix72d: the DGX Spark was read as the card switched to)."""
    had: list[Any] = []
    for m in OWNED_WORDS.finditer(text):
        after = text[m.end():m.end() + 48]  # "a mac studio m2 ultra and a 4090": both, past 28 characters
        parts = [p for p in _had_parts(after) if not _ACTION.match(p)]  # "my 3090 and get a 5080": the 3090 alone
        for c in [card_named(p, cards) for p in parts if _MODEL.search(p)] + [_named_by_words(p, cards) for p in parts]:
            if c is not None and all(c is not h for h in had):
                had.append(c)
    return had


def owned_first(text: str, cards: list[Any]) -> list[Any] | None:
    """``cards`` (two) as (the owner's, the other) when an owner's words name one of them and the other is not named
    as had; ``None`` otherwise."""
    had = {id(c) for c in had_cards(text, cards)}
    if len(cards) != 2 or len(had) != 1:
        return None
    mine = next(c for c in cards if id(c) in had)
    return [mine, next(c for c in cards if c is not mine)]


def owner_going(text: str, read_as: Any, cards: list[Any]) -> list[Any] | None:
    """(the owner's card, the one they would go to) for an owner (``read_as.own``) asking about going from the card
    they say they have to the other (module docstring); ``None`` otherwise."""
    if not getattr(read_as, "own", False) or GOING_WORDS.search(text) is None and not owner_compares(text, read_as):
        return None  # "is a 4090 faster than my 3090?": set against theirs, an upgrade weighed too (fix47d)
    return owned_first(text, cards)


__all__ = ["GOING_WORDS", "OWNED_WORDS", "card_named", "had_cards", "model_of", "owned_first", "owner_going"]
