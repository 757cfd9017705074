"""Per-server data: the prices and settings each server's admins set, and the audit of every change.

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
  is killed in the middle.
- Two connections, each guarded by a lock, so the methods are safe to call from several threads:
  one writes (the bot runs its writes in worker threads, off the event loop), the other only
  reads, so a read — the bot checks a server's data version on every answer — never waits for a
  write in progress or waiting for another process's.

Backups: copy the file *with* its ``-wal`` file while the bot is stopped, or at any time with
``sqlite3 gpu-advisor.sqlite ".backup backup.sqlite"`` (or :meth:`Storage.backup`).
"""

from __future__ import annotations

import logging
import math
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

import sqlite_utils
from sqlite_utils import Migrations

from advisor.errors import AdvisorError
from advisor.i18n import Message, Text, msg
from storage.files import owner, special_kind

log = logging.getLogger(__name__)

APPLICATION_ID = 0x47504144
"""``PRAGMA application_id`` of a server-data file: the bytes ``GPAD`` (GPU Advisor data)."""

SCHEMA_NAME = "gpu-advisor server data"
"""The ``meta`` table's ``schema`` value: the second mark of a file that is ours."""

SETTINGS = ("market", "use_case", "bare_currency", "language")
"""Per-server settings: default market, default use case, the currency of a bare budget, the
answer language (``en``, ``zh_Hans``, ``zh_Hant``). Unset = the bot's default."""

CONDITIONS = ("new", "used")
MAX_PRICES_PER_MARKET = 600
"""Most prices one server may set in one market: every deep-learning card of the catalogue
(296), new and used, is 592. A server's admin is not a trusted party (anyone can add the bot
to a server they own), and each price costs every answer of that server (issue 21): at 600 per
market the server's view of the core builds in about 25 ms per market (bench/RESULTS.md)."""
BUSY_TIMEOUT_S = 10.0
"""How long a write waits for another process's write (the console importing while the bot runs)."""

FILE_NAME = "gpu-advisor.sqlite"
SQLITE_MAGIC = b"SQLite format 3\x00"

Via = Literal["discord", "console"]

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
        {"key": "created", "value": _iso(datetime.now(UTC))},
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


class StorageError(AdvisorError):
    """The server-data file cannot be used (or a change could not be saved). ``message`` is one
    line naming the file and the cause; nothing was changed."""

    code = "storage_error"


# --------------------------------------------------------------------------- records
@dataclass(frozen=True)
class StoredPrice:
    """One price a server set: ``amount`` in ``currency`` (as given), in ``market`` for ``card``
    (the catalogue's canonical name) and ``condition``; ``set_at`` UTC ISO 8601; ``set_by`` a
    Discord user id (``None``: the console)."""

    guild: int
    market: str
    card: str
    condition: str
    amount: float
    currency: str
    set_at: str
    set_by: int | None = None

    @property
    def value(self) -> str:
        """``"1599 USD"``: how the audit writes it."""
        return f"{_number(self.amount)} {self.currency}"

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.market, self.card, self.condition)


@dataclass(frozen=True)
class AuditEntry:
    """One change: ``action`` is ``set``, ``reset``, ``reset_all``, ``import``, ``import_reset``
    or ``setting``; a price change names ``market``/``card``/``condition``, a setting change
    ``setting``; values as text (``"1599 USD"``, ``"2019-cn"``), ``None`` = none."""

    id: int
    guild: int
    user_id: int | None
    via: str
    action: str
    market: str | None
    card: str | None
    condition: str | None
    setting: str | None
    old_value: str | None
    new_value: str | None
    at: str


@dataclass(frozen=True)
class ServerSettings:
    """A server's settings; ``None`` = not set (the bot's default applies)."""

    market: str | None = None
    use_case: str | None = None
    bare_currency: str | None = None
    language: str | None = None

    def as_dict(self) -> dict[str, str | None]:
        return {name: getattr(self, name) for name in SETTINGS}


class PriceLimitReached(StorageError):
    """A change would leave a server more than :data:`MAX_PRICES_PER_MARKET` prices in a market;
    nothing was changed."""

    code = "price_limit"


def _limit(market: str) -> PriceLimitReached:
    return PriceLimitReached(msg(
        "storage.price_limit", "This server already has {max} prices in {market}, the most one server may set in a "
        "market; reset some first (/price reset card).", max=MAX_PRICES_PER_MARKET, market=Text(value=market)))


class _WriteFailed(Exception):
    """A write failed while the file was being opened (said to the operator, not to a member)."""

    def __init__(self, error: sqlite3.Error) -> None:
        super().__init__(str(error))
        self.error = error


class _RolledBack(Exception):
    """Raised inside a dry run's transaction so that it is rolled back."""


@dataclass
class ImportSummary:
    """What an import changed: counts of prices added, changed, left as they were and removed
    (``replace``)."""

    added: int = 0
    changed: int = 0
    unchanged: int = 0
    removed: int = 0


# --------------------------------------------------------------------------- paths
def default_path() -> Path:
    """Where the server data lives when ``DATABASE_PATH`` is unset: the user's data folder
    (XDG: ``$XDG_DATA_HOME``, else ``~/.local/share``) ``/gpu-advisor/gpu-advisor.sqlite``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gpu-advisor" / FILE_NAME


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _number(amount: float) -> str:
    """``1599.0`` → ``"1599"``, ``12.5`` → ``"12.5"`` (at most two decimals)."""
    return f"{amount:.2f}".rstrip("0").rstrip(".")


def _utc_now() -> datetime:
    return datetime.now(UTC)


# --------------------------------------------------------------------------- the store
class Storage:
    """The server-data file, open. Build it with :meth:`open`; close it with :meth:`close`.

    Every method takes the one lock; writes are one ``BEGIN IMMEDIATE`` transaction each (their
    audit rows included). Write methods raise :class:`StorageError` (one line, nothing changed)
    when SQLite fails (disk full, file gone read-only, another process holding the lock past
    :data:`BUSY_TIMEOUT_S`), and ``ValueError`` for arguments no caller should pass (an unknown
    setting, a non-positive amount).
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, *, clock: Callable[[], datetime] = _utc_now) -> None:
        self.path = path
        self.created = False  # set by open(): the file was made (or its tables were) this time
        self._conn = conn
        self._db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        self._reader: sqlite3.Connection | None = None  # opened once the file is ours (see open)
        self._read_lock = threading.Lock()
        self._clock = clock

    # -- opening ---------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str | None = None, *, clock: Callable[[], datetime] = _utc_now) -> Storage:
        """Open (or create) the server-data file at ``path`` (default :func:`default_path`),
        migrating it to :data:`SCHEMA_VERSION`.

        A missing file is created (its folder too, for the default path only); an empty file
        becomes ours. Raises :class:`StorageError` with one line — and leaves the file as it was —
        when the path is a folder, its folder is missing or read-only, the file is read-only,
        not SQLite, damaged, another application's (or the card catalogue), or newer than this
        code.
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
        except StorageError:
            conn.close()
            raise
        except sqlite3.Error as exc:
            conn.close()
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
        with self._write(opening=True):
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
        """Close the connections (SQLite checkpoints the WAL into the file on the last close)."""
        with self._lock, self._read_lock:
            if self._reader is not None:
                self._reader.close()
            self._conn.close()

    def __enter__(self) -> Storage:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ----------------------------------------------------------------
    @contextmanager
    def _write(self, *, opening: bool = False) -> Iterator[sqlite_utils.Database]:
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

    def _read(self, sql: str, params: Sequence[object] = ()) -> list[dict]:
        """Run a query on the reading connection: in WAL mode it sees every committed change and
        never waits for a writer — not for this process's write waiting on the console's lock, nor
        for the console's import (the bot reads on its event loop)."""
        with self._read_lock:
            try:
                cur = (self._reader or self._conn).execute(sql, params)
                names = [d[0] for d in cur.description]
                return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]
            except sqlite3.Error as exc:
                log.error("server data: reading %s failed: %s", self.path, exc)
                raise StorageError(msg("admin.storage.not_read", "This server's prices and settings could not be "
                                       "read just now; please try again later.")) from None

    def _audit(self, db: sqlite_utils.Database, guild: int, *, user_id: int | None, via: Via, action: str,
               at: str, price: StoredPrice | None = None, setting: str | None = None,
               old: str | None = None, new: str | None = None) -> None:
        db.table("audit").insert({
            "guild": guild, "user_id": user_id, "via": via, "action": action,
            "market": price.market if price else None, "card": price.card if price else None,
            "condition": price.condition if price else None, "setting": setting,
            "old_value": old, "new_value": new, "at": at,
        })

    # -- prices ----------------------------------------------------------------------
    def version(self, guild: int) -> int:
        """The guild's newest audit id (0 when it never changed anything): it grows with every
        change, whoever made it (this process, another bot process, the console)."""
        rows = self._read("SELECT COALESCE(MAX(id), 0) AS v FROM audit WHERE guild = ?", (guild,))
        return int(rows[0]["v"])

    def version_nowait(self, guild: int) -> int:
        """:meth:`version`: a local indexed read, cheap enough for the event loop (the
        PostgreSQL store answers from memory, or ``None``)."""
        return self.version(guild)

    def prices(self, guild: int, market: str | None = None) -> list[StoredPrice]:
        """The guild's prices (one market's, or all), by market, card, condition."""
        sql = "SELECT * FROM prices WHERE guild = ?" + (" AND market = ?" if market else "")
        rows = self._read(sql + " ORDER BY market, card, condition", (guild, market) if market else (guild,))
        return [StoredPrice(**r) for r in rows]

    def price(self, guild: int, market: str, card: str, condition: str) -> StoredPrice | None:
        """One price the guild set, or ``None``."""
        rows = self._read("SELECT * FROM prices WHERE guild = ? AND market = ? AND card = ? AND condition = ?",
                          (guild, market, card, condition))
        return StoredPrice(**rows[0]) if rows else None

    def _get(self, guild: int, key: tuple[str, str, str]) -> StoredPrice | None:
        row = self._conn.execute(
            "SELECT guild, market, card, condition, amount, currency, set_at, set_by FROM prices "
            "WHERE guild = ? AND market = ? AND card = ? AND condition = ?", (guild, *key)).fetchone()
        return StoredPrice(*row) if row else None

    def set_price(self, guild: int, *, market: str, card: str, condition: str, amount: float, currency: str,
                  user_id: int | None, via: Via = "discord") -> tuple[StoredPrice | None, StoredPrice]:
        """Set one price (audited). Returns ``(old or None, new)``.

        ``amount`` is in ``currency`` (an ISO code): the caller validates it with the core
        (:func:`advisor.overrides.parse_price`); here it must only be a positive finite number.
        """
        new = self._checked(guild, market, card, condition, amount, currency, user_id)
        with self._write() as db:
            old = self._get(guild, new.key)
            if old is None and self._count(guild, market) >= MAX_PRICES_PER_MARKET:
                raise _limit(market)
            self._upsert(db, new)
            self._audit(db, guild, user_id=user_id, via=via, action="set", at=new.set_at, price=new,
                        old=old.value if old else None, new=new.value)
        return old, new

    def check_room(self, guild: int, market: str, card: str, condition: str) -> None:
        """Raise :class:`PriceLimitReached` when setting this price would be one more than
        :data:`MAX_PRICES_PER_MARKET` (a change to a price already set always fits). A read: the
        bot asks before it defers, so the refusal is the member's ephemeral answer; the write
        checks again in its transaction."""
        if self.price(guild, market, card, condition) is None:
            rows = self._read("SELECT COUNT(*) AS n FROM prices WHERE guild = ? AND market = ?", (guild, market))
            if int(rows[0]["n"]) >= MAX_PRICES_PER_MARKET:
                raise _limit(market)

    def _count(self, guild: int, market: str) -> int:
        """How many prices the guild has in ``market`` (inside a write: its own changes counted)."""
        return int(self._conn.execute("SELECT COUNT(*) FROM prices WHERE guild = ? AND market = ?",
                                      (guild, market)).fetchone()[0])

    def reset_price(self, guild: int, *, market: str, card: str, condition: str | None = None,
                    user_id: int | None, via: Via = "discord") -> list[StoredPrice]:
        """Remove the guild's price of a card in a market (one condition, or both); audited.
        Returns what was removed (empty: there was nothing to reset)."""
        conditions = [condition] if condition else list(CONDITIONS)
        at = _iso(self._clock())
        removed = []
        with self._write() as db:
            for cond in conditions:
                old = self._get(guild, (market, card, cond))
                if old is None:
                    continue
                self._delete(db, old)
                self._audit(db, guild, user_id=user_id, via=via, action="reset", at=at, price=old, old=old.value)
                removed.append(old)
        return removed

    def reset_all(self, guild: int, *, user_id: int | None, via: Via = "discord") -> list[StoredPrice]:
        """Remove every price the guild set, in every market; one audit row per price removed.
        Returns what was removed."""
        at = _iso(self._clock())
        with self._write() as db:
            removed = [StoredPrice(*row) for row in self._conn.execute(
                "SELECT guild, market, card, condition, amount, currency, set_at, set_by FROM prices "
                "WHERE guild = ? ORDER BY market, card, condition", (guild,))]
            for old in removed:
                self._audit(db, guild, user_id=user_id, via=via, action="reset_all", at=at, price=old, old=old.value)
            db.execute("DELETE FROM prices WHERE guild = ?", [guild])
        return removed

    def import_prices(self, guild: int, rows: Iterable[tuple[str, str, str, float, str]], *, replace: bool = False,
                      user_id: int | None = None, via: Via = "console",
                      progress: Callable[[int], None] | None = None, dry_run: bool = False) -> ImportSummary:
        """Apply many prices at once, all or nothing, in one transaction (audited per change).

        Args:
            rows: ``(market, card, condition, amount, currency)``, validated by the caller (the
                console reads them with :func:`advisor.overrides.read_price_csv`); a key given
                twice is a ``ValueError`` (nothing is written).
            replace: also remove the guild's prices the rows do not name (audited as
                ``import_reset``): the rows become the guild's whole price list.
            progress: called with the number of rows written so far, inside the transaction.
            dry_run: do the very same import, then roll it back: the summary says exactly what
                the import would change, and nothing is changed (no price, no audit row).
        Returns:
            An :class:`ImportSummary`.
        """
        at = _iso(self._clock())
        prices = [self._checked(guild, m, c, cond, a, cur, user_id, at=at) for m, c, cond, a, cur in rows]
        keys = [p.key for p in prices]
        if len(set(keys)) != len(keys):
            raise ValueError("the same market, card and condition appear twice")
        summary = ImportSummary()
        try:
            with self._write() as db:
                self._import(db, guild, prices, summary, replace=replace, user_id=user_id, via=via, at=at,
                             progress=progress)
                if dry_run:
                    raise _RolledBack
        except _RolledBack:
            pass
        return summary

    def _import(self, db: sqlite_utils.Database, guild: int, prices: list[StoredPrice], summary: ImportSummary, *,
                replace: bool, user_id: int | None, via: Via, at: str,
                progress: Callable[[int], None] | None) -> None:
        """The writes of :meth:`import_prices`, inside its transaction, counted in ``summary``."""
        keys = [p.key for p in prices]
        for i, new in enumerate(prices, 1):
            old = self._get(guild, new.key)
            if old is not None and (old.amount, old.currency) == (new.amount, new.currency):
                summary.unchanged += 1
            else:
                self._upsert(db, new)
                self._audit(db, guild, user_id=user_id, via=via, action="import", at=at, price=new,
                            old=old.value if old else None, new=new.value)
                if old is None:
                    summary.added += 1
                else:
                    summary.changed += 1
            if progress is not None:
                progress(i)
        if replace:
            wanted = set(keys)
            for old in [StoredPrice(*row) for row in self._conn.execute(
                    "SELECT guild, market, card, condition, amount, currency, set_at, set_by FROM prices "
                    "WHERE guild = ? ORDER BY market, card, condition", (guild,))]:
                if old.key not in wanted:
                    self._delete(db, old)
                    self._audit(db, guild, user_id=user_id, via=via, action="import_reset", at=at, price=old,
                                old=old.value)
                    summary.removed += 1
        for market in sorted({p.market for p in prices}):
            count = self._count(guild, market)
            if count > MAX_PRICES_PER_MARKET:  # raised inside the transaction: nothing is imported
                raise PriceLimitReached(msg(
                    "storage.price_limit_import", "The import would leave this server {count} prices in {market}, "
                    "more than the {max} one server may set in a market; nothing was imported.", count=count,
                    market=Text(value=market), max=MAX_PRICES_PER_MARKET))

    def _checked(self, guild: int, market: str, card: str, condition: str, amount: float, currency: str,
                 user_id: int | None, *, at: str | None = None) -> StoredPrice:
        return checked_price(guild, market, card, condition, amount, currency, user_id, at=at or _iso(self._clock()))

    @staticmethod
    def _upsert(db: sqlite_utils.Database, price: StoredPrice) -> None:
        db.table("prices").upsert({
            "guild": price.guild, "market": price.market, "card": price.card, "condition": price.condition,
            "amount": price.amount, "currency": price.currency, "set_at": price.set_at, "set_by": price.set_by,
        }, pk=("guild", "market", "card", "condition"))

    @staticmethod
    def _delete(db: sqlite_utils.Database, price: StoredPrice) -> None:
        db.execute("DELETE FROM prices WHERE guild = ? AND market = ? AND card = ? AND condition = ?",
                   [price.guild, *price.key])

    # -- history ---------------------------------------------------------------------
    def history(self, guild: int, *, card: str | None = None, market: str | None = None,
                limit: int = 10) -> list[AuditEntry]:
        """The guild's latest changes, newest first (one card's, one market's, or all)."""
        where = ["guild = ?"]
        params: list[int | str] = [guild]
        if card is not None:
            where.append("card = ?")
            params.append(card)
        if market is not None:
            where.append("market = ?")
            params.append(market)
        rows = self._read(f"SELECT * FROM audit WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT ?",
                          (*params, max(1, int(limit))))
        return [AuditEntry(**r) for r in rows]

    # -- settings --------------------------------------------------------------------
    def settings(self, guild: int) -> ServerSettings:
        """The guild's settings (unset ones ``None``)."""
        rows = self._read("SELECT name, value FROM settings WHERE guild = ?", (guild,))
        return ServerSettings(**{r["name"]: r["value"] for r in rows if r["name"] in SETTINGS})

    def set_setting(self, guild: int, name: str, value: str | None, *, user_id: int | None,
                    via: Via = "discord") -> tuple[str | None, str | None]:
        """Set (or with ``None`` clear) one setting; see :meth:`set_settings`. Returns ``(old, new)``."""
        return self.set_settings(guild, {name: value}, user_id=user_id, via=via)[name]

    def set_settings(self, guild: int, changes: dict[str, str | None], *, user_id: int | None,
                     via: Via = "discord") -> dict[str, tuple[str | None, str | None]]:
        """Set (or with ``None`` clear) settings of :data:`SETTINGS`, validated by the caller, in
        one transaction; each change audited (an unchanged value writes nothing). Returns
        ``{name: (old, new)}``."""
        check_setting_changes(changes)
        at = _iso(self._clock())
        out: dict[str, tuple[str | None, str | None]] = {}
        with self._write() as db:
            for name, value in changes.items():
                row = self._conn.execute("SELECT value FROM settings WHERE guild = ? AND name = ?",
                                         (guild, name)).fetchone()
                old = row[0] if row else None
                out[name] = (old, value)
                if old == value:
                    continue
                if value is None:
                    db.execute("DELETE FROM settings WHERE guild = ? AND name = ?", [guild, name])
                else:
                    db.table("settings").upsert({"guild": guild, "name": name, "value": value, "set_at": at,
                                           "set_by": user_id}, pk=("guild", "name"))
                self._audit(db, guild, user_id=user_id, via=via, action="setting", at=at, setting=name, old=old,
                            new=value)
        return out

    # -- maintenance -----------------------------------------------------------------
    def integrity_check(self) -> str:
        """``PRAGMA integrity_check``'s answer (``"ok"`` for a sound file)."""
        return "\n".join(str(r["integrity_check"]) for r in self._read("PRAGMA integrity_check"))

    def backup(self, target: Path | str) -> Path:
        """Copy the whole database (WAL included) to ``target`` with SQLite's online backup, safe
        while the bot runs — the same as ``sqlite3 FILE ".backup TARGET"``."""
        target = Path(target)
        with self._lock, sqlite3.connect(target) as out:
            self._conn.backup(out)
        out.close()
        return target


def check_setting_changes(changes: dict[str, str | None]) -> None:
    """Raise ``ValueError`` for a setting not in :data:`SETTINGS` or a value that is not a
    non-empty text (``None`` clears a setting); both stores check before writing."""
    for name, value in changes.items():
        if name not in SETTINGS:
            raise ValueError(f"unknown setting {name!r}")
        if value is not None and (not isinstance(value, str) or not value):
            raise ValueError(f"a setting is a non-empty text, not {value!r}")


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


def checked_price(guild: int, market: str, card: str, condition: str, amount: float, currency: str,
                  user_id: int | None, *, at: str) -> StoredPrice:
    """One price to store, its arguments checked (both stores: :mod:`storage.postgres` too), set at ``at``
    (ISO 8601, UTC). Raises ``ValueError`` for a condition not in :data:`CONDITIONS`, an amount that is not
    a finite positive number, a currency that is not an ISO 4217 code, or no market or card."""
    if condition not in CONDITIONS:
        raise ValueError(f"condition must be one of {CONDITIONS}, not {condition!r}")
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or not math.isfinite(amount) or amount <= 0:
        raise ValueError(f"amount must be a positive number, not {amount!r}")
    if not (isinstance(currency, str) and len(currency) == 3 and currency.isascii() and currency.isupper()):
        raise ValueError(f"currency must be an ISO 4217 code, not {currency!r}")
    if not market or not card:
        raise ValueError("market and card are required")
    return StoredPrice(guild=guild, market=market, card=card, condition=condition, amount=float(amount),
                       currency=currency, set_at=at, set_by=user_id)
