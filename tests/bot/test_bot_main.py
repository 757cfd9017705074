"""``python -m bot`` (``bot/__main__.py``): one line and a documented exit status for every way
start-up can fail, and never the token (no network: Discord's answers are injected)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

import bot.__main__ as entry
from bot.app import AdvisorBot

FAKE_TOKEN = "MTIz.fake-token-value.never-to-be-printed"
REPO = Path(__file__).resolve().parents[2]
SETTINGS = ("DISCORD_TOKEN", "SYNC_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL", "CHART_COOLDOWN_RATE",
            "CHART_COOLDOWN_SECONDS", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "CLUSTER_INDEX", "CLUSTER_SIZE")

# Discord answers the login request (GET /users/@me) with 401, as it does for a wrong or revoked
# token; everything from discord.py's static_login up (and its logging) is the real code.
REJECTING_DISCORD = """
import sys
import discord

class Unauthorized:
    status = 401
    reason = "Unauthorized"

async def request(self, route, **kwargs):
    assert route.path == "/users/@me", route.path
    raise discord.HTTPException(Unauthorized(), {"message": "401: Unauthorized", "code": 0})

discord.http.HTTPClient.request = request
import bot.__main__
sys.exit(bot.__main__.main(sys.argv[1:]))
"""


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


@pytest.mark.parametrize("argv", [[], ["sync", "--guild", "123"]])
def test_a_rejected_token_prints_exactly_one_line_and_exits_2(tmp_path, argv):
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    env.update(DISCORD_TOKEN=FAKE_TOKEN, PYTHONPATH=str(REPO))  # LOG_LEVEL: the default, INFO

    done = subprocess.run(
        [sys.executable, "-c", REJECTING_DISCORD, *argv], capture_output=True, text=True, cwd=tmp_path, env=env
    )

    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1, done.stderr  # ours only: discord.py's login line is held back
    assert done.stderr.startswith("gpu-advisor-bot: error: Discord rejected DISCORD_TOKEN")
    assert FAKE_TOKEN not in done.stderr


def test_rejected_token_is_never_logged_even_at_debug(clean_env, capsys, caplog):
    async def reject(self, token):
        raise discord.LoginFailure("Improper token has been passed.")

    clean_env.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    clean_env.setattr(discord.http.HTTPClient, "static_login", reject)

    with caplog.at_level(logging.DEBUG):
        assert entry.main([]) == 2

    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and "rejected DISCORD_TOKEN" in captured.err
    assert FAKE_TOKEN not in captured.err + captured.out + caplog.text


def test_discord_logs_are_held_back_only_while_logging_in(clean_env):
    seen = {}

    async def login(self, token):
        seen["login"] = logging.getLogger("discord.client").getEffectiveLevel()

    async def connect(self, *, reconnect=True):
        seen["connect"] = logging.getLogger("discord.client").getEffectiveLevel()

    clean_env.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    clean_env.setattr(AdvisorBot, "login", login)
    clean_env.setattr(AdvisorBot, "connect", connect)
    root = logging.getLogger()
    previous = root.level
    root.setLevel(logging.INFO)  # as setup_logging(level=INFO) leaves it
    try:
        assert entry.main(["run"]) == 0  # connect returned: a clean stop
    finally:
        root.setLevel(previous)
    assert seen == {"login": logging.WARNING, "connect": logging.INFO}
    assert logging.getLogger("discord").level == logging.NOTSET  # restored


def test_unreachable_discord_is_one_line_and_exit_1(clean_env, capsys):
    import aiohttp

    async def offline(self, token):
        raise aiohttp.ClientConnectionError("Name or service not known")

    clean_env.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    clean_env.setattr(discord.http.HTTPClient, "static_login", offline)

    assert entry.main(["run"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "could not reach Discord" in err and FAKE_TOKEN not in err


@pytest.mark.parametrize("argv", [[], ["run"], ["sync", "--guild", "123"]])
@pytest.mark.parametrize(("lang", "words"), [("C.UTF-8", "still the placeholder of .env.example"),
                                             ("zh_CN.UTF-8", "占位符"), ("zh_TW.UTF-8", "預留位置")])
def test_the_example_token_is_refused_before_discord_is_contacted(clean_env, capsys, argv, lang, words):
    async def never(self, token):
        pytest.fail("the placeholder token was sent to Discord")

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        clean_env.delenv(var, raising=False)
    clean_env.setenv("LANG", lang)
    (Path.cwd() / ".env").write_bytes((REPO / ".env.example").read_bytes())  # cp .env.example .env
    clean_env.setattr(discord.http.HTTPClient, "static_login", never)

    assert entry.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("gpu-advisor-bot: error: DISCORD_TOKEN") and words in err


def test_invalid_setting_is_reported_by_name(clean_env, capsys):
    clean_env.setenv("SYNC_GUILD_ID", "my-server")
    assert entry.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "SYNC_GUILD_ID" in err


def test_sync_subcommand_needs_the_token_too(clean_env, capsys):
    assert entry.main(["sync", "--guild", "123"]) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err



def test_a_wrong_shard_slice_or_database_url_is_one_line_and_exit_2(clean_env, capsys, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setenv("SHARD_COUNT", "2")
    monkeypatch.setenv("SHARD_IDS", "5")
    assert entry.main([]) == 2
    assert capsys.readouterr().err == ("gpu-advisor-bot: error: invalid settings: SHARD_IDS must be between 0 and 1 "
                                       "(SHARD_COUNT=2)\n")
    monkeypatch.delenv("SHARD_IDS")
    monkeypatch.setenv("DATABASE_URL", "mysql://root@db/x")
    assert entry.main([]) == 2
    assert "DATABASE_URL" in capsys.readouterr().err
