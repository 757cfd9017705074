"""Where the per-server data lives, read from the environment or a ``.env`` file
(pydantic-settings), the same way by the bot (:class:`bot.settings.BotSettings` extends it) and
by the console (``gpu-advisor prices``).

``DATABASE_PATH``
    Optional path of the per-server data (prices, settings and their audit; SQLite, see
    :mod:`storage.sqlite`). Default: the user's data folder (``$XDG_DATA_HOME`` or
    ``~/.local/share``) ``/gpu-advisor/gpu-advisor.sqlite``; the Docker image sets
    ``/data/gpu-advisor.sqlite``. The card catalogue is a different file (``GPU_ADVISOR_DB``).
``DATABASE_URL``
    Optional ``postgresql://user:password@host:port/dbname``: keep the per-server data in
    PostgreSQL instead (:mod:`storage.postgres`), for several bot processes sharing it. Unset:
    the SQLite file. Never logged with its password.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class StorageSettings(BaseSettings):
    """The per-server data's settings. ``StorageSettings()`` reads the environment and ``.env``;
    values may be passed directly. Raises :class:`pydantic.ValidationError` for malformed values."""

    model_config = SettingsConfigDict(
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        case_sensitive=False,
    )

    database_path: Path | None = None
    database_url: SecretStr | None = None

    @field_validator("database_path", "database_url", mode="before")
    @classmethod
    def _blank_path_is_unset(cls, value: object) -> object:
        """An empty ``DATABASE_PATH=`` (or ``DATABASE_URL=``) line in ``.env`` means "not set"."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("database_url")
    @classmethod
    def _postgres_only(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().strip().startswith(("postgresql://", "postgres://")):
            raise ValueError("must be a postgresql:// URL (unset it to keep the data in the SQLite file)")
        return value

    def url(self) -> str | None:
        """The PostgreSQL URL, or ``None`` (the SQLite file)."""
        return self.database_url.get_secret_value().strip() if self.database_url is not None else None
