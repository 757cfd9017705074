"""PNG bar charts for ``/recommend`` and ``/compare``, in the spirit of the guide's charts.

Two panels side by side: relative deep-learning performance (1.0 = TITAN X Pascal) and
performance per price (per 1,000 units of the market's currency). Estimated figures are drawn
lighter and marked with ``*``.

matplotlib is imported lazily, on the first chart, and drawn with the Agg canvas through
:class:`matplotlib.figure.Figure` (no pyplot, so no global figure registry and nothing to close).
These functions are blocking and CPU-bound: the bot runs them with :func:`asyncio.to_thread`.
A module lock serialises renders, as matplotlib is not guaranteed to be thread-safe.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from advisor.models import Comparison, Fit, Recommendation

RECOMMEND_FILENAME = "recommend.png"
COMPARE_FILENAME = "compare.png"
FITS_FILENAME = "fits.png"

_LOCK = threading.Lock()
_PUBLISHED = "#4C72B0"
_ESTIMATED = "#A9BCD9"
_STRETCH = "#DD8452"
_MAX_BARS = 10
_LABEL_MAX = 30


@dataclass(frozen=True)
class Bar:
    """One bar: a label, its value (``None`` = no figure) and how to draw it."""

    label: str
    value: float | None
    estimated: bool = False
    highlight: bool = False


def _short(label: str) -> str:
    return label if len(label) <= _LABEL_MAX else label[: _LABEL_MAX - 1] + "…"


def _draw(
    title: str,
    performance: Sequence[Bar],
    per_price: Sequence[Bar],
    currency: str,
) -> bytes:
    """Draw the two-panel bar chart and return PNG bytes."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    rows = max(len(performance), len(per_price), 1)
    height = 1.4 + 0.42 * rows
    figure = Figure(figsize=(9.0, height), dpi=100)
    FigureCanvasAgg(figure)
    # Fixed margins (a layout engine would cost more than the drawing): the left one fits the
    # longest card label, about 0.075 inch per character at 9 pt.
    longest = max((len(_short(bar.label)) + 1 for bar in performance), default=10)
    figure.subplots_adjust(
        left=min(0.45, (0.15 + 0.075 * longest) / 9.0),
        right=0.97,
        top=1 - 0.62 / height,
        bottom=0.45 / height,
        wspace=0.12,
    )
    axes = figure.subplots(1, 2, sharey=True)
    panels = (
        (axes[0], performance, "Relative performance (1.0 = TITAN X Pascal)", "{:.2f}×"),
        (axes[1], per_price, f"Performance per 1,000 {currency}", "{:.2f}"),
    )
    labels = [_short(bar.label) + ("*" if bar.estimated else "") for bar in performance]
    positions = list(range(len(labels)))
    for axis, bars, heading, fmt in panels:
        values = [bar.value or 0.0 for bar in bars]
        colours = [
            _STRETCH if bar.highlight else (_ESTIMATED if bar.estimated else _PUBLISHED) for bar in bars
        ]
        axis.barh(positions, values, color=colours)
        axis.set_title(heading, fontsize=10)
        top = max(values, default=0.0) or 1.0
        axis.set_xlim(0, top * 1.25)
        for y, bar in zip(positions, bars, strict=True):
            text = "n/a" if bar.value is None else fmt.format(bar.value)
            axis.text((bar.value or 0.0) + top * 0.02, y, text, va="center", fontsize=8)
        axis.grid(axis="x", alpha=0.3)
        axis.set_axisbelow(True)
        for side in ("top", "right"):
            axis.spines[side].set_visible(False)
    axes[0].set_yticks(positions, labels, fontsize=9)
    axes[0].invert_yaxis()  # shared y axis: best pick on top in both panels
    figure.suptitle(title, fontsize=11)
    if any(bar.estimated for bar in performance):
        figure.text(0.01, 0.005, "* estimated from specs", fontsize=7, color="#555555")
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def recommend_chart(rec: Recommendation) -> bytes | None:
    """Chart the picks of a recommendation (and its stretch pick, in orange).

    Returns PNG bytes, or ``None`` when there is nothing to draw (no picks and no stretch).
    """
    picks = list(rec.picks[:_MAX_BARS])
    bars_perf = [Bar(p.card, p.relative_performance, p.performance_kind == "estimated") for p in picks]
    bars_value = [Bar(p.card, p.performance_per_price, p.performance_kind == "estimated") for p in picks]
    if rec.stretch is not None:
        s = rec.stretch
        bars_perf.append(Bar(f"{s.card} (stretch)", s.relative_performance, s.performance_kind == "estimated", True))
        bars_value.append(Bar(f"{s.card} (stretch)", s.performance_per_price, s.performance_kind == "estimated", True))
    if not bars_perf:
        return None
    title = f"{rec.use_case} · market {rec.market.id}, prices as of {rec.market.as_of}"
    with _LOCK:
        return _draw(title, bars_perf, bars_value, rec.market.currency)


def compare_chart(cmp: Comparison) -> bytes | None:
    """Chart the two cards of a comparison. Returns PNG bytes, or ``None`` when neither card
    has a performance figure."""
    cards = list(cmp.cards)
    if not cards or all(c.relative_performance is None for c in cards):
        return None
    bars_perf = [Bar(c.card, c.relative_performance, c.performance_kind == "estimated") for c in cards]
    bars_value = [Bar(c.card, c.performance_per_price, c.performance_kind == "estimated") for c in cards]
    title = f"market {cmp.market.id}, prices as of {cmp.market.as_of}"
    with _LOCK:
        return _draw(title, bars_perf, bars_value, cmp.market.currency)


_TERMS = (
    ("weights_gb", "weights", "#4C72B0"),
    ("kv_cache_gb", "KV cache", "#DD8452"),
    ("activations_gb", "activations", "#55A868"),
    ("gradients_gb", "gradients", "#C44E52"),
    ("optimizer_gb", "optimizer states", "#8172B3"),
    ("overhead_gb", "overhead", "#937860"),
)


def _draw_fit(fit: Fit) -> bytes:
    """One stacked bar of the memory breakdown (GB), with the memory of the cheapest cards
    that hold the model alone marked as dashed lines."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(9.0, 2.6), dpi=100)
    FigureCanvasAgg(figure)
    figure.subplots_adjust(left=0.04, right=0.97, top=0.78, bottom=0.42)
    axis = figure.subplots()
    left = 0.0
    for field, label, colour in _TERMS:
        value = getattr(fit.memory, field)
        if value > 0:
            axis.barh([0], [value], left=left, color=colour, label=f"{label} {value:.1f}")
            left += value
    sizes = sorted({c.memory_gb for c in fit.cards if c.count == 1})[:3]
    for size in sizes:
        axis.axvline(size, color="#333333", linestyle="--", linewidth=1)
        axis.text(size, 0.45, f"{size:g} GB card", ha="center", va="bottom", fontsize=8)
    axis.set_xlim(0, max([fit.memory.total_gb, *sizes]) * 1.08 or 1.0)
    axis.set_ylim(-0.5, 0.8)
    axis.set_yticks([])
    axis.set_xlabel("GB (GiB)", fontsize=9)
    for side in ("top", "right", "left"):
        axis.spines[side].set_visible(False)
    axis.legend(loc="upper center", bbox_to_anchor=(0.5, -0.45), ncol=3, fontsize=8, frameon=False)
    figure.suptitle(f"{_short(fit.model.name)} · {fit.task} · {fit.precision}: {fit.memory.total_gb:.1f} GB",
                    fontsize=11)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def fit_chart(fit: Fit) -> bytes | None:
    """Chart the memory breakdown of a :class:`~advisor.models.Fit`. Returns PNG bytes, or
    ``None`` when the total is zero (nothing to draw)."""
    if fit.memory.total_gb <= 0:
        return None
    with _LOCK:
        return _draw_fit(fit)
