"""Stopping and watching the running bot (issue 26 §5): SIGTERM (``docker stop``, ``systemctl
stop``, ``kill``) stops ``python -m bot`` as Ctrl-C does — logged out of Discord, the data store
closed, the chart workers stopped, exit 0 — and ``python -m bot.health`` (compose.yaml's and the
image's health check) reads the heartbeat the running bot writes."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bot import health

REPO = Path(__file__).resolve().parents[2]
SETTINGS = ("DISCORD_TOKEN", "SYNC_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL", "CHART_COOLDOWN_RATE", "CHART_WORKERS",
            "CHART_COOLDOWN_SECONDS", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "CLUSTER_INDEX", "CLUSTER_SIZE",
            "HEALTH_FILE")

# python -m bot, with Discord stood in for at its two doors: login (Discord accepts the token,
# the bot sets itself up and is READY) and connect (connected until stopped). Everything else is
# the real entry point: settings, the catalogue, the data file, signals, the stop.
CONNECTED_BOT = """
import asyncio, json, sys
import bot.__main__ as entry
from bot import charts, health
from bot.app import AdvisorBot

async def login(self, token):
    await self._async_setup_hook()
    await self.setup_hook()
    self._ready.set()

async def connect(self, reconnect=True):
    worker = await self.charts.render(charts.warm_up, None)  # a chart worker is running
    await health.beat_once(self, health.configured_path(self.settings.health_file))
    print(json.dumps({"worker": worker}), flush=True)
    await asyncio.Event().wait()  # connected until the bot is stopped

AdvisorBot.login = login
AdvisorBot.connect = connect
sys.exit(entry.main(sys.argv[1:]))
"""


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_sigterm_stops_the_bot_as_ctrl_c_does(tmp_path):
    data, beat = tmp_path / "server-data.sqlite", tmp_path / "health.json"
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    env.update(DISCORD_TOKEN="MTIz.fake-token.value", DATABASE_PATH=str(data), HEALTH_FILE=str(beat),
               CHART_WORKERS="1", LOG_LEVEL="INFO", SHARD_COUNT="1", PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-c", CONNECTED_BOT], cwd=tmp_path, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        # wait for the bot to say it is connected (a generous bound, only against a hang)
        assert select.select([proc.stdout], [], [], 180)[0], "the bot never got connected"
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        worker = json.loads(line)["worker"]
        assert health.verdict(beat)[0], health.verdict(beat)[1]  # running: healthy
        assert Path(f"{data}-wal").exists()  # the data file is open (WAL)

        proc.send_signal(signal.SIGTERM)
        status = proc.wait(timeout=180)
        err = proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()

    assert status == 0, err
    assert "SIGTERM received: logging out of Discord" in err and "Traceback" not in err
    assert _gone(worker)  # the chart workers stopped with it
    assert not Path(f"{data}-wal").exists()  # the store was closed: its WAL checkpointed into the file
    healthy, said = health.verdict(beat)
    assert not healthy and "not running" in said  # a clean stop removes the heartbeat


# ---------------------------------------------------------------------------- the health check
NOW = 1_800_000_000.0


@pytest.mark.parametrize(("beat", "healthy", "said"), [
    ({"ready": True, "store": "ok", "latency": 0.042}, True, "healthy: heartbeat 5 s ago"),
    ({"ready": False, "store": "ok"}, False, "not connected to Discord"),
    ({"ready": True, "store": "StorageError: the database cannot be reached"}, False, "the database cannot be reached"),
])
def test_the_health_check_reads_the_heartbeat(tmp_path, beat, healthy, said):
    path = tmp_path / "health.json"
    health.write(path, now=NOW - 5, **beat)
    verdict, text = health.verdict(path, now=NOW)
    assert verdict is healthy and said in text


def test_a_stale_missing_or_broken_heartbeat_is_unhealthy(tmp_path):
    path = tmp_path / "health.json"
    health.write(path, ready=True, store="ok", now=NOW - health.STALE_AFTER - 1)
    healthy, said = health.verdict(path, now=NOW)
    assert not healthy and "stuck or gone" in said
    assert health.verdict(path, now=NOW - 2)[0]  # the same heartbeat, read in time
    healthy, said = health.verdict(tmp_path / "none.json", now=NOW)
    assert not healthy and "not running" in said
    path.write_text("{half a fi", encoding="utf-8")
    assert health.verdict(path, now=NOW)[0] is False


async def test_a_heartbeat_of_a_running_bot_reads_its_store_off_the_event_loop(world, tmp_path):
    path = tmp_path / "health.json"
    await health.beat_once(world.bot, path)
    beat = json.loads(path.read_text(encoding="utf-8"))
    assert beat["store"] == "ok" and beat["pid"] == os.getpid() and beat["shards"]
    world.bot.storage.close()  # the store fails: the heartbeat says so
    await health.beat_once(world.bot, path)
    assert not health.verdict(path)[0]


def _compose_health() -> list[str]:
    compose = yaml.safe_load((REPO / "compose.yaml").read_text(encoding="utf-8"))
    checks = {name: s.get("healthcheck") for name, s in compose["services"].items() if name.startswith("bot")}
    assert checks and all(checks.values()), f"a bot service without a healthcheck: {checks}"
    tests = {tuple(check["test"]) for check in checks.values()}
    assert len(tests) == 1
    return list(next(iter(tests)))


def test_compose_and_the_image_check_health_with_python_m_bot_health(tmp_path, monkeypatch, capsys):
    test = _compose_health()
    assert test[0] == "CMD"
    command = test[1:]
    dockerfile = (REPO / "Dockerfile").read_text(encoding="utf-8")
    image = re.search(r"^HEALTHCHECK .*CMD (\[.*\])$", dockerfile, re.M)
    assert image and json.loads(image[1]) == command  # one check, in the image and in compose
    assert command[:3] == ["python", "-m", "bot.health"]

    module = command[2]  # run the command's logic: `python -m bot.health` is bot.health.main
    assert module == health.__name__
    path = tmp_path / "health.json"
    monkeypatch.setenv("HEALTH_FILE", str(path))  # as compose's env_file would set it
    assert health.main(command[3:]) == 1 and "not running" in capsys.readouterr().err
    health.write(path, ready=True, store="ok")
    assert health.main(command[3:]) == 0 and "healthy" in capsys.readouterr().out


def test_the_health_check_imports_nothing_heavy():
    code = "\n".join([
        "import sys, runpy",
        "sys.argv = ['bot.health', '/nonexistent']",
        "try:",
        "    runpy.run_module('bot.health', run_name='__main__')",
        "except SystemExit as e:",
        "    code = e.code",
        "print(code, sorted(m for m in ('discord', 'advisor', 'pydantic', 'matplotlib') if m in sys.modules))",
    ])
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert done.stdout.split("\n")[0] == "1 []"
