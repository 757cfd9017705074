"""The catalogue's file: what is at the path, reading it, writing it safely, the private fallback folder.

The file says what it is (``PRAGMA application_id`` = :data:`APPLICATION_ID` and a ``meta`` row
``schema_name`` = :data:`SCHEMA_NAME`); a file at the path that is not a GPU Advisor catalogue is
never replaced (:class:`CatalogError`). A catalogue is written atomically (:func:`_save`) and,
where its path cannot be written, kept in a folder of this user's own (:func:`_private_folder`).
The package's docstring (:mod:`advisor.catalog`) says why.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import marshal
import os
import sqlite3
import stat
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

try:  # POSIX: a build in progress holds a lock on its temporary file
    import fcntl
except ImportError:  # pragma: no cover - Windows: temporary files of killed builds stay
    fcntl = None  # type: ignore[assignment]

SCHEMA_VERSION = "2"  # 2: answers hold messages only (Performance.source is a message)
SCHEMA_NAME = "gpu-advisor-catalog"
"""The ``meta`` table's ``schema_name``: what this SQLite file is."""
APPLICATION_ID = 0x47504143
"""``PRAGMA application_id`` of a catalogue (the bytes "GPAC"), at offset 68 of the SQLite
header, so the file can be recognised without reading any table."""


FIRST_TABLES = frozenset({"cards", "performance", "markets", "prices", "rules", "meta"})
"""Tables every catalogue has had, from the first version on (how one without an application id is recognised)."""
MAX_FILE_BYTES = 64 * 2**20  # a catalogue is about 2.5 MiB (tables and name index); a file past this is not read
STALE_TEMPORARY_SECONDS = 60  # a temporary file this old and unlocked was left by a killed build
KEY_HEX = 16
"""Hex digits of the fingerprint in a default file's name (64 bits: two inputs sharing them is not a concern;
a file whose full fingerprint row differs is rebuilt anyway)."""
KEEP_CATALOGUES = 4
"""Default catalogue files kept in the cache folder (the most recently used): a few checkouts or
installed versions side by side each keep theirs; older ones are removed after a build."""
LOCK_WAIT_SECONDS = 60.0
"""How long a start waits for another process's build of the same file (a build takes about a
second of CPU; 25 starting at once on a loaded machine wait several) before it builds a catalogue
in memory, with a warning, rather than hang."""


class _Log:
    """The catalogue's logger, ``advisor.catalog`` (the package's name: every room of it logs
    there), looked up when first used: a start that logs nothing never imports :mod:`logging`
    (about 10 ms of CPU)."""

    def __getattr__(self, name: str):  # noqa: ANN204 - the logger's own methods
        import logging

        return getattr(logging.getLogger(__name__.rpartition(".")[0]), name)


log = _Log()


class CatalogError(Exception):
    """The catalogue cannot be used: the path holds something that is not a GPU Advisor
    catalogue (left untouched), or the catalogue cannot be built from its inputs.

    ``str(error)`` is one line naming the path and the cause, for the console and the bot to
    print as it is. Attributes: ``path`` (:class:`~pathlib.Path`), ``cause`` (text).
    """

    def __init__(self, path: Path, cause: str) -> None:
        self.path = Path(path)
        self.cause = cause
        super().__init__(f"cannot use {_shown(path)} for the card catalogue: {cause}")


class CatalogDamaged(sqlite3.DatabaseError):
    """A catalogue file whose contents are not what was built (its ``content`` digest differs,
    a table is missing, it is not a current catalogue): read like SQLite's own damage errors."""


def _shown(path: object) -> str:
    """A path on one line (control characters escaped)."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(path))


def default_folder() -> Path:
    """``$GPU_ADVISOR_DB`` when it is set, else the folder of the default files (:func:`cache_folder`):
    where the catalogue would be, when its fingerprint cannot be computed (for an error message)."""
    return Path(os.environ.get("GPU_ADVISOR_DB") or cache_folder())


def cache_folder() -> Path:
    """The folder of the default catalogue files: ``$XDG_CACHE_HOME/gpu-advisor``, else
    ``~/.cache/gpu-advisor``."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gpu-advisor"


def keyed_name(stamp: str) -> str:
    """The default file name of the catalogue of fingerprint ``stamp``:
    ``catalog-v<schema>-<first 16 hex of stamp>.sqlite``."""
    return f"catalog-v{SCHEMA_VERSION}-{stamp[:KEY_HEX]}.sqlite"


def _catalogue_name(name: str) -> bool:
    """True for a default catalogue's file name, of any schema and fingerprint (``catalog-v2-<16
    hex>.sqlite``) or from before the names had a fingerprint (``catalog-v2.sqlite``)."""
    if not (name.startswith("catalog-v") and name.endswith(".sqlite")):
        return False
    version, dash, key = name[len("catalog-v"):-len(".sqlite")].partition("-")
    keyed = len(key) == KEY_HEX and set(key) <= set("0123456789abcdef")
    return version.isascii() and version.isdigit() and (keyed or not dash)


_REFUSED = {
    "foreign": "it is not a GPU Advisor catalogue (another program's file) and was left untouched; "
               "point GPU_ADVISOR_DB at a file of its own",
    "special": "it is not a GPU Advisor catalogue (not a regular file) and was left untouched; "
               "point GPU_ADVISOR_DB at a file of its own",
}


class Lazy(Mapping[str, Any]):
    """A read-only mapping of key -> value whose values are made from their stored rows on first use
    (``make(row)``), then kept: an answer about one card builds one figure, not the 2,800 the file holds."""

    __slots__ = ("_made", "_make", "_raw")

    def __init__(self, rows: Mapping[str, Any], make: Callable[[Any], Any]) -> None:
        self._raw, self._make = rows, make
        self._made: dict[str, Any] = {}

    def __getitem__(self, key: str) -> Any:
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = self._build(self._raw[key])  # KeyError for an unknown key
        return made

    def _build(self, row: Any) -> Any:
        return self._make(row)

    def __contains__(self, key: object) -> bool:
        return key in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


class Rows(Lazy):
    """A table's rows by their key column, each made a dict (column -> value) when first read and
    then kept (:class:`Lazy`): an answer reads a few hundred of the 2,800 card rows, and making every
    one a dict at load was ~5 ms of each start (issue 30 §6). Read-only; :meth:`column` reads one
    column of every row without making dicts."""

    __slots__ = ("_columns",)

    def __init__(self, columns: Sequence[str], rows: Iterable[Sequence[Any]], key: str) -> None:
        at = list(columns).index(key)
        self._columns = tuple(columns)
        super().__init__({row[at]: row for row in rows}, dict)

    def _build(self, row: Any) -> dict[str, Any]:
        return dict(zip(self._columns, row, strict=True))

    def column(self, name: str) -> Iterator[tuple[str, Any]]:
        """``(key, value of column name)`` of every row, in table order."""
        at = self._columns.index(name)
        return ((key, row[at]) for key, row in self._raw.items())


def column(rows: Mapping[str, dict[str, Any]], name: str) -> Iterator[tuple[str, Any]]:
    """``(key, row[name])`` of every row of ``rows`` (:meth:`Rows.column` when it is one)."""
    if isinstance(rows, Rows):
        return rows.column(name)
    return ((key, row[name]) for key, row in rows.items())


def _read_tables(con: sqlite3.Connection, keyed: Mapping[str, str] | None = None) -> tuple[dict[str, Any], str]:
    """Every table but ``meta`` as rows (dicts; a table built empty has none), and the
    SHA-256 of their names, columns and values in storage order: the ``content`` digest. The
    values are serialised with :mod:`marshal` version 2 (by value, no object references; the
    Python version is part of the fingerprint), four times quicker than ``repr``. A table named
    in ``keyed`` (table -> key column) is given as :class:`Rows` by that column instead."""
    keyed = keyed or {}
    digest = hashlib.sha256()
    out: dict[str, Any] = {}
    names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    for name in names:
        if name == "meta":
            continue
        cur = con.execute(f"SELECT * FROM [{name}]")
        rows = cur.fetchall()
        columns = tuple(d[0] for d in cur.description)
        digest.update(marshal.dumps((name, columns, rows), 2))
        if name in keyed and columns != ("empty",):
            out[name] = Rows(columns, rows, keyed[name])
        else:
            out[name] = [] if columns == ("empty",) else [dict(zip(columns, r, strict=True)) for r in rows]
    return out, digest.hexdigest()


# --------------------------------------------------------------------------------------
# the file: what is at the path, writing it safely, the private fallback folder
# --------------------------------------------------------------------------------------
def _uri(path: Path, **params: str) -> str:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{Path(path).absolute().as_uri()}?{query}"


def _kind(path: Path) -> str:
    """What is at ``path``: ``missing``, ``empty`` (a file of 0 bytes), ``ours`` (a GPU Advisor
    catalogue: its application id, or — built before there was one — a ``meta`` table with a
    fingerprint and schema beside the catalogue's tables), ``directory``, ``special`` (a FIFO,
    a device…: never opened) or ``foreign`` (anything else). Raises ``OSError`` when ``path``
    cannot be examined (a folder without permission)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "missing"
    if stat.S_ISDIR(st.st_mode):
        return "directory"
    if not stat.S_ISREG(st.st_mode):
        return "special"
    if st.st_size == 0:
        return "empty"
    with open(path, "rb") as fh:
        head = fh.read(100)
    if len(head) < 100 or not head.startswith(b"SQLite format 3\x00"):
        return "foreign"
    application_id = int.from_bytes(head[68:72], "big")
    if application_id == APPLICATION_ID:
        return "ours"
    if application_id != 0:
        return "foreign"
    try:  # before the application id: the first version's layout
        con = sqlite3.connect(_uri(path, mode="ro", immutable="1"), uri=True)
        try:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            keys = {r[0] for r in con.execute("SELECT key FROM meta")} if "meta" in tables else set()
        finally:
            con.close()
    except sqlite3.Error:
        return "foreign"
    return "ours" if keys >= {"fingerprint", "schema"} and tables >= FIRST_TABLES else "foreign"


def _read_file(path: Path) -> bytes:
    """The bytes of a catalogue file (``CatalogDamaged`` past :data:`MAX_FILE_BYTES`)."""
    with open(path, "rb") as fh:
        if os.fstat(fh.fileno()).st_size > MAX_FILE_BYTES:
            raise CatalogDamaged(f"larger than {MAX_FILE_BYTES // 2**20} MiB")
        return fh.read()


def _open_bytes(blob: bytes) -> sqlite3.Connection:
    """An in-memory SQLite connection holding ``blob`` (nothing touches the file again)."""
    con = sqlite3.connect(":memory:")
    con.deserialize(blob)
    return con


def _stamp_of(blob: bytes) -> str | None:
    """The fingerprint row of a catalogue's bytes, or ``None`` when it cannot be read."""
    try:
        con = _open_bytes(blob)
        try:
            row = con.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def _save(blob: bytes, path: Path) -> None:
    """Write a catalogue's bytes to ``path`` atomically.

    A temporary file ``.<name>.<random>.tmp`` is made beside ``path``, locked (``flock``) while
    it is written, ``fsync``-ed, checked (its size, and ``PRAGMA quick_check`` = ``ok``), made
    readable by all (0644: a service user reads what root built), and renamed over ``path``.
    On any failure — a full disk, a file size limit, a failed check, an interrupt — it is
    removed and the error raised (``OSError``); ``path`` is never half-written. Temporary files
    of builds that were killed are removed first (unlocked and older than
    :data:`STALE_TEMPORARY_SECONDS`).
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(folder, path.name)
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(name)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        view = memoryview(blob)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        _check_written(tmp, len(blob))
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    finally:
        os.close(fd)
    with contextlib.suppress(OSError):  # make the rename itself durable (POSIX)
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _check_written(tmp: Path, size: int) -> None:
    """Raise ``OSError`` unless the file just written has ``size`` bytes and passes
    ``PRAGMA quick_check`` (read-only and immutable: SQLite makes no journal beside it)."""
    problem = None
    if tmp.stat().st_size != size:
        problem = f"{tmp.stat().st_size} of {size} bytes on disk"
    else:
        try:
            con = sqlite3.connect(_uri(tmp, mode="ro", immutable="1"), uri=True)
            try:
                rows = [r[0] for r in con.execute("PRAGMA quick_check")]
            finally:
                con.close()
            if rows != ["ok"]:
                problem = "; ".join(rows[:3])
        except sqlite3.Error as err:
            problem = str(err)
    if problem:
        raise OSError(errno.EIO, f"the file written failed its check (PRAGMA quick_check: {problem})", str(tmp))


def _remove_stale_temporaries(folder: Path, name: str) -> None:
    """Remove ``.<name>.*.tmp`` files in ``folder`` left by killed builds: older than
    :data:`STALE_TEMPORARY_SECONDS` and not locked (a build in progress holds its lock)."""
    if fcntl is None:  # pragma: no cover - no way to tell a live build from a dead one
        return
    prefix = f".{name}."
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp")):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if time.time() - entry.stat(follow_symlinks=False).st_mtime < STALE_TEMPORARY_SECONDS:
                continue
            fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                os.unlink(entry.path)
            finally:
                os.close(fd)
        except OSError:  # locked by a live build, or gone already
            continue


def _private_folder() -> Path | None:
    """The per-user fallback folder ``$TMPDIR/gpu-advisor-<uid>``: created ``0700``; an
    existing one is used only if it is a real folder (not a link) of this user that no one else
    can write to (then made ``0700`` if it was not). ``None`` (and a warning) otherwise: a
    folder anyone could have made in the shared temporary directory is never trusted."""
    uid = os.getuid() if hasattr(os, "getuid") else None
    folder = Path(f"gpu-advisor-{uid}" if uid is not None else "gpu-advisor")
    try:
        folder = Path(tempfile.gettempdir()) / folder  # raises when no temporary directory is usable
        with contextlib.suppress(FileExistsError):
            os.mkdir(folder, 0o700)
        st = os.lstat(folder)
        if uid is not None:
            if not stat.S_ISDIR(st.st_mode) or st.st_uid != uid or st.st_mode & 0o022:
                log.warning("not using %s for the card catalogue: it is not a folder of this user that only "
                            "this user can write", _shown(folder))
                return None
            if stat.S_IMODE(st.st_mode) != 0o700:
                os.chmod(folder, 0o700)
    except OSError as err:
        log.warning("cannot use %s for the card catalogue (%s)", _shown(folder), err.strerror or err)
        return None
    return folder


def _owned(path: Path) -> bool:
    """True when ``path`` is a regular file (not a link) of this user."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and (not hasattr(os, "getuid") or st.st_uid == os.getuid())


def _cause(err: BaseException) -> str:
    """An ``OSError`` as a short cause (``No space left on device``)."""
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return str(err) or err.__class__.__name__


def _stored_fingerprint(db_path: Path) -> str | None:
    """The fingerprint row of the catalogue at ``db_path`` (``None`` when there is none, or the
    file is not a catalogue or cannot be read). Never writes anything."""
    try:
        if _kind(db_path) != "ours":
            return None
        return _stamp_of(_read_file(db_path))
    except (OSError, sqlite3.Error):
        return None


# --------------------------------------------------------------------------------------
# many processes, many versions: one build at a time per file, the few most recent files kept
# --------------------------------------------------------------------------------------
@contextlib.contextmanager
def build_lock(path: Path, wait: float | None = None) -> Iterator[bool]:
    """Hold the build lock of the catalogue at ``path`` (``flock`` on ``<path>.lock`` beside it)
    while the block runs: ``True`` when it is held, ``False`` when another process held it for
    ``wait`` seconds (:data:`LOCK_WAIT_SECONDS`). The lock file is removed when the block ends,
    still held: nothing is left beside the catalogue, and a process that waited on it re-checks
    the file before building (:meth:`~advisor.catalog.load.Catalog._load_file`), so it reads what
    was just built. Where no lock can be made (no ``flock``, a lock file that cannot be created or
    is a link, a file system without locks) the block runs unlocked (``True``): two builds at once
    are only slower, each file is written atomically."""
    wait = LOCK_WAIT_SECONDS if wait is None else wait
    if fcntl is None:  # pragma: no cover - Windows
        yield True
        return
    lock = f"{path}.lock"
    flags = os.O_RDONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(lock, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
    except OSError:
        yield True
        return
    held, deadline, pause = False, time.monotonic() + wait, 0.01
    try:
        while not held:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                held = True
            except BlockingIOError:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                time.sleep(min(pause, left))
                pause = min(pause * 2, 0.25)
            except OSError:  # a file system without locks (some network ones): unlocked
                held = True
        yield held
    finally:
        if held:  # a process still waiting on this lock re-checks the file once it has it, and reads it
            with contextlib.suppress(OSError):
                os.unlink(lock)
        os.close(fd)  # releases the lock


def signature(path: Path) -> tuple[int, int, int] | None:
    """``(inode, mtime ns, size)`` of the file at ``path``, ``None`` when there is none: whether
    another process replaced it while this one waited for the lock."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def prunable(path: Path, stamp: str) -> bool:
    """True when ``path`` is the default file of fingerprint ``stamp`` (``GPU_ADVISOR_DB`` unset,
    the name :func:`keyed_name`), in the cache folder or the private fallback folder: the files
    beside it are the default catalogues of other fingerprints, which :func:`prune` may remove."""
    return not os.environ.get("GPU_ADVISOR_DB") and path.name == keyed_name(stamp)


def touch(path: Path) -> None:
    """Mark a default catalogue file used now (its modification time: what :func:`prune` keeps
    by); a file that cannot be touched (another user's) is left as it is."""
    with contextlib.suppress(OSError):
        os.utime(path)


def prune(path: Path, keep: int | None = None) -> list[Path]:
    """Remove the default catalogue files beside ``path`` but the ``keep`` most recently used
    (:data:`KEEP_CATALOGUES`, ``path`` counted first); return those removed.

    Only regular files of this user named as a default catalogue (:func:`_catalogue_name`) that are
    GPU Advisor catalogues (:func:`_kind`) are removed, with their lock file when no build holds it;
    anything else in the folder is never touched. Removing a file another process is reading is
    safe: a load reads the file's bytes whole (:func:`_read_file`) and a file gone between the look
    and the read is built again like a missing one."""
    keep = KEEP_CATALOGUES if keep is None else keep
    try:
        entries = [e for e in os.scandir(path.parent) if e.name != path.name and _catalogue_name(e.name)]
    except OSError:
        return []
    dated = []
    for entry in entries:
        with contextlib.suppress(OSError):
            dated.append((entry.stat(follow_symlinks=False).st_mtime_ns, Path(entry.path)))
    removed = []
    for _, old in sorted(dated, reverse=True)[max(keep - 1, 0):]:
        try:
            if not _owned(old) or _kind(old) != "ours":
                continue
            old.unlink()
        except OSError:
            continue
        removed.append(old)
        _remove_unheld_lock(Path(f"{old}.lock"))
    if removed:
        log.info("removed %d older card catalogue(s) beside %s", len(removed), _shown(path))
    return removed


def _remove_unheld_lock(lock: Path) -> None:
    """Remove the lock file of a removed catalogue unless a build holds it."""
    if fcntl is None or not _owned(lock):  # pragma: no cover - Windows
        return
    try:
        fd = os.open(lock, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        lock.unlink()
    except OSError:
        pass
    finally:
        os.close(fd)
