"""Renting, said beside a full fine-tune's ways to buy (newuser17 #10: "which gpu for fine-tuning llama 3.1 8b full
finetune" listed 2 x RTX PRO 6000 at 32,810 USD and 2 x A100 80 GB at 13,810 with QLoRA as the only lever).

A full fine-tune holds weights, gradients and optimizer states (about 16 bytes a parameter in mixed precision): past
the smallest models only two to four data-centre or workstation cards hold it, and people run it for hours on rented
cards rather than buy them. When the market has hourly rents (``data/rent_hourly.csv``: RunPod on-demand, each row
dated and sourced) for a card of a way that holds the job, the fits answer says the cheapest such rig by the hour and
how many hours the cheapest way to buy would pay for. A LoRA or QLoRA fine-tune that no one consumer card holds
(no GeForce card alone: "cheapest way to qlora llama 70b" listed an RTX A6000 and 2 x RTX 3090 with no rent line,
fix68d #9) is said the same way: one workstation or data-centre card is what people rent by the hour for such a run
(a split only when no one rentable card holds it: one card before several, as :mod:`advisor.ask.single_tune`, and
the only way a one-GPU stack such as Unsloth trains, mend51b). Pure: a
function of the ways, the cards' product lines and the rent table.
"""

from __future__ import annotations

import csv
from functools import cache

from ..catalog.inputs import data_dir
from ..i18n import Card as CardParam
from ..i18n import Date, Message, Money, Number, msg
from ..models import FitCard
from .ways import usable

RENT_INSTEAD = "fits.rent-instead"
"""The key of :func:`rent_instead`'s sentence: a way most would take, said in the short form (:mod:`advisor.shape`)."""
FULL = "full-finetune"
"""The task whose answers say renting (the one a buyer cannot sanely buy for past the small models)."""
ADAPTERS = frozenset({"lora", "qlora"})
"""The fine-tunes whose answers say renting when no consumer card alone holds them (:func:`rent_instead`)."""
CONSUMER = "geforce"
"""The product line of a consumer card (``line`` of ``data/cards.csv``)."""


@cache
def rent_table() -> tuple[dict[str, str], ...]:
    """The rows of ``data/rent_hourly.csv``."""
    with open(data_dir() / "rent_hourly.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def rent_instead(task: str, market_id: str, currency: str, cards: list[FitCard],
                 lines: dict[str, str] | None = None) -> Message | None:
    """The renting sentence of a full fine-tune, or of a LoRA or QLoRA one no consumer card holds alone (``lines``:
    each card's product line; module docstring), or None: another task, a consumer card that holds it, no rent row
    for a card of a usable way, rents in another currency, or no priced way to buy to set it against."""
    if task != FULL and (task not in ADAPTERS or lines is None or any(
            usable(c) and c.count == 1 and lines.get(c.card) == CONSUMER for c in cards)):
        return None
    bought = [c for c in cards if usable(c) and c.total_price is not None]
    rates = {r["card"]: r for r in rent_table() if r["market"] == market_id}
    if not bought or currency != "USD" or not rates:
        return None
    rented = [(c, rates[c.card]) for c in cards if c.card in rates and not c.tight and not c.server_module]
    if task in ADAPTERS and any(c.count == 1 for c, _ in rented):  # an adapter's run on one rented card, never a
        rented = [(c, row) for c, row in rented if c.count == 1]  # split: one card before several (fix68d #8)
    if not rented:
        return None
    rig, row = min(rented, key=lambda x: (float(x[1]["usd_per_hour"]) * x[0].count, x[0].card))
    cheapest = min(bought, key=lambda c: (c.total_price or 0.0, c.card))
    each = float(row["usd_per_hour"])
    hours = (cheapest.total_price or 0.0) / (each * rig.count)
    return msg("fits.rent-instead", "Renting instead: {count} × {card} on demand cost about {rate} an hour ({each} "
               "each, {as_of}, data/rent_hourly.csv); the {total} of the cheapest way to buy here pays for about "
               "{hours:,.0f} hours of it.", count=Number(value=rig.count), card=CardParam(value=rig.card),
               rate=Money(amount=round(each * rig.count, 2), currency="USD", digits=2),
               each=Money(amount=each, currency="USD", digits=2), as_of=Date(value=row["as_of"]),
               total=Money(amount=cheapest.total_price or 0.0, currency="USD"), hours=Number(value=round(hours)))


__all__ = ["ADAPTERS", "FULL", "RENT_INSTEAD", "rent_instead", "rent_table"]
