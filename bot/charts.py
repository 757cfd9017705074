"""PNG charts for ``/recommend``, ``/compare`` and ``/fits``, in the spirit of the guide's charts.

``/recommend`` and ``/compare``: two panels side by side, the speed figure that fits the job
(relative deep-learning performance, 1.0 = the market's reference card; or decode tokens/s of an
LLM, naming the model — in the heading when every bar is on one model, else in each bar's label)
and that figure per 1,000 units of the market's currency. A legend says what the colours mean:
a measured or published figure (dark), one estimated from specs (light, and ``*`` after the
card), the stretch pick over budget (orange). ``/fits``: the memory a job needs, term by term,
against the cheapest cards that hold it (named). The charts' words are English; the answer
around them is in the member's language.

matplotlib is imported lazily, on the first chart, and drawn with the Agg canvas through
:class:`matplotlib.figure.Figure` (no pyplot, so no global figure registry and nothing to close).
These functions are blocking and CPU-bound: the bot draws them through a :class:`ChartRenderer`,
in a small pool of worker processes (so drawing never holds the bot's event loop, and with two
workers two charts are drawn at once), or in a thread when the pool is turned off. A module lock serialises
renders within one process, as matplotlib is not guaranteed to be thread-safe.
"""

from __future__ import annotations

import asyncio
import contextvars
import io
import logging
import multiprocessing
import os
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from advisor.fits.memory import need_gb
from advisor.models import Comparison, Fit, Recommendation

RECOMMEND_FILENAME = "recommend.png"
COMPARE_FILENAME = "compare.png"
FITS_FILENAME = "fits.png"

_LOCK = threading.Lock()
log = logging.getLogger(__name__)
_PUBLISHED = "#4C72B0"
_ESTIMATED = "#A9BCD9"
_STRETCH = "#DD8452"
_MAX_BARS = 10
_LABEL_MAX = 30

LEGEND = {
    "published": ("measured or published figure", _PUBLISHED),
    "estimated": ("* estimated from specs", _ESTIMATED),
    "stretch": ("stretch pick, over budget", _STRETCH),
}
"""What each bar colour means, as the chart's legend says it (only the kinds a chart shows)."""


@dataclass(frozen=True)
class Bar:
    """One bar: a label, its value (``None`` = no figure) and how to draw it. ``model`` names the
    LLM a decode speed was measured or estimated on (``"Qwen3 32B (Q4_K_M)"``), else ``None``."""

    label: str
    value: float | None
    estimated: bool = False
    highlight: bool = False
    model: str | None = None

    @property
    def kind(self) -> str:
        """The bar's colour as a :data:`LEGEND` key: ``stretch``, ``estimated`` or ``published``."""
        return "stretch" if self.highlight else "estimated" if self.estimated else "published"


def _short(label: str) -> str:
    return label if len(label) <= _LABEL_MAX else label[: _LABEL_MAX - 1] + "…"


def _significant(value: float, digits: int = 2) -> str:
    """``value`` to ``digits`` significant digits, never in scientific notation (46.27 → "46",
    4.825 → "4.8", 0.2113 → "0.21", 152.35 → "150"): the figures are estimates, so no more
    precision is drawn than they have."""
    if value == 0:
        return "0"
    from math import floor, log10

    places = digits - 1 - floor(log10(abs(value)))
    return f"{round(value, places):,.{max(places, 0)}f}"


@dataclass(frozen=True)
class BarsSpec:
    """Everything a two-panel bar chart shows (hashable: equal specs draw equal PNGs).

    ``heading`` says what the speed bars are (relative to the market's reference card, or decode
    tokens/s: issue 18 §4, naming the model when every bar was measured on the same one);
    ``per_price_heading`` the second panel's. A decode bar measured on another model than the
    rest names its model in its label (:meth:`labels`)."""

    title: str
    performance: tuple[Bar, ...]
    per_price: tuple[Bar, ...]
    currency: str
    heading: str = "Relative performance (1.0 = TITAN X Pascal)"
    per_price_heading: str = ""

    @property
    def decode(self) -> bool:
        """True when the speed bars are decode tokens/s."""
        return self.heading.startswith("Decode tokens/s")

    def labels(self) -> list[str]:
        """The rows' labels, top to bottom: the card (``*`` when its figure is estimated), and on a
        second line the model its decode speed is on, when the bars are not all on one model."""
        models = {bar.model for bar in self.performance}
        named = self.decode and len(models) > 1
        return [_short(bar.label) + ("*" if bar.estimated else "") + (f"\non {bar.model}" if named and bar.model
                                                                      else "") for bar in self.performance]

    def legend(self) -> list[tuple[str, str]]:
        """``(text, colour)`` of each kind of bar drawn (:data:`LEGEND`, in its order)."""
        kinds = {bar.kind for bar in self.performance} | {bar.kind for bar in self.per_price}
        return [LEGEND[kind] for kind in LEGEND if kind in kinds]

    def second_heading(self) -> str:
        """The per-price panel's heading."""
        if self.per_price_heading:
            return self.per_price_heading
        return f"{'Tokens/s' if self.decode else 'Performance'} per 1,000 {self.currency}"


def _figure(spec: BarsSpec) -> Any:
    """The two-panel bar chart of ``spec`` as a matplotlib :class:`~matplotlib.figure.Figure`
    (Agg canvas, not yet saved): speed on the left, per price on the right, one row per card,
    the best pick on top, a legend of the bar colours below."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    labels = spec.labels()
    two_lines = any("\n" in label for label in labels)
    rows = max(len(spec.performance), len(spec.per_price), 1)
    legend = spec.legend()
    height = 1.75 + (0.62 if two_lines else 0.42) * rows
    figure = Figure(figsize=(9.0, height), dpi=100)
    FigureCanvasAgg(figure)
    # Fixed margins (a layout engine would cost more than the drawing): the left one fits the
    # longest card label, about 0.075 inch per character at 9 pt.
    longest = max((len(part) + 1 for label in labels for part in label.split("\n")), default=10)
    figure.subplots_adjust(
        left=min(0.45, (0.15 + 0.075 * longest) / 9.0),
        right=0.97,
        top=1 - 0.62 / height,
        bottom=0.8 / height,
        wspace=0.12,
    )
    axes = figure.subplots(1, 2, sharey=True)
    panels = (
        (axes[0], spec.performance, spec.heading, "{:.0f}" if spec.decode else "{:.2f}×"),
        (axes[1], spec.per_price, spec.second_heading(), None),
    )
    positions = list(range(len(labels)))
    for axis, bars, heading, fmt in panels:
        values = [bar.value or 0.0 for bar in bars]
        axis.barh(positions, values, color=[LEGEND[bar.kind][1] for bar in bars])
        axis.set_title(heading, fontsize=10)
        top = max(values, default=0.0) or 1.0
        axis.set_xlim(0, top * 1.25)
        for y, bar in zip(positions, bars, strict=True):
            text = "n/a" if bar.value is None else fmt.format(bar.value) if fmt else _significant(bar.value)
            axis.text((bar.value or 0.0) + top * 0.02, y, text, va="center", fontsize=8)
        axis.grid(axis="x", alpha=0.3)
        axis.set_axisbelow(True)
        for side in ("top", "right"):
            axis.spines[side].set_visible(False)
    axes[0].set_yticks(positions, labels, fontsize=9 if not two_lines else 8)
    axes[0].invert_yaxis()  # shared y axis: best pick on top in both panels
    figure.suptitle(spec.title, fontsize=11)
    figure.legend(handles=[Patch(color=colour, label=text) for text, colour in legend], loc="lower center",
                  ncol=len(legend) or 1, fontsize=8, frameon=False, bbox_to_anchor=(0.5, 0.0))
    return figure


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def _english(message: Any) -> str:
    """A message of the core in English (the charts' words; the bot's answers around them are
    in the member's language)."""
    from advisor.i18n import render

    return render(message.key, message.params, "en")


def _title(use_case: str | None, market: Any) -> str:
    """``Large language models · United States, 2026 (current), prices as of 2026-09``: what the
    chart ranks for, in which market (names, not ids)."""
    from bot.render.recommend import USE_CASES

    where = f"{_english(market.name)}, prices as of {market.as_of}"
    if use_case is None:
        return where
    return f"{_english(USE_CASES[use_case]) if use_case in USE_CASES else use_case} · {where}"


def _model(speed: Any) -> str | None:
    """The LLM a decode speed is on, as a chart says it: ``Qwen3 32B (Q4_K_M)``."""
    if speed is None or speed.measure != "decode" or not speed.model:
        return None
    quant = speed.quant or speed.precision
    return f"{speed.model} ({quant})" if quant else str(speed.model)


def recommend_spec(rec: Recommendation) -> BarsSpec | None:
    """What the chart of a recommendation shows: its picks and its stretch pick (orange);
    ``None`` when there is nothing to draw (no picks and no stretch)."""
    picks = list(rec.picks[:_MAX_BARS]) + ([rec.stretch] if rec.stretch is not None else [])
    if not picks:
        return None
    stretch = rec.stretch is not None
    names = [f"{p.card} (stretch)" if stretch and i == len(picks) - 1 else p.card for i, p in enumerate(picks)]
    highlight = [stretch and i == len(picks) - 1 for i in range(len(picks))]
    estimated = [p.performance_kind == "estimated" for p in picks]
    models = [_model(p.speed) for p in picks]
    bars_perf = tuple(Bar(n, p.speed.value if p.speed else p.relative_performance, e, h, m)
                      for n, p, e, h, m in zip(names, picks, estimated, highlight, models, strict=True))
    bars_value = tuple(Bar(n, p.performance_per_price, e, h, m)
                       for n, p, e, h, m in zip(names, picks, estimated, highlight, models, strict=True))
    speed = next((p.speed for p in picks if p.speed), None)
    return BarsSpec(_title(rec.use_case, rec.market), bars_perf, bars_value, rec.market.currency,
                    _heading(speed, models))


def _heading(speed: Any, models: Sequence[str | None] = ()) -> str:
    """The speed panel's heading for the figures shown: ``Relative performance (1.0 = GeForce RTX 4090)``,
    ``Decode tokens/s on Qwen3 32B (Q4_K_M), batch 1`` when every bar is on that model, else
    ``Decode tokens/s (batch 1), each on the model named``."""
    if speed is None:
        return "Relative performance (1.0 = TITAN X Pascal)"
    if speed.measure == "decode":
        named = set(models)
        if len(named) == 1 and None not in named:
            return f"Decode tokens/s on {next(iter(named))}, batch 1"
        return "Decode tokens/s (batch 1), each on the model named"
    if speed.measure == "image":  # an image comparison's lines: the generator's it/s (advisor.image_lines)
        size = "1024x1024" if str(speed.model or "").startswith("FLUX") else "512x512"
        return f"{speed.model} it/s at {size}, batch 1"
    return f"Relative performance (1.0 = {speed.reference})"


def compare_spec(cmp: Comparison) -> BarsSpec | None:
    """What the chart of a comparison shows; ``None`` when neither card has a performance figure."""
    cards = list(cmp.cards)
    if not cards or all(c.relative_performance is None for c in cards):
        return None
    shaped = {x.card: x.speed for x in (cmp.shape.ranking if cmp.shape else []) if x.speed is not None}
    speeds = [shaped.get(c.card) for c in cards]
    known = [s for s in speeds if s is not None]
    if len(known) != len(speeds) or len({(s.measure, s.reference) for s in known}) != 1:
        speeds = [None] * len(cards)  # the stored index, relative to TITAN X Pascal
    models = [_model(s) for s in speeds]
    bars_perf = tuple(Bar(c.card, s.value if s else c.relative_performance, c.performance_kind == "estimated",
                          model=m) for c, s, m in zip(cards, speeds, models, strict=True))
    bars_value = tuple(Bar(c.card, c.performance_per_price, c.performance_kind == "estimated", model=m)
                       for c, m in zip(cards, models, strict=True))
    per_price = ""
    if speeds[0] is not None and speeds[0].measure == "image":  # it/s per price, as the headline's best value
        bars_value = tuple(Bar(c.card, s.value / c.price.amount * 1000 if s and c.price and c.price.amount else None,
                               s is not None and s.kind == "estimated", model=m)
                           for c, s, m in zip(cards, speeds, models, strict=True))
        per_price = f"it/s per 1,000 {cmp.market.currency}"
    return BarsSpec(_title(None, cmp.market), bars_perf, bars_value, cmp.market.currency,
                    _heading(speeds[0], models), per_price)


def recommend_chart(rec: Recommendation) -> bytes | None:
    """Chart the picks of a recommendation (and its stretch pick, in orange).

    Returns PNG bytes, or ``None`` when there is nothing to draw (no picks and no stretch).
    """
    spec = recommend_spec(rec)
    return None if spec is None else draw_spec(spec)


def compare_chart(cmp: Comparison) -> bytes | None:
    """Chart the two cards of a comparison. Returns PNG bytes, or ``None`` when neither card
    has a performance figure."""
    spec = compare_spec(cmp)
    return None if spec is None else draw_spec(spec)


_TERMS = (
    ("weights_gb", "weights", "#4C72B0"),
    ("adapters_gb", "adapters", "#64B5CD"),
    ("kv_cache_gb", "KV cache", "#DD8452"),
    ("activations_gb", "activations", "#55A868"),
    ("gradients_gb", "gradients", "#C44E52"),
    ("optimizer_gb", "optimizer states", "#8172B3"),
    ("overhead_gb", "overhead", "#937860"),
)


@dataclass(frozen=True)
class FitSpec:
    """Everything the memory chart of a fit shows (hashable)."""

    title: str
    terms: tuple[tuple[str, float, str], ...]  # (label, GB, colour) of each term above zero
    sizes: tuple[tuple[str, float], ...]  # (label, GB) of each memory size a listed card holds it alone in
    total_gb: float


def fit_spec(fit: Fit) -> FitSpec | None:
    """What the chart of a :class:`~advisor.models.Fit` shows; ``None`` when the total is zero.

    A dashed line for each memory size of the cards the answer lists that hold the model alone
    (its short form's ranking; else its cheapest three), named by the first such card ("+2" when
    more share it), so the axis reaches every one of them; the title says the total as the text
    does (:func:`~advisor.fits.need_gb`: rounded up, never below the need)."""
    if fit.memory.total_gb <= 0:
        return None
    terms = tuple((label, getattr(fit.memory, field), colour) for field, label, colour in _TERMS
                  if getattr(fit.memory, field) > 0)
    listed = ([(x.card, x.memory_gb) for x in fit.shape.ranking if x.gpus == 1 and x.memory_gb]
              if fit.shape is not None else [(c.card, c.memory_gb) for c in fit.cards if c.count == 1][:3])
    by_size: dict[float, list[str]] = {}
    for card, memory in listed:
        by_size.setdefault(memory, []).append(card)
    sizes = tuple((f"{_short(cards[0].split(' (')[0])} ({size:g} GB)" + (f" +{len(cards) - 1}" if len(cards) > 1
                                                                           else ""), size)
                  for size, cards in sorted(by_size.items()))
    title = f"{_short(fit.model.name)} · {fit.task} · {fit.precision}: {need_gb(fit.memory.total_gb):.1f} GB"
    return FitSpec(title, terms, sizes, fit.memory.total_gb)


def _fit_figure(spec: FitSpec) -> Any:
    """One stacked bar of the memory breakdown (GB), with the memory of the cheapest cards
    that hold the model alone marked as dashed lines, each named (a matplotlib ``Figure``)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(9.0, 2.9), dpi=100)
    FigureCanvasAgg(figure)
    figure.subplots_adjust(left=0.04, right=0.97, top=0.72, bottom=0.38)
    axis = figure.subplots()
    left = 0.0
    for label, value, colour in spec.terms:
        axis.barh([0], [value], left=left, color=colour, label=f"{label} {value:.1f}")
        left += value
    right = max([spec.total_gb, *(size for _, size in spec.sizes)]) * 1.08 or 1.0
    for index, (label, size) in enumerate(spec.sizes):  # labels on two heights: near sizes do not collide
        axis.axvline(size, color="#333333", linestyle="--", linewidth=1)
        side = "right" if size > right / 2 else "left"  # the label reads away from the nearer edge
        axis.text(size, 0.42 + 0.2 * (index % 2), f" {label} ", ha=side, va="bottom", fontsize=8)
    axis.set_xlim(0, right)
    axis.set_ylim(-0.5, 0.9)
    axis.set_yticks([])
    axis.set_xlabel("GB (GiB)", fontsize=9)
    for side in ("top", "right", "left"):
        axis.spines[side].set_visible(False)
    axis.legend(loc="upper center", bbox_to_anchor=(0.5, -0.45), ncol=3, fontsize=8, frameon=False)
    figure.suptitle(spec.title, fontsize=11)
    return figure


def fit_chart(fit: Fit) -> bytes | None:
    """Chart the memory breakdown of a :class:`~advisor.models.Fit`. Returns PNG bytes, or
    ``None`` when the total is zero (nothing to draw)."""
    spec = fit_spec(fit)
    return None if spec is None else draw_spec(spec)


def figure(spec: BarsSpec | FitSpec) -> Any:
    """The chart of ``spec`` as a matplotlib :class:`~matplotlib.figure.Figure`, drawn but not
    saved (the tests read its titles, labels and legend; :func:`draw_spec` saves it as PNG)."""
    return _fit_figure(spec) if isinstance(spec, FitSpec) else _figure(spec)


def draw_spec(spec: BarsSpec | FitSpec) -> bytes:
    """Draw a chart from what it shows (in a chart worker, or here) and return PNG bytes, holding
    the module lock (matplotlib is not guaranteed to be thread-safe)."""
    with _LOCK:
        return _png(figure(spec))


SPECS: dict[str, Callable[[Any], BarsSpec | FitSpec | None]] = {
    "recommend_chart": recommend_spec, "compare_chart": compare_spec, "fit_chart": fit_spec}
"""The chart functions whose inputs the renderer reads on the event loop (cheap), so that the
worker gets only what the chart shows (not the whole answer) and equal charts are drawn once."""


# --------------------------------------------------------------------------- drawing off the event loop
CACHE_CHARTS = 128
"""PNGs a renderer keeps for charts asked again (a chart is 20-60 KiB: at most ~8 MiB)."""

_POOLS: dict[int, ProcessPoolExecutor] = {}
"""The chart worker pools of this process, by size. Shared by its bots (a bot restarted in
the same process, as tests and benchmarks do, reuses the workers): started with the first chart
(each worker a fresh interpreter that imports matplotlib once), stopped when the process ends."""
_POOLS_LOCK = threading.Lock()


def warm_up(_: object = None) -> int:
    """Import what drawing needs and return this process's id (run in a worker: the pool is
    ready; the tests use the id to see the chart was drawn in another process)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: F401
    from matplotlib.figure import Figure  # noqa: F401

    return os.getpid()


def _pool(workers: int) -> ProcessPoolExecutor:
    with _POOLS_LOCK:
        pool = _POOLS.get(workers)
        if pool is None:
            # "spawn": a worker is a fresh interpreter (no fork of a process with threads, and no
            # fork server holding matplotlib while idle); it starts once per process.
            pool = _POOLS[workers] = ProcessPoolExecutor(max_workers=workers,
                                                         mp_context=multiprocessing.get_context("spawn"))
            log.info("chart pool: %d worker process%s", workers, "" if workers == 1 else "es")
        return pool


def shutdown_workers() -> None:
    """Stop every chart worker of this process (a clean stop of ``python -m bot``): charts still
    queued are dropped, a chart being drawn is finished, and the workers exit. A later chart
    starts a new pool."""
    with _POOLS_LOCK:
        pools = list(_POOLS.values())
        _POOLS.clear()
    for pool in pools:
        pool.shutdown(wait=True, cancel_futures=True)


def _discard(workers: int, pool: ProcessPoolExecutor) -> None:
    """Forget a pool whose worker died (the next chart starts a new one)."""
    with _POOLS_LOCK:
        if _POOLS.get(workers) is pool:
            del _POOLS[workers]
    pool.shutdown(wait=False, cancel_futures=True)


@dataclass(frozen=True)
class Reservation:
    """A place in the chart queue, held by one user until their chart is drawn (or fails).

    ``queued`` is true when every worker was busy when it was taken: the chart waits its turn,
    so the answer should not wait for it."""

    user_id: int
    queued: bool


class ChartRenderer:
    """Draws one bot's charts off its event loop, a few at a time, within bounds.

    Args:
        workers: worker processes (``settings.chart_workers``); ``0`` draws in a thread, one at
            a time, in the bot's own process.
        queue: most charts waiting or being drawn at once (``settings.chart_queue``); past it a
            chart is not drawn (the answer goes out without one).

    A user has at most one chart pending: a second request while the first is drawn or queued
    is answered without a chart. Only this module's own chart functions go to the worker
    processes (they are sent by name); any other callable is drawn in a thread. The workers
    belong to the process (:data:`_POOLS`); a pool whose worker died is replaced on the next
    chart. :meth:`close` drops this bot's charts still queued. Not thread-safe: use it from
    the event loop's thread.
    """

    def __init__(self, workers: int, queue: int) -> None:
        self.workers = max(0, int(workers))
        self.queue = max(1, int(queue))
        self._users: set[int] = set()
        self._in_flight = 0
        self._futures: set[Future[Any]] = set()
        self._drawn: OrderedDict[Any, bytes] = OrderedDict()  # spec -> PNG, the latest CACHE_CHARTS
        self._drawing: dict[Any, asyncio.Future[Any]] = {}  # spec -> the drawing under way
        self.reused = 0  # charts not drawn again (tests, benchmarks)

    @property
    def in_flight(self) -> int:
        """Charts reserved and not yet released (waiting or being drawn)."""
        return self._in_flight

    @property
    def pool(self) -> ProcessPoolExecutor | None:
        """The worker pool this renderer draws in, once started (``None`` before, or with 0 workers)."""
        with _POOLS_LOCK:
            return _POOLS.get(self.workers) if self.workers else None

    def reserve(self, user_id: int) -> Reservation | None:
        """A place in the queue for ``user_id``'s chart, or ``None`` when they already have a
        chart pending or :attr:`queue` charts are. Release it with :meth:`release`."""
        if user_id in self._users or self._in_flight >= self.queue:
            return None
        reservation = Reservation(user_id, queued=self._in_flight >= max(1, self.workers))
        self._users.add(user_id)
        self._in_flight += 1
        return reservation

    def release(self, reservation: Reservation) -> None:
        """Give a reserved place back (idempotent for a user with nothing pending)."""
        if reservation.user_id in self._users:
            self._users.discard(reservation.user_id)
            self._in_flight -= 1

    async def render(self, draw: Callable[[Any], Any], model: Any) -> Any:
        """``draw(model)`` in a worker process (or a thread, see the class docstring), without
        blocking the event loop. Raises what ``draw`` raises; a dead worker raises
        :class:`~concurrent.futures.process.BrokenProcessPool` once and the pool is replaced.

        For this module's chart functions only what the chart shows is read here
        (:data:`SPECS`) and sent to the worker; a chart equal to one drawn lately (the same picks
        and prices: a burst asks the same question many times) is not drawn again — it comes
        from a cache of :data:`CACHE_CHARTS` PNGs, or from the drawing already under way."""
        spec_of = SPECS.get(getattr(draw, "__name__", "")) if _by_name(draw) else None
        if spec_of is None:
            if not (self.workers and _by_name(draw)):
                return await asyncio.to_thread(draw, model)  # the chart functions hold _LOCK while they draw
            return await self._submit(draw, model)
        spec = spec_of(model)
        if spec is None:
            return None
        if spec in self._drawn:
            self._drawn.move_to_end(spec)
            self.reused += 1
            return self._drawn[spec]
        pending = self._drawing.get(spec)
        if pending is None:
            pending = self._drawing[spec] = asyncio.ensure_future(
                self._submit(draw_spec, spec) if self.workers else asyncio.to_thread(draw_spec, spec))
            pending.add_done_callback(lambda done: self._keep(spec, done))
        else:
            self.reused += 1
        return await asyncio.shield(pending)

    def _keep(self, spec: Any, done: asyncio.Future) -> None:
        """A drawing finished: forget it as pending; keep its PNG (least recently used dropped)."""
        self._drawing.pop(spec, None)
        if done.cancelled() or done.exception() is not None or not done.result():
            return
        self._drawn[spec] = done.result()
        while len(self._drawn) > CACHE_CHARTS:
            self._drawn.popitem(last=False)

    async def _submit(self, draw: Callable[[Any], Any], model: Any) -> Any:
        """``draw(model)`` in the worker pool."""
        pool = _pool(self.workers)
        try:
            # Submitted from an empty context: starting a worker polls the previous ones with a
            # time.monotonic() deadline, which a virtual clock (SimCord's, in the tests) would
            # freeze inside the bot's tasks — the poll would then never end.
            future = contextvars.Context().run(pool.submit, draw, model)
        except BrokenProcessPool:
            _discard(self.workers, pool)
            raise
        self._futures.add(future)
        future.add_done_callback(self._futures.discard)
        try:
            return await asyncio.wrap_future(future)
        except BrokenProcessPool:
            _discard(self.workers, pool)
            raise

    def close(self) -> None:
        """Drop this bot's charts still waiting for a worker (the workers stay for the process)."""
        for future in list(self._futures):
            future.cancel()


def _by_name(draw: Callable[[Any], Any]) -> bool:
    """True when ``draw`` is this module's own function of that name (a worker finds it by
    name), not a stand-in put in its place."""
    return getattr(draw, "__module__", None) == __name__ and getattr(sys.modules[__name__],
                                                                       getattr(draw, "__name__", ""), None) is draw
