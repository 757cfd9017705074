"""Building, configuring, syncing and running the bot (no network, no token)."""

from __future__ import annotations

import gc
import logging
import re
import subprocess
import sys
from pathlib import Path

import discord
import pytest
import simcord

import bot.__main__ as entry
from bot import create_bot, sync_commands
from bot.app import AdvisorBot
from bot.settings import BotSettings
from bot_testing import make_settings

COMMANDS = {"recommend", "compare", "why", "card", "markets", "about", "sync"}
NAME = re.compile(r"^[-_\w]{1,32}$")
FAKE_TOKEN = "MTIz.fake-token-value.never-to-be-printed"

REPO = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------------- construction
def test_create_bot_needs_no_token_and_asks_for_nothing_privileged():
    bot = create_bot(make_settings())

    assert isinstance(bot, AdvisorBot)
    assert bot.intents == discord.Intents.default()
    assert not (bot.intents.members or bot.intents.presences or bot.intents.message_content)
    mentions = bot.allowed_mentions
    assert mentions is not None and mentions.to_dict() == discord.AllowedMentions.none().to_dict()
    assert bot.advisor is None  # loaded in setup_hook, not before


async def test_setup_hook_loads_the_core_once_and_never_syncs_by_itself():
    bot = create_bot(make_settings())  # no shared advisor: the real loading path
    try:
        async with simcord.run(bot) as env:
            loaded = bot.advisor
            assert loaded is not None
            assert {c.name for c in bot.tree.get_commands()} == COMMANDS
            assert not [r for r in env.http_requests if "/commands" in r.path]  # no sync at start or on_ready
            await env.restart_bot()  # a reconnect runs on_ready again: still no sync
            assert not [r for r in env.http_requests if r.method == "PUT"]
            assert bot.advisor is loaded
    finally:
        gc.unfreeze()  # setup_hook froze the loaded catalogue out of the cyclic GC


async def test_sync_guild_id_syncs_that_guild_at_start_up(advisor):
    guild_id = 1_234_567_890_123_456_789 >> 2
    bot = create_bot(make_settings(sync_guild_id=guild_id), advisor=advisor)
    env = simcord.Env(bot)
    guild = env.create_guild("Dev server", id=guild_id)
    await env.start()
    try:
        puts = [r for r in env.http_requests if r.method == "PUT"]
        assert [r.path.rsplit("/", 3)[-3:] for r in puts] == [["guilds", str(guild_id), "commands"]]
        member = guild.add_member(env.create_user("dev"))
        channel = guild.create_text_channel("testing")
        result = await member.slash(channel, "about")  # usable at once, without a global sync
        assert result.response.embeds
    finally:
        await env.shutdown()


async def test_sync_commands_globally_and_to_a_guild(world):
    synced = await sync_commands(world.bot)
    assert {c.name for c in synced} == COMMANDS
    guild_synced = await sync_commands(world.bot, world.guild.id)
    assert {c.name for c in guild_synced} == COMMANDS


async def test_command_definitions_fit_discords_limits(advisor):
    bot = create_bot(make_settings(), advisor=advisor)
    await bot.setup_hook()
    payloads = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert {p["name"] for p in payloads} == COMMANDS
    for payload in payloads:
        assert NAME.match(payload["name"]) and payload["name"] == payload["name"].lower()
        assert 1 <= len(payload["description"]) <= 100, payload["name"]
        # usable in servers, the bot's DMs and group DMs; installable on servers and users
        assert sorted(payload["contexts"]) == [0, 1, 2], payload["name"]
        assert sorted(payload["integration_types"]) == [0, 1], payload["name"]
        for option in payload.get("options", []):
            assert NAME.match(option["name"]) and option["name"] == option["name"].lower()
            assert 1 <= len(option["description"]) <= 100, (payload["name"], option["name"])
            choices = option.get("choices", [])
            assert len(choices) <= 25
            assert all(1 <= len(c["name"]) <= 100 for c in choices)
    by_name = {p["name"]: {o["name"]: o for o in p.get("options", [])} for p in payloads}
    for command in ("recommend", "compare", "why"):
        assert by_name[command]["market"]["autocomplete"] is True  # markets are data: offered live
    assert {c["value"] for c in by_name["recommend"]["use_case"]["choices"]} == set(advisor.use_cases())
    assert (by_name["recommend"]["gpus"]["min_value"], by_name["recommend"]["gpus"]["max_value"]) == (1, 8)
    for command, option in [("why", "card"), ("card", "card"), ("compare", "card_a"), ("compare", "card_b")]:
        assert by_name[command][option]["autocomplete"] is True


# ---------------------------------------------------------------------------- settings
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


# ---------------------------------------------------------------------------- python -m bot
@pytest.fixture
def clean_env(tmp_path, monkeypatch):
    """No token or settings in the environment, and a working directory without .env."""
    for key in ("DISCORD_TOKEN", "SYNC_GUILD_ID", "DATABASE_PATH", "LOG_LEVEL"):
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


def test_console_core_does_not_import_discord():
    code = "import sys, advisor; advisor.Advisor; import advisor.cli; print('discord' in sys.modules, 'matplotlib' in sys.modules, 'bot' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO).stdout
    assert out.split() == ["False", "False", "False"]
