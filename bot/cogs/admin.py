"""Owner-only administration: ``/sync``."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import Text, msg
from bot.cogs.common import owner_only
from bot.i18n import described, interaction_language, t
from bot.sync import sync_commands

log = logging.getLogger(__name__)


class AdminCog(commands.Cog, name="Admin"):
    """Commands for the person running the bot."""

    @app_commands.command(name="sync", description=described(msg("bot.command.sync", "Owner only: register the "
                                                                 "slash commands with Discord")))
    @app_commands.describe(scope=described(msg("bot.option.scope", "here = this server only (instant); global = "
                                               "everywhere (up to an hour)")))
    @app_commands.choices(
        scope=[
            app_commands.Choice(name=described(msg("bot.choice.here", "this server only")), value="here"),
            app_commands.Choice(name=described(msg("bot.choice.global", "global")), value="global"),
        ]
    )
    @app_commands.default_permissions(administrator=True)
    @app_commands.check(owner_only)
    async def sync(self, interaction: discord.Interaction, scope: str = "here") -> None:
        """Sync the command tree globally or to the current server; reply ephemerally."""
        language = interaction_language(interaction)
        if scope == "here" and interaction.guild_id is None:
            await interaction.response.send_message(
                t(msg("bot.sync.dm", "`here` only works in a server; use `global` in DMs."), language), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild_id = interaction.guild_id if scope == "here" else None
        synced = await sync_commands(interaction.client, guild_id)  # type: ignore[arg-type]
        log.info("owner %s synced %d commands %s", interaction.user.id, len(synced), guild_id or "globally")
        if guild_id:
            done = msg("bot.sync.here", "Synced {count} commands to this server ({guild}).", count=len(synced),
                       guild=Text(value=str(guild_id)))
        else:
            done = msg("bot.sync.global", "Synced {count} commands globally (may take up to an hour to appear).",
                       count=len(synced))
        await interaction.followup.send(t(done, language), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(AdminCog())
