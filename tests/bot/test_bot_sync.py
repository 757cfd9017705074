"""``bot/sync.py``: registering the commands globally and in one server."""

from __future__ import annotations

from bot import sync_commands
from bot_testing import declared_commands

COMMANDS = declared_commands()


async def test_sync_commands_globally_and_to_a_guild(world):
    synced = await sync_commands(world.bot)
    assert {c.name for c in synced} == COMMANDS
    guild_synced = await sync_commands(world.bot, world.guild.id)
    assert {c.name for c in guild_synced} == COMMANDS
    puts = [r.path for r in world.env.http_requests if r.method == "PUT"]
    assert puts[-1].endswith(f"/guilds/{world.guild.id}/commands")
