"""Which ranking lines come first, so the ones a short form keeps are the ones an expert would name (issue 28,
newuser18 #1, #4, #12).

A short form shows the ranking's first lines and drops its last ones when short of room
(:func:`advisor.cli.short_form.short_form`): a faster card within the budget ranked third was hidden behind a slower
pair or a box over the budget ("1,200 EUR, qwen3 coder 30b": an RX 7900 XT at 591 USD, ≈ 165 tok/s, behind 2 x RTX
3060 at 670 USD, ≈ 98; "台幣3萬 本地大模型": a 24 GB RX 7900 XTX at 828 USD within the budget behind a Framework
Desktop over it, slower on the same model). :func:`shown_first` moves such a card up, past each line it beats:

- a line over the budget that is slower on the same model, or that misses the speed asked (``speed.target.below``:
  then any line within the budget comes before it — neither reaches the target, the one you can pay for first);
- a split of several cards within the budget slower on the same model (one card needs no split, fix32b's kind);
- a single card within the budget slower on the same model and no cheaper (a line it beats on both).

The first line stays first unless it is over the budget (it is the headline's card). A labelled option (a passive
or non-CUDA card, ``labelled``) never passes a single CUDA card or machine, nor a CUDA line over the budget (B6, the
guides' "prefer NVIDIA": a CUDA way that holds the model ranks above every labelled option after the first line); it
passes only another labelled option or a CUDA split within the budget slower on the same model (newuser18 #1: an
RX 7900 XT at ≈ 165 tok/s is named before 2 x RTX 3060 at ≈ 98 — one card needs no split). Speeds compare only on
one measure and one model. Pure."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .models import RankLine, Recommendation
from .routes import HEADLINE_ROUTES

BELOW_TARGET = "speed.target.below"
"""A line's reason when it misses the decode speed asked (:mod:`advisor.speed_target`)."""


def labelled(r: Recommendation) -> set[tuple[str, int]]:
    """The (card, GPUs) of ``r``'s picks and stretch on a labelled route (passive or non-CUDA, B6)."""
    return {(p.card, p.gpus) for p in [*r.picks, *([r.stretch] if r.stretch else [])]
            if p.route is not None and p.route not in HEADLINE_ROUTES}


def _cost(x: RankLine) -> float | None:
    return x.total if x.total is not None else x.price.amount if x.price is not None else None


def within(x: RankLine, budget: float) -> bool:
    """Whether line ``x`` costs no more than ``budget`` (market currency) and is no stretch over it."""
    cost = _cost(x)
    return x.role != "stretch" and cost is not None and cost <= budget * 1.0001


def _faster(y: RankLine, x: RankLine) -> bool:
    """Whether ``y``'s speed is above ``x``'s on the same measure and model."""
    return (x.speed is not None and y.speed is not None and x.speed.measure == y.speed.measure
            and x.speed.model == y.speed.model and y.speed.value > x.speed.value)


def _beats(y: RankLine, x: RankLine, budget: float) -> bool:
    """Whether ``y`` (a line within the budget) comes before ``x`` (module docstring)."""
    if not within(x, budget):
        return _faster(y, x) or (x.reason is not None and x.reason.key == BELOW_TARGET)
    if y.gpus != 1 or not _faster(y, x):
        return False
    cost_x, cost_y = _cost(x), _cost(y)
    return x.gpus > 1 or (cost_x is not None and cost_y is not None and cost_x >= cost_y)


def _passable(x: RankLine, budget: float, labelled: Collection[tuple[str, int]]) -> bool:
    """Whether a labelled option may pass line ``x``: another labelled option, or a CUDA split within the budget."""
    return (x.card, x.gpus) in labelled or (x.gpus > 1 and within(x, budget))


def shown_first(ranking: Sequence[RankLine], budget: float,
                labelled: Collection[tuple[str, int]] = ()) -> list[RankLine]:
    """``ranking`` with each line within ``budget`` (market currency) moved before the first earlier line it beats
    (module docstring), pass after pass until none moves (a split that moved up past a box over the budget is then
    passed by the card it hid); the first line moves only when it is over the budget. ``labelled``: the (card, GPUs)
    of the lines on a passive or non-CUDA route, which pass a line off it only when it is a CUDA split within the
    budget. Unchanged with no budget."""
    out = list(ranking)
    if budget <= 0:
        return out
    for _ in range(len(out)):  # a line passes only a slower one or one over the budget: no cycle, few passes
        before = list(out)
        for j in range(1, len(out)):
            y = out[j]
            if not within(y, budget):
                continue
            start = 0 if not within(out[0], budget) else 1
            off = (y.card, y.gpus) in labelled
            at = next((i for i in range(start, j) if _beats(y, out[i], budget)
                       and (not off or _passable(out[i], budget, labelled))), None)
            if at is not None:
                out.insert(at, out.pop(j))
        if out == before:
            break
    return out


__all__ = ["labelled", "shown_first", "within"]
