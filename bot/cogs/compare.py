"""``/compare``: two cards side by side, as an embed with a chart.

Card names go to the core unchanged (users may ignore the autocomplete suggestions).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from advisor.shape import shape_of
from bot import charts
from bot.cogs.common import (
    MARKET_HELP,
    USE_CASE_CHOICES,
    answer_with_chart,
    card_autocomplete,
    chart_cooldown,
    for_server,
    market_autocomplete,
    needs_bot_permissions,
)
from bot.details import details_view
from bot.i18n import described
from bot.render.short import short_embed, sides_title


class CompareCog(commands.Cog, name="Compare"):
    """``/compare``."""

    @app_commands.command(
        name="compare",
        description=described(msg("bot.command.compare", "Compare two GPUs for deep learning, side by side")),
        extras={"about": msg("bot.about.compare", "two cards side by side")},
    )
    @app_commands.describe(
        card_a=described(msg("bot.option.card_a", "First card, e.g. 1070")),
        card_b=described(msg("bot.option.card_b", "Second card, e.g. 1080")),
        market=MARKET_HELP,
        use_case=described(msg("bot.option.compare_use_case", "What you will train (better value only among cards "
                               "with the memory it needs)")),
    )
    @app_commands.choices(use_case=USE_CASE_CHOICES)
    @app_commands.autocomplete(card_a=card_autocomplete, card_b=card_autocomplete, market=market_autocomplete)
    @chart_cooldown()
    @needs_bot_permissions(embed_links=True, attach_files=True)
    async def compare(
        self,
        interaction: discord.Interaction,
        card_a: app_commands.Range[str, 1, 100],
        card_b: app_commands.Range[str, 1, 100],
        market: str | None = None,
        use_case: str | None = None,
    ) -> None:
        """Compare two cards; reply with an embed and a chart in the answer language (a server's
        prices, defaults and language apply)."""
        server = await for_server(interaction)
        language = server.language(interaction)
        chosen_use_case: str = use_case or server.use_case
        asked = {"card_a": card_a, "card_b": card_b, "market": market or server.market, "use_case": chosen_use_case}
        cmp = server.advisor.compare(card_a, card_b, market=market or server.market, use_case=chosen_use_case)
        shape = cmp.shape or shape_of(cmp)
        assert shape is not None  # a comparison always has a shape
        await answer_with_chart(
            interaction,
            cmp,
            charts.compare_chart,
            lambda filename: short_embed(shape, cmp.market, language=language, chart_filename=filename,
                                         numbered=False, title=sides_title(shape, language)),
            charts.COMPARE_FILENAME,
            view=details_view("compare", asked, language),
        )


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(CompareCog())
