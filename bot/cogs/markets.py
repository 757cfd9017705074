"""``/markets``: the price snapshots (markets) answers can use."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import advisor_of, needs_bot_permissions
from bot.render.markets import render_markets


class MarketsCog(commands.Cog, name="Markets"):
    """``/markets``."""

    @app_commands.command(
        name="markets",
        description="The price snapshots (markets) answers can use",
        extras={"about": "the price snapshots I know"},
    )
    @needs_bot_permissions(embed_links=True)
    async def markets(self, interaction: discord.Interaction) -> None:
        """List every market with its currency and the date of its prices."""
        await interaction.response.send_message(embed=render_markets(advisor_of(interaction).markets()))


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(MarketsCog())
