"""A job on several machines of several cards each (issues 27, 28; break26 #4, #14): "3 nodes x 8 a100 for training
llama 70b", "2 nodes of 4x rtx 4090 for training llama 8b". The machines are said and the job is answered:

- a cluster past the largest rig one answer checks (:data:`advisor.kinds.MAX_RIG`) is checked on one machine of its
  cards, the rig limit applying per machine, and the read-as line says so (:func:`per_node`), never refused whole;
- the caveat on how the cards share the job names the network between the machines (FSDP or tensor parallelism
  across nodes runs over it: 100 Gb/s Ethernet with RDMA or InfiniBand), never "over PCIe" alone (:func:`across_nodes`).

Pure: the reading and the answer in, the reading and the answer out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, MessageParam, UserText, msg
from ..models import Caveat, Fit, Reason
from ..thresholds import HEADROOM_GB
from ..wording import gb
from .nodes import _ONE_EACH, _PATTERNS, nodes_said
from .word_gate import needs

if TYPE_CHECKING:
    from .models import Question, ReadAs

NETWORK_SOURCE = ("https://apxml.com/courses/distributed-training-pytorch-fsdp/chapter-4-multi-node-scaling-nccl-tuning/"
                  "initializing-multi-node-process-groups (inter-node traffic over the network fabric, 100-400 Gb/s "
                  "InfiniBand or Ethernet RoCE, against NVLink inside a node; NCCL on slow TCP Ethernet when the "
                  "fabric is not set); https://discuss.pytorch.org/t/fsdp-multi-node-comms-overhead/200913 (FSDP "
                  "across nodes bound by the cross-node all-reduce)")
"""Where the network sentence comes from (data/SOURCES.md, "Multi-node jobs")."""

PCIE_KEYS = ("fits.own.pcie", "fits.own.pcie.train", "fits.own.pcie.train.bf16", "fits.own.nvlink")
"""The one-box sentences on how the cards share a job (advisor.owned.links), replaced for a multi-node job."""


def cluster_runs(read_as: ReadAs, text: str) -> ReadAs:
    """A cluster named with no job, no model and no budget ("3 nodes x 8 a100"): what its machines run (``fits`` with
    no model, the largest models they hold), never one card's buying verdict; ``read_as`` unchanged otherwise."""
    if read_as.command != "why" or len(read_as.cards) != 1 or (read_as.gpus or 1) < 2 or any(
            x is not None for x in (read_as.model, read_as.budget, read_as.topic, read_as.offer, read_as.task)) or (
            nodes_said(text.lower()) is None):
        return read_as
    return read_as.model_copy(update={"command": "fits", "task": "inference"})


def per_node_note(machines: int, each: int, typed: str) -> Message:
    """The read-as note of a cluster checked on one machine: the cards in all, and the machine the fit is for."""
    return msg("ask.nodes-per-node", "“{typed}” read as {machines:.0f} machines of {each:.0f} cards each ({total:.0f} "
               "in all, a multi-node job): the fit is checked on one machine of {each:.0f}, and the job runs across "
               "the {machines:.0f} over the network between them.", typed=UserText(value=typed), machines=machines,
               each=each, total=machines * each)


def network_reason(machines: int, task: str | None) -> Reason:
    """The caveat of a job across ``machines``: the network between them is the link that decides."""
    if task in (None, "inference"):
        message = msg("fits.nodes.network.run", "Across the {machines:.0f} machines the model is split over the "
                      "network between them (tensor or pipeline parallelism with NCCL): 100 Gb/s Ethernet with RDMA "
                      "(RoCE) or InfiniBand; over ordinary 1–10 GbE the cards wait on it. Inside each machine the "
                      "cards share their part over PCIe or NVLink.", machines=machines)
    else:
        message = msg("fits.nodes.network.train", "Across the {machines:.0f} machines the job is sharded (FSDP or "
                      "tensor parallelism with NCCL) over the network between them, not over PCIe: 100 Gb/s Ethernet "
                      "with RDMA (RoCE) or InfiniBand; over ordinary 1–10 GbE the cards wait on it.", machines=machines)
    return Reason(rule_id="multi.nvlink-p2p", message=message, source=NETWORK_SOURCE)


def cluster_memory(q: Question, machines: int) -> Message | None:
    """For a cluster checked on one machine (:func:`per_node_note`): whether the job, sharded over every card of the
    ``machines`` (FSDP), fits their memory in all; ``None`` for any other answer."""
    answer = q.answer
    if not any(n.key == "ask.nodes-per-node" for n in q.read_as.notes) or not isinstance(answer, Fit) or (
            answer.shape is None):
        return None
    rig = [line for line in answer.shape.ranking if line.role == "rig" and line.memory_gb]
    if answer.memory is None or len(rig) != 1:
        return None
    cards = machines * (rig[0].gpus or 1)
    total, need = cards * float(rig[0].memory_gb or 0.0), float(answer.memory.total_gb)
    if need + HEADROOM_GB * (rig[0].gpus or 1) <= total / machines:
        return None  # one machine holds it: the fit on it is the answer
    if need + HEADROOM_GB * cards <= total:
        return msg("fits.nodes.holds", "Across the {machines:.0f} machines ({total} in all) it fits sharded over the "
                   "{cards:.0f} cards (FSDP for training, tensor or pipeline parallelism to run it): about {each} on "
                   "each.", machines=machines, total=gb(total), cards=cards, each=gb(round(need / cards, 1)))
    return msg("fits.nodes.more", "Even across the {machines:.0f} machines ({total} in all) it needs more: about "
               "{need}.", machines=machines, total=gb(total), need=gb(need))


@needs(*_PATTERNS, *_ONE_EACH, text="q.text", unchanged="q")  # machines said, or the question as it is (perf35)
def across_nodes(q: Question) -> Question:
    """``q`` with the one-box sentence on how the cards share the job (:data:`PCIE_KEYS`) replaced by the network
    between the machines when the question said machines of several cards each, and a cluster checked on one machine
    weighed on all of them (:func:`cluster_memory`); unchanged otherwise."""
    answer = q.answer
    nodes = nodes_said(q.text.lower())
    if nodes is None or not isinstance(answer, Fit):
        return q
    network = network_reason(nodes[0], answer.task)
    reasons = [r for r in answer.reasons if not _one_box(r.rule_id, r.message)]
    if answer.shape is None:
        return q.model_copy(update={"answer": answer.model_copy(update={"reasons": [network, *reasons]})})
    caveats = [c for c in answer.shape.caveats if not _one_box(c.rule_id, c.message)]
    one_each = answer.shape
    if nodes[1] == 1 and one_each.headline.key == "shape.fit.pcie" and isinstance(
            rig := one_each.headline.params.get("rig"), MessageParam):
        # machines of one card each (reader46): no two cards share a PCIe bus, so the headline's PCIe sentence goes
        one_each = one_each.model_copy(update={"headline": Message(key=rig.key, params=rig.params)})
    weight = max([c.weight for c in one_each.caveats if _one_box(c.rule_id, c.message)] or [DECIDING_WEIGHT])
    lead = [Caveat(rule_id="memory.llm-task", message=m, weight=weight)] if (
        m := cluster_memory(q, nodes[0])) is not None else []
    if lead:  # one desktop's limits ("no card holds it alone", "more than one platform holds") are not the cluster's
        caveats = [c for c in caveats if c.message.key not in ("fits.none-alone", "fits.split-too-many")]
    shape = one_each.model_copy(update={"caveats": [*lead, Caveat(rule_id=network.rule_id, message=network.message,
                                                                          weight=weight), *caveats]})
    head = cluster_headline(one_each.headline, lead[0].message, nodes[0]) if lead else None
    if head is not None:
        shape = shape.model_copy(update={"headline": head})
    summary = answer.summary
    if head is not None and summary.key == "fits.on-rig" and isinstance(summary.params.get("rig"), MessageParam):
        summary = summary.model_copy(update={"params": {**summary.params, "rig": MessageParam(
            key=head.key, params=head.params)}})
    return q.model_copy(update={"answer": answer.model_copy(update={"reasons": [network, *reasons], "shape": shape,
                                                                    "summary": summary})})


def cluster_headline(headline: Message, weighed: Message, machines: int) -> Message | None:
    """The headline of a job one machine cannot hold, weighed on the whole cluster (break27 #14): the cluster's
    answer ("On 3 machines of 8 × A100 …: it fits sharded over the 24 cards"), never one machine's "more than it
    holds" with the cluster in a note; ``None`` when ``headline`` is no one-machine fit (``owned.fits.*``)."""
    job, one = headline.params.get("job"), headline.params.get("rig")
    while isinstance(one, MessageParam) and one.key != "owned.rig.count":  # "your 8 × A100 (640 GB in all)"
        one = one.params.get("rig")
    need = headline.params.get("need")
    if not headline.key.startswith("owned.") or not isinstance(job, MessageParam) or not isinstance(
            one, MessageParam) or need is None:
        return None
    if weighed.key == "fits.nodes.holds":
        return msg("fits.nodes.headline.holds", "On {machines:.0f} machines of {rig} ({total} in all): {job} needs "
                   "about {need}: it fits sharded over the {cards:.0f} cards, about {each} on each — more than one "
                   "machine holds alone.", machines=machines, rig=one, total=weighed.params["total"], job=job,
                   need=need, cards=weighed.params["cards"], each=weighed.params["each"])
    return msg("fits.nodes.headline.more", "On {machines:.0f} machines of {rig} ({total} in all): {job} needs about "
               "{need}, more than the cluster holds.", machines=machines, rig=one, total=weighed.params["total"],
               job=job, need=need)


def _one_box(rule_id: str, message: Message) -> bool:
    """A sentence on how the cards of one box share the job (PCIe, NVLink)."""
    return message.key in PCIE_KEYS or (rule_id == "multi.nvlink-p2p" and message.key.startswith("fits.own."))
