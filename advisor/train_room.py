"""Room for 16-bit LoRA in a QLoRA ranking (fix61a, round 25: "$1,500 for QLoRA fine-tuning an 8B model" listed a
12 GB 3080 Ti, a 5080, a 3060, a 4070 Ti SUPER and a V100 and left out the used 24 GB RTX 3090 within the budget).

QLoRA on an 8B model needs under 8 GB, so every card of a budget holds it and training speed per price fills
the list with 12-16 GB cards. The expert weighs memory too: the same model tuned with LoRA in bf16 (no 4-bit
quantisation of the base weights, better quality and faster steps; ``memory.llm-task``, QLoRA paper, Dettmers
et al. 2023) needs about twice the weights in GB, and a 24 GB card holds it where 16 GB does not; the same room
takes longer sequences and larger batches. So when the picks of a sized QLoRA job hold only QLoRA, the best
training speed per price among the single cards within the budget that also hold 16-bit LoRA of the same model
(same context and batch) is listed after the lead and the fastest, labelled "room for LoRA in 16 bits too".
Pure: no I/O."""

from __future__ import annotations

from typing import Any

from .fits import estimate, need_gb

LABEL = "train-room"
"""The pick's label (:data:`advisor.routes.ROUTE_LABELS`)."""


def lora_need(job: Any) -> float | None:
    """GB one card needs to tune ``job``'s model (an :class:`~advisor.fits.Estimate` of a QLoRA job) with
    LoRA in bf16 at the same context and batch; ``None`` when the job is not QLoRA."""
    if job is None or getattr(job, "task", None) != "qlora":
        return None
    return need_gb(estimate(job.arch, "lora", "bf16", job.context, job.batch).total)


def room_for_lora(chosen: list[tuple[Any, str, str]], among: list[Any], max_picks: int) -> list[tuple[Any, str, str]]:
    """``chosen`` (the (configuration, role, label) picks of :func:`advisor.llm_picks.choose_sized` for a QLoRA
    job; ``among`` every configuration within the budget) with one single CUDA card that also holds the model's
    16-bit LoRA (:func:`lora_need`) put third (after the lead and the fastest) when no pick holds it; the last
    runner-up makes way when the list is full (``max_picks``). Unchanged when the job is not QLoRA, a pick
    already holds LoRA, or no card within the budget does."""
    if not chosen:
        return chosen
    need = lora_need(chosen[0][0].job)
    if need is None or any(c.memory >= need for c, _, _ in chosen if c.headline):
        return chosen
    roomy = [c for c in among if c.count == 1 and c.headline and not c.card.is_system and c.memory >= need]
    if not roomy:
        return chosen
    pick = max(roomy, key=lambda c: (c.value, c.figure, -c.total, c.name))
    rest = list(chosen)
    if len(rest) >= max_picks:
        drop = next((i for i in range(len(rest) - 1, 0, -1) if rest[i][1] == "runner-up"
                     and rest[i][2] not in ("fastest", "tinkerer", "non-cuda", "non-cuda-train")), None)
        if drop is None:
            return chosen
        del rest[drop]
    at = 2 if len(rest) > 1 and rest[1][2] == "fastest" else 1
    return rest[:at] + [(pick, "runner-up", LABEL)] + rest[at:]


__all__ = ["LABEL", "lora_need", "room_for_lora"]
