"""One hostile server (issue 21): can it hold up another server's answers?

A server's admin is not a trusted party (anyone can add the bot to servers they own). The
scenario, in a fresh process through SimCord: one operator's 8 servers each hold the most prices
a server can store — the whole catalogue new and used in every market before issue 21 (16,944
prices), the cap after (600 per market) — and each one's admin sends a ``/price set`` (each
server's view must be built: 8 builds, deterministically), and at the same moment 100 members of
another server send ``/why``; everything is queued before the bot handles the first, as in
:mod:`bench.burst`. Measured: the other server's
answer latency (ms from sending to the answer reaching Discord), and the hostile admin's.

``python bench/hostile.py [SOURCE_TREE]`` prints one run's figures as JSON. Nothing here asserts
a time.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OTHERS = 100
CHANGES = 8

#: The "before" bot: main just before issue 21's work (the first commit of this branch's base).
BEFORE_REF = "14d9454"


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))] if ordered else float("nan")


async def _scenario() -> dict[str, Any]:
    import discord
    import simcord

    import bot
    from bot import create_bot, sync_commands
    from bot.settings import BotSettings

    if (Path(bot.__file__).parent / "storage.py").exists():  # the bot before issue 20: no cap
        from bot.storage import Storage
        cap = None
    else:
        from storage import MAX_PRICES_PER_MARKET as cap
        from storage import Storage

    from bench.burst import _TimedList

    values: dict[str, Any] = {"_env_file": None, "discord_token": None, "sync_guild_id": None,
                              "database_path": None, "log_level": "WARNING", "chart_cooldown_rate": 0}
    if "shard_count" in BotSettings.model_fields:  # an AutoShardedBot: SimCord needs its shard count
        values["shard_count"] = 1
    folder = Path(tempfile.mkdtemp(prefix="gpu-advisor-hostile-"))
    store = Storage.open(folder / "data.sqlite")
    bot = create_bot(BotSettings(**values), storage=store)
    async with simcord.run(bot, settle_timeout=900.0) as env:
        await sync_commands(bot)
        other = env.create_guild("Friendly")
        o_channel = other.create_text_channel("general")
        members = [other.add_member(env.create_user(f"member{i}")) for i in range(OTHERS)]
        catalog = bot.advisor.catalog
        names = sorted(catalog.card_rows)
        rows = []
        for market_id, market in catalog.markets.items():
            chosen = names if cap is None else list(dict.fromkeys([*catalog.dl_names, *names]))[: cap // 2]
            rows += [(market_id, n, c, 500.0, market.currency) for n in chosen for c in ("new", "used")]
        admins = []  # one operator's servers, each holding the most prices a server may store
        for i in range(CHANGES):
            hostile = env.create_guild(f"Hostile {i}")
            h_channel = hostile.create_text_channel("spam")
            mods = hostile.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
            admins.append((hostile.add_member(env.create_user(f"mallory{i}"), roles=[mods]), h_channel))
            store.import_prices(hostile.id, rows, via="console")
        warm = await members[0].slash(o_channel, "why", card="4090")  # warm: the friendly server's path
        assert warm.response is not None

        log = _TimedList(env.backend.http_requests)
        env.backend.http_requests = log
        start = len(log)
        settle = env._settle_internal

        async def no_settle(**_: Any) -> None:
            return None

        env._settle_internal = no_settle
        sent: dict[str, tuple[str, float]] = {}
        try:
            for i, (admin, h_channel) in enumerate(admins):
                t0 = time.perf_counter()
                r = await admin.slash(h_channel, "price set", card=rows[2 * i][1], amount=str(400 + i))
                sent[r._interaction.token] = ("hostile", t0)
            for i, m in enumerate(members):
                t0 = time.perf_counter()
                r = await m.slash(o_channel, "why", card=catalog.dl_names[i % len(catalog.dl_names)])
                sent[r._interaction.token] = ("other", t0)
        finally:
            env._settle_internal = settle
        await env.settle(timeout=900.0)
        answered: dict[str, float] = {}
        for entry, at in zip(log[start:], log.times[start:], strict=True):
            token = next((t for t in sent if t in entry.path), None)
            data = entry.json or {}
            payload = data.get("data", data) if isinstance(data, dict) else {}
            if token and (payload.get("embeds") or payload.get("content")) and token not in answered:
                answered[token] = at
    store.close()
    out: dict[str, Any] = {"prices": len(rows)}  # per hostile server
    for who in ("other", "hostile"):
        times = [(answered[t] - t0) * 1000 for t, (w, t0) in sent.items() if w == who and t in answered]
        out[who] = {"n": len(times), "p50": _pct(times, 50), "p99": _pct(times, 99), "max": max(times, default=0),
                    "over_3s": sum(x > 3000 for x in times)}
    return out


def measure(tree: Path | None = None) -> dict[str, Any]:
    """One run in a fresh process with the bot of ``tree`` (default: this checkout)."""
    env = {**os.environ, "PYTHONPATH": str(tree or ROOT),
           "GPU_ADVISOR_DB": str(Path(tempfile.mkdtemp(prefix="gpu-advisor-hostile-cat-")) / "catalog.sqlite")}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), str(tree or ROOT)], cwd=tree or ROOT,
                          env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"hostile scenario failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def run() -> str:
    """Before and after, as a Markdown section (``## One hostile server``)."""
    from bench.burst import _before_tree

    before = _before_tree(BEFORE_REF)
    rows = []
    runs = ([(f"before ({before[1]})", before[0])] if before else []) + [("after (this checkout)", None)]
    try:
        for label, tree in runs:
            s = measure(tree)
            o, h = s["other"], s["hostile"]
            rows.append(f"| {label} | {s['prices']:,} | {o['p50']:,.0f} | {o['p99']:,.0f} | {o['max']:,.0f} | "
                        f"{o['over_3s']} of {o['n']} | {h['p50']:,.0f} | {h['max']:,.0f} |")
    finally:
        if before is not None:
            import shutil

            shutil.rmtree(before[0], ignore_errors=True)
    return "\n".join([
        "## One hostile server",
        "",
        f"One operator's {CHANGES} servers each hold the most prices a server can store, and each one's admin sends a "
        f"`/price set` (each server's view must be built); at the same moment {OTHERS} members of another server "
        "send `/why` (all queued before the bot handles "
        f"the first; SimCord, a fresh process each, {os.cpu_count()} CPUs). Milliseconds from sending to the "
        "answer. Target: the other server's p99 under 1 s and none past Discord's 3 s.",
        "",
        "| bot | prices per hostile server | other server p50 | p99 | max | past 3 s | hostile admins p50 | max |",
        "|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        "Before: a server could store every card of the catalogue in every market, and its view was built on "
        "the event loop at its next command after a change, ahead of everyone queued behind it. "
        "After: at most 600 prices per market, 10 changes per minute per server, and the view built in a worker "
        "thread while the loop answers the others.",
        "",
    ])


if __name__ == "__main__":
    tree = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT
    sys.path.insert(0, str(tree))
    os.chdir(tree)
    print(json.dumps(asyncio.run(_scenario())))
