"""Bot settings, read from the environment or a ``.env`` file (pydantic-settings).

Variables (names are case-insensitive):

``DISCORD_TOKEN``
    The bot token from the Discord developer portal. Required to run; never logged (it is a
    :class:`~pydantic.SecretStr`, so ``repr()`` and logs show ``**********``).
``SYNC_GUILD_ID``
    Optional guild (server) id. When set, the bot copies its commands to that guild and syncs
    them there at start-up: guild commands appear at once, which is handy while developing.
``DATABASE_PATH``
    Optional path of the per-server data; read by :class:`storage.settings.StorageSettings`,
    which this class extends (the console reads it the same way).
``LOG_LEVEL``
    ``DEBUG``, ``INFO`` (default), ``WARNING``, ``ERROR`` or ``CRITICAL``.
``CHART_COOLDOWN_RATE`` / ``CHART_COOLDOWN_SECONDS``
    Per-user cooldown of the chart commands (``/recommend``, ``/compare``): at most RATE uses per
    SECONDS. RATE 0 turns the cooldown off. Defaults: 3 per 30 s.
``CHART_WORKERS``
    Processes that draw charts (default: one per CPU, from 1 to 2; each holds matplotlib,
    about 90 MiB). ``0`` draws in a thread of the bot's own process.
``CHART_QUEUE``
    Most charts waiting or being drawn at once (default 256); past it, and for a user whose
    previous chart is still pending, the answer goes out without a chart.
``ADMIN_WRITE_RATE`` / ``ADMIN_WRITE_SECONDS``
    Changes one server may make to its own prices and settings (``/price set``, ``/price
    reset``, ``/settings set``): at most RATE per SECONDS, for the whole server (default 10 per
    60 s). RATE 0 turns the limit off. One server's admins are not a trusted party.
``SHARD_COUNT`` with ``SHARD_IDS`` or ``CLUSTER_INDEX``/``CLUSTER_SIZE``
    Run a slice of the bot's shards in this process (:meth:`BotSettings.shard_slice`): several
    processes, on one machine or several, each one slice, all sharing one ``DATABASE_URL``.
    ``SHARD_IDS=0,1`` names the slice; ``CLUSTER_INDEX=1`` of ``CLUSTER_SIZE=2`` takes every
    second shard from 1 (1, 3, 5…). Unset: one process runs every shard Discord recommends.
``SERVER_CACHE_MB``
    Memory the servers' priced views of the core may hold together (default 256 MiB, estimated
    per view: :mod:`bot.servers`); least recently used views are dropped past it, and one view
    past an eighth of it starts its caches afresh.
``CONVERSATION_MB``
    Memory the conversations kept for follow-ups may hold together (default 8 MiB, about 12,000
    readings; :class:`bot.cogs.ask.Conversations`): each keeps the previous question's reading,
    not its answer, for 30 minutes; the least recently used go first past it.
``ANSWER_QUEUE``
    Most interactions waiting for their answer at once (default 1000; :mod:`bot.acknowledge`).
    Each is acknowledged within Discord's 3 s before its answer is worked out; past this many, a
    new one is told at once, ephemerally, to try again in a moment.
``HEALTH_FILE``
    The running bot's heartbeat, read by ``python -m bot.health`` (:mod:`bot.health`; default
    ``gpu-advisor-health-<uid>.json`` in the temporary folder). Give the check the same path
    when you set it only in ``.env``.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from pydantic import Field, SecretStr, field_validator, model_validator

from storage.settings import StorageSettings

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


PLACEHOLDER_TOKEN = "paste-your-token-here"
"""The ``DISCORD_TOKEN`` of ``.env.example``: refused at start-up, never sent to Discord."""


def default_chart_workers() -> int:
    """Chart worker processes by default: one per CPU, at least one and at most two (each
    worker holds matplotlib: about 90 MiB measured, bench/RESULTS.md) — two on a 2-CPU machine.
    Drawing is what a burst of chart commands waits for, while the bot's own process mostly
    waits on Discord: on 2 CPUs two workers deliver the last of 200 charts about 40 % sooner
    than one (bench/RESULTS.md, burst of chart commands)."""
    return max(1, min(2, os.cpu_count() or 1))


class BotSettings(StorageSettings):
    """Everything the bot reads from its environment.

    Build it with ``BotSettings()`` (reads the environment and ``.env``) or pass values directly
    (``BotSettings(discord_token=None, sync_guild_id=123)``), as the tests do. Raises
    :class:`pydantic.ValidationError` for malformed values (e.g. a non-numeric guild id).
    """

    # model_config (.env, UTF-8, extra keys ignored, names case-insensitive): StorageSettings'

    discord_token: SecretStr | None = None
    sync_guild_id: int | None = Field(default=None, gt=0)
    log_level: str = "INFO"
    chart_cooldown_rate: int = Field(default=3, ge=0, le=100)
    chart_cooldown_seconds: float = Field(default=30.0, gt=0, le=3600)
    chart_workers: int = Field(default_factory=default_chart_workers, ge=0, le=16)
    chart_queue: int = Field(default=256, ge=1, le=10_000)
    admin_write_rate: int = Field(default=10, ge=0, le=1000)
    admin_write_seconds: float = Field(default=60.0, gt=0, le=86_400)
    server_cache_mb: int = Field(default=256, ge=8, le=65_536)
    shard_count: int | None = Field(default=None, ge=1, le=10_000)
    shard_ids: str | None = None
    cluster_index: int | None = Field(default=None, ge=0)
    cluster_size: int | None = Field(default=None, ge=1)
    answer_queue: int = Field(default=1000, ge=1, le=100_000)
    conversation_mb: int = Field(default=8, ge=1, le=4096)
    health_file: Path | None = None
    """The running bot's heartbeat file, read by ``python -m bot.health`` (:mod:`bot.health`;
    default: one in the temporary folder)."""

    @field_validator("discord_token", "sync_guild_id", "shard_count", "shard_ids", "cluster_index", "cluster_size",
                     "health_file", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        """An empty ``KEY=`` line in ``.env`` means "not set", not an invalid value."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @model_validator(mode="after")
    def _check_shards(self) -> BotSettings:
        self.shard_slice()  # raises ValueError: pydantic reports it by name
        return self

    def shard_slice(self) -> tuple[int | None, list[int] | None]:
        """``(shard_count, shard_ids)`` for :class:`discord.AutoShardedClient`: ``(None, None)``
        when ``SHARD_COUNT`` is unset (Discord's recommended count, all in this process).
        Raises ``ValueError`` for ids outside ``0..SHARD_COUNT-1``, a cluster index not below the
        cluster size, both ``SHARD_IDS`` and a cluster, or either without ``SHARD_COUNT``."""
        count = self.shard_count
        cluster = self.cluster_index is not None or self.cluster_size is not None
        if count is None:
            if self.shard_ids or cluster:
                raise ValueError("SHARD_IDS and CLUSTER_INDEX/CLUSTER_SIZE need SHARD_COUNT")
            return None, None
        if self.shard_ids and cluster:
            raise ValueError("give SHARD_IDS or CLUSTER_INDEX/CLUSTER_SIZE, not both")
        if self.shard_ids:
            try:
                ids = sorted({int(part) for part in self.shard_ids.replace(" ", "").split(",") if part})
            except ValueError:
                raise ValueError("SHARD_IDS must be shard numbers separated by commas, such as 0,1") from None
            if not ids or ids[0] < 0 or ids[-1] >= count:
                raise ValueError(f"SHARD_IDS must be between 0 and {count - 1} (SHARD_COUNT={count})")
            return count, ids
        if cluster:
            if self.cluster_index is None or self.cluster_size is None:
                raise ValueError("give both CLUSTER_INDEX and CLUSTER_SIZE")
            if self.cluster_index >= self.cluster_size:
                raise ValueError("CLUSTER_INDEX must be below CLUSTER_SIZE")
            ids = list(range(self.cluster_index, count, self.cluster_size))
            if not ids:
                raise ValueError("this cluster gets no shard: SHARD_COUNT must be above CLUSTER_INDEX")
            return count, ids
        return count, list(range(count))

    def shard_label(self) -> str:
        """The slice as the logs name it: ``"shards 0,2 of 4"``, or ``"all shards"``."""
        count, ids = self.shard_slice()
        return "all shards" if ids is None else f"shard{'s' if len(ids) > 1 else ''} " \
            f"{','.join(map(str, ids))} of {count}"

    @property
    def first_process(self) -> bool:
        """Whether this process runs shard 0 (or all): the one that syncs ``SYNC_GUILD_ID`` at
        start-up, so the commands are synced once, not once per process."""
        _, ids = self.shard_slice()
        return ids is None or 0 in ids

    @field_validator("log_level", mode="before")
    @classmethod
    def _check_level(cls, value: object) -> str:
        text = str(value or "INFO").strip().upper()
        if text not in LOG_LEVELS:
            raise ValueError(f"must be one of {', '.join(LOG_LEVELS)}")
        return text

    @property
    def log_level_number(self) -> int:
        """The ``logging`` module's number for :attr:`log_level`."""
        return logging.getLevelName(self.log_level)

    def token(self) -> str | None:
        """Return the token text, or ``None`` when it is unset or blank."""
        if self.discord_token is None:
            return None
        text = self.discord_token.get_secret_value().strip()
        return text or None

    def token_is_placeholder(self) -> bool:
        """Whether the token is still ``.env.example``'s placeholder (:data:`PLACEHOLDER_TOKEN`)."""
        return self.token() == PLACEHOLDER_TOKEN
