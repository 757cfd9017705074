"""Each card's memory said apart from its name reaches the card (issue 27, fix50a): "两张卡2080ti和3090，显存分别22G和
24G" read the sizes (:mod:`advisor.ask.memory_each`) but compared the stock 11 GB 2080 Ti, "装不下". A card whose
stated memory is not its own becomes the catalogue's variant of it sold with that memory (the 22 GB modified
2080 Ti, the 16 GB 4060 Ti, the 8 GB 3060), said on the read-as line (``ask.memory-names-card``); with no such
variant the card stays as named and the resolver's correction says its memory ("The GeForce RTX 2080 Ti has
11 GB, not 12 GB."). Pure: the catalogue's names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Message, MessageParam, Quantity, UserText, msg
from .card_words import _base

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading


def _stem(name: str) -> str:
    """A card's name without its memory, form factor or "modified" ("GeForce RTX 2080 Ti 22 GB (modified)" →
    "geforce rtx 2080 ti"): the card a memory variant is of."""
    return " ".join(re.sub(r"(?<![a-z])modified(?![a-z])", " ", _base(name)).split())


def variant_with(advisor: Advisor, name: str, said: float) -> str | None:
    """The catalogue's variant of ``name`` sold with ``said`` GB, ``None`` when ``name`` has that memory or no
    variant of it does (never a laptop part for a desktop card, never another card)."""
    try:
        if abs((advisor.card(name).memory_gb or 0.0) - said) < 0.5:
            return None
        res = advisor.resolve(f"{_stem(name)} {said:g}gb")
        other = res.match if res.match and not res.ambiguous else None
        if other is None or other == name or _stem(other) != _stem(name):
            return None
        if abs((advisor.card(other).memory_gb or 0.0) - said) >= 0.5:
            return None
    except AdvisorError:
        return None
    return other


def each_variant(advisor: Advisor, r: Reading) -> None:
    """Each of ``r``'s cards (two or more) with a stated memory not its own as its variant sold with that memory
    (module docstring), the read-as line saying so."""
    if len(r.cards) < 2 or len(r.card_memory) != len(r.cards):
        return
    for i, (name, said) in enumerate(zip(list(r.cards), list(r.card_memory), strict=True)):
        if said is None:
            continue
        if (other := variant_with(advisor, name, said)) is None or other in r.cards:
            r.notes.extend(_correction(advisor, name, said, r))  # "2080ti … 12G": the 2080 Ti has 11 GB, said
            continue
        r.cards[i] = other
        r.notes = [n for n in r.notes if not (n.key.startswith("name_default.") and advisor.resolve(
            n.key.removeprefix("name_default.")).match == name)]  # "Assuming the RTX 3060 12 GB": not the one read
        r.notes.append(msg("ask.memory-names-card", "“{typed}” with {memory} read as the {card}, the card of that "
                           "name sold with that memory.", typed=UserText(value=name),
                           memory=Quantity(value=said, unit="GB"), card=Card(value=other)))
    r.notes = [n for n in r.notes if not _corrected_right(advisor, n, r)]


def _correction(advisor: Advisor, name: str, said: float, r: Reading) -> list[Message]:
    """The resolver's correction of ``name`` said with ``said`` GB that no variant of it has ("The GeForce RTX 2080
    Ti has 11 GB, not 12 GB."), as the card's memory said beside its name is corrected; none when it has that
    memory or a correction is already on the read-as line."""
    try:
        if abs((advisor.card(name).memory_gb or 0.0) - said) < 0.5:
            return []
        res = advisor.resolve(f"{_stem(name)} {said:g}gb")
    except AdvisorError:
        return []
    note = res.note
    if note is None or not note.key.startswith("names.memory-not") or res.match != name or note in r.notes:
        return []
    return [note]


def _corrected_right(advisor: Advisor, note: Message, r: Reading) -> bool:
    """Whether ``note`` corrects a card's memory by a size the sizes said one per card give another card ("a 2080
    ti and a 3090 with 22gb and 24gb of vram respectively": "The GeForce RTX 3090 has 24 GB, not 22 GB" — the 22 GB
    was the 2080 Ti's): the card's own stated size decides."""
    have = note.params.get("have") if note.key == "names.memory-not" else None
    card = getattr(getattr(have, "params", {}).get("card"), "value", None) if isinstance(have, MessageParam) else None
    size = getattr(note.params.get("size"), "value", None)
    if card not in r.cards or not isinstance(size, float | int):
        return False
    said = r.card_memory[r.cards.index(card)]
    return said is not None and abs(said - size) >= 0.5


__all__ = ["each_variant", "variant_with"]
