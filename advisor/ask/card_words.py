"""Which words of a question name a card (:mod:`advisor.ask.reader`, module docstring step 6):
a memory size beside a name, the generic words of card names, whether a group of words says a word
only one card has, and a card's base name."""

from __future__ import annotations

import re

from ..i18n import Card, ListOf, Message, MessageParam, UserText, msg
from ..models import Resolution

#: A card's words found in a question: their span, the card they name (None: none), the words, as typed.
Found = tuple[tuple[int, int], str | None, list[str], str]

_PLURAL = re.compile(r"^((?:[a-z]{0,3})\d{2,5}(?:ti|d|xtx|xt|super)?|[alt]\d|xtx|xt|ti|super|gre)s$")
# "3090s", "a10s", "t4s", "l4s"; a suffix word's plural after the number ("two 7900 xtxs", "4070 tis", "4080 supers",
# "7900xtxs": fix32c), never read as a budget of the number before it
#: words around a card's name that make its trailing "s" a plural: a plural determiner before ("these v100s",
#: "both a100s") or a plural verb after ("v100s are supported?", "my v100s don't run it") (fix69b; "my l40s is": the S)
PLURAL_BEFORE = re.compile(r"(?:these|those|both|all|several|multiple|many|some)\s+(?:\w+\s+)?$")
PLURAL_AFTER = re.compile(r"\s*(?:\([^)]{0,12}\)\s*)?(?:are|were|aren't|weren't|do|don't|each|both)\b")
_CODE = re.compile(r"(?!x\d)[a-z]{1,3}\d{1,4}[a-z]{0,3}")  # a card's code: "a100", "p40", "mi50", "gb10", "t4"
_MOBILE = re.compile(r"mobile|laptop|max-q", re.I)
_DATACENTER_CODE = re.compile(r"[abhlp]\d{2,3}")
_MEMORY = re.compile(r"(\d+(?:\.\d+)?)\s?(?:gb|gib|g)(?![a-z])")
_MEMORY_BEFORE = re.compile(r"(?<![a-z0-9.])\d+(?:\.\d+)?\s?(?:gb|gib|g)(?![a-z])\s*(?:of\s+vram\s+)?(?:的\s*)?$")
"""A memory said right before a card ("a 24 GB 3090/4090"): with a slash after it, the class of cards of that
memory."""
# words of a card's name that say nothing of which card (the non-deep-learning entries need a word of their own)
_GENERIC = frozenset({"nvidia", "geforce", "amd", "radeon", "intel", "gpu", "graphics", "pro", "mobile", "laptop",
                      "notebook", "max", "ti", "super", "rtx", "gtx", "quadro", "tesla", "titan", "vega", "xt", "the",
                      "with", "series", "x", "gb", "card", "edition", "instinct"})


_ARCH_WORDS = frozenset({"kepler", "maxwell", "pascal", "volta", "turing", "ampere", "ada", "lovelace", "hopper",
                         "blackwell", "rdna", "rdna2", "rdna3", "rdna4", "cdna", "cdna2", "cdna3", "gcn", "alchemist",
                         "battlemage"})
"""An architecture's word said after a card's name ("Quadro P3200 (Pascal, cc 6.1)", judge30): no word of the card's
own unless its name has it ("RTX PRO 6000 Blackwell")."""


def _distinctive(group: list[str], name: str) -> bool:
    """Whether the words ``group`` say a word of card ``name`` that only it has: a word of three letters
    or more that is no product-line word ("xpert", "playstation", "tegra"), or a model number of three
    digits or more ("4060" of the laptop "GeForce RTX 4060 Mobile", "5400m"); and no word of its own that
    the name lacks ("arc 770" is no "UHD Graphics 770"). "2x", "4", "int4" or "64x" name no card."""
    def parts(text: str) -> list[str]:
        return re.findall(r"\d+(?:[a-z](?![a-z]))?|[a-z]+", text)

    words = set(parts(name.lower()))
    said = {w for t in group if not _MEMORY.fullmatch(t) for w in parts(t)}
    said = {w for w in said if w not in _ARCH_WORDS or w in words} or said  # "quadro p3200 pascal" (judge30)
    own = {w for w in said if w.isalpha() and len(w) >= 3 and w not in _GENERIC}
    if own - words:
        return False
    if any(w.isalpha() and len(w) == 2 and w not in _GENERIC and w not in words for w in said):
        return False  # "RL-100", "XY-300": a project's or a model's code, its letters none of the card's (judge30)
    codes = {t for t in group if len(t) >= 3 and re.fullmatch(r"[a-z]{1,3}\d+", t)}  # "p10" of "Tesla P10"
    return bool(own & words) or any(sum(c.isdigit() for c in w) >= 3 and w in words for w in said) or bool(
        codes & set(name.lower().split()))


def singular(words: list[str]) -> tuple[list[str], str] | None:
    """``words`` with the plural "s" of its last name word taken off (the memory said after it kept: "a100s 40gb"
    → "a100 40gb", fix69b) and that word as written, or ``None`` when that word is no plural (:data:`_PLURAL`)."""
    at = next((i for i in range(len(words) - 1, -1, -1) if not _MEMORY.fullmatch(words[i])), None)
    if at is None or not (m := _PLURAL.match(words[at])):
        return None
    return [*words[:at], m.group(1), *words[at + 1:]], words[at]


def _base(name: str) -> str:
    """A card's name without its memory and form factor ("Tesla V100 PCIe 16 GB" → "tesla v100"): two
    names with one base are one card said twice."""
    return re.sub(r"\s+", " ", re.sub(r"\d+\s*gb|pcie|sxm\d?|nvl|\(|\)", " ", name.lower())).strip()


def slash_pairs(s: str, weighed: bool, notes: list[Message], found: list[Found]) -> list[Found]:
    """Cards of one line written together with a slash ("A100/A800", "P4/P40"): one card, the first,
    with the other said on the read-as line (``notes``) — the pair names a family, not two devices weighed
    ("3090/4090", with no line letters, stays two; nor when ``weighed``: the question weighs devices). A memory said
    before a slashed pair ("won't fit a 24 GB 3090/4090") is either card of that memory: one, the first (fix76a)."""
    out: list[Found] = []
    for f in found:
        before = out[-1] if out else None
        line = next((m.group() for t in f[2] if (m := re.match(r"[a-z]+(?=\d)", t))), None)
        first = next((t for t in before[2] if re.match(r"[a-z]+\d", t)), "") if before is not None else ""
        sized = before is not None and (bool(before[2]) and bool(_MEMORY.fullmatch(before[2][0])) or bool(
            _MEMORY_BEFORE.search(s[max(0, before[0][0] - 16):before[0][0]])))
        if before is not None and before[1] is not None and f[1] is not None and sized and not weighed and (
                re.fullmatch(r"\s*/\s*", s[before[0][1]:f[0][0]])) and not any(_MEMORY.fullmatch(t) for t in f[2]):
            notes.append(msg("ask.slash-sized", "“{typed}” read as either of two cards of that memory, answered for "
                             "{card}; name the other alone to ask about it.",
                             typed=UserText(value=" ".join(s[before[0][0]:f[0][1]].split())), card=Card(
                                 value=before[1])))
            continue  # "a 24 GB 3090/4090": either card of that memory, one rig (fix76a; judge30)
        if before is not None and before[1] is not None and f[1] is not None and line is not None and (
                not weighed) and (
                re.fullmatch(r"\s*/\s*", s[before[0][1]:f[0][0]])) and first.startswith(line):
            notes.append(msg("ask.slash-first", "“{typed}” read as {card}, the first of the cards written "
                               "together; name the other alone to ask about it.",
                               typed=UserText(value=s[before[0][0]:f[0][1]]), card=Card(value=before[1])))
            continue
        out.append(f)
    return out


def laptop_other(res: Resolution) -> str | None:
    """The laptop GPU a name with a memory size means when no card of that name has the memory but a laptop
    part of its number does (the resolver's ``names.memory-other(s)`` note, same family first): "3060ti 6g"
    → the laptop RTX 3060 (6 GB; the desktop 3060 Ti has 8 GB). None otherwise."""
    note = res.note
    if res.match is not None or note is None or note.key not in ("names.memory-other", "names.memory-others"):
        return None
    cards = note.params["cards"]
    first = cards.items[0] if isinstance(cards, ListOf) and cards.items else None
    card = first.params.get("card") if isinstance(first, MessageParam) and first.key == "names.laptop-part" else None
    return card.value if isinstance(card, Card) else None


def laptop_by_memory_note(res: Resolution, typed: str, name: str) -> Message | None:
    """The read-as note for a name read as the laptop part its memory size names (:func:`laptop_other`):
    "Read “3060ti 6gb” as the laptop GeForce RTX 3060 Mobile (6 GB): the GeForce RTX 3060 Ti has 8 GB."; None
    when ``res`` (the Resolution of ``typed``) did not name laptop part ``name`` so."""
    if laptop_other(res) != name or res.note is None:
        return None
    params = res.note.params
    if any(set(_base(c).split()) <= set(_base(name).split()) for c in _cards(params["have"])):
        return None  # "3080 16gb": a laptop part of the name said (the 3080 Ti laptop), said as such (ask.laptop-only)
    return msg("ask.laptop-by-memory", "Read “{typed}” as the laptop {card} ({size}): {have}.",
               typed=UserText(value=typed), card=Card(value=name), size=params["size"], have=params["have"])


def _cards(param: object) -> list[str]:
    """The card names in a message parameter, nested messages included ("the X has 12 GB; the Y has 8 GB")."""
    if isinstance(param, Card):
        return [param.value]
    if isinstance(param, MessageParam):
        return [c for p in param.params.values() for c in _cards(p)]
    return []
