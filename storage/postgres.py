"""Per-server data in PostgreSQL, for several bot processes (shards on one or more machines)
sharing one database: ``DATABASE_URL=postgresql://user:password@host/dbname``.

The PostgreSQL dialect of the store's contract (:class:`storage.base.Store`, where the rules
are written once — caps, the audit row per change, resets, imports all or nothing — for both
this and the SQLite store): this module holds only the connections, the schema, the
transactions and the coherence between processes. The card catalogue stays the local SQLite
cache each process builds.

Why psycopg 3 and its pool (not SQLAlchemy + Alembic): the SQLite store stays exactly as it is
(its file checks, WAL and sqlite-utils migrations are what the embedded default is tested
with), so only this backend is new; psycopg 3 is PostgreSQL's maintained driver, its pool
(``psycopg_pool``) reconnects after the server comes back, and it speaks ``LISTEN``/``NOTIFY``
natively — what keeps several processes coherent. The schema's history is :data:`STEPS`:
versioned SQL, each applied once in one transaction under an advisory lock and recorded in
``schema_migrations`` (several processes starting at once migrate once; a database migrated
by a newer version is refused).

Coherence between processes: each write locks its server (``pg_advisory_xact_lock``), so one
server's changes are serialised — no lost update, and audit ids grow in commit order — and
sends ``NOTIFY gpu_advisor_data, 'guild:version'`` on commit. Each process listens on its own
connection and keeps the versions it has read up to date, so :meth:`PostgresStorage.version_nowait`
answers from memory: another process's change is seen by the next answer here as soon as the
notification arrives (milliseconds on one machine, :data:`COHERENCE_BOUND_S` at most by
design). While the listening connection is down nothing is answered from memory (every
version is read from the database), so a lost notification can never leave a view stale.

A process that loses the database raises :class:`~storage.records.StorageError` for reads and
writes (one line, nothing half-done); the bot then keeps answering from the catalogue and says
so once in its log (:mod:`bot.servers`).

One process per shard (:meth:`storage.base.Store.claim_shards`): a bot process holds a session
advisory lock per shard it runs (:data:`SHARDS_LOCK_ID`) on a connection of its own, for its
whole life; PostgreSQL releases them when the process or its connection dies, and the process
takes them again when it reconnects.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from advisor.i18n import Text, msg
from storage.base import Store, Transaction
from storage.records import SCHEMA_NAME, StorageError, iso, utc_now

log = logging.getLogger(__name__)

CHANNEL = "gpu_advisor_data"
"""The ``NOTIFY`` channel of server-data changes (payload ``guild:version``)."""
LOCK_ID = 0x47504144
"""The advisory lock taken while migrating (``GPAD``, as SQLite's application id); with a guild
as second key, the lock of one server's writes."""
SHARDS_LOCK_ID = 0x47504153
"""The first key of the advisory locks of :meth:`storage.base.Store.claim_shards` (``GPAS``); the
second is the shard id (or :data:`storage.base.EVERY_SHARD`)."""
CONNECT_TIMEOUT_S = 3
POOL_TIMEOUT_S = 5.0
READ_TIMEOUT_S = 1.0
"""The longest a read waits for a connection (an answer must be sent within Discord's 3 s)."""
RETRY_S = 5.0
"""After a failed read, how long reads fail at once before the database is tried again."""
COHERENCE_BOUND_S = 2.0
"""The longest a process keeps answering from a version it read without a notification
confirming it is current: past it the version is read again (covers a notification lost while
the listening connection was being re-established)."""

STEPS: list[tuple[str, str]] = [
    ("v1_prices_settings_audit", """
        CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
        CREATE TABLE prices (
            guild bigint NOT NULL, market text NOT NULL, card text NOT NULL, condition text NOT NULL,
            amount double precision NOT NULL CHECK (amount > 0), currency text NOT NULL, set_at text NOT NULL,
            set_by bigint, PRIMARY KEY (guild, market, card, condition));
        CREATE TABLE settings (
            guild bigint NOT NULL, name text NOT NULL, value text NOT NULL, set_at text NOT NULL, set_by bigint,
            PRIMARY KEY (guild, name));
        CREATE TABLE audit (
            id bigserial PRIMARY KEY, guild bigint NOT NULL, user_id bigint, via text NOT NULL DEFAULT 'discord',
            action text NOT NULL, market text, card text, condition text, setting text, old_value text,
            new_value text, at text NOT NULL);
        CREATE INDEX audit_guild_id ON audit (guild, id);
        CREATE INDEX audit_guild_card ON audit (guild, card);
    """),
]
"""The schema's history: ``(name, SQL)``, in order. Never edit a released step: add the next."""
SCHEMA_VERSION = len(STEPS)


def redacted(url: str) -> str:
    """``url`` without its password (what logs and reports show)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


def _unavailable(where: str, exc: Exception) -> StorageError:
    return StorageError(msg("storage.pg.unavailable", "The server database {database} cannot be reached ({error}); "
                            "nothing was changed.", database=Text(value=where),
                            error=Text(value=_first_line(exc)[:200])))


class PostgresStorage(Store):
    """The server data in PostgreSQL: the contract's rules (:class:`storage.base.Store`) over a
    connection pool. Build it with :meth:`open`; close it with :meth:`close`. Thread-safe."""

    path: str

    def __init__(self, url: str, pool: Any, *, clock: Callable[[], datetime] = utc_now) -> None:
        super().__init__(clock=clock)
        self.url = url
        self.path = redacted(url)  # what the bot logs as "server data: …"
        self.created = False
        self._pool = pool
        self._shards_conn: Any = None  # the connection holding claim_shards' locks
        self._shards_lock = threading.Lock()
        self._versions: dict[int, tuple[int, float]] = {}  # guild -> (version, when read/confirmed)
        self._versions_lock = threading.Lock()
        self._listening = threading.Event()
        self._generation = 0  # bumped whenever the listener (re)connects: older reads are not cached
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None
        self._down_at: float | None = None  # when a read last failed (None: the database answers)

    # -- opening ---------------------------------------------------------------------
    @classmethod
    def open(cls, url: str, *, clock: Callable[[], datetime] = utc_now, listen: bool = True) -> PostgresStorage:
        """Connect to ``url`` (a ``postgresql://`` URL), migrate the schema to
        :data:`SCHEMA_VERSION` (once, under an advisory lock), and start listening for other
        processes' changes. Raises :class:`StorageError` (one line naming the database, the
        password hidden) when it cannot be reached, is another program's, or was migrated by a
        newer version."""
        import psycopg
        from psycopg_pool import ConnectionPool

        where = redacted(url)
        logging.getLogger("psycopg.pool").setLevel(logging.ERROR)  # its retries, each a warning: we say it once
        pool = ConnectionPool(url, min_size=1, max_size=4, timeout=POOL_TIMEOUT_S, open=False, name="gpu-advisor",
                              kwargs={"connect_timeout": CONNECT_TIMEOUT_S, "application_name": "gpu-advisor"})
        try:
            psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT_S).close()  # the real cause, at once
            pool.open(wait=True, timeout=POOL_TIMEOUT_S + CONNECT_TIMEOUT_S)
        except Exception as exc:  # PoolTimeout, OperationalError: cannot connect
            pool.close()
            raise _unavailable(where, exc) from None
        store = cls(url, pool, clock=clock)
        try:
            store.created = store._migrate()
        except StorageError:
            pool.close()
            raise
        except psycopg.Error as exc:
            pool.close()
            raise _unavailable(where, exc) from None
        if listen:
            store._listener = threading.Thread(target=store._listen, name="gpu-advisor-listen", daemon=True)
            store._listener.start()
            store._listening.wait(timeout=CONNECT_TIMEOUT_S)
        log.debug("server data: %s (PostgreSQL, schema version %d)", where, SCHEMA_VERSION)
        return store

    def _migrate(self) -> bool:
        """Apply the pending :data:`STEPS` in one transaction; ``True`` when the schema was made now."""
        with self._pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_ID,))
            conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, "
                         "applied_at timestamptz NOT NULL DEFAULT now())")
            applied = [r[0] for r in conn.execute("SELECT name FROM schema_migrations ORDER BY applied_at, name")]
            names = [name for name, _ in STEPS]
            unknown = [n for n in applied if n not in names]
            if unknown:
                raise StorageError(f"{self.path} was migrated by a newer GPU Advisor (schema steps "
                                   f"{', '.join(unknown)} unknown here); upgrade the bot.")
            tables = {r[0] for r in conn.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")}
            if not applied and tables & {"prices", "audit", "settings", "meta"}:
                raise StorageError(f"{self.path} already has tables named like ours (prices, audit…) that GPU "
                                   "Advisor did not make; it was left untouched: give the bot a database of its own.")
            for name, sql in STEPS:
                if name not in applied:
                    conn.execute(sql)
                    conn.execute("INSERT INTO schema_migrations (name) VALUES (%s)", (name,))
                    if name == STEPS[0][0]:
                        conn.execute("INSERT INTO meta VALUES ('schema', %s), ('created', %s)",
                                     (SCHEMA_NAME, iso(self._clock())))
            schema = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if not schema or schema[0] != SCHEMA_NAME:
                raise StorageError(f"{self.path} is not a GPU Advisor server-data database; it was left untouched.")
            return not applied

    @property
    def schema_version(self) -> int:
        """How many :data:`STEPS` the database has had."""
        return len(self._read("SELECT name FROM schema_migrations"))

    def close(self) -> None:
        """Stop listening, give back the shards this process claimed, and close every connection."""
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=5)
        self._unlock_slots()
        self._pool.close()

    # -- coherence ---------------------------------------------------------------------
    def _listen(self) -> None:
        """The listening thread: ``LISTEN`` on its own connection, keep the versions read up to
        date; on a lost connection forget them (every version is read again) and reconnect."""
        import psycopg

        lost = False
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    with self._versions_lock:
                        self._versions.clear()  # anything read before may have missed a notification
                        self._generation += 1
                    self._listening.set()
                    if lost:
                        log.warning("server data: listening to %s again", self.path)
                        lost = False
                        self._claim_again()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5, stop_after=64):
                            self._heard(note.payload)
                        conn.execute("SELECT 1")  # notices a dead connection within the timeout
            except Exception as exc:  # the server went away: read versions from the database meanwhile
                self._listening.clear()
                with self._versions_lock:
                    self._versions.clear()
                if not lost and not self._stop.is_set():
                    log.warning("server data: lost the connection to %s (%s); reading versions from the database "
                                "until it is back", self.path, type(exc).__name__)
                    lost = True
                self._stop.wait(1.0)

    def _heard(self, payload: str) -> None:
        guild_text, _, version_text = payload.partition(":")
        try:
            guild, version = int(guild_text), int(version_text)
        except ValueError:
            return
        with self._versions_lock:
            known = self._versions.get(guild)
            if known is None or version >= known[0]:
                self._versions[guild] = (version, time.monotonic())

    def version_nowait(self, guild: int) -> int | None:
        """The guild's version from memory when it is known to be current (read, then kept up
        to date by notifications, within :data:`COHERENCE_BOUND_S`); ``None``: ask
        :meth:`version` (a query), off the event loop."""
        if not self._listening.is_set():
            return None
        with self._versions_lock:
            known = self._versions.get(guild)
        if known is None or time.monotonic() - known[1] > COHERENCE_BOUND_S:
            return None
        return known[0]

    def version(self, guild: int) -> int:
        """The guild's newest audit id (0 when it never changed anything), read from the database
        (and kept in memory for :meth:`version_nowait`)."""
        generation = self._generation
        listening = self._listening.is_set()
        value = super().version(guild)
        if listening:
            with self._versions_lock:
                if self._generation == generation:
                    known = self._versions.get(guild)
                    if known is None or value >= known[0]:
                        self._versions[guild] = (value, time.monotonic())
        return value

    # -- transactions ----------------------------------------------------------------
    def _read(self, sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Run a read; raises :class:`StorageError` (the member's sentence) when the database
        cannot answer within :data:`READ_TIMEOUT_S`. Once it has failed, reads fail at once for
        :data:`RETRY_S` (or until the listener is connected again), so that answers never wait
        on a database that is gone; the loss is logged once, and the return."""
        if self._down_at is not None and not self._listening.is_set() and time.monotonic() - self._down_at < RETRY_S:
            raise self._not_read()
        try:
            with self._pool.connection(timeout=READ_TIMEOUT_S) as conn:
                rows = list(conn.execute(_dialect(sql), params).fetchall())
        except Exception as exc:  # psycopg.Error, or no connection from the pool in time: the server is gone
            if self._down_at is None:
                log.error("server data: reading %s failed (%s); reads fail at once for %g s at a time until it "
                          "answers again", self.path, _first_line(exc), RETRY_S)
            self._down_at = time.monotonic()
            raise self._not_read() from None
        if self._down_at is not None:
            self._down_at = None
            log.warning("server data: %s answers again", self.path)
        return rows

    @staticmethod
    def _not_read() -> StorageError:
        return StorageError(msg("admin.storage.not_read", "This server's prices and settings could not be read just "
                                "now; please try again later."))

    @contextmanager
    def _write(self, guild: int) -> Iterator[Transaction]:
        """:meth:`storage.base.Store._write`: one transaction holding the guild's advisory lock
        (its changes serialised across processes), notifying the guild's new version on commit."""
        import psycopg

        try:
            with self._pool.connection() as conn, conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (LOCK_ID, guild % 2**31))

                def run(sql: str, params: Sequence[object] = (), /) -> list[tuple[Any, ...]]:
                    cursor = conn.execute(_dialect(sql), params)
                    return cursor.fetchall() if cursor.description is not None else []

                yield run
                row = conn.execute("SELECT COALESCE(MAX(id), 0) FROM audit WHERE guild = %s", (guild,)).fetchone()
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{guild}:{row[0]}"))
            self._down_at = None  # it answered: reads may try again
        except psycopg.Error as exc:  # the server, the connection, a pool timeout (a psycopg.OperationalError)
            log.error("server data: a change to %s failed: %s", self.path, exc)
            why = (msg("admin.storage.busy", "another program is writing to the server-data file")
                   if isinstance(exc, psycopg.errors.LockNotAvailable) else
                   msg("storage.pg.unreachable", "the server database cannot be reached"))
            raise StorageError(msg("admin.storage.not_saved", "The change could not be saved ({why}); nothing was "
                                   "changed. The bot's operator has been told in its log.", why=why)) from None

    # -- one process per shard ------------------------------------------------------------
    def _lock_slot(self, slot: int, *, shared: bool) -> bool:
        """A session advisory lock (:data:`SHARDS_LOCK_ID`, ``slot``) on this process's own
        connection: PostgreSQL releases it when the connection or the process dies."""
        import psycopg

        with self._shards_lock:
            try:
                if self._shards_conn is None or self._shards_conn.closed:
                    self._shards_conn = psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S,
                                                        application_name="gpu-advisor shards")
                take = "pg_try_advisory_lock_shared" if shared else "pg_try_advisory_lock"
                row = self._shards_conn.execute(f"SELECT {take}(%s, %s)", (SHARDS_LOCK_ID, slot)).fetchone()
            except psycopg.Error as exc:
                raise _unavailable(self.path, exc) from None
            return bool(row[0])

    def _unlock_slots(self) -> None:
        with self._shards_lock:
            if self._shards_conn is not None:
                self._shards_conn.close()  # its session's locks go with it
                self._shards_conn = None

    def _claim_again(self) -> None:
        """After the database came back (the listener reconnected): take the shards claimed at
        start again, on a new connection (the old one's locks died with it). A shard another
        process took meanwhile is said in the log: two processes now answer its members."""
        claimed = list(self._claimed)
        if not claimed:
            return
        self._unlock_slots()
        try:
            lost = [slot for slot, shared in claimed if not self._lock_slot(slot, shared=shared)]
        except StorageError as exc:
            log.warning("server data: could not claim this process's shards again: %s", exc.message)
            return
        if lost:
            log.error("server data: another bot process took %s on %s while the database was away; every shard must "
                      "be run by exactly one process: stop one of them", ", ".join(
                          "every shard" if slot < 0 else f"shard {slot}" for slot in lost), self.path)

    def integrity_check(self) -> str:
        """``"ok"`` when every price has a positive amount and every table answers."""
        bad = self._read("SELECT COUNT(*) FROM prices WHERE NOT (amount > 0)")[0][0]
        return "ok" if bad == 0 else f"{bad} prices are not positive"


def _dialect(sql: str) -> str:
    """The contract's SQL (``?`` placeholders) as psycopg takes it (``%s``)."""
    return sql.replace("?", "%s")


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
