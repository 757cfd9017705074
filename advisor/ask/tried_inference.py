"""The levers an owner already tried for running a model (fix74b #3): "already tried q4 and cpu offload, qwen3 32b
still too slow on my 3060 12gb, what now" was told "CPU offload (much slower)… Try the levers first"; "I already tried
4-bit and offloading, still OOM on 3060 with 70b" was asked for its RAM "to see what offload does".

:mod:`advisor.ask.tried_levers` reads the levers said as tried (:func:`~advisor.ask.tried_levers.tried`); for an
inference job whose tried levers are 4-bit weights or CPU offload, the answer leads with what is next, each with its
figures from this project's own estimates: a mixture-of-experts model with its experts in system RAM (Qwen3 30B-A3B
with ``--cpu-moe``, its decode on the card: :mod:`advisor.offload`), the largest model the card holds alone at 4-bit
with its tokens/s (``fits --card``: :mod:`advisor.owned`), or a card with more memory (the answer's own next step).
Pure but for the advisor's estimates."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Message, Quantity, Text, msg
from ..models import Fit, RigFit
from ..wording import card_param, gb, join
from .tried_tight import tight_spent
from .vocabulary import vocabulary

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

SPENT = ("quantized-weights", "cpu-offload")
"""The running levers whose trying this answer leads after (:data:`advisor.ask.tried_levers._SAID` ids)."""
MOE = "Qwen3 30B-A3B"
"""The mixture-of-experts model offered next (3B active parameters: it decodes fast with its experts in system RAM,
``data/performance/moe_offload.csv``)."""
_TRAINING = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*|sft|lora|qlora)(?![a-z])|"
                       r"训练|訓練|微调|微調")


_ALREADY = re.compile(r"(?<![a-z])(?:tried|trying|already|still|even\s+with|even\s+after)(?![a-z])|"
                      r"尝试|嘗試|试过|試過|试了|試了|已经|已經|还是|還是|仍|依然")
"""Words that say a lever was tried, not merely named: "how many tok/s does a 3090 get on llama 3.1 70b q4" names
4-bit as the level asked (its speed and what holds it, fix65a), never a lever spent (round 29 merge)."""


_TRIED_AS = {"quantized-weights": msg("fix73b.tried.quantized", "quantized weights"),
             "cpu-offload": msg("fix73b.tried.offload", "CPU offload"),
             "shorter-inputs": msg("fix73b.tried.shorter", "shorter inputs"),
             "batch-accumulation": msg("fix73b.tried.batch", "a batch of 1")}
"""The levers of a run said as tried, as the answer says them (:data:`advisor.ask.tried_levers._SAID_AS`'s words)."""


def _speed(tok_s: float) -> Quantity:
    return Quantity(value=round(tok_s, 1 if tok_s < 10 else 0), unit="tok/s", digits=1 if tok_s < 10 else 0)


def tried_inference(advisor: Advisor, text: str, read_as: ReadAs, answer: Any, done: list[str]) -> Any:
    """``answer`` led by what is next after the running levers ``done`` (:data:`SPENT`) on the owner's one card
    (module docstring); ``None`` when it is no such question (training, no model, not one card, no such lever)."""
    shape = getattr(answer, "shape", None)
    spent = [d for d in done if d in SPENT]
    if (shape is None or not spent or read_as.model is None or len(read_as.cards) != 1
            or read_as.task not in (None, "inference") or _TRAINING.search(text.lower())
            or not _ALREADY.search(text.lower())):
        return None
    card = advisor.card(read_as.cards[0])
    memory = card.memory_gb or 0.0
    model = read_as.model.name
    ways: list[Message] = []
    try:
        own = advisor.fits(model, card=card.name, precision="int4")
        if isinstance(own, Fit) and isinstance(own.rig, RigFit) and own.rig.way == "alone" and (
                own.rig.tight or own.memory.total_gb > 0.75 * memory) and (
                "quantized-weights" in spent and vocabulary().intents["oom"].search(text.lower())):  # it fits on
            # paper with little to spare, yet ran out with 4-bit tried: the owner's fact leads (fix75b #6)
            tried_said = [_TRIED_AS[d] for d in done if d in _TRIED_AS]
            head = tight_spent(advisor, model, read_as.model.params_b or 0.0, card.name, memory, own, tried_said)
            return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
        if getattr(own.rig, "way", None) in ("alone", "split"):
            return None  # it fits at 4-bit: the levers are not what holds it back
        arch = advisor.llm_models.resolve(model)
        moe = advisor.fits(MOE, card=card.name) if arch.experts <= 1 else None
        runs = advisor.fits(None, card=card.name)
    except AdvisorError:
        return None
    rig = getattr(moe, "rig", None)
    if rig is not None and rig.speed is not None and (rig.way == "alone" or not rig.ram_needed_gb):
        ways.append(msg("fix78c.tried.moe.whole", "a mixture-of-experts model such as {moe}, held whole in this "
                        "card's memory, about {speed}", moe=Text(value=MOE), speed=_speed(rig.speed.tok_s)))
        # never "with 0 GB of RAM": no expert waits in system RAM when the card holds it (fix78c)
    elif rig is not None and rig.way == "offload" and rig.speed is not None:
        ways.append(msg("fix74b.tried.moe", "a mixture-of-experts model such as {moe} with its experts in system RAM "
                        "(llama.cpp --cpu-moe), about {speed} on this card with {ram} of RAM", moe=Text(value=MOE),
                        speed=_speed(rig.speed.tok_s), ram=gb(rig.ram_needed_gb or 0.0)))
    largest = next((m for m in getattr(runs, "models", []) if m.role == "largest-dense" and m.speed is not None), None)
    if largest is not None:
        ways.append(msg("fix74b.tried.smaller", "a smaller model the card holds whole, such as {small} in {quant} "
                        "(about {need}), at about {speed}", small=Text(value=largest.model),
                        quant=Text(value=largest.quant), need=gb(largest.need_gb), speed=_speed(largest.speed.tok_s)))
    owner = getattr(answer, "owner", None)
    upgrade = next((x for x in [*shape.ranking, *getattr(owner, "upgrades", [])] if (x.memory_gb or 0) > memory
                    and getattr(x, "note", None) is None), None)  # a card of more memory, not one added beside
    if upgrade is not None:
        ways.append(msg("fix73b.tried.bigger", "a card with more memory ({card}, {memory})",
                        card=card_param(upgrade.card), memory=gb(upgrade.memory_gb or 0)))
    if not ways:
        return None
    said = {"quantized-weights": msg("fix73b.tried.quantized", "quantized weights"),
            "cpu-offload": msg("fix73b.tried.offload", "CPU offload")}
    head = msg("fix74b.tried.head", "You already tried {tried}: {model} does not fit your {memory} even at 4-bit, and "
               "with part of it in system RAM it stays slow, so those levers are spent. What is next: {ways}.",
               tried=join([said[d] for d in spent], "comma"), model=Text(value=model), memory=gb(memory),
               ways=join(ways, "semicolon"))
    caveats = [c for c in shape.caveats if "owner.upgrade.levers-first" not in repr(c.message)]  # spent: not again
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "caveats": caveats})})


__all__ = ["tried_inference"]
