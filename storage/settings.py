"""Where the per-server data lives, read from the environment or a ``.env`` file
(pydantic-settings), the same way by the bot (:class:`bot.settings.BotSettings` extends it) and
by the console (``gpu-advisor prices``).

``DATABASE_PATH``
    Optional path of the per-server data (prices, settings and their audit; SQLite, see
    :mod:`storage.sqlite`). Default: the user's data folder (``$XDG_DATA_HOME`` or
    ``~/.local/share``) ``/gpu-advisor/gpu-advisor.sqlite``; the Docker image sets
    ``/data/gpu-advisor.sqlite``. The card catalogue is a different file (``GPU_ADVISOR_DB``).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import field_validator
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

    @field_validator("database_path", mode="before")
    @classmethod
    def _blank_path_is_unset(cls, value: object) -> object:
        """An empty ``DATABASE_PATH=`` line in ``.env`` means "not set"."""
        if isinstance(value, str) and not value.strip():
            return None
        return value
