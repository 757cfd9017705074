"""The per-server data's contract: what a store keeps and the rules every change obeys, written
once above the two SQL dialects — :class:`storage.sqlite.Storage` (one SQLite file, the embedded
default) and :class:`storage.postgres.PostgresStorage` (for several bot processes) — as
Red-DiscordBot's ``BaseDriver`` (``redbot/core/_drivers/base.py``) keeps its drivers to storage
alone.

The rules, each written here and nowhere else:

- **Caps.** A server sets at most :data:`~storage.records.MAX_PRICES_PER_MARKET` prices per
  market; a change to a price already set always fits (:meth:`Store.set_price`,
  :meth:`Store.check_room`, :meth:`Store.import_prices`).
- **Audit.** Every change writes one audit row per price or setting it changes (``set``,
  ``reset``, ``reset_all``, ``import``, ``import_reset``, ``setting``) in the change's own
  transaction: the change and its record are saved together or not at all. A server's
  *version* is its newest audit id (:meth:`Store.version`): it grows with every saved change,
  whoever made it, so a cache keyed by it is never stale.
- **Resets.** :meth:`Store.reset_price` removes one card's price (one condition, or both);
  :meth:`Store.reset_all` every price of the server, in every market.
- **Imports** are all or nothing: every row checked, then applied in one transaction, the cap
  checked before it commits; a dry run is the very same import, rolled back.
- **History and settings**: :meth:`Store.history`, newest first; :meth:`Store.settings` and
  :meth:`Store.set_settings` (only the names of :data:`~storage.records.SETTINGS`).
- **One process per shard**: :meth:`Store.claim_shards` — no two bot processes run the same
  shard on one store (nor two that each run every shard).
- A write that fails (a full disk, a database gone) raises :class:`~storage.records.StorageError`
  with one sentence for the member, and nothing of it is saved.

What a dialect gives, and nothing else (the abstract methods): a write transaction
(:meth:`Store._write`: one server's changes serialised, committed whole or rolled back, the
driver's failures said as :class:`~storage.records.StorageError`), a read (:meth:`Store._read`),
opening with its schema, :meth:`Store.close`, :attr:`Store.schema_version`,
:meth:`Store.integrity_check`, and the locks behind :meth:`Store.claim_shards`. The SQL below is
the standard both dialects speak, written once with ``?`` placeholders (the PostgreSQL dialect
passes them to its driver as ``%s``).
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, Self

from advisor.i18n import ListOf, Text, msg
from storage.records import (
    AUDIT_COLUMNS,
    CONDITIONS,
    MAX_PRICES_PER_MARKET,
    PRICE_COLUMNS,
    SETTINGS,
    AuditEntry,
    ImportSummary,
    ServerSettings,
    StorageError,
    StoredPrice,
    Via,
    check_setting_changes,
    checked_price,
    import_limit_reached,
    iso,
    limit_reached,
    utc_now,
)

EVERY_SHARD = -1
"""The slot :meth:`Store.claim_shards` locks for "this process runs bots on this store": taken
shared by a process running a slice of the shards, exclusively by one running every shard."""


class Transaction(Protocol):
    """The SQL runner of one write transaction (:meth:`Store._write`): runs a statement with
    ``?`` placeholders and returns its rows (``[]`` for a statement that returns none)."""

    def __call__(self, sql: str, params: Sequence[object] = ..., /) -> list[tuple[Any, ...]]: ...


class _RolledBack(Exception):
    """Raised inside a dry run's transaction so that it is rolled back."""


class Store(abc.ABC):
    """The per-server data, open: prices, settings and the audit of every change (the rules in
    the module docstring). Build one with :func:`storage.open_store` (or a dialect's ``open``);
    close it with :meth:`close` (or use it in a ``with`` block). Thread-safe.

    Write methods raise :class:`~storage.records.StorageError` (one sentence, nothing changed)
    when the database fails, :class:`~storage.records.PriceLimitReached` past the cap, and
    ``ValueError`` for arguments no caller should pass (an unknown setting, a non-positive
    amount, a key twice in one import).

    Attributes:
        path: what the logs and the console name: the SQLite file, or the PostgreSQL URL
            without its password.
        created: whether opening made the data (a new file or schema).
    """

    path: Path | str
    created: bool = False

    def __init__(self, *, clock: Callable[[], datetime] = utc_now) -> None:
        self._clock = clock
        self._claimed: list[tuple[int, bool]] = []  # (slot, shared) of claim_shards, to take again

    # -- what each dialect gives ---------------------------------------------------------
    @abc.abstractmethod
    def _write(self, guild: int) -> AbstractContextManager[Transaction]:
        """One write transaction for ``guild``'s data: its changes serialised with any other
        writer's (this process's threads and other processes), committed when the block ends,
        rolled back if it raises. Raises :class:`~storage.records.StorageError` (the member's
        sentence, logged for the operator) for the driver's failures; any other exception
        passes through after the rollback."""

    @abc.abstractmethod
    def _read(self, sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """The rows of one query (``?`` placeholders), outside any write: it sees every committed
        change and never waits for a writer. Raises :class:`~storage.records.StorageError`
        ("could not be read just now") when the database cannot answer."""

    @abc.abstractmethod
    def close(self) -> None:
        """Close the connections (and give back the shards this process claimed)."""

    @property
    @abc.abstractmethod
    def schema_version(self) -> int:
        """How many schema steps the data has had (the dialect's ``SCHEMA_VERSION`` once open)."""

    @abc.abstractmethod
    def integrity_check(self) -> str:
        """``"ok"`` for sound data, else what is wrong (one line)."""

    @abc.abstractmethod
    def _lock_slot(self, slot: int, *, shared: bool) -> bool:
        """Take, without waiting, a lock held until :meth:`close` or the process ends (never left
        behind by a process that died): ``slot`` a shard id or :data:`EVERY_SHARD`, ``shared``
        or exclusive. ``False`` when another process holds it (exclusively, or at all for an
        exclusive lock). Raises :class:`~storage.records.StorageError` when the locks cannot be
        reached."""

    @abc.abstractmethod
    def _unlock_slots(self) -> None:
        """Give back every lock :meth:`_lock_slot` took."""

    # -- the context manager -------------------------------------------------------------
    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reads ---------------------------------------------------------------------------
    def version(self, guild: int) -> int:
        """The guild's newest audit id (0 when it never changed anything): it grows with every
        change, whoever made it (this process, another bot process, the console)."""
        return int(self._read("SELECT COALESCE(MAX(id), 0) FROM audit WHERE guild = ?", (guild,))[0][0])

    def version_nowait(self, guild: int) -> int | None:
        """:meth:`version` when it can be known without waiting on the database (cheap enough for
        the event loop), else ``None``: ask :meth:`version` off the event loop. Here a read (a
        local indexed one for SQLite); the PostgreSQL dialect answers from memory."""
        return self.version(guild)

    def prices(self, guild: int, market: str | None = None) -> list[StoredPrice]:
        """The guild's prices (one market's, or all), by market, card, condition."""
        where = "guild = ?" + (" AND market = ?" if market else "")
        rows = self._read(f"SELECT {PRICE_COLUMNS} FROM prices WHERE {where} ORDER BY market, card, condition",
                          (guild, market) if market else (guild,))
        return [StoredPrice(*row) for row in rows]

    def price(self, guild: int, market: str, card: str, condition: str) -> StoredPrice | None:
        """One price the guild set, or ``None``."""
        rows = self._read(f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = ? AND market = ? AND card = ? "
                          "AND condition = ?", (guild, market, card, condition))
        return StoredPrice(*rows[0]) if rows else None

    def check_room(self, guild: int, market: str, card: str, condition: str) -> None:
        """Raise :class:`~storage.records.PriceLimitReached` when setting this price would be one
        more than :data:`~storage.records.MAX_PRICES_PER_MARKET` (a change to a price already set
        always fits). A read: the bot asks before it defers, so the refusal is the member's
        ephemeral answer; :meth:`set_price` checks again in its transaction."""
        if self.price(guild, market, card, condition) is None:
            count = self._read("SELECT COUNT(*) FROM prices WHERE guild = ? AND market = ?", (guild, market))
            if int(count[0][0]) >= MAX_PRICES_PER_MARKET:
                raise limit_reached(market)

    def history(self, guild: int, *, card: str | None = None, market: str | None = None,
                limit: int = 10) -> list[AuditEntry]:
        """The guild's latest changes (at most ``limit``), newest first: one card's, one market's,
        or all."""
        where = ["guild = ?"]
        params: list[int | str] = [guild]
        if card is not None:
            where.append("card = ?")
            params.append(card)
        if market is not None:
            where.append("market = ?")
            params.append(market)
        rows = self._read(f"SELECT {AUDIT_COLUMNS} FROM audit WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT ?",
                          (*params, max(1, int(limit))))
        return [AuditEntry(*row) for row in rows]

    def settings(self, guild: int) -> ServerSettings:
        """The guild's settings (unset ones ``None``)."""
        rows = self._read("SELECT name, value FROM settings WHERE guild = ?", (guild,))
        return ServerSettings(**{name: value for name, value in rows if name in SETTINGS})

    # -- changes -------------------------------------------------------------------------
    def set_price(self, guild: int, *, market: str, card: str, condition: str, amount: float, currency: str,
                  user_id: int | None, via: Via = "discord") -> tuple[StoredPrice | None, StoredPrice]:
        """Set one price (audited). Returns ``(old or None, new)``.

        ``amount`` is in ``currency`` (an ISO code): the caller validates it with the core
        (:func:`advisor.overrides.parse_price`); here it must only be a positive finite number.
        Raises :class:`~storage.records.PriceLimitReached` for one price more than the cap.
        """
        new = checked_price(guild, market, card, condition, amount, currency, user_id, at=iso(self._clock()))
        with self._write(guild) as sql:
            old = _get(sql, guild, new.key)
            if old is None and _count(sql, guild, market) >= MAX_PRICES_PER_MARKET:
                raise limit_reached(market)
            _upsert(sql, new)
            _audit(sql, guild, user_id=user_id, via=via, action="set", at=new.set_at, price=new,
                   old=old.value if old else None, new=new.value)
        return old, new

    def reset_price(self, guild: int, *, market: str, card: str, condition: str | None = None,
                    user_id: int | None, via: Via = "discord") -> list[StoredPrice]:
        """Remove the guild's price of a card in a market (one condition, or both); audited.
        Returns what was removed (empty: there was nothing to reset)."""
        at = iso(self._clock())
        removed = []
        with self._write(guild) as sql:
            for cond in [condition] if condition else list(CONDITIONS):
                old = _get(sql, guild, (market, card, cond))
                if old is not None:
                    _delete(sql, old)
                    _audit(sql, guild, user_id=user_id, via=via, action="reset", at=at, price=old, old=old.value)
                    removed.append(old)
        return removed

    def reset_all(self, guild: int, *, user_id: int | None, via: Via = "discord") -> list[StoredPrice]:
        """Remove every price the guild set, in every market; one audit row per price removed.
        Returns what was removed."""
        at = iso(self._clock())
        with self._write(guild) as sql:
            removed = _all_prices(sql, guild)
            for old in removed:
                _audit(sql, guild, user_id=user_id, via=via, action="reset_all", at=at, price=old, old=old.value)
            sql("DELETE FROM prices WHERE guild = ?", (guild,))
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
            progress: called with the number of rows written so far, inside the transaction
                (an exception it raises rolls the whole import back).
            dry_run: do the very same import, then roll it back: the summary says exactly what
                the import would change, and nothing is changed (no price, no audit row).
        Returns:
            An :class:`~storage.records.ImportSummary`.
        Raises:
            PriceLimitReached: the import would leave a market over the cap (nothing imported).
        """
        at = iso(self._clock())
        prices = [checked_price(guild, m, c, cond, a, cur, user_id, at=at) for m, c, cond, a, cur in rows]
        if len({p.key for p in prices}) != len(prices):
            raise ValueError("the same market, card and condition appear twice")
        summary = ImportSummary()
        try:
            with self._write(guild) as sql:
                _import(sql, guild, prices, summary, replace=replace, user_id=user_id, via=via, at=at,
                        progress=progress)
                if dry_run:
                    raise _RolledBack
        except _RolledBack:
            pass
        return summary

    def set_setting(self, guild: int, name: str, value: str | None, *, user_id: int | None,
                    via: Via = "discord") -> tuple[str | None, str | None]:
        """Set (or with ``None`` clear) one setting; see :meth:`set_settings`. Returns ``(old, new)``."""
        return self.set_settings(guild, {name: value}, user_id=user_id, via=via)[name]

    def set_settings(self, guild: int, changes: dict[str, str | None], *, user_id: int | None,
                     via: Via = "discord") -> dict[str, tuple[str | None, str | None]]:
        """Set (or with ``None`` clear) settings of :data:`~storage.records.SETTINGS`, their
        values validated by the caller, in one transaction; each change audited (an unchanged
        value writes nothing). Returns ``{name: (old, new)}``."""
        check_setting_changes(changes)
        at = iso(self._clock())
        out: dict[str, tuple[str | None, str | None]] = {}
        with self._write(guild) as sql:
            for name, value in changes.items():
                row = sql("SELECT value FROM settings WHERE guild = ? AND name = ?", (guild, name))
                old = row[0][0] if row else None
                out[name] = (old, value)
                if old == value:
                    continue
                if value is None:
                    sql("DELETE FROM settings WHERE guild = ? AND name = ?", (guild, name))
                else:
                    sql("INSERT INTO settings (guild, name, value, set_at, set_by) VALUES (?, ?, ?, ?, ?) "
                        "ON CONFLICT (guild, name) DO UPDATE SET value = excluded.value, set_at = excluded.set_at, "
                        "set_by = excluded.set_by", (guild, name, value, at, user_id))
                _audit(sql, guild, user_id=user_id, via=via, action="setting", at=at, setting=name, old=old,
                       new=value)
        return out

    # -- one process per shard -------------------------------------------------------------
    def claim_shards(self, shards: Sequence[int] | None) -> None:
        """Claim, for as long as this store is open (or the process lives), the bot's shards on
        this store: ``shards`` the ids this process runs, or ``None`` for every shard (one
        process runs them all: then no other bot process may use the store). A process that
        dies gives its claim back at once (the locks are the operating system's or the
        database's, never a row left behind).

        Raises :class:`~storage.records.StorageError` (one sentence naming the shards and the
        store; nothing claimed) when another process already runs one of these shards, or every
        shard — two processes on one shard would both answer its members.
        """
        if shards is None:
            if not self._claim(EVERY_SHARD, shared=False):
                raise StorageError(msg(
                    "storage.shards.busy", "Another bot process already uses {database}; a process that runs every "
                    "shard (no SHARD_IDS or CLUSTER_INDEX) must be the only one: stop the other process, or give "
                    "each process its own shards. Nothing was changed.", database=Text(value=str(self.path))))
            return
        if not self._claim(EVERY_SHARD, shared=True):
            self._release()
            raise StorageError(msg(
                "storage.shards.all_taken", "Another bot process already runs every shard on {database}; stop it, "
                "or give it its own SHARD_IDS too. Nothing was changed.", database=Text(value=str(self.path))))
        taken = [shard for shard in sorted(set(shards)) if not self._claim(shard, shared=False)]
        if taken:
            self._release()
            raise StorageError(msg(
                "storage.shards.taken", "Another bot process on {database} already runs shard {shards}; every shard "
                "must be run by exactly one process: check SHARD_IDS (or CLUSTER_INDEX and CLUSTER_SIZE). Nothing "
                "was changed.", shards=ListOf(items=[Text(value=str(s)) for s in taken], style="join"),
                database=Text(value=str(self.path))))

    def _claim(self, slot: int, *, shared: bool) -> bool:
        if self._lock_slot(slot, shared=shared):
            self._claimed.append((slot, shared))
            return True
        return False

    def _release(self) -> None:
        self._unlock_slots()
        self._claimed.clear()


# --------------------------------------------------------------------------- inside a transaction
def _get(sql: Transaction, guild: int, key: tuple[str, str, str]) -> StoredPrice | None:
    rows = sql(f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = ? AND market = ? AND card = ? AND condition = ?",
               (guild, *key))
    return StoredPrice(*rows[0]) if rows else None


def _all_prices(sql: Transaction, guild: int) -> list[StoredPrice]:
    rows = sql(f"SELECT {PRICE_COLUMNS} FROM prices WHERE guild = ? ORDER BY market, card, condition", (guild,))
    return [StoredPrice(*row) for row in rows]


def _count(sql: Transaction, guild: int, market: str) -> int:
    """How many prices the guild has in ``market`` (its own changes in this transaction counted)."""
    return int(sql("SELECT COUNT(*) FROM prices WHERE guild = ? AND market = ?", (guild, market))[0][0])


def _upsert(sql: Transaction, p: StoredPrice) -> None:
    sql(f"INSERT INTO prices ({PRICE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (guild, market, card, condition) DO UPDATE SET amount = excluded.amount, "
        "currency = excluded.currency, set_at = excluded.set_at, set_by = excluded.set_by",
        (p.guild, p.market, p.card, p.condition, p.amount, p.currency, p.set_at, p.set_by))


def _delete(sql: Transaction, p: StoredPrice) -> None:
    sql("DELETE FROM prices WHERE guild = ? AND market = ? AND card = ? AND condition = ?", (p.guild, *p.key))


def _audit(sql: Transaction, guild: int, *, user_id: int | None, via: Via, action: str, at: str,
           price: StoredPrice | None = None, setting: str | None = None, old: str | None = None,
           new: str | None = None) -> None:
    """The audit row of one change (in the change's transaction)."""
    sql("INSERT INTO audit (guild, user_id, via, action, market, card, condition, setting, old_value, new_value, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (guild, user_id, via, action, price.market if price else None, price.card if price else None,
         price.condition if price else None, setting, old, new, at))


def _import(sql: Transaction, guild: int, prices: list[StoredPrice], summary: ImportSummary, *, replace: bool,
            user_id: int | None, via: Via, at: str, progress: Callable[[int], None] | None) -> None:
    """The writes of :meth:`Store.import_prices`, inside its transaction, counted in ``summary``;
    raises :class:`~storage.records.PriceLimitReached` (so the transaction rolls back) when a
    market would be over the cap."""
    for i, new in enumerate(prices, 1):
        old = _get(sql, guild, new.key)
        if old is not None and (old.amount, old.currency) == (new.amount, new.currency):
            summary.unchanged += 1
        else:
            _upsert(sql, new)
            _audit(sql, guild, user_id=user_id, via=via, action="import", at=at, price=new,
                   old=old.value if old else None, new=new.value)
            if old is None:
                summary.added += 1
            else:
                summary.changed += 1
        if progress is not None:
            progress(i)
    if replace:
        wanted = {p.key for p in prices}
        for old in _all_prices(sql, guild):
            if old.key not in wanted:
                _delete(sql, old)
                _audit(sql, guild, user_id=user_id, via=via, action="import_reset", at=at, price=old, old=old.value)
                summary.removed += 1
    for market in sorted({p.market for p in prices}):
        count = _count(sql, guild, market)
        if count > MAX_PRICES_PER_MARKET:
            raise import_limit_reached(count, market)
