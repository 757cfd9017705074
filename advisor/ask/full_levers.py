"""The levers of a full fine-tune the owner's cards do not hold (newuser20 #22: "my 2 3090s, can I full finetune llama
3.1 8b on them?" got "about 137 GB, more than it holds" and LoRA, with no word of how people do it on 2 x 24 GB).

When no memory-saving method is named (:func:`advisor.ask.memory_savers.method_of`; one named is sized by
:func:`~advisor.ask.memory_savers.saver_fit`) and the owner's cards do not hold plain mixed-precision AdamW, the answer
says the levers in order, each sized by the same estimators (DeepSpeed's model-state estimators; 8-bit Adam's two
1-byte moments): 8-bit Adam, ZeRO-3 / FSDP full sharding, then ZeRO-3 with the parameters and optimizer offloaded to
CPU (its system RAM said, and that it trains several times slower). On one card sharding splits nothing (ZeRO-3 and
FSDP divide the states among several cards), so its line is left out and the card's levers are 8-bit Adam and the CPU
offload, with the word that sharding needs several cards (break34 #14, fix42c); gradient checkpointing is already
counted in every figure (``fits`` sizes full fine-tuning with it), and LoRA instead is the headline's own way. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import GIB
from ..fits.ways import offer_price, runs
from ..i18n import Card as CardParam
from ..i18n import Money, Number, msg
from ..models import Caveat, Fit
from ..thresholds import HEADROOM_GB
from ..wording import gb
from .memory_savers import ADAM8_MIXED_BYTES, _needs, method_of
from .models import ReadAs
from .saver_buy import named_buy

if TYPE_CHECKING:
    from ..api import Advisor


def full_levers(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a full fine-tuning ``fits`` on the owner's cards, which do not hold it) with the levers in order as
    its first deciding fact (module docstring); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    method = method_of(text)
    if isinstance(answer, Fit) and answer.task == "full-finetune" and answer.rig is None and shape is not None:
        if method is not None:  # a buyer who names the method: its figure and card lead (mend48a #1)
            return named_buy(advisor, answer, shape, method)
        return _one_card(advisor, answer, shape)  # a buyer: the one card 8-bit Adam fits on (mend46b #4)
    if (method_of(text) is not None or not isinstance(answer, Fit) or answer.task != "full-finetune"
            or answer.rig is None or shape is None or not answer.rig.rig.cards):
        return answer
    if any(n.key == "ask.nodes-per-node" for n in read_as.notes):
        return answer  # several machines asked: the cluster's own verdict (sharded over them all) answers it
    rig = answer.rig.rig
    try:
        arch = advisor.llm_models.resolve(answer.model.name)
    except AdvisorError:
        return answer
    gpus = sum(c.count for c in rig.cards)
    smallest = min(c.memory_gb for c in rig.cards)
    largest = max(arch.vocab * arch.hidden, arch.hidden * arch.intermediate, arch.hidden * arch.q_width)
    plain = answer.memory.total_gb / gpus if gpus > 1 else answer.memory.total_gb
    if plain <= smallest:
        return answer  # the cards hold it as it is: no lever to say
    each = {m: _needs(m, answer, arch.params, largest, gpus) for m in ("adam8", "zero3", "zero3-offload")}

    def verdict(gb_each: float):
        return msg("levers.full.holds", "holds") if gb_each <= smallest else msg("levers.full.over", "over")

    said = msg("levers.full", "To fully fine-tune it on {count:.0f} x {memory} anyway, the levers in order: 8-bit Adam "
               "(bitsandbytes) about {adam8} a card ({adam8_said}); ZeRO-3 or FSDP full sharding about {zero3} a card "
               "({zero3_said}); ZeRO-3 or FSDP with the parameters and optimizer offloaded to CPU about {offload} a "
               "card ({offload_said}), with about {ram} of system RAM, several times slower; gradient checkpointing "
               "is already counted; else LoRA, as above.", count=gpus, memory=gb(smallest),
               adam8=gb(round(each["adam8"][0], 1)), adam8_said=verdict(each["adam8"][0]),
               zero3=gb(round(each["zero3"][0], 1)), zero3_said=verdict(each["zero3"][0]),
               offload=gb(round(each["zero3-offload"][0], 1)), offload_said=verdict(each["zero3-offload"][0]),
               ram=gb(round(each["zero3-offload"][1])))
    if gpus == 1:  # sharding needs several cards: on one, only the CPU offload of the same engines helps (fix42c)
        said = msg("levers.full.one", "To fully fine-tune it on one {memory} card anyway, the levers in order: 8-bit "
                   "Adam (bitsandbytes) about {adam8} ({adam8_said}); the parameters and optimizer offloaded to CPU "
                   "(DeepSpeed ZeRO-3 offload or FSDP CPU offload) about {offload} on the card ({offload_said}), with "
                   "about {ram} of system RAM, several times slower; sharding alone (ZeRO-3, FSDP) splits the states "
                   "among several cards and saves nothing on one; gradient checkpointing is already counted; else "
                   "LoRA, as above.", memory=gb(smallest), adam8=gb(round(each["adam8"][0], 1)),
                   adam8_said=verdict(each["adam8"][0]), offload=gb(round(each["zero3-offload"][0], 1)),
                   offload_said=verdict(each["zero3-offload"][0]), ram=gb(round(each["zero3-offload"][1])))
    fact = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


def _one_card(advisor: Advisor, answer: Fit, shape):
    """A buyer's full fine-tune (``answer``, no rig) that plain mixed-precision AdamW puts past one card: what 8-bit
    Adam (bitsandbytes' two 1-byte moments, the same estimator as :func:`full_levers`; gradient checkpointing
    already counted) needs, and the cheapest card of the market that holds it alone with
    :data:`~advisor.thresholds.HEADROOM_GB` to spare, trains (CUDA, compute capability 7.0+) and runs BF16, as the
    first deciding fact (mend46b #4: "fully fine-tune qwen3 8b" led with 2 × RTX PRO 6000 at 139.9 GB, where one
    80–96 GB card does it with 8-bit AdamW). ``answer`` itself when 8-bit Adam saves nothing or no card holds it."""
    try:
        arch = advisor.llm_models.resolve(answer.model.name)
        market = advisor.catalog.market(answer.market.id)
    except AdvisorError:
        return answer
    largest = max(arch.vocab * arch.hidden, arch.hidden * arch.intermediate, arch.hidden * arch.q_width)
    need = _needs("adam8", answer, arch.params, largest, 1)[0]
    low = _needs("adam8-bf16", answer, arch.params, largest, 1)[0]
    if need >= answer.memory.total_gb:
        return answer
    held = [o for o in advisor._usable_cards(market) if o.price is not None and o.verdict != "not_recommended"
            and not o.card.is_system and o.trains != "no" and runs(o, "bf16")
            and (o.card.memory_gb or 0.0) >= need + HEADROOM_GB]
    if not held:
        return answer
    best = min(held, key=lambda o: (offer_price(o).amount, o.card.name))
    price = offer_price(best)
    m = answer.memory
    said = msg("levers.full.buy", "With 8-bit Adam (bitsandbytes) full fine-tuning needs about {need}: {params} B "
               "parameters × {bytes:g} bytes = {states} (16-bit weights and gradients 4, fp32 master weights 4, the "
               "two 8-bit moments 2), plus {rest} of activations with gradient checkpointing and the CUDA context; one "
               "{card} holds it ({price}), or rent one by the hour. Weights kept in bf16 with no master copy: about "
               "{low}.", need=gb(round(need, 1)), params=Number(value=round(arch.params / 1e9, 2)),
               bytes=ADAM8_MIXED_BYTES, states=gb(round(arch.params * ADAM8_MIXED_BYTES / GIB, 1)),
               rest=gb(round(m.activations_gb + m.overhead_gb, 1)), low=gb(round(low, 1)),
               card=CardParam(value=best.card.name), price=Money(amount=price.amount, currency=price.currency))
    fact = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=said)
    plain = msg("levers.full.plain-role", "cheapest that works with plain AdamW (8-bit Adam: one {card}, above)",
                card=CardParam(value=best.card.name))  # never "cheapest that works" beside a cheaper way (fix84a #2)
    ranking = [x.model_copy(update={"reason": plain}) if x.reason is not None and x.reason.key in PLAIN_ROLES and (
        x.total if x.total is not None else x.price.amount if x.price is not None else 0.0) > price.amount else x
               for x in shape.ranking]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides],
                                                                        "ranking": ranking})})


PLAIN_ROLES = frozenset({"fits.role.cheapest-headline", "shape.role.fit-cheapest"})
"""The list's "cheapest that works" labels, which a full fine-tune sized for plain AdamW relabels when 8-bit Adam
fits one cheaper card (break48 M9: "one A100 PCIe 80 GB holds it (6,500 USD)" above "2 × RTX PRO 6000 — 32,810 USD
· cheapest recommended card or machine that works")."""


__all__ = ["full_levers"]
