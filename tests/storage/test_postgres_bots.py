"""Issue 22: two bot processes (the real bot, each with SimCord's in-memory Discord) on one
PostgreSQL server that the tests start: a price set through one is answered by the other; 50
concurrent writers across both lose nothing; kill -9 of one mid-write loses no committed row;
(a process that loses the database: tests/bot/test_bot_database_loss.py)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HARNESS = Path(__file__).with_name("bot_process.py")
GUILD = 777 << 22


def start(url: str, script: str, catalog_db) -> subprocess.Popen:
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONPATH": str(REPO)}
    return subprocess.Popen([sys.executable, str(HARNESS), url, str(GUILD), script], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def lines(proc: subprocess.Popen, timeout: float = 240) -> list[dict]:
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err[-3000:]
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def test_a_price_set_through_one_process_is_answered_by_the_other(pg_url, catalog_db, tmp_path):
    import time

    ready, flag = tmp_path / "reader-answered", tmp_path / "set-done"
    reader = start(pg_url, f"why 4090; touch {ready}; wait {flag}; why 4090", catalog_db)
    deadline = time.monotonic() + 180
    while not ready.exists() and reader.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)  # the reader has answered once (and cached its view) before anything changes
    writer = start(pg_url, "set 4090 1234", catalog_db)
    wrote = lines(writer)
    assert "1,234 USD" in wrote[0]["text"]
    flag.touch()
    first, waited, second = lines(reader)
    assert "1,234 USD" not in first["text"] and "1,234 USD" in second["text"]
    # the reader's memory saw the change by itself (its notification); how soon is bench/shards.py's
    # to measure (storage.postgres.COHERENCE_BOUND_S), not a test's on a machine shared with others
    assert waited["after_s"] < 120.0


def test_fifty_writers_across_two_processes_lose_nothing(pg_url, catalog_db):
    from storage import open_store

    a = start(pg_url, "writers 25 1000", catalog_db)
    b = start(pg_url, "writers 25 2000", catalog_db)
    assert lines(a)[-1]["ok"] == 25 and lines(b)[-1]["ok"] == 25
    with open_store(url=pg_url) as store:
        log = list(reversed(store.history(GUILD, limit=100)))
        assert len(log) == 50
        assert [e.old_value for e in log[1:]] == [e.new_value for e in log[:-1]]  # no lost update
        assert store.prices(GUILD)[0].value == log[-1].new_value


def test_kill_9_mid_write_loses_no_committed_row(pg_url, catalog_db):
    from storage import open_store

    proc = start(pg_url, "loop 3000", catalog_db)
    answered = []
    for line in proc.stdout:
        if line.startswith("{"):
            answered.append(json.loads(line))
        if len(answered) >= 15:
            break
    os.kill(proc.pid, signal.SIGKILL)  # mid-write: it was sending the next one
    proc.wait(timeout=30)
    with open_store(url=pg_url) as store:
        log = list(reversed(store.history(GUILD, limit=1000)))
        saved = [e.new_value for e in log]
        for a in answered:  # every change a member was told was saved is there
            assert a["ok"] and f"{a['amount']} USD" in saved
        assert [e.old_value for e in log[1:]] == saved[:-1]  # whole transactions only
        assert store.prices(GUILD)[0].value == saved[-1] and store.integrity_check() == "ok"
