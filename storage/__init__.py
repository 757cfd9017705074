"""Per-server data: the prices and settings each Discord server's admins set, and the audit of
every change — used by both faces (the bot's ``/price`` and ``/settings``, the console's
``gpu-advisor prices``) and owned by neither.

It depends on the core (:mod:`advisor` errors and messages) and on nothing of Discord's or the
console's. :class:`storage.base.Store` is the contract — the rules every change obeys, written
once — and :mod:`storage.records` what it holds; below it, two SQL dialects:
:mod:`storage.sqlite` (one SQLite file, ``DATABASE_PATH``, the default) and
:mod:`storage.postgres` (``DATABASE_URL``, for several bot processes). :mod:`storage.settings`
reads where the data is from the environment (or ``.env``), as the bot and the console both do.
"""

from __future__ import annotations

from pathlib import Path

from storage.base import Store
from storage.records import (
    CONDITIONS,
    MAX_PRICES_PER_MARKET,
    SETTINGS,
    AuditEntry,
    ImportSummary,
    PriceLimitReached,
    ServerSettings,
    StorageError,
    StoredPrice,
)
from storage.settings import StorageSettings
from storage.sqlite import Storage, default_path


def open_store(settings: StorageSettings | None = None, *, path: Path | str | None = None,
               url: str | None = None) -> Store:
    """Open the per-server data: PostgreSQL when ``url`` (else ``settings.database_url``) is
    set (:class:`storage.postgres.PostgresStorage`), else the SQLite file at ``path`` (else
    ``settings.database_path``, else :func:`default_path`; :class:`storage.sqlite.Storage`).
    Raises :class:`StorageError` (one line naming the file or database)."""
    url = url or (settings.url() if settings is not None else None)
    if url:
        from storage.postgres import PostgresStorage

        return PostgresStorage.open(url)
    return Storage.open(path if path is not None else settings.database_path if settings is not None else None)


__all__ = [
    "CONDITIONS", "MAX_PRICES_PER_MARKET", "SETTINGS", "AuditEntry", "ImportSummary", "PriceLimitReached",
    "ServerSettings", "Storage", "StorageError", "StorageSettings", "Store", "StoredPrice", "default_path",
    "open_store",
]
