"""The first row of a long-context ``recommend`` says the 8-bit KV cache lever its headline buys (fix43c, newuser20
row 20: "which gpu to run a 14b model at 128k context, up to 1500" headed "buy one Tesla P40 (295 USD) and keep the
KV cache in 8 bits", while its first row, 2 x Tesla P40 at 1,400 USD, said nothing of it).

When the lever puts the job on one card within the budget (``kv.lever.within``, :mod:`advisor.kv_lever`), the list
still ranks the job with its cache in 16 bits; its first row then carries the lever too: one of its own cards holds
it with the cache in 8 bits, or that other card does, at its price. Pure: the answer's own lines.
"""

from __future__ import annotations

from typing import Any

from .i18n import Message, msg


def lever_row(shape: Any, line: Message) -> Any:
    """``shape`` with its first ranking line's reason saying the 8-bit KV cache lever of ``line`` (module docstring);
    as is for another line, or no ranking."""
    if line.key != "kv.lever.within" or not shape.ranking:
        return shape
    first = shape.ranking[0]
    card, price = line.params["card"], line.params["price"]
    name = getattr(card, "value", None)
    if first.card == name and first.gpus > 1:
        said = msg("kv.lever.row-one", "with the KV cache in 8 bits one of them holds it ({price})", price=price)
    elif first.card == name:
        return shape
    else:
        said = msg("kv.lever.row-other", "with the KV cache in 8 bits one {card} holds it ({price})", card=card,
                   price=price)
    reason = said if first.reason is None else msg("kv.lever.row", "{reason}; {lever}", reason=first.reason,
                                                     lever=said)
    return shape.model_copy(update={"ranking": [first.model_copy(update={"reason": reason}), *shape.ranking[1:]]})


__all__ = ["lever_row"]
