"""Registering the slash commands with Discord ("syncing"), used by ``python -m bot sync``,
``SYNC_GUILD_ID`` at start-up and the owner's ``/sync``.

Its own module so that the cogs can use it without importing :mod:`bot.app`.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands


async def sync_commands(bot: commands.Bot | commands.AutoShardedBot,
                        guild_id: int | None = None) -> list[app_commands.AppCommand]:
    """Register the bot's slash commands with Discord and return what Discord stored.

    ``guild_id=None`` syncs globally (may take up to an hour to show everywhere); a guild id
    copies the global commands to that guild and syncs there (instant; for development).
    Raises :class:`discord.HTTPException` if Discord refuses (e.g. the bot is not in that guild).
    """
    if guild_id is None:
        return await bot.tree.sync()
    guild = discord.Object(id=guild_id)
    bot.tree.copy_global_to(guild=guild)
    return await bot.tree.sync(guild=guild)
