"""Bot start-up and restarts (issue 12): a catalogue problem is one line naming the path and the
cause with exit status 1 — never "could not reach Discord", never a traceback; the bot logs the
catalogue file it really uses; and a bot that is closed can be collected (``gc.freeze`` freezes
only what is loaded once per process, before any bot exists)."""

from __future__ import annotations

import asyncio
import gc
import logging
import sqlite3
import weakref

import discord
import pytest
import simcord

import bot.__main__ as entry
from advisor.collector import YOUNG
from bot import create_bot
from bot.app import AdvisorBot
from bot_testing import SETTLE_TIMEOUT, make_settings

FAKE_TOKEN = "MTIz.fake-token-value.never-to-be-printed"
SETTINGS = ("DISCORD_TOKEN", "SYNC_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL", "CHART_COOLDOWN_RATE",
            "CHART_COOLDOWN_SECONDS", "CHART_WORKERS", "CHART_QUEUE")


@pytest.fixture
def offline(tmp_path, monkeypatch, catalog_db):
    """A token, no .env, Discord never contacted: login and connect are recorded, not made."""
    for key in SETTINGS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kwargs: None)
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setenv("GPU_ADVISOR_DB", str(catalog_db))
    seen: dict[str, object] = {}
    threshold = gc.get_threshold()

    async def login(self, token):  # what discord.py's login does once Discord has answered
        seen["advisor at login"] = self.advisor
        seen["frozen at login"] = gc.get_freeze_count()
        seen["threshold at login"] = gc.get_threshold()
        await self.setup_hook()

    async def connect(self, *, reconnect=True):
        seen["connected"] = True

    monkeypatch.setattr(AdvisorBot, "login", login)
    monkeypatch.setattr(AdvisorBot, "connect", connect)
    yield seen
    gc.unfreeze()
    gc.set_threshold(*threshold)


def _one_line(err: str) -> str:
    assert err.count("\n") == 1, err
    assert "Traceback" not in err and "reach Discord" not in err and FAKE_TOKEN not in err
    return err


def test_the_catalogue_is_loaded_before_discord_and_its_path_logged(offline, catalog_db, caplog):
    with caplog.at_level(logging.INFO, logger="bot"):
        assert entry.main(["run"]) == 0

    assert offline["advisor at login"] is not None  # loaded before anything talks to Discord
    assert offline["frozen at login"] > 0  # what is loaded once per process is frozen, before the bot
    assert offline["threshold at login"][0] == YOUNG  # the collector runs once per hundreds of answers
    assert any(str(catalog_db) in r.getMessage() and "catalogue" in r.getMessage() for r in caplog.records)


def test_missing_data_is_one_line_naming_the_catalogue_and_exit_1(offline, tmp_path, capsys, catalog_db):
    offline_env = pytest.MonkeyPatch()
    offline_env.setenv("GPU_ADVISOR_DATA", str(tmp_path / "no-such-data"))
    try:
        assert entry.main(["run"]) == 1
    finally:
        offline_env.undo()

    err = _one_line(capsys.readouterr().err)
    assert err.startswith("gpu-advisor-bot: error: ") and str(catalog_db) in err and "no-such-data" in err
    assert "connected" not in offline


@pytest.mark.parametrize("argv", [["run"], ["sync"]])
def test_another_programs_file_at_the_catalogue_path_is_refused_in_one_line(offline, tmp_path, capsys, argv,
                                                                             monkeypatch):
    path = tmp_path / "app.sqlite"
    con = sqlite3.connect(path)
    with con:
        con.execute("CREATE TABLE users (id INTEGER PRIMARY KEY)")
    con.close()
    before = path.read_bytes()
    monkeypatch.setenv("GPU_ADVISOR_DB", str(path))

    assert entry.main(argv) == 1

    err = _one_line(capsys.readouterr().err)
    assert str(path) in err and "not a GPU Advisor catalogue" in err
    assert path.read_bytes() == before
    assert "advisor at login" not in offline


def test_the_per_server_database_is_never_the_catalogue(offline, capsys, monkeypatch, catalog_db):
    monkeypatch.setenv("DATABASE_PATH", str(catalog_db))

    assert entry.main(["run"]) == 1

    err = _one_line(capsys.readouterr().err)
    assert "DATABASE_PATH" in err and str(catalog_db) in err


def test_database_path_does_not_move_the_catalogue(offline, tmp_path, monkeypatch, caplog, catalog_db):
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "gpu-advisor.sqlite"))
    with caplog.at_level(logging.INFO, logger="bot"):
        assert entry.main(["run"]) == 0
    assert offline["advisor at login"].catalog.path == catalog_db
    import sqlite3  # DATABASE_PATH holds the per-server data (issue 11), never a catalogue

    with sqlite3.connect(tmp_path / "gpu-advisor.sqlite") as con:
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "cards" not in tables and "prices" in tables


async def test_restarted_bots_are_collected(advisor):
    """Five create → setup → close cycles in one process (each bot loading its own core, as
    ``python -m bot`` does not, and tests and benchmarks do): every closed bot can be collected
    and nothing more is frozen out of the garbage collector than before."""
    gc.collect()
    frozen = gc.get_freeze_count()
    refs = []
    try:
        for _ in range(5):
            bot = create_bot(make_settings())
            async with simcord.run(bot, settle_timeout=SETTLE_TIMEOUT):
                assert bot.advisor is not None
            refs.append(weakref.ref(bot))
            del bot
        gc.collect()
        for _ in range(40):  # a closed client's last scheduled callbacks (timeouts, a keep-alive) hold it until they
            if all(r() is None for r in refs):  # run; on a loaded machine they may not have yet: a leak outlives them
                break
            await asyncio.sleep(0.05)
            gc.collect()
        assert gc.get_freeze_count() <= frozen  # earlier tests' frozen objects may die meanwhile: never more
        assert [r for r in refs if r() is not None] == []
        assert not [o for o in gc.get_objects() if isinstance(o, AdvisorBot)]
    finally:
        gc.unfreeze()


def test_unusable_server_data_stops_before_discord_is_contacted(offline, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "not-mounted" / "gpu-advisor.sqlite"))

    assert entry.main(["run"]) == 3

    err = _one_line(capsys.readouterr().err)
    assert "DATABASE_PATH" in err and "not-mounted" in err
    assert "advisor at login" not in offline and "connected" not in offline  # Discord never contacted


@pytest.fixture
def default_catalogue(offline, tmp_path, monkeypatch, catalog_db):
    """``GPU_ADVISOR_DB`` unset: the bot uses the default file keyed by the fingerprint (a copy of the
    session's catalogue, built from the same inputs, so nothing is built)."""
    from advisor.catalog import default_db_path, fingerprint, keyed_name

    monkeypatch.delenv("GPU_ADVISOR_DB")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "cache" / "gpu-advisor" / keyed_name(fingerprint())
    assert default_db_path() == path
    path.parent.mkdir(parents=True)
    path.write_bytes(catalog_db.read_bytes())
    return path


def test_the_bot_reads_the_default_catalogue_of_its_own_fingerprint(offline, default_catalogue, caplog):
    before = default_catalogue.read_bytes()
    with caplog.at_level(logging.INFO, logger="bot"):
        assert entry.main(["run"]) == 0
    assert offline["advisor at login"].catalog.path == default_catalogue
    assert default_catalogue.read_bytes() == before  # read, not rebuilt
    assert any(str(default_catalogue) in r.getMessage() for r in caplog.records)


def test_the_per_server_database_is_never_the_default_catalogue(offline, default_catalogue, capsys, monkeypatch):
    monkeypatch.setenv("DATABASE_PATH", str(default_catalogue))
    assert entry.main(["run"]) == 1
    err = _one_line(capsys.readouterr().err)
    assert "DATABASE_PATH" in err and str(default_catalogue) in err
