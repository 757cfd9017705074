"""A fine-tuning budget with no model named (issue 29, the 2026-12-03 breaker: ``recommend 5k --task qlora``
bought a 12 GB card as "best training speed per price" and called the 5090 "fastest for this model").

With no model, the job is the mix of sizes people fine-tune (7-8B to 70B with QLoRA: Answer.AI's recipe runs
70B on two 24 GB cards), and memory decides which of them a card tunes at all (``memory.llm-task``): so the
ranking puts the card's memory first, then training speed per price, and its labels and ranking line say so.
"""

from __future__ import annotations

from .i18n import msg

#: the label keys of an unsized fine-tuning answer in place of the sized ones (``advisor.routes.ROUTE_LABELS``)
LABELS = {"train-value": "train-memory", "fastest": "train-fastest"}

RANKING = msg("recommend.ranking.llm-train-mix", "no model named: the sizes people fine-tune (7B to 70B), so cards "
              "and machines whose software trains them by memory first (what it can tune at all), then training "
              "speed per price; one card before a split")


__all__ = ["LABELS", "RANKING"]
