"""``/why``: is this card a good buy for deep learning, and why (the core's verdict)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from advisor.shape import shape_of
from bot.cogs.common import (
    CARD_HELP,
    MARKET_HELP,
    TASK_CHOICES,
    USE_CASE_CHOICES,
    card_autocomplete,
    for_server,
    market_autocomplete,
    model_autocomplete,
    needs_bot_permissions,
)
from bot.details import details_view
from bot.i18n import described
from bot.render.short import short_embed, verdict_lead


class WhyCog(commands.Cog, name="Why"):
    """``/why``."""

    @app_commands.command(
        name="why",
        description=described(msg("bot.command.why", "Is this GPU a good buy for deep learning, and why?")),
        extras={"about": msg("bot.about.why", "is this card a good buy, and why")},
    )
    @app_commands.describe(card=CARD_HELP, market=MARKET_HELP,
                           use_case=described(msg("bot.option.why_use_case", "What you will train")),
                           own=described(msg("bot.option.why_own", "You have this card and run out of memory: what "
                                             "it runs, what saves memory, what to upgrade to")),
                           model=described(msg("bot.option.why_model", "With own: the model that ran out of memory")),
                           task=described(msg("bot.option.why_task", "With own: what you did with it")))
    @app_commands.choices(use_case=USE_CASE_CHOICES, task=TASK_CHOICES)
    @app_commands.autocomplete(card=card_autocomplete, market=market_autocomplete, model=model_autocomplete)
    @needs_bot_permissions(embed_links=True)
    async def why(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, 1, 100],
        market: str | None = None,
        use_case: str | None = None,
        own: bool = False,
        model: app_commands.Range[str, 1, 100] | None = None,
        task: str | None = None,
    ) -> None:
        """The core's verdict on one card, its reasons and better alternatives (no chart, so
        it answers at once; a server's prices, defaults and language apply); ``own``: the
        owner's answer (what it runs, the memory levers, the upgrade); ``model`` / ``task``: the
        job that ran out of memory (they imply ``own``)."""
        server = await for_server(interaction)
        owner = own or model is not None or task is not None
        chosen_use_case: str = use_case or server.use_case
        asked: dict[str, object] = {"card": card, "market": market or server.market, "use_case": chosen_use_case}
        if owner:
            asked |= {"own": True, "model": model, "task": task}
        verdict = server.advisor.why(card, market=market or server.market, use_case=chosen_use_case, own=owner,
                                     model=model if owner else None, task=task if owner else None)
        language = server.language(interaction)
        lead = verdict_lead(verdict, language)
        shape = verdict.shape or shape_of(verdict)
        assert shape is not None  # a verdict always has a shape
        embed = short_embed(shape, verdict.market, language=language, colour=verdict.verdict, numbered=False,
                            lead=lead)
        await interaction.response.send_message(embed=embed, view=details_view("why", asked, language))


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(WhyCog())
