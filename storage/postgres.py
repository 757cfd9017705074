"""Per-server data in PostgreSQL, for several bot processes (shards on one or more machines)
sharing one database: ``DATABASE_URL=postgresql://user:password@host/dbname``.

The same records, audit trail and rules as the SQLite store (:mod:`storage.sqlite`, the
embedded default): every change is one transaction with its audit rows (``set``, ``reset``,
``reset_all``, ``import``, ``import_reset``, ``setting``), an import is all or nothing (a dry run
is the same import rolled back), at most :data:`~storage.sqlite.MAX_PRICES_PER_MARKET` prices
per server and market. The card catalogue stays the local SQLite cache each process builds.

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

A process that loses the database raises :class:`~storage.sqlite.StorageError` for reads and
writes (one line, nothing half-done); the bot then keeps answering from the catalogue and says
so once in its log (:mod:`bot.servers`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from advisor.i18n import Text, msg
from storage.sqlite import (
    CONDITIONS,
    MAX_PRICES_PER_MARKET,
    SCHEMA_NAME,
    SETTINGS,
    AuditEntry,
    ImportSummary,
    PriceLimitReached,
    ServerSettings,
    StorageError,
    StoredPrice,
    Via,
    _iso,
    _limit,
    _utc_now,
    check_setting_changes,
    checked_price,
)

log = logging.getLogger(__name__)

CHANNEL = "gpu_advisor_data"
"""The ``NOTIFY`` channel of server-data changes (payload ``guild:version``)."""
LOCK_ID = 0x47504144
"""The advisory lock taken while migrating (``GPAD``, as SQLite's application id)."""
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

PRICE_COLUMNS = "guild, market, card, condition, amount, currency, set_at, set_by"
AUDIT_COLUMNS = "id, guild, user_id, via, action, market, card, condition, setting, old_value, new_value, at"


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
                            error=Text(value=str(exc).strip().splitlines()[0][:200] if str(exc).strip() else
                                       type(exc).__name__)))


class PostgresStorage:
    """The server data in PostgreSQL; the same methods as :class:`storage.sqlite.Storage`.
    Build it with :meth:`open`; close it with :meth:`close`. Thread-safe (a connection pool)."""

    def __init__(self, url: str, pool: Any, *, clock: Callable[[], datetime] = _utc_now) -> None:
        self.url = url
        self.path = redacted(url)  # what the bot logs as "server data: …"
        self.created = False
        self._pool = pool
        self._clock = clock
        self._versions: dict[int, tuple[int, float]] = {}  # guild -> (version, when read/confirmed)
        self._versions_lock = threading.Lock()
        self._listening = threading.Event()
        self._generation = 0  # bumped whenever the listener (re)connects: older reads are not cached
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None
        self._down_at: float | None = None  # when a read last failed (None: the database answers)

    # -- opening ---------------------------------------------------------------------
    @classmethod
    def open(cls, url: str, *, clock: Callable[[], datetime] = _utc_now, listen: bool = True) -> PostgresStorage:
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
                                     (SCHEMA_NAME, _iso(self._clock())))
            schema = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if not schema or schema[0] != SCHEMA_NAME:
                raise StorageError(f"{self.path} is not a GPU Advisor server-data database; it was left untouched.")
            return not applied

    @property
    def schema_version(self) -> int:
        """How many :data:`STEPS` the database has had."""
        return len(self._query("SELECT name FROM schema_migrations"))

    def close(self) -> None:
        """Stop listening and close every connection."""
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=5)
        self._pool.close()

    def __enter__(self) -> PostgresStorage:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

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
        """The guild's newest audit id (0 when it never changed anything), read from the database."""
        generation = self._generation
        listening = self._listening.is_set()
        value = int(self._query("SELECT COALESCE(MAX(id), 0) FROM audit WHERE guild = %s", (guild,))[0][0])
        if listening:
            with self._versions_lock:
                if self._generation == generation:
                    known = self._versions.get(guild)
                    if known is None or value >= known[0]:
                        self._versions[guild] = (value, time.monotonic())
        return value

    # -- transactions ----------------------------------------------------------------
    def _query(self, sql: str, params: Sequence[object] = ()) -> list[tuple]:
        """Run a read; raises :class:`StorageError` (the member's sentence) when the database
        cannot answer within :data:`READ_TIMEOUT_S`. Once it has failed, reads fail at once for
        :data:`RETRY_S` (or until the listener is connected again), so that answers never wait
        on a database that is gone; the loss is logged once, and the return."""
        if self._down_at is not None and not self._listening.is_set() and time.monotonic() - self._down_at < RETRY_S:
            raise self._not_read()
        try:
            with self._pool.connection(timeout=READ_TIMEOUT_S) as conn:
                rows = list(conn.execute(sql, params).fetchall())
        except Exception as exc:  # psycopg.Error, or no connection from the pool in time: the server is gone
            if self._down_at is None:
                log.error("server data: reading %s failed (%s); reads fail at once for %g s at a time until it "
                          "answers again", self.path, str(exc).strip().splitlines()[0] if str(exc).strip() else
                          type(exc).__name__, RETRY_S)
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
    def _write(self, guild: int) -> Iterator[Any]:
        """One transaction holding the guild's advisory lock (its changes serialised across
        processes), notifying the guild's new version on commit. Raises :class:`StorageError`
        (the member's sentence) when the database fails; nothing is half-done."""
        import psycopg

        try:
            with self._pool.connection() as conn, conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (LOCK_ID, guild % 2**31))
                yield conn
                row = conn.execute("SELECT COALESCE(MAX(id), 0) FROM audit WHERE guild = %s", (guild,)).fetchone()
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{guild}:{row[0]}"))
            self._down_at = None  # it answered: reads may try again
        except (PriceLimitReached, _DryRun, ValueError):
            raise
        except StorageError:
            raise
        except Exception as exc:  # psycopg.Error, a pool timeout
            log.error("server data: a change to %s failed: %s", self.path, exc)
            why = (msg("admin.storage.busy", "another program is writing to the server-data file")
                   if isinstance(exc, psycopg.errors.LockNotAvailable) else
                   msg("storage.pg.unreachable", "the server database cannot be reached"))
            raise StorageError(msg("admin.storage.not_saved", "The change could not be saved ({why}); nothing was "
                                   "changed. The bot's operator has been told in its log.", why=why)) from None

    @staticmethod
    def _audit(conn: Any, guild: int, *, user_id: int | None, via: Via, action: str, at: str,
               price: StoredPrice | None = None, setting: str | None = None, old: str | None = None,
               new: str | None = None) -> None:
        conn.execute(
            "INSERT INTO audit (guild, user_id, via, action, market, card, condition, setting, old_value, new_value, "
            "at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (guild, user_id, via, action, price.market if price else None, price.card if price else None,
             price.condition if price else None, setting, old, new, at))

    @staticmethod
    def _get(conn: Any, guild: int, key: tuple[str, str, str]) -> StoredPrice | None:
        row = conn.execute(f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = %s AND market = %s AND card = %s AND "
                           "condition = %s", (guild, *key)).fetchone()
        return StoredPrice(*row) if row else None

    @staticmethod
    def _upsert(conn: Any, p: StoredPrice) -> None:
        conn.execute(f"INSERT INTO prices ({PRICE_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) "
                     "ON CONFLICT (guild, market, card, condition) DO UPDATE SET amount = EXCLUDED.amount, "
                     "currency = EXCLUDED.currency, set_at = EXCLUDED.set_at, set_by = EXCLUDED.set_by",
                     (p.guild, p.market, p.card, p.condition, p.amount, p.currency, p.set_at, p.set_by))

    @staticmethod
    def _delete(conn: Any, p: StoredPrice) -> None:
        conn.execute("DELETE FROM prices WHERE guild = %s AND market = %s AND card = %s AND condition = %s",
                     (p.guild, *p.key))

    @staticmethod
    def _count(conn: Any, guild: int, market: str) -> int:
        return int(conn.execute("SELECT COUNT(*) FROM prices WHERE guild = %s AND market = %s",
                                (guild, market)).fetchone()[0])

    def _checked(self, guild: int, market: str, card: str, condition: str, amount: float, currency: str,
                 user_id: int | None, *, at: str | None = None) -> StoredPrice:
        """The same argument checks as the SQLite store (:func:`storage.sqlite.checked_price`)."""
        return checked_price(guild, market, card, condition, amount, currency, user_id, at=at or _iso(self._clock()))

    # -- prices ----------------------------------------------------------------------
    def prices(self, guild: int, market: str | None = None) -> list[StoredPrice]:
        """The guild's prices (one market's, or all), by market, card, condition."""
        where = "guild = %s" + (" AND market = %s" if market else "")
        rows = self._query(f"SELECT {PRICE_COLUMNS} FROM prices WHERE {where} ORDER BY market, card, condition",
                           (guild, market) if market else (guild,))
        return [StoredPrice(*r) for r in rows]

    def price(self, guild: int, market: str, card: str, condition: str) -> StoredPrice | None:
        """One price the guild set, or ``None``."""
        rows = self._query(f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = %s AND market = %s AND card = %s AND "
                           "condition = %s", (guild, market, card, condition))
        return StoredPrice(*rows[0]) if rows else None

    def check_room(self, guild: int, market: str, card: str, condition: str) -> None:
        """As :meth:`storage.sqlite.Storage.check_room`."""
        if self.price(guild, market, card, condition) is None:
            count = self._query("SELECT COUNT(*) FROM prices WHERE guild = %s AND market = %s", (guild, market))
            if int(count[0][0]) >= MAX_PRICES_PER_MARKET:
                raise _limit(market)

    def set_price(self, guild: int, *, market: str, card: str, condition: str, amount: float, currency: str,
                  user_id: int | None, via: Via = "discord") -> tuple[StoredPrice | None, StoredPrice]:
        """Set one price (audited). Returns ``(old or None, new)``."""
        new = self._checked(guild, market, card, condition, amount, currency, user_id)
        with self._write(guild) as conn:
            old = self._get(conn, guild, new.key)
            if old is None and self._count(conn, guild, market) >= MAX_PRICES_PER_MARKET:
                raise _limit(market)
            self._upsert(conn, new)
            self._audit(conn, guild, user_id=user_id, via=via, action="set", at=new.set_at, price=new,
                        old=old.value if old else None, new=new.value)
        return old, new

    def reset_price(self, guild: int, *, market: str, card: str, condition: str | None = None,
                    user_id: int | None, via: Via = "discord") -> list[StoredPrice]:
        """Remove the guild's price of a card in a market (one condition, or both); audited."""
        at = _iso(self._clock())
        removed = []
        with self._write(guild) as conn:
            for cond in ([condition] if condition else list(CONDITIONS)):
                old = self._get(conn, guild, (market, card, cond))
                if old is not None:
                    self._delete(conn, old)
                    self._audit(conn, guild, user_id=user_id, via=via, action="reset", at=at, price=old,
                                old=old.value)
                    removed.append(old)
        return removed

    def reset_all(self, guild: int, *, user_id: int | None, via: Via = "discord") -> list[StoredPrice]:
        """Remove every price the guild set; one audit row per price removed."""
        at = _iso(self._clock())
        with self._write(guild) as conn:
            removed = [StoredPrice(*r) for r in conn.execute(
                f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = %s ORDER BY market, card, condition", (guild,))]
            for old in removed:
                self._audit(conn, guild, user_id=user_id, via=via, action="reset_all", at=at, price=old,
                            old=old.value)
            conn.execute("DELETE FROM prices WHERE guild = %s", (guild,))
        return removed

    def import_prices(self, guild: int, rows: Iterable[tuple[str, str, str, float, str]], *, replace: bool = False,
                      user_id: int | None = None, via: Via = "console",
                      progress: Callable[[int], None] | None = None, dry_run: bool = False) -> ImportSummary:
        """As :meth:`storage.sqlite.Storage.import_prices`: all or nothing, in one transaction."""
        at = _iso(self._clock())
        prices = [self._checked(guild, m, c, cond, a, cur, user_id, at=at) for m, c, cond, a, cur in rows]
        keys = [p.key for p in prices]
        if len(set(keys)) != len(keys):
            raise ValueError("the same market, card and condition appear twice")
        summary = ImportSummary()
        try:
            with self._write(guild) as conn:
                for i, new in enumerate(prices, 1):
                    old = self._get(conn, guild, new.key)
                    if old is not None and (old.amount, old.currency) == (new.amount, new.currency):
                        summary.unchanged += 1
                    else:
                        self._upsert(conn, new)
                        self._audit(conn, guild, user_id=user_id, via=via, action="import", at=at, price=new,
                                    old=old.value if old else None, new=new.value)
                        summary.added += old is None
                        summary.changed += old is not None
                    if progress is not None:
                        progress(i)
                if replace:
                    wanted = set(keys)
                    for old in [StoredPrice(*r) for r in conn.execute(
                            f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = %s ORDER BY market, card, condition",
                            (guild,))]:
                        if old.key not in wanted:
                            self._delete(conn, old)
                            self._audit(conn, guild, user_id=user_id, via=via, action="import_reset", at=at,
                                        price=old, old=old.value)
                            summary.removed += 1
                for market in sorted({p.market for p in prices}):
                    count = self._count(conn, guild, market)
                    if count > MAX_PRICES_PER_MARKET:
                        raise PriceLimitReached(msg(
                            "storage.price_limit_import", "The import would leave this server {count} prices in "
                            "{market}, more than the {max} one server may set in a market; nothing was imported.",
                            count=count, market=Text(value=market), max=MAX_PRICES_PER_MARKET))
                if dry_run:
                    raise _DryRun
        except _DryRun:
            pass
        return summary

    # -- history and settings ----------------------------------------------------------
    def history(self, guild: int, *, card: str | None = None, market: str | None = None,
                limit: int = 10) -> list[AuditEntry]:
        """The guild's latest changes, newest first (one card's, one market's, or all)."""
        where = ["guild = %s"]
        params: list[int | str] = [guild]
        if card is not None:
            where.append("card = %s")
            params.append(card)
        if market is not None:
            where.append("market = %s")
            params.append(market)
        rows = self._query(f"SELECT {AUDIT_COLUMNS} FROM audit WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT %s",
                           (*params, max(1, int(limit))))
        names = [c.strip() for c in AUDIT_COLUMNS.split(",")]
        return [AuditEntry(**dict(zip(names, r, strict=True))) for r in rows]

    def settings(self, guild: int) -> ServerSettings:
        """The guild's settings (unset ones ``None``)."""
        rows = self._query("SELECT name, value FROM settings WHERE guild = %s", (guild,))
        return ServerSettings(**{name: value for name, value in rows if name in SETTINGS})

    def set_setting(self, guild: int, name: str, value: str | None, *, user_id: int | None,
                    via: Via = "discord") -> tuple[str | None, str | None]:
        """Set (or with ``None`` clear) one setting. Returns ``(old, new)``."""
        return self.set_settings(guild, {name: value}, user_id=user_id, via=via)[name]

    def set_settings(self, guild: int, changes: dict[str, str | None], *, user_id: int | None,
                     via: Via = "discord") -> dict[str, tuple[str | None, str | None]]:
        """As :meth:`storage.sqlite.Storage.set_settings`: one transaction, each change audited."""
        check_setting_changes(changes)
        at = _iso(self._clock())
        out: dict[str, tuple[str | None, str | None]] = {}
        with self._write(guild) as conn:
            for name, value in changes.items():
                row = conn.execute("SELECT value FROM settings WHERE guild = %s AND name = %s",
                                   (guild, name)).fetchone()
                old = row[0] if row else None
                out[name] = (old, value)
                if old == value:
                    continue
                if value is None:
                    conn.execute("DELETE FROM settings WHERE guild = %s AND name = %s", (guild, name))
                else:
                    conn.execute("INSERT INTO settings (guild, name, value, set_at, set_by) VALUES (%s, %s, %s, %s, "
                                 "%s) ON CONFLICT (guild, name) DO UPDATE SET value = EXCLUDED.value, set_at = "
                                 "EXCLUDED.set_at, set_by = EXCLUDED.set_by", (guild, name, value, at, user_id))
                self._audit(conn, guild, user_id=user_id, via=via, action="setting", at=at, setting=name, old=old,
                            new=value)
        return out

    def integrity_check(self) -> str:
        """``"ok"`` when every price has a positive amount and every table answers."""
        bad = self._query("SELECT COUNT(*) FROM prices WHERE NOT (amount > 0)")[0][0]
        return "ok" if bad == 0 else f"{bad} prices are not positive"


class _DryRun(Exception):
    """Raised inside a dry run's transaction so that it is rolled back."""
