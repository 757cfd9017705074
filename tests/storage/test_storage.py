"""``storage/sqlite.py``: the per-server data file — its schema and migrations, what it refuses to
touch, transactions and the audit, and concurrent writers (threads and processes)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import sqlite_utils

from storage.sqlite import (
    APPLICATION_ID,
    MIGRATIONS,
    SCHEMA_NAME,
    SCHEMA_VERSION,
    STEPS,
    Storage,
    StorageError,
    default_path,
)

REPO = Path(__file__).resolve().parents[2]
G = 1234  # a guild id


def set_4090(store: Storage, amount: float = 1599, user: int = 7, guild: int = G):
    return store.set_price(guild, market="current-us", card="GeForce RTX 4090", condition="new", amount=amount,
                           currency="USD", user_id=user)


def file_bytes(path: Path) -> bytes:
    return path.read_bytes()


# ------------------------------------------------------------------------------ schema
def test_a_new_file_is_created_marked_as_ours_in_wal_mode(tmp_path):
    path = tmp_path / "data.sqlite"
    with Storage.open(path) as store:
        assert store.schema_version == SCHEMA_VERSION == len(STEPS) == 2
        con = store._conn
        assert con.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert con.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()[0] == SCHEMA_NAME
        assert {"prices", "settings", "audit", "meta"} <= set(store._db.table_names())
        assert store.integrity_check() == "ok"


def test_an_empty_file_becomes_ours(tmp_path):
    path = tmp_path / "data.sqlite"
    path.touch()
    with Storage.open(path) as store:
        set_4090(store)
    with Storage.open(path) as store:
        assert [p.amount for p in store.prices(G)] == [1599]


def test_the_default_path_is_the_users_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_path() == tmp_path / "xdg" / "gpu-advisor" / "gpu-advisor.sqlite"
    with Storage.open() as store:  # the folder is created for the default path
        assert store.path == default_path() and store.path.exists()
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_path() == Path.home() / ".local" / "share" / "gpu-advisor" / "gpu-advisor.sqlite"


def write_version_1(path: Path) -> None:
    """A file exactly as version 1 of the schema wrote it (the real first migration), with data."""
    db = sqlite_utils.Database(path)
    MIGRATIONS.apply(db, stop_before=STEPS[1])
    db["prices"].insert({"guild": G, "market": "current-us", "card": "GeForce RTX 3090", "condition": "used",
                         "amount": 700.0, "currency": "USD", "set_at": "2025-01-02T03:04:05Z", "set_by": 99})
    db["audit"].insert({"guild": G, "user_id": 99, "action": "set", "market": "current-us",
                        "card": "GeForce RTX 3090", "condition": "used", "old_value": None,
                        "new_value": "700 USD", "at": "2025-01-02T03:04:05Z"})
    db.close()


def test_a_version_1_file_is_migrated_and_keeps_its_data(tmp_path):
    path = tmp_path / "v1.sqlite"
    write_version_1(path)
    con = sqlite3.connect(path)
    assert "settings" not in {r[0] for r in con.execute("SELECT name FROM sqlite_master")}
    assert [r[0] for r in con.execute("SELECT name FROM _sqlite_migrations")] == STEPS[:1]
    con.close()

    with Storage.open(path) as store:
        assert store.schema_version == 2
        assert [(p.card, p.amount, p.set_by) for p in store.prices(G)] == [("GeForce RTX 3090", 700.0, 99)]
        old = store.history(G)[0]
        assert (old.via, old.setting, old.new_value) == ("discord", None, "700 USD")  # v1 rows came from Discord
        store.set_setting(G, "market", "2019-cn", user_id=1)  # the new table works
        assert store.settings(G).market == "2019-cn"
        assert store.version(G) == 2


def test_migrating_again_changes_nothing(tmp_path):
    path = tmp_path / "d.sqlite"
    with Storage.open(path) as store:
        set_4090(store)
    with Storage.open(path) as store, Storage.open(path) as again:
        assert again.schema_version == store.schema_version == 2
        names = [r[0] for r in store._conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
        assert names == STEPS


def test_a_file_from_a_newer_version_is_refused_untouched(tmp_path):
    path = tmp_path / "new.sqlite"
    with Storage.open(path):
        pass
    con = sqlite3.connect(path)
    con.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, ?, ?)",
                ("gpu-advisor-server-data", "v3_from_the_future", "2030-01-01"))
    con.commit()
    con.close()
    before = file_bytes(path)
    with pytest.raises(StorageError, match="newer GPU Advisor"):
        Storage.open(path)
    assert file_bytes(path) == before


# ------------------------------------------------------------------------------ refusals
def test_another_programs_database_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "app.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
    con.execute("INSERT INTO users (name) VALUES ('ada')")
    con.commit()
    con.close()
    before = file_bytes(path)

    with pytest.raises(StorageError) as err:
        Storage.open(path)

    assert "another program's database" in err.value.message and "\n" not in err.value.message
    assert file_bytes(path) == before
    assert not Path(str(path) + "-wal").exists()


def test_a_file_with_our_id_but_not_our_meta_is_refused(tmp_path):
    path = tmp_path / "odd.db"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    con.execute("CREATE TABLE meta (key TEXT, value TEXT)")
    con.commit()
    con.close()
    with pytest.raises(StorageError, match="not GPU Advisor's server data"):
        Storage.open(path)


def test_the_card_catalogue_is_named_when_refused(catalog_db, advisor):
    before = file_bytes(catalog_db)
    with pytest.raises(StorageError, match="card catalogue"):
        Storage.open(catalog_db)
    assert file_bytes(catalog_db) == before


@pytest.mark.parametrize("content", [b"hello, this is my diary\n", b"\x00\x01\x02" * 100])
def test_a_file_that_is_not_sqlite_is_refused_untouched(tmp_path, content):
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    with pytest.raises(StorageError, match="not a SQLite database"):
        Storage.open(path)
    assert path.read_bytes() == content


def test_a_damaged_file_is_refused_not_rebuilt(tmp_path):
    path = tmp_path / "d.sqlite"
    with Storage.open(path) as store:
        for i in range(300):
            store.set_price(G, market="current-us", card=f"Card {i}", condition="new", amount=100 + i,
                            currency="USD", user_id=1)
    data = bytearray(path.read_bytes())
    data[4096 * 2:4096 * 2 + 2048] = b"\xff" * 2048  # scribble over a page in the middle
    path.write_bytes(bytes(data))

    with pytest.raises(StorageError) as err:
        Storage.open(path)
    assert "damaged" in err.value.message or "cannot be read" in err.value.message
    assert path.read_bytes() == bytes(data)  # never replaced


def test_a_folder_or_a_missing_folder_is_one_clear_line(tmp_path):
    with pytest.raises(StorageError, match="is a folder"):
        Storage.open(tmp_path)
    with pytest.raises(StorageError, match="does not exist"):
        Storage.open(tmp_path / "no" / "such" / "gpu-advisor.sqlite")
    assert not (tmp_path / "no").exists()  # an explicit path's folder is never created


def test_a_symbolic_link_that_leads_nowhere_is_named(tmp_path):
    """A DATABASE_PATH that is a link into a missing folder (an unmounted volume) or a loop of
    links: one sentence naming the link and where it points; nothing is created."""
    link = tmp_path / "gpu-advisor.sqlite"
    link.symlink_to(tmp_path / "volume" / "gpu-advisor.sqlite")
    with pytest.raises(StorageError) as err:
        Storage.open(link)
    said = err.value.message
    assert str(link) in said and str(tmp_path / "volume" / "gpu-advisor.sqlite") in said and "symbolic link" in said
    assert "\n" not in said and "nothing was changed" in said and not (tmp_path / "volume").exists()
    loop = tmp_path / "loop.sqlite"
    loop.symlink_to(loop)
    with pytest.raises(StorageError, match="symbolic link that leads nowhere") as err:
        Storage.open(loop)
    assert str(loop) in err.value.message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gpu-advisor.sqlite", "loop.sqlite"]  # the links only


def test_a_link_to_a_new_file_in_a_folder_that_exists_is_followed(tmp_path):
    (tmp_path / "volume").mkdir()
    link = tmp_path / "gpu-advisor.sqlite"
    link.symlink_to(tmp_path / "volume" / "gpu-advisor.sqlite")
    with Storage.open(link) as store:
        set_4090(store)
    assert (tmp_path / "volume" / "gpu-advisor.sqlite").stat().st_size > 0


FULL_DISK = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG), as on a full disk
limit = int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
from storage import Storage, StorageError
try:
    Storage.open(sys.argv[1]).close()
except StorageError as exc:
    print(exc.message)
    sys.exit(3)
"""


@pytest.mark.parametrize("limit", [0, 4096, 40_000])
def test_a_full_disk_at_start_leaves_nothing_behind(tmp_path, limit):
    """Breaker F7 (a): a new data file on a disk that fills while it is made (a file-size limit,
    as `ulimit -f`): "nothing was changed" is true — no file, -wal or -shm is left."""
    folder = tmp_path / "data"
    folder.mkdir()
    done = subprocess.run([sys.executable, "-c", FULL_DISK, str(folder / "e.sqlite"), str(limit)], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stderr
    assert "nothing was changed" in done.stdout and "Traceback" not in done.stderr
    assert list(folder.iterdir()) == []


def test_a_full_disk_never_removes_a_file_that_was_there(tmp_path):
    """Only what the failed start made is taken away: an empty file the operator made (it would
    have become ours) stays."""
    path = tmp_path / "e.sqlite"
    path.touch()
    done = subprocess.run([sys.executable, "-c", FULL_DISK, str(path), "4096"], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 3 and "nothing was changed" in done.stdout
    assert path.exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write to read-only files; run the suite as a user")
def test_a_read_only_file_or_folder_is_refused(tmp_path):
    path = tmp_path / "d.sqlite"
    with Storage.open(path) as store:
        set_4090(store)
    os.chmod(path, 0o444)
    before = file_bytes(path)
    with pytest.raises(StorageError) as err:
        Storage.open(path)
    assert "read-only" in err.value.message and file_bytes(path) == before
    os.chmod(path, 0o644)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(StorageError, match="read-only"):
            Storage.open(path)
    finally:
        tmp_path.chmod(0o755)


def test_a_file_that_turns_read_only_while_running_loses_nothing_and_says_so(tmp_path):
    with Storage.open(tmp_path / "d.sqlite") as store:
        set_4090(store, 1599)
        store._conn.execute("PRAGMA query_only = ON")  # SQLite now refuses every write, as for a read-only file
        with pytest.raises(StorageError) as err:
            set_4090(store, 1)
        assert "could not be saved" in err.value.message and "read-only" in err.value.message
        store._conn.execute("PRAGMA query_only = OFF")
        assert [p.amount for p in store.prices(G)] == [1599] and len(store.history(G)) == 1


# ------------------------------------------------------------------------------ SQLite only
def test_a_backup_is_a_complete_copy_while_open(tmp_path):
    with Storage.open(tmp_path / "d.sqlite") as store:
        set_4090(store, 1599)
        store.backup(tmp_path / "backup.sqlite")
    with Storage.open(tmp_path / "backup.sqlite") as copy:
        assert [p.amount for p in copy.prices(G)] == [1599]


# ------------------------------------------------------------------------------ concurrency
WRITER = """
import sys
from storage import Storage
store = Storage.open(sys.argv[1])
who = int(sys.argv[2])
for i in range(40):
    store.set_price(1, market="current-us", card="GeForce RTX 4090", condition="new", amount=1000 + who * 100 + i,
                    currency="USD", user_id=who, via="console")
store.close()
"""


def test_two_processes_writing_at_once_lose_nothing(tmp_path):
    path = tmp_path / "d.sqlite"
    Storage.open(path).close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(who)], cwd=REPO) for who in (1, 2)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    with Storage.open(path) as store:
        log = list(reversed(store.history(1, limit=200)))
        assert len(log) == 80
        assert [e.old_value for e in log[1:]] == [e.new_value for e in log[:-1]]
        assert store.prices(1)[0].value == log[-1].new_value
        assert store.integrity_check() == "ok"


def test_reads_never_wait_for_a_writer(tmp_path):
    """A write waiting for another process's lock (the console importing) must not hold up reads:
    the bot reads a server's version on its event loop for every answer."""
    path = tmp_path / "d.sqlite"
    with Storage.open(path) as store:
        set_4090(store, 1599)
        console = sqlite3.connect(path, isolation_level=None)
        console.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        console.execute("UPDATE meta SET value = value WHERE key = 'created'")
        writer = threading.Thread(target=set_4090, args=(store, 1499))
        writer.start()
        try:
            while store._lock.acquire(blocking=False):  # until the writer holds the store's write lock
                store._lock.release()
                time.sleep(0.001)
            for _ in range(3):
                assert [p.amount for p in store.prices(G)] == [1599]  # answered while the writer waits
                assert store.version(G) == 1
            assert writer.is_alive()  # still waiting for the lock the "console" holds
        finally:
            console.execute("COMMIT")
            console.close()
            writer.join(timeout=30)
        assert [p.amount for p in store.prices(G)] == [1499] and store.version(G) == 2
