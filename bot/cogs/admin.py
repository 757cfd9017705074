"""Owner-only administration: ``/sync``."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import owner_only
from bot.sync import sync_commands

log = logging.getLogger(__name__)


class AdminCog(commands.Cog, name="Admin"):
    """Commands for the person running the bot."""

    @app_commands.command(name="sync", description="Owner only: register the slash commands with Discord")
    @app_commands.describe(scope="here = this server only (instant); global = everywhere (up to an hour)")
    @app_commands.choices(
        scope=[
            app_commands.Choice(name="this server only", value="here"),
            app_commands.Choice(name="global", value="global"),
        ]
    )
    @app_commands.default_permissions(administrator=True)
    @app_commands.check(owner_only)
    async def sync(self, interaction: discord.Interaction, scope: str = "here") -> None:
        """Sync the command tree globally or to the current server; reply ephemerally."""
        if scope == "here" and interaction.guild_id is None:
            await interaction.response.send_message(
                "`here` only works in a server; use `global` in DMs.", ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild_id = interaction.guild_id if scope == "here" else None
        synced = await sync_commands(interaction.client, guild_id)  # type: ignore[arg-type]
        where = f"to this server ({guild_id})" if guild_id else "globally (may take up to an hour to appear)"
        log.info("owner %s synced %d commands %s", interaction.user.id, len(synced), where)
        await interaction.followup.send(f"Synced {len(synced)} commands {where}.", ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(AdminCog())
