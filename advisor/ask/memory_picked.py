"""One card said twice, once with a memory that names another variant (reader40b, issue 27): "RTX 2060 Support? Will
it work with RTX 2060 8Gb cards?" — the 2060 has 6 or 12 GB, so "2060 8Gb" is read as the 2060 SUPER (the note
``names.memory-pick`` says so), and the bare "RTX 2060" of the title is the same card, not a second one to weigh. The
name without the memory is dropped when nothing weighs the two ("vs", "or", "better", "和": the compare words), so the
question is asked of the card the memory names. Pure: no I/O."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .vocabulary import vocabulary

if TYPE_CHECKING:
    from .reader import Reading


def _cards_in(param: Any) -> Iterator[str]:
    """The card names a message parameter holds, nested messages included."""
    value = getattr(param, "value", None)
    if getattr(param, "type", None) == "card" and isinstance(value, str):
        yield value
    for inner in (getattr(param, "params", None) or {}).values():
        yield from _cards_in(inner)


def memory_named_twice(r: Reading) -> list[str]:
    """The cards of ``r`` said bare beside the variant their memory said picks (module docstring), when nothing
    weighs them; none otherwise."""
    if len(r.cards) < 2 or "compare" in r.intents or vocabulary().intents["compare"].search(r.text.lower()):
        return []  # "4060 or 4060 16gb?", "5060 和 5060 16g": the two weighed
    out: list[str] = []
    for note in r.notes:
        if note.key != "names.memory-pick" or getattr(note.params.get("card"), "value", None) not in r.cards:
            continue
        out += [c for c in _cards_in(note.params.get("have")) if c in r.cards and c not in out]
    return [] if len(out) >= len(r.cards) else out


# the notes that say a bare family name was read as one of several cards (reader44)
_FAMILY_NOTES = ("names.family-sized", "names.fits")


def family_named_twice(r: Reading) -> list[str]:
    """The cards of ``r`` assumed for a family name said bare beside a fuller name of one of that family's cards
    (reader44, issue 27): "我的显卡为RTX 4000 … 您的显卡型号 Quadro RTX 4000 不在支持列表中" — the bare "RTX 4000"
    names the RTX 4000 Ada, the RTX A4000 or the Quadro RTX 4000 (``names.family-sized``), and the Quadro RTX 4000
    said in full is the same card, not a second one to weigh. The assumed card is dropped when nothing weighs the two
    (the compare words); none otherwise."""
    if len(r.cards) < 2 or "compare" in r.intents or vocabulary().intents["compare"].search(r.text.lower()):
        return []
    out: list[str] = []
    for note in r.notes:
        assumed = getattr(note.params.get("card"), "value", None)
        if note.key not in _FAMILY_NOTES or assumed not in r.cards or assumed in out:
            continue
        named = [getattr(item, "value", None) for item in getattr(note.params.get("cards"), "items", None) or ()]
        if any(c in r.cards and c != assumed for c in named):
            out.append(assumed)
    return [] if len(out) >= len(r.cards) else out


def bare_named_twice(r: Reading) -> list[str]:
    """The cards of ``r`` read from a bare model number (a ``name_default.<number>`` note: "the 4070" read as the
    desktop RTX 4070) beside a card read whose name is that number and a variant's words ("NVidia 4070 TI Super … I
    got my hands on a 4090 and swapped the 4070 on the main pcie": the 4070 Ti SUPER said short, reader50), when
    nothing weighs them (the compare words); none otherwise."""
    if len(r.cards) < 2 or "compare" in r.intents or vocabulary().intents["compare"].search(r.text.lower()):
        return []
    out: list[str] = []
    for note in r.notes:
        number = note.key.removeprefix("name_default.") if note.key.startswith("name_default.") else ""
        if not re.fullmatch(r"\d{3,4}", number):
            continue
        bare = [c for c in r.cards if re.search(rf"(?<!\d){number}$", c)]
        longer = [c for c in r.cards if re.search(rf"(?<!\d){number}\s+(?:ti|super|xt|xtx|gre)", c, re.IGNORECASE)]
        if bare and longer:
            out += [c for c in bare if c not in out]
    return [] if len(out) >= len(r.cards) else out
