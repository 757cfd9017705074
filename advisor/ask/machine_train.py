""""Is the DGX Spark good for fine-tuning Llama 3.1 8B?" gets a verdict on speed, not only memory (break36 #16: "Yes …
needs about 18.8 GB: it fits in its 113.7 GB", nothing on how fast it trains).

A GB10 machine runs the CUDA fine-tuning stack (``data/llm_routes.csv``), so a fine-tune fits it; but it trains from
273 GB/s of unified memory, slower than a discrete card for a model that fits one (``data/systems.csv``: the GB10
rows' ``bad_at``). When the answer lists a CUDA card that holds the same job alone for no more than the machine's
price, the answer says so after its yes: the machine's bandwidth against that card's (the fastest such card, by
memory bandwidth, ``data/cards.csv``) and its price. No measured fine-tuning speed of a GB10 was found
(``performance/FACTS_2026-12.md`` §5), so no speed ratio is said. A machine that does not train, a card, or a job the
machine holds and no such card does, is left as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Money, Quantity, msg
from ..routes import route_of, trains_of
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor

TRAIN_TASKS = frozenset({"lora", "qlora", "full-finetune"})


def _machine(advisor: Advisor, answer: Any) -> Any | None:
    """The one unified-memory machine that trains (a GB10 box) the fit is about, else ``None``."""
    rig = getattr(answer, "rig", None)
    if rig is None or len(rig.rig.cards) != 1 or rig.way != "alone":
        return None
    card = advisor.card(rig.rig.cards[0].card)
    return card if card.is_system and trains_of(card, route_of(card)) == "yes" else None


def machine_train_first(advisor: Advisor, read_as: Any, answer: Any) -> Any:
    """``answer`` with the machine's training speed against a card at its price said after its lead (module
    docstring), or as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.command != "fits" or getattr(answer, "task", None) not in TRAIN_TASKS:
        return answer
    machine = _machine(advisor, answer)
    if machine is None or not machine.bandwidth_gb_s:
        return answer
    own = next((c.price for c in answer.cards if c.card == machine.name and c.price is not None), None)
    ceiling = own.amount if own is not None else None
    rivals = []
    for c in answer.cards:
        if c.count != 1 or c.price is None or c.tight or c.server_module or c.verdict != "recommended":
            continue
        card = advisor.card(c.card)
        if card.is_system or card.manufacturer != "NVIDIA" or not card.bandwidth_gb_s:
            continue
        if ceiling is not None and c.price.amount > ceiling:
            continue
        rivals.append((card.bandwidth_gb_s, -c.price.amount, card, c.price))
    if not rivals:
        return answer
    bandwidth, _, card, price = max(rivals, key=lambda r: (r[0], r[1]))
    if bandwidth <= machine.bandwidth_gb_s:
        return answer
    said = msg("ask.train.machine", "But it is no fast trainer: it trains from {own} of unified memory, against "
               "{bandwidth} on the {card} ({price}), which holds this job too and trains it faster (no measured "
               "fine-tuning speed of this machine was found here).", machine=card_param(machine.name),
               own=Quantity(value=machine.bandwidth_gb_s, unit="GB/s"), card=card_param(card.name),
               bandwidth=Quantity(value=bandwidth, unit="GB/s"), price=Money(amount=price.amount,
                                                                            currency=price.currency))
    head = join([shape.headline, said], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["machine_train_first"]
