"""The rented rig a full fine-tune needs, said on the cards asked about too (break29 #12: "can I run llama 70b on 2
3090s?" then "and fully fine-tune it?" told what the cards hold and nothing of renting, the only way to run it).

:func:`advisor.fits.rent_node.rent_node` joins the rig to rent to a fit's headline when no way to buy holds a full
fine-tune; an answer on the asker's cards heads with what those cards hold instead, so the rented rig is said first
among its deciding facts. Pure."""

from __future__ import annotations

from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, msg
from ..models import Caveat, Fit
from ..thresholds import GPUS_PER_PLATFORM
from .cluster import nodes_said

NODE_KEYS = ("fits.rent-node",)
"""The key prefix of the rented rig's sentence (:mod:`advisor.fits.rent_node`)."""
HELD_OTHERWISE = frozenset({"owned.fits.with"})
"""Headlines saying the cards asked about hold the job another way (LoRA or QLoRA for the full fine-tune,
:mod:`advisor.owned`): the rented rig is said after their levers, as what goes past them."""


def rent_node_first(text: str, answer: Any) -> Any:
    """``answer`` (a fit on the cards asked about) with the rented rig its fit found said first among its deciding
    facts, where its headline does not say it; else as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not isinstance(answer, Fit) or shape.headline == answer.summary:
        return answer
    if answer.rig is not None and answer.rig.way != "none" or nodes_said(text.lower()) is not None:
        return answer  # the cards asked about hold it, or a cluster's own weighing says (advisor.ask.cluster)
    summary: Any = answer.summary
    if summary.key == "fits.on-rig":  # the cards asked about, then the fit's own summary (advisor.fits_face)
        summary = summary.params.get("summary")
    if summary is None or summary.key != "answer.join.sentences":
        return answer
    node = summary.params.get("second")
    if node is None or not str(getattr(node, "key", "")).startswith(NODE_KEYS):
        return answer
    node = Message.model_construct(key=node.key, params=node.params)
    if any(c.message == node for c in shape.decides):
        return answer
    if shape.headline.key in HELD_OTHERWISE:  # the cards asked about hold it another way (LoRA, QLoRA): renting is
        # no "only way" on them, only past them, after their own levers (judge27 #22: 8 × A800 told "只能租")
        p = node.params
        beyond = msg("fits.rent-node.beyond", "Only a full fine-tune without offloading goes past these cards: {rig} "
                     "hold its {need} sharded (DeepSpeed ZeRO-3 or FSDP), rented for about {rate} an hour ({each} a "
                     "GPU, {as_of}, data/rent_hourly.csv).", rig=p["rig"], need=p["need"], rate=p["rate"],
                     each=p["each"], as_of=p["as_of"])
        said = Caveat(rule_id="cloud.own-vs-rent-2023", message=beyond, weight=DECIDING_WEIGHT)
        server = answer.rig is not None and answer.rig.rig.count > GPUS_PER_PLATFORM  # a server build carries the
        # system RAM its offload lever needs: its levers first; a desktop pair hears the rig past it first
        decides = [*shape.decides, said] if server else [said, *shape.decides]
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})
    said = Caveat(rule_id="cloud.own-vs-rent-2023", message=node, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [said, *shape.decides]})})


__all__ = ["rent_node_first"]
