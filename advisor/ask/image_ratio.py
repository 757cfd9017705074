"""The image figures' ratio of two cards in an image comparison (split out of :mod:`advisor.ask.upgrade_verdict` so
that :mod:`advisor.ask.switch` says the same measure without an import cycle: break29 #8). Pure."""

from __future__ import annotations

from typing import Any


def image_speedup(answer: Any, mine: str, other: str) -> float | None:
    """``other``'s image it/s over ``mine``'s, from the lines of an image comparison (the Stable Diffusion or FLUX
    figures its headline gives, :mod:`advisor.ask.image_compare`); None without both."""
    its = {line.card: line.speed.value for line in getattr(answer.shape, "ranking", [])
           if line.speed is not None and line.speed.measure == "image"}
    return its[other] / its[mine] if its.get(mine) and its.get(other) else None


__all__ = ["image_speedup"]
