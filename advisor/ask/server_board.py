"""A data-centre card asked about by the box ("8x h100", "8xH100", "a node of h100s", "HGX H100", "DGX H100"): the
SXM board those servers carry, not the PCIe card a bare "h100" is read as.

An 8-GPU H100 or A100 server is an HGX board of SXM modules joined by NVLink (NVIDIA's DGX and its partners' HGX
systems); the PCIe card goes into ordinary servers one to four at a time. So a count of eight, or a word naming the
box, means the SXM module — faster (the H100 SXM5's 989 against the PCIe card's 756 TFLOP/s dense BF16,
``data/performance/pretrain_rate.csv``) and rented by the hour (``data/rent_hourly.csv``). "PCIe" said keeps the
PCIe card. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from ..wording import card_param
from .models import ReadAs
from .pretrain import pretraining

if TYPE_CHECKING:
    from ..api import Advisor

SXM_OF = {"H100 PCIe 80 GB": "H100 SXM5 80 GB", "A100 PCIe 80 GB": "A100 SXM4 80 GB"}
"""The SXM module of each PCIe data-centre card a bare name is read as (``data/name_defaults.csv``)."""
BOARD_COUNT = 8
"""The GPUs of one HGX/DGX board: eight of a data-centre card are one such box."""
BOX = re.compile(r"(?<![a-z])(?:hgx|dgx|sxm\w*|nodes?|servers?\s+of|a\s+box\s+of|pods?)(?![a-z])|"
                 r"节点|節點|整机柜|服务器节点")
"""Words naming the server box rather than a card."""
HOW_MANY = re.compile(r"how\s+many|多少(?:张|張|块|塊|个|個)|几(?:张|張|块|塊)|幾(?:張|塊)")
"""Words counting data-centre cards ("how many h100s"): a cluster of them, so SXM modules."""
CLUSTER = re.compile(r"(?<![a-z])(?:a|h)100s(?![a-z])")
"""Data-centre cards named in the plural ("pretrain … on h100s"): pretraining on them is a cluster of SXM boards."""
PCIE = re.compile(r"pcie|pci-e|pci\s+express", re.I)


def server_board(advisor: Advisor, read_as: ReadAs, text: str) -> ReadAs:
    """``read_as`` with a PCIe data-centre card (:data:`SXM_OF`) read as its SXM module when the question counts
    :data:`BOARD_COUNT` or more of it, names the box (:data:`BOX`), asks how many (:data:`HOW_MANY`) or pretrains
    on them in the plural (:data:`CLUSTER`), and never says PCIe; the read-as line says so in place of the PCIe
    assumption, and a box named with no count is its :data:`BOARD_COUNT` GPUs. Unchanged otherwise."""
    low = text.lower()
    if PCIE.search(low) or not any(c in SXM_OF for c in read_as.cards):
        return read_as
    count = max([read_as.gpus or 1, *(read_as.counts or [])])
    if count < BOARD_COUNT and not BOX.search(low) and not HOW_MANY.search(low) and not (
            CLUSTER.search(low) and pretraining(text, read_as)):
        return read_as
    cards = [SXM_OF.get(c, c) for c in read_as.cards]
    if any(c not in advisor.catalog.card_rows for c in cards):
        return read_as
    notes = [n for n in read_as.notes if not n.key.startswith("name_default.")]
    said = msg("ask.server-board", "Reading {card}: data-centre GPUs counted by the box or the cluster are SXM "
               "modules, eight to an NVLink board (an HGX/DGX server), not PCIe cards.", card=card_param(cards[0]))
    update = {"cards": cards, "notes": [*notes, said]}
    if not read_as.gpus and not read_as.counts and len(cards) == 1 and BOX.search(low):  # "a node of h100s": eight
        update["gpus"] = BOARD_COUNT
    return read_as.model_copy(update=update)


__all__ = ["BOARD_COUNT", "BOX", "SXM_OF", "server_board"]
