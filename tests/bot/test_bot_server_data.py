"""Start-up with a per-server data file (``DATABASE_PATH``) the bot cannot use: one line naming
the file and the cause, exit status 3, the file untouched — never a traceback."""

from __future__ import annotations

import gc
import sqlite3

import discord
import pytest

import bot.__main__ as entry
from bot.app import AdvisorBot

FAKE_TOKEN = "MTIz.fake-token-value.never-to-be-printed"


@pytest.fixture
def starting(tmp_path, monkeypatch):
    """``main(["run"])`` with a login that succeeds at once (setup_hook runs, as after a real
    login) and a connection that returns at once (a clean stop)."""
    for key in ("SYNC_GUILD_ID", "LOG_LEVEL", "DATABASE_PATH"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kwargs: None)

    async def login(self, token):
        await self.setup_hook()

    async def connect(self, *, reconnect=True):
        return None

    monkeypatch.setattr(AdvisorBot, "login", login)
    monkeypatch.setattr(AdvisorBot, "connect", connect)
    yield monkeypatch
    gc.unfreeze()  # setup_hook froze the loaded catalogue out of the cyclic GC


def other_database(path):
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    con.commit()
    con.close()


@pytest.mark.parametrize(("make", "words"), [
    (lambda p: p.write_text("shopping list\n"), "not a SQLite database"),
    (other_database, "another program's database"),
    (lambda p: p.mkdir(), "is a folder"),
    (lambda p: None, None),  # a missing file in an existing folder: created, the bot starts
])
def test_an_unusable_data_file_stops_start_up_with_one_line(starting, tmp_path, capsys, make, words):
    path = tmp_path / "data.sqlite"
    make(path)
    before = path.read_bytes() if path.is_file() else None
    starting.setenv("DATABASE_PATH", str(path))

    code = entry.main(["run"])

    err = capsys.readouterr().err
    if words is None:
        assert code == 0 and path.is_file() and not err
        return
    assert code == 3
    assert err.count("\n") == 1 and words in err and str(path) in err and "Traceback" not in err
    assert err.startswith("gpu-advisor-bot: error: server data (DATABASE_PATH): ")
    if before is not None:
        assert path.read_bytes() == before


def test_a_missing_folder_is_not_created_behind_the_operators_back(starting, tmp_path, capsys):
    starting.setenv("DATABASE_PATH", str(tmp_path / "volume-not-mounted" / "gpu-advisor.sqlite"))
    assert entry.main(["run"]) == 3
    assert "does not exist" in capsys.readouterr().err
    assert not (tmp_path / "volume-not-mounted").exists()
