"""Issue 22: when one process is not enough — the burst with one bot process against two, and
what a shard costs in memory.

* **burst, one process vs two**: 200 members send chart commands at once (:mod:`bench.burst`),
  to one process with two chart workers, or split between two processes (100 each, one chart
  worker each: the same two drawing processes on this machine's two CPUs), started
  together; last chart in seconds from the start, peak RSS of each bot process.
* **memory per shard**: peak RSS of a bot process running 1 and 4 shards (SimCord's shards, 400
  servers spread over them, one ``/why`` each); the difference per extra shard. A real
  gateway connection adds its websocket and zlib buffers on top (discord.py keeps one per
  shard).

``python bench/shards.py [N [SERVERS]]`` prints the section (N members in the burst, default
200; SERVERS in each memory run, default 400); ``python bench/shards.py memory K [SERVERS]``
prints one memory run as JSON. ``make bench`` runs it through ``python -m bench``. Nothing here
asserts a time.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if __package__ in (None, ""):  # run as a file (python bench/shards.py): the checkout is the import root
    sys.path.insert(0, str(ROOT))

from bench.burst import _peak_rss_kib, _summary, measure  # noqa: E402 - after the import root is known


def _burst_pair(n: int) -> list[dict[str, Any]]:
    """Two burst processes of ``n // 2`` each, started together, one chart worker each. Each is a
    Discord of its own (SimCord), with server data of its own (a scratch data folder, never the
    user's)."""
    procs = []
    for _ in range(2):
        scratch = Path(tempfile.mkdtemp(prefix="gpu-advisor-shards-"))
        env = {**os.environ, "PYTHONPATH": str(ROOT), "BURST_CHART_WORKERS": "1",
               "GPU_ADVISOR_DB": str(scratch / "catalog.sqlite"), "XDG_DATA_HOME": str(scratch)}
        procs.append(subprocess.Popen([sys.executable, str(ROOT / "bench" / "burst.py"), str(n // 2), str(ROOT)],
                                      cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    out = []
    for p in procs:
        stdout, stderr = p.communicate(timeout=1800)
        if p.returncode != 0:
            raise RuntimeError(stderr[-2000:])
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


async def _memory(shards: int, servers: int = 400) -> dict[str, Any]:
    import simcord

    from advisor import Advisor
    from bot import create_bot, sync_commands
    from bot.settings import BotSettings
    from storage import Storage

    store = Storage.open(Path(tempfile.mkdtemp(prefix="gpu-advisor-shards-")) / "d.sqlite")
    bot = create_bot(BotSettings(_env_file=None, discord_token=None, log_level="WARNING", chart_cooldown_rate=0,
                                 shard_count=shards), advisor=Advisor.load(), storage=store)
    async with simcord.run(bot, settle_timeout=300.0) as env:
        await sync_commands(bot)
        for i in range(servers):
            guild = env.create_guild(f"g{i}", shard_id=i % shards)
            channel = guild.create_text_channel("general")
            member = guild.add_member(env.create_user(f"u{i}"))
            await member.slash(channel, "why", card="4090")
        count = len(bot.shards)
    store.close()
    return {"shards": count, "rss_mib": _peak_rss_kib() / 1024}


def _memory_run(shards: int, servers: int = 400) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "GPU_ADVISOR_DB": str(Path(tempfile.mkdtemp(prefix="gpu-advisor-shards-")) / "catalog.sqlite")}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "memory", str(shards), str(servers)],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=False, timeout=1800)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(n: int = 200, servers: int = 400) -> str:
    """The section ``## One process or two`` (Markdown): a burst of ``n`` chart commands, and
    memory runs of ``servers`` servers each."""
    one = _summary(measure(n, None, 2))
    two = [_summary(r) for r in _burst_pair(n)]
    mem1, mem4 = _memory_run(1, servers), _memory_run(4, servers)
    per_shard = (mem4["rss_mib"] - mem1["rss_mib"]) / 3
    answer_p99 = max(t["answer"]["p99"] for t in two)
    rss_two = " + ".join(f"{t['rss_mib']:.0f}" for t in two)
    return "\n".join([
        "## One process or two (shards)",
        "",
        f"A burst of {n} chart commands at once ({os.cpu_count()} CPUs, SimCord): one bot process with two chart "
        f"workers, or two processes ({n // 2} members each, one chart worker each) started together. Seconds from "
        "the start of the burst; answer p99 in milliseconds; peak RSS of each bot process (MiB).",
        "",
        "| processes | last chart (s) | answer p99 (ms) | charts delivered | RSS per process |",
        "|---|---|---|---|---|",
        f"| 1 (2 chart workers) | {one['last_chart_s']:.1f} | {one['answer']['p99']:,.0f} | {one['charts']} of {n} "
        f"| {one['rss_mib']:.0f} |",
        f"| 2 (1 chart worker each) | {max(t['last_chart_s'] for t in two):.1f} | {answer_p99:,.0f} | "
        f"{sum(t['charts'] for t in two)} of {n} | {rss_two} |",
        "",
        f"Memory per shard: a bot process with 1 shard peaks at {mem1['rss_mib']:.0f} MiB, with 4 shards at "
        f"{mem4['rss_mib']:.0f} MiB ({servers} servers, one `/why` each): about {max(per_shard, 0):.1f} MiB per extra "
        "shard in the process itself; a real gateway connection adds its websocket and zlib buffers.",
        "",
    ])


if __name__ == "__main__":
    if sys.argv[1:2] == ["memory"]:
        print(json.dumps(asyncio.run(_memory(*(int(a) for a in sys.argv[2:4])))))
    else:
        print(run(*(int(a) for a in sys.argv[1:3])))
