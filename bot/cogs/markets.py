"""``/markets``: the price snapshots (markets) answers can use."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from bot.cogs.common import advisor_of, needs_bot_permissions
from bot.i18n import described, interaction_language
from bot.render.markets import render_markets


class MarketsCog(commands.Cog, name="Markets"):
    """``/markets``."""

    @app_commands.command(
        name="markets",
        description=described(msg("bot.command.markets", "The price snapshots (markets) answers can use, and the "
                                  "languages")),
        extras={"about": msg("bot.about.markets", "the price snapshots I know, and the languages I answer in")},
    )
    @needs_bot_permissions(embed_links=True)
    async def markets(self, interaction: discord.Interaction) -> None:
        """List every market with its currency and the date of its prices, and the languages."""
        embed = render_markets(advisor_of(interaction).markets(), language=interaction_language(interaction))
        await interaction.response.send_message(embed=embed)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(MarketsCog())
