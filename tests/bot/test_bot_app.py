"""``bot/app.py``: building, configuring and starting the bot (no network, no token)."""

from __future__ import annotations

import gc
import re

import discord
import simcord

from bot import create_bot
from bot.app import AdvisorBot
from bot_testing import KNOWN_COMMANDS, SETTLE_TIMEOUT, declared_commands, make_settings

COMMANDS = declared_commands()
NAME = re.compile(r"^[-_\w]{1,32}$")
SERVER_ADMIN = {"price", "settings"}


def test_the_extensions_declare_every_known_command():
    assert COMMANDS >= KNOWN_COMMANDS


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
        async with simcord.run(bot, settle_timeout=SETTLE_TIMEOUT) as env:
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


async def test_command_definitions_fit_discords_limits(advisor):
    bot = create_bot(make_settings(), advisor=advisor)
    await bot.setup_hook()
    payloads = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert {p["name"] for p in payloads} == COMMANDS
    for payload in payloads:
        assert NAME.match(payload["name"]) and payload["name"] == payload["name"].lower()
        assert 1 <= len(payload["description"]) <= 100, payload["name"]
        if payload["name"] in SERVER_ADMIN:  # a server's own data: in servers, installed there, Manage Server
            assert payload["contexts"] == [0] and payload["integration_types"] == [0], payload["name"]
            assert int(payload["default_member_permissions"]) == discord.Permissions(manage_guild=True).value
        else:  # usable in servers, the bot's DMs and group DMs; installable on servers and users
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


# ---------------------------------------------------------------------------- the invite (issue 26 §5)
def _documented_permissions() -> set[int]:
    from pathlib import Path

    deploy = Path(__file__).resolve().parents[2] / "docs" / "deploy.md"
    return {int(n) for n in re.findall(r"oauth2/authorize\?\S*permissions=(\d+)", deploy.read_text(encoding="utf-8"))}


async def test_the_invite_asks_for_every_permission_the_bot_uses(world):
    """From what the commands declare and what replies, threads and attachments need: a command
    that declares a new permission fails this until the deploy guide's URL is updated."""
    from bot.app import bot_permissions
    from bot.cogs.common import BotPermissionsCheck

    used = bot_permissions(world.bot)
    declared = [check.permissions for command in world.bot.tree.walk_commands()
                for check in getattr(command, "checks", ()) if isinstance(check, BotPermissionsCheck)]
    assert declared and all(d <= used for d in declared)
    assert used >= discord.Permissions(view_channel=True, send_messages=True, read_message_history=True,
                                       embed_links=True, attach_files=True)
    assert _documented_permissions() == {used.value}, f"docs/deploy.md: the invite URL needs permissions={used.value}"


async def test_a_command_that_declares_a_new_permission_changes_the_invite(world):
    from discord import app_commands

    from bot.app import bot_permissions
    from bot.cogs.common import needs_bot_permissions

    before = bot_permissions(world.bot)
    assert not before.manage_messages

    @app_commands.command(name="tidy", description="Remove old answers")
    @needs_bot_permissions(manage_messages=True)
    async def tidy(interaction: discord.Interaction) -> None: ...

    world.bot.tree.add_command(tidy)
    try:
        assert bot_permissions(world.bot) == before | discord.Permissions(manage_messages=True)
    finally:
        world.bot.tree.remove_command("tidy")


def test_python_m_bot_invite_prints_the_url_without_a_token(capsys, monkeypatch):
    from urllib.parse import parse_qs, urlparse

    from bot.__main__ import main

    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["invite", "123456789012345678"]) == 0
    url = urlparse(capsys.readouterr().out.strip())
    query = parse_qs(url.query)
    assert query["client_id"] == ["123456789012345678"] and query["scope"] == ["bot applications.commands"]
    assert {int(query["permissions"][0])} == _documented_permissions()
    assert main(["invite", "abc"]) == 2 and "number" in capsys.readouterr().err
