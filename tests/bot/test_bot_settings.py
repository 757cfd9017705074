"""``bot/settings.py``: settings from the environment and ``.env``; the token stays hidden."""

from __future__ import annotations

import logging

from bot.settings import BotSettings

FAKE_TOKEN = "MTIz.fake-token-value.never-to-be-printed"


def test_settings_read_dotenv_and_hide_the_token(tmp_path, monkeypatch):
    for key in ("DISCORD_TOKEN", "SYNC_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL"):
        monkeypatch.delenv(key, raising=False)
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={FAKE_TOKEN}\nSYNC_GUILD_ID=\nLOG_LEVEL=debug\n")
    monkeypatch.chdir(tmp_path)

    settings = BotSettings()

    assert settings.token() == FAKE_TOKEN
    assert settings.sync_guild_id is None
    assert settings.log_level == "DEBUG" and settings.log_level_number == logging.DEBUG
    assert FAKE_TOKEN not in repr(settings) and FAKE_TOKEN not in str(settings.model_dump())
