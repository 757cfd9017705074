"""Helpers shared by the bot's tests (importable as a plain module from tests/bot)."""

from __future__ import annotations

from bot.settings import BotSettings


def make_settings(**overrides: object) -> BotSettings:
    """Settings that ignore the developer's environment and ``.env`` (every field explicit)."""
    values: dict[str, object] = {
        "discord_token": None,
        "sync_guild_id": None,
        "database_path": None,
        "log_level": "INFO",
        "chart_cooldown_rate": 3,
        "chart_cooldown_seconds": 30.0,
    }
    values.update(overrides)
    return BotSettings(_env_file=None, **values)
