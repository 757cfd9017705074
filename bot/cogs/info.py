"""Informational commands: /markets and /about."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs.common import needs_bot_permissions

if TYPE_CHECKING:
    from bot.app import AdvisorBot


class InfoCog(commands.Cog, name="Info"):
    """What the bot knows: its markets, guides, data sources and data dates."""

    def __init__(self, bot: AdvisorBot) -> None:
        self.bot = bot

    @app_commands.command(name="markets", description="The price snapshots (markets) answers can use")
    @needs_bot_permissions(embed_links=True)
    async def markets(self, interaction: discord.Interaction) -> None:
        """List every market with its currency and the date of its prices."""
        assert self.bot.advisor is not None
        await interaction.response.send_message(embed=render.render_markets(self.bot.advisor.markets()))

    @app_commands.command(name="about", description="What this bot does, its guides, data sources and dates")
    @needs_bot_permissions(embed_links=True)
    async def about(self, interaction: discord.Interaction) -> None:
        """Describe the bot, the guides it follows and where its data comes from."""
        assert self.bot.advisor is not None
        embed = render.render_about(self.bot.advisor.markets(), version=self.bot.version)
        await interaction.response.send_message(embed=embed)
