"""The catalogue file under attack and accident (issue 12): a shared temporary folder, tampered
or damaged files, files that are not ours at the path, killed builds, a full disk, a directory
at the path. What must hold: nothing that is not a GPU Advisor catalogue is ever replaced, a
damaged or tampered catalogue is rebuilt once, no ``.tmp`` or ``-journal`` file is left behind,
and an answer is always possible (or one clear line says why not).
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import sqlite3
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from advisor import catalog as cat
from case_tables import ROOT

CHEAP_CARD = "GeForce RTX 3060 12 GB"


@pytest.fixture
def private_tmp(tmp_path, monkeypatch):
    """A temporary folder of the test's own, as ``tempfile.gettempdir()`` (never the shared temporary directory)."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    return tmp


@pytest.fixture(scope="module")
def good_bytes(tmp_path_factory) -> bytes:
    """The bytes of a freshly built catalogue (the build is deterministic)."""
    return cat.build(tmp_path_factory.mktemp("good") / "catalog.sqlite").read_bytes()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tamper(path: Path, sql: str) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute(sql)
    con.close()


def _price(catalog, market: str, name: str) -> float:
    return min(p.amount for n, p in catalog.prices(market) if n == name)


def _leftovers(*folders: Path) -> list[str]:
    return sorted(p.name for folder in folders if folder.is_dir() for p in folder.iterdir()
                  if p.name.endswith((".tmp", "-journal", "-wal", "-shm")))


# ------------------------------------------------------------------------------ the temporary folder
def _plant(folder: Path, good: bytes, name: str) -> Path:
    """Put a catalogue whose fingerprint row is right but whose prices were lowered in ``folder``."""
    folder.mkdir(exist_ok=True)
    planted = folder / name
    planted.write_bytes(good)
    _tamper(planted, f"UPDATE prices SET amount = 1 WHERE name = '{CHEAP_CARD}'")
    return planted


@pytest.mark.parametrize("how", ["world-writable", "another owner"])
def test_a_temporary_folder_others_can_write_is_not_trusted(tmp_path, private_tmp, good_bytes, how):
    real = cat.Catalog.load(tmp_path / "real.sqlite")
    shared = private_tmp / f"gpu-advisor-{os.getuid()}"
    planted = _plant(shared, good_bytes, "catalog.sqlite")
    if how == "world-writable":
        os.chmod(shared, 0o777)
    else:
        if os.geteuid() != 0:
            pytest.skip("chown needs root")
        os.chown(shared, 12345, 12345)
        os.chown(planted, 12345, 12345)
    unusable = tmp_path / "catalog.sqlite"
    unusable.mkdir()  # the configured path cannot be written: the temporary folder is tried

    loaded = cat.Catalog.load(unusable)

    assert _price(loaded, "current-us", CHEAP_CARD) == _price(real, "current-us", CHEAP_CARD) > 1
    assert loaded.path != planted


def test_the_temporary_folder_is_made_private(tmp_path, private_tmp):
    unusable = tmp_path / "catalog.sqlite"
    unusable.mkdir()

    loaded = cat.Catalog.load(unusable)

    folder = private_tmp / f"gpu-advisor-{os.getuid()}"
    assert loaded.path == folder / "catalog.sqlite"
    mode = os.lstat(folder)
    assert stat.S_ISDIR(mode.st_mode) and mode.st_uid == os.getuid() and stat.S_IMODE(mode.st_mode) == 0o700


# ------------------------------------------------------------------------------ contents, not only the fingerprint
@pytest.mark.parametrize("sql", [
    f"UPDATE prices SET amount = 1 WHERE name = '{CHEAP_CARD}'",
    "UPDATE rules SET text = 'Buy anything.' WHERE rule_id = 'vendor.nvidia'",
    "DELETE FROM cards WHERE name = 'GeForce GTX 1080'",
    "CREATE TABLE extra (x)",
])
def test_tampered_contents_with_a_matching_fingerprint_are_rebuilt(tmp_path, good_bytes, sql):
    path = tmp_path / "catalog.sqlite"
    path.write_bytes(good_bytes)
    _tamper(path, sql)

    loaded = cat.Catalog.load(path)

    assert _price(loaded, "current-us", CHEAP_CARD) > 1
    assert loaded.rules["vendor.nvidia"]["text"] != "Buy anything."
    assert "GeForce GTX 1080" in loaded.card_rows
    assert path.read_bytes() == good_bytes  # rebuilt in place


def test_a_damaged_catalogue_is_rebuilt_once(tmp_path, good_bytes):
    path = tmp_path / "catalog.sqlite"
    damaged = bytearray(good_bytes)
    page = 4096
    damaged[10 * page : 40 * page] = b"\xff" * (30 * page)  # the card pages (written first)
    path.write_bytes(bytes(damaged))
    assert cat._stored_fingerprint(path) == cat.fingerprint()  # the fingerprint row survived

    loaded = cat.Catalog.load(path)

    assert "GeForce GTX 1080" in loaded.card_rows
    assert path.read_bytes() == good_bytes
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA quick_check").fetchone() == ("ok",)
    con.close()


def test_a_truncated_catalogue_is_rebuilt(tmp_path, good_bytes):
    path = tmp_path / "catalog.sqlite"
    path.write_bytes(good_bytes[: len(good_bytes) // 3])
    assert "GeForce GTX 1080" in cat.Catalog.load(path).card_rows
    assert path.read_bytes() == good_bytes


def test_a_build_that_fails_its_check_is_not_installed(tmp_path, good_bytes, monkeypatch, caplog):
    path = tmp_path / "catalog.sqlite"
    stale = bytearray(good_bytes)
    path.write_bytes(good_bytes)
    _tamper(path, "UPDATE meta SET value = 'stale' WHERE key = 'fingerprint'")
    stale = path.read_bytes()
    real_write = os.write

    def torn_write(fd, data):  # the disk silently keeps only the first half of what is written
        return real_write(fd, bytes(data)[: len(data) // 2]) and len(data)

    monkeypatch.setattr(os, "write", torn_write)
    with caplog.at_level(logging.WARNING, logger="advisor.catalog"):
        loaded = cat.Catalog.load(path)

    assert "GeForce GTX 1080" in loaded.card_rows  # answers from the build in memory
    assert path.read_bytes() == stale  # the half-written file never replaced the old one
    assert _leftovers(tmp_path) == []
    assert any("check" in r.getMessage() for r in caplog.records)


# ------------------------------------------------------------------------------ files that are not ours
def _other_app_db(path: Path) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
        con.execute("INSERT INTO users (name) VALUES ('alice')")
    con.close()


def _with_app_id(path: Path) -> None:
    _other_app_db(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA application_id = 1234")
    con.close()


def _fake_meta(path: Path) -> None:  # a meta table, but not ours
    con = sqlite3.connect(path)
    with con:
        con.execute("CREATE TABLE meta (key TEXT, value TEXT)")
        con.execute("INSERT INTO meta VALUES ('schema', '7')")
    con.close()


@pytest.mark.parametrize("make", [
    _other_app_db,
    _with_app_id,
    _fake_meta,
    lambda p: p.write_text("my notes, not a database\n", encoding="utf-8"),
    lambda p: p.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200),
])
def test_a_file_that_is_not_ours_is_never_replaced(tmp_path, make):
    path = tmp_path / "app.sqlite"
    make(path)
    before = _sha(path)

    with pytest.raises(cat.CatalogError) as info:
        cat.Catalog.load(path)

    assert _sha(path) == before
    message = str(info.value)
    assert str(path) in message and "\n" not in message and "not a GPU Advisor catalogue" in message
    with pytest.raises(cat.CatalogError):
        cat.build(path)
    assert _sha(path) == before
    assert _leftovers(tmp_path) == []


def test_a_catalogue_carries_its_application_id_and_schema_name(tmp_path):
    path = cat.build(tmp_path / "catalog.sqlite")
    assert int.from_bytes(path.read_bytes()[68:72], "big") == cat.APPLICATION_ID
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA application_id").fetchone()[0] == cat.APPLICATION_ID
    assert dict(con.execute("SELECT key, value FROM meta"))["schema_name"] == cat.SCHEMA_NAME
    con.close()


def test_a_catalogue_from_before_the_application_id_is_recognised_and_replaced(tmp_path, good_bytes):
    path = tmp_path / "catalog.sqlite"
    path.write_bytes(good_bytes)
    con = sqlite3.connect(path)
    with con:
        con.execute("PRAGMA application_id = 0")
        con.execute("DELETE FROM meta WHERE key IN ('schema_name', 'content')")
        con.execute("UPDATE meta SET value = 'old' WHERE key = 'fingerprint'")
    con.close()

    assert "GeForce GTX 1080" in cat.Catalog.load(path).card_rows
    assert path.read_bytes() == good_bytes


def test_an_empty_file_at_the_path_is_replaced(tmp_path, good_bytes):
    path = tmp_path / "catalog.sqlite"
    path.touch()
    cat.Catalog.load(path)
    assert path.read_bytes() == good_bytes


# ------------------------------------------------------------------------------ killed builds, full disks, directories
KILLED_BUILD = """
import os, signal, sys
from pathlib import Path
from advisor import catalog as cat

def die(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

os.replace = die  # killed after writing the new file, before moving it into place
cat.build(Path(sys.argv[1]))
"""


def test_a_killed_build_leaves_nothing_behind_for_long(tmp_path):
    path = tmp_path / "catalog.sqlite"
    done = subprocess.run([sys.executable, "-c", KILLED_BUILD, str(path)], cwd=ROOT, capture_output=True)
    assert done.returncode == -9, done.stderr
    left = [p for p in tmp_path.iterdir() if p.name != path.name]
    assert left  # the killed process could not clean up after itself
    for p in left:  # …and some time has passed since
        os.utime(p, (1_000_000_000, 1_000_000_000))

    cat.Catalog.load(path)

    assert _leftovers(tmp_path) == [] and sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_a_build_in_progress_elsewhere_is_not_disturbed(tmp_path):
    """Another process's temporary file (locked while it writes) is never removed."""
    fcntl = pytest.importorskip("fcntl")
    path = tmp_path / "catalog.sqlite"
    busy = tmp_path / f".{path.name}.busy.tmp"
    with open(busy, "wb") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        os.utime(busy, (1_000_000_000, 1_000_000_000))
        cat.Catalog.load(path)
        assert busy.exists()


def test_a_full_disk_answers_from_memory_and_says_so(tmp_path, private_tmp, monkeypatch, caplog):
    path = tmp_path / "data" / "catalog.sqlite"

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    with caplog.at_level(logging.WARNING, logger="advisor.catalog"):
        loaded = cat.Catalog.load(path)

    assert "GeForce GTX 1080" in loaded.card_rows
    assert loaded.path is None  # nothing on disk: built in memory
    assert not path.exists()
    assert _leftovers(path.parent, private_tmp / f"gpu-advisor-{os.getuid()}") == []
    said = " ".join(r.getMessage() for r in caplog.records)
    assert os.strerror(errno.ENOSPC) in said and str(path) in said


FILE_SIZE_LIMIT = """
import resource, signal, sys, tempfile
from pathlib import Path
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))
tempfile.tempdir = sys.argv[2]
from advisor import catalog as cat
loaded = cat.Catalog.load(Path(sys.argv[1]))
print(len(loaded.card_rows), loaded.path)
"""


def test_a_file_size_limit_answers_from_memory_and_leaves_nothing(tmp_path, private_tmp):
    path = tmp_path / "catalog.sqlite"
    done = subprocess.run([sys.executable, "-c", FILE_SIZE_LIMIT, str(path), str(private_tmp)], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    rows, where = done.stdout.split()
    assert int(rows) > 1000 and where == "None"
    assert "Traceback" not in done.stderr and "File too large" in done.stderr
    assert _leftovers(tmp_path, private_tmp / f"gpu-advisor-{os.getuid()}") == []
    assert not path.exists()


def test_a_directory_at_the_path_is_logged_and_left_alone(tmp_path, private_tmp, caplog):
    path = tmp_path / "catalog.sqlite"
    path.mkdir()
    (path / "mine.txt").write_text("keep", encoding="utf-8")

    with caplog.at_level(logging.INFO, logger="advisor.catalog"):
        loaded = cat.Catalog.load(path)

    assert "GeForce GTX 1080" in loaded.card_rows
    assert sorted(p.name for p in path.iterdir()) == ["mine.txt"]
    assert _leftovers(tmp_path, path) == []
    said = " ".join(r.getMessage() for r in caplog.records)
    assert str(path) in said and str(loaded.path) in said


def test_concurrent_loads_all_answer_and_leave_one_good_file(tmp_path):
    path = tmp_path / "catalog.sqlite"
    # one hash seed for every process: the stored name index is a pickle whose sets follow it
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    subprocess.run([sys.executable, "-c", "import sys; from advisor import catalog as cat; cat.build(sys.argv[1])",
                    str(tmp_path / "good.sqlite")], cwd=ROOT, env=env, check=True)
    good = (tmp_path / "good.sqlite").read_bytes()
    code = "import sys; from advisor import catalog as cat; print(len(cat.Catalog.load(sys.argv[1]).card_rows))"
    procs = [subprocess.Popen([sys.executable, "-c", code, str(path)], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(4)]
    outs = [p.communicate() for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert len({o for o, _ in outs}) == 1
    assert path.read_bytes() == good and _leftovers(tmp_path) == []


# ------------------------------------------------------------------------------ the console says it in one line
def test_the_console_refuses_another_programs_file_in_one_line(tmp_path):
    path = tmp_path / "app.sqlite"
    _other_app_db(path)
    before = _sha(path)
    env = {**os.environ, "GPU_ADVISOR_DB": str(path)}

    done = subprocess.run([sys.executable, "-m", "advisor", "why", "1080"], capture_output=True, text=True,
                          env=env, cwd=ROOT)

    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and str(path) in done.stderr and "Traceback" not in done.stderr
    assert "not a GPU Advisor catalogue" in done.stderr
    assert _sha(path) == before
