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

from ..catalog import data_dir
from ..compare import shown_price
from ..i18n import Message, Money, Text, msg
from ..wording import card_param
from .models import ReadAs
from .pretrain import pretraining

if TYPE_CHECKING:
    from ..api import Advisor

SXM_OF = {"H100 PCIe 80 GB": "H100 SXM5 80 GB", "A100 PCIe 80 GB": "A100 SXM4 80 GB"}
"""The SXM module of each PCIe data-centre card a bare name is read as (``data/name_defaults.csv``)."""
BOARD_COUNT = 8
"""The GPUs of one HGX/DGX board: eight of a data-centre card are one such box."""
BOX = re.compile(r"(?<![a-z])(?:hgx|dgx|sxm\w*|(?<!_)nodes?(?![_=])|servers?\s+of|a\s+box\s+of|pods?)(?![a-z])|"
                 r"节点|節點|整机柜|服务器节点")
"""Words naming the server box rather than a card; never a launcher's setting named by its node ("torchrun
--nproc_per_node=2", "node_rank": reader54, E1070)."""
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
    notes = [n for n in read_as.notes if not n.key.startswith("name_default.") and not (n.key == "names.fits" and str(
        getattr(n.params.get("card"), "value", "")) in SXM_OF)]  # one assumption: never "assuming PCIe", then SXM
    said = msg("ask.server-board", "Reading {card}: data-centre GPUs counted by the box or the cluster are SXM "
               "modules, eight to an NVLink board (an HGX/DGX server), not PCIe cards.", card=card_param(
                   next(SXM_OF[c] for c in read_as.cards if c in SXM_OF)))  # the card read so, never the first (U15)
    update = {"cards": cards, "notes": [*notes, said]}
    if not read_as.gpus and not read_as.counts and len(cards) == 1 and BOX.search(low):  # "a node of h100s": eight
        update["gpus"] = BOARD_COUNT
    return read_as.model_copy(update=update)


PRICE_ASKED = re.compile(r"(?<![a-z])(?:how\s+much|cost|costs|price|prices|priced)(?![a-z])|多少钱|多少錢|价格|價格|"
                         r"价钱|價錢|报价|報價|售价|售價")
"""Words asking what something costs."""
A_JOB = re.compile(r"(?<![a-z])(?:rent\w*|hour\w*|train\w*|pretrain\w*|fine-?tun\w*|finetun\w*|run\w*|inference|"
                   r"week|weeks|month|months|day|days)(?![a-z])|租|训练|訓練|微调|微調|推理|小时|小時")
"""Words of a job or a rental: "how much does it cost to pretrain a 7b on 8x h100" asks a run's cost, not a box's."""


def box_price_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None) -> Message | None:
    """"8 × H100 SXM5 80 GB: about 220,000 USD for the GPUs alone (27,500 USD each, new); a whole server costs more
    …" for the price of a box of SXM modules ("how much does an 8x h100 server cost", "8x h100 price"): the
    market's module price (``data/prices/market_current_us.csv``, new first: a server is bought new) times the
    count, said to be the GPUs' part only — the HGX board, CPUs, memory, chassis and networking are not priced
    here — and the module's hourly rent (``data/rent_hourly.csv``) when the table has it. ``None`` for any other
    question (one of a job or a rental, :data:`A_JOB`, or naming a model), or a module with no price: one module's
    verdict never answers a server's price."""
    import csv


    low = text.lower()
    if len(read_as.cards) != 1 or read_as.cards[0] not in SXM_OF.values() or not PRICE_ASKED.search(low) or (
            A_JOB.search(low) or read_as.model is not None):
        return None
    count = max([read_as.gpus or 0, *(read_as.counts or [])]) or BOARD_COUNT
    if count < 2:
        return None
    card = read_as.cards[0]
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    prices = [p for p in advisor.catalog.price_of(market.id, card) if shown_price([p]) is not None]
    if not prices:
        return None
    price = next((p for p in prices if p.condition == "new"), prices[0])
    with (data_dir() / "rent_hourly.csv").open(encoding="utf-8", newline="") as f:
        hourly = [float(r["usd_per_hour"]) for r in csv.DictReader(f) if r["market"] == market.id and r["card"] == card]
    rent: Message | Text = msg(
        "ask.box-price.rent", " Rented, one is about {hourly} an hour (RunPod on-demand, data/rent_hourly.csv): "
        "{total} an hour for {count}.", hourly=Money(amount=hourly[0], currency="USD", digits=2),
        total=Money(amount=hourly[0] * count, currency="USD", digits=2), count=count) if hourly else Text(value="")
    cond = msg("ask.cheaper.used", "used") if price.condition == "used" else msg("ask.cheaper.new", "new")
    return msg("ask.box-price", "{count} × {card}: about {total} for the GPUs alone ({each} each, {condition}). A "
               "whole server costs more — the HGX board, CPUs, memory, chassis and networking — and no server price "
               "is here.{rent}", count=count, card=card_param(card), total=Money(amount=price.amount * count,
                                                                                  currency=price.currency),
               each=Money(amount=price.amount, currency=price.currency), condition=cond,
               rent=rent)


__all__ = ["BOARD_COUNT", "BOX", "PRICE_ASKED", "SXM_OF", "box_price_reply", "server_board"]
