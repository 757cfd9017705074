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
    threshold = gc.get_threshold()
    yield monkeypatch
    gc.unfreeze()  # setup_hook froze the loaded catalogue out of the cyclic GC
    gc.set_threshold(*threshold)  # …and raised the collector's young threshold (advisor.collector.settle)


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


# ------------------------------------------------------------------------------ issue 21 items 2 and 4
REPO = __import__("pathlib").Path(__file__).resolve().parents[2]
START = "import sys, bot.__main__ as entry; sys.exit(entry.main(['run']))"


def start_bot_process(database: str, catalog_db, tmp_path, **kwargs):
    """The real bot process with a fake token and DATABASE_PATH: the data file is checked before
    Discord is contacted, so a refusal needs no network."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("SYNC_GUILD_ID", "LOG_LEVEL")}
    env.update(DISCORD_TOKEN=FAKE_TOKEN, DATABASE_PATH=database, GPU_ADVISOR_DB=str(catalog_db),
               PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, cwd=tmp_path, env=env,
                          timeout=120, **kwargs)


@pytest.mark.parametrize("kind", ["fifo", "socket", "device"])
def test_a_fifo_socket_or_device_as_database_path_is_refused_at_once(kind, tmp_path, catalog_db):
    """A FIFO there waited forever (SQLite's first read); now one line and exit 3, untouched."""
    import os
    import socket
    import stat

    path = tmp_path / "data.sqlite"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        s = socket.socket(socket.AF_UNIX)
        s.bind(str(path))
        s.close()
    else:
        if os.geteuid() != 0:
            pytest.skip("making a device node needs root")
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    before = os.stat(path)
    done = start_bot_process(str(path), catalog_db, tmp_path)
    assert done.returncode == 3, done.stderr
    assert done.stderr.count("\n") == 1 and "not a regular file" in done.stderr and str(path) in done.stderr
    assert (os.stat(path).st_mode, os.stat(path).st_ino) == (before.st_mode, before.st_ino)


KILLED_WRITER = """
import os, sys
from storage import Storage
store = Storage.open(sys.argv[1])
store.set_price(1, market="current-us", card="GeForce RTX 4090", condition="new", amount=1234, currency="USD",
                user_id=None, via="console")
os._exit(0)  # no close: the committed change stays in the -wal file, as after a crash
"""


def test_wal_files_of_another_user_are_named_with_the_safe_fix_never_deletion(starting, tmp_path, capsys):
    """Issue 21 item 4: -wal and -shm left by another user (an sqlite3 shell run as root) next to
    the bot's file. The old advice, "restore it from a backup", would lose the change still in
    the -wal. The bot runs for real (its start-up, in this process); only this user's right to
    write the -wal is taken away (the suite may run as root, who may write anything)."""
    import os
    import subprocess
    import sys

    from storage import Storage
    from storage import sqlite as storage_sqlite

    path = tmp_path / "gpu-advisor.sqlite"
    subprocess.run([sys.executable, "-c", KILLED_WRITER, str(path)], check=True, cwd=REPO,
                   env={**os.environ, "PYTHONPATH": str(REPO)})
    wal = tmp_path / "gpu-advisor.sqlite-wal"
    assert wal.exists() and wal.stat().st_size > 0  # the committed change lives in the WAL
    wal_bytes = wal.read_bytes()
    real_access = os.access

    def access(p, mode, *args, **kwargs):  # as a bot user who does not own the root-made -wal
        return False if str(p) == str(wal) and mode & os.W_OK else real_access(p, mode, *args, **kwargs)

    starting.setattr(storage_sqlite.os, "access", access)
    starting.setenv("DATABASE_PATH", str(path))
    assert entry.main(["run"]) == 3
    line = capsys.readouterr().err
    assert line.count("\n") == 1 and "Traceback" not in line
    assert line.startswith("gpu-advisor-bot: error: server data (DATABASE_PATH): ")
    assert str(wal) in line and f"belongs to user {wal.stat().st_uid}" in line and f"chown {os.getuid()}" in line
    assert "backup" not in line and "do not delete" in line
    assert "operator" not in line and "try again" not in line  # the operator's sentence, not a member's
    assert wal.read_bytes() == wal_bytes  # untouched: the change is still there for the fix
    starting.setattr(storage_sqlite.os, "access", real_access)  # the fix: the -wal given back
    with Storage.open(path) as store:
        assert [p.amount for p in store.prices(1)] == [1234]


def test_no_start_up_message_advises_deleting_a_wal():
    """Every sentence the data file's checks can say (their English sources) never tells the
    operator to delete, remove or restore over a -wal file."""
    import re

    source = (REPO / "storage" / "sqlite.py").read_text(encoding="utf-8")
    sentences = re.findall(r'"([^"]*(?:wal|WAL)[^"]*)"', source)
    assert len(sentences) >= 4
    for sentence in sentences:
        for found in re.finditer(r"\b(delete|remove|rm)\b", sentence, re.I):
            assert re.search(r"\b(never|not)\s*$", sentence[:found.start()]), sentence


@pytest.mark.parametrize(("shards", "words"), [({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "already runs shard 1"),
                                               ({}, "already uses")])
def test_a_second_process_on_a_shard_stops_at_start(monkeypatch, tmp_path, catalog_db, shards, words):
    """Breaker F9 (issue 30): every shard is run by exactly one process. A bot process started
    for a shard that another process runs on the same data stops before Discord is contacted,
    with one line naming the shard (exit 3)."""
    from storage import open_store

    path = tmp_path / "data.sqlite"
    running = open_store(path=path)  # this test process plays the bot already running shards 0 and 1
    running.claim_shards([0, 1])
    try:
        for key, value in shards.items():
            monkeypatch.setenv(key, value)
        done = start_bot_process(str(path), catalog_db, tmp_path)
    finally:
        running.close()
    assert done.returncode == 3, done.stderr
    assert done.stderr.count("\n") == 1 and words in done.stderr and "Traceback" not in done.stderr
    assert done.stderr.startswith("gpu-advisor-bot: error: server data (DATABASE_PATH): ")


HOLDER = """
import sys
from storage import open_store
store = open_store(path=sys.argv[1])
store.claim_shards(None)  # a bot running every shard on this file
print("running", flush=True)
sys.stdin.read()  # until the test is done
"""


def test_syncing_the_commands_beside_a_running_bot_claims_no_shard(starting, tmp_path, capsys):
    """``python -m bot sync`` (after an upgrade, beside the running bot, on the same volume)
    serves no shard: it is never refused by the running bot's claim."""
    import subprocess
    import sys

    path = tmp_path / "data.sqlite"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=REPO, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "running"
        starting.setenv("DATABASE_PATH", str(path))

        async def synced(bot, guild_id=None):
            return []

        starting.setattr(entry, "sync_commands", synced)
        assert entry.main(["sync"]) == 0
        assert "Synced 0 commands" in capsys.readouterr().out
    finally:
        holder.communicate("", timeout=60)
