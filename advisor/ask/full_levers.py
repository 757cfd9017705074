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
from ..i18n import msg
from ..models import Caveat, Fit
from ..wording import gb
from .memory_savers import _needs, method_of
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


def full_levers(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a full fine-tuning ``fits`` on the owner's cards, which do not hold it) with the levers in order as
    its first deciding fact (module docstring); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
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


__all__ = ["full_levers"]
