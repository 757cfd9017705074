"""Per-server data in one SQLite file, the embedded default: the SQLite dialect of the store's
contract (:class:`storage.base.Store`, where the rules every change obeys are written — caps, the
audit row per change, resets, imports all or nothing). This module holds only the file, its
checks, its schema and migrations, and its connections and transactions.

One SQLite file, written with ``sqlite-utils``, at ``DATABASE_PATH`` (:func:`default_path` when
unset: ``$XDG_DATA_HOME/gpu-advisor/gpu-advisor.sqlite``, i.e. ``~/.local/share/…``; the Docker
image sets ``/data/gpu-advisor.sqlite``, on its volume). It is a different file from the card
catalogue (``GPU_ADVISOR_DB``), which is rebuilt from ``data/`` at will: nothing here can be
rebuilt, so nothing here is ever replaced.

Tables (schema :data:`SCHEMA_VERSION`, migrations in :data:`MIGRATIONS`):

``prices``
    one row per (guild, market, card, condition): ``amount`` in ``currency`` as the admin gave
    it, ``set_at`` (UTC, ISO 8601) and ``set_by`` (Discord user id; ``NULL`` for the console).
``settings``
    one row per (guild, name) for the names in :data:`SETTINGS`.
``audit``
    one row per change, resets and imports included, never deleted: guild, user id, ``via``
    (``discord`` / ``console``), ``action``, the price key or the setting, old and new value,
    time. A guild's *version* (:meth:`Storage.version`) is its newest audit id, so a cache keyed
    by it (the bot's per-server advisors) is never stale, even after a console import.
``meta``
    ``schema`` = :data:`SCHEMA_NAME`, and when the file was created.

Safety rules:

- A file is ours when ``PRAGMA application_id`` is :data:`APPLICATION_ID` and its ``meta``
  table names :data:`SCHEMA_NAME`. An empty file (or none) becomes ours; any other file —
  another application's database, the card catalogue, a text file — is refused with one
  :class:`StorageError` line and left exactly as it was (it is only ever opened read-only
  until it is known to be ours).
- A folder that does not exist, a read-only file or folder, a damaged file (``PRAGMA
  quick_check``) or a file written by a newer version (a migration we do not know) is refused
  the same way. Nothing is ever deleted or rebuilt.
- WAL journal, ``synchronous=FULL`` (a committed change survives a power cut), a busy timeout
  for the console and the bot writing at once. Every change is one ``BEGIN IMMEDIATE``
  transaction, its audit rows included: it is applied whole or not at all, even if the process
  is killed in the middle. A file this call created is removed again when opening it fails (a
  full disk), so that "nothing was changed" holds.
- A bot process claims its shards (:meth:`storage.base.Store.claim_shards`) with a lock on
  ``<file>-shards``, an empty file beside the data (the operating system releases the lock when
  the process ends; the file may be deleted while no bot runs).
- Two connections, each guarded by a lock, so the methods are safe to call from several threads:
  one writes (the bot runs its writes in worker threads, off the event loop), the other only
  reads, so a read — the bot checks a server's data version on every answer — never waits for a
  write in progress or waiting for another process's.

Backups: copy the file *with* its ``-wal`` file while the bot is stopped, or at any time with
``sqlite3 gpu-advisor.sqlite ".backup backup.sqlite"`` (or :meth:`Storage.backup`).
"""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlite_utils
from sqlite_utils import Migrations

from advisor.i18n import Message, Text, msg
from storage.base import Store, Transaction
from storage.files import owner, special_kind
from storage.records import SCHEMA_NAME, StorageError, iso, utc_now

__all__ = ["APPLICATION_ID", "MIGRATIONS", "SCHEMA_NAME", "SCHEMA_VERSION", "STEPS", "Storage", "StorageError",
           "default_path"]

log = logging.getLogger(__name__)

APPLICATION_ID = 0x47504144
"""``PRAGMA application_id`` of a server-data file: the bytes ``GPAD`` (GPU Advisor data)."""

BUSY_TIMEOUT_S = 10.0
"""How long a write waits for another process's write (the console importing while the bot runs)."""

FILE_NAME = "gpu-advisor.sqlite"
SQLITE_MAGIC = b"SQLite format 3\x00"
WAL_HEADER_BYTES = 32
"""A ``-wal`` file's header: a WAL no longer than it holds no frame (no committed change)."""
LEAF_TABLE_PAGE = 0x0D
"""The b-tree page type of a leaf table page (SQLite's file format)."""
SHARDS_SUFFIX = "-shards"
"""The file beside the data whose byte locks say which shards a bot process runs
(:meth:`Storage._lock_slot`): empty, never read."""

MIGRATIONS = Migrations("gpu-advisor-server-data")
"""The schema's history (sqlite-utils migrations). Each migration runs in the transaction that
opens the file, with the record of it having run (``_sqlite_migrations``), so a file is at one
version or the next, never between. Never edit a released migration: add the next one."""

STEPS: list[str] = []
"""The names of :data:`MIGRATIONS`, in order (a file that has run a step not listed here was
written by a newer version)."""


def _step(name: str) -> Callable:
    STEPS.append(name)
    return MIGRATIONS(name=name)


@_step("v1_prices_and_audit")
def _v1_prices_and_audit(db: sqlite_utils.Database) -> None:
    """Version 1 (the first release): prices and their audit."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.table("meta").create({"key": str, "value": str}, pk="key")
    db.table("meta").insert_all([
        {"key": "schema", "value": SCHEMA_NAME},
        {"key": "created", "value": iso(datetime.now(UTC))},
    ])
    db.table("prices").create(
        {"guild": int, "market": str, "card": str, "condition": str, "amount": float, "currency": str,
         "set_at": str, "set_by": int},
        pk=("guild", "market", "card", "condition"),
        not_null={"guild", "market", "card", "condition", "amount", "currency", "set_at"},
    )
    db.table("audit").create(
        {"id": int, "guild": int, "user_id": int, "action": str, "market": str, "card": str, "condition": str,
         "old_value": str, "new_value": str, "at": str},
        pk="id",
        not_null={"guild", "action", "at"},
    )
    db.table("audit").create_index(["guild", "card"])


@_step("v2_settings")
def _v2_settings(db: sqlite_utils.Database) -> None:
    """Version 2: per-server settings; the audit says which setting changed and through what
    (``via``: rows written by version 1 came from Discord, its only way in); a guild's newest
    audit row is found by index (its version)."""
    db.table("settings").create(
        {"guild": int, "name": str, "value": str, "set_at": str, "set_by": int},
        pk=("guild", "name"),
        not_null={"guild", "name", "value", "set_at"},
    )
    db.table("audit").add_column("setting", str)
    db.table("audit").add_column("via", str, not_null_default="discord")
    db.table("audit").create_index(["guild", "id"])


SCHEMA_VERSION = len(STEPS)
"""The number of migrations this code knows: the schema version it writes."""


class _WriteFailed(Exception):
    """A write failed while the file was being opened (said to the operator, not to a member)."""

    def __init__(self, error: sqlite3.Error) -> None:
        super().__init__(str(error))
        self.error = error


def _shards_file_failed(lock: Path, why: Message | Text) -> StorageError:
    return StorageError(msg("storage.shards.lock_file", "{file} keeps two bot processes off one shard, and it cannot "
                            "be used ({why}): make it a regular file this user may write (it is empty, and may be "
                            "removed while no bot runs). Nothing was changed.", file=Text(value=str(lock)), why=why))


# --------------------------------------------------------------------------- paths
def default_path() -> Path:
    """Where the server data lives when ``DATABASE_PATH`` is unset: the user's data folder
    (XDG: ``$XDG_DATA_HOME``, else ``~/.local/share``) ``/gpu-advisor/gpu-advisor.sqlite``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gpu-advisor" / FILE_NAME


# --------------------------------------------------------------------------- the store
class Storage(Store):
    """The server-data file, open: the contract's rules (:class:`storage.base.Store`) over one
    SQLite file. Build it with :meth:`open`; close it with :meth:`close`.

    Writes take the one write lock and are one ``BEGIN IMMEDIATE`` transaction each (their audit
    rows included); SQLite's failures (disk full, file gone read-only, another process holding
    the lock past :data:`BUSY_TIMEOUT_S`) are said as :class:`StorageError`.
    """

    path: Path

    def __init__(self, path: Path, conn: sqlite3.Connection, *, clock: Callable[[], datetime] = utc_now) -> None:
        super().__init__(clock=clock)
        self.path = path
        self.created = False  # set by open(): the file was made (or its tables were) this time
        self._conn = conn
        self._db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        self._reader: sqlite3.Connection | None = None  # opened once the file is ours (see open)
        self._read_lock = threading.Lock()
        self._shards_fd: int | None = None  # the -shards file, once claim_shards has locked in it

    # -- opening ---------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str | None = None, *, clock: Callable[[], datetime] = utc_now) -> Storage:
        """Open (or create) the server-data file at ``path`` (default :func:`default_path`),
        migrating it to :data:`SCHEMA_VERSION`.

        A missing file is created (its folder too, for the default path only); an empty file
        becomes ours. Raises :class:`StorageError` with one line — and leaves the file as it was —
        when the path is a folder, a symbolic link to a missing folder, its folder is missing or
        read-only, the file is read-only, not SQLite, damaged, another application's (or the card
        catalogue), or newer than this code. A file this call created is removed again when it
        cannot be made ours (a full disk).
        """
        explicit = path is not None
        path = Path(path).expanduser() if path is not None else default_path()
        where = str(path)
        kind = special_kind(path)
        if kind is not None:
            raise StorageError(msg("storage.open.not_regular", "{file} is {kind}, not a regular file: set "
                                   "DATABASE_PATH to a regular file or a new path, such as {example}.",
                                   file=Text(value=where), kind=kind,
                                   example=Text(value=str(path / FILE_NAME if path.is_dir() else
                                                          path.with_name(FILE_NAME)))))
        _check_link(path)
        exists = path.exists()
        if not exists:
            if not path.parent.is_dir():
                if explicit:
                    raise StorageError(f"the folder {path.parent} does not exist: create it (or mount the "
                                       f"volume there) before starting, so that {path.name} lands where you expect.")
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise StorageError(f"cannot create the folder {path.parent} ({exc.strerror}).") from None
            if not os.access(path.parent, os.W_OK | os.X_OK):
                raise StorageError(f"cannot create {where}: the folder {path.parent} is not writable by this user.")
        else:
            _check_existing_file(path)
        _check_sidecars(path)
        beside = [side for side in _sidecars(path) if not side.exists()]  # what SQLite may make now
        try:
            new = not exists or _identify(path)
            conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
        except sqlite3.Error as exc:
            raise StorageError(msg("storage.open.unreadable", "{file} cannot be opened as a database ({error}); it "
                                   "was left untouched: check that this user owns it and its -wal and -shm files "
                                   "and may read and write them (never delete a -wal file: it holds committed "
                                   "changes).", file=Text(value=where), error=Text(value=str(exc)))) from None
        try:
            store = cls(path, conn, clock=clock)
            store._prepare(new)
            store._reader = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
        except (StorageError, sqlite3.Error) as exc:
            conn.close()
            if not exists:  # made by this call: take it away again, unless it has become someone's data
                _remove_unmade(path, beside)
            if isinstance(exc, StorageError):
                raise
            raise StorageError(_open_failed(path, exc)) from None
        store.created = not exists or new
        # debug here: the bot says which file it uses once Discord has accepted the token (setup_hook),
        # so a rejected token is still one line on stderr
        log.debug("server data: %s%s (schema version %d)", "created " if store.created else "", where, SCHEMA_VERSION)
        return store

    def _prepare(self, new: bool) -> None:
        try:
            self._migrate(new)
        except _WriteFailed as failed:
            raise StorageError(_open_failed(self.path, failed.error)) from None

    def _migrate(self, new: bool) -> None:
        """WAL, durability, then (in one immediate transaction) check again that the file is ours
        or empty — another process may have initialised it meanwhile — and apply the pending
        migrations."""
        db = self._db
        if db.journal_mode != "wal":
            db.enable_wal()
        db.execute("PRAGMA synchronous = FULL")
        with self._transaction(opening=True):
            tables = set(db.table_names())
            if tables and not self._is_ours():
                raise StorageError(f"{self.path} is not a GPU Advisor server-data file; it was left untouched.")
            if not tables and not new:  # pragma: no cover - _identify said it was ours
                raise StorageError(f"{self.path} lost its tables; it was left untouched.")
            applied = [m.name for m in MIGRATIONS.applied(db)]
            if applied != STEPS[: len(applied)]:
                unknown = [name for name in applied if name not in STEPS]
                raise StorageError(
                    f"{self.path} was written by a newer GPU Advisor (schema steps {', '.join(unknown) or applied} "
                    "unknown here); upgrade the bot, or restore a backup made for this version.")
            MIGRATIONS.apply(db)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _is_ours(self) -> bool:
        app_id = self._conn.execute("PRAGMA application_id").fetchone()[0]
        if app_id != APPLICATION_ID or "meta" not in self._db.table_names():
            return False
        row = self._conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        return bool(row and row[0] == SCHEMA_NAME)

    @property
    def schema_version(self) -> int:
        """How many migrations the file has had (:data:`SCHEMA_VERSION` once open)."""
        with self._lock:
            return len(MIGRATIONS.applied(self._db))

    def close(self) -> None:
        """Close the connections (SQLite checkpoints the WAL into the file on the last close) and
        give back the shards this process claimed."""
        with self._lock, self._read_lock:
            self._unlock_slots()
            if self._reader is not None:
                self._reader.close()
            self._conn.close()

    # -- transactions ----------------------------------------------------------------
    @contextmanager
    def _write(self, guild: int) -> Iterator[Transaction]:
        """:meth:`storage.base.Store._write`: one ``BEGIN IMMEDIATE`` transaction (SQLite
        serialises every writer of the file, whatever the guild)."""
        with self._transaction():
            conn = self._conn

            def run(sql: str, params: Sequence[object] = (), /) -> list[tuple[Any, ...]]:
                return conn.execute(sql, params).fetchall()

            yield run

    @contextmanager
    def _transaction(self, *, opening: bool = False) -> Iterator[sqlite_utils.Database]:
        """One ``BEGIN IMMEDIATE`` transaction under the lock: committed whole, or rolled back
        (and :class:`StorageError` raised for a SQLite failure: the sentence for the member who
        made the change; while ``opening``, :class:`_WriteFailed` for :meth:`open` to say it to
        the operator)."""
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise (_WriteFailed(exc) if opening else self._failed(exc)) from None
            try:
                yield self._db
                self._conn.execute("COMMIT")
            except BaseException as exc:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise (_WriteFailed(exc) if opening else self._failed(exc)) from None
                raise

    def _failed(self, exc: sqlite3.Error) -> StorageError:
        log.error("server data: a change to %s failed: %s", self.path, exc)
        text = str(exc).lower()
        if "locked" in text or "busy" in text:
            why = msg("admin.storage.busy", "another program is writing to the server-data file")
        elif "readonly" in text.replace("-", "").replace(" ", ""):
            why = msg("admin.storage.read_only", "the server-data file has become read-only")
        elif "full" in text:
            why = msg("admin.storage.disk_full", "the disk is full")
        else:
            why = msg("admin.storage.other", "{error}", error=Text(value=str(exc)[:200]))
        return StorageError(msg("admin.storage.not_saved", "The change could not be saved ({why}); nothing was "
                                "changed. The bot's operator has been told in its log.", why=why))

    def _read(self, sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Run a query on the reading connection: in WAL mode it sees every committed change and
        never waits for a writer — not for this process's write waiting on the console's lock, nor
        for the console's import (the bot reads on its event loop)."""
        with self._read_lock:
            try:
                return (self._reader or self._conn).execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                log.error("server data: reading %s failed: %s", self.path, exc)
                raise StorageError(msg("admin.storage.not_read", "This server's prices and settings could not be "
                                       "read just now; please try again later.")) from None

    # -- one process per shard ------------------------------------------------------------
    def _lock_slot(self, slot: int, *, shared: bool) -> bool:
        """A byte lock (``fcntl.lockf``, byte ``slot + 1``) in ``<file>-shards``: the operating
        system's, per process, released when the process ends however it ends."""
        import fcntl  # POSIX only, as the bot's deployment (Linux, Docker)

        lock = self.path.with_name(self.path.name + SHARDS_SUFFIX)
        if self._shards_fd is None:
            kind = special_kind(lock)
            if kind is not None:
                raise _shards_file_failed(lock, kind)
            try:
                self._shards_fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            except OSError as exc:
                raise _shards_file_failed(lock, Text(value=exc.strerror or str(exc))) from None
        try:
            fcntl.lockf(self._shards_fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB, 1, slot + 1)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EAGAIN):  # another process holds it
                return False
            raise _shards_file_failed(lock, Text(value=exc.strerror or str(exc))) from None
        return True

    def _unlock_slots(self) -> None:
        if self._shards_fd is not None:
            os.close(self._shards_fd)  # POSIX: every lock of this process on the file goes with it
            self._shards_fd = None

    # -- maintenance -----------------------------------------------------------------
    def integrity_check(self) -> str:
        """``PRAGMA integrity_check``'s answer (``"ok"`` for a sound file)."""
        return "\n".join(str(row[0]) for row in self._read("PRAGMA integrity_check"))

    def backup(self, target: Path | str) -> Path:
        """Copy the whole database (WAL included) to ``target`` with SQLite's online backup, safe
        while the bot runs — the same as ``sqlite3 FILE ".backup TARGET"``."""
        target = Path(target)
        with self._lock, sqlite3.connect(target) as out:
            self._conn.backup(out)
        out.close()
        return target


# --------------------------------------------------------------------------- file checks
SIDECARS = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside the data file: the write-ahead log (committed changes not yet
copied into the file: never delete it), its index, and a rollback journal."""


def _check_sidecars(path: Path) -> None:
    """Refuse, before SQLite opens it, a data file whose ``-wal``, ``-shm`` or ``-journal`` is not
    a regular file, or is one this user may not read and write (another user's: someone ran
    ``sqlite3`` on it as root) — with the safe fix: give it back, never delete it."""
    for suffix in SIDECARS:
        side = path.with_name(path.name + suffix)
        kind = special_kind(side)
        if kind is not None:
            raise StorageError(msg("storage.open.sidecar_kind", "{file} is {kind}, not SQLite's own file beside "
                                   "{data}; it was left untouched: move it away only if you know what put it there.",
                                   file=Text(value=str(side)), kind=kind, data=Text(value=path.name)))
        if side.exists() and not os.access(side, os.R_OK | os.W_OK):
            found = owner(side)
            raise StorageError(msg(
                "storage.open.sidecar_owner", "{file} belongs to user {uid} (mode {mode}) and this user ({me}) "
                "cannot write it, so {data} cannot be opened; nothing was changed. Give it back to the bot's user "
                "(chown {me} {file}, or run the bot as user {uid}); do not delete it: it may hold committed changes.",
                file=Text(value=str(side)), uid=Text(value=str(found[0] if found else "?")),
                mode=Text(value=f"{found[1]:04o}" if found else "?"), me=Text(value=str(os.getuid())),
                data=Text(value=path.name)))


def _open_failed(path: Path, exc: sqlite3.Error) -> Message:
    """The operator's sentence for a SQLite failure while opening ``path``: what is wrong with
    which file and the safe fix, never deleting a WAL."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return msg("storage.open.busy", "{file} is locked by another process (for more than {seconds} s): stop the "
                   "other program (a second bot, an sqlite3 shell) and start again; nothing was changed.",
                   file=Text(value=str(path)), seconds=Text(value=f"{BUSY_TIMEOUT_S:g}"))
    if "readonly" in text.replace("-", "").replace(" ", "") or "permission" in text or "unable to open" in text:
        return msg("storage.open.permissions", "{file} or its -wal and -shm files cannot be written by this user "
                   "({me}) ({error}): check their owner and mode (ls -l {file}*) and give them back to the bot's "
                   "user; do not delete the -wal file: it holds committed changes. Nothing was changed.",
                   file=Text(value=str(path)), me=Text(value=str(os.getuid())), error=Text(value=str(exc)))
    return msg("storage.open.failed", "{file} could not be opened for writing ({error}); nothing was changed.",
               file=Text(value=str(path)), error=Text(value=str(exc)))
def _check_existing_file(path: Path) -> None:
    """Refuse, before SQLite touches it, a file that is not SQLite, or that this user may not write
    (the file, or its folder, where SQLite keeps the ``-wal`` and ``-shm`` files)."""
    where = str(path)
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise StorageError(f"{where} cannot be read ({exc.strerror}).") from None
    if head and head != SQLITE_MAGIC:
        raise StorageError(f"{where} is not a SQLite database; it was left untouched: set DATABASE_PATH to a "
                           "new file (or to the server-data file you meant).")
    if not os.access(path, os.W_OK):
        raise StorageError(f"{where} is read-only for this user; the bot needs to write to it (check its owner "
                           "and mode, or the volume's).")
    if not os.access(path.parent, os.W_OK | os.X_OK):
        raise StorageError(f"the folder {path.parent} is read-only for this user; SQLite writes its -wal and "
                           f"-shm files beside {path.name}.")


def _identify(path: Path) -> bool:
    """Look at an existing file read-only: ``True`` when it is empty (no tables, no application
    id: it becomes ours), ``False`` when it is ours (damage checked with ``quick_check``).
    Raises :class:`StorageError` for anything else."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    con = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S)
    try:
        app_id = con.execute("PRAGMA application_id").fetchone()[0]
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id == 0 and not tables:
            return True
        schema = None
        if "meta" in tables:
            try:
                row = con.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
                schema = row[0] if row else None
            except sqlite3.Error:
                schema = None
        if app_id != APPLICATION_ID or schema != SCHEMA_NAME:
            if "cards" in tables and "prices" in tables and "meta" in tables:
                what = "the card catalogue (GPU_ADVISOR_DB), which is rebuilt at will"
            else:
                what = f"another program's database (application id {app_id}, tables: {', '.join(sorted(tables))[:80]})"
            raise StorageError(f"{path} is {what}, not GPU Advisor's server data; it was left untouched: set "
                               "DATABASE_PATH to a file of its own.")
        check = [r[0] for r in con.execute("PRAGMA quick_check")]
        if check != ["ok"]:
            raise StorageError(f"{path} is damaged (quick_check: {'; '.join(map(str, check))[:120]}); it was left "
                               "untouched: restore it from a backup.")
        return False
    finally:
        con.close()


def _sidecars(path: Path) -> list[Path]:
    """The :data:`SIDECARS` of ``path``."""
    return [path.with_name(path.name + suffix) for suffix in SIDECARS]


def _check_link(path: Path) -> None:
    """Refuse a symbolic link that leads nowhere SQLite could make the file — a link into a
    missing folder (an unmounted volume), or a loop — naming the link and where it points."""
    if not path.is_symlink() or path.exists():
        return
    try:
        target = path.resolve()
    except (OSError, RuntimeError) as exc:  # a loop of links (RuntimeError before Python 3.13)
        raise StorageError(msg("storage.open.link_loop", "{file} is a symbolic link that leads nowhere ({error}): set "
                               "DATABASE_PATH to the real file; nothing was changed.", file=Text(value=str(path)),
                               error=Text(value=str(exc)))) from None
    if not target.parent.is_dir():
        raise StorageError(msg("storage.open.dangling_link", "{file} is a symbolic link to {target}, whose folder "
                               "{folder} does not exist: create that folder (or mount the volume there), or set "
                               "DATABASE_PATH to the real file; nothing was changed.", file=Text(value=str(path)),
                               target=Text(value=str(target)), folder=Text(value=str(target.parent))))


def _remove_unmade(path: Path, beside: list[Path]) -> None:
    """After a failed first opening of a file that call created (a full disk): remove the file
    and the ``beside`` files SQLite made next to it, so that "nothing was changed" is true — only
    while the file holds nothing (:func:`_holds_nothing`): another process starting on the same
    new path at once may have made it its data meanwhile."""
    if not _holds_nothing(path):
        return
    for made in (path, *beside):
        try:
            made.unlink(missing_ok=True)
        except OSError as exc:  # pragma: no cover - the folder was writable a moment ago
            log.warning("server data: could not remove %s, made by a failed start: %s", made, exc)


def _holds_nothing(path: Path) -> bool:
    """Whether the SQLite file at ``path`` holds no table, read from the file format itself (no
    SQLite call: after a disk error SQLite may not read it): no frame in its ``-wal`` (at most the
    32-byte WAL header) and page 1 — where the schema table starts — a leaf with no cell. A file
    whose first transaction failed looks like that; a file anyone made their data has a committed
    frame or a schema row. (https://www.sqlite.org/fileformat2.html: the page-1 b-tree header at
    byte 100, its type at 100, its cell count at 103–104.)"""
    wal = path.with_name(path.name + "-wal")
    try:
        if wal.exists() and wal.stat().st_size > WAL_HEADER_BYTES:
            return False
        with open(path, "rb") as fh:
            head = fh.read(105)
    except OSError:
        return False
    if len(head) < 105:  # not even a first page: nothing was ever committed to it
        return True
    return head.startswith(SQLITE_MAGIC) and head[100] == LEAF_TABLE_PAGE and int.from_bytes(head[103:105], "big") == 0
