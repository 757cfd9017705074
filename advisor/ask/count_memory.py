"""A memory said after a count of one card, which may be each card's or all of theirs ("2x 4090 48GB", "2x 3090 48gb",
"两张4090 48G", "两张3090 48g"; fix57c #2). With ``N`` cards and ``M`` GB said:

- the card read carries ``M`` GB (a modified or memory variant named by it: "4090 48g" is the 48 GB modified RTX 4090,
  fix55) and ``M`` is also ``N`` × the memory of the stock card (or of one of its variants): both readings hold, so
  the variant counted stays read and one line on the read-as line says the other (``ask.memory-count.other``) and
  how to ask for it (the memory "in total", which :mod:`advisor.ask.card_reading` reads as the cards' sum);
- the card read lacks ``M`` GB but ``M`` is ``N`` × the memory of it or one of its variants ("2x 3090 48gb": no 3090
  has 48 GB, two have 48 GB in all; "2x 2080 ti 44gb": two of the 22 GB modified card): ``M`` is the total, read
  without the resolver's correction ("The GeForce RTX 3090 has 24 GB, not 48 GB." was untrue of the two), the
  variant said where another card is read (``ask.memory-names-card``);
- otherwise (neither reading holds: "2x 3090 40gb") the resolver's correction stays.

Pure: the catalogue's names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Message, MessageParam, Number, Quantity, UserText, msg
from ..wording import card_param, gb
from .memory_each_variant import _stem, variant_with

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

_CORRECTIONS = ("names.memory-not",)
"""The keys (prefixes) of the resolver's correction of a card's memory ("… has 24 GB, not 48 GB")."""


def _memory(advisor: Advisor, name: str) -> float:
    """``name``'s memory in GB (0 when unknown)."""
    return advisor.card(name).memory_gb or 0.0


def _each_card(advisor: Advisor, stock: str, per: float) -> str | None:
    """The card of ``stock``'s name sold with ``per`` GB: the stock card itself, else its variant with that memory
    (:func:`variant_with`), else ``None``."""
    if abs(_memory(advisor, stock) - per) < 0.5:
        return stock
    return variant_with(advisor, stock, per)


def _corrected(note: Message | MessageParam) -> float:
    """The memory the resolver's correction ``note`` says was typed ("…, not 48 GB": 48), through a note wrapped with
    the sizes sold ("names.memory-not-sizes"); 0 when it says none."""
    size = note.params.get("size")
    if isinstance(size, Quantity):
        return float(size.value)
    inner = note.params.get("note")
    return _corrected(inner) if isinstance(inner, Message | MessageParam) else 0.0


def counted_memory(advisor: Advisor, r: Reading) -> None:
    """``r`` (one card counted two or more times, a memory said with it) read as the module docstring says: the
    other reading said beside a variant counted, or the memory said read as the cards' total."""
    if len(r.cards) != 1 or not r.card_counts or r.card_counts[0] < 2 or not r.card_memory or (
            r.card_memory[0] is None):
        return
    count, said, name = r.card_counts[0], float(r.card_memory[0]), r.cards[0]
    per = said / count
    try:
        stock = advisor.resolve(_stem(name)).match or name
        stock = stock if _stem(stock) == _stem(name) else name
        other = _each_card(advisor, stock, per)
        if other is None:
            return
        if abs(_memory(advisor, name) - said) < 0.5:  # "2x 4090 48GB": two 48 GB cards, or two 24 GB ones
            if other != name:
                r.notes.append(msg(
                    "ask.memory-count.other", "{count:.0f} × {card} read, {said} each ({total} in all); if {said} is "
                    "the {count:.0f} cards together, they are {count:.0f} × {other} with {each} a card: say “{said} "
                    "in total”.", count=Number(value=count), card=Card(value=name), said=gb(said),
                    total=gb(said * count), other=card_param(other), each=gb(per)))
            return
        if r.spans.memory_gb is None:  # "2x 3090 48gb": each card's share, as "48gb in total" reads it (fix55)
            r.spans.memory_gb = per
    except AdvisorError:
        return
    r.notes = [n for n in r.notes if not (n.key.startswith(_CORRECTIONS) and abs(_corrected(n) - said) < 0.5)]
    if other != name:  # "2x 2080 ti 44gb": two of the 22 GB modified card
        r.cards[0] = other
        r.notes.append(msg("ask.memory-names-card", "“{typed}” with {memory} read as the {card}, the card of that "
                           "name sold with that memory.", typed=UserText(value=name),
                           memory=Quantity(value=per, unit="GB"), card=Card(value=other)))


__all__ = ["counted_memory"]
