"""``/why``: is this card a good buy for deep learning, and why (the core's verdict)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from bot.cogs.common import (
    CARD_HELP,
    MARKET_HELP,
    USE_CASE_CHOICES,
    card_autocomplete,
    for_server,
    market_autocomplete,
    needs_bot_permissions,
)
from bot.details import details_view
from bot.i18n import described, t
from bot.render.short import short_embed
from bot.render.why import VERDICT_LABELS


class WhyCog(commands.Cog, name="Why"):
    """``/why``."""

    @app_commands.command(
        name="why",
        description=described(msg("bot.command.why", "Is this GPU a good buy for deep learning, and why?")),
        extras={"about": msg("bot.about.why", "is this card a good buy, and why")},
    )
    @app_commands.describe(card=CARD_HELP, market=MARKET_HELP,
                           use_case=described(msg("bot.option.why_use_case", "What you will train")))
    @app_commands.choices(use_case=USE_CASE_CHOICES)
    @app_commands.autocomplete(card=card_autocomplete, market=market_autocomplete)
    @needs_bot_permissions(embed_links=True)
    async def why(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, 1, 100],
        market: str | None = None,
        use_case: str | None = None,
    ) -> None:
        """The core's verdict on one card, its reasons and better alternatives (no chart, so
        it answers at once; a server's prices, defaults and language apply)."""
        server = await for_server(interaction)
        asked = {"card": card, "market": market or server.market, "use_case": use_case or server.use_case}
        verdict = server.advisor.why(card, market=asked["market"], use_case=asked["use_case"])
        language = server.language(interaction)
        embed = short_embed(verdict.shape, verdict.market, language=language, colour=verdict.verdict, numbered=False,
                            lead=f"{verdict.card}: {t(VERDICT_LABELS[verdict.verdict], language)} — ")
        await interaction.response.send_message(embed=embed, view=details_view("why", asked, language))


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(WhyCog())
