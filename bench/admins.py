"""Admins changing prices at the cap for minutes: does the process's memory stay bounded? (issue 30
item 2, the breaker's F1: every changed server view stayed alive, ~3.9 MiB per accepted change in
a server at the cap.)

The scenario, in a fresh process for each source tree (before: :data:`BEFORE_REF`, the commit this
work started from; after: this checkout): :data:`SERVERS` servers each hold the most prices a
server may store (600 per market, new and used), in one SQLite store; for :data:`SECONDS` seconds,
round after round, each server's admin sets one price (a new data version: the server's view must
be built again) and a member asks ``/why`` and an LLM ``/recommend`` through the bot's view cache
(:class:`bot.servers.ServerViews`, its default byte bound). That is more changes than the 10 per
minute a server may make; it stands for many more servers within the limit. Measured: the process's
RSS after the servers were stored and one view each answered (before), at the end (after), its peak,
the views cached and the cache's own estimate.

``python bench/admins.py [SOURCE_TREE] [SECONDS]`` prints one run's figures as JSON;
``python -m bench --admins`` refreshes the section in bench/RESULTS.md.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SERVERS = 12
SECONDS = 120.0
BEFORE_REF = "91e0b55"  # main before issue 30 items 1-2


def _rss_kib(field: str = "VmRSS") -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _scenario(seconds: float) -> dict[str, Any]:
    from advisor import Advisor
    from bot.servers import ServerViews
    from storage import MAX_PRICES_PER_MARKET, Storage

    advisor = Advisor.load()
    folder = Path(tempfile.mkdtemp(prefix="gpu-advisor-admins-"))
    store = Storage.open(folder / "d.sqlite")
    names = advisor.catalog.dl_names[: MAX_PRICES_PER_MARKET // 2]
    rows = [(m, n, c, 500.0 + i, market.currency) for m, market in advisor.catalog.markets.items()
            for i, n in enumerate(names) for c in ("new", "used")]
    views = ServerViews()
    for guild in range(1, SERVERS + 1):
        store.import_prices(guild, rows)
        views.context(advisor, store, guild).advisor.why("rtx 3090")
    today = next((m for m, market in advisor.catalog.markets.items() if market.policy.memory == "decides"), None)
    gc.collect()
    before = _rss_kib()
    changes = 0
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        for guild in range(1, SERVERS + 1):
            market = advisor.catalog.markets[today or advisor.catalog.default_market]
            store.set_price(guild, market=market.id, card="GeForce RTX 4090", condition="new",
                            amount=900.0 + changes % 500, currency=market.currency, user_id=1)
            changes += 1
            view = views.context(advisor, store, guild).advisor
            view.why("rtx 3090")
            view.recommend("2500", market=market.id, use_case="llm")
    gc.collect()
    after = _rss_kib()
    out = {"servers": SERVERS, "prices": len(rows), "seconds": round(time.monotonic() - start, 1),
           "changes": changes, "rss_before_mib": before / 1024, "rss_after_mib": after / 1024,
           "rss_peak_mib": _rss_kib("VmHWM") / 1024, "views": len(views),
           "estimate_mib": views.memory() / 2**20, "max_mib": views.max_bytes / 2**20}
    store.close()
    shutil.rmtree(folder, ignore_errors=True)
    return out


def measure(tree: Path | None = None, seconds: float = SECONDS) -> dict[str, Any]:
    """One run in a fresh process with the code of ``tree`` (default: this checkout)."""
    catalogue = Path(tempfile.mkdtemp(prefix="gpu-advisor-admins-cat-"))
    env = {**os.environ, "PYTHONPATH": str(tree or ROOT), "GPU_ADVISOR_DB": str(catalogue / "catalog.sqlite")}
    try:
        done = subprocess.run([sys.executable, str(Path(__file__).resolve()), str(tree or ROOT), str(seconds)],
                              cwd=tree or ROOT, env=env, capture_output=True, text=True, check=False)
    finally:
        shutil.rmtree(catalogue, ignore_errors=True)
    if done.returncode != 0:
        raise RuntimeError(f"admins scenario failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(seconds: float = SECONDS) -> str:
    """Before and after, as a Markdown section (``## Admins changing prices at the cap``)."""
    from bench.burst import _before_tree

    before = _before_tree(BEFORE_REF)
    rows = []
    runs = ([(f"before ({before[1]})", before[0])] if before else []) + [("after (this checkout)", None)]
    try:
        for label, tree in runs:
            s = measure(tree, seconds)
            rows.append(f"| {label} | {s['changes']:,} in {s['seconds']:.0f} s | {s['rss_before_mib']:,.0f} | "
                        f"**{s['rss_after_mib']:,.0f}** | {s['rss_peak_mib']:,.0f} | {s['views']} | "
                        f"{s['estimate_mib']:,.0f} of {s['max_mib']:,.0f} |")
    finally:
        if before is not None:
            shutil.rmtree(before[0], ignore_errors=True)
    return "\n".join([
        "## Admins changing prices at the cap (issue 30 F1)",
        "",
        f"`bench/admins.py`: {SERVERS} servers each at the cap (600 prices per market, new and used); for "
        f"{seconds:.0f} s, round after round, each server's admin sets a price (its view must be built again) and "
        "a member asks `/why` and an LLM `/recommend` through the bot's view cache (`ServerViews`, default "
        f"bound). A fresh process each; {os.cpu_count()} CPUs. RSS in MiB: *before* once every server is stored "
        "and has answered once, *after* at the end (after a collection).",
        "",
        "| code | price changes | RSS before | RSS after | peak | views cached | cache's estimate (MiB) |",
        "|---|---|---|---|---|---|---|",
        *rows,
        "",
        "Before: a module-level cache of offer lists keyed by each view's rule book, whose values reached "
        "that key, kept every replaced view alive. After: every cache of a view hangs on the view's rule "
        "book, so the view cache's byte bound bounds the process.",
        "",
    ])


if __name__ == "__main__":
    tree = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT
    sys.path.insert(0, str(tree))
    os.chdir(tree)
    print(json.dumps(_scenario(float(sys.argv[2]) if len(sys.argv) > 2 else SECONDS)))
