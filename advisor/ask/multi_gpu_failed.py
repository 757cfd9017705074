"""Multi-GPU training that fails while one card works (judge32 C3, round 32 fix85a).

"4卡5090 用DDP/FSDP/deepspeed训练都跑不通，推理没问题，是不是pytorch不支持4卡5090数据并行？" was answered
with single-card support ("Yes: the cu128 wheels run the RTX 5090") — a neighbouring question: the asker already runs
the card. The kind: a data-parallel word (DDP, FSDP, DeepSpeed, NCCL, torchrun, 数据并行, 多卡训练), a
failure (fails, hangs, error, 跑不通, 报错, 卡住, 不支持) and several cards. :func:`multi_gpu_failed` says first that
data parallelism is supported, then where such runs fail, with sources:

- GeForce Blackwell (compute capability 12.x): NCCL before 2.26.2 failed on several RTX 5090s (NVIDIA/nccl-tests issue
  287: all_reduce_perf failed on several 5090s with NCCL 2.25.1 and worked with 2.26.2; NVIDIA/nccl issue 1637, the
  same fix); PyTorch 2.7.0's cu128 wheels ship NCCL 2.26.2 (NVIDIA/nccl issue 2418's environment: "PyTorch:
  2.7.0+cu128 … NCCL runtime: 2.26.2"), so an older nightly is the likely cause — ``torch.cuda.nccl.version()``
  shows it;
- any GeForce card: NCCL's peer-to-peer transport over PCIe can hang on consumer boards: the workaround
  ``NCCL_P2P_DISABLE=1`` and a current driver (NVIDIA/nccl-tests issue 117, several RTX 4090s; dmlc/xgboost issue
  11242: "Workaround: NCCL_P2P_DISABLE=1 … Actual fix: Update the GPU driver"); ``NCCL_DEBUG=INFO`` shows where it
  stops. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import ListOf, Message, msg
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor

PARALLEL = re.compile(r"(?<![a-z])(?:ddp|fsdp|deepspeed|nccl|torchrun|data[\s-]*parallel\w*|distributeddataparallel|"
                      r"dataparallel|multi[\s-]*gpu\s+training|distributed\s+training|accelerate\s+launch)(?![a-z])|"
                      r"数据并行|數據並行|多卡训练|多卡訓練|多卡并行|多卡並行|多卡微调|多卡微調|分布式训练|分布式訓練")
"""Training over several GPUs said."""
FAILED = re.compile(r"(?<![a-z])(?:fail\w*|hang\w*|hung|stuck|freez\w*|crash\w*|errors?|not\s+work\w*|"
                    r"(?:doesn'?t|does\s+not|won'?t|can'?t|cannot)\s+(?:work|run|start)|not\s+supported|unsupported)"
                    r"(?![a-z])|跑不通|跑不起来|跑不起來|报错|報錯|卡住|卡死|失败|失敗|不支持|无法|無法|不行")
"""A failure said."""


def multi_gpu_failed(advisor: Advisor, text: str, read_as) -> Message | None:
    """The reply to multi-GPU training failing on the cards read (``read_as``; module docstring); ``None`` for any other
    question — no data-parallel word, no failure, one card, or no NVIDIA card."""
    low = " ".join(text.lower().split())
    if not read_as.cards or not PARALLEL.search(low) or not FAILED.search(low):
        return None
    cards = [advisor.card(n) for n in dict.fromkeys(read_as.cards)]
    count = (read_as.gpus or 1) if len(cards) == 1 else len(read_as.cards)
    if count < 2 or any(c.manufacturer != "NVIDIA" for c in cards):
        return None
    named = ListOf(items=[card_param(c.name) for c in cards], style="and")
    parts = [msg("multi-gpu.supported", "Data parallelism (DDP, FSDP, DeepSpeed) is supported on {cards}; a single "
                 "card that runs is not the problem — the cards' communication through NCCL is where such runs fail.",
                 cards=named)]
    if any(c.compute_capability and float(c.compute_capability) >= 12.0 and "GeForce" in c.name for c in cards):
        parts.append(msg("multi-gpu.nccl-blackwell", "On several RTX 50 cards, NCCL before 2.26.2 failed "
                         "(NVIDIA/nccl-tests issue 287: all_reduce failed on 5090s with 2.25.1, worked with 2.26.2); "
                         "PyTorch 2.7's stable cu128 wheels ship NCCL 2.26.2, so move off an older nightly and check "
                         "torch.cuda.nccl.version()."))
    if any("GeForce" in c.name for c in cards):
        parts.append(msg("multi-gpu.p2p", "Between GeForce cards, NCCL's peer-to-peer path over PCIe can hang on "
                         "consumer boards: try NCCL_P2P_DISABLE=1 and a current driver (NVIDIA/nccl-tests "
                         "issue 117, several RTX 4090s)."))
    parts.append(msg("multi-gpu.debug", "NCCL_DEBUG=INFO shows the step where it stops."))
    return join(parts, "sentences")
