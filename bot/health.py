"""The running bot's heartbeat, and the health check that reads it (``python -m bot.health``).

While it runs, ``python -m bot`` writes a small JSON file every :data:`INTERVAL` seconds
(:func:`heartbeat`): when it was written, whether the bot is logged in and has received Discord's
READY, and whether the per-server data store answered a read. The health check
(``python -m bot.health``, also ``python -m bot health``; Docker's ``HEALTHCHECK`` and
compose.yaml's ``healthcheck:``) reads it and exits 0 when the bot is healthy, else 1 with one
line saying why: no heartbeat (not started, or stopped), a heartbeat older than
:data:`STALE_AFTER` seconds (the process is stuck or gone), not connected to Discord, or the data
store failing. A clean stop removes the file.

The file is ``HEALTH_FILE`` (a setting, like the others read from the environment or ``.env``),
default :func:`default_path` (the temporary folder, one file per user: a container's own). The
check imports nothing but the standard library, so it costs a few milliseconds of CPU.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

INTERVAL = 30.0
"""Seconds between two heartbeats."""
STALE_AFTER = 3 * INTERVAL
"""A heartbeat older than this (seconds) means the process is stuck or gone."""


def default_path() -> Path:
    """Where the heartbeat goes when ``HEALTH_FILE`` is not set: ``<temp>/gpu-advisor-health-<uid>.json``."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return Path(tempfile.gettempdir()) / f"gpu-advisor-health-{uid}.json"


def configured_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The heartbeat file: ``explicit``, else ``$HEALTH_FILE``, else :func:`default_path`."""
    chosen = explicit or os.environ.get("HEALTH_FILE", "").strip()
    return Path(chosen) if chosen else default_path()


def write(path: Path, *, ready: bool, store: str, shards: str = "", latency: float | None = None,
          now: float | None = None) -> None:
    """Write one heartbeat (atomically: a reader never sees half a file).

    Args:
        path: the heartbeat file.
        ready: logged in and Discord's READY received, not closed.
        store: ``"ok"`` when the per-server data store answered a read, else what it said.
        shards: the shards this process runs (``settings.shard_label()``).
        latency: the gateway's heartbeat latency in seconds, when known.
        now: the time to record (seconds since the epoch; default: now).
    """
    beat = {"at": time.time() if now is None else now, "pid": os.getpid(), "ready": ready, "store": store,
            "shards": shards, "latency": latency}
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    partial.write_text(json.dumps(beat), encoding="utf-8")
    os.replace(partial, path)


def remove(path: Path) -> None:
    """Remove the heartbeat (a clean stop): the check then says the bot is not running."""
    path.unlink(missing_ok=True)


def verdict(path: Path, now: float | None = None, stale_after: float = STALE_AFTER) -> tuple[bool, str]:
    """``(healthy, one line)`` from the heartbeat at ``path`` at time ``now`` (default: now)."""
    try:
        beat: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        at = float(beat["at"])
    except FileNotFoundError:
        return False, f"no heartbeat at {path}: the bot is not running (or HEALTH_FILE differs)"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return False, f"unreadable heartbeat at {path} ({exc.__class__.__name__})"
    age = (time.time() if now is None else now) - at
    if age > stale_after:
        return False, f"the last heartbeat is {age:.0f} s old (more than {stale_after:.0f} s): the bot is stuck or gone"
    if not beat.get("ready"):
        return False, "not connected to Discord (not logged in, or READY not received yet)"
    if beat.get("store") != "ok":
        return False, f"the server data store fails: {beat.get('store')}"
    latency = beat.get("latency")
    said = f", gateway latency {latency * 1000:.0f} ms" if isinstance(latency, (int, float)) and latency >= 0 else ""
    return True, f"healthy: heartbeat {max(age, 0):.0f} s ago, pid {beat.get('pid')}{said}"


def _store_state(store: Any) -> str:
    """``"ok"`` when ``store`` answers a read (a server's data version), else its one-line error."""
    if store is None:
        return "not open"
    try:
        store.version(0)
    except Exception as exc:  # whatever the store raises, the check says it in one line
        return f"{exc.__class__.__name__}: {getattr(exc, 'message', exc)}"
    return "ok"


async def beat_once(bot: Any, path: Path) -> None:
    """Write one heartbeat for ``bot`` (an :class:`~bot.app.AdvisorBot`): its store is read in
    a thread, never on the event loop."""
    store = await asyncio.to_thread(_store_state, bot.storage)
    latency = bot.latency
    write(path, ready=bot.is_ready() and not bot.is_closed(), store=store, shards=bot.settings.shard_label(),
          latency=latency if isinstance(latency, float) and latency == latency and latency != float("inf") else None)


async def heartbeat(bot: Any, path: Path, interval: float = INTERVAL) -> None:
    """Write a heartbeat every ``interval`` seconds until cancelled (a failed write is logged)."""
    while True:
        try:
            await beat_once(bot, path)
        except OSError as exc:
            log.warning("could not write the heartbeat %s: %s", path, exc)
        await asyncio.sleep(interval)


def main(argv: list[str] | None = None) -> int:
    """``python -m bot.health [HEALTH_FILE]``: exit 0 and say so when the bot is healthy, else 1
    with the reason (one line)."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print("usage: python -m bot.health [HEALTH_FILE]\n\nExit 0 when the running bot's heartbeat says it is "
              "healthy, else 1 with the reason.")
        return 0
    healthy, said = verdict(configured_path(args[0] if args else None))
    print(said, file=sys.stdout if healthy else sys.stderr)
    return 0 if healthy else 1


if __name__ == "__main__":
    sys.exit(main())
