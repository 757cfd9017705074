"""A video-generation buyer's speed column (issue 28, fix36c; newuser18 #3: "best gpu for wan 2.2 under $2000" was
ranked, among cards holding the same setting, by Stable Diffusion 1.5's it/s at 512x512, batch 1 — a small UNet's
figure that says nothing of a 14B video transformer's denoising steps over a clip).

Video generation is decided by memory first (the model at its precision plus the clip's activations, offload
otherwise: :mod:`advisor.ask.job_buyer` ranks by the heaviest published setting each card holds), then by compute:
its steps are large matrix multiplies at FP16/BF16 (FP8 on cards with FP8 tensor cores), as training's are. No
published video speed per card is sourced here (``data/performance/FACTS_2026-12.md`` has none), so the figure after
memory is the training index (``data/performance/lambda_relative.csv`` and its estimates: tensor throughput relative
to the market's reference card), said as such in the unit line. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Card as CardParam
from ..i18n import ListOf, msg
from ..recommend.picks import training_speed

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import RankLine


def by_compute(advisor: Advisor, answer, ranking: list[RankLine], model: ListOf | None = None) -> tuple[
        list[RankLine], dict]:
    """``ranking`` with each line's speed the card's training index (relative to the market's reference card) and
    ordered by it, fastest first, and the shape fields to update (``unit``: what the figure is); the ranking as it
    is, and no fields, when the market rates none of its cards. ``model``: an image model with no published speed
    of its own (Stable Diffusion 3.5, fix63d #2), named in the unit line instead of video generation."""
    market = advisor.catalog.market(answer.market.id)
    speeds = {line.card: training_speed(advisor.catalog, market, line.card) for line in ranking}
    if not any(speeds.values()):
        return ranking, {}
    lines = [line.model_copy(update={"speed": speeds[line.card]}) for line in ranking]
    lines.sort(key=lambda line: -(line.speed.value if line.speed is not None else 0.0))  # stable: price kept
    unit = msg("shape.unit.video", "speed: tensor throughput by the training index, {reference} = 1.00x — video "
               "generation has no published speed per card here; after memory it is compute-bound, as training is",
               reference=CardParam(value=market.policy.speed_reference)) if model is None else msg(
        "shape.unit.image-model", "speed: tensor throughput by the training index, {reference} = 1.00x — no "
        "published speed of {model} per card is here; after memory it is compute-bound, as training is",
        reference=CardParam(value=market.policy.speed_reference), model=model)
    return lines, {"unit": unit}


__all__ = ["by_compute"]
