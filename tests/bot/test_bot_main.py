"""``python -m bot`` (``bot/__main__.py``): one line and a documented exit status for every way
start-up can fail, and never the token (no network: Discord's answers are injected)."""

from __future__ import annotations

import logging

import discord
import pytest

import bot.__main__ as entry

FAKE_TOKEN = "MTIz.fake-token-value.never-to-be-printed"
SETTINGS = ("DISCORD_TOKEN", "SYNC_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL", "CHART_COOLDOWN_RATE",
            "CHART_COOLDOWN_SECONDS")


@pytest.fixture
def clean_env(tmp_path, monkeypatch):
    """No token or settings in the environment, and a working directory without .env."""
    for key in SETTINGS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kwargs: None)
    return monkeypatch


def test_missing_token_is_one_clear_line_and_exit_2(clean_env, capsys):
    assert entry.main([]) == 2

    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "DISCORD_TOKEN" in err


def test_rejected_token_is_one_clear_line_exit_2_and_never_shown(clean_env, capsys, caplog):
    async def reject(self, token):
        raise discord.LoginFailure("Improper token has been passed.")

    clean_env.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    clean_env.setattr(discord.http.HTTPClient, "static_login", reject)

    with caplog.at_level(logging.DEBUG):
        assert entry.main([]) == 2

    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and "rejected DISCORD_TOKEN" in captured.err
    assert FAKE_TOKEN not in captured.err + captured.out + caplog.text


def test_unreachable_discord_is_one_line_and_exit_1(clean_env, capsys):
    import aiohttp

    async def offline(self, token):
        raise aiohttp.ClientConnectionError("Name or service not known")

    clean_env.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    clean_env.setattr(discord.http.HTTPClient, "static_login", offline)

    assert entry.main(["run"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "could not reach Discord" in err and FAKE_TOKEN not in err


def test_invalid_setting_is_reported_by_name(clean_env, capsys):
    clean_env.setenv("SYNC_GUILD_ID", "my-server")
    assert entry.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "SYNC_GUILD_ID" in err


def test_sync_subcommand_needs_the_token_too(clean_env, capsys):
    assert entry.main(["sync", "--guild", "123"]) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err

